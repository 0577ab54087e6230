#!/usr/bin/env bash
# Soak test: a realistic mix of POST /v1/move and POST /v1/game requests, built from the real games
# in the PGN files, sent by wrk for a bounded time, while the server's heap and RSS are sampled.
# Fails (exit 1) on any 5xx answer, any socket error or timeout, a server that died, or memory that
# keeps growing. See README.md.
#
# Settings (environment variables, defaults in brackets):
#   DURATION [600]        seconds of load in all, warm-up included
#   WARMUP [60]           the first seconds: measured apart, and left out of the memory test
#   CONNECTIONS [16]      wrk connections
#   THREADS [2]           wrk threads
#   REQUESTS_COUNT [20000] requests generated (sent in turn, over and over)
#   SEED [1]              seed of the request mix
#   PGN_DIR [src/test/resources/pgn]   where the games come from
#   URL []                test a running server at this base URL instead of starting the jar; RSS
#                         and the forced-GC samples then need PID (its process id on this machine)
#   PID []                with URL: the server's process id, for RSS (and forced GCs with jcmd)
#   MANAGEMENT_URL []     with URL: the base URL of its management interface (health, metrics); by
#                         default URL's host on port 9000
#   HEAP [256m]           -Xms and -Xmx of the server started here (equal, and pre-touched, so that
#                         RSS growth is growth outside the heap)
#   JVM_OPTS []           extra JVM options for the server started here
#   SAMPLE_EVERY [5]      seconds between samples of heap (/q/metrics) and RSS (ps)
#   GC_EVERY [20]         seconds between forced full GCs (jcmd GC.run), whose heap-after figure is the
#                         live heap the memory test reads; 0: none (the test then reads the
#                         jvm_memory_usage_after_gc metric)
#   HEAP_SLOPE_MAX [0.5]  MB per minute: a larger slope of the post-warm-up live-heap samples ...
#   HEAP_GROWTH_MIN [4]   ... together with more than this many MB from first to last sample fails
#   RSS_GROWTH_MAX [64]   MB: RSS at the end over RSS at the end of the warm-up that fails
#   SKIP_BUILD [0]        1: use the jar already built
#   JAR [target-soak/quarkus-app/quarkus-run.jar]   the jar started (built first unless SKIP_BUILD=1)
#   OUT [bench/soak/results/<timestamp>]   where raw output goes
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
DURATION="${DURATION:-600}"
WARMUP="${WARMUP:-60}"
CONNECTIONS="${CONNECTIONS:-16}"
THREADS="${THREADS:-2}"
REQUESTS_COUNT="${REQUESTS_COUNT:-20000}"
SEED="${SEED:-1}"
if [ -z "${PGN_DIR:-}" ]; then
    PGN_DIR="$ROOT/src/test/resources/pgn"
fi
URL="${URL:-}"
PID="${PID:-}"
MURL="${MANAGEMENT_URL:-}"
HEAP="${HEAP:-256m}"
JVM_OPTS="${JVM_OPTS:-}"
SAMPLE_EVERY="${SAMPLE_EVERY:-5}"
GC_EVERY="${GC_EVERY:-20}"
HEAP_SLOPE_MAX="${HEAP_SLOPE_MAX:-0.5}"
HEAP_GROWTH_MIN="${HEAP_GROWTH_MIN:-4}"
RSS_GROWTH_MAX="${RSS_GROWTH_MAX:-64}"
SKIP_BUILD="${SKIP_BUILD:-0}"
OUT="${OUT:-$HERE/results/$(date +%Y%m%d-%H%M%S)}"
mkdir -p "$OUT"

. "$ROOT/bench/lib.sh"
loadavg() { cut -d' ' -f1-3 /proc/loadavg; }
[ "$WARMUP" -lt "$DURATION" ] || die "WARMUP ($WARMUP) must be shorter than DURATION ($DURATION)"

command -v wrk >/dev/null || die "wrk is not installed (apt-get install wrk)"
command -v python3 >/dev/null || die "python3 is needed to build the requests and read the samples"

