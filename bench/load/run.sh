#!/usr/bin/env bash
# Load test: hakem's POST /v1/position and POST /v1/move against a ceiling app that serves the
# identical /v1/position response from memory on the same Quarkus stack, from a worker thread (the
# ceiling the target is judged against) and from the event loop. See README.md.
#
# Settings (environment variables, defaults in brackets):
#   WARMUP [15]        seconds of warm-up per target (once, before the measured rounds)
#   DURATION [20]      seconds per measured run
#   ROUNDS [5]         measured rounds; each round runs hakem position, ceiling position (worker thread),
#                      ceiling position (event loop), hakem move
#   THREADS [1]        wrk threads
#   CONNECTIONS [32]   wrk connections
#   PIN [1]            1: servers on SERVER_CPUS, wrk on WRK_CPUS (taskset); 0: no pinning
#   SERVER_CPUS [1]    CPU list for both JVMs (only one of them is under load at any time)
#   WRK_CPUS [0]       CPU list for wrk
#   JVM_OPTS []        extra JVM options for both servers
#   SKIP_BUILD [0]     1: use the jars already built
#   PEER [1]           1: also load a Node server answering the same request with chess.js
#                      (bench/peers/server.mjs, on SERVER_CPUS like the JVMs; `npm ci` if needed)
#   PROFILE [0]        1: afterwards, 30 s JFR recordings of hakem and of both ceilings under /v1/position load,
#                      summarised by jfr-top.py (hot methods, share of chess code, Jackson, Micrometer, I/O)
#   BEFORE_JAR []      another build of hakem (e.g. a copy of an earlier target-load/quarkus-app), measured in
#                      the same rounds as before-position and before-move: before and after under the same load
#   OUT [bench/load/results/<timestamp>]   where raw output goes
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
WARMUP="${WARMUP:-15}"
DURATION="${DURATION:-20}"
ROUNDS="${ROUNDS:-5}"
THREADS="${THREADS:-1}"
CONNECTIONS="${CONNECTIONS:-32}"
PIN="${PIN:-1}"
SERVER_CPUS="${SERVER_CPUS:-1}"
WRK_CPUS="${WRK_CPUS:-0}"
JVM_OPTS="${JVM_OPTS:-}"
SKIP_BUILD="${SKIP_BUILD:-0}"
PROFILE="${PROFILE:-0}"
PEER="${PEER:-1}"
BEFORE_JAR="${BEFORE_JAR:-}"
OUT="${OUT:-$HERE/results/$(date +%Y%m%d-%H%M%S)}"
mkdir -p "$OUT"

HAKEM_JAR="$ROOT/target-load/quarkus-app/quarkus-run.jar"
CEILING_JAR="$HERE/ceiling/target/quarkus-app/quarkus-run.jar"
POSITION_BODY="$HERE/position-request.json"
MOVE_BODY="$HERE/move-request.json"

. "$ROOT/bench/lib.sh"
loadavg() { cut -d' ' -f1-3 /proc/loadavg; }

# --- wrk ---------------------------------------------------------------------------------------
if ! command -v wrk >/dev/null 2>&1; then
    log "installing wrk"
    SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
    $SUDO apt-get install -y wrk >/dev/null 2>&1 || { $SUDO apt-get update -qq && $SUDO apt-get install -y wrk >/dev/null; }
fi
command -v wrk >/dev/null || die "wrk is not installed"

if [ "$PIN" = 1 ]; then
    command -v taskset >/dev/null || die "taskset not found (set PIN=0)"
    SERVER_PIN=(taskset -c "$SERVER_CPUS"); WRK_PIN=(taskset -c "$WRK_CPUS")
else
    SERVER_PIN=(); WRK_PIN=()
fi

# --- build -------------------------------------------------------------------------------------
if [ "$SKIP_BUILD" != 1 ]; then
    log "building hakem (target-load)"
    # maven.test.skip: tests are not compiled either, so unfinished test code elsewhere in the
    # checkout cannot break the build of the service under test.
    (cd "$ROOT" && mvnw_offline_first package -Dmaven.test.skip=true -Dbuild.dir=target-load)
    log "building the ceiling app"
    mvnw_offline_first -f "$HERE/ceiling/pom.xml" package
