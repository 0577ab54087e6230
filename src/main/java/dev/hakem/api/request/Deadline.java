package dev.hakem.api.request;

import dev.hakem.api.problem.LimitProblems;
import dev.hakem.api.problem.ProblemException;
import dev.hakem.chess.board.Color;
import dev.hakem.verdict.winnability.Winnability;
import dev.hakem.verdict.winnability.search.SearchStopped;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/**
 * The wall-clock deadline of one request's work (hakem.http.answer-deadline), so that no answer comes
 * after the connection's idle timeout has closed it: CPU-time and node budgets do not bound the wall
 * clock on a busy machine. Admission starts it when the request's body has arrived (from then on the
 * connection is silent until the answer); the work it is handed to ({@link EventLoop#onWorker}, a line
 * of a batch) sees it as {@link #current()} and stops when it has {@link #passed()}; work that cannot
 * stop is answered for all the same, at {@link #backstopNanos()}, and {@link #cancel() cancelled}.
 *
 * <p>It also keeps count of the work still running for its request ({@link #hold}, {@link #release}), so
 * that the request's admission place is given back when its work has stopped, not when an answer given
 * in its stead has gone out.
 */
public final class Deadline {
    private static final ThreadLocal<Deadline> CURRENT = new ThreadLocal<>();
    /** No deadline: outside a request, or for work that is bounded otherwise (a batch line's own). */
    public static final Deadline NONE = new Deadline(Long.MAX_VALUE, Long.MAX_VALUE, Duration.ZERO);

    private final long start;
    private final long at;
    private final long backstop;
    private final Duration limit;
    private volatile boolean cancelled;
    private final AtomicInteger running = new AtomicInteger();
    private Runnable whenStopped;

    private Deadline(long start, long at, Duration limit) {
        this.start = start;
        this.at = at;
        this.limit = limit;
        this.backstop = at == Long.MAX_VALUE ? Long.MAX_VALUE : at;
    }

    private Deadline(long start, Duration limit, Duration idleTimeout) {
        this.start = start;
        this.limit = limit;
        this.at = start + limit.toNanos();
        // Halfway between the deadline and the idle timeout: late enough for cooperative work to have
        // answered with its own problem, early enough for the answer to go out before the connection closes.
        this.backstop = at + (idleTimeout.toNanos() - limit.toNanos()) / 2;
    }

    /** A deadline {@code limit} after {@code startNanos} (System.nanoTime), on a connection closed after {@code idleTimeout} of silence. */
    public static Deadline of(long startNanos, Duration limit, Duration idleTimeout) {
        return new Deadline(startNanos, limit, idleTimeout);
    }

    /** A deadline that only {@link #cancel()} ends: a line of a batch, whose stream watches the clock itself. */
    public static Deadline cancellable() {
        return new Deadline(System.nanoTime(), Long.MAX_VALUE, Duration.ZERO);
    }

    /** Where a request's deadline is kept in its Vert.x context (a local of the request's own context). */
    private static final String KEY = Deadline.class.getName();

    /** Makes {@code deadline} the one of the request whose Vert.x context {@code context} is. */
    public static void attach(io.vertx.core.Context context, Deadline deadline) {
        if (context != null) context.putLocal(KEY, deadline);
    }

    /** The deadline of the request whose context {@code context} is, or {@link #NONE}. */
    public static Deadline of(io.vertx.core.Context context) {
        Object d = context == null ? null : context.getLocal(KEY);
        return d instanceof Deadline deadline ? deadline : NONE;
    }

    /** The deadline of the work running on this thread, or {@link #NONE}. */
    public static Deadline current() {
        Deadline d = CURRENT.get();
        return d == null ? NONE : d;
    }

    /** Runs {@code work} on this thread with {@code deadline} as {@link #current()}. */
    public static <T> T within(Deadline deadline, Supplier<T> work) {
        Deadline outer = CURRENT.get();
        CURRENT.set(deadline);
        try {
            return work.get();
        } finally {
            if (outer == null) CURRENT.remove();
            else CURRENT.set(outer);
        }
    }

    /** Whether the work should stop now: the deadline is past, or its answer was given in its stead. */
    public boolean passed() {
        return cancelled || at != Long.MAX_VALUE && System.nanoTime() - at >= 0;
    }

    /** Stops the work here, with 422 deadline_exceeded, when it should stop. */
    public void check() {
        if (passed()) throw exceeded();
    }

    /** The problem of work stopped by this deadline: 422 deadline_exceeded, with the limit in seconds. */
    public ProblemException exceeded() {
        return LimitProblems.deadlineExceeded(seconds());
    }

    /** The limit, in seconds. */
    public double seconds() {
        return limit.toMillis() / 1000.0;
    }

    /** Nanoseconds from now to the deadline (negative past it). */
    public long remainingNanos() {
        return at == Long.MAX_VALUE ? Long.MAX_VALUE : at - System.nanoTime();
    }

    /** Nanoseconds from now to the moment the request is answered for its work, if the work has not answered. */
    public long backstopNanos() {
        return backstop == Long.MAX_VALUE ? Long.MAX_VALUE : backstop - System.nanoTime();
    }

    /** Nanoseconds since the deadline started. */
    public long elapsedNanos() {
        return System.nanoTime() - start;
    }

    /** The answer was given in the work's stead: the work stops at its next look at {@link #passed()}. */
    public void cancel() {
        if (this != NONE) cancelled = true;
    }

    /** A piece of work for this request starts. */
    public void hold() {
        if (this != NONE) running.incrementAndGet();
    }

    /** A piece of work for this request has stopped; the last one runs what waits for them all. */
    public void release() {
        if (this != NONE && running.decrementAndGet() == 0) runWhenStopped();
    }

    /** Runs {@code then} once no work of this request runs any more (at once when none does). */
    public void whenStopped(Runnable then) {
        if (this == NONE) {
            then.run(); // shared: it keeps no count of anyone's work
            return;
        }
        synchronized (this) {
            whenStopped = then;
        }
        if (running.get() == 0) runWhenStopped();
    }

    private void runWhenStopped() {
        Runnable then;
        synchronized (this) {
            then = whenStopped;
            whenStopped = null;
        }
        if (then != null) then.run();
    }

    /**
     * {@code budget} with a look at the current deadline before each analysis it runs (a side, a second
     * search for a shorter helpmate): the hook through which the winnability searches stop in time.
     */
    public static Winnability.Budget watched(Winnability.Budget budget) {
        Winnability.Watch inner = budget.watch();
        return budget.watched(new Winnability.Watch() {
            @Override
            public Winnability.Result analysis(Color winner, boolean shortest, Supplier<Winnability.Result> analysis) {
                Deadline deadline = current();
                deadline.check();
                try {
                    return inner == null ? analysis.get() : inner.analysis(winner, shortest, analysis);
                } catch (SearchStopped stopped) {
                    throw deadline.exceeded();
                }
            }

            /** The search stops where it is once the answer's time is up (its answer would not be sent). */
            @Override
            public boolean stop() {
                return current().passed();
            }
        });
    }
}
