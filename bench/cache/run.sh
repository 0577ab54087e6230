#!/usr/bin/env bash
# HTTP caching benchmark: a frontend's workload (the positions of the first PLIES plies of the real games
# of src/test/resources/pgn, each requested with its real frequency) against the service alone, and through
# Debian's nginx as a proxy cache honouring the service's Cache-Control and ETags; then the cost of a 304
# beside the 200 it stands for. See README.md.
#
# Settings (environment variables, defaults in brackets):
#   WARMUP [10]        seconds of warm-up per target and round (fills the cache; reported apart)
#   DURATION [20]      seconds per measured run
#   ROUNDS [2]         rounds; each runs the service alone, then through the cache (emptied first)
#   THREADS [1]        wrk threads
#   CONNECTIONS [32]   wrk connections for the workload; FIXED_CONNECTIONS [4] for the 304-beside-200 runs
#   PLIES [20]         plies of each game's opening shown
#   ENDPOINT [highlights]  highlights (GET /v1/position/highlights?fen=, chessground's dests) or position
#   LANGUAGE [en-US,en;q=0.9]  the Accept-Language every request sends
#   PIN [1]            1: service and nginx on SERVER_CPUS, wrk on WRK_CPUS (taskset); 0: no pinning
#   SERVER_CPUS [1]    WRK_CPUS [0]
#   BUILD_DIR [target-bench-cache]   SKIP_BUILD [0]: 1 uses what BUILD_DIR holds
#   OUT [bench/results/cache-<timestamp>]
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
WARMUP="${WARMUP:-10}"
DURATION="${DURATION:-20}"
ROUNDS="${ROUNDS:-2}"
THREADS="${THREADS:-1}"
CONNECTIONS="${CONNECTIONS:-32}"
PLIES="${PLIES:-20}"
ENDPOINT="${ENDPOINT:-highlights}"
LANGUAGE="${LANGUAGE:-en-US,en;q=0.9}"
PIN="${PIN:-1}"
SERVER_CPUS="${SERVER_CPUS:-1}"
WRK_CPUS="${WRK_CPUS:-0}"
BUILD_DIR="${BUILD_DIR:-target-bench-cache}"
SKIP_BUILD="${SKIP_BUILD:-0}"
OUT="${OUT:-$ROOT/bench/results/cache-$(date +%Y%m%d-%H%M%S)}"
mkdir -p "$OUT"
. "$ROOT/bench/lib.sh"

case "$ENDPOINT" in
    highlights) PATH_PREFIX="/v1/position/highlights?fen=" ;;
    position) PATH_PREFIX="/v1/position?fen=" ;;
    *) die "ENDPOINT is highlights or position, not $ENDPOINT" ;;
esac

# --- wrk and nginx, from Debian's packages -------------------------------------------------------
SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
for pkg in wrk nginx; do
    if ! command -v "$pkg" >/dev/null 2>&1 && [ ! -x "/usr/sbin/$pkg" ]; then
        log "installing $pkg"
        $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "$pkg" >/dev/null 2>&1 \
            || { $SUDO apt-get update -qq && $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "$pkg" >/dev/null; }
    fi
done
NGINX="$(command -v nginx || echo /usr/sbin/nginx)"
[ -x "$NGINX" ] || die "nginx is not installed"
if [ "$PIN" = 1 ]; then
    SERVER_PIN=(taskset -c "$SERVER_CPUS"); WRK_PIN=(taskset -c "$WRK_CPUS")
else
    SERVER_PIN=(); WRK_PIN=()
fi

# --- build: the service, and the benchmark classes that write the workload -----------------------
if [ "$SKIP_BUILD" != 1 ]; then
    log "building the service and the benchmark classes ($BUILD_DIR)"
    (cd "$ROOT" && mvnw_offline_first -Pbench -Dbuild.dir="$BUILD_DIR" -DskipTests package dependency:build-classpath \
        -Dmdep.outputFile="$ROOT/$BUILD_DIR/bench-classpath.txt" -Dmdep.includeScope=test)