fi
[ -f "$HAKEM_JAR" ] || die "missing $HAKEM_JAR"
[ -f "$CEILING_JAR" ] || die "missing $CEILING_JAR"
PEERS_DIR="$ROOT/bench/peers"
if [ "$PEER" = 1 ]; then
    command -v node >/dev/null || die "node not found (install Node.js 18+, or set PEER=0)"
    if [ ! -d "$PEERS_DIR/node_modules/chess.js" ]; then
        log "installing the Node peers (npm ci in bench/peers)"
        (cd "$PEERS_DIR" && npm ci --no-audit --no-fund >/dev/null) || die "npm ci failed in $PEERS_DIR"
    fi
fi

# --- servers -----------------------------------------------------------------------------------
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

start_server() { # name port jar [extra jvm options...] ; sets SERVER_PID
    local name="$1" port="$2" jar="$3"; shift 3
    # shellcheck disable=SC2086
    # hakem's management interface (health, metrics) on a free port of its own, not 9000.
    "${SERVER_PIN[@]}" java $JVM_OPTS "$@" -Dquarkus.http.port="$port" -Dquarkus.management.port="$(free_port)" \
        -jar "$jar" >>"$OUT/$name.log" 2>&1 &
    SERVER_PID=$!; PIDS+=("$SERVER_PID")
}

wait_ready() { # name pid url body
    local name="$1" pid="$2" url="$3" body="$4"
    for _ in $(seq 1 120); do
        kill -0 "$pid" 2>/dev/null || die "$name exited; see $OUT/$name.log"
        if curl -sf -o /dev/null -X POST -H 'Content-Type: application/json' --data-binary @"$body" "$url"; then return 0; fi
        sleep 0.5
    done
    die "$name did not answer on $url"
}

HAKEM_PORT="$(free_port)"
log "starting hakem on port $HAKEM_PORT"
start_hakem() { start_server hakem "$HAKEM_PORT" "$HAKEM_JAR"; HAKEM_PID=$SERVER_PID; }
start_hakem
HAKEM="http://127.0.0.1:$HAKEM_PORT"
wait_ready hakem "$HAKEM_PID" "$HAKEM/v1/position" "$POSITION_BODY"

# The ceiling serves exactly hakem's bytes for the benchmarked request.
curl -sf -D "$OUT/hakem-position.headers" -o "$OUT/position-response.json" -X POST \
    -H 'Content-Type: application/json' --data-binary @"$POSITION_BODY" "$HAKEM/v1/position"
CONTENT_TYPE="$(awk -F': *' 'tolower($1)=="content-type"{sub(/\r$/,"",$2); print $2}' "$OUT/hakem-position.headers")"
[ -n "$CONTENT_TYPE" ] || die "no Content-Type in hakem's response"

# Verify the /v1/move request: a legal history, and the move played as expected.
MOVE_STATUS="$(curl -s -o "$OUT/move-response.json" -w '%{http_code}' -X POST \
    -H 'Content-Type: application/json' --data-binary @"$MOVE_BODY" "$HAKEM/v1/move")"
[ "$MOVE_STATUS" = 200 ] || die "/v1/move answered $MOVE_STATUS: $(head -c 400 "$OUT/move-response.json")"
grep -q '"ply":41,' "$OUT/move-response.json" || die "/v1/move did not play ply 41"

CEILING_PORT="$(free_port)"
while [ "$CEILING_PORT" = "$HAKEM_PORT" ]; do CEILING_PORT="$(free_port)"; done
log "starting the ceiling app on port $CEILING_PORT"
start_ceiling() {
    start_server ceiling "$CEILING_PORT" "$CEILING_JAR" \
        -Dceiling.body="$OUT/position-response.json" -Dceiling.content-type="$CONTENT_TYPE"
    CEILING_PID=$SERVER_PID
}
start_ceiling
CEILING="http://127.0.0.1:$CEILING_PORT"
wait_ready ceiling "$CEILING_PID" "$CEILING/v1/position" "$POSITION_BODY"

