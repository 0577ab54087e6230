package dev.hakem.verdict.winnability.saturation;

import dev.hakem.chess.Position;
import dev.hakem.chess.board.Attacks;
import dev.hakem.chess.board.Color;
import dev.hakem.chess.text.Phrase;

/**
 * A static proof that a side can never checkmate, from where each piece may ever stand ({@link Reach}):
 * a mate needs the loser's king on a square of its set, a piece of the winner that can check it
 * there from a square of its own set, and every flight square of that king within its set either
 * covered by a piece of the winner, the winner's king among them, or taken by a piece of the loser
 * (one piece a square). When no square of the king's set allows all of that, no mate exists.
 *
 * <p>Each condition is one every mate meets, taken loosely (lines blocked only by steady pieces,
 * every flight square out of the king's set counted as covered), so the proof errs only toward
 * "no proof". A piece that may be taken but never moves before it is (steady and capturable)
 * weakens the sets a lot, as it stops being a wall; the proof then splits the games in two,
 * those where it is never taken on its square and those where it never moves, and proves each
 * (up to {@link #MAX_SPLIT} such pieces, one at a time, and every combination of up to
 * {@link #MAX_COMBINED}).
 *
 * <p>A package of its own beside the winnability steps, which call it: only this class is seen there.
 */
public final class Saturation {
    private Saturation() {}

    static final int MAX_SPLIT = 4, MAX_COMBINED = 3;

    /**
     * A reason when the analysis proves that {@code winner} can never checkmate from p, else null.
     * Without castling rights only: a castling king and rook jump.
     */
    public static Phrase proveNoMate(Position p, Color winner) {
        if (p.castlingRights() != 0) return null;
        int w = winner.ordinal();
        Reach base = Reach.until(p, 0, 0, w);
        if (!base.stopped && !mayMate(base, w, true)) return reason(winner);
        long atRisk = base.firstAtRisk;
        int n = Long.bitCount(atRisk);
        if (n == 0 || n > MAX_SPLIT) return null;
        for (long x = atRisk; x != 0; x &= x - 1) {
            long one = x & -x;
            if (!mayMate(p, one, 0, w) && !mayMate(p, 0, one, w)) return reason(winner);
        }
        if (n == 1 || n > MAX_COMBINED) return null;
        // Every piece either never taken on its square or never moving: each combination a case.
        for (long safe = atRisk; ; safe = (safe - 1) & atRisk) {
            if (mayMate(p, safe, atRisk & ~safe, w)) return null;
            if (safe == 0) return reason(winner);
        }
    }

    private static boolean mayMate(Position p, long safe, long stuck, int w) {
        Reach r = Reach.until(p, safe, stuck, w);
        return r.stopped || mayMate(r, w, true);
    }

    /** The squares of the pieces that provably never move and are never taken (0 when castling is still possible). */
    public static long steady(Position p) {
        if (p.castlingRights() != 0) return 0;
        return Reach.of(p, 0, 0).steady;
    }

    private static Phrase reason(Color winner) {
        return Phrase.of("win.saturation." + winner.label());
    }

    /**
     * Whether the sets leave room for a mate of the loser by the winner (colour index w). Only on
     * {@code saturated} sets are flight squares out of the king's set skipped (a king can step to any
     * free, unattacked one, so the final set holds it); midway every flight square counts, so that room
     * found midway stays in the final sets.
     */
    static boolean mayMate(Reach r, int w, boolean saturated) {
        int l = 1 - w;
        int loserKing = Long.numberOfTrailingZeros(r.side[l] & r.kings);
        int winnerKing = Long.numberOfTrailingZeros(r.side[w] & r.kings);
        long region = r.reach[loserKing];
        // Lines through the loser's king stay open: a check reaches past it.
        long blockers = r.steady & ~(1L << loserKing);
        long covered = 0;
        for (long x = r.side[w] & ~r.kings; x != 0; x &= x - 1) {
            int s = Long.numberOfTrailingZeros(x);
            boolean promotes = (r.promoting & (1L << s)) != 0;
            for (long q = r.reach[s]; q != 0; q &= q - 1) {
                int sq = Long.numberOfTrailingZeros(q);
                covered |= Reach.attacks(r.role[s], w, sq, blockers);
                if (promotes) covered |= Attacks.queen(sq, blockers) | Attacks.knight(sq);
            }
        }
        long checkable = region & covered;
        if (checkable == 0) return false;
        long loserMen = r.side[l] & ~r.kings;
        long kingSquares = r.reach[winnerKing];
        for (long k = checkable; k != 0; k &= k - 1) {
            int sq = Long.numberOfTrailingZeros(k);
            long around = Attacks.king(sq);
            long open = around & (saturated ? region : -1L) & ~covered;
            if (blocked(r, loserMen, open)) return true;
            for (long x = kingSquares & ~around & ~(1L << sq); x != 0; x &= x - 1)
                if (blocked(r, loserMen, open & ~Attacks.king(Long.numberOfTrailingZeros(x)))) return true;
        }
        return false;
    }

    /**
     * Whether the loser's pieces can stand on all these squares at once: one piece a square, each
     * only on squares of its set (Hall's condition, over the at most eight squares).
     */
    private static boolean blocked(Reach r, long men, long squares) {
        if (squares == 0) return true;
        if (Long.bitCount(squares) > Long.bitCount(men)) return false;
        for (long sub = squares; sub != 0; sub = (sub - 1) & squares) {
            int able = 0;
            for (long x = men; x != 0; x &= x - 1)
                if ((r.reach[Long.numberOfTrailingZeros(x)] & sub) != 0) able++;
            if (able < Long.bitCount(sub)) return false;
        }
        return true;
    }
}
