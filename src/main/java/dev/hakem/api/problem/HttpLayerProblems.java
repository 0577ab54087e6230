package dev.hakem.api.problem;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.hakem.api.HakemConfig;
import dev.hakem.api.i18n.Lang;
import io.quarkus.vertx.http.runtime.RouteConstants;
import io.quarkus.vertx.http.runtime.VertxHttpRecorder;
import io.quarkus.vertx.http.runtime.filters.Filters;
import io.quarkus.runtime.configuration.MemorySize;
import io.vertx.core.MultiMap;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.core.http.HttpVersion;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.handler.HttpException;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.io.IOException;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

/**
 * Problem documents for what the HTTP layer refuses or fails before (or beside) the REST resources,
 * where Quarkus and Vert.x would answer with a bare status and an empty body:
 * <ul>
 * <li>a request line over hakem.http.max-initial-line-length (414) or headers over
 * hakem.http.max-header-size (431). Vert.x's HTTP codec refuses what is over its own limits
 * (quarkus.http.limits.max-initial-line-length, max-header-size) before a request exists, with an empty
 * 414, 431 or 400 and a closed connection; Quarkus offers no hook there (the server's invalid-request
 * handler must be set before it listens, and Quarkus creates and starts the server itself). So the
 * codec's limits are set well above the service's, which are checked here, where the request can
 * still be answered in its own language;</li>
 * <li>a declared Content-Length over hakem.max-body-size (413; the lower of it and
 * quarkus.http.limits.max-body-size): checked just before Quarkus's own check, which answers with an
 * empty body;</li>
 * <li>a body sent without a length that grows past hakem.max-body-size (413): Quarkus's reader would
 * end the exchange with an empty 413 at its own, higher limit while the JSON reader is still reading,
 * so that cap is taken over by {@link StreamedBodyLimit}, lowered to the documented one, which fails
 * the read with a problem instead;</li>
 * <li>failures of Vert.x routes (a request target that is not a path, an exception outside the
 * resources) and requests no route takes, which Quarkus's last-resort handler and the router would
 * answer without a problem document.</li>
 * </ul>
 */
@ApplicationScoped
public class HttpLayerProblems {
    private static final Logger LOG = Logger.getLogger(HttpLayerProblems.class);

    /** Where the cap on a body sent without a length is kept for {@link StreamedBodyLimit}. */
    public static final String STREAMED_BODY_LIMIT = "hakem.streamed-body-limit";
    /** After the request ids (priority 10,000), so every answer here carries one; before the other filters. */
    static final int PRIORITY = 9_000;
    /** Longest path quoted back as a problem's instance; a longer one is cut (it may be what was too long). */
    static final int MAX_INSTANCE = 200;
    /** The request line as the codec counts it: method, target, HTTP version, and the two spaces between. */
    private static final int VERSION_AND_SPACES = "HTTP/1.1".length() + 2;

    private final HakemConfig config;
    private final ObjectMapper json;
    private final Optional<MemorySize> httpBodyLimit;

    @Inject
    public HttpLayerProblems(HakemConfig config, ObjectMapper json,
                             @ConfigProperty(name = "quarkus.http.limits.max-body-size") Optional<MemorySize> httpBodyLimit) {
        this.config = config;
        this.json = json;
        this.httpBodyLimit = httpBodyLimit;
    }

    void filters(@Observes Filters filters) {
        filters.register(this::checkLimits, PRIORITY);
    }

    void routes(@Observes Router router) {
        router.route().order(RouteConstants.ROUTE_ORDER_UPLOAD_LIMIT - 1).handler(this::checkDeclaredLength);
        // After a batch (POST /v1/games, NDJSON POST /v1/winnability) has lifted the cap for its own streamed reading
        // (BatchBodyRoutes).
        router.route().order(RouteConstants.ROUTE_ORDER_UPLOAD_LIMIT + 2).handler(this::takeStreamedCap);
        router.route().order(RouteConstants.ROUTE_ORDER_DEFAULT).failureHandler(this::failed);
        router.errorHandler(404, this::unrouted);
        router.errorHandler(405, this::unrouted);
    }

    void checkLimits(RoutingContext rc) {
        HttpServerRequest request = rc.request();
        long line = request.method().name().length() + request.uri().length() + VERSION_AND_SPACES;
        long maxLine = config.http().maxInitialLineLength();
        if (line > maxLine) {
            send(rc, LimitProblems.uriTooLong(line, maxLine), true);
            return;
        }
        long headers = headerBytes(request.headers());
        long maxHeaders = config.http().maxHeaderSize();
        if (headers > maxHeaders) {
            send(rc, LimitProblems.headersTooLarge(headers, maxHeaders), true);
            return;
        }
        rc.next();
    }

    /** The header block as the codec counts it: each line's name, colon and space, and value. */
    static long headerBytes(MultiMap headers) {
        long n = 0;
        for (Map.Entry<String, String> h : headers) n += h.getKey().length() + 2 + h.getValue().length();
        return n;
    }

    void checkDeclaredLength(RoutingContext rc) {
        String length = rc.request().getHeader(HttpHeaders.CONTENT_LENGTH);
        if (length != null) {
            long max = Math.min(streamedCap(), config.maxBodySize());
            try {
                BodyLimitProblem.checkLength(length, max, "detail.body_too_large");
            } catch (ProblemException e) {
                send(rc, e, true);
                return;
            }
        }
        rc.next();
    }

