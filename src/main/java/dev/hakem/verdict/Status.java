package dev.hakem.verdict;

import java.util.Locale;

/** Where a position stands: still going, or ended by mate, stalemate or a draw rule. */
public enum Status {
    ONGOING, CHECKMATE, STALEMATE, DRAW;

    public String code() {
        return name().toLowerCase(Locale.ROOT);
    }
}
