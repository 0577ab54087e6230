#!/usr/bin/env bash
# hakem beside its peers, on this machine, in one run, and one table of ratios at the end:
#   perft                       hakem MoveGen.perft        vs Stockfish `go perft`   (bench/perft-vs-stockfish.sh)
#   replay 200 games from SAN   hakem Replay.play (FIDE)   vs chessops, chess.js     (PeerWorkMain, bench/peers/work.mjs)
#   position report, kiwipete   hakem PositionResource     vs chessops, chess.js     (in-process, same scripts)
#   HTTP POST /v1/position      hakem                      vs Node + chess.js, and the same-stack ceiling (bench/load/run.sh)
#   HTTP POST /v1/move          hakem at 10, 80, 300 plies, whole history or resume point, full or
#                               minimal answer, each vs the same-stack ceiling sending its bytes (bench/move/run.sh)
#   winnability, mixed set      hakem alone (no peer)                                 (WinnabilityBench)
#   start-up and memory         exec to first answer and RSS, JDK 17 / 25, with and without a start-up
#                               archive (the JVM image: JDK 25 + AOT cache), target 1 s  (bench/start/run.sh)
# Every pair runs back to back, round after round, each side on the same single CPU (taskset), so
# that load from other work on the machine falls on both alike. See bench/README.md.
#
# Environment (defaults in brackets):
#   ROUNDS [3]        rounds of the in-process comparisons (each round: hakem, chessops, chess.js)
#   RUNS [5]          timed runs per side and round; WARMUP [5] seconds of warm-up per side and round
#   CPU [1]           the CPU every in-process side is pinned to (taskset -c)
#   PERFT_REPS [3]    rounds of bench/perft-vs-stockfish.sh
#   LOAD_ROUNDS [3], LOAD_DURATION [20], LOAD_WARMUP [15]   bench/load/run.sh settings
#   WINNABILITY_ARGS [""]  extra WinnabilityBench options, e.g. "--random 1000 --walls 500 --every 20"
#   MOVE_ROUNDS [2], MOVE_DURATION [8], MOVE_WARMUP [5]     bench/move/run.sh settings
#   START_ROUNDS [3], START_SOAK [0]   bench/start/run.sh settings (ROUNDS, SOAK seconds)
#   SKIP [""]         space-separated parts to leave out: perft replay position http move winnability start
#   BUILD_DIR [target-bench], JAVA_HOME (JVM for hakem), OUT [bench/results/<timestamp>]
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
ROUNDS=${ROUNDS:-3}
RUNS=${RUNS:-5}
WARMUP=${WARMUP:-5}
CPU=${CPU:-1}
PERFT_REPS=${PERFT_REPS:-3}
LOAD_ROUNDS=${LOAD_ROUNDS:-3}
LOAD_DURATION=${LOAD_DURATION:-20}
LOAD_WARMUP=${LOAD_WARMUP:-15}
MOVE_ROUNDS=${MOVE_ROUNDS:-2}
MOVE_DURATION=${MOVE_DURATION:-8}
MOVE_WARMUP=${MOVE_WARMUP:-5}
WINNABILITY_ARGS=${WINNABILITY_ARGS:-}
START_ROUNDS=${START_ROUNDS:-3}
START_SOAK=${START_SOAK:-0}
SKIP=" ${SKIP:-} "
BUILD_DIR=${BUILD_DIR:-target-bench}
OUT=${OUT:-$ROOT/bench/results/$(date -u +%Y%m%d-%H%M%S)}
mkdir -p "$OUT"
PEERS="$ROOT/bench/peers"

. "$ROOT/bench/lib.sh"
DIE_PREFIX='run-all: '
wanted() { [[ $SKIP != *" $1 "* ]]; }
load1() { cut -d' ' -f1 /proc/loadavg; }

if [[ -z "${JAVA_HOME:-}" ]]; then
    if [[ -x /usr/lib/jvm/java-17-openjdk-amd64/bin/java ]]; then JAVA_HOME=/usr/lib/jvm/java-17-openjdk-amd64
    else JAVA_HOME=$(dirname "$(dirname "$(readlink -f "$(command -v java)")")"); fi
fi
export JAVA_HOME
JAVA="$JAVA_HOME/bin/java"
PIN=(taskset -c "$CPU")
command -v taskset >/dev/null || die "taskset not found"

