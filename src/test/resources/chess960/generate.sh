#!/usr/bin/env bash
# Regenerates the Chess960 perft counts the tests compare with, from Stockfish (UCI_Chess960):
#   starts-depth3.csv  every start position 0-959 (Scharnagl numbering) at depth 3
#   starts-deep.csv    a sample of 20 start positions at depths 4 and 5
#   positions.csv      positions past the start (castling edge cases), given in positions.txt
# Usage: src/test/resources/chess960/generate.sh [path/to/stockfish]   (apt-get install -y stockfish)
set -euo pipefail
cd "$(dirname "$0")"
SF=${1:-${STOCKFISH:-/usr/games/stockfish}}
[ -x "$SF" ] || { echo "no Stockfish at $SF (apt-get install -y stockfish)" >&2; exit 2; }

# Scharnagl's numbering: n -> back rank, written independently of the code under test.
start_fen() {
  awk -v n="$1" 'BEGIN {
    for (i = 0; i < 8; i++) r[i] = "";
    light = n % 4; n = int(n / 4); r[2 * light + 1] = "b";
    dark = n % 4; n = int(n / 4); r[2 * dark] = "b";
    q = n % 6; n = int(n / 6);
    k = 0; for (i = 0; i < 8; i++) if (r[i] == "") { if (k == q) { r[i] = "q"; break } k++ }
    split("0 1|0 2|0 3|0 4|1 2|1 3|1 4|2 3|2 4|3 4", pairs, "|"); split(pairs[n + 1], kn, " ");
    k = 0; for (i = 0; i < 8; i++) if (r[i] == "") { if (k == kn[1] || k == kn[2]) r[i] = "n"; k++ }
    split("r k r", rest, " "); k = 1; for (i = 0; i < 8; i++) if (r[i] == "") r[i] = rest[k++];
    black = ""; for (i = 0; i < 8; i++) black = black r[i];
    print black "/pppppppp/8/8/8/8/PPPPPPPP/" toupper(black) " w KQkq - 0 1" }'
}

# perft FEN DEPTH: Stockfish's "Nodes searched" for a Chess960 position.
perft() {
  printf 'uci\nsetoption name UCI_Chess960 value true\nposition fen %s\ngo perft %s\nquit\n' "$1" "$2" \
    | "$SF" | awk '/^Nodes searched/ { print $3 }'
}

{
  echo "number,fen,depth,nodes"
  for n in $(seq 0 959); do
    fen=$(start_fen "$n"); echo "$n,$fen,3,$(perft "$fen" 3)"
  done
} > starts-depth3.csv

{
  echo "number,fen,depth,nodes"
  for n in 0 1 17 99 148 223 300 333 404 459 518 555 613 666 707 777 812 888 901 959; do
    fen=$(start_fen "$n")
    for d in 4 5; do echo "$n,$fen,$d,$(perft "$fen" "$d")"; done
  done
} > starts-deep.csv

{
  echo "fen;depth;nodes"
  grep -v '^#' positions.txt | while IFS=';' read -r fen depth; do
    [ -n "$fen" ] && echo "$fen;$depth;$(perft "$fen" "$depth")"
  done
} > positions.csv
