#!/usr/bin/env bash
# Fuzzes each coverage-guided target (the @FuzzTest classes, tag "jazzer") for MINUTES, JOBS at a time,
# each in a build directory of its own, and writes what each reached and found to OUT:
#   <Target>.log       libFuzzer's output (Jazzer's instrumentation lines left out)
#   <Target>.coverage  the lines and branches of every class, as Jazzer's coverage report gives them
#   summary.md         one row per target: minutes, CPU seconds, inputs run, libFuzzer's edges (cov) and
#                      features (ft), the corpus, the reader's own lines and branches reached, findings
# Findings are saved by Jazzer beside the target's inputs in src/test/resources (crash-*, timeout-*):
# every build replays them from then on. Usage: bench/fuzz/run.sh [Target ...]; SUMMARY_ONLY=1 tabulates OUT again.
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD
. bench/lib.sh
MINUTES=${MINUTES:-10}
# Distinct findings a target may make before it stops: a finding does not cut its minutes short.
KEEP_GOING=${KEEP_GOING:-20}
JOBS=${JOBS:-2}
OUT=${OUT:-bench/results/fuzz-$(date -u +%Y%m%d)}
case $OUT in /*) ;; *) OUT=$PWD/$OUT ;; esac
mkdir -p "$OUT"

# Each target and the files of the reader it fuzzes (whose coverage the summary gives).
declare -A READER=(
  [FenReaderFuzzTest]="Fen.java PositionValidator.java Castling.java"
  [MoveTextFuzzTest]="MoveReader.java Notation.java San.java Uci.java OtherForms.java MoveDiagnosis.java Dashes.java"
  [PgnReaderFuzzTest]="PgnReader.java PgnNotes.java PgnWriter.java"
  [JsonBodyFuzzTest]="JsonBody.java RequestReader.java GameInputs.java Inputs.java EndInputs.java DrawOfferInputs.java PgnInputs.java CappedArrays.java"
  [ResumePointFuzzTest]="ResumeInputs.java ResumePoint.java History.java"
  [BatchBodyFuzzTest]="BatchLines.java NdjsonGames.java PgnGames.java BatchSource.java PgnSplitter.java"
  [AcceptLanguageFuzzTest]="AcceptLanguage.java"
)
TARGETS=("$@")
[ ${#TARGETS[@]} -gt 0 ] || TARGETS=(FenReaderFuzzTest MoveTextFuzzTest PgnReaderFuzzTest JsonBodyFuzzTest ResumePointFuzzTest BatchBodyFuzzTest AcceptLanguageFuzzTest)

fuzz() {
  local t=$1 start end
  start=$(date +%s)
  # CPU seconds of the whole run (Maven and the test JVM), as the kernel counts them for its children.
  /usr/bin/time -f '%U %S' -o "$OUT/$t.cpu" ./mvnw -o -B -q test -Pfuzz -Dtest="$t" -Dfuzz.duration="${MINUTES}m" -Dfuzz.keep.going="$KEEP_GOING" \
      -Dbuild.dir="target-fuzz-$t" -Dfuzz.coverage.report="$OUT/$t.coverage" -Dcheckstyle.skip -Dforbiddenapis.skip \
      2>&1 | grep -av '^INFO: Instrumented' > "$OUT/$t.log" || true
  end=$(date +%s)
  echo "$((end - start)) $(tail -1 "$OUT/$t.cpu")" > "$OUT/$t.time"
  log "$t: $((end - start)) s"
}

# SUMMARY_ONLY=1: the table again from the files in OUT, nothing fuzzed.
running=0
[ "${SUMMARY_ONLY:-0}" = 1 ] && TODO=() || TODO=("${TARGETS[@]}")
for t in ${TODO[@]+"${TODO[@]}"}; do
  fuzz "$t" &
  running=$((running + 1))
  if [ "$running" -ge "$JOBS" ]; then wait -n; running=$((running - 1)); fi
done
wait

coverage() { # file section -> "covered/total"
  awk -v f="$1:" -v s="$2" '$0 ~ "^"s" coverage:" {on=1; next} /coverage:$/ {on=0} on && $1 == f {print $2; exit}' "$3"
}
{
  echo "| target | wall s | CPU s | inputs run | cov (edges) | ft | corpus | reader lines | reader branches | findings |"
  echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|---|"
  for t in "${TARGETS[@]}"; do
    read -r wall user sys < "$OUT/$t.time" || true
    done_line=$(grep -a 'DONE' "$OUT/$t.log" | tail -1)
    [ -n "$done_line" ] || done_line=$(grep -a ' cov: ' "$OUT/$t.log" | tail -1)
    runs=$(echo "$done_line" | sed -n 's/^#\([0-9]*\).*/\1/p')
    cov=$(echo "$done_line" | sed -n 's/.* cov: \([0-9]*\).*/\1/p')
    ft=$(echo "$done_line" | sed -n 's/.* ft: \([0-9]*\).*/\1/p')
    corp=$(echo "$done_line" | sed -n 's/.* corp: \([0-9]*\/[0-9a-zA-Z]*\).*/\1/p')
    lines=0; ltotal=0; branches=0; btotal=0
    if [ -f "$OUT/$t.coverage" ]; then
      for f in ${READER[$t]}; do
        l=$(coverage "$f" Line "$OUT/$t.coverage"); b=$(coverage "$f" Branch "$OUT/$t.coverage")
        [ -n "$l" ] && { lines=$((lines + ${l%/*})); ltotal=$((ltotal + ${l#*/})); }
        [ -n "$b" ] && { branches=$((branches + ${b%/*})); btotal=$((btotal + ${b#*/})); }
      done
    fi
    findings=$(grep -a -c -E '^== Java Exception|^Caused by|deadly signal' "$OUT/$t.log" || true)
    echo "| $t | $wall | $(echo "$user + $sys" | bc) | ${runs:-?} | ${cov:-?} | ${ft:-?} | ${corp:-?} | $lines/$ltotal | $branches/$btotal | $findings |"
  done
} > "$OUT/summary.md"
cat "$OUT/summary.md"