for path in v1/position event-loop/v1/position; do
    curl -sf -D "$OUT/ceiling-position.headers" -o "$OUT/ceiling-response.json" -X POST \
        -H 'Content-Type: application/json' --data-binary @"$POSITION_BODY" "$CEILING/$path"
    cmp -s "$OUT/position-response.json" "$OUT/ceiling-response.json" || die "the ceiling's body differs from hakem's ($path)"
    grep -qi "^content-type: $CONTENT_TYPE" "$OUT/ceiling-position.headers" || die "the ceiling's Content-Type differs ($path)"
done
log "bodies identical ($(wc -c <"$OUT/position-response.json") bytes, $CONTENT_TYPE)"

if [ -n "$BEFORE_JAR" ]; then
    [ -f "$BEFORE_JAR" ] || die "missing $BEFORE_JAR"
    BEFORE_PORT="$(free_port)"
    while [ "$BEFORE_PORT" = "$HAKEM_PORT" ] || [ "$BEFORE_PORT" = "$CEILING_PORT" ]; do BEFORE_PORT="$(free_port)"; done
    log "starting the earlier build $BEFORE_JAR on port $BEFORE_PORT"
    start_before() { start_server hakem-before "$BEFORE_PORT" "$BEFORE_JAR"; BEFORE_PID=$SERVER_PID; }
    start_before
    BEFORE_URL="http://127.0.0.1:$BEFORE_PORT"
    wait_ready hakem-before "$BEFORE_PID" "$BEFORE_URL/v1/position" "$POSITION_BODY"
    curl -sf -o "$OUT/before-response.json" -X POST -H 'Content-Type: application/json' \
        --data-binary @"$POSITION_BODY" "$BEFORE_URL/v1/position"
    cmp -s "$OUT/position-response.json" "$OUT/before-response.json" || log "NOTE: the earlier build's report differs from hakem's"
else
    BEFORE_PID=""
fi

if [ "$PEER" = 1 ]; then
    NODE_PORT="$(free_port)"
    while [ "$NODE_PORT" = "$HAKEM_PORT" ] || [ "$NODE_PORT" = "$CEILING_PORT" ]; do NODE_PORT="$(free_port)"; done
    log "starting the Node peer (chess.js) on port $NODE_PORT"
    start_node() {
        "${SERVER_PIN[@]}" node "$PEERS_DIR/server.mjs" "$NODE_PORT" chess.js >>"$OUT/node.log" 2>&1 &
        NODE_PID=$!; PIDS+=("$NODE_PID")
    }
    start_node
    NODE_URL="http://127.0.0.1:$NODE_PORT"
    wait_ready node "$NODE_PID" "$NODE_URL/v1/position" "$POSITION_BODY"
    curl -sf -o "$OUT/node-response.json" -X POST -H 'Content-Type: application/json' \
        --data-binary @"$POSITION_BODY" "$NODE_URL/v1/position"
    # The same legal moves, with the same SAN and flags, as hakem's report.
    python3 - "$OUT/position-response.json" "$OUT/node-response.json" <<'PY' || die "the Node peer's legal moves differ from hakem's"
import json, sys
keys = ("uci", "san", "from", "to", "piece", "capture", "promotion", "castling", "enPassant", "check", "checkmate")
a, b = (json.load(open(f))["legalMoves"] for f in sys.argv[1:3])
sys.exit(0 if [[m[k] for k in keys] for m in a] == [[m[k] for k in keys] for m in b] else 1)
PY
    log "Node peer's legal moves identical to hakem's ($(wc -c <"$OUT/node-response.json") bytes)"
else
    NODE_PID=""
fi