# --- requests ----------------------------------------------------------------------------------
REQUESTS="$OUT/requests.tsv"
python3 "$HERE/make-requests.py" "$REQUESTS" "$REQUESTS_COUNT" "$SEED" "$PGN_DIR"/*.pgn | tee "$OUT/mix.txt" >&2

# --- server ------------------------------------------------------------------------------------
SERVER_PID=""
cleanup() {
    [ -n "${SAMPLER_PID:-}" ] && kill "$SAMPLER_PID" 2>/dev/null || true
    [ -n "$SERVER_PID" ] && kill "$SERVER_PID" 2>/dev/null || true
}
trap cleanup EXIT

free_port() {
    local p
    for _ in $(seq 1 200); do
        p=$((20000 + RANDOM % 20000))
        if ! (exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null; then echo "$p"; return 0; fi
    done
    return 1
}

if [ -z "$URL" ]; then
    JAR="${JAR:-$ROOT/target-soak/quarkus-app/quarkus-run.jar}"
    if [ "$SKIP_BUILD" != 1 ]; then
        log "building hakem (target-soak)"
        # maven.test.skip: test code being edited in the checkout cannot break the build under test.
        (cd "$ROOT" && mvnw_offline_first package -Dmaven.test.skip=true -Dbuild.dir=target-soak)
    fi
    [ -f "$JAR" ] || die "missing $JAR"
    PORT="$(free_port)"
    MGMT="$(free_port)"
    log "starting hakem on port $PORT (heap $HEAP)"
    # shellcheck disable=SC2086
    java -Xms"$HEAP" -Xmx"$HEAP" -XX:+AlwaysPreTouch "-Xlog:gc:file=$OUT/gc.log" $JVM_OPTS \
        -Dquarkus.http.port="$PORT" -Dquarkus.management.port="$MGMT" -jar "$JAR" >"$OUT/server.log" 2>&1 &
    SERVER_PID=$!
    PID="$SERVER_PID"
    URL="http://127.0.0.1:$PORT"
    MURL="http://127.0.0.1:$MGMT"
fi
URL="${URL%/}"
if [ -z "$MURL" ]; then MURL="$(sed -E 's#^(http://[^/]*):[0-9]+#\1#; s#/*$##' <<<"$URL"):9000"; fi
MURL="${MURL%/}"
case "$URL" in
    http://127.*|http://localhost*|http://\[::1\]*) ;;
    *) die "URL must be on this machine's loopback (127.0.0.0/8, localhost or [::1]): $URL" ;;
esac
for _ in $(seq 1 120); do
    [ -n "$SERVER_PID" ] && ! kill -0 "$SERVER_PID" 2>/dev/null && die "the server exited; see $OUT/server.log"
    curl -sf -o /dev/null "$MURL/q/health/ready" && break
    sleep 0.5
done
curl -sf -o /dev/null "$MURL/q/health/ready" || die "no ready server at $URL"
GC_TOOL=""
if [ -n "$PID" ] && [ "$GC_EVERY" -gt 0 ]; then
    command -v jcmd >/dev/null && GC_TOOL=jcmd || log "no jcmd: no forced GCs; the memory test reads the metrics"
fi

{
    echo "date:        $(date -u +%Y-%m-%dT%H:%M:%SZ)"
    echo "host:        nproc=$(nproc), $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
    echo "java:        $(java -version 2>&1 | head -1)"
    echo "hakem:       $(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null || echo '?') at $URL${PID:+ (pid $PID)}"
    if [ -n "$SERVER_PID" ]; then echo "server:      started here, heap $HEAP (pre-touched) $JVM_OPTS"; else echo "server:      started elsewhere"; fi
    echo "wrk:         $THREADS thread(s), $CONNECTIONS connections, ${DURATION}s in all, warm-up ${WARMUP}s"
    echo "requests:    $(cat "$OUT/mix.txt")"
    if [ -n "$GC_TOOL" ]; then echo "memory test: live heap after forced full GCs every ${GC_EVERY}s; samples every ${SAMPLE_EVERY}s"
    else echo "memory test: live heap from jvm_memory_usage_after_gc; samples every ${SAMPLE_EVERY}s"; fi
    echo "load before: $(loadavg)"
} | tee "$OUT/environment.txt"

# --- sampler -----------------------------------------------------------------------------------
# One CSV line per sample. heap_used_mb: all heap pools now (sawtooth); live_heap_mb: the heap left
# by the full GC forced just before this sample (from the GC log of a server started here, else from
# the metric; empty in samples without one), or without forced GCs the long-lived pool after the
# last GC (jvm_memory_usage_after_gc x heap max); rss_mb from ps.
SAMPLES="$OUT/samples.csv"
echo "t_s,heap_used_mb,live_heap_mb,rss_mb,load1" >"$SAMPLES"
sampler() {
    local start now t metrics heap live rss last_gc=0
    start="$(date +%s)"
    while true; do
        now="$(date +%s)"; t=$((now - start))
        live=""
        forced=0
        if [ -n "$GC_TOOL" ] && [ $((now - last_gc)) -ge "$GC_EVERY" ]; then
            if jcmd "$PID" GC.run >/dev/null 2>&1; then
                forced=1
                # The GC log of a server started here gives the figure; else the metric below, which the full GC updated.
                [ -f "$OUT/gc.log" ] && live="$(grep 'Pause Full' "$OUT/gc.log" | tail -1 | sed -n 's/.*->\([0-9]*\)M(.*/\1/p')"
            fi
            last_gc="$now"
        fi
        metrics="$(curl -s -m 5 "$MURL/q/metrics" || true)"
        heap="$(awk '/^jvm_memory_used_bytes\{area="heap"/ {s += $NF} END {printf "%.1f", s / 1048576}' <<<"$metrics")"
        if [ -z "$live" ] && { [ -z "$GC_TOOL" ] || [ "$forced" = 1 ]; }; then
            live="$(awk '/^jvm_memory_usage_after_gc\{area="heap",pool="long-lived"/ {r = $2}
                         /^jvm_memory_max_bytes\{area="heap"/ && $NF > 0 {m += $NF}
                         END {if (r != "" && m > 0) printf "%.1f", r * m / 1048576}' <<<"$metrics")"
        fi
        rss=""
        [ -n "$PID" ] && rss="$(ps -o rss= -p "$PID" 2>/dev/null | awk '{printf "%.1f", $1 / 1024}')"
        echo "$t,$heap,$live,$rss,$(cut -d' ' -f1 /proc/loadavg)" >>"$SAMPLES"
        sleep "$SAMPLE_EVERY"
    done
}
sampler &
SAMPLER_PID=$!

