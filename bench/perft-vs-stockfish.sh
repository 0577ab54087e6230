#!/usr/bin/env bash
# Single-threaded perft speed of hakem (MoveGen.perft) beside Stockfish's `go perft`, on the
# same machine in the same run: start position depth 6 and kiwipete depth 5, and beside them the
# same in Chess960 (UCI_Chess960): start 0 (BBQNNRKR) depth 6 and a middle game with castling both
# ways depth 6, so that Chess960's speed can be compared with standard chess's.
#
# Usage: bench/perft-vs-stockfish.sh            (from anywhere; works on the checkout it is in)
# Environment:
#   JAVA_HOME    JVM to run hakem with (default: Java 17, /usr/lib/jvm/java-17-openjdk-amd64)
#   JAVA_OPTS    extra JVM options for the hakem runs (default none)
#   REPS         rounds; each round runs Stockfish then hakem on both positions (default 3)
#   HAKEM_RUNS   timed perft runs per position in each hakem round (default 3)
#   WARMUP       seconds of hakem warm-up per position in each round (default 5)
#   BUILD_DIR    Maven output directory (default target-bench)
#   STOCKFISH    Stockfish binary (default: stockfish on PATH, else /usr/games/stockfish)
#   SKIP_BUILD=1 reuse the classes already in BUILD_DIR
# Exit status: 0 when every count matched the published one, 1 otherwise.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
REPS=${REPS:-3}
HAKEM_RUNS=${HAKEM_RUNS:-3}
WARMUP=${WARMUP:-5}
BUILD_DIR=${BUILD_DIR:-target-bench}

NAMES=(start kiwipete chess960 chess960-middle)
DEPTHS=(6 5 6 6)
EXPECTED=(119060324 193690690 121983565 227689589)
C960=$'setoption name UCI_Chess960 value true\n'
SF_POSITION=("position startpos"
             "position fen r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
             "${C960}position fen bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1"
             "${C960}position fen bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9")

. "$ROOT/bench/lib.sh"
LOG_TIMESTAMP=0
DIE_PREFIX='perft-vs-stockfish: '

# ---------------------------------------------------------------- JVM
if [[ -z "${JAVA_HOME:-}" ]]; then
    if [[ -x /usr/lib/jvm/java-17-openjdk-amd64/bin/java ]]; then
        JAVA_HOME=/usr/lib/jvm/java-17-openjdk-amd64
    else
        JAVA_HOME=$(dirname "$(dirname "$(readlink -f "$(command -v java)")")")
    fi
fi
export JAVA_HOME
JAVA="$JAVA_HOME/bin/java"
[[ -x "$JAVA" ]] || die "no java at $JAVA"
JAVA_VERSION=$("$JAVA" -XshowSettings:properties -version 2>&1 | awk -F' = ' '/java.runtime.version/{print $2}')

# ---------------------------------------------------------------- Stockfish
find_stockfish() {
    if [[ -n "${STOCKFISH:-}" ]]; then echo "$STOCKFISH"
    elif command -v stockfish >/dev/null 2>&1; then command -v stockfish
    elif [[ -x /usr/games/stockfish ]]; then echo /usr/games/stockfish
    fi
}
SF=$(find_stockfish)
if [[ -z "$SF" ]]; then
    log "Stockfish not found; installing the Debian package"
    SUDO=; [[ $(id -u) -eq 0 ]] || SUDO=sudo
    $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y stockfish >&2 \
        || { $SUDO apt-get update >&2 && $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y stockfish >&2; }
    SF=$(find_stockfish)
    [[ -n "$SF" ]] || die "stockfish still not found after installing"
fi

CLK_TCK=$(getconf CLK_TCK)

