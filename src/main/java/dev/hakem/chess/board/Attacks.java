package dev.hakem.chess.board;

/**
 * Precomputed attack tables. Sliders use "fancy" magic bitboards: the magics are found once, in
 * the static initialiser, by a fixed-seed search, so every run (and a native image built with
 * build-time initialisation) holds the same tables. Nothing here allocates after class init.
 */
public final class Attacks {
    private Attacks() {}

    private static final long[] KNIGHT = new long[64];
    private static final long[] KING = new long[64];
    private static final long[][] PAWN = new long[2][64];
    private static final long[][] BETWEEN = new long[64][64];
    private static final long[][] LINE = new long[64][64];

    private static final long[] ROOK_MASK = new long[64];
    private static final long[] ROOK_MAGIC = new long[64];
    private static final int[] ROOK_SHIFT = new int[64];
    private static final int[] ROOK_OFFSET = new int[64];
    private static final long[] BISHOP_MASK = new long[64];
    private static final long[] BISHOP_MAGIC = new long[64];
    private static final int[] BISHOP_SHIFT = new int[64];
    private static final int[] BISHOP_OFFSET = new int[64];
    private static final long[] SLIDER_TABLE;

    private static final int[][] ROOK_DIRS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    private static final int[][] BISHOP_DIRS = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

    static {
        int[][] knightSteps = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
        for (int sq = 0; sq < 64; sq++) {
            int f = Square.file(sq), r = Square.rank(sq);
            for (int[] d : knightSteps) KNIGHT[sq] |= maybe(f + d[0], r + d[1]);
            for (int df = -1; df <= 1; df++)
                for (int dr = -1; dr <= 1; dr++)
                    if (df != 0 || dr != 0) KING[sq] |= maybe(f + df, r + dr);
            PAWN[0][sq] = maybe(f - 1, r + 1) | maybe(f + 1, r + 1);
            PAWN[1][sq] = maybe(f - 1, r - 1) | maybe(f + 1, r - 1);
        }
        int rookSize = 0, bishopSize = 0;
        for (int sq = 0; sq < 64; sq++) {
            ROOK_MASK[sq] = relevantMask(sq, ROOK_DIRS);
            BISHOP_MASK[sq] = relevantMask(sq, BISHOP_DIRS);
            ROOK_OFFSET[sq] = rookSize;
            rookSize += 1 << Long.bitCount(ROOK_MASK[sq]);
        }
        for (int sq = 0; sq < 64; sq++) {
            BISHOP_OFFSET[sq] = rookSize + bishopSize;
            bishopSize += 1 << Long.bitCount(BISHOP_MASK[sq]);
        }
        SLIDER_TABLE = new long[rookSize + bishopSize];
        long[] seed = {0x9E3779B97F4A7C15L};
        for (int sq = 0; sq < 64; sq++) {
            ROOK_SHIFT[sq] = 64 - Long.bitCount(ROOK_MASK[sq]);
            ROOK_MAGIC[sq] = findMagic(sq, ROOK_MASK[sq], ROOK_SHIFT[sq], ROOK_OFFSET[sq], ROOK_DIRS, seed);
            BISHOP_SHIFT[sq] = 64 - Long.bitCount(BISHOP_MASK[sq]);
            BISHOP_MAGIC[sq] = findMagic(sq, BISHOP_MASK[sq], BISHOP_SHIFT[sq], BISHOP_OFFSET[sq], BISHOP_DIRS, seed);
        }
        for (int a = 0; a < 64; a++) {
            for (int[] d : concat(ROOK_DIRS, BISHOP_DIRS)) {
                long ray = 0;
                int f = Square.file(a) + d[0], r = Square.rank(a) + d[1];
                while (f >= 0 && f < 8 && r >= 0 && r < 8) {
                    int b = Square.of(f, r);
                    BETWEEN[a][b] = ray;
                    ray |= 1L << b;
                    f += d[0];
                    r += d[1];
                }
            }
        }
        for (int a = 0; a < 64; a++) {
            for (int b = 0; b < 64; b++) {
                if (a == b) continue;
                long rook = slidingAttacks(a, 0, ROOK_DIRS), bishop = slidingAttacks(a, 0, BISHOP_DIRS);
                if ((rook & (1L << b)) != 0) {
                    LINE[a][b] = (rook & slidingAttacks(b, 0, ROOK_DIRS)) | (1L << a) | (1L << b);
                } else if ((bishop & (1L << b)) != 0) {
                    LINE[a][b] = (bishop & slidingAttacks(b, 0, BISHOP_DIRS)) | (1L << a) | (1L << b);
                }
            }
        }
    }