# --- load --------------------------------------------------------------------------------------
run_wrk() { # label seconds
    REQUESTS="$REQUESTS" wrk -t"$THREADS" -c"$CONNECTIONS" -d"$2s" --timeout 10s -s "$HERE/mix.lua" "$URL" \
        >"$OUT/$1.txt" 2>&1 || true
    grep -q '^RESULT ' "$OUT/$1.txt" || die "wrk failed; see $OUT/$1.txt"
}
log "warm-up: ${WARMUP}s"
run_wrk warmup "$WARMUP"
WARM_END="$(($(tail -1 "$SAMPLES" | cut -d, -f1)))"
log "measured run: $((DURATION - WARMUP))s"
run_wrk measured "$((DURATION - WARMUP))"
sleep "$SAMPLE_EVERY"  # one more sample after the load
kill "$SAMPLER_PID" 2>/dev/null || true
SAMPLER_PID=""
echo "load after:  $(loadavg)" | tee -a "$OUT/environment.txt"
SERVER_ALIVE=1
if [ -n "$PID" ] && ! kill -0 "$PID" 2>/dev/null; then SERVER_ALIVE=0; fi

# --- verdict -----------------------------------------------------------------------------------
STATUS=0
python3 - "$OUT" "$WARM_END" "$HEAP_SLOPE_MAX" "$HEAP_GROWTH_MIN" "$RSS_GROWTH_MAX" "$SERVER_ALIVE" <<'EOF' >"$OUT/summary.txt" || STATUS=1
import csv, re, sys
out, warm_end, slope_max, growth_min, rss_max, alive = sys.argv[1], int(sys.argv[2]), float(sys.argv[3]), \
    float(sys.argv[4]), float(sys.argv[5]), sys.argv[6] == "1"
