#!/usr/bin/env bash
# POST /v1/position (kiwipete) per server CPU-second against the event-loop ceiling (the same Quarkus
# stack parsing the same request and sending hakem's answer precomputed, on the event loop), with the
# heap bytes each server allocates per request; an earlier build of hakem and the current one in the
# same rounds. See README.md.
#
# Settings (environment variables, defaults in brackets):
#   BEFORE_JAR []     an earlier build of hakem (e.g. a copy of target-load/quarkus-app); left out when empty
#   AFTER_JAR [target-load/quarkus-app/quarkus-run.jar]   the build under test
#   SKIP_BUILD [0]    1: use the jars already built (hakem in target-load, the ceiling in bench/load/ceiling)
#   WARMUP [20]       seconds of warm-up per target, before the rounds
#   DURATION [15]     seconds per measured run
#   ROUNDS [5]        rounds; each runs every target once, in an order that turns from round to round
#   CONNECTIONS [32]  wrk connections (one wrk thread)
#   SERVER_CPUS [1]   the CPU all servers are pinned to (only one is loaded at a time)
#   WRK_CPUS [0]      the CPU wrk is pinned to
#   OUT [bench/results/position-<UTC timestamp>]
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
BEFORE_JAR="${BEFORE_JAR:-}"
AFTER_JAR="${AFTER_JAR:-$ROOT/target-load/quarkus-app/quarkus-run.jar}"
SKIP_BUILD="${SKIP_BUILD:-0}"
WARMUP="${WARMUP:-20}"
DURATION="${DURATION:-15}"
ROUNDS="${ROUNDS:-5}"
CONNECTIONS="${CONNECTIONS:-32}"
SERVER_CPUS="${SERVER_CPUS:-1}"
WRK_CPUS="${WRK_CPUS:-0}"
OUT="${OUT:-$ROOT/bench/results/position-$(date -u +%Y%m%d-%H%M%S)}"
CEILING_JAR="$ROOT/bench/load/ceiling/target/quarkus-app/quarkus-run.jar"
BODY="$ROOT/bench/load/position-request.json"
POST_LUA="$ROOT/bench/load/post.lua"
mkdir -p "$OUT"

. "$ROOT/bench/lib.sh"
loadavg() { cut -d' ' -f1 /proc/loadavg; }

command -v wrk >/dev/null 2>&1 || { log "installing wrk"; apt-get install -y wrk >/dev/null 2>&1 \
    || { apt-get update -qq && apt-get install -y wrk >/dev/null; }; }
command -v taskset >/dev/null || die "taskset not found"

if [ "$SKIP_BUILD" != 1 ]; then
    log "building hakem (target-load) and the ceiling app"
    (cd "$ROOT" && mvnw_offline_first package -Dmaven.test.skip=true -Dbuild.dir=target-load)
    mvnw_offline_first -f "$ROOT/bench/load/ceiling/pom.xml" package
fi
for jar in "$AFTER_JAR" "$CEILING_JAR" ${BEFORE_JAR:+"$BEFORE_JAR"}; do [ -f "$jar" ] || die "missing $jar"; done

# The allocation counter: compiled once, run between the runs on wrk's CPU.
mkdir -p "$OUT/classes"
javac -d "$OUT/classes" "$HERE/ServerCounters.java"
allocated() { taskset -c "$WRK_CPUS" java -cp "$OUT/classes" ServerCounters "$1" | cut -d' ' -f2; }
cpu_ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }
CLK_TCK="$(getconf CLK_TCK)"

