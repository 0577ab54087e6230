package dev.hakem.verdict.winnability;

import dev.hakem.chess.board.Attacks;
import dev.hakem.chess.board.Bitboards;
import dev.hakem.chess.board.Color;
import dev.hakem.chess.Position;
import dev.hakem.chess.board.Role;
import dev.hakem.chess.board.Square;

/**
 * The best-first search's estimate of how near a position is to a mate of the loser: lower is
 * nearer. It only orders the search (which position is expanded first), so it decides node counts
 * and which helpmate is found, never whether an answer is right.
 */
final class Score {

    /**
     * Weights of the estimate, tuned on minimal-material endings (K+N v K+P, opposite bishops,
     * K+B v K+N...) where a mate needs the loser's own pieces as blockers.
     *
     * @param noCheck          the loser's king not in check
     * @param flight           per flight square neither attacked by the winner nor blocked by the loser
     * @param corner           per king move from the loser's king to the corner where a mate is likely
     * @param king             per king move between the two kings
     * @param pawn             per rank a winner's pawn still has to go to promote
     * @param piece            per king move from a winner's piece to the loser's king
     * @param blocker          per king move beyond the first from a loser's man to its own king
     * @param loserPawn        per rank a loser's pawn still has to go to promote
     * @param loserPawnVMinors the same when the winner has only minor pieces
     * @param material         per pawn of the winner's material (queen 9, rook 5, minor 3)
     * @param ply              per ply from the root, added after scaling: nearer the root first among equals (with
     *                         many men, 4 rather than 1 gave helpmates a tenth shorter and fewer nodes on the
     *                         CHA-Solver corpora, more shortens them further at several times the nodes; the
     *                         minimal-material endings need the long manoeuvres a low weight finds)
     * @param scale            what the estimate is multiplied by before the plies are added
     */
    record Weights(int noCheck, int flight, int corner, int king, int pawn, int piece, int blocker, int loserPawn,
            int loserPawnVMinors, int material, int ply, int scale) {
        static final Weights TUNED = new Weights(4, 4, 2, 3, 2, 2, 6, 1, 4, 4, 1, 4);
        /** For a second search after a long helpmate: the plies weigh four times more still. */
        static final Weights SHORTER = new Weights(4, 4, 2, 3, 2, 2, 6, 1, 4, 4, 16, 4);
        /** With more than {@link #FEW_MEN} men besides the kings: the plies weigh more, for shorter helpmates. */
        static final Weights MANY_MEN = new Weights(4, 4, 2, 3, 2, 2, 6, 1, 4, 4, 4, 4);
        static final int FEW_MEN = 3;

        /** The weights for a search from this position. */
        static Weights of(Position p) {
            return Long.bitCount(p.occupied() & ~p.byRole(Role.KING)) > FEW_MEN ? MANY_MEN : TUNED;
        }
    }

    private final Color winner, loser;
    private final Weights w;

    Score(Color winner, Weights weights) {
        this.winner = winner;
        this.loser = winner.other();
        this.w = weights;
    }

    /** The search's priority for a position {@code ply} plies from the root. */
    int priority(Position p, int ply) {
        return estimate(p) * w.scale() + w.ply() * ply;
    }

    /**
     * Lower is closer to a mate of the loser: its king's square and flight squares attacked by
     * the winner or blocked by its own pieces, its king near a corner, the winner's pieces
     * near it, the winner's pawns advanced and its material kept.
     */
    int estimate(Position p) {
        int lk = p.kingSquare(loser);
        long loserPieces = p.byColor(loser);
        long attacked = p.attackedBy(winner);
        long kings = p.byRole(Role.KING), pawns = p.byRole(Role.PAWN);
        int s = 0;
        if ((attacked & (1L << lk)) == 0) s += w.noCheck();
        // Flight squares neither attacked by the winner nor blocked by the loser's own pieces.
        s += w.flight() * Long.bitCount(Attacks.king(lk) & ~loserPieces & ~attacked);
        long winnerBishops = p.byColor(winner) & p.byRole(Role.BISHOP);
        long winnerOthers = p.byColor(winner) & ~kings & ~winnerBishops;
        if (winnerOthers == 0 && winnerBishops != 0
                && ((winnerBishops & Bitboards.LIGHT_SQUARES) == 0 || (winnerBishops & Bitboards.DARK_SQUARES) == 0)) {
            // Bishops of one colour only: a mate is in a corner of that colour.
            boolean light = (winnerBishops & Bitboards.LIGHT_SQUARES) != 0;
            s += w.corner() * colourCornerDistance(lk, light);
        } else {
            s += w.corner() * cornerDistance(lk);
        }
        s += w.king() * distance(p.kingSquare(winner), lk);
        long own = p.byColor(winner) & ~kings;
        for (long x = own; x != 0; x &= x - 1) {
            int sq = Long.numberOfTrailingZeros(x);
            if ((pawns & (1L << sq)) != 0) {
                int advance = winner == Color.WHITE ? Square.rank(sq) : 7 - Square.rank(sq);
                s += w.pawn() * (7 - advance);
            } else {
                s += w.piece() * distance(sq, lk);
            }
        }
        long winnerMen = p.byColor(winner) & ~kings;
        // With only minor pieces the winner's mate nearly always needs the loser's own blockers,
        // often a piece the loser promotes for it (under-promoted to a knight, say).
        int loserPawnWeight = (winnerMen & (pawns | p.byRole(Role.ROOK) | p.byRole(Role.QUEEN))) == 0
                ? w.loserPawnVMinors() : w.loserPawn();
        for (long x = loserPieces & ~kings; x != 0; x &= x - 1) {
            int sq = Long.numberOfTrailingZeros(x);
            s += w.blocker() * (distance(sq, lk) - 1);
            // The loser's pawns pushed on: a promoted piece can be the blocker a mate needs.
            if ((pawns & (1L << sq)) != 0) {
                int advance = loser == Color.WHITE ? Square.rank(sq) : 7 - Square.rank(sq);
                s += loserPawnWeight * (7 - advance);
            }
        }
        s -= w.material() * (Long.bitCount(own & p.byRole(Role.QUEEN)) * 9 + Long.bitCount(own & p.byRole(Role.ROOK)) * 5
                + Long.bitCount(own & (p.byRole(Role.BISHOP) | p.byRole(Role.KNIGHT))) * 3 + Long.bitCount(own & pawns));
        return s;
    }

    static int distance(int a, int b) {
        return Math.max(Math.abs(Square.file(a) - Square.file(b)), Math.abs(Square.rank(a) - Square.rank(b)));
    }

    /** King moves to the nearer corner of the given colour (a1 and h8 are dark, a8 and h1 light). */
    static int colourCornerDistance(int sq, boolean light) {
        return light ? Math.min(distance(sq, 56), distance(sq, 7)) : Math.min(distance(sq, 0), distance(sq, 63));
    }

    static int cornerDistance(int sq) {
        int f = Square.file(sq), r = Square.rank(sq);
        return Math.max(Math.min(f, 7 - f), Math.min(r, 7 - r));
    }
}
