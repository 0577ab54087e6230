package dev.hakem.verdict;

/**
 * How a game ended. The article of the FIDE Laws (or of the online rules) that ends it is worded
 * from the bundles by code ({@code rule.<code>}).
 */
public enum Termination {
    CHECKMATE("checkmate"),
    STALEMATE("stalemate"),
    INSUFFICIENT_MATERIAL("insufficient_material"),
    DEAD_POSITION("dead_position"),
    FIVEFOLD_REPETITION("fivefold_repetition"),
    SEVENTYFIVE_MOVES("seventyfive_moves"),
    THREEFOLD_REPETITION("threefold_repetition"),
    FIFTY_MOVES("fifty_moves"),
    TIMEOUT("timeout"),
    TIMEOUT_INSUFFICIENT_MATERIAL("timeout_insufficient_material");

    private final String code;

    Termination(String code) {
        this.code = code;
    }

    /** Stable snake_case identifier for clients. */
    public String code() {
        return code;
    }

    /** Whether the game is drawn (FIDE 5.2, 9.6, or 6.9 when mate is impossible), not won. */
    public boolean isDraw() {
        return this != CHECKMATE && this != TIMEOUT;
    }
}