    private static int[][] concat(int[][] a, int[][] b) {
        int[][] c = new int[a.length + b.length][];
        System.arraycopy(a, 0, c, 0, a.length);
        System.arraycopy(b, 0, c, a.length, b.length);
        return c;
    }

    private static long maybe(int f, int r) {
        return f >= 0 && f < 8 && r >= 0 && r < 8 ? 1L << Square.of(f, r) : 0L;
    }

    private static long relevantMask(int sq, int[][] dirs) {
        long mask = 0;
        for (int[] d : dirs) {
            int f = Square.file(sq) + d[0], r = Square.rank(sq) + d[1];
            while (f + d[0] >= 0 && f + d[0] < 8 && r + d[1] >= 0 && r + d[1] < 8) {
                mask |= 1L << Square.of(f, r);
                f += d[0];
                r += d[1];
            }
        }
        return mask;
    }

    /** The slow, obviously correct ray walk; used to fill the tables and by tests. */
    static long slidingAttacks(int sq, long occupied, int[][] dirs) {
        long attacks = 0;
        for (int[] d : dirs) {
            int f = Square.file(sq) + d[0], r = Square.rank(sq) + d[1];
            while (f >= 0 && f < 8 && r >= 0 && r < 8) {
                long b = 1L << Square.of(f, r);
                attacks |= b;
                if ((occupied & b) != 0) break;
                f += d[0];
                r += d[1];
            }
        }
        return attacks;
    }

    private static long nextRandom(long[] state) {
        long x = state[0];
        x ^= x >>> 12;
        x ^= x << 25;
        x ^= x >>> 27;
        state[0] = x;
        return x * 0x2545F4914F6CDD1DL;
    }

    private static long findMagic(int sq, long mask, int shift, int offset, int[][] dirs, long[] seed) {
        int n = Long.bitCount(mask);
        int size = 1 << n;
        long[] occupancies = new long[size];
        long[] attacks = new long[size];
        long subset = 0;
        for (int i = 0; i < size; i++) {
            occupancies[i] = subset;
            attacks[i] = slidingAttacks(sq, subset, dirs);
            subset = (subset - mask) & mask;
        }
        int[] epoch = new int[size];
        for (int attempt = 1; ; attempt++) {
            long magic = nextRandom(seed) & nextRandom(seed) & nextRandom(seed);
            if (Long.bitCount((mask * magic) >>> 56) < 6) continue;
            boolean ok = true;
            for (int i = 0; i < size && ok; i++) {
                int idx = (int) ((occupancies[i] * magic) >>> shift);
                if (epoch[idx] < attempt) {
                    epoch[idx] = attempt;
                    SLIDER_TABLE[offset + idx] = attacks[i];
                } else if (SLIDER_TABLE[offset + idx] != attacks[i]) {
                    ok = false;
                }
            }
            if (ok) return magic;
        }
    }

    public static long knight(int sq) {
        return KNIGHT[sq];
    }

    public static long king(int sq) {
        return KING[sq];
    }

    /** Squares a pawn of the given colour on sq attacks. */
    public static long pawn(Color color, int sq) {
        return PAWN[color.ordinal()][sq];
    }

    public static long pawn(int colorIndex, int sq) {
        return PAWN[colorIndex][sq];
    }

    public static long rook(int sq, long occupied) {
        return SLIDER_TABLE[ROOK_OFFSET[sq] + (int) (((occupied & ROOK_MASK[sq]) * ROOK_MAGIC[sq]) >>> ROOK_SHIFT[sq])];
    }

    public static long bishop(int sq, long occupied) {
        return SLIDER_TABLE[BISHOP_OFFSET[sq] + (int) (((occupied & BISHOP_MASK[sq]) * BISHOP_MAGIC[sq]) >>> BISHOP_SHIFT[sq])];
    }

    public static long queen(int sq, long occupied) {
        return rook(sq, occupied) | bishop(sq, occupied);
    }

    /** Squares strictly between a and b when they share a line, else empty. */
    public static long between(int a, int b) {
        return BETWEEN[a][b];
    }

    /** The whole line (edge to edge) through a and b when they share one, else empty. */
    public static long line(int a, int b) {
        return LINE[a][b];
    }

    public static boolean aligned(int a, int b, int c) {
        return (LINE[a][b] & (1L << c)) != 0;
    }

    /** Attacks of a piece of the given role (pawns need a colour: use {@link #pawn}). */
    public static long of(Role role, Color color, int sq, long occupied) {
        switch (role) {
            case PAWN: return pawn(color, sq);
            case KNIGHT: return KNIGHT[sq];
            case BISHOP: return bishop(sq, occupied);
            case ROOK: return rook(sq, occupied);
            case QUEEN: return queen(sq, occupied);
            default: return KING[sq];
        }
    }
}
