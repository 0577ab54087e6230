package dev.hakem.api.admission;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * The time limits that must agree for every request to be answered on an open connection: the
 * connection's idle timeout (quarkus.http.idle-timeout) closes a connection silent that long, so the
 * wall-clock deadline of a request's work (hakem.http.answer-deadline) must end, and its answer go out,
 * well before it; a request may wait in its class's queue (hakem.admission.queue-timeout) within the
 * deadline; and a CPU budget (hakem.perft.timeout) longer than the deadline could never be reached,
 * since a thread cannot spend more CPU time than wall-clock time. A configuration that breaks one of
 * these is refused at start-up, with what to change.
 */
final class AnswerDeadline {
    private AnswerDeadline() {}

    /** The least time the deadline leaves before the idle timeout, for the answer to be written. */
    static final Duration MIN_MARGIN = Duration.ofSeconds(1);

    /**
     * The margin the deadline must leave before the idle timeout: a fifth of it, and at least
     * {@link #MIN_MARGIN}. Work that does not stop by itself is answered for halfway through it.
     */
    static Duration margin(Duration idleTimeout) {
        Duration fifth = idleTimeout.dividedBy(5);
        return fifth.compareTo(MIN_MARGIN) > 0 ? fifth : MIN_MARGIN;
    }

    /** What is wrong with these settings, one sentence each; empty when they agree. */
    static List<String> faults(Duration deadline, Duration idleTimeout, Duration perftTimeout, Duration queueTimeout) {
        List<String> faults = new ArrayList<>();
        if (deadline.isNegative() || deadline.isZero())
            faults.add("hakem.http.answer-deadline (" + text(deadline) + ") must be positive");
        Duration latest = idleTimeout.minus(margin(idleTimeout));
        if (deadline.compareTo(latest) > 0)
            faults.add("hakem.http.answer-deadline (" + text(deadline) + ") must end at least " + text(margin(idleTimeout))
                    + " before quarkus.http.idle-timeout (" + text(idleTimeout) + "), so that an answer stopped by it goes"
                    + " out before the connection is closed: set it to at most " + text(latest) + ", or raise the idle timeout");
        if (perftTimeout.compareTo(deadline) > 0)
            faults.add("hakem.perft.timeout (" + text(perftTimeout) + " of CPU time) is longer than hakem.http.answer-deadline ("
                    + text(deadline) + " of wall-clock time), so it could never be reached: lower it to at most " + text(deadline));
        if (queueTimeout.compareTo(deadline) >= 0)
            faults.add("hakem.admission.queue-timeout (" + text(queueTimeout) + ") must be shorter than"
                    + " hakem.http.answer-deadline (" + text(deadline) + "), within which a request waits for its place");
        return faults;
    }

    /** A duration as the configuration writes it: {@code 45s}, {@code 0.8s}. */
    static String text(Duration d) {
        return java.math.BigDecimal.valueOf(d.toMillis(), 3).stripTrailingZeros().toPlainString() + "s";
    }

    /** Refuses to start with settings that disagree. */
    static void check(Duration deadline, Duration idleTimeout, Duration perftTimeout, Duration queueTimeout) {
        List<String> faults = faults(deadline, idleTimeout, perftTimeout, queueTimeout);
        if (!faults.isEmpty())
            throw new IllegalStateException("the time limits disagree: " + String.join("; ", faults));
    }
}
