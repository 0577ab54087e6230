#!/usr/bin/env bash
# The winnability benchmarks on an earlier revision and on the working tree, alternately, in one run:
# the full analysis (WinnabilityBench) on CHA-Solver's hard positions and on every 11th lichess
# position, and the fast check as a database scan (WinnabilityScanBench) on both files. The earlier
# revision's fast check is its analysis without search (Budget.STATIC), the closest it had.
#
#   bench/winnability/compare.sh REV        e.g. bench/winnability/compare.sh 9b0e36e
#
# Output: bench/results/winnability-<date>/{before,after}-{full,scan}-{positions,lichess}.txt, then a
# summary of each. MVNW_FLAGS defaults to -o (offline).
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cd "$ROOT"
REV=${1:?usage: bench/winnability/compare.sh REV}
OUT=${OUT:-$ROOT/bench/results/winnability-$(date -u +%Y%m%d-%H%M%S)}
BEFORE=${BEFORE_DIR:-$ROOT/target-winnability-before}
CORPUS=$ROOT/src/test/resources/chasolver
mkdir -p "$OUT"
if [[ ! -d $BEFORE ]]; then git worktree add --detach "$BEFORE" "$REV" >&2; else git -C "$BEFORE" checkout --detach -q "$REV"; fi
# The scan benchmark, for a revision that predates it: its analysis without search in place of the fast check.
if [[ ! -f $BEFORE/src/test/java/dev/hakem/bench/WinnabilityScanBench.java ]]; then
    sed 's/Winnability\.quick(p, c)/Winnability.analyze(p, c, Winnability.Budget.STATIC)/' \
        src/test/java/dev/hakem/bench/WinnabilityScanBench.java > "$BEFORE/src/test/java/dev/hakem/bench/WinnabilityScanBench.java"
fi
# An earlier benchmark that gives only the mean helpmate length is made to give the longest too.
if ! grep -q 'max=%d proved_shortest' "$BEFORE/src/test/java/dev/hakem/bench/WinnabilityBench.java"; then
    sed -i -e 's/long\[\] helpLen = new long\[2\];/long[] helpLen = new long[3];/' \
        -e 's/helpLen\[1\] += r.helpmate() == null ? 0 : r.helpmate().length;/&\n                    helpLen[2] = Math.max(helpLen[2], r.helpmate() == null ? 0 : r.helpmate().length);/' \
        -e 's/"helpmate mean length=%.1f plies%n", helpLen\[1\] \/ (double) helpLen\[0\])/"helpmate mean length=%.1f plies max=%d%n", helpLen[1] \/ (double) helpLen[0], helpLen[2])/' \
        "$BEFORE/src/test/java/dev/hakem/bench/WinnabilityBench.java"
fi
grep -v '^#' "$CORPUS/lichess.txt" | awk 'NR % 11 == 1' > "$OUT/lichess-every11.txt"
awk '!/^#/ && ++n <= 2000' "$CORPUS/lichess.txt" > "$OUT/lichess-first2000.txt"
for dir in "$BEFORE" "$ROOT"; do
    (cd "$dir" && ./mvnw ${MVNW_FLAGS--o} -q -Pbench -Dbuild.dir=target-wbench-compare test-compile)
done
echo "# $(date -u '+%Y-%m-%d %H:%M UTC') nproc=$(nproc) before=$REV ($(git -C "$BEFORE" rev-parse --short HEAD)) after=$(git rev-parse --short HEAD)+tree" | tee "$OUT/revisions.txt"
for side in before after; do
    dir=$ROOT; [[ $side == before ]] && dir=$BEFORE
    cp=$dir/target-wbench-compare/classes:$dir/target-wbench-compare/test-classes
    java -cp "$cp" dev.hakem.bench.WinnabilityBench "$CORPUS/positions.txt" > "$OUT/$side-full-positions.txt" || true
    java -cp "$cp" dev.hakem.bench.WinnabilityBench "$OUT/lichess-every11.txt" > "$OUT/$side-full-lichess.txt" || true
    java -cp "$cp" dev.hakem.bench.WinnabilityBench "$OUT/lichess-first2000.txt" > "$OUT/$side-full-lichess2000.txt" || true
    # A revision that predates the fast check scans with its analysis without search (BEFORE_SCAN_MODE=static).
    mode=quick; [[ $side == before ]] && mode=${BEFORE_SCAN_MODE:-static}
    java -cp "$cp" dev.hakem.bench.WinnabilityScanBench "$CORPUS/positions.txt" --mode $mode > "$OUT/$side-scan-positions.txt" || true
    java -cp "$cp" dev.hakem.bench.WinnabilityScanBench "$CORPUS/lichess.txt" --mode $mode > "$OUT/$side-scan-lichess.txt" || true
done
for f in "$OUT"/*-full-*.txt "$OUT"/*-scan-*.txt; do
    echo "== $(basename "$f")"
    grep -E '^positions_per_cpu_second|^per side analysis, cpu|^per position, cpu|^helpmate mean|^overall:|^contradictions=|^yes=|^sides no=' "$f" || true
done | tee "$OUT/summary.txt"
