package dev.hakem.api.problem;

import dev.hakem.chess.text.Phrase;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The problems of the service's bounds, each built in one place: bodies too large, too long or too
 * slow, request lines and headers too large, a batch past its bounds, a class of requests full.
 */
public final class LimitProblems {
    private LimitProblems() {}

    /**
     * 413 body_too_large: a declared Content-Length over the bound, worded by {@code detailKey}
     * (detail.body_too_large, or detail.batch_body_too_large for a batch), with the length and the bound.
     */
    public static ProblemException bodyTooLarge(String detailKey, long declared, long max) {
        return new ProblemException(413, "body_too_large", Phrase.of(detailKey, declared, max), null, null, null);
    }

    /** 413 body_too_large: a declared Content-Length over hakem.max-body-size. */
    public static ProblemException bodyTooLarge(long declared, long max) {
        return bodyTooLarge("detail.body_too_large", declared, max);
    }

    /** 413 body_too_large: a body sent without a length went past {@code max} bytes while it was read. */
    public static ProblemException bodyTooLong(long max) {
        return new ProblemException(413, "body_too_large", Phrase.of("detail.body_too_long", max), null, null, null);
    }

    /** 413 body_too_large as the REST layer words it ({@code message}). */
    public static ProblemException bodyTooLarge(String message) {
        return new ProblemException(413, "body_too_large", Phrase.of("detail.as_is", message), null, null, null);
    }

    /**
     * 413 body_too_large: a batch body past hakem.batch.max-body-size, worded by {@code detailKey}
     * (its members are games or questions) with the bound and the first member not read.
     */
    public static ProblemException batchTooLong(String detailKey, long max, int member) {
        return new ProblemException(413, "body_too_large", Phrase.of(detailKey, max, member), null, null, null);
    }

    /**
     * 413 {@code code}: a member of a batch over the size bound, refused unread; worded by {@code detailKey}
     * with its number, its line, its bytes and the bound.
     */
    public static ProblemException memberTooLarge(String code, String detailKey, int member, long line, long bytes,
                                                  int max) {
        return new ProblemException(413, code, Phrase.of(detailKey, member, line, bytes, max), null, null, null);
    }

    /**
     * 413 {@code code}: a member of a batch past the most a batch holds; worded by {@code detailKey} with
     * the most, its number and its line.
     */
    public static ProblemException tooManyMembers(String code, String detailKey, int max, int member, long line) {
        return new ProblemException(413, code, Phrase.of(detailKey, max, member, line), null, null, null);
    }

    /** 408 body_timeout: the body did not arrive within hakem.http.body-timeout. */
    public static ProblemException bodyTimeout(long received, long elapsedMillis, long timeoutMillis) {
        return new ProblemException(408, "body_timeout", Phrase.of("detail.body_timeout", received, elapsedMillis,
                timeoutMillis), null, null, null);
    }

    /** 408 body_too_slow: the body arrives slower than hakem.http.min-body-rate bytes a second. */
    public static ProblemException bodyTooSlow(long received, long elapsedMillis, long rate) {
        return new ProblemException(408, "body_too_slow", Phrase.of("detail.body_too_slow", received, elapsedMillis,
                rate), null, null, null);
    }

    /** 414 uri_too_long: the request line is longer than hakem.http.max-initial-line-length. */
    public static ProblemException uriTooLong(long line, long max) {
        return new ProblemException(414, "uri_too_long", Phrase.of("detail.uri_too_long", line, max), null, null, null);
    }

    /** 431 headers_too_large: the headers are larger than hakem.http.max-header-size. */
    public static ProblemException headersTooLarge(long headers, long max) {
        return new ProblemException(431, "headers_too_large", Phrase.of("detail.headers_too_large", headers, max), null,
                null, null);
    }

    /** 413 json_too_large: a JSON body past one of the reader's limits, as {@code what} says. */
    public static ProblemException jsonTooLarge(Phrase what) {
        return new ProblemException(413, "json_too_large", what, null, null, null);
    }

    /**
     * 503 overloaded: the requests of a cost class ({@code label}) fill its places and its queue, or
     * waited too long; to be tried again in {@code retryAfter} seconds.
     */
    public static ProblemException overloaded(String label, int inFlight, int queued, long retryAfter) {
        return new ProblemException(503, "overloaded", Phrase.of("detail.overloaded", label, inFlight, queued,
                retryAfter), null, null, null);
    }

    /** 503 overloaded: the bodies being read already hold the {@code max} bytes allowed at once. */
    public static ProblemException overloadedMemory(long max) {
        return new ProblemException(503, "overloaded", Phrase.of("detail.overloaded_memory", max), null, null, null);
    }

    /** What stopped a request's work before it was done: its thread's CPU time, or the wall clock. */
    public enum Budget {
        CPU, WALL_CLOCK;

        /** As the problem's {@code budget} member and the metrics' {@code cause} tag say it. */
        public String label() {
            return this == CPU ? "cpu" : "wall_clock";
        }
    }

    /** The members of a problem of work stopped by a budget: which one, and its figure in seconds. */
    static Map<String, Object> stopped(Budget budget, double seconds) {
        Map<String, Object> members = new LinkedHashMap<>();
        members.put("budget", budget.label());
        members.put("seconds", seconds);
        return members;
    }

    /**
     * 422 deadline_exceeded: the work was not done within hakem.http.answer-deadline of wall-clock time
     * ({@code seconds}), and is stopped, so that the answer goes out before the connection's idle timeout.
     */
    public static ProblemException deadlineExceeded(double seconds) {
        return new ProblemException(422, "deadline_exceeded", Phrase.of("detail.deadline_exceeded", seconds), null, null,
                stopped(Budget.WALL_CLOCK, seconds));
    }
}
