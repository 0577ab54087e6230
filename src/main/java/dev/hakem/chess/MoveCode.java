package dev.hakem.chess;

import dev.hakem.chess.board.Role;
import dev.hakem.chess.board.Square;

/**
 * The compact move encoding used by the generator: from (bits 0-5), to (6-11), kind (12-14).
 * Castling is encoded as the king's move onto its own rook ({@code to} is the rook's square), which
 * names the rook in Chess960 and stays apart from every other move even when the king does not
 * move; notation writes it as each variant wants.
 */
public final class MoveCode {
    private MoveCode() {}

    public static final int NORMAL = 0, DOUBLE_PUSH = 1, EN_PASSANT = 2, CASTLE = 3;
    public static final int PROMO_KNIGHT = 4, PROMO_BISHOP = 5, PROMO_ROOK = 6, PROMO_QUEEN = 7;

    public static int of(int from, int to, int kind) {
        return from | (to << 6) | (kind << 12);
    }

    public static int from(int move) {
        return move & 63;
    }

    public static int to(int move) {
        return (move >>> 6) & 63;
    }

    public static int kind(int move) {
        return move >>> 12;
    }

    public static boolean isPromotion(int move) {
        return kind(move) >= PROMO_KNIGHT;
    }

    /** The promotion role, or null. */
    public static Role promotion(int move) {
        switch (kind(move)) {
            case PROMO_KNIGHT: return Role.KNIGHT;
            case PROMO_BISHOP: return Role.BISHOP;
            case PROMO_ROOK: return Role.ROOK;
            case PROMO_QUEEN: return Role.QUEEN;
            default: return null;
        }
    }

    public static int promotionKind(Role role) {
        switch (role) {
            case KNIGHT: return PROMO_KNIGHT;
            case BISHOP: return PROMO_BISHOP;
            case ROOK: return PROMO_ROOK;
            case QUEEN: return PROMO_QUEEN;
            default: throw new IllegalArgumentException("cannot promote to " + role);
        }
    }

    /**
     * The square UCI writes as the move's destination: for castling the king's destination in
     * standard chess, the rook's square in Chess960 (the king's destination alone can be its start
     * or an ordinary king step there).
     */
    public static int uciTo(int move, Variant variant) {
        int to = to(move);
        if (kind(move) != CASTLE || variant == Variant.CHESS960) return to;
        int from = from(move);
        return to > from ? from + 2 : from - 2;
    }

    /** The move in UCI long algebraic notation ("e2e4", "e7e8q"), castling as {@link #uciTo} says. */
    public static String uci(int move, Variant variant) {
        int from = from(move), to = uciTo(move, variant);
        Role promo = promotion(move);
        if (promo != null) return Square.name(from) + Square.name(to) + promo.letter();
        String s = UCI_SQUARES[from * 64 + to];
        if (s == null) UCI_SQUARES[from * 64 + to] = s = Square.name(from) + Square.name(to); // alike whoever writes it
        return s;
    }

    /** The UCI of every move without promotion, written once: at most 4,096 short strings. */
    private static final String[] UCI_SQUARES = new String[64 * 64];
}