# CPU time (user + system, all threads) of a process so far, in clock ticks.
cpu_ticks() {
    local stat
    stat=$(< "/proc/$1/stat")
    stat=${stat##*) }           # drop "pid (comm) ": the fields now start at the state
    local -a f=($stat)
    echo $((f[11] + f[12]))     # utime, stime
}

# Runs one `go perft` in a fresh Stockfish and prints "<nodes> <wall seconds> <CPU seconds>".
# The clocks start after the engine has answered readyok to the position (so start-up and
# network loading are not counted) and stop when "Nodes searched" arrives.
sf_perft() {
    local position=$1 depth=$2 line t0 t1 c0 c1 nodes=
    coproc SFP { exec "$SF" 2>&1; }
    local in=${SFP[1]} out=${SFP[0]} pid=$SFP_PID
    printf 'uci\nsetoption name Threads value 1\n%s\nisready\n' "$position" >&"$in"
    while IFS= read -r line <&"$out"; do [[ $line == readyok* ]] && break; done
    c0=$(cpu_ticks "$pid")
    t0=$EPOCHREALTIME
    printf 'go perft %s\n' "$depth" >&"$in"
    while IFS= read -r line <&"$out"; do
        if [[ $line == "Nodes searched: "* ]]; then nodes=${line#Nodes searched: }; break; fi
    done
    t1=$EPOCHREALTIME
    c1=$(cpu_ticks "$pid")
    printf 'quit\n' >&"$in" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    [[ -n $nodes ]] || die "no 'Nodes searched' line from $SF"
    awk -v n="$nodes" -v a="$t0" -v b="$t1" -v c="$((c1 - c0))" -v hz="$CLK_TCK" \
        'BEGIN { printf "%s %.6f %.6f\n", n, b - a, c / hz }'
}

SF_VERSION=$(printf 'uci\nquit\n' | "$SF" 2>/dev/null | awk '/^id name/{sub(/^id name /, ""); print; exit}')

# ---------------------------------------------------------------- hakem build
cd "$ROOT"
if [[ "${SKIP_BUILD:-0}" != 1 ]]; then
    log "building hakem (./mvnw -o -q -Pbench -Dbuild.dir=$BUILD_DIR test-compile)"
    ./mvnw -o -q -Pbench -Dbuild.dir="$BUILD_DIR" test-compile >&2 || die "build failed"
fi
CP="$ROOT/$BUILD_DIR/classes:$ROOT/$BUILD_DIR/test-classes"
[[ -f "$ROOT/$BUILD_DIR/test-classes/dev/hakem/bench/PerftMain.class" ]] || die "PerftMain not built in $BUILD_DIR"

# ---------------------------------------------------------------- measure
read -r LOAD1 LOAD5 LOAD15 _ < /proc/loadavg
CPU=$(awk -F': ' '/^model name/{print $2; exit}' /proc/cpuinfo)
log "machine: $(nproc) CPUs, $CPU"
log "java: $JAVA_VERSION ($JAVA)"
log "stockfish: $SF_VERSION ($SF)"
log "load average before: $LOAD1 $LOAD5 $LOAD15"
if awk -v l="$LOAD1" -v n="$(nproc)" 'BEGIN { exit !(l > n / 2) }'; then
    log "WARNING: 1-minute load $LOAD1 on $(nproc) CPUs; other work may skew the figures"
fi

declare -a SF_TIMES HK_TIMES SF_CPU HK_CPU   # space-separated seconds per position index
status=0
for ((r = 1; r <= REPS; r++)); do
    for i in "${!NAMES[@]}"; do
        res=$(sf_perft "${SF_POSITION[$i]}" "${DEPTHS[$i]}") || die "Stockfish run failed"
        read -r nodes secs cpu <<<"$res"
        if [[ $nodes != "${EXPECTED[$i]}" ]]; then
            log "Stockfish ${NAMES[$i]}: $nodes nodes, expected ${EXPECTED[$i]}"; status=1
        fi
        SF_TIMES[$i]="${SF_TIMES[$i]:-} $secs"
        SF_CPU[$i]="${SF_CPU[$i]:-} $cpu"
        log "round $r stockfish ${NAMES[$i]} depth ${DEPTHS[$i]}: $nodes nodes in $secs s (CPU $cpu s)"
    done
    hk_out=$("$JAVA" ${JAVA_OPTS:-} -cp "$CP" dev.hakem.bench.PerftMain --runs "$HAKEM_RUNS" --warmup "$WARMUP" "${NAMES[@]}") || status=1
    printf '%s\n' "$hk_out" | sed "s/^/round $r hakem /" >&2
    for i in "${!NAMES[@]}"; do
        line=$(printf '%s\n' "$hk_out" | grep "^PERFT name=${NAMES[$i]} ") || die "no result line for ${NAMES[$i]}"
        [[ $line == *" ok=true "* ]] || status=1
        times=$(sed -E 's/.* times_s=([0-9.,]+).*/\1/' <<<"$line")
        cpus=$(sed -E 's/.* cpu_times_s=([0-9.,]+).*/\1/' <<<"$line")
        HK_TIMES[$i]="${HK_TIMES[$i]:-} ${times//,/ }"
        HK_CPU[$i]="${HK_CPU[$i]:-} ${cpus//,/ }"
    done
done
read -r LOAD1A LOAD5A LOAD15A _ < /proc/loadavg

# ---------------------------------------------------------------- report
stats() { # seconds... -> "best median"
    tr ' ' '\n' <<<"$*" | grep -v '^$' | sort -g | awk '{ a[NR] = $1 } END {
        m = NR % 2 ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2; printf "%s %s\n", a[1], m }'
}
echo
echo "date:      $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "machine:   $(nproc) CPUs, $CPU"
echo "java:      $JAVA_VERSION"
echo "stockfish: $SF_VERSION"
echo "load:      before $LOAD1 $LOAD5 $LOAD15, after $LOAD1A $LOAD5A $LOAD15A"
echo "rounds:    $REPS (Stockfish: 1 perft per position per round; hakem: $HAKEM_RUNS timed perfts after ${WARMUP}s warm-up per position per round)"
echo
printf '%-15s %5s %10s %14s %10s %12s %14s\n' position depth nodes stockfish_Mnps hakem_Mnps ratio_hk/sf "(median ratio)"
for i in "${!NAMES[@]}"; do
    read -r sfb sfm < <(stats ${SF_TIMES[$i]})
    read -r hkb hkm < <(stats ${HK_TIMES[$i]})
    read -r sfcb sfcm < <(stats ${SF_CPU[$i]})
    read -r hkcb hkcm < <(stats ${HK_CPU[$i]})
    awk -v n="${EXPECTED[$i]}" -v name="${NAMES[$i]}" -v d="${DEPTHS[$i]}" \
        -v sfb="$sfb" -v sfm="$sfm" -v hkb="$hkb" -v hkm="$hkm" \
        -v sfcb="$sfcb" -v sfcm="$sfcm" -v hkcb="$hkcb" -v hkcm="$hkcm" 'BEGIN {
        printf "%-15s %5d %10d %14.1f %10.1f %12.2f %14.2f\n", name, d, n, n / sfb / 1e6, n / hkb / 1e6,
            sfb / hkb, sfm / hkm
        printf "RESULT name=%s depth=%d nodes=%d sf_best_s=%s sf_median_s=%s hakem_best_s=%s hakem_median_s=%s" \
            " sf_best_cpu_s=%s sf_median_cpu_s=%s hakem_best_cpu_s=%s hakem_median_cpu_s=%s\n",
            name, d, n, sfb, sfm, hkb, hkm, sfcb, sfcm, hkcb, hkcm > "/dev/stderr"
    }'
done
echo
echo "Mnps from the best wall-clock time of all rounds; ratio > 1 means hakem is faster."
echo
echo "The same from CPU time (Stockfish: the process, ${CLK_TCK} ticks/s; hakem: the perft thread):"
printf '%-15s %5s %10s %14s %10s %12s %14s\n' position depth nodes stockfish_Mnps hakem_Mnps ratio_hk/sf "(median ratio)"
for i in "${!NAMES[@]}"; do
    read -r sfcb sfcm < <(stats ${SF_CPU[$i]})
    read -r hkcb hkcm < <(stats ${HK_CPU[$i]})
    awk -v n="${EXPECTED[$i]}" -v name="${NAMES[$i]}" -v d="${DEPTHS[$i]}" \
        -v sfb="$sfcb" -v sfm="$sfcm" -v hkb="$hkcb" -v hkm="$hkcm" 'BEGIN {
        printf "%-15s %5d %10d %14.1f %10.1f %12.2f %14.2f\n", name, d, n, n / sfb / 1e6, n / hkb / 1e6,
            sfb / hkb, sfm / hkm
    }'
done
exit $status
