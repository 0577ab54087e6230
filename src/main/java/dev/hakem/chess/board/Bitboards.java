package dev.hakem.chess.board;

/** Constants and helpers on 64-bit square sets; bit i is square i (see {@link Square}). */
public final class Bitboards {
    private Bitboards() {}

    public static final long FILE_A = 0x0101010101010101L;
    public static final long FILE_H = FILE_A << 7;
    public static final long RANK_1 = 0xFFL;
    public static final long RANK_2 = RANK_1 << 8;
    public static final long RANK_3 = RANK_1 << 16;
    public static final long RANK_4 = RANK_1 << 24;
    public static final long RANK_5 = RANK_1 << 32;
    public static final long RANK_6 = RANK_1 << 40;
    public static final long RANK_7 = RANK_1 << 48;
    public static final long RANK_8 = RANK_1 << 56;
    public static final long BACK_RANKS = RANK_1 | RANK_8;
    public static final long LIGHT_SQUARES = 0x55AA55AA55AA55AAL;
    public static final long DARK_SQUARES = ~LIGHT_SQUARES;

    public static boolean has(long bb, int sq) {
        return (bb & (1L << sq)) != 0;
    }

    public static long fileOf(int sq) {
        return FILE_A << Square.file(sq);
    }

    public static long rankOf(int sq) {
        return RANK_1 << (8 * Square.rank(sq));
    }
}
