package dev.hakem.chess.board;

/** Castling rights as a 4-bit set; standard chess only (rooks start on the a- and h-files). */
public final class CastlingRights {
    private CastlingRights() {}

    public static final int WHITE_KING_SIDE = 1, WHITE_QUEEN_SIDE = 2, BLACK_KING_SIDE = 4, BLACK_QUEEN_SIDE = 8;
    public static final int ALL = 15, NONE = 0;

    /** Rights that survive a move touching a square: moving or capturing on a king or rook home loses them. */
    public static final int[] KEEP_MASK = new int[64];

    static {
        java.util.Arrays.fill(KEEP_MASK, ALL);
        KEEP_MASK[Square.A1] = ALL & ~WHITE_QUEEN_SIDE;
        KEEP_MASK[Square.H1] = ALL & ~WHITE_KING_SIDE;
        KEEP_MASK[Square.E1] = ALL & ~(WHITE_KING_SIDE | WHITE_QUEEN_SIDE);
        KEEP_MASK[Square.A8] = ALL & ~BLACK_QUEEN_SIDE;
        KEEP_MASK[Square.H8] = ALL & ~BLACK_KING_SIDE;
        KEEP_MASK[Square.E8] = ALL & ~(BLACK_KING_SIDE | BLACK_QUEEN_SIDE);
    }

    public static int kingSide(Color color) {
        return color == Color.WHITE ? WHITE_KING_SIDE : BLACK_KING_SIDE;
    }

    public static int queenSide(Color color) {
        return color == Color.WHITE ? WHITE_QUEEN_SIDE : BLACK_QUEEN_SIDE;
    }

    /** The rook's home square for a single right bit. */
    public static int rookSquare(int right) {
        switch (right) {
            case WHITE_KING_SIDE: return Square.H1;
            case WHITE_QUEEN_SIDE: return Square.A1;
            case BLACK_KING_SIDE: return Square.H8;
            default: return Square.A8;
        }
    }

    /** FEN castling field in canonical order (KQkq), "-" when empty. */
    public static String toFen(int rights) {
        if (rights == 0) return "-";
        StringBuilder sb = new StringBuilder(4);
        if ((rights & WHITE_KING_SIDE) != 0) sb.append('K');
        if ((rights & WHITE_QUEEN_SIDE) != 0) sb.append('Q');
        if ((rights & BLACK_KING_SIDE) != 0) sb.append('k');
        if ((rights & BLACK_QUEEN_SIDE) != 0) sb.append('q');
        return sb.toString();
    }
}