fi
JAR="$ROOT/$BUILD_DIR/quarkus-app/quarkus-run.jar"
[ -f "$JAR" ] || die "missing $JAR"
CP="$ROOT/$BUILD_DIR/classes:$ROOT/$BUILD_DIR/test-classes:$(cat "$ROOT/$BUILD_DIR/bench-classpath.txt")"

log "writing the workload: the positions of the first $PLIES plies of every real game, with their counts"
(cd "$ROOT" && java -cp "$CP" dev.hakem.bench.CacheWorkloadMain "$OUT/positions.tsv" "$PLIES") 2>&1 | tee "$OUT/workload.txt" >&2

# --- the service, and nginx in front of it --------------------------------------------------------
free_port() {
    local p
    for _ in $(seq 1 200); do
        p=$((20000 + RANDOM % 20000))
        if ! (exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null; then echo "$p"; return 0; fi
    done
    return 1
}
PIDS=()
cleanup() { for p in "${PIDS[@]:-}"; do [ -n "$p" ] && kill "$p" 2>/dev/null || true; done; }
trap cleanup EXIT

SERVICE_PORT="$(free_port)"
log "starting the service on port $SERVICE_PORT"
"${SERVER_PIN[@]}" java -Dquarkus.http.port="$SERVICE_PORT" -Dquarkus.management.port="$(free_port)" -jar "$JAR" \
    >>"$OUT/service.log" 2>&1 &
PIDS+=($!)
SERVICE="http://127.0.0.1:$SERVICE_PORT"
for _ in $(seq 1 120); do
    curl -sf -o /dev/null "$SERVICE/v1/chess960/start?number=0" && break
    sleep 0.5
done
curl -sf -o /dev/null "$SERVICE/v1/chess960/start?number=0" || die "the service did not start; see $OUT/service.log"

CACHE_PORT="$(free_port)"
NGINX_DIR="$OUT/nginx"
start_nginx() {
    rm -rf "$NGINX_DIR"; mkdir -p "$NGINX_DIR"
    sed -e "s|@DIR@|$NGINX_DIR|g" -e "s|@PORT@|$CACHE_PORT|g" -e "s|@UPSTREAM@|$SERVICE_PORT|g" "$HERE/nginx.conf" >"$NGINX_DIR/nginx.conf"
    "${SERVER_PIN[@]}" "$NGINX" -p "$NGINX_DIR" -e "$NGINX_DIR/error.log" -c "$NGINX_DIR/nginx.conf" >>"$OUT/nginx.out" 2>&1 &
    NGINX_PID=$!; PIDS+=("$NGINX_PID")
    for _ in $(seq 1 50); do curl -sf -o /dev/null "http://127.0.0.1:$CACHE_PORT/v1/chess960/start?number=0" && return 0; sleep 0.1; done
    die "nginx did not start; see $NGINX_DIR/error.log"
}
stop_nginx() { kill "$NGINX_PID" 2>/dev/null || true; wait "$NGINX_PID" 2>/dev/null || true; }

run_wrk() { # label seconds url script [env...]; wrk's connections are $C (default CONNECTIONS)
    local label="$1" seconds="$2" url="$3" script="$4"; shift 4
    log "$label: ${seconds}s"
    env "$@" "${WRK_PIN[@]}" wrk -t"$THREADS" -c"${C:-$CONNECTIONS}" -d"${seconds}s" --latency -s "$script" "$url" \
        >"$OUT/$label.txt" 2>&1 || die "wrk failed: $(tail -5 "$OUT/$label.txt")"
    grep '^RESULT' "$OUT/$label.txt" | sed "s/^RESULT/RESULT $label/" | tee -a "$OUT/results.txt" >&2
}

WORKLOAD=(POSITIONS="$OUT/positions.tsv" PATH_PREFIX="$PATH_PREFIX" LANGUAGE="$LANGUAGE")
for round in $(seq 1 "$ROUNDS"); do
    run_wrk "alone-warmup-r$round" "$WARMUP" "$SERVICE" "$HERE/workload.lua" "${WORKLOAD[@]}"
    run_wrk "alone-r$round" "$DURATION" "$SERVICE" "$HERE/workload.lua" "${WORKLOAD[@]}"
    start_nginx   # an empty cache each round
    run_wrk "cache-warmup-r$round" "$WARMUP" "http://127.0.0.1:$CACHE_PORT" "$HERE/workload.lua" "${WORKLOAD[@]}"
    run_wrk "cache-r$round" "$DURATION" "http://127.0.0.1:$CACHE_PORT" "$HERE/workload.lua" "${WORKLOAD[@]}"
    du -sk "$NGINX_DIR/cache" | awk '{print "cache size: " $1 " KiB"}' >>"$OUT/results.txt"
    find "$NGINX_DIR/cache" -type f | wc -l | awk '{print "cache entries: " $1}' >>"$OUT/results.txt"
    stop_nginx
    rm -rf "$NGINX_DIR/cache"   # tens of megabytes of answers: not kept with the results
done

# --- a 304 beside the 200 it stands for, from the service itself ---------------------------------
# Over HTTP, with few connections (FIXED_CONNECTIONS [4]) so that latency is the request's own; then
# in-process, in CPU time per call (CacheCostMain), which a busy machine does not change.
C="${FIXED_CONNECTIONS:-4}"
KIWIPETE="r3k2r%2Fp1ppqpb1%2Fbn2pnp1%2F3PN3%2F1p2P3%2F2N2Q1p%2FPPPBBPPP%2FR3K2R%20w%20KQkq%20-%200%201"
for target in "/v1/position?fen=$KIWIPETE" "/v1/position/highlights?fen=$KIWIPETE" "/v1/perft?depth=3&fen=$KIWIPETE"; do
    name="$(echo "$target" | sed -E 's|^/v1/||; s|\?.*||; s|/|-|g')"
    tag="$(curl -sf -D - -o /dev/null "$SERVICE$target" | awk -F': *' 'tolower($1)=="etag"{sub(/\r$/,"",$2); print $2}')"
    [ -n "$tag" ] || die "no ETag for $target"
    for round in $(seq 1 "$ROUNDS"); do
        run_wrk "$name-200-r$round" "$((DURATION / 2))" "$SERVICE" "$HERE/fixed.lua" TARGET="$target"
        run_wrk "$name-304-r$round" "$((DURATION / 2))" "$SERVICE" "$HERE/fixed.lua" TARGET="$target" IF_NONE_MATCH="$tag"
    done
done

unset C
log "in-process cost of a 200 and of a 304 (CacheCostMain, on CPU $SERVER_CPUS)"
(cd "$ROOT" && "${SERVER_PIN[@]}" java -cp "$CP" dev.hakem.bench.CacheCostMain) | tee "$OUT/cost.txt" >&2

{
    echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
    echo "commit: $(cd "$ROOT" && git rev-parse --short HEAD 2>/dev/null || echo '?')"
    echo "java: $(java -version 2>&1 | head -1)"
    echo "nginx: $("$NGINX" -v 2>&1)"
    echo "wrk: $(wrk --version 2>&1 | head -1)"
    echo "cpus: $(nproc), $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
    echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
    echo "settings: WARMUP=$WARMUP DURATION=$DURATION ROUNDS=$ROUNDS THREADS=$THREADS CONNECTIONS=$CONNECTIONS PLIES=$PLIES ENDPOINT=$ENDPOINT PIN=$PIN SERVER_CPUS=$SERVER_CPUS WRK_CPUS=$WRK_CPUS"
} >"$OUT/environment.txt"
log "done: $OUT/results.txt"
