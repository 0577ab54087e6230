package dev.hakem.api.request;

import com.fasterxml.jackson.databind.JsonNode;
import io.smallrye.mutiny.Uni;
import io.vertx.core.Context;
import io.vertx.core.Vertx;
import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.function.Supplier;

/**
 * Where a request's work runs. Bounded, CPU-only work (one position; one move after a short history
 * or after a resume point) runs on the connection's event loop, where the request already is: the
 * hop to a worker thread and back would cost more than the work itself. Larger inputs go to a worker
 * thread, so that no event loop is held for long. The bounds (docs/limits-and-errors.md, "Where requests run"):
 * a JSON body of at most {@link #MAX_BODY} bytes is parsed on the event loop, and a move is checked
 * there after at most {@link #MAX_PLIES} moves replayed; a query string is bounded by
 * hakem.http.max-initial-line-length. Either way the request keeps its Vert.x context (its request
 * id in the logging MDC), its admission slot and its problem mapping. The answer is a plain
 * {@link CompletionStage}, already complete when the work ran here: the REST layer then goes on at
 * once, where a {@code Uni} would capture and restore every context propagation provider's state
 * around its subscription, which cost the hot path more than its JSON parsing.
 */
public final class EventLoop {
    private EventLoop() {}

    /** The largest body parsed on the event loop: a resume point with its moves, or a history of about a hundred plies. */
    public static final int MAX_BODY = 4 * 1024;

    /** The most moves replayed on the event loop (a history, or a resume point's moves since): about 0.2 ms of CPU. */
    public static final int MAX_PLIES = 100;

    /**
     * How many moves a history member holds: an array's items, or a string's words (move numbers
     * counted too: an upper bound); 0 when there is none.
     */
    public static int plies(JsonNode moves) {
        if (moves == null) return 0;
        if (moves.isArray()) return moves.size();
        if (!moves.isTextual()) return 0;
        String text = moves.textValue();
        int words = 0;
        boolean inWord = false;
        for (int i = 0, n = text.length(); i < n; i++) {
            boolean space = Character.isWhitespace(text.charAt(i));
            if (!space && !inWord) words++;
            inWord = !space;
        }
        return words;
    }

    /** The work, on the event loop when {@code here}, otherwise on a worker thread of the request's context. */
    public static <T> CompletionStage<T> run(boolean here, Supplier<T> work) {
        return here ? CompletableFuture.completedFuture(work.get()) : onWorker(work).subscribeAsCompletionStage();
    }

    /** The shortest wait for work's answer before it is answered for (a wait must be positive). */
    private static final long MIN_WAIT_NANOS = 1_000_000;

    /**
     * The work on a worker thread, its answer (or failure) handed back to the request's event loop. The
     * work runs within the request's {@link Deadline}: it is expected to stop when the deadline has passed
     * (perft and the winnability searches do), and is answered for with 422 deadline_exceeded at the
     * deadline's backstop if it has not answered by then, so that no connection closes on silence.
     */
    public static <T> Uni<T> onWorker(Supplier<T> work) {
        Context context = Vertx.currentContext();
        if (context == null) return Uni.createFrom().item(work);
        Deadline deadline = Deadline.of(context);
        // Admitted late (its wait for a place, on a starved machine): answered at once, nothing started.
        if (deadline.passed()) return Uni.createFrom().failure(deadline.exceeded());
        deadline.hold();
        Once<T> once = new Once<>(work, deadline);
        Uni<T> answer = Uni.createFrom().completionStage(() -> context.executeBlocking(once, false).toCompletionStage());
        if (deadline == Deadline.NONE) return answer;
        return answer.ifNoItem().after(Duration.ofNanos(Math.max(MIN_WAIT_NANOS, deadline.backstopNanos()))).failWith(() -> {
            deadline.cancel();
            return deadline.exceeded();
        });
    }

    /**
     * The work, let go of as it starts: an idle worker thread keeps its last task until it runs another
     * one or its keep-alive ends, and the work holds the request's body. It runs within its deadline,
     * unless that has passed while it waited for a thread, and says when it has stopped.
     */
    private static final class Once<T> implements Callable<T> {
        private Supplier<T> work;
        private final Deadline deadline;

        Once(Supplier<T> work, Deadline deadline) {
            this.work = work;
            this.deadline = deadline;
        }

        @Override
        public T call() {
            Supplier<T> w = work;
            work = null;
            try {
                deadline.check();
                return Deadline.within(deadline, w);
            } finally {
                deadline.release();
            }
        }
    }
}
