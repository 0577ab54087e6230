#!/usr/bin/env bash
# The game server's hot path, POST /v1/move, over HTTP: a real game at 10, 80 and 300 plies, the
# history sent whole or as the resume point, the answer full or minimal (Prefer: return=minimal),
# each against its ceiling: the same Quarkus stack (bench/load/ceiling) parsing the same request and
# sending hakem's own answer bytes, precomputed, from a worker thread (the ceiling the target is judged
# against) and from the event loop. See README.md.
#
# Settings (environment variables, defaults in brackets):
#   WARMUP [5]  seconds of warm-up per target before its first run;  DURATION [8]  seconds per run
#   ROUNDS [2]  rounds; each round runs every case on hakem, then on the ceiling (worker thread), then on the
#               ceiling on the event loop (and on the earlier build first, with BEFORE_JAR)
#   PLIES [10 80 300], HISTORIES [whole resume], ANSWERS [full minimal]   the cases measured
#   BEFORE_JAR []  another build of hakem, measured in the same rounds (server "before")
#   CONNECTIONS [32], THREADS [1]   wrk settings;  SERVER_CPUS [1], WRK_CPUS [0]   taskset pinning
#   SKIP_BUILD [0]  1: use the jars bench/load/run.sh built (target-load, bench/load/ceiling/target)
#   OUT [bench/move/results/<timestamp>]
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
LOAD="$ROOT/bench/load"
WARMUP="${WARMUP:-5}"; DURATION="${DURATION:-8}"; ROUNDS="${ROUNDS:-2}"
CONNECTIONS="${CONNECTIONS:-32}"; THREADS="${THREADS:-1}"
SERVER_CPUS="${SERVER_CPUS:-1}"; WRK_CPUS="${WRK_CPUS:-0}"
SKIP_BUILD="${SKIP_BUILD:-0}"
PLIES="${PLIES:-10 80 300}"; HISTORIES="${HISTORIES:-whole resume}"; ANSWERS="${ANSWERS:-full minimal}"
BEFORE_JAR="${BEFORE_JAR:-}"
OUT="${OUT:-$HERE/results/$(date +%Y%m%d-%H%M%S)}"
mkdir -p "$OUT"
HAKEM_JAR="$ROOT/target-load/quarkus-app/quarkus-run.jar"
CEILING_JAR="$LOAD/ceiling/target/quarkus-app/quarkus-run.jar"

. "$ROOT/bench/lib.sh"
command -v wrk >/dev/null || die "wrk is not installed (bench/load/run.sh installs it)"

if [ "$SKIP_BUILD" != 1 ]; then
    log "building hakem (target-load) and the ceiling app"
    (cd "$ROOT" && mvnw_offline_first package -Dmaven.test.skip=true -Dbuild.dir=target-load)
    mvnw_offline_first -f "$LOAD/ceiling/pom.xml" package
fi
[ -f "$HAKEM_JAR" ] && [ -f "$CEILING_JAR" ] || die "missing jars"