# ------------------------------------------------------------------ set-up
log "building the benchmark classes (./mvnw -Pbench -Dbuild.dir=$BUILD_DIR test-compile)"
mvnw_offline_first -Pbench -Dbuild.dir="$BUILD_DIR" test-compile dependency:build-classpath \
    -Dmdep.outputFile="$BUILD_DIR/bench-classpath.txt" -Dmdep.includeScope=test >&2 \
    || die "build failed"
CP="$ROOT/$BUILD_DIR/classes:$ROOT/$BUILD_DIR/test-classes:$(cat "$BUILD_DIR/bench-classpath.txt")"

command -v node >/dev/null || die "node not found: install Node.js 18 or newer"
if [[ ! -d "$PEERS/node_modules/chess.js" || ! -d "$PEERS/node_modules/chessops" ]]; then
    log "installing chess.js and chessops (npm ci in bench/peers)"
    (cd "$PEERS" && npm ci --no-audit --no-fund >&2) || die "npm ci failed"
fi

GAMES="$OUT/games-200.txt"
"$JAVA" -cp "$CP" dev.hakem.bench.PeerWorkMain export "$GAMES" --count 200 2>&1 | sed 's/^/export: /' >&2

{
    echo "date:     $(date -u '+%Y-%m-%d %H:%M UTC')"
    echo "machine:  $(nproc) CPUs, $(awk -F': ' '/^model name/{print $2; exit}' /proc/cpuinfo), $(awk '/MemTotal/{printf "%.0f GiB", $2/1048576}' /proc/meminfo)"
    echo "java:     $("$JAVA" -XshowSettings:properties -version 2>&1 | awk -F' = ' '/java.runtime.version/{print $2}') ($JAVA)"
    echo "node:     $(node --version), chess.js $(node -p "require('$PEERS/node_modules/chess.js/package.json').version"), chessops $(node -p "require('$PEERS/node_modules/chessops/package.json').version")"
    echo "hakem:    $(git rev-parse --short HEAD) ($(git status --porcelain -- src/main pom.xml | wc -l) uncommitted change(s) under src/main and pom.xml)"
    echo "pinning:  in-process sides on CPU $CPU (taskset); HTTP: servers on CPU 1, wrk on CPU 0"
    echo "load:     $(cut -d' ' -f1-3 /proc/loadavg) at the start"
} | tee "$OUT/environment.txt" >&2

