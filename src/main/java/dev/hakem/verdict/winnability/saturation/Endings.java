package dev.hakem.verdict.winnability.saturation;

import dev.hakem.chess.Position;
import dev.hakem.chess.board.Attacks;

/**
 * The moves {@link Reach} leaves out because they end the game before a mate: a king's move that
 * stalemates the other side, and a move of the loser that mates the winner. Each test asks for
 * reasons the move itself cannot undo: pieces that never move and are never taken, attacks by pieces
 * that are never taken from wherever they stand, and the move's own square and lines; the sets
 * before the move hold (it is the first move of its game to leave them).
 */
final class Endings {
    private Endings() {}

    /**
     * The king's targets (colour c) less those where it stalemates the other side: no piece of that
     * side but its king ever moves, and wherever that king may stand, this king on its new square
     * leaves it no square: each neighbour is next to this king, attacked by a piece of colour c that
     * is never taken (from wherever it stands, this king counted in the way), or held by a piece of
     * its own that never moves and is never taken. Those reasons hold still once this king has
     * stepped out of its set, so the move ends the game drawn, or never happens. Kept when this king,
     * if it has never moved, is what holds a piece of the other side back, and when leaving
     * {@code from} might open a line for a slider of colour c, which would check instead.
     */
    static long notStalemating(Reach r, int c, int from, long targets) {
        int e = 1 - c;
        if ((r.side[e] & ~r.kings & ~r.lone) != 0 || targets == 0) return targets;
        long king = r.side[c] & r.kings;
        if ((r.steady & king) != 0)
            for (long x = r.side[e] & ~r.kings; x != 0; x &= x - 1) {
                int s = Long.numberOfTrailingZeros(x);
                if ((r.moves(s, e, s, r.steady & ~king) & ~r.moves(s, e, s)) != 0) return targets;
            }
        long region = r.reach[Long.numberOfTrailingZeros(r.side[e] & r.kings)], around = region;
        for (long k = region; k != 0; k &= k - 1) around |= Attacks.king(Long.numberOfTrailingZeros(k));
        for (long t = targets; t != 0; t &= t - 1) {
            int to = Long.numberOfTrailingZeros(t);
            long near = Attacks.king(to) | (1L << to);
            // A move that takes none of those squares is let be (no need to ask, and it is always sound to keep one).
            if ((around & near) == 0 || mayUncover(r, c, from, to, region)) continue;
            long held = near | r.lastingAttacks(c, ~r.clear | (1L << to), ~r.kings) | (r.steady & r.side[e] & ~(1L << to));
            boolean stuck = true;
            for (long k = region & ~near; k != 0 && stuck; k &= k - 1)
                stuck = (Attacks.king(Long.numberOfTrailingZeros(k)) & ~held) == 0;
            if (stuck) targets &= ~(1L << to);
        }
        return targets;
    }

    /**
     * Whether the king of colour c stepping from {@code from} to {@code to} might open a line from a
     * square a slider of its side may stand on to one the enemy king may stand on (of the pieces in
     * the way, only steady ones counted).
     */
    private static boolean mayUncover(Reach r, int c, int from, int to, long region) {
        for (long k = region; k != 0; k &= k - 1) {
            int sq = Long.numberOfTrailingZeros(k);
            long line = Attacks.line(from, sq);
            if (line == 0 || (line & (1L << to)) != 0) continue;
            boolean diagonal = (Attacks.bishop(from, 0) & (1L << sq)) != 0;
            for (long x = r.side[c] & ~r.kings; x != 0; x &= x - 1) {
                int s = Long.numberOfTrailingZeros(x);
                if ((r.promoting & (1L << s)) != 0) return true;
                int role = r.role[s];
                if (role != Position.QUEEN && role != (diagonal ? Position.BISHOP : Position.ROOK)) continue;
                for (long y = r.reach[s] & line; y != 0; y &= y - 1) {
                    long between = Attacks.between(Long.numberOfTrailingZeros(y), sq);
                    if ((between & (1L << from)) != 0 && (between & r.steady & ~(1L << from)) == 0) return true;
                }
            }
        }
        return false;
    }

    /**
     * The loser's piece's targets less those where it mates the winner: the winner's king never moves,
     * the piece checks it there across squares no piece ever stands on, no piece of the winner may take
     * it or step between (moves from anywhere in their sets, with only the steady pieces in the way),
     * and every square around the king holds a steady piece of the winner or is attacked: by the
     * checker, or by a piece of the loser that is never taken, from wherever it stands.
     */
    static long notMatingWinner(Reach r, int s, int c, int from, long targets) {
        int w = 1 - c, king = Long.numberOfTrailingZeros(r.side[w] & r.kings);
        if (r.role[s] == Position.KING || (r.promoting & (1L << s)) != 0 || (r.steady & (1L << king)) == 0) return targets;
        long reply = -2;
        for (long t = targets & ~Reach.LAST_RANKS; t != 0; t &= t - 1) {
            int to = Long.numberOfTrailingZeros(t);
            long check = Reach.attacks(r.role[s], c, to, ~r.clear & ~(1L << king));
            if ((check & (1L << king)) == 0) continue;
            if (reply == -2) reply = replies(r, w, r.steady & ~(1L << s));
            // Taking the checker, stepping between, or taking en passant the pawn that has just stepped two squares.
            long answers = Attacks.between(to, king) | (1L << to) | (r.role[s] == Position.PAWN ? Attacks.between(from, to) : 0);
            if ((reply & answers) != 0) continue;
            // A piece of the winner taken on the target no longer holds its square: the king may take back there.
            long held = (r.steady & r.side[w] & ~(1L << to)) | check | r.lastingAttacks(c, ~r.clear | (1L << to), ~(1L << s));
            if ((Attacks.king(king) & ~held) == 0) targets &= ~(1L << to);
        }
        return targets;
    }

    /** Every square a piece of colour c other than its king might move to from anywhere in its set, with the given pieces in the way. */
    private static long replies(Reach r, int c, long blockers) {
        long out = 0;
        for (long x = r.side[c] & ~r.kings; x != 0; x &= x - 1) {
            int s = Long.numberOfTrailingZeros(x);
            if ((r.promoting & (1L << s)) != 0) return -1L;
            for (long q = r.reach[s]; q != 0; q &= q - 1) {
                int sq = Long.numberOfTrailingZeros(q);
                out |= r.role[s] == Position.PAWN ? Attacks.pawn(c, sq) | pushes(c, sq) : Reach.attacks(r.role[s], c, sq, blockers);
            }
        }
        return out;
    }

    private static long pushes(int c, int sq) {
        return c == 0 ? (1L << sq << 8) | (1L << sq << 16) : (1L << sq >>> 8) | (1L << sq >>> 16);
    }
}
