package dev.hakem.verdict.winnability;

import dev.hakem.chess.Position;
import dev.hakem.chess.board.Attacks;
import dev.hakem.chess.board.Bitboards;
import dev.hakem.chess.board.Color;
import dev.hakem.chess.board.Role;
import dev.hakem.chess.board.Square;

/**
 * A lower bound on the moves the winner needs before any of its men can give check, while the loser's
 * king makes a given number of moves: a mate needs a check, so a line with fewer winner moves left
 * than this cannot end in mate. Every estimate is taken on an empty board (blockers only lengthen a
 * route) and over every square the loser's king could reach, so the bound is never too high:
 * <ul>
 *   <li>a knight: its knight-move distance to a square from which it attacks one of those squares;</li>
 *   <li>a bishop, rook or queen: 0 on such a line already (a discovered check), 1 when one move reaches
 *       one, else 2 (a bishop never, for squares of the other colour only);</li>
 *   <li>a pawn: the ranks it must still advance to check, or to promote (the promoted piece may check
 *       at once), a double step counted;</li>
 *   <li>a king never gives check.</li>
 * </ul>
 */
final class CheckDistance {
    private CheckDistance() {}

    static final int NEVER = 99;

    /** Knight moves between two squares on an empty board. */
    private static final byte[][] KNIGHT = new byte[64][64];

    static {
        for (int from = 0; from < 64; from++) {
            byte[] d = KNIGHT[from];
            java.util.Arrays.fill(d, (byte) NEVER);
            long seen = 1L << from, frontier = seen;
            for (int steps = 0; frontier != 0; steps++) {
                long next = 0;
                for (long x = frontier; x != 0; x &= x - 1) {
                    int sq = Long.numberOfTrailingZeros(x);
                    d[sq] = (byte) steps;
                    next |= Attacks.knight(sq);
                }
                frontier = next & ~seen;
                seen |= next;
            }
        }
    }

    /**
     * For each king square and radius 0 to 7: the squares a knight, a bishop and a rook attack some square
     * of that reach from, on an empty board.
     */
    private static final long[][][] FROM = new long[64][8][3];

    static {
        for (int k = 0; k < 64; k++)
            for (int radius = 0; radius < 8; radius++)
                for (long x = ball(k, radius); x != 0; x &= x - 1) {
                    int sq = Long.numberOfTrailingZeros(x);
                    FROM[k][radius][0] |= Attacks.knight(sq);
                    FROM[k][radius][1] |= Attacks.bishop(sq, 0);
                    FROM[k][radius][2] |= Attacks.rook(sq, 0);
                }
    }

    /** The squares within {@code radius} king moves of sq. */
    static long ball(int sq, int radius) {
        int f = Square.file(sq), r = Square.rank(sq);
        long files = 0, ranks = 0;
        for (int i = Math.max(0, f - radius); i <= Math.min(7, f + radius); i++) files |= Bitboards.FILE_A << i;
        for (int i = Math.max(0, r - radius); i <= Math.min(7, r + radius); i++) ranks |= 0xFFL << (8 * i);
        return files & ranks;
    }

    /**
     * The fewest winner moves before a check is possible, when the loser's king makes at most
     * {@code loserMoves} moves first (castling, which moves a king further, widens its squares).
     */
    static int of(Position p, Color winner, int loserMoves) {
        Color loser = winner.other();
        boolean castles = (p.castlingRights() & (loser == Color.WHITE ? 3 : 12)) != 0;
        int radius = castles ? 7 : Math.min(7, loserMoves);
        int king = p.kingSquare(loser);
        long[] from = FROM[king][radius];
        long byKnight = from[0], byBishop = from[1], byRook = from[2];
        // The ranks the king can reach: its own, and up to radius either way on the board.
        int lowestRank = Math.max(0, Square.rank(king) - radius), highestRank = Math.min(7, Square.rank(king) + radius);
        int best = NEVER;
        for (long x = p.byColor(winner) & ~p.byRole(Role.KING); x != 0 && best > 0; x &= x - 1) {
            int sq = Long.numberOfTrailingZeros(x);
            long bit = 1L << sq;
            int d;
            if ((p.byRole(Role.KNIGHT) & bit) != 0) d = knightDistance(sq, byKnight);
            else if ((p.byRole(Role.PAWN) & bit) != 0) d = pawn(sq, winner, lowestRank, highestRank);
            else if ((p.byRole(Role.BISHOP) & bit) != 0)
                d = slider(bit, Attacks.bishop(sq, 0), byBishop, (byBishop & ((bit & Bitboards.LIGHT_SQUARES) != 0
                        ? Bitboards.LIGHT_SQUARES : ~Bitboards.LIGHT_SQUARES)) != 0);
            else if ((p.byRole(Role.ROOK) & bit) != 0) d = slider(bit, Attacks.rook(sq, 0), byRook, true);
            else d = slider(bit, Attacks.queen(sq, 0), byRook | byBishop, true);
            best = Math.min(best, d);
        }
        return best;
    }

    private static int knightDistance(int from, long targets) {
        int best = NEVER;
        byte[] d = KNIGHT[from];
        for (long x = targets; x != 0; x &= x - 1) best = Math.min(best, d[Long.numberOfTrailingZeros(x)]);
        return best;
    }

    private static int slider(long at, long reach, long targets, boolean colourAllows) {
        if ((at & targets) != 0) return 0;
        if ((reach & targets) != 0) return 1;
        return colourAllows ? 2 : NEVER;
    }

    /** A pawn checks a king one rank ahead of it; or it promotes and the new piece checks. */
    private static int pawn(int sq, Color winner, int lowestRank, int highestRank) {
        boolean white = winner == Color.WHITE;
        int rank = white ? Square.rank(sq) : 7 - Square.rank(sq);
        int doubleStep = rank == 1 ? 1 : 0;
        int promote = 7 - rank - doubleStep;
        // The nearest king rank ahead, in the pawn's own direction.
        int kingRank = white ? Math.max(lowestRank, Square.rank(sq) + 1) : 7 - Math.min(highestRank, Square.rank(sq) - 1);
        int kingRankMax = white ? highestRank : 7 - lowestRank;
        int check = kingRank <= kingRankMax && kingRank - 1 >= rank ? Math.max(0, kingRank - 1 - rank - doubleStep) : NEVER;
        return Math.min(check, promote);
    }
}
