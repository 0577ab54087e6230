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
    TIMEOUT_INSUFFICIENT_MATERIAL("timeout_insufficient_material"),
    /** FIDE 5.1.2: a player resigned. */
    RESIGNATION("resignation"),
    /** FIDE 5.1.2: a player resigned, but the opponent could not checkmate by any series of legal moves: a draw. */
    RESIGNATION_CANNOT_MATE("resignation_cannot_mate"),
    /** FIDE 7.5.5: a player's second completed illegal move. */
    ILLEGAL_MOVE("illegal_move"),
    /** FIDE 7.5.5: a second completed illegal move, but the opponent could not checkmate: a draw. */
    ILLEGAL_MOVE_CANNOT_MATE("illegal_move_cannot_mate"),
    /** FIDE 5.2.3: the players agreed to a draw. */
    AGREEMENT("agreement");

    private final String code;

    Termination(String code) {
        this.code = code;
    }

    /** Stable snake_case identifier for clients. */
    public String code() {
        return code;
    }
}
