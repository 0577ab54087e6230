#!/usr/bin/env bash
# bench/run-all.sh on an earlier revision and on the working tree, alternately, round after round, so
# that the machine's load falls on both alike; then one table of hakem's own figures side by side.
#
#   bench/before-after.sh REV            e.g. bench/before-after.sh origin/main~5
#
# Environment (defaults in brackets):
#   PAIRS [2]   rounds; each round runs REV, then the working tree
#   SKIP [""]   parts of run-all.sh to leave out (perft replay position http winnability)
#   any other run-all.sh setting (ROUNDS, RUNS, LOAD_ROUNDS...) is passed on; by default one round
#   of each part per run: the rounds of this script take their place.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
REV=${1:?usage: bench/before-after.sh REV}
PAIRS=${PAIRS:-2}
export ROUNDS=${ROUNDS:-1} PERFT_REPS=${PERFT_REPS:-1} LOAD_ROUNDS=${LOAD_ROUNDS:-1}
OUT=${OUT:-$ROOT/bench/results/before-after-$(date -u +%Y%m%d-%H%M%S)}
BEFORE=${BEFORE_DIR:-$ROOT/target-before-tree}
mkdir -p "$OUT"

. "$ROOT/bench/lib.sh"

if [[ ! -d $BEFORE ]]; then
    git worktree add --detach "$BEFORE" "$REV" >&2
else
    git -C "$BEFORE" checkout --detach -q "$REV"
fi
# The earlier tree's peers are the same packages: share the installed ones.
if [[ -d bench/peers/node_modules && ! -e $BEFORE/bench/peers/node_modules ]]; then
    ln -s "$ROOT/bench/peers/node_modules" "$BEFORE/bench/peers/node_modules"
fi
echo "before: $REV ($(git -C "$BEFORE" rev-parse --short HEAD)); after: working tree at $(git rev-parse --short HEAD)" \
    | tee "$OUT/revisions.txt" >&2

for ((p = 1; p <= PAIRS; p++)); do
    for side in before after; do
        dir=$ROOT; [[ $side == before ]] && dir=$BEFORE
        log "round $p: $side"
        (cd "$dir" && OUT="$OUT/$side-$p" bench/run-all.sh >"$OUT/$side-$p.log" 2>&1) \
            || { log "run-all.sh failed on $side; see $OUT/$side-$p.log"; exit 1; }
    done
done

# rows.tsv: part, work, hakem, peer name, peer, unit, ratio (wall), ratio (CPU), target, load.
# Per row: hakem's figure (median over the rounds) before and after, and the ratio to the peer's.
{
    echo "| part | work | peer | before: hakem | after: hakem | after / before | before: ratio (CPU) | after: ratio (CPU) |"
    echo "|---|---|---|---:|---:|---:|---:|---:|"
    for side in before after; do
        for ((p = 1; p <= PAIRS; p++)); do
            awk -F'\t' -v side="$side" '{ print side "\t" $1 "\t" $2 "\t" $4 "\t" $3 "\t" $8 }' "$OUT/$side-$p/rows.tsv"
        done
    done | awk -F'\t' '
        function median(s,    a, n, i, j, t) {
            n = split(s, a, " ")
            for (i = 2; i <= n; i++) for (j = i; j > 1 && a[j-1] + 0 > a[j] + 0; j--) { t = a[j]; a[j] = a[j-1]; a[j-1] = t }
            return n % 2 ? a[(n+1)/2] : (a[n/2] + a[n/2+1]) / 2
        }
        {
            k = $2 "\t" $3 "\t" $4
            if (!(k in seen)) { seen[k] = 1; order[++n] = k }
            fig = $5; sub(/ .*/, "", fig)
            h[$1, k] = h[$1, k] " " fig; r[$1, k] = r[$1, k] " " $6
        }
        END {
            for (i = 1; i <= n; i++) {
                k = order[i]; split(k, f, "\t")
                b = median(h["before", k]); a = median(h["after", k])
                printf "| %s | %s | %s | %s | %s | %s | %s | %s |\n", f[1], f[2], f[3], b, a,
                    (b > 0 ? sprintf("%.2f", a / b) : "-"), median(r["before", k]), median(r["after", k])
            }
        }'
    echo
    echo "medians over $PAIRS rounds, each round REV then the working tree; raw output in $OUT"
} | tee "$OUT/summary.md"
