package dev.hakem.verdict;

import java.util.Locale;

/**
 * Where a position stands: still going, or ended by mate, stalemate or a draw rule. It follows
 * from how the game ended on the board ({@link #of}), never set apart from it.
 */
public enum Status {
    ONGOING, CHECKMATE, STALEMATE, DRAW;

    public String code() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * The status of a position where the game ended so, {@link #ONGOING} for null (it goes on).
     *
     * @throws IllegalArgumentException for an ending beyond the board (a flag fall, a resignation, an
     *                                  illegal move, an agreement): no position stands so
     */
    public static Status of(Termination termination) {
        if (termination == null) return ONGOING;
        return switch (termination) {
            case CHECKMATE -> CHECKMATE;
            case STALEMATE -> STALEMATE;
            case INSUFFICIENT_MATERIAL, DEAD_POSITION, FIVEFOLD_REPETITION, SEVENTYFIVE_MOVES, THREEFOLD_REPETITION,
                    FIFTY_MOVES -> DRAW;
            default -> throw new IllegalArgumentException(termination + " does not end a game on the board");
        };
    }
}