# Rows of the final table: part, work, hakem, peer name, peer, unit, ratio (wall), ratio (CPU), target, load.
ROWS="$OUT/rows.tsv"
: >"$ROWS"
row() { printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$@" >>"$ROWS"; }
field() { sed -n "s/.* $1=\([^ ]*\).*/\1/p"; }
median() { tr ' ' '\n' | grep -v '^$' | sort -g | awk '{ a[NR] = $1 } END { print NR % 2 ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }
# The same median inside the awk programs that summarise the HTTP parts' results.tsv.
AWK_MEDIAN='
    function median(a, n,    i, j, t) {
        for (i = 2; i <= n; i++) for (j = i; j > 1 && a[j-1] > a[j]; j--) { t = a[j]; a[j] = a[j-1]; a[j-1] = t }
        return n % 2 ? a[(n+1)/2] : (a[n/2] + a[n/2+1]) / 2
    }'
max() { tr ' ' '\n' | grep -v '^$' | sort -g | tail -1; }

# ------------------------------------------------------------------ perft
if wanted perft; then
    log "perft: hakem and Stockfish, $PERFT_REPS rounds, both on CPU $CPU"
    l0=$(load1)
    REPS=$PERFT_REPS SKIP_BUILD=1 BUILD_DIR="$BUILD_DIR" "${PIN[@]}" bench/perft-vs-stockfish.sh \
        >"$OUT/perft.txt" 2>"$OUT/perft.log" || die "perft-vs-stockfish.sh failed; see $OUT/perft.log"
    l1=$(load1)
    while read -r line; do
        name=$(field name <<<"$line"); nodes=$(field nodes <<<"$line")
        awk -v n="$nodes" -v name="$name" -v sfb="$(field sf_best_s <<<"$line")" -v hkb="$(field hakem_best_s <<<"$line")" \
            -v sfc="$(field sf_median_cpu_s <<<"$line")" -v hkc="$(field hakem_median_cpu_s <<<"$line")" -v load="$l0→$l1" \
            'BEGIN { printf "perft\t%s (Mnodes/s)\t%.1f\tStockfish\t%.1f\tMnodes/s\t%.2f\t%.2f\t0.5\t%s\n",
                name, n / hkb / 1e6, n / sfb / 1e6, sfb / hkb, sfc / hkc, load }' >>"$ROWS"
    done < <(grep '^RESULT ' "$OUT/perft.log")
fi

# ------------------------------------------------------------------ in-process pairs
# side_run PART SIDE -> the RESULT line of one run (hakem in a fresh JVM, a peer in a fresh node)
side_run() {
    local part=$1 side=$2
    local args=(--runs "$RUNS" --warmup "$WARMUP")
    if [[ $part == replay ]]; then args=("$GAMES" "${args[@]}"); fi
    if [[ $side == hakem ]]; then
        "${PIN[@]}" "$JAVA" -cp "$CP" dev.hakem.bench.PeerWorkMain "$part" "${args[@]}"
    else
        "${PIN[@]}" node "$PEERS/work.mjs" "$part" "$side" "${args[@]}"
    fi | grep '^RESULT '
}

pair() { # PART UNIT TARGET_AGAINST_CHESSOPS TARGET_AGAINST_CHESSJS
    local part=$1 unit=$2 t_ops=$3 t_js=$4 r side line l0 l1 checks
    declare -A best cpu
    l0=$(load1)
    for ((r = 1; r <= ROUNDS; r++)); do
        for side in hakem chessops chess.js; do
            line=$(side_run "$part" "$side") || die "$part $side failed"
            printf 'round %d %s\n' "$r" "$line" >>"$OUT/$part.txt"
            log "$part round $r: $line"
            best[$side]="${best[$side]:-} $(field best_per_s <<<"$line")"
            cpu[$side]="${cpu[$side]:-} $(field median_cpu_per_s <<<"$line")"
        done
    done
    l1=$(load1)
    # Every side must have given the same answers (the check digest), or the comparison means nothing.
    checks=$(sed -n 's/.* check=\([^ ]*\).*/\1/p' "$OUT/$part.txt" | sort -u | wc -l)
    [[ $checks == 1 ]] || die "$part: the sides disagree on the answers; see $OUT/$part.txt"
    local hb hc
    hb=$(max <<<"${best[hakem]}"); hc=$(median <<<"${cpu[hakem]}")
    for side in chessops chess.js; do
        local pb pc target
        pb=$(max <<<"${best[$side]}"); pc=$(median <<<"${cpu[$side]}")
        target=$t_js; [[ $side == chessops ]] && target=$t_ops
        awk -v part="$part" -v unit="$unit" -v hb="$hb" -v pb="$pb" -v hc="$hc" -v pc="$pc" -v side="$side" \
            -v target="$target" -v load="$l0→$l1" 'BEGIN {
            printf "%s\t%s\t%.0f\t%s\t%.0f\t%s\t%.1f\t%.1f\t%s\t%s\n", part, unit, hb, side, pb, unit, hb / pb, hc / pc, target, load }' >>"$ROWS"
    done
}

if wanted replay; then
    log "replay of 200 real games from SAN with verdicts: hakem, chessops, chess.js; $ROUNDS rounds on CPU $CPU"
    pair replay "200 games replayed (games/s)" 10 -
fi
if wanted position; then
    log "kiwipete position report as JSON, in-process: hakem, chessops, chess.js; $ROUNDS rounds on CPU $CPU"
    pair position "kiwipete report (reports/s)" - -
fi

