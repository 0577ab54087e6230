package dev.hakem.api.admission;

import dev.hakem.api.HakemConfig;
import dev.hakem.api.problem.LimitProblems;
import dev.hakem.api.problem.ProblemException;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.ext.web.RoutingContext;
import java.util.function.BiConsumer;

/**
 * Reads a request body whole, on the connection's event loop, before the request is admitted to its
 * cost class: a slow client then holds no worker thread and no place of its class while it sends.
 * The body is bounded three ways: in size (hakem.max-body-size, whether or not a length is
 * declared), in time (hakem.http.body-timeout for the whole body, and at least
 * hakem.http.min-body-rate bytes a second once the first second has passed, as a proxy in front
 * would), and in memory over all bodies at once ({@link BodyBudget}).
 */
final class BodyIntake {
    /** Where the body read is left for {@link BufferedBody}. */
    static final String BODY = "hakem.body";
    /** How often a body's progress is checked against the deadline and the least rate. */
    static final long CHECK_MILLIS = 250;
    /** The start of a body is not held to the least rate (connection set-up, a client's first write). */
    static final long GRACE_MILLIS = 1000;

    private final Vertx vertx;
    private final HakemConfig config;
    private final BodyBudget budget;

    BodyIntake(Vertx vertx, HakemConfig config, BodyBudget budget) {
        this.vertx = vertx;
        this.config = config;
        this.budget = budget;
    }

    /** Whether {@code request} has a body still to read. */
    static boolean hasBody(HttpServerRequest request) {
        if (request.isEnded()) return false;
        String length = request.getHeader(HttpHeaders.CONTENT_LENGTH);
        if (length != null) return !length.strip().equals("0");
        return request.getHeader(HttpHeaders.TRANSFER_ENCODING) != null;
    }

    /**
     * Reads the body, then runs {@code then}; or refuses the request through {@code refuse} (with
     * whether the connection must close, the rest of the body being unread).
     */
    void read(RoutingContext rc, Runnable then, BiConsumer<ProblemException, Boolean> refuse) {
        HttpServerRequest request = rc.request();
        long max = config.maxBodySize();
        long declared = declaredLength(request);
        if (declared > max) {
            refuse.accept(LimitProblems.bodyTooLarge(declared, max), true);
            return;
        }
        Reading reading = new Reading(rc, max, then, refuse);
        if (!reading.reserve(Math.max(declared, 0))) {
            refuse.accept(LimitProblems.overloadedMemory(budget.max()), true);
            return;
        }
        request.handler(reading::chunk);
        request.exceptionHandler(failure -> reading.stop());
        request.endHandler(v -> reading.end());
        if ("100-continue".equalsIgnoreCase(request.getHeader(HttpHeaders.EXPECT))) rc.response().writeContinue();
        request.resume();
        // Most bodies come with their request's head and have been read once the event loop gets here
        // again: only a body still coming is given its timer (its deadline counts from the start all the same).
        vertx.runOnContext(v -> reading.watch());
    }

    private static long declaredLength(HttpServerRequest request) {
        String length = request.getHeader(HttpHeaders.CONTENT_LENGTH);
        if (length == null) return -1;
        try {
            return Long.parseLong(length.strip());
        } catch (NumberFormatException e) {
            return -1; // answered as a 400 by the body-limit filter
        }
    }

    /** One body being read. Event-loop confined: every callback runs on the connection's event loop. */
    private final class Reading {
        final RoutingContext rc;
        final long max;
        final Runnable then;
        final BiConsumer<ProblemException, Boolean> refuse;
        final long start = System.nanoTime();
        /** Null once read or refused: the request's handlers, and so this object, outlive the request. */
        Buffer body = Buffer.buffer();
        long reserved;
        long timer = -1;
        boolean over;

        Reading(RoutingContext rc, long max, Runnable then, BiConsumer<ProblemException, Boolean> refuse) {
            this.rc = rc;
            this.max = max;
            this.then = then;
            this.refuse = refuse;
            rc.addEndHandler(done -> release());
        }

        boolean reserve(long bytes) {
            if (!budget.reserve(bytes)) return false;
            reserved += bytes;
            return true;
        }

        void chunk(Buffer chunk) {
            if (over) return;
            long size = (long) body.length() + chunk.length();
            if (size > max) {
                fail(LimitProblems.bodyTooLong(max));
                return;
            }
            if (size > reserved && !reserve(size - reserved)) {
                fail(LimitProblems.overloadedMemory(budget.max()));
                return;
            }
            body.appendBuffer(chunk);
        }

        void end() {
            if (over) return;
            over = true;
            vertx.cancelTimer(timer);
            rc.put(BODY, body);
            body = null;
            then.run();
        }

        void watch() {
            if (!over) timer = vertx.setPeriodic(CHECK_MILLIS, id -> check());
        }

        void check() {
            if (over) return;
            long elapsed = (System.nanoTime() - start) / 1_000_000;
            long timeout = config.http().bodyTimeout().toMillis();
            long rate = config.http().minBodyRate();
            long received = body.length();
            if (elapsed > timeout) {
                fail(LimitProblems.bodyTimeout(received, elapsed, timeout));
            } else if (elapsed > GRACE_MILLIS && received * 1000 < rate * (elapsed - GRACE_MILLIS)) {
                fail(LimitProblems.bodyTooSlow(received, elapsed, rate));
            }
        }

        void fail(ProblemException problem) {
            stop();
            refuse.accept(problem, true);
        }

        void stop() {
            if (over) return;
            over = true;
            vertx.cancelTimer(timer);
            rc.request().handler(null);
            rc.request().endHandler(null);
            body = null;
        }

        /**
         * At the request's end, also one cut short with its body half read: the routing context and
         * the request's handlers, and so this object, can outlive it (see {@link BodyStream}).
         */
        void release() {
            over = true;
            body = null;
            rc.remove(BODY);
            vertx.cancelTimer(timer);
            budget.release(reserved);
            reserved = 0;
        }
    }
}
