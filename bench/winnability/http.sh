#!/bin/bash
# The winnability batch over HTTP: positions of CHA-Solver's lichess file (both sides each) posted as one
# application/x-ndjson body to POST /v1/winnability on the packaged jar, measured in positions per
# second of the server's CPU time (utime + stime of the server process, from /proc, over the batch
# alone). The baseline, in the same run: the same positions analysed in-process on one thread
# (WinnabilityBench), in positions per CPU second of that thread. Rounds alternate the two.
#
#   bench/winnability/http.sh                     first 2,000 positions, 3 rounds
#   POSITIONS=all ROUNDS=1 bench/winnability/http.sh
#
# Environment: POSITIONS (a count, or "all"; default 2000), ROUNDS (3), BUILD_DIR (target-whttp),
# SKIP_BUILD=1, JAVA_OPTS (the server's), MVNW_FLAGS (default -o), KEEP_ANSWERS=1 (keep the bodies and answers).
# Every answer line is checked: one per
# position, in order, status 200, and no side "unknown". Results: bench/results/winnability-http-<time>/.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cd "$ROOT"
. bench/lib.sh
POSITIONS=${POSITIONS:-2000}
ROUNDS=${ROUNDS:-3}
BUILD_DIR=${BUILD_DIR:-target-whttp}
OUT=${OUT:-$ROOT/bench/results/winnability-http-$(date -u +%Y%m%d-%H%M%S)}
mkdir -p "$OUT"

if [ -z "${SKIP_BUILD:-}" ]; then
    ./mvnw ${MVNW_FLAGS--o} -q -Dbuild.dir="$BUILD_DIR" package -DskipTests
    ./mvnw ${MVNW_FLAGS--o} -q -Pbench -Dbuild.dir="$BUILD_DIR" test-compile
fi

# The positions, as labelled lines (the in-process baseline) and as questions (the batch).
if [ "$POSITIONS" = all ]; then
    grep -v '^#' src/test/resources/chasolver/lichess.txt > "$OUT/positions.txt"
else
    awk -v n="$POSITIONS" '!/^#/ && ++k <= n' src/test/resources/chasolver/lichess.txt > "$OUT/positions.txt"
fi
python3 - "$OUT/positions.txt" "$OUT/batch.ndjson" <<'PY'
import json, sys
with open(sys.argv[1]) as src, open(sys.argv[2], "w") as out:
    for line in src:
        out.write(json.dumps({"fen": line[3:].strip()}) + "\n")
PY
COUNT=$(wc -l < "$OUT/positions.txt")

# shellcheck disable=SC2086 # JAVA_OPTS is a list of options
start_jar "$BUILD_DIR/quarkus-app/quarkus-run.jar" "$OUT/server.log" ${JAVA_OPTS:-}
TICKS=$(getconf CLK_TCK)
cpu_ticks() { awk '{ print $14 + $15 }' "/proc/$SERVER/stat"; }

post() { # $1: body file, $2: answer file
    curl -sS --fail -X POST -H 'Content-Type: application/x-ndjson' -H 'Accept: application/x-ndjson' \
        --data-binary @"$1" "localhost:$PORT/v1/winnability" -o "$2"
}

check() { # $1: answer file; prints "lines ok unknown"
    python3 - "$1" "$COUNT" <<'PY'
import json, sys
lines = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
bad = [l for i, l in enumerate(lines) if l.get("line") != i + 1 or l.get("status") != 200]
unknown = sum(1 for l in lines for side in ("white", "black")
              if isinstance(l.get("report", {}).get(side), dict) and l["report"][side].get("canWin") == "unknown")
ok = len(lines) == int(sys.argv[2]) and not bad
print(len(lines), "ok" if ok else "FAILED", unknown)
sys.exit(0 if ok else 1)
PY
}

log "warm-up: $(head -300 "$OUT/batch.ndjson" | wc -l) positions"
head -300 "$OUT/batch.ndjson" > "$OUT/warmup.ndjson"
post "$OUT/warmup.ndjson" "$OUT/warmup-answer.ndjson"
check "$OUT/warmup-answer.ndjson" > /dev/null || true

CP="$BUILD_DIR/classes:$BUILD_DIR/test-classes"
echo "# $(date -u '+%Y-%m-%d %H:%M UTC') nproc=$(nproc) revision=$(git rev-parse --short HEAD) positions=$COUNT (both sides each)" | tee "$OUT/summary.txt"
for round in $(seq 1 "$ROUNDS"); do
    before=$(cpu_ticks); start=$(date +%s.%N)
    post "$OUT/batch.ndjson" "$OUT/answer-$round.ndjson"
    end=$(date +%s.%N); after=$(cpu_ticks)
    read -r lines verdict unknown < <(check "$OUT/answer-$round.ndjson" || true)
    http=$(python3 -c "print(f'{$COUNT / (($after - $before) / $TICKS):.0f}')")
    wall=$(python3 -c "print(f'{$COUNT / ($end - $start):.0f}')")
    java -cp "$CP" dev.hakem.bench.WinnabilityBench --warmup 300 "$OUT/positions.txt" > "$OUT/inprocess-$round.txt" || true
    inproc=$(sed -n 's/^positions_per_cpu_second=\([0-9]*\).*/\1/p' "$OUT/inprocess-$round.txt" | head -1)
    echo "round $round: http ${http} positions/server-CPU-s (wall ${wall}/s, ${lines} lines ${verdict}, unknown sides ${unknown}); in-process ${inproc} positions/CPU-s" | tee -a "$OUT/summary.txt"
done
# The bodies and answers (hundreds of MB for the whole file) are kept only when asked for.
[ -n "${KEEP_ANSWERS:-}" ] || rm -f "$OUT"/answer-*.ndjson "$OUT"/warmup*.ndjson "$OUT/batch.ndjson" "$OUT/positions.txt"
