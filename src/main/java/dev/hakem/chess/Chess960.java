package dev.hakem.chess;

import dev.hakem.chess.board.Board;
import dev.hakem.chess.board.CastlingRights;
import dev.hakem.chess.board.Color;

import java.util.Locale;

/**
 * The 960 start positions of Chess960 (FIDE Guidelines II, Chess960 rules, II.2: White's pieces
 * on the first rank, the king between the rooks, the bishops on squares of both colours, Black's
 * mirroring them), numbered 0-959 as Reinhard Scharnagl numbered them: number 518 is the standard
 * start.
 */
public final class Chess960 {
    private Chess960() {}

    public static final int COUNT = 960;
    /** The number of the standard start. */
    public static final int STANDARD_NUMBER = 518;

    /** The two knights' places among the five squares left after the bishops and the queen. */
    private static final int[][] KNIGHTS = {{0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2}, {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}};

    /**
     * The back rank of a start, from the a-file to the h-file, in lower case ("rnbqkbnr" for 518).
     * The number's digits in mixed radix place, in turn: the light-squared bishop (n mod 4 on b, d,
     * f, h), the dark-squared bishop (on a, c, e, g), the queen (on one of the six empty squares),
     * the knights (one of ten pairs of the five left), and the rook, king, rook on the last three.
     *
     * @throws IllegalArgumentException when the number is not in 0-959
     */
    public static String backRank(int number) {
        if (number < 0 || number >= COUNT) throw new IllegalArgumentException("no Chess960 start numbered " + number);
        char[] rank = new char[8];
        int n = number;
        rank[2 * (n % 4) + 1] = 'b';
        n /= 4;
        rank[2 * (n % 4)] = 'b';
        n /= 4;
        place(rank, 'q', n % 6);
        n /= 6;
        int[] knights = KNIGHTS[n];
        place(rank, 'n', knights[1]);
        place(rank, 'n', knights[0]);
        place(rank, 'r', 0);
        place(rank, 'k', 0);
        place(rank, 'r', 0);
        return new String(rank);
    }

    /** Puts the piece on the k-th empty square (counting from the a-file, from 0). */
    private static void place(char[] rank, char piece, int k) {
        for (int f = 0, empty = 0; f < 8; f++) {
            if (rank[f] != 0) continue;
            if (empty++ == k) {
                rank[f] = piece;
                return;
            }
        }
    }

    /** The FEN of a start: X-FEN castling "KQkq", as every start's rooks are outermost. */
    public static String fen(int number) {
        String black = backRank(number);
        return black + "/pppppppp/8/8/8/8/PPPPPPPP/" + black.toUpperCase(Locale.ROOT) + " w KQkq - 0 1";
    }

    /** The start position numbered so, as a Chess960 position (518 too: its castling is written king takes rook). */
    public static Position start(int number) {
        String rank = backRank(number);
        long white = 0xFFFFL, black = 0xFFFFL << 48, pawns = 0xFF00L | 0xFFL << 48;
        long[] roles = new long[6];
        int rookFiles = 0, rookCount = 0;
        for (int f = 0; f < 8; f++) {
            int role = "pnbrqk".indexOf(rank.charAt(f));
            roles[role] |= (1L << f) | (1L << (56 + f));
            if (role == Position.ROOK) rookFiles |= f << (4 * rookCount++);
        }
        int queenSideRook = rookFiles & 7, kingSideRook = rookFiles >>> 4;
        Board board = new Board(white, black, pawns, roles[1], roles[2], roles[3], roles[4], roles[5]);
        int files = Setup.rookFiles(kingSideRook, queenSideRook, kingSideRook, queenSideRook);
        return Position.trusted(new Setup(board, Color.WHITE, CastlingRights.ALL, -1, 0, 1, Variant.CHESS960, files));
    }
}