# ------------------------------------------------------------------ HTTP
if wanted http; then
    log "HTTP: hakem, the ceiling app and the Node (chess.js) peer under wrk ($LOAD_ROUNDS rounds of ${LOAD_DURATION}s)"
    l0=$(load1)
    OUT="$OUT/load" ROUNDS=$LOAD_ROUNDS DURATION=$LOAD_DURATION WARMUP=$LOAD_WARMUP PEER=1 bench/load/run.sh \
        >"$OUT/load.txt" 2>"$OUT/load.log" || die "bench/load/run.sh failed; see $OUT/load.log"
    l1=$(load1)
    awk -F'\t' -v load="$l0→$l1" "$AWK_MEDIAN"'
        NR == 1 { next }
        { k = $2; n[k]++; rps[k, n[k]] = $3; eff[k, n[k]] = $11 > 0 ? $10 / $11 : 0 }
        END {
            for (k in n) { for (i = 1; i <= n[k]; i++) { a[i] = rps[k, i]; b[i] = eff[k, i] } mr[k] = median(a, n[k]); me[k] = median(b, n[k]) }
            h = "hakem-position"
            printf "http\tPOST /v1/position kiwipete (req/s)\t%.0f\tnode + chess.js\t%.0f\treq/s\t%.1f\t%.1f\t25\t%s\n",
                mr[h], mr["node-position"], mr[h] / mr["node-position"], me[h] / me["node-position"], load
            printf "http\tPOST /v1/position kiwipete (req/s)\t%.0f\tceiling app\t%.0f\treq/s\t%.2f\t%.2f\t0.85\t%s\n",
                mr[h], mr["ceiling-position"], mr[h] / mr["ceiling-position"], me[h] / me["ceiling-position"], load
        }' "$OUT/load/results.tsv" >>"$ROWS"
fi

# ------------------------------------------------------------------ HTTP: the /v1/move hot path
if wanted move; then
    log "HTTP /v1/move: 10, 80, 300 plies x whole history / resume point x full / minimal answer, and their ceilings"
    l0=$(load1)
    skip_build=0; wanted http && skip_build=1
    OUT="$OUT/move" ROUNDS=$MOVE_ROUNDS DURATION=$MOVE_DURATION WARMUP=$MOVE_WARMUP SKIP_BUILD=$skip_build \
        bench/move/run.sh >"$OUT/move.txt" 2>"$OUT/move.log" || die "bench/move/run.sh failed; see $OUT/move.log"
    l1=$(load1)
    awk -F'\t' -v load="$l0→$l1" "$AWK_MEDIAN"'
        NR == 1 { next }
        { k = $2 SUBSEP $3 SUBSEP $4 SUBSEP $5; n[k]++; rps[k, n[k]] = $6; eff[k, n[k]] = $11 > 0 ? $10 / $11 : 0 }
        END {
            for (k in n) { for (i = 1; i <= n[k]; i++) { a[i] = rps[k, i]; b[i] = eff[k, i] } mr[k] = median(a, n[k]); me[k] = median(b, n[k]) }
            split("10 80 300", plies, " ")
            for (p = 1; p <= 3; p++) {
                N = plies[p]
                split("resume minimal 0.85|whole full -", cases, "|")
                for (c = 1; c <= 2; c++) {
                    split(cases[c], f, " ")
                    h = N SUBSEP f[1] SUBSEP f[2] SUBSEP "hakem"; x = N SUBSEP f[1] SUBSEP f[2] SUBSEP "ceiling"
                    printf "move\tPOST /v1/move, %s plies, %s, %s answer (req/s)\t%.0f\tceiling app\t%.0f\treq/s\t%.2f\t%.2f\t%s\t%s\n",
                        N, (f[1] == "resume" ? "resume point" : "whole history"), f[2], mr[h], mr[x],
                        mr[x] ? mr[h] / mr[x] : 0, me[x] ? me[h] / me[x] : 0, f[3], load
                }
            }
            a10 = 10 SUBSEP "resume" SUBSEP "minimal" SUBSEP "hakem"; a300 = 300 SUBSEP "resume" SUBSEP "minimal" SUBSEP "hakem"
            printf "move\tPOST /v1/move, resume point, minimal: 300 plies against 10 plies (req/s)\t%.0f\thakem at 10 plies\t%.0f\treq/s\t%.2f\t%.2f\t0.9\t%s\n",
                mr[a300], mr[a10], mr[a10] ? mr[a300] / mr[a10] : 0, me[a10] ? me[a300] / me[a10] : 0, load
            w10 = 10 SUBSEP "whole" SUBSEP "full" SUBSEP "hakem"; w300 = 300 SUBSEP "whole" SUBSEP "full" SUBSEP "hakem"
            printf "move\tPOST /v1/move, whole history, full: 300 plies against 10 plies (req/s)\t%.0f\thakem at 10 plies\t%.0f\treq/s\t%.2f\t%.2f\t-\t%s\n",
                mr[w300], mr[w10], mr[w10] ? mr[w300] / mr[w10] : 0, me[w10] ? me[w300] / me[w10] : 0, load
        }' "$OUT/move/results.tsv" >>"$ROWS"
