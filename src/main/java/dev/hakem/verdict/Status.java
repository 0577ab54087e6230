package dev.hakem.verdict;

/** Where a position stands: still going, or ended by mate, stalemate or a draw rule. */
public enum Status {
    ONGOING, CHECKMATE, STALEMATE, DRAW;

    public String code() {
        return name().toLowerCase();
    }
}