failures = []

def result(name):
    text = open(f"{out}/{name}.txt").read()
    r = dict(kv.split("=") for kv in re.search(r"^RESULT (.*)$", text, re.M).group(1).split())
    s = re.search(r"^STATUS ?(.*)$", text, re.M).group(1).split()
    return r, dict(kv.split("=") for kv in s)

for name in ("warmup", "measured"):
    r, statuses = result(name)
    ms = lambda k: int(r[k]) / 1000
    print(f"{name:9s} {float(r['rps']):8.0f} req/s  p50 {ms('p50_us'):7.2f} ms  p90 {ms('p90_us'):7.2f} ms  "
          f"p99 {ms('p99_us'):7.2f} ms  p99.9 {ms('p999_us'):7.2f} ms  max {ms('max_us'):7.2f} ms  "
          f"requests {r['requests']}")
    print(f"{'':9s} answers by status: {' '.join(f'{k}: {v}' for k, v in sorted(statuses.items()))}; socket errors: "
          f"connect {r['connect_errors']}, read {r['read_errors']}, write {r['write_errors']}, timeouts {r['timeouts']}")
    five = sum(int(v) for k, v in statuses.items() if k.startswith("5"))
    if five:
        failures.append(f"{name}: {five} answers with a 5xx status")
    sock = sum(int(r[k]) for k in ("connect_errors", "read_errors", "write_errors", "timeouts"))
    if sock:
        failures.append(f"{name}: {sock} socket errors or timeouts")
if not alive:
    failures.append("the server died during the run")

rows = [row for row in csv.DictReader(open(f"{out}/samples.csv"))]
def series(col, after):
    return [(float(r["t_s"]), float(r[col])) for r in rows if r[col] and float(r["t_s"]) >= after]

def slope(points):  # least squares, per minute
    n = len(points)
    mx = sum(t for t, _ in points) / n; my = sum(v for _, v in points) / n
    sxx = sum((t - mx) ** 2 for t, _ in points)
    return 60 * sum((t - mx) * (v - my) for t, v in points) / sxx if sxx else 0.0

distinct = series("live_heap_mb", warm_end)
if len(distinct) >= 3:
    s, growth = slope(distinct), distinct[-1][1] - distinct[0][1]
    print(f"live heap after warm-up: {distinct[0][1]:.1f} MB -> {distinct[-1][1]:.1f} MB over {len(distinct)} samples, "
          f"slope {s:+.2f} MB/min (fails above {slope_max} MB/min with growth over {growth_min} MB)")
    if s > slope_max and growth > growth_min:
        failures.append(f"the live heap keeps growing: {s:+.2f} MB/min, {growth:+.1f} MB")
else:
    print("live heap: too few samples after the warm-up for a trend (run longer)")
rss = series("rss_mb", warm_end)
if len(rss) >= 2:
    g = rss[-1][1] - rss[0][1]
    print(f"RSS after warm-up {rss[0][1]:.0f} MB, at the end {rss[-1][1]:.0f} MB ({g:+.0f} MB; fails above +{rss_max:.0f} MB)")
    if g > rss_max:
        failures.append(f"RSS grew by {g:.0f} MB after the warm-up")
heap = series("heap_used_mb", 0)
if heap:
    print(f"heap in use (sawtooth) between {min(v for _, v in heap):.0f} and {max(v for _, v in heap):.0f} MB")
loads = [float(r["load1"]) for r in rows if r["load1"]]
if loads:
    print(f"load average (1 min) during the run: min {min(loads):.2f}, max {max(loads):.2f}")
print("FAIL: " + "; ".join(failures) if failures else "PASS")
sys.exit(1 if failures else 0)
EOF
cat "$OUT/summary.txt"
log "raw output in $OUT"
exit "$STATUS"