fi

# ------------------------------------------------------------------ winnability (no peer)
if wanted winnability; then
    log "winnability: mixed set, one thread on CPU $CPU"
    l0=$(load1)
    "${PIN[@]}" "$JAVA" -cp "$CP" dev.hakem.bench.WinnabilityBench $WINNABILITY_ARGS --mixed --pgn "$ROOT/src/test/resources/pgn" \
        >"$OUT/winnability.txt" 2>&1 || die "WinnabilityBench failed; see $OUT/winnability.txt"
    l1=$(load1)
    wall=$(sed -n 's/^positions_per_second=[0-9]* (both sides each; analysis time only) \([0-9]*\).*/\1/p' "$OUT/winnability.txt")
    cpu=$(sed -n 's/^positions_per_cpu_second=\([0-9]*\).*/\1/p' "$OUT/winnability.txt")
    row winnability "mixed set, both sides (positions/s; CPU: per CPU-s)" "$wall (CPU $cpu)" "-" "-" "positions/s" "-" "-" "-" "$l0→$l1"
fi

# ------------------------------------------------------------------ start-up and memory (no peer)
if wanted start; then
    log "start-up: exec to first answer and RSS, $START_ROUNDS rounds of every variant (bench/start/run.sh)"
    l0=$(load1)
    OUT="$OUT/start" ROUNDS=$START_ROUNDS SOAK=$START_SOAK bench/start/run.sh \
        >"$OUT/start.txt" 2>"$OUT/start.log" || die "bench/start/run.sh failed; see $OUT/start.log"
    l1=$(load1)
    # Lower is better here, so the row's ratio is target / figure: met when it is at least 1.
    while read -r line; do
        v=$(field variant <<<"$line"); ms=$(field answer_ms <<<"$line"); cpu=$(field cpu_ms <<<"$line")
        rss=$(field rss_mb <<<"$line")
        awk -v v="$v" -v ms="$ms" -v cpu="$cpu" -v rss="$rss" -v load="$l0→$l1" 'BEGIN {
            printf "start\texec to first answer, %s (ms; CPU ms; RSS MB)\t%.0f (CPU %.0f; RSS %.0f)\ttarget\t1000\tms\t%.2f\t%.2f\t1\t%s\n",
                v, ms, cpu, rss, 1000 / ms, 1000 / ms, load }' >>"$ROWS"
    done < <(grep '^RESULT start ' "$OUT/start.txt")
    while read -r line; do
        row start "RSS after $(field seconds <<<"$line") s of soak, $(field variant <<<"$line") (MB)" \
            "$(field rss_mb <<<"$line")" "-" "-" "MB" "-" "-" "-" "$l0→$l1"
    done < <(grep '^RESULT soak ' "$OUT/start.txt")
fi

# ------------------------------------------------------------------ table
{
    echo
    cat "$OUT/environment.txt"
    echo "load:     $(cut -d' ' -f1-3 /proc/loadavg) at the end"
    echo
    echo "| part | work | hakem | peer | peer's figure | hakem / peer (wall) | hakem / peer (CPU) | target | met | load (1 min) |"
    echo "|---|---|---:|---|---:|---:|---:|---:|---|---|"
    awk -F'\t' '{
        met = "-"
        if ($9 != "-" && $9 != "") met = ($8 + 0 >= $9 + 0) ? "yes" : "**no**"
        printf "| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |\n", $1, $2, $3, $4, $5, $7, $8, ($9 == "-" ? "-" : "≥ " $9 "×"), met, $10
    }' "$ROWS"
    echo
    echo "wall: best of all runs (perft, in-process) or median of the rounds (HTTP); CPU: median over the runs of"
    echo "thread CPU time (hakem), process CPU time (node, Stockfish) or server CPU per request (HTTP)."
    echo "\"met\" is judged on the CPU ratio, which moves least with the machine's load. Raw output: $OUT"
} | tee "$OUT/summary.md"
