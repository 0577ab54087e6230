#!/bin/bash
# Batch benchmark: POST /v1/games with GAMES games (default 10,000) made from the 980 real games of
# src/test/resources/pgn, against the packaged jar. Reports games/s, the
# server's memory ceiling during the run (RSS from ps, heap from /q/metrics), checks that every
# answer line came back in order, and compares with the same games posted one per request to
# POST /v1/game over CONNECTIONS keep-alive connections (the baseline, in the same run).
#
#   bench/batch/run.sh                          build, then 10,000 games, default heap
#   JAVA_OPTS=-Xmx256m bench/batch/run.sh       the same with a restricted heap
#   SKIP_BUILD=1 GAMES=50000 SKIP_BASELINE=1 bench/batch/run.sh
#
# Environment: GAMES, ROUNDS (default 2), JAVA_OPTS (server JVM options), CONNECTIONS (baseline clients, default nproc),
# CHUNKED=1 (send the body without a Content-Length), SKIP_BUILD=1, SKIP_BASELINE=1, PGN_DIR,
# BUILD_DIR (default target-batch), MVNW_FLAGS (default -o). Results go to bench/batch/results/<time>/.
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$(pwd)
. bench/lib.sh
GAMES=${GAMES:-10000}
BUILD_DIR=${BUILD_DIR:-target-batch}
PGN_DIR=${PGN_DIR:-src/test/resources/pgn}
[ -d "$PGN_DIR" ] || PGN_DIR=src/test/resources/pgn
CONNECTIONS=${CONNECTIONS:-$(nproc)}
OUT=bench/batch/results/$(date -u +%Y%m%dT%H%M%SZ)
mkdir -p "$OUT"

if [ -z "${SKIP_BUILD:-}" ]; then
    ./mvnw ${MVNW_FLAGS--o} -q -Dbuild.dir="$BUILD_DIR" package -DskipTests
fi

# The body: each line {"pgn": one real game}, cycling through the games; every third under online rules.
python3 - "$PGN_DIR" "$GAMES" "$OUT/games.ndjson" <<'PY'
import glob, json, re, sys
pgn_dir, n, out = sys.argv[1], int(sys.argv[2]), sys.argv[3]
games = []
for f in sorted(glob.glob(pgn_dir + "/*.pgn")):
    text = open(f, encoding="iso-8859-1").read()
    games += [g for g in re.split(r"(?m)^(?=\[Event )", text) if g.strip()]
with open(out, "w") as o:
    for i in range(n):
        req = {"pgn": games[i % len(games)]}
        if i % 3 == 2:
            req["rules"] = "online"
        o.write(json.dumps(req) + "\n")
print(f"# {n} games from {len(games)} real games of {pgn_dir}")
PY
BYTES=$(stat -c %s "$OUT/games.ndjson")

# shellcheck disable=SC2086 # JAVA_OPTS is a list of options
start_jar "$BUILD_DIR/quarkus-app/quarkus-run.jar" "$OUT/server.log" ${JAVA_OPTS:-}
BASE="http://localhost:$PORT"

heap() { # bytes of heap in use, summed over the pools
    curl -s "localhost:$MGMT/q/metrics" | awk '/^jvm_memory_used_bytes\{.*area="heap"/ { s += $NF } END { printf "%d", s }'
}
rss() { ps -o rss= -p "$SERVER" | tr -d ' '; }

# Warm-up: the first 1,000 games as a batch and one per request, so the JIT has seen both paths.
head -n 1000 "$OUT/games.ndjson" > "$OUT/warmup.ndjson"
curl -s -X POST "$BASE/v1/games" -H 'Content-Type: application/x-ndjson' --data-binary "@$OUT/warmup.ndjson" > /dev/null
python3 - "$OUT/warmup.ndjson" "$PORT" <<'PY'
import http.client, sys
c = http.client.HTTPConnection("localhost", int(sys.argv[2]))
for body in open(sys.argv[1]):
    c.request("POST", "/v1/game", body.encode(), {"Content-Type": "application/json"}); c.getresponse().read()
PY

