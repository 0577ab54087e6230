package dev.hakem.verdict;

/** How a game ended, with the article of the FIDE Laws (or of the online rules) that ends it. */
public enum Termination {
    CHECKMATE("checkmate", "FIDE 5.1.1"),
    STALEMATE("stalemate", "FIDE 5.2.1"),
    INSUFFICIENT_MATERIAL("insufficient_material", "FIDE 5.2.2: dead position, no mating material (the static list)"),
    DEAD_POSITION("dead_position", "FIDE 5.2.2"),
    FIVEFOLD_REPETITION("fivefold_repetition", "FIDE 9.6.1"),
    SEVENTYFIVE_MOVES("seventyfive_moves", "FIDE 9.6.2"),
    THREEFOLD_REPETITION("threefold_repetition", "online rules: automatic threefold repetition (FIDE 9.2 as a claim)"),
    FIFTY_MOVES("fifty_moves", "online rules: automatic fifty-move rule (FIDE 9.3 as a claim)"),
    TIMEOUT("timeout", "FIDE 6.9"),
    TIMEOUT_INSUFFICIENT_MATERIAL("timeout_insufficient_material", "FIDE 6.9");

    private final String code;
    private final String rule;

    Termination(String code, String rule) {
        this.code = code;
        this.rule = rule;
    }

    public String code() {
        return code;
    }

    /** The rule that decides it, for the report. */
    public String rule() {
        return rule;
    }

    public boolean isDraw() {
        return this != CHECKMATE && this != TIMEOUT;
    }
}
