#!/usr/bin/env bash
# One JSON path for every endpoint: A (hand-made PositionReportWriter), B (Jackson databind on the records)
# and C (Jackson with PositionReportSerializer) writing the start and kiwipete position reports to UTF-8
# bytes (write_*), and building plus writing them (buildAndWrite_*). JsonPathBenchmark under JMH.
#
# A, B and C are interleaved: each round runs one JMH fork of every path, in an order that turns from
# round to round, all pinned to one CPU, so load from other work on the machine falls on all three alike.
# The figures are medians over every measured iteration of every round; see bench/json/README.md.
#
# Environment (defaults in brackets):
#   ROUNDS [5]   forks per path (one per round)     CPU [1]        the CPU JMH is pinned to (taskset -c)
#   WI [3] W [1s] warm-up iterations and their time  I [5] R [1s]   measured iterations and their time
#   BENCH ["write buildAndWrite"]  which benchmarks  PROF [gc]      JMH profiler ("" for none)
#   BUILD_DIR [target-bench], JAVA_HOME (JVM under test), OUT [bench/results/json-<timestamp>]
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cd "$ROOT"
ROUNDS=${ROUNDS:-5}
CPU=${CPU:-1}
WI=${WI:-3}; W=${W:-1s}; I=${I:-5}; R=${R:-1s}
BENCH=${BENCH:-write buildAndWrite}
PROF=${PROF-gc}
BUILD_DIR=${BUILD_DIR:-target-bench}
OUT=${OUT:-$ROOT/bench/results/json-$(date -u +%Y%m%d-%H%M%S)}
mkdir -p "$OUT"

. "$ROOT/bench/lib.sh"
if [[ -z "${JAVA_HOME:-}" ]]; then
    if [[ -x /usr/lib/jvm/java-17-openjdk-amd64/bin/java ]]; then JAVA_HOME=/usr/lib/jvm/java-17-openjdk-amd64
    else JAVA_HOME=$(dirname "$(dirname "$(readlink -f "$(command -v java)")")"); fi
fi
JAVA="$JAVA_HOME/bin/java"

log "building (./mvnw -o -q -Pbench -Dbuild.dir=$BUILD_DIR test-compile)"
./mvnw -o -q -Pbench -Dbuild.dir="$BUILD_DIR" test-compile dependency:build-classpath \
    -Dmdep.outputFile="$BUILD_DIR/bench-classpath.txt" -Dmdep.includeScope=test >&2
CP="$ROOT/$BUILD_DIR/classes:$ROOT/$BUILD_DIR/test-classes:$(cat "$BUILD_DIR/bench-classpath.txt")"

"$JAVA" -cp "$CP" dev.hakem.bench.JsonPathBenchmark >"$OUT/sizes.txt"
{
    echo "date:     $(date -u '+%Y-%m-%d %H:%M UTC')"
    echo "machine:  $(nproc) CPUs, $(awk -F': ' '/^model name/{print $2; exit}' /proc/cpuinfo), $(awk '/MemTotal/{printf "%.0f GiB", $2/1048576}' /proc/meminfo)"
    echo "java:     $("$JAVA" -XshowSettings:properties -version 2>&1 | awk -F' = ' '/java.runtime.version/{print $2}')"
    echo "hakem:    $(git rev-parse --short HEAD) ($(git status --porcelain -- src pom.xml | wc -l) uncommitted change(s) under src and pom.xml)"
    echo "jmh:      $ROUNDS rounds x 1 fork per path, ${WI}x$W warm-up, ${I}x$R measured, pinned to CPU $CPU${PROF:+, -prof $PROF}"
    echo "sizes:    $(tr '\n' ' ' <"$OUT/sizes.txt")"
} | tee "$OUT/environment.txt" >&2

regex=$(printf '%s|' $BENCH); regex="JsonPathBenchmark\\.(${regex%|})_"
paths=(A B C)
echo "$(date +%s) $(cat /proc/loadavg)" >"$OUT/loadavg.txt"
for ((r = 1; r <= ROUNDS; r++)); do
    for ((k = 0; k < 3; k++)); do
        p=${paths[$(((r - 1 + k) % 3))]}
        log "round $r/$ROUNDS path $p (load $(cut -d' ' -f1-3 /proc/loadavg))"
        taskset -c "$CPU" "$JAVA" -cp "$CP" org.openjdk.jmh.Main "${regex}${p}\$" -f 1 -wi "$WI" -w "$W" -i "$I" -r "$R" \
            ${PROF:+-prof "$PROF"} -rf json -rff "$OUT/round$r-$p.json" >"$OUT/round$r-$p.txt" 2>&1 \
            || { log "JMH failed; see $OUT/round$r-$p.txt"; exit 1; }
        echo "$(date +%s) $(cat /proc/loadavg)" >>"$OUT/loadavg.txt"
    done
done

python3 "$ROOT/bench/json/summarise.py" "$OUT" | tee "$OUT/summary.md"