PIDS=()
cleanup() { for p in "${PIDS[@]:-}"; do [ -n "$p" ] && kill "$p" 2>/dev/null || true; done; }
trap cleanup EXIT
free_port() {
    local p
    for _ in $(seq 1 200); do
        p=$((20000 + RANDOM % 20000))
        if ! (exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null; then echo "$p"; return 0; fi
    done
    return 1
}
declare -A PORT PID PATH_OF
start() { # target jar path [jvm options...]
    local target="$1" jar="$2" path="$3" port; shift 3
    port="$(free_port)"
    taskset -c "$SERVER_CPUS" java "$@" -Dquarkus.http.port="$port" -Dquarkus.management.port="$(free_port)" \
        -jar "$jar" >>"$OUT/$target.log" 2>&1 &
    PID[$target]=$!; PIDS+=("$!"); PORT[$target]=$port; PATH_OF[$target]=$path
    for _ in $(seq 1 120); do
        kill -0 "${PID[$target]}" 2>/dev/null || die "$target exited; see $OUT/$target.log"
        if curl -sf -o "$OUT/$target-response.json" -D "$OUT/$target-response.headers" -X POST \
            -H 'Content-Type: application/json' --data-binary @"$BODY" "http://127.0.0.1:$port$path"; then return 0; fi
        sleep 0.5
    done
    die "$target did not answer"
}

TARGETS=(after ceiling)
start after "$AFTER_JAR" /v1/position
if [ -n "$BEFORE_JAR" ]; then
    TARGETS=(before after ceiling)
    start before "$BEFORE_JAR" /v1/position
    cmp -s "$OUT/before-response.json" "$OUT/after-response.json" || die "the two builds answer different bodies"
    # The same headers, in any order (the request id aside, which is new each time).
    diff <(grep -iv '^x-request-id' "$OUT/before-response.headers" | tr -d '\r' | tr 'A-Z' 'a-z' | sort) \
        <(grep -iv '^x-request-id' "$OUT/after-response.headers" | tr -d '\r' | tr 'A-Z' 'a-z' | sort) \
        >"$OUT/headers.diff" || die "the two builds answer different headers ($OUT/headers.diff)"
fi
CONTENT_TYPE="$(awk -F': *' 'tolower($1)=="content-type"{sub(/\r$/,"",$2); print $2}' "$OUT/after-response.headers")"
start ceiling "$CEILING_JAR" /event-loop/v1/position \
    -Dceiling.body="$OUT/after-response.json" -Dceiling.content-type="$CONTENT_TYPE"
cmp -s "$OUT/after-response.json" "$OUT/ceiling-response.json" || die "the ceiling's body differs from hakem's"
log "bodies identical ($(wc -c <"$OUT/after-response.json") bytes, $CONTENT_TYPE)"

{
    echo "date:        $(date -u +%Y-%m-%dT%H:%M:%SZ)"
    echo "host:        nproc=$(nproc), $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
    echo "java:        $(java -version 2>&1 | head -1)"
    echo "hakem:       $(git -C "$ROOT" rev-parse --short HEAD), $(git -C "$ROOT" status --porcelain -- src/main pom.xml | wc -l) uncommitted change(s) under src/main and pom.xml"
    echo "before:      ${BEFORE_JAR:-(none)}"
    echo "after:       $AFTER_JAR"
    echo "wrk:         $(wrk --version 2>&1 | head -1 | cut -d' ' -f1-2), 1 thread, $CONNECTIONS connections, warm-up ${WARMUP}s, runs ${DURATION}s, $ROUNDS rounds"
    echo "pinning:     servers on CPU $SERVER_CPUS, wrk on CPU $WRK_CPUS"
    echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
} | tee "$OUT/environment.txt"

run_wrk() { # target seconds label
    BODY_FILE="$BODY" taskset -c "$WRK_CPUS" wrk -t1 -c"$CONNECTIONS" -d"$2s" --latency -s "$POST_LUA" \
        "http://127.0.0.1:${PORT[$1]}${PATH_OF[$1]}" >"$OUT/$3.txt" 2>&1 || true
    grep '^RESULT ' "$OUT/$3.txt" || echo "RESULT rps=0 requests=0 non2xx=0 sockerr=-1"
}
field() { sed -n "s/.* $1=\([^ ]*\).*/\1/p"; }

for t in "${TARGETS[@]}"; do
    allocated "${PID[$t]}" >/dev/null # starts the JVM's management agent before anything is measured
    log "warm-up $t (${WARMUP}s)"
    run_wrk "$t" "$WARMUP" "warmup-$t" >/dev/null
done

RESULTS="$OUT/results.tsv"
printf 'round\ttarget\trps\tp50_us\tp99_us\trequests\tserver_cpu_s\tallocated_bytes\tnon2xx\tsockerr\tload1\n' >"$RESULTS"
n=${#TARGETS[@]}
for r in $(seq 1 "$ROUNDS"); do
    for i in $(seq 0 $((n - 1))); do
        t="${TARGETS[$(((i + r - 1) % n))]}"
        for attempt in 1 2 3; do
            a0="$(allocated "${PID[$t]}")"; c0="$(cpu_ticks "${PID[$t]}")"
            line="$(run_wrk "$t" "$DURATION" "run$r-$t")"
            c1="$(cpu_ticks "${PID[$t]}")"; a1="$(allocated "${PID[$t]}")"
            [ "$(field non2xx <<<"$line")" = 0 ] && [ "$(field sockerr <<<"$line")" = 0 ] && break
            log "round $r $t: errors ($line); repeating"
            [ "$attempt" = 3 ] && die "round $r $t failed three times"
        done
        cpu_s="$(awk -v a="$c0" -v b="$c1" -v hz="$CLK_TCK" 'BEGIN{printf "%.2f", (b - a) / hz}')"
        printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$r" "$t" "$(field rps <<<"$line")" \
            "$(field p50_us <<<"$line")" "$(field p99_us <<<"$line")" "$(field requests <<<"$line")" "$cpu_s" \
            "$((a1 - a0))" "$(field non2xx <<<"$line")" "$(field sockerr <<<"$line")" "$(loadavg)" >>"$RESULTS"
        log "round $r $t: $line server_cpu_s=$cpu_s allocated=$((a1 - a0))"
    done
done
echo "load after:  $(cut -d' ' -f1-3 /proc/loadavg)" | tee -a "$OUT/environment.txt"
python3 "$HERE/summarise.py" "$RESULTS" "$DURATION" | tee "$OUT/summary.md"
log "raw output in $OUT"
