package dev.hakem.verdict.winnability;

/**
 * Thrown from deep inside a search when its nodes or time run out: unwinding is the whole point,
 * so it carries no message, cause or stack trace (thrown once per search, it must stay cheap).
 */
final class BudgetExceeded extends RuntimeException {
    BudgetExceeded() {
        super(null, null, false, false);
    }
}