PIDS=()
cleanup() { for p in "${PIDS[@]:-}"; do [ -n "$p" ] && kill "$p" 2>/dev/null || true; done; }
trap cleanup EXIT
free_port() { local p; for _ in $(seq 1 200); do p=$((20000 + RANDOM % 20000)); if ! (exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null; then echo "$p"; return 0; fi; done; return 1; }
wait_up() { # pid url
    for _ in $(seq 1 120); do
        kill -0 "$1" 2>/dev/null || die "a server exited; see $OUT/*.log"
        curl -sf -o /dev/null "$2" && return 0
        sleep 0.5
    done
    die "no answer on $2"
}
cpu_ticks() { awk '{print $14 + $15}' "/proc/$1/stat" 2>/dev/null || echo 0; }
CLK_TCK="$(getconf CLK_TCK)"
field() { sed -n "s/.* $1=\([^ ]*\).*/\1/p"; }

HAKEM_PORT="$(free_port)"
MGMT_PORT="$(free_port)"
while [ "$MGMT_PORT" = "$HAKEM_PORT" ]; do MGMT_PORT="$(free_port)"; done
taskset -c "$SERVER_CPUS" java -Dquarkus.http.port="$HAKEM_PORT" -Dquarkus.management.port="$MGMT_PORT" -jar "$HAKEM_JAR" \
    >"$OUT/hakem.log" 2>&1 &
HAKEM_PID=$!; PIDS+=("$HAKEM_PID")
HAKEM="http://127.0.0.1:$HAKEM_PORT"
# Health is on the management interface's own port.
wait_up "$HAKEM_PID" "http://127.0.0.1:$MGMT_PORT/q/health/ready"

log "preparing the cases from the real games"
python3 "$HERE/prepare.py" "$HAKEM" "$OUT" "$ROOT/src/test/resources/pgn" >"$OUT/prepare.txt" || die "prepare.py failed"
curl -sf -o "$OUT/position-response.json" -X POST -H 'Content-Type: application/json' \
    --data-binary @"$LOAD/position-request.json" "$HAKEM/v1/position"

CEILING_PORT="$(free_port)"
while [ "$CEILING_PORT" = "$HAKEM_PORT" ]; do CEILING_PORT="$(free_port)"; done
taskset -c "$SERVER_CPUS" java -Dquarkus.http.port="$CEILING_PORT" -Dceiling.body="$OUT/position-response.json" \
    -Dceiling.move-dir="$OUT/answers" -Dceiling.content-type="application/json;charset=UTF-8" \
    -jar "$CEILING_JAR" >"$OUT/ceiling.log" 2>&1 &
CEILING_PID=$!; PIDS+=("$CEILING_PID")
CEILING="http://127.0.0.1:$CEILING_PORT"
for _ in $(seq 1 120); do
    kill -0 "$CEILING_PID" 2>/dev/null || die "the ceiling exited; see $OUT/ceiling.log"
    curl -sf -o /dev/null -X POST -H 'Content-Type: application/json' --data-binary @"$LOAD/position-request.json" \
        "$CEILING/v1/position" && break
    sleep 0.5
done

BEFORE_PID=""
if [ -n "$BEFORE_JAR" ]; then
    [ -f "$BEFORE_JAR" ] || die "missing $BEFORE_JAR"
    BEFORE_PORT="$(free_port)"; BEFORE_MGMT="$(free_port)"
    taskset -c "$SERVER_CPUS" java -Dquarkus.http.port="$BEFORE_PORT" -Dquarkus.management.port="$BEFORE_MGMT" -jar "$BEFORE_JAR" \
        >"$OUT/before.log" 2>&1 &
    BEFORE_PID=$!; PIDS+=("$BEFORE_PID")
    BEFORE="http://127.0.0.1:$BEFORE_PORT"
    wait_up "$BEFORE_PID" "http://127.0.0.1:$BEFORE_MGMT/q/health/ready"
fi
SERVERS="hakem ceiling ceiling-el"; [ -n "$BEFORE_PID" ] && SERVERS="before $SERVERS"

# Both ceilings (and the earlier build) must send exactly hakem's bytes for every case.
for n in $PLIES; do for kind in $HISTORIES; do for answer in $ANSWERS; do
    prefer=(); [ "$answer" = minimal ] && prefer=(-H 'Prefer: return=minimal')
    curl -sf "${prefer[@]}" -o "$OUT/check-h" -X POST -H 'Content-Type: application/json' --data-binary @"$OUT/$kind-$n.json" "$HAKEM/v1/move"
    for url in "$CEILING/v1/move?case=$answer-$n" "$CEILING/event-loop/v1/move?case=$answer-$n" ${BEFORE:+"$BEFORE/v1/move"}; do
        curl -sf "${prefer[@]}" -o "$OUT/check-c" -X POST -H 'Content-Type: application/json' --data-binary @"$OUT/$kind-$n.json" "$url"
        cmp -s "$OUT/check-h" "$OUT/check-c" || die "$url and hakem differ for $kind-$n $answer"
    done
done; done; done
rm -f "$OUT/check-h" "$OUT/check-c"
log "ceiling bodies identical to hakem's for every case"

RESULTS="$OUT/results.tsv"
printf 'round\tplies\thistory\tanswer\tserver\trps\tp50_us\tp99_us\terrors\trequests\tserver_cpu_s\tload1\n' >"$RESULTS"
declare -A warmed
measure() { # round plies history answer server
    local r=$1 n=$2 kind=$3 answer=$4 server=$5 url pid prefer="" t0 t1 line label
    [ "$answer" = minimal ] && prefer="return=minimal"
    case "$server" in
        hakem) url="$HAKEM/v1/move"; pid=$HAKEM_PID ;;
        before) url="$BEFORE/v1/move"; pid=$BEFORE_PID ;;
        ceiling) url="$CEILING/v1/move?case=$answer-$n"; pid=$CEILING_PID ;;
        ceiling-el) url="$CEILING/event-loop/v1/move?case=$answer-$n"; pid=$CEILING_PID ;;
    esac
    label="$server-$kind-$n-$answer"
    if [ -z "${warmed[$label]:-}" ]; then
        BODY_FILE="$OUT/$kind-$n.json" PREFER="$prefer" taskset -c "$WRK_CPUS" wrk -t"$THREADS" -c"$CONNECTIONS" -d"${WARMUP}s" \
            -s "$LOAD/post.lua" "$url" >/dev/null 2>&1 || true
        warmed[$label]=1
    fi
    t0="$(cpu_ticks "$pid")"
    line="$(BODY_FILE="$OUT/$kind-$n.json" PREFER="$prefer" taskset -c "$WRK_CPUS" wrk -t"$THREADS" -c"$CONNECTIONS" -d"${DURATION}s" \
        --latency -s "$LOAD/post.lua" "$url" 2>&1 | tee "$OUT/run$r-$label.txt" | grep '^RESULT ' || echo 'RESULT rps=0 p50_us=0 p99_us=0 requests=0 non2xx=0 sockerr=-1')"
    t1="$(cpu_ticks "$pid")"
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$r" "$n" "$kind" "$answer" "$server" \
        "$(field rps <<<"$line")" "$(field p50_us <<<"$line")" "$(field p99_us <<<"$line")" \
        "$(( $(field non2xx <<<"$line") + $(field sockerr <<<"$line") ))" "$(field requests <<<"$line")" \
        "$(awk -v a="$t0" -v b="$t1" -v hz="$CLK_TCK" 'BEGIN{printf "%.2f", (b - a) / hz}')" "$(cut -d' ' -f1 /proc/loadavg)" >>"$RESULTS"
    log "round $r $label: $line"
}
for r in $(seq 1 "$ROUNDS"); do
    for n in $PLIES; do for kind in $HISTORIES; do for answer in $ANSWERS; do
        for server in $SERVERS; do measure "$r" "$n" "$kind" "$answer" "$server"; done
    done; done; done
done

python3 "$HERE/summarise.py" "$RESULTS" "$OUT/cases.json" | tee "$OUT/summary.md"
log "raw output in $OUT"
