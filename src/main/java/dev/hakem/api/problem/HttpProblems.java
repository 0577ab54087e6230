package dev.hakem.api.problem;

import dev.hakem.chess.text.Phrase;
import java.util.List;
import java.util.Map;

/**
 * The problems of the exchange itself, each built in one place: what the HTTP or the REST layer
 * refuses (a request it cannot read, no resource, a method, a media type), a body that is not
 * JSON or cannot be read, and the failure nobody foresaw.
 */
public final class HttpProblems {
    private HttpProblems() {}

    /** 400 bad_request as the REST layer words it ({@code message}). */
    public static ProblemException badRequest(String message) {
        return ProblemException.badRequest("bad_request", "detail.as_is", message);
    }

    /** 400 bad_request: the Content-Length header is not a number. */
    public static ProblemException badContentLength() {
        return ProblemException.badRequest("bad_request", "detail.content_length");
    }

    /** 400 bad_request: an HTTP/1.1 request without a Host header the router can read. */
    public static ProblemException badHost() {
        return ProblemException.badRequest("bad_request", "detail.bad_request_host");
    }

    /** 400 bad_request: a request the HTTP layer could not read otherwise. */
    public static ProblemException unreadableRequest() {
        return ProblemException.badRequest("bad_request", "detail.bad_request_http");
    }

    /** 404 not_found: no resource at {@code path}. */
    public static ProblemException notFound(String path) {
        return new ProblemException(404, "not_found", Phrase.of("detail.not_found", path), null, null, null);
    }

    /** 405 method_not_allowed: {@code path} does not answer {@code method}. */
    public static ProblemException methodNotAllowed(String method, String path) {
        return new ProblemException(405, "method_not_allowed", Phrase.of("detail.method_not_allowed", method, path),
                null, null, null);
    }

    /** 406 not_acceptable as the REST layer refuses: no type of the resource's is admitted. */
    public static ProblemException notAcceptable() {
        return new ProblemException(406, "not_acceptable", Phrase.of("detail.not_acceptable"), null, null, null);
    }

    /** 406 not_acceptable before the operation runs: the Accept header admits none of its {@code types}. */
    public static ProblemException notAcceptable(List<String> types) {
        return notAcceptable("detail.not_acceptable_types", types);
    }

    /** 406 not_acceptable after the operation succeeded: its answer's {@code types} are not admitted, problems are. */
    public static ProblemException successNotAcceptable(List<String> types) {
        return notAcceptable("detail.not_acceptable_success", types);
    }

    private static ProblemException notAcceptable(String detailKey, List<String> types) {
        return new ProblemException(406, "not_acceptable", Phrase.of(detailKey, String.join(", ", types)), null, null,
                Map.of("acceptable", types));
    }

    /** 415 unsupported_media_type: a body that is not JSON. */
    public static ProblemException unsupportedMediaType() {
        return new ProblemException(415, "unsupported_media_type", Phrase.of("detail.unsupported_media_type"), null,
                null, null);
    }

    /** 415 unsupported_media_type for a path whose bodies may be of several types, which {@code bodyTypes} names. */
    public static ProblemException unsupportedMediaType(String bodyTypes) {
        return new ProblemException(415, "unsupported_media_type",
                Phrase.of("detail.unsupported_media_type_batch", bodyTypes), null, null, null);
    }

    /** http_&lt;status&gt;: another refusal of the REST layer, as it words it ({@code message}). */
    public static ProblemException httpStatus(int status, String message) {
        return new ProblemException(status, "http_" + status, Phrase.of("detail.as_is", message), null, null, null);
    }

    /** http_&lt;status&gt;: another refusal of the HTTP layer, which says no more than the status. */
    public static ProblemException httpError(int status) {
        return new ProblemException(status, "http_" + status, Phrase.of("detail.http_error", status), null, null, null);
    }

    /** 400 malformed_json: a body (or a batch line) that is not the JSON expected, as {@code detail} says. */
    public static ProblemException malformedJson(Phrase detail) {
        return new ProblemException(400, "malformed_json", detail, null, null, null);
    }

    /** 400 body_unreadable: a batch body could not be read at all ({@code why}, as the reader says). */
    public static ProblemException bodyUnreadable(String why) {
        return ProblemException.badRequest("body_unreadable", "detail.batch_unreadable", why);
    }

    /** 400 body_unreadable: a batch body stopped arriving after its first members ({@code why}). */
    public static ProblemException restUnreadable(String why) {
        return new ProblemException(400, "body_unreadable", Phrase.of("detail.batch_unreadable_rest", why), null, null,
                null);
    }

    /** 400 empty_batch: a batch body with no member, worded by {@code detailKey} (games in PGN or NDJSON, questions). */
    public static ProblemException emptyBatch(String detailKey) {
        return ProblemException.badRequest("empty_batch", detailKey);
    }

    /** 400 unknown_charset: the charset of the Content-Type ({@code name}) is not known. */
    public static ProblemException unknownCharset(String name) {
        return ProblemException.about(400, "unknown_charset", "Content-Type",
                Phrase.of("detail.batch_charset", Problems.abbreviate(name)));
    }

    /** 500 internal_error: a failure nobody foresaw (logged where it is caught). */
    public static ProblemException internalError() {
        return new ProblemException(500, "internal_error", Phrase.of("detail.internal_error"), null, null, null);
    }
}
