package dev.hakem.chess.board;


/**
 * Piece placement as eight bitboards: one per colour, one per role. Unchecked: a board may hold
 * any number of kings or pawns on the back rank; {@code Position.of} decides whether it is legal.
 */
public record Board(long white, long black, long pawns, long knights, long bishops, long rooks, long queens,
                    long kings) {

    public static final Board STANDARD = new Board(
            Bitboards.RANK_1 | Bitboards.RANK_2, Bitboards.RANK_7 | Bitboards.RANK_8,
            Bitboards.RANK_2 | Bitboards.RANK_7, 0x4200000000000042L, 0x2400000000000024L,
            0x8100000000000081L, 0x0800000000000008L, 0x1000000000000010L);

    public long occupied() {
        return white | black;
    }

    public long byColor(Color color) {
        return color == Color.WHITE ? white : black;
    }

    public long byRole(Role role) {
        switch (role) {
            case PAWN: return pawns;
            case KNIGHT: return knights;
            case BISHOP: return bishops;
            case ROOK: return rooks;
            case QUEEN: return queens;
            default: return kings;
        }
    }

    public long pieces(Color color, Role role) {
        return byColor(color) & byRole(role);
    }

    /** The piece on sq, or null when the square is empty. */
    public Piece pieceAt(int sq) {
        long b = 1L << sq;
        if (((white | black) & b) == 0) return null;
        Color color = (white & b) != 0 ? Color.WHITE : Color.BLACK;
        for (Role role : Role.VALUES) if ((byRole(role) & b) != 0) return new Piece(color, role);
        return null;
    }

    public long[] toArray() {
        return new long[] {white, black, pawns, knights, bishops, rooks, queens, kings};
    }

    public static Board fromArray(long[] bb) {
        return new Board(bb[0], bb[1], bb[2], bb[3], bb[4], bb[5], bb[6], bb[7]);
    }
}
