package dev.hakem.verdict.winnability.search;

import dev.hakem.chess.Position;
import dev.hakem.chess.MoveGen.SearchBoard;
import dev.hakem.chess.board.Attacks;
import dev.hakem.chess.board.Bitboards;
import dev.hakem.chess.board.Square;

/**
 * What the helpmate search counts as progress towards a mate, and so lets cost no depth: a pawn of
 * the winner moving on, a capture by the winner, a king or knight of either side nearing the corner
 * where the loser's king is to be mated (the winner's pieces the squares from which they help mate
 * there, the loser's king the corner itself and its knight the square beside it, as a blocker).
 * Captures by the loser cost {@link #PUNISHED} plies: they take away the winner's material.
 *
 * <p>The mating corner is on the loser's back rank, of the colour of the winner's bishops (a
 * bishop mates only on its own colour) or, with none, of the colour the loser's bishops cannot
 * guard. In the last, guided stage two more kinds of move count: a bishop nearing the corner by a
 * route around the pieces that never move ({@link #bishopRoutes}), and, where the board is still
 * full, a capture of or by a pawn, which opens a blocked structure.
 */
public final class Progress {
    static final int REWARDED = 0, NORMAL = 1, PUNISHED = 4;
    /** A square no bishop route reaches. */
    static final int FAR = 255;

    private static final int[][] KNIGHT_DISTANCE = knightDistances();

    private Progress() {}

    /**
     * The mating corner of slot {@code ply} for {@code winner}: its square, and whether it is the
     * h-file corner.
     */
    public static int corner(SearchBoard board, int ply, int winner) {
        int loser = winner ^ 1;
        int hCorner = loser == 0 ? Square.H1 : Square.H8, aCorner = loser == 0 ? Square.A1 : Square.A8;
        long bishops = board.role(ply, Position.BISHOP);
        long own = bishops & board.pieces(ply, winner), theirs = bishops & board.pieces(ply, loser);
        long hColour = (Bitboards.DARK_SQUARES & (1L << hCorner)) != 0 ? Bitboards.DARK_SQUARES : Bitboards.LIGHT_SQUARES;
        boolean h = (own & hColour) != 0 || (own == 0 && (theirs & ~hColour) != 0);
        return h ? hCorner : aCorner;
    }

    /**
     * The squares each piece aims at for a corner: the winner's king, the winner's knight, the
     * loser's king, the loser's knight (packed a byte each, in that order).
     */
    static int targets(int corner) {
        int file = Square.file(corner), rank = Square.rank(corner);
        int df = file == 7 ? -1 : 1, dr = rank == 7 ? -1 : 1;
        int winnerKing = Square.of(file + df, rank + dr), winnerKnight = Square.of(file + 3 * df, rank + 3 * dr);
        int loserKnight = Square.of(file + df, rank);
        return winnerKing | winnerKnight << 8 | corner << 16 | loserKnight << 24;
    }

    /** Whether a king or knight move from {@code from} to {@code to} nears {@code target}. */
    static boolean nears(int role, int from, int to, int target) {
        if (role == Position.KING) return kingDistance(to, target) < kingDistance(from, target);
        return role == Position.KNIGHT && KNIGHT_DISTANCE[to][target] < KNIGHT_DISTANCE[from][target];
    }

    static int kingDistance(int a, int b) {
        return Math.max(Math.abs(Square.file(a) - Square.file(b)), Math.abs(Square.rank(a) - Square.rank(b)));
    }

    static int knightDistance(int a, int b) {
        return KNIGHT_DISTANCE[a][b];
    }

    /**
     * Bishop moves from each square to the mating corner or a square beside it, around the pieces
     * that never move ({@code steady}); {@link #FAR} where no route leads.
     */
    public static int[] bishopRoutes(int corner, long steady) {
        int[] distance = new int[64];
        java.util.Arrays.fill(distance, FAR);
        int file = Square.file(corner), rank = Square.rank(corner);
        long frontier = (1L << corner) | (1L << Square.of(file == 7 ? 6 : 1, rank)) | (1L << Square.of(file, rank == 7 ? 6 : 1));
        long seen = 0;
        for (int d = 0; frontier != 0; d++) {
            long next = 0;
            for (long x = frontier; x != 0; x &= x - 1) {
                int sq = Long.numberOfTrailingZeros(x);
                distance[sq] = d;
                next |= Attacks.bishop(sq, steady) & ~steady;
            }
            seen |= frontier;
            frontier = next & ~seen;
        }
        return distance;
    }

    private static int[][] knightDistances() {
        int[][] table = new int[64][64];
        for (int from = 0; from < 64; from++) {
            java.util.Arrays.fill(table[from], FAR);
            table[from][from] = 0;
            long frontier = 1L << from, seen = frontier;
            for (int d = 1; frontier != 0; d++) {
                long next = 0;
                for (long x = frontier; x != 0; x &= x - 1) next |= Attacks.knight(Long.numberOfTrailingZeros(x));
                next &= ~seen;
                for (long x = next; x != 0; x &= x - 1) table[from][Long.numberOfTrailingZeros(x)] = d;
                seen |= next;
                frontier = next;
            }
        }
        return table;
    }
}
