package dev.hakem.chess;

import dev.hakem.chess.board.Role;

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
}
