package dev.hakem.chess.board;

/**
 * Precomputed attack tables. Sliders use "fancy" magic bitboards. The magics are constants (those
 * a fixed-seed search finds, see {@link #findMagic}), because searching for them at class init
 * cost a third of a second of every start; the static initialiser only fills the tables and
 * fails if a magic maps two occupancies with different attacks to one entry. Nothing here
 * allocates after class init.
 */
public final class Attacks {
    private Attacks() {}

    private static final long[] KNIGHT = new long[64];
    private static final long[] KING = new long[64];
    private static final long[][] PAWN = new long[2][64];
    private static final long[][] BETWEEN = new long[64][64];
    private static final long[][] LINE = new long[64][64];

    private static final long[] ROOK_MASK = new long[64];
    private static final long[] ROOK_MAGIC = {
        0x1080004008801020L, 0x0840092002C03000L, 0x1900200010400900L, 0x0880100008000480L,
        0x4200100420080200L, 0x8100020100080400L, 0x0200040110886200L, 0x0200008040220411L,
        0x0404800084400220L, 0x0000401000402000L, 0x0086001081220440L, 0x0408800800100280L,
        0x000A001201040820L, 0x8848800200840080L, 0x4001000100040200L, 0x0442000102105084L,
        0x9080010020804100L, 0x0040404000201009L, 0x0000808010002009L, 0x2200090021D00100L,
        0x0008008008040080L, 0x0004004002010040L, 0x0011040008015042L, 0x00000A0001768104L,
        0x0000800080204009L, 0x2010004140002001L, 0x9800200280100080L, 0x1000100080080080L,
        0x0050500500080100L, 0x0000020080040080L, 0x0C10010400420810L, 0x1040008200005104L,
        0x01808240088004A0L, 0x0882804004802000L, 0x0880402001001100L, 0x2000210409001000L,
        0x2000480131001500L, 0x0000800400800200L, 0x000002380C001003L, 0x4600084882000431L,
        0x0080002000504000L, 0x0300500020004002L, 0x0040408200220011L, 0x0010040008004040L,
        0x0000080004008080L, 0x0010040002008080L, 0x2012004881020004L, 0x8300842444820011L,
        0x0088403882010200L, 0x0820400080210100L, 0x0110910040A00300L, 0x0801100280080480L,
        0x0242009008200600L, 0x1002000489500200L, 0x0040800200010080L, 0x0091800041000080L,
        0x0000209300488001L, 0x04C1002414824001L, 0x020020000B001041L, 0x7000100004200901L,
        0x8002002004100802L, 0x30010002084C0007L, 0x0888221800813004L, 0x4000002840840112L
    };

    private static final int[] ROOK_SHIFT = new int[64];
    private static final int[] ROOK_OFFSET = new int[64];
    private static final long[] BISHOP_MASK = new long[64];
    private static final long[] BISHOP_MAGIC = {
        0x20C0090901061081L, 0x0024040094030104L, 0x8210810200290200L, 0x0011040484620000L,
        0x0081104002221000L, 0x0009012011001350L, 0x0081010802400380L, 0x0000420210010408L,
        0x0008105002280050L, 0x0001028484040044L, 0x2A00880810408804L, 0x7020022282000100L,
        0x0084040420100A50L, 0x000401010840E000L, 0x2020020210420888L, 0x0008084202012010L,
        0x2010400810018800L, 0x0445122008020840L, 0x0804100808002008L, 0x0008002104110100L,
        0x0061005820080800L, 0x2001000200820100L, 0x480C210084010800L, 0x3004442500480420L,
        0x1010102240048100L, 0x00182009084220A3L, 0x8803090A10004205L, 0x0208080040202020L,
        0x000C044084010040L, 0x00A1010002004106L, 0x6008210020640202L, 0x1600902112860801L,
        0x00042008C1220200L, 0x010C042002440140L, 0x5022080200040820L, 0x0402004042940100L,
        0x0860108400008020L, 0x000C080022021000L, 0x0264080652822100L, 0x4005031221010401L,
        0x0004502410008400L, 0x000500B010A20400L, 0x0415094050080800L, 0x080000201800A104L,
        0x4022A80304000110L, 0x4012140802028020L, 0x40200104010100A0L, 0x12810806008B0C41L,
        0x0020441008080000L, 0x2002120084045420L, 0x0704020062080002L, 0x0000001084040001L,
        0x0322200891240200L, 0xF040200210024800L, 0x0140824832008042L, 0x000210020A004602L,
        0x0083042805141020L, 0x002C12009A011000L, 0x0041A00044140400L, 0x00004004020A0202L,
        0x0000140010020210L, 0x2864160811012200L, 0x2060080841082A17L, 0xA010041108003100L
    };

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
        for (int sq = 0; sq < 64; sq++) {
            ROOK_SHIFT[sq] = 64 - Long.bitCount(ROOK_MASK[sq]);
            fill(sq, ROOK_MASK[sq], ROOK_MAGIC[sq], ROOK_SHIFT[sq], ROOK_OFFSET[sq], ROOK_DIRS);
            BISHOP_SHIFT[sq] = 64 - Long.bitCount(BISHOP_MASK[sq]);
            fill(sq, BISHOP_MASK[sq], BISHOP_MAGIC[sq], BISHOP_SHIFT[sq], BISHOP_OFFSET[sq], BISHOP_DIRS);
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

    /** Fills one square's slice of the slider table through its magic; a collision is a wrong magic. */
    private static void fill(int sq, long mask, long magic, int shift, int offset, int[][] dirs) {
        int size = 1 << Long.bitCount(mask);
        boolean[] set = new boolean[size];
        long subset = 0;
        for (int i = 0; i < size; i++) {
            long attacks = slidingAttacks(sq, subset, dirs);
            int idx = (int) ((subset * magic) >>> shift);
            if (set[idx] && SLIDER_TABLE[offset + idx] != attacks)
                throw new IllegalStateException("magic of square " + sq + " maps two occupancies to one entry");
            set[idx] = true;
            SLIDER_TABLE[offset + idx] = attacks;
            subset = (subset - mask) & mask;
        }
    }

    /**
     * The search the magics above come from: xorshift64* from the seed 0x9E3779B97F4A7C15, one
     * state shared by the 128 searches, run square by square, the rook's before the bishop's. Kept
     * for the test that checks the constants are what it finds (and so for finding new ones).
     */
    static long[][] searchMagics() {
        long[] seed = {0x9E3779B97F4A7C15L};
        long[][] magics = new long[2][64];
        long[] scratch = new long[SLIDER_TABLE.length];
        for (int sq = 0; sq < 64; sq++) {
            magics[0][sq] = findMagic(sq, ROOK_MASK[sq], ROOK_SHIFT[sq], ROOK_OFFSET[sq], ROOK_DIRS, seed, scratch);
            magics[1][sq] = findMagic(sq, BISHOP_MASK[sq], BISHOP_SHIFT[sq], BISHOP_OFFSET[sq], BISHOP_DIRS, seed, scratch);
        }
        return magics;
    }

    static long rookMagic(int sq) {
        return ROOK_MAGIC[sq];
    }

    static long bishopMagic(int sq) {
        return BISHOP_MAGIC[sq];
    }

    private static long findMagic(int sq, long mask, int shift, int offset, int[][] dirs, long[] seed, long[] table) {
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
                    table[offset + idx] = attacks[i];
                } else if (table[offset + idx] != attacks[i]) {
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