# --- environment -------------------------------------------------------------------------------
{
    echo "date:        $(date -u +%Y-%m-%dT%H:%M:%SZ)"
    echo "host:        nproc=$(nproc), $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
    echo "java:        $(java -version 2>&1 | head -1) (build $(java -version 2>&1 | sed -n 's/.*(build \([^)]*\)).*/\1/p' | head -1))"
    echo "hakem:       $(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null || echo '?'), $(git -C "$ROOT" status --porcelain -- src/main pom.xml 2>/dev/null | wc -l) uncommitted change(s) under src/main and pom.xml"
    echo "wrk:         $(wrk --version 2>&1 | head -1 | cut -d' ' -f1-2), $THREADS thread(s), $CONNECTIONS connections, warm-up ${WARMUP}s, runs ${DURATION}s, $ROUNDS rounds"
    if [ "$PIN" = 1 ]; then echo "pinning:     servers on CPU $SERVER_CPUS, wrk on CPU $WRK_CPUS (taskset)"; else echo "pinning:     none"; fi
    echo "jvm options: ${JVM_OPTS:-(defaults)}"
    if [ "$PEER" = 1 ]; then
        echo "node peer:   node $(node --version), chess.js $(node -p "require('$PEERS_DIR/node_modules/chess.js/package.json').version")"
    fi
    echo "load before: $(loadavg)"
} | tee "$OUT/environment.txt"

# --- runs --------------------------------------------------------------------------------------
RESULTS="$OUT/results.tsv"
printf 'round\ttarget\trps\tp50_us\tp99_us\tnon2xx\tsockerr\tload1_before\tload1_after\trequests\tserver_cpu_s\n' >"$RESULTS"

run_wrk() { # label url body seconds -> prints the RESULT line (sockerr=-1 if wrk itself failed)
    local label="$1" url="$2" body="$3" seconds="$4"
    if BODY_FILE="$body" "${WRK_PIN[@]}" wrk -t"$THREADS" -c"$CONNECTIONS" -d"${seconds}s" --latency \
        -s "$HERE/post.lua" "$url" >"$OUT/$label.txt" 2>&1 && grep -q '^RESULT ' "$OUT/$label.txt"; then
        grep '^RESULT ' "$OUT/$label.txt"
    else
        echo "RESULT rps=0 p50_us=0 p99_us=0 mean_us=0 requests=0 non2xx=0 sockerr=-1"
    fi
}

field() { sed -n "s/.* $1=\([^ ]*\).*/\1/p"; }

target_url() { case "$1" in
    hakem-position) echo "$HAKEM/v1/position" ;; ceiling-position) echo "$CEILING/v1/position" ;; hakem-move) echo "$HAKEM/v1/move" ;;
    ceiling-el-position) echo "$CEILING/event-loop/v1/position" ;;
    before-position) echo "$BEFORE_URL/v1/position" ;; before-move) echo "$BEFORE_URL/v1/move" ;;
    node-position) echo "$NODE_URL/v1/position" ;;
esac; }
target_pid() { case "$1" in ceiling-*) echo "$CEILING_PID" ;; node-*) echo "$NODE_PID" ;; before-*) echo "$BEFORE_PID" ;; *) echo "$HAKEM_PID" ;; esac; }
# CPU time (user+system, in clock ticks) the process has used so far.
cpu_ticks() { awk '{print $14 + $15}' "/proc/$1/stat" 2>/dev/null || echo 0; }
CLK_TCK="$(getconf CLK_TCK)"
target_body() { case "$1" in *-move) echo "$MOVE_BODY" ;; *) echo "$POSITION_BODY" ;; esac; }

