package dev.hakem.chess.notation;

import dev.hakem.chess.MoveCode;
import dev.hakem.chess.Position;
import dev.hakem.chess.board.Role;

/**
 * Canonical SAN by the rules of {@link San#withoutSuffix} (FIDE Appendix C: piece letter,
 * disambiguation by file, then rank, then both, counting only legal moves; "x" for captures; "=Q"
 * for promotions), for the two places that do it by the thousand: whether a text is the canonical
 * SAN of a move, compared character by character without writing it (reading a canonical move
 * allocates nothing), and the SAN of every legal move of a position, disambiguated from one table
 * of which pieces reach which square instead of a pass over the whole list per move.
 */
final class CanonicalSan {
    private CanonicalSan() {}

    /** For each square, the squares of the pieces with a legal move to it that is not castling. */
    static long[] reachers(int[] legal) {
        long[] from = new long[64];
        for (int code : legal)
            if (MoveCode.kind(code) != MoveCode.CASTLE) from[MoveCode.to(code)] |= 1L << MoveCode.from(code);
        return from;
    }

    /** The squares of the pieces of the first {@code n} codes that have a legal move to {@code to} that is not castling. */
    static long reachers(int[] legal, int n, int to) {
        long from = 0;
        for (int i = 0; i < n; i++) {
            int code = legal[i];
            if (MoveCode.to(code) == to && MoveCode.kind(code) != MoveCode.CASTLE) from |= 1L << MoveCode.from(code);
        }
        return from;
    }

    /**
     * {@code San.withoutSuffix(p, code, legal)}, with {@code reachers} the squares of the pieces with
     * a legal move to the move's square that is not castling (at least those of the moving piece's role).
     */
    static String write(Position p, int code, long reachers) {
        return write(p, code, disambiguationOf(p, code, p.roleAt(MoveCode.from(code)), reachers));
    }

    /**
     * How the SAN of a legal move by a piece of {@code role} names its square to tell it from its
     * rivals among {@code reachers} (as {@link #write(Position, int, long)} takes them): {@link #NONE}
     * for castling and pawn moves.
     */
    static int disambiguationOf(Position p, int code, int role, long reachers) {
        if (MoveCode.kind(code) == MoveCode.CASTLE || role == Position.PAWN) return NONE;
        return disambiguation(p, MoveCode.from(code), role, reachers);
    }

    /** The SAN of a legal move without its check mark, disambiguated as {@code by} says. */
    static String write(Position p, int code, int by) {
        int from = MoveCode.from(code), to = MoveCode.to(code), kind = MoveCode.kind(code);
        if (kind == MoveCode.CASTLE) return to > from ? "O-O" : "O-O-O";
        int role = p.roleAt(from);
        boolean capture = kind == MoveCode.EN_PASSANT || (p.occupied() & (1L << to)) != 0;
        char[] out = new char[7];
        int n = 0;
        if (role == Position.PAWN) {
            if (capture) {
                out[n++] = fileChar(from);
                out[n++] = 'x';
            }
            out[n++] = fileChar(to);
            out[n++] = rankChar(to);
            Role promo = MoveCode.promotion(code);
            if (promo != null) {
                out[n++] = '=';
                out[n++] = promo.upper();
            }
            return new String(out, 0, n);
        }
        out[n++] = Role.VALUES[role].upper();
        if (by == BY_FILE || by == BY_SQUARE) out[n++] = fileChar(from);
        if (by == BY_RANK || by == BY_SQUARE) out[n++] = rankChar(from);
        if (capture) out[n++] = 'x';
        out[n++] = fileChar(to);
        out[n++] = rankChar(to);
        return new String(out, 0, n);
    }

    /**
     * Whether {@code s} up to {@code end} is exactly {@code San.withoutSuffix(p, code, legal, n)}, for
     * a legal move of a piece of {@code role} that is not castling; {@code legal} holds at least the
     * legal moves of that role to the move's square.
     */
    static boolean bodyIs(Position p, int code, int role, int[] legal, int n, String s, int end) {
        int from = MoveCode.from(code), to = MoveCode.to(code), kind = MoveCode.kind(code);
        boolean capture = kind == MoveCode.EN_PASSANT || (p.occupied() & (1L << to)) != 0;
        int i = 0;
        if (role == Position.PAWN) {
            if (capture) {
                if (end < 2 || s.charAt(0) != fileChar(from) || s.charAt(1) != 'x') return false;
                i = 2;
            }
            if (!squareAt(s, i, end, to)) return false;
            i += 2;
            Role promo = MoveCode.promotion(code);
            if (promo != null) {
                if (i + 2 > end || s.charAt(i) != '=' || s.charAt(i + 1) != promo.upper()) return false;
                i += 2;
            }
            return i == end;
        }
        if (s.charAt(0) != Role.VALUES[role].upper()) return false;
        i = 1;
        int by = disambiguation(p, from, role, reachers(legal, n, to));
        if (by == BY_FILE || by == BY_RANK) {
            if (i >= end || s.charAt(i) != (by == BY_FILE ? fileChar(from) : rankChar(from))) return false;
            i++;
        } else if (by == BY_SQUARE) {
            if (!squareAt(s, i, end, from)) return false;
            i += 2;
        }
        if (capture) {
            if (i >= end || s.charAt(i) != 'x') return false;
            i++;
        }
        return squareAt(s, i, end, to) && i + 2 == end;
    }

    static final int NONE = 0, BY_FILE = 1, BY_RANK = 2, BY_SQUARE = 3;

    /**
     * What the SAN of a move from {@code from} by a piece of {@code role} names of its square to tell
     * it from the other pieces of that role among {@code reachers}: nothing, the file, else the rank,
     * else both (FIDE Appendix C.10). The one decision both the writer and the reader use.
     */
    private static int disambiguation(Position p, int from, int role, long reachers) {
        long rivals = reachers & p.byRole(Role.VALUES[role]) & ~(1L << from);
        if (rivals == 0) return NONE;
        if ((rivals & (0x0101010101010101L << (from & 7))) == 0) return BY_FILE;
        if ((rivals & (0xFFL << (from & 56))) == 0) return BY_RANK;
        return BY_SQUARE;
    }

    private static boolean squareAt(String s, int i, int end, int sq) {
        return i + 2 <= end && s.charAt(i) == fileChar(sq) && s.charAt(i + 1) == rankChar(sq);
    }

    private static char fileChar(int sq) {
        return (char) ('a' + (sq & 7));
    }

    private static char rankChar(int sq) {
        return (char) ('1' + (sq >>> 3));
    }
}