    /**
     * The cap on a body sent without a length is the documented one, hakem.max-body-size, as for a
     * declared length: the HTTP layer's own is only the backstop (a batch has lifted both).
     */
    void takeStreamedCap(RoutingContext rc) {
        Long max = rc.remove(VertxHttpRecorder.MAX_REQUEST_SIZE_KEY);
        if (max != null) rc.put(STREAMED_BODY_LIMIT, Math.min(max, config.maxBodySize()));
        rc.next();
    }

    void failed(RoutingContext rc) {
        Throwable failure = rc.failure();
        // Too late for a document, or the exchange broke (most often the client went away): Quarkus's
        // handler ends it, logging an IOException at DEBUG only.
        if (rc.response().headWritten() || failure instanceof IOException) {
            rc.next();
            return;
        }
        if (ProblemMappers.unanswerable(failure)) {
            // As ProblemMappers: out of memory is no answer; the exchange is cut, the JVM exits.
            rc.response().reset();
            return;
        }
        int status = failure instanceof HttpException h ? h.getStatusCode() : rc.statusCode();
        if (status >= 400 && status < 500) {
            LOG.debugf(failure, "HTTP %d on %s", status, rc.request().path());
            send(rc, byStatus(status, rc), status == 413);
        } else {
            LOG.error("unexpected failure on " + rc.request().path(), failure);
            send(rc, HttpProblems.internalError(), false);
        }
    }

    void unrouted(RoutingContext rc) {
        send(rc, byStatus(rc.statusCode(), rc), false);
    }

    private ProblemException byStatus(int status, RoutingContext rc) {
        String path = instance(rc.request().path());
        return switch (status) {
            // The router's own 400s: HTTP/1.1 without a Host header it can read, mostly.
            case 400 -> rc.request().authority() == null ? HttpProblems.badHost() : HttpProblems.unreadableRequest();
            case 404 -> HttpProblems.notFound(path);
            case 405 -> HttpProblems.methodNotAllowed(rc.request().method().name(), path);
            case 413 -> LimitProblems.bodyTooLong(streamedCap());
            default -> HttpProblems.httpError(status);
        };
    }

    long streamedCap() {
        return httpBodyLimit.map(MemorySize::asLongValue).orElse(Long.MAX_VALUE);
    }

    /**
     * Writes the problem, in the request's language, with the headers the REST answers carry. With
     * {@code close}, the rest of the request is not read: the connection is closed once the answer is out.
     */
    public void send(RoutingContext rc, ProblemException e, boolean close) {
        HttpServerRequest request = rc.request();
        Lang lang = Lang.of(request.getHeader(HttpHeaders.ACCEPT_LANGUAGE));
        byte[] body;
        try {
            body = json.writeValueAsBytes(e.toProblem(instance(request.path()), lang));
        } catch (JsonProcessingException failure) {
            throw new IllegalStateException("a problem document could not be written", failure);
        }
        HttpServerResponse response = rc.response();
        response.setStatusCode(e.status());
        response.putHeader(HttpHeaders.CONTENT_TYPE, Problem.MEDIA_TYPE);
        response.putHeader(HttpHeaders.CONTENT_LANGUAGE, lang.tag());
        response.headers().add(HttpHeaders.VARY, HttpHeaders.ACCEPT_LANGUAGE);
        if (close) closeAfterAnswer(rc);
        response.end(Buffer.buffer(body));
    }

    static String instance(String path) {
        if (path == null) return null;
        return path.length() <= MAX_INSTANCE ? path : path.substring(0, MAX_INSTANCE) + "...";
    }

    /**
     * The rest of the body will not be read (the request was refused or stopped early): the
     * connection cannot carry another request, so it is closed once the answer has gone out.
     */
    public static void closeAfterAnswer(RoutingContext rc) {
        if (rc.request().version() == HttpVersion.HTTP_2) return; // the stream ends alone
        if (!rc.response().headWritten()) rc.response().putHeader(HttpHeaders.CONNECTION, "close");
        rc.addEndHandler(done -> lingerThenClose(rc));
    }

    /** How long the rest of a refused body is read and dropped before the connection is closed. */
    static final long LINGER_MILLIS = 2000;

    /**
     * Closes the connection, but not before the client has stopped sending or {@link #LINGER_MILLIS}
     * have passed: closing on unread data resets the connection, and a client still writing its body
     * would lose the answer with it. Runs on the connection's event loop, once the answer is out.
     */
    static void lingerThenClose(RoutingContext rc) {
        HttpServerRequest request = rc.request();
        AtomicBoolean closed = new AtomicBoolean();
        Runnable close = () -> {
            if (closed.compareAndSet(false, true)) request.connection().close();
        };
        if (request.isEnded()) {
            close.run();
            return;
        }
        try {
            request.handler(dropped -> { });
            request.endHandler(v -> close.run());
            request.resume();
        } catch (IllegalStateException alreadyRead) {
            close.run();
            return;
        }
        rc.vertx().setTimer(LINGER_MILLIS, id -> close.run());
    }
}