# Restart a server that is gone (the machine is shared; something else may have stopped it),
# and warm it up again before it is measured.
ensure_up() {
    local restarted=0
    if ! kill -0 "$HAKEM_PID" 2>/dev/null; then
        log "hakem (pid $HAKEM_PID) is gone; restarting"; start_hakem
        wait_ready hakem "$HAKEM_PID" "$HAKEM/v1/position" "$POSITION_BODY"; restarted=1
        run_wrk "rewarm-hakem-position-$(date +%s)" "$HAKEM/v1/position" "$POSITION_BODY" "$WARMUP" >/dev/null
        run_wrk "rewarm-hakem-move-$(date +%s)" "$HAKEM/v1/move" "$MOVE_BODY" "$WARMUP" >/dev/null
    fi
    if ! kill -0 "$CEILING_PID" 2>/dev/null; then
        log "ceiling (pid $CEILING_PID) is gone; restarting"; start_ceiling
        wait_ready ceiling "$CEILING_PID" "$CEILING/v1/position" "$POSITION_BODY"; restarted=1
        run_wrk "rewarm-ceiling-position-$(date +%s)" "$CEILING/v1/position" "$POSITION_BODY" "$WARMUP" >/dev/null
        run_wrk "rewarm-ceiling-el-position-$(date +%s)" "$CEILING/event-loop/v1/position" "$POSITION_BODY" "$WARMUP" >/dev/null
    fi
    if [ -n "$BEFORE_PID" ] && ! kill -0 "$BEFORE_PID" 2>/dev/null; then
        log "earlier build (pid $BEFORE_PID) is gone; restarting"; start_before
        wait_ready hakem-before "$BEFORE_PID" "$BEFORE_URL/v1/position" "$POSITION_BODY"; restarted=1
        run_wrk "rewarm-before-position-$(date +%s)" "$BEFORE_URL/v1/position" "$POSITION_BODY" "$WARMUP" >/dev/null
        run_wrk "rewarm-before-move-$(date +%s)" "$BEFORE_URL/v1/move" "$MOVE_BODY" "$WARMUP" >/dev/null
    fi
    if [ -n "$NODE_PID" ] && ! kill -0 "$NODE_PID" 2>/dev/null; then
        log "node peer (pid $NODE_PID) is gone; restarting"; start_node
        wait_ready node "$NODE_PID" "$NODE_URL/v1/position" "$POSITION_BODY"; restarted=1
        run_wrk "rewarm-node-position-$(date +%s)" "$NODE_URL/v1/position" "$POSITION_BODY" "$WARMUP" >/dev/null
    fi
    RESTARTS=$((RESTARTS + restarted))
}
RESTARTS=0

measure() { # round target
    local round="$1" target="$2" before line attempt pid ticks0 ticks1 cpu_s
    for attempt in 1 2 3; do
        ensure_up
        before="$(loadavg | cut -d' ' -f1)"
        pid="$(target_pid "$target")"; ticks0="$(cpu_ticks "$pid")"
        line="$(run_wrk "run$round-$target" "$(target_url "$target")" "$(target_body "$target")" "$DURATION")"
        ticks1="$(cpu_ticks "$pid")"
        if [ "$(field non2xx <<<"$line")" = 0 ] && [ "$(field sockerr <<<"$line")" = 0 ] && kill -0 "$HAKEM_PID" 2>/dev/null && kill -0 "$CEILING_PID" 2>/dev/null; then break; fi
        log "round $round $target: errors or a server died during the run ($line); repeating"
        cp "$OUT/run$round-$target.txt" "$OUT/run$round-$target.failed$attempt.txt"
        [ "$attempt" = 3 ] && die "round $round $target failed three times"
    done
    cpu_s="$(awk -v a="$ticks0" -v b="$ticks1" -v hz="$CLK_TCK" 'BEGIN{printf "%.2f", (b - a) / hz}')"
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$round" "$target" \
        "$(field rps <<<"$line")" "$(field p50_us <<<"$line")" "$(field p99_us <<<"$line")" \
        "$(field non2xx <<<"$line")" "$(field sockerr <<<"$line")" "$before" "$(loadavg | cut -d' ' -f1)" \
        "$(field requests <<<"$line")" "$cpu_s" >>"$RESULTS"
    log "round $round $target: $line server_cpu_s=$cpu_s"
}

TARGETS="hakem-position ceiling-position ceiling-el-position hakem-move"
if [ -n "$BEFORE_JAR" ]; then TARGETS="before-position $TARGETS before-move"; fi
if [ "$PEER" = 1 ]; then TARGETS="$TARGETS node-position"; fi
for t in $TARGETS; do
    log "warm-up $t (${WARMUP}s)"
    run_wrk "warmup-$t" "$(target_url "$t")" "$(target_body "$t")" "$WARMUP" >/dev/null
done

for r in $(seq 1 "$ROUNDS"); do
    for t in $TARGETS; do measure "$r" "$t"; done
