package dev.hakem.chess.board;

/**
 * Squares are ints 0..63: a1 = 0, b1 = 1, ..., h1 = 7, a2 = 8, ..., h8 = 63 (FIDE 2.4: files a-h
 * from White's left, ranks 1-8 from White's side). The hot paths work on these ints directly.
 */
public final class Square {
    private Square() {}

    public static final int A1 = 0, B1 = 1, C1 = 2, D1 = 3, E1 = 4, F1 = 5, G1 = 6, H1 = 7;
    public static final int A8 = 56, B8 = 57, C8 = 58, D8 = 59, E8 = 60, F8 = 61, G8 = 62, H8 = 63;

    public static int file(int sq) {
        return sq & 7;
    }

    public static int rank(int sq) {
        return sq >>> 3;
    }

    public static int of(int file, int rank) {
        return rank * 8 + file;
    }

    public static boolean isLight(int sq) {
        return ((file(sq) + rank(sq)) & 1) == 1;
    }

    private static final String[] NAMES = new String[64];

    static {
        for (int sq = 0; sq < 64; sq++) NAMES[sq] = new String(new char[] {(char) ('a' + file(sq)), (char) ('1' + rank(sq))});
    }

    public static String name(int sq) {
        return NAMES[sq];
    }

    /** Parses "e4"; returns -1 when the text is not a square name. */
    public static int parse(CharSequence s) {
        if (s == null || s.length() != 2) return -1;
        char f = s.charAt(0), r = s.charAt(1);
        if (f < 'a' || f > 'h' || r < '1' || r > '8') return -1;
        return of(f - 'a', r - '1');
    }
}
