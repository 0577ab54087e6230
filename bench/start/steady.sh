#!/usr/bin/env bash
# Steady-state throughput of the JVM image's configuration with and without JVM options that are
# meant to change only the start (a JIT setting, say): the aot-jar build of run.sh with its AOT cache,
# started on one CPU with the image's options, A then B then A then B, each driven by wrk from the
# other CPU with POST /v1/position (kiwipete) and POST /v1/move (40 plies) after a warm-up.
# Prints one line per run and per request: req/s and requests per CPU-second of the server.
#
# Settings (environment variables, defaults in brackets):
#   A_OPTS [the options of the Dockerfile's ENTRYPOINT (image-options.py) and -XX:MaxRAM=512m]
#   B_OPTS [A_OPTS plus -XX:CompileThresholdScaling=4]
#   DIR [target-start-aot/quarkus-app] (built and trained by run.sh), CACHE [app.aot]
#   ROUNDS [2], WARMUP [30] and SECONDS_EACH [30] seconds of wrk per request, CONNECTIONS [16]
#   CPU [1] for the server, WRK_CPU [0], JDK25 [/usr/lib/jvm/temurin-25-jdk-amd64]
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
A_OPTS="${A_OPTS:-$(python3 "$HERE/image-options.py") -XX:MaxRAM=512m}"
B_OPTS="${B_OPTS:-$A_OPTS -XX:CompileThresholdScaling=4}"
DIR="${DIR:-$ROOT/target-start-aot/quarkus-app}"
CACHE="${CACHE:-app.aot}"
ROUNDS="${ROUNDS:-2}"
WARMUP="${WARMUP:-30}"
SECONDS_EACH="${SECONDS_EACH:-30}"
CONNECTIONS="${CONNECTIONS:-16}"
CPU="${CPU:-1}"
WRK_CPU="${WRK_CPU:-0}"
JDK25="${JDK25:-/usr/lib/jvm/temurin-25-jdk-amd64}"
command -v wrk >/dev/null || { echo "wrk is needed" >&2; exit 1; }
[ -f "$DIR/$CACHE" ] || { echo "no $DIR/$CACHE: run bench/start/run.sh first" >&2; exit 1; }

cpu_ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }

run() { # LABEL OPTIONS
    local label=$1 port mgmt pid opts
    read -r -a opts <<<"$2"
    port=$((15000 + RANDOM % 17000)); mgmt=$((15000 + RANDOM % 17000))
    (cd "$DIR" && exec taskset -c "$CPU" "$JDK25/bin/java" "-XX:AOTCache=$CACHE" "${opts[@]}" \
        -Dquarkus.http.port="$port" -Dquarkus.management.port="$mgmt" -jar quarkus-run.jar) >/dev/null 2>&1 &
    pid=$!
    for _ in $(seq 1 300); do curl -sf "http://127.0.0.1:$mgmt/q/health/ready" >/dev/null && break; sleep 0.1; done
    for body in position move; do
        local file="$ROOT/bench/load/$body-request.json" before after rps
        BODY_FILE="$file" taskset -c "$WRK_CPU" wrk -t1 -c"$CONNECTIONS" -d"${WARMUP}s" -s "$ROOT/bench/load/post.lua" \
            "http://127.0.0.1:$port/v1/$body" >/dev/null
        before=$(cpu_ticks "$pid")
        rps=$(BODY_FILE="$file" taskset -c "$WRK_CPU" wrk -t1 -c"$CONNECTIONS" -d"${SECONDS_EACH}s" -s "$ROOT/bench/load/post.lua" \
            "http://127.0.0.1:$port/v1/$body" | sed -n 's/^RESULT rps=\([0-9.]*\).*/\1/p')
        after=$(cpu_ticks "$pid")
        python3 -c 'import sys; rps=float(sys.argv[3]); cpu=(int(sys.argv[5])-int(sys.argv[4]))/100; n=rps*float(sys.argv[6]); print(f"RESULT steady variant={sys.argv[1]} request={sys.argv[2]} rps={rps:.0f} req_per_cpu_s={n/cpu:.0f}")' \
            "$label" "$body" "$rps" "$before" "$after" "$SECONDS_EACH"
    done
    kill -TERM "$pid"; wait "$pid" 2>/dev/null || true
}

echo "A: $A_OPTS" >&2
echo "B: $B_OPTS" >&2
for ((r = 1; r <= ROUNDS; r++)); do
    run A "$A_OPTS"
    run B "$B_OPTS"
done
