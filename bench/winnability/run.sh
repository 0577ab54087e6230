#!/bin/sh
# Builds the winnability benchmark (bench profile, into $BUILD_DIR/) and runs it on one thread.
#
#   bench/winnability/run.sh VECTORS_FILE [options]   compare with the verdicts in VECTORS_FILE
#   bench/winnability/run.sh [options]                 the generated mixed set (no verdicts)
#
# Options are those of dev.hakem.bench.WinnabilityBench (--budget N:MS, --list-unknown, --list-no,
# --warmup N, --random N, --walls N, --every K, --pgn DIR, --seed S). MVNW_FLAGS defaults to -o
# (offline); set it to "" when the Maven repository has not been filled yet. BUILD_DIR (default
# target-wbench) is the Maven build directory, so that runs of different checkouts do not collide.
set -e
cd "$(dirname "$0")/../.."
BUILD_DIR=${BUILD_DIR:-target-wbench}
./mvnw ${MVNW_FLAGS--o} -q -Pbench -Dbuild.dir="$BUILD_DIR" test-compile
CP=$BUILD_DIR/classes:$BUILD_DIR/test-classes
echo "# $(date -u '+%Y-%m-%d %H:%M UTC') nproc=$(nproc) load$(uptime | sed 's/.*load average//')"
if [ $# -eq 0 ] || [ "${1#--}" != "$1" ]; then
    exec java -cp "$CP" dev.hakem.bench.WinnabilityBench "$@" --mixed
fi
exec java -cp "$CP" dev.hakem.bench.WinnabilityBench "$@"