# Samples memory while a command runs: the highest RSS (KiB) and heap in use (bytes).
sample() {
    local max_rss=0 max_heap=0 r h
    "$@" &
    local job=$!
    while kill -0 "$job" 2>/dev/null; do
        r=$(rss); h=$(heap)
        [ "${r:-0}" -gt "$max_rss" ] && max_rss=$r
        [ "${h:-0}" -gt "$max_heap" ] && max_heap=$h
        sleep 0.25
    done
    wait "$job"
    echo "$max_rss $max_heap"
}

post_batch() {
    local extra=()
    [ -n "${CHUNKED:-}" ] && extra=(-H 'Transfer-Encoding: chunked')
    curl -s -X POST "$BASE/v1/games" -H 'Content-Type: application/x-ndjson' "${extra[@]}" \
        --data-binary "@$OUT/games.ndjson" -o "$OUT/answers.ndjson" -w '%{http_code} %{time_total}\n' > "$OUT/curl.txt"
}

baseline() {
    python3 - "$OUT/games.ndjson" "$PORT" "$CONNECTIONS" <<'PY'
import http.client, sys, threading, time
lines = [l.encode() for l in open(sys.argv[1]) if l.strip()]
port, k = int(sys.argv[2]), int(sys.argv[3])
ok = [0] * k
def worker(w):
    c = http.client.HTTPConnection("localhost", port)
    for body in lines[w::k]:
        c.request("POST", "/v1/game", body, {"Content-Type": "application/json"})
        r = c.getresponse(); r.read()
        ok[w] += r.status == 200
start = time.time()
threads = [threading.Thread(target=worker, args=(w,)) for w in range(k)]
for t in threads: t.start()
for t in threads: t.join()
s = time.time() - start
print(f"{sum(ok)} x 200 in {s:.1f} s = {len(lines) / s:.0f} games/s over {k} connections")
PY
}

RSS_IDLE=$(rss); HEAP_IDLE=$(heap)
{
    echo "# $(date -u '+%Y-%m-%d %H:%M UTC') nproc=$(nproc) JAVA_OPTS='${JAVA_OPTS:-}' CHUNKED=${CHUNKED:-}"
    echo "body:          $GAMES games, $BYTES bytes; server RSS idle $((RSS_IDLE / 1024)) MiB, heap in use idle $((HEAP_IDLE / 1048576)) MiB"
} | tee "$OUT/summary.txt"
ALL_IN_ORDER=yes
# Rounds alternate batch and baseline, so changes in the machine's load hit both alike.
for round in $(seq 1 "${ROUNDS:-2}"); do
    LOAD_BEFORE=$(cut -d' ' -f1-3 /proc/loadavg)
    read -r MAX_RSS MAX_HEAP < <(sample post_batch)
    read -r CODE ELAPSED < "$OUT/curl.txt"
    CHECK=$(python3 - "$OUT/answers.ndjson" "$GAMES" <<'PY'
import collections, json, sys
lines = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
n = int(sys.argv[2])
in_order = [l["game"] for l in lines] == list(range(1, n + 1))
statuses = collections.Counter(l["status"] for l in lines)
print(f"{len(lines)} {'yes' if in_order and len(lines) == n else 'NO'} {dict(sorted(statuses.items()))}")
PY
)
    read -r ANSWERS IN_ORDER STATUSES <<< "$CHECK"
    [ "$IN_ORDER" = yes ] || ALL_IN_ORDER=no
    ANSWER_BYTES=$(stat -c %s "$OUT/answers.ndjson")
    BASELINE=skipped
    [ -z "${SKIP_BASELINE:-}" ] && BASELINE=$(baseline)
    {
        echo "round $round"
        echo "  batch:         HTTP $CODE, $ELAPSED s = $(python3 -c "print(f'{$GAMES / $ELAPSED:.0f}')") games/s; $ANSWERS answer lines ($ANSWER_BYTES bytes), all games in order: $IN_ORDER, statuses $STATUSES"
        echo "  server memory: peak RSS $((MAX_RSS / 1024)) MiB, peak heap in use $((MAX_HEAP / 1048576)) MiB (sampled every 0.25 s)"
        echo "  baseline:      POST /v1/game one game per request: $BASELINE"
        echo "  load average:  before $LOAD_BEFORE, after $(cut -d' ' -f1-3 /proc/loadavg)"
    } | tee -a "$OUT/summary.txt"
done
IN_ORDER=$ALL_IN_ORDER
[ "$IN_ORDER" = yes ]
