#!/usr/bin/env bash
# What tracing costs, measured with bench/load/run.sh (wrk against POST /v1/position and POST /v1/move):
#   off: this tree (tracing off, as configured by default) and REV, a build without the OpenTelemetry
#        extension, in the same rounds (run.sh's BEFORE_JAR);
#   on:  this tree with tracing off, and a copy of the same build with tracing on (every request
#        sampled, its spans exported over OTLP/HTTP to a local sink, otlp-sink.py), in the same rounds.
# In the "on" run the figures labelled before-* are the traced copy's.
#
#   bench/tracing/run.sh REV        e.g. bench/tracing/run.sh use-cases
#
# Environment (defaults in brackets): ROUNDS [3], DURATION [10], WARMUP [5], PAIRS [1] (off runs),
# OUT [bench/results/tracing-<date>]; any other bench/load/run.sh setting is passed on (PEER is 0 here).
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cd "$ROOT"
REV=${1:?usage: bench/tracing/run.sh REV}
export ROUNDS=${ROUNDS:-3} DURATION=${DURATION:-10} WARMUP=${WARMUP:-5} PEER=${PEER:-0}
PAIRS=${PAIRS:-1}
OUT=${OUT:-$ROOT/bench/results/tracing-$(date -u +%Y%m%d)}
BEFORE_TREE=${BEFORE_TREE:-$ROOT/target-tracing-before}
mkdir -p "$OUT"
log() { printf '[tracing] %s\n' "$*" >&2; }

# The build without tracing, in a worktree of its own.
if [[ ! -d $BEFORE_TREE ]]; then git worktree add --detach "$BEFORE_TREE" "$REV" >&2
else git -C "$BEFORE_TREE" checkout --detach -q "$REV"; fi
log "building $REV ($(git -C "$BEFORE_TREE" rev-parse --short HEAD)) in $BEFORE_TREE"
(cd "$BEFORE_TREE" && ./mvnw -o -q package -Dmaven.test.skip=true -Dbuild.dir=target-load >&2)
BEFORE_JAR="$BEFORE_TREE/target-load/quarkus-app/quarkus-run.jar"
echo "before: $REV ($(git -C "$BEFORE_TREE" rev-parse --short HEAD)); after: $(git rev-parse --short HEAD)" >"$OUT/revisions.txt"

# Tracing off: this tree against REV (run.sh builds this tree and the ceiling the first time).
skip=0
for ((p = 1; p <= PAIRS; p++)); do
    log "tracing off, run $p: this tree against $REV"
    OUT="$OUT/off-$p" SKIP_BUILD=$skip BEFORE_JAR="$BEFORE_JAR" bench/load/run.sh >"$OUT/off-$p.txt" 2>"$OUT/off-$p.log"
    skip=1
done

# Tracing on: a copy of this build whose application.properties switches the SDK on and exports to the sink.
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
TRACED="$ROOT/target-load-traced"
rm -rf "$TRACED" && cp -r "$ROOT/target-load/quarkus-app" "$TRACED"
jar=$(ls "$TRACED"/app/*.jar | head -1)
work=$(mktemp -d)
(cd "$work" && unzip -q "$jar" application.properties && cat >>application.properties <<PROPS

# bench/tracing/run.sh: tracing on, every request sampled, spans exported over OTLP/HTTP to a local sink.
quarkus.otel.sdk.disabled=false
quarkus.otel.exporter.otlp.traces.protocol=http/protobuf
quarkus.otel.exporter.otlp.traces.endpoint=http://127.0.0.1:$port
PROPS
zip -q "$jar" application.properties)
rm -rf "$work"
python3 "$ROOT/bench/tracing/otlp-sink.py" "$port" >"$OUT/sink.txt" 2>&1 &
sink=$!
trap 'kill $sink 2>/dev/null || true' EXIT
log "tracing on: the traced copy (labelled before-*) against this build with tracing off"
OUT="$OUT/on" SKIP_BUILD=1 BEFORE_JAR="$TRACED/quarkus-run.jar" bench/load/run.sh >"$OUT/on.txt" 2>"$OUT/on.log"
kill -TERM $sink; wait $sink || true
log "done: $OUT (the sink received: $(cat "$OUT/sink.txt"))"