done
[ "$RESTARTS" -gt 0 ] && log "servers restarted during the measurements: $RESTARTS time(s)"
echo "restarts:    $RESTARTS" >>"$OUT/environment.txt"
echo "load after:  $(loadavg)" | tee -a "$OUT/environment.txt"

# --- summary -----------------------------------------------------------------------------------
awk -F'\t' '
    function median(a, n,    i, j, t) {
        for (i = 2; i <= n; i++) for (j = i; j > 1 && a[j-1] > a[j]; j--) { t = a[j]; a[j] = a[j-1]; a[j-1] = t }
        return n % 2 ? a[(n+1)/2] : (a[n/2] + a[n/2+1]) / 2
    }
    NR == 1 { next }
    {
        k = $2; n[k]++; rps[k, n[k]] = $3; p50[k, n[k]] = $4; p99[k, n[k]] = $5; bad[k] += $6 + $7
        eff[k, n[k]] = $11 > 0 ? $10 / $11 : 0; util[k, n[k]] = 100 * $11 / dur
        if (k == "hakem-position") { hp[$1] = $3; he[$1] = eff[k, n[k]] }
        if (k == "ceiling-position") { cp[$1] = $3; ce[$1] = eff[k, n[k]] }
        if (k == "ceiling-el-position") { lp[$1] = $3; le[$1] = eff[k, n[k]] }
        if (k == "node-position") { np[$1] = $3; ne[$1] = eff[k, n[k]] }
        load = load sep $8 "/" $9; sep = " "
    }
    END {
        printf "\n%-18s %9s %9s %9s %7s %10s %8s   %s\n", "target (median)", "req/s", "p50 ms", "p99 ms", "errors",
            "req/CPU-s", "srv CPU", "req/s per round"
        split("before-position hakem-position ceiling-position ceiling-el-position before-move hakem-move node-position", order, " ")
        for (o = 1; o <= 7; o++) {
            k = order[o]; if (!n[k]) continue
            per = ""
            for (i = 1; i <= n[k]; i++) {
                r[i] = rps[k, i]; a[i] = p50[k, i]; b[i] = p99[k, i]; e[i] = eff[k, i]; u[i] = util[k, i]
                per = per sprintf(" %.0f", rps[k, i])
            }
            mr[k] = median(r, n[k]); me[k] = median(e, n[k])
            printf "%-18s %9.0f %9.2f %9.2f %7d %10.0f %7.0f%%  %s\n", k, mr[k], median(a, n[k]) / 1000, median(b, n[k]) / 1000,
                bad[k], me[k], median(u, n[k]), per
        }
        ratios = ""; eratios = ""
        for (x = 1; x <= n["hakem-position"]; x++) if ((x in hp) && (x in cp)) {
            ratios = ratios sprintf(" %.1f%%", 100 * hp[x] / cp[x])
            if (ce[x] > 0) eratios = eratios sprintf(" %.1f%%", 100 * he[x] / ce[x])
        }
        printf "\n%-52s %5.1f%%   (per round:%s)   target >= 85%%\n", "position report, hakem/ceiling, req/s (medians):",
            100 * mr["hakem-position"] / mr["ceiling-position"], ratios
        if (me["ceiling-position"] > 0)
            printf "%-52s %5.1f%%   (per round:%s)\n", "position report, hakem/ceiling, req/CPU-s (medians):",
                100 * me["hakem-position"] / me["ceiling-position"], eratios
        lratios = ""; leratios = ""
        for (x = 1; x <= n["hakem-position"]; x++) if ((x in hp) && (x in lp)) {
            lratios = lratios sprintf(" %.1f%%", 100 * hp[x] / lp[x])
            if (le[x] > 0) leratios = leratios sprintf(" %.1f%%", 100 * he[x] / le[x])
        }
        if (n["ceiling-el-position"]) {
            printf "%-52s %5.1f%%   (per round:%s)\n", "position report, hakem/event-loop ceiling, req/s:",
                100 * mr["hakem-position"] / mr["ceiling-el-position"], lratios
            if (me["ceiling-el-position"] > 0)
                printf "%-52s %5.1f%%   (per round:%s)\n", "position report, hakem/event-loop ceiling, req/CPU-s:",
                    100 * me["hakem-position"] / me["ceiling-el-position"], leratios
        }
        if (n["before-position"] && me["ceiling-position"] > 0) {
            printf "%-52s %5.1f%%   (req/CPU-s %5.1f%%)\n", "position report, earlier build/ceiling, req/s:",
                100 * mr["before-position"] / mr["ceiling-position"], 100 * me["before-position"] / me["ceiling-position"]
            printf "%-52s %5.2fx  (req/CPU-s %5.2fx)\n", "position report, hakem/earlier build:",
                mr["hakem-position"] / mr["before-position"], me["hakem-position"] / me["before-position"]
        }
        if (n["before-move"] && me["before-move"] > 0)
            printf "%-52s %5.2fx  (req/CPU-s %5.2fx)\n", "move (40-ply history), hakem/earlier build:",
                mr["hakem-move"] / mr["before-move"], me["hakem-move"] / me["before-move"]
        if (n["node-position"]) {
            nratios = ""
            for (x = 1; x <= n["hakem-position"]; x++) if ((x in hp) && (x in np) && np[x] > 0) nratios = nratios sprintf(" %.1fx", hp[x] / np[x])
            printf "%-52s %6.1fx  (per round:%s)   target >= 25x\n", "position report, hakem/node (chess.js), req/s (medians):",
                mr["hakem-position"] / mr["node-position"], nratios
            if (me["node-position"] > 0)
                printf "%-52s %6.1fx\n", "position report, hakem/node (chess.js), req/CPU-s (medians):", me["hakem-position"] / me["node-position"]
        }
        printf "srv CPU = server CPU time / run time (100%% = one core; below ~90%% the client or other load limited the run)\n"
        printf "load average (1 min) before/after each run: %s\n", load
    }' dur="$DURATION" "$RESULTS" | tee "$OUT/summary.txt"
