package dev.hakem.chess.board;

/**
 * Zobrist keys from a fixed-seed generator, so keys are stable across runs and machines: one per
 * piece on a square, per set of castling rights (and, in Chess960, per right's rook file), per
 * en-passant file and for Black to move. Like {@link Attacks}, fixed tables filled once. The
 * position's key is their exclusive or; it hashes the en-passant file only when an en-passant
 * capture is legal, as the position keeps its en-passant square only then (FIDE 9.2.3).
 */
public final class Zobrist {
    private Zobrist() {}

    private static final long[][] PIECE = new long[12][64];
    private static final long[] CASTLING = new long[16];
    private static final long[] EN_PASSANT_FILE = new long[8];
    public static final long BLACK_TO_MOVE;
    /** Chess960: the rook file of each right, zero for the standard file so standard keys stay as they are. */
    private static final long[][] CASTLING_ROOK = new long[4][8];

    static {
        long s = 0x6A09E667F3BCC909L;
        for (int p = 0; p < 12; p++)
            for (int sq = 0; sq < 64; sq++) PIECE[p][sq] = s = splitmix(s);
        long[] rights = new long[4];
        for (int i = 0; i < 4; i++) rights[i] = s = splitmix(s);
        for (int mask = 0; mask < 16; mask++)
            for (int i = 0; i < 4; i++) if ((mask & (1 << i)) != 0) CASTLING[mask] ^= rights[i];
        for (int f = 0; f < 8; f++) EN_PASSANT_FILE[f] = s = splitmix(s);
        BLACK_TO_MOVE = s = splitmix(s);
        for (int i = 0; i < 4; i++)
            for (int f = 0; f < 8; f++) CASTLING_ROOK[i][f] = s = splitmix(s);
        for (int i = 0; i < 4; i++) CASTLING_ROOK[i][(i & 1) == 0 ? 7 : 0] = 0;
    }

    private static long splitmix(long x) {
        x += 0x9E3779B97F4A7C15L;
        long z = x;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31) ^ (x << 1);
    }

    /** The key of a piece of the colour (its ordinal) and role (its ordinal) on the square. */
    public static long piece(int color, int role, int sq) {
        return PIECE[color * 6 + role][sq];
    }

    /** The key of a set of castling rights ({@link CastlingRights} bits), with the standard rooks. */
    public static long castling(int rights) {
        return CASTLING[rights];
    }

    /** The key of castling right i (0-3) tied to the rook on the given file, on top of {@link #castling}. */
    public static long castlingRook(int right, int file) {
        return CASTLING_ROOK[right][file];
    }

    /** The key of an en-passant capture being legal on the file (0-7). */
    public static long enPassantFile(int file) {
        return EN_PASSANT_FILE[file];
    }
}
