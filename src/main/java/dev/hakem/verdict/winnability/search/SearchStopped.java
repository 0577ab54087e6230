package dev.hakem.verdict.winnability.search;

/**
 * A search ended because its request's time was up: it has no answer. Unwinding is its whole point,
 * so it carries no stack trace.
 */
public final class SearchStopped extends RuntimeException {
    public SearchStopped() {
        super("the analysis was stopped", null, false, false);
    }
}