log "raw output in $OUT"

# --- optional profile --------------------------------------------------------------------------
# Fresh JVMs, NOT pinned: with a single CPU, JDK 17's JFR sampler almost never catches the worker
# threads (where the resource methods run), so a pinned JVM's profile shows only the event loop.
profile() { # name jar url-path body [extra jvm options...]
    local name="$1" jar="$2" path="$3" body="$4" port pid; shift 4
    port="$(free_port)"
    log "profiling $name (unpinned, JFR 1 ms sampling): ${WARMUP}s warm-up, then 30 s recorded"
    # shellcheck disable=SC2086
    java $JVM_OPTS "$@" -XX:+UnlockDiagnosticVMOptions -XX:+DebugNonSafepoints \
        "-XX:StartFlightRecording=delay=${WARMUP}s,duration=30s,settings=profile,jdk.ExecutionSample#period=1ms,filename=$OUT/$name.jfr" \
        -Dquarkus.http.port="$port" -jar "$jar" >"$OUT/profile-$name.log" 2>&1 &
    pid=$!; PIDS+=("$pid")
    wait_ready "$name" "$pid" "http://127.0.0.1:$port$path" "$body"
    run_wrk "profile-$name" "http://127.0.0.1:$port$path" "$body" $((WARMUP + 32)) >/dev/null
    for _ in $(seq 1 20); do [ -s "$OUT/$name.jfr" ] && break; sleep 1; done
    sleep 1
    kill "$pid" 2>/dev/null || true
    echo "=== $name ==="
    python3 "$HERE/jfr-top.py" "$OUT/$name.jfr" 30
}
if [ "$PROFILE" = 1 ]; then
    {
        profile hakem-position "$HAKEM_JAR" /v1/position "$POSITION_BODY"
        profile ceiling-position "$CEILING_JAR" /v1/position "$POSITION_BODY" \
            -Dceiling.body="$OUT/position-response.json" -Dceiling.content-type="$CONTENT_TYPE"
        profile ceiling-el-position "$CEILING_JAR" /event-loop/v1/position "$POSITION_BODY" \
            -Dceiling.body="$OUT/position-response.json" -Dceiling.content-type="$CONTENT_TYPE"
    } | tee "$OUT/profile.txt"
fi
