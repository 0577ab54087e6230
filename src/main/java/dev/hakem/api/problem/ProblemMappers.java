package dev.hakem.api.problem;

import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import dev.hakem.api.Endpoints;
import dev.hakem.api.i18n.Lang;
import dev.hakem.chess.text.Phrase;
import io.vertx.core.http.HttpServerRequest;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Request;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import org.jboss.logging.Logger;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/**
 * Every failure leaves the service as problem+json: typed problems, framework errors, and the
 * unexpected; worded in the language the request prefers (Accept-Language).
 */
public class ProblemMappers {
    private static final Logger LOG = Logger.getLogger(ProblemMappers.class);

    @ServerExceptionMapper
    public Response problem(ProblemException e, UriInfo uri, HttpHeaders headers) {
        return respond(e.toProblem(uri.getPath(), lang(headers)));
    }

    @ServerExceptionMapper
    public Response json(JsonProcessingException e, UriInfo uri, HttpHeaders headers) {
        return problem(malformedJson(e), uri, headers);
    }

    /**
     * The problem of a body (or a batch line) that is not the JSON expected: a problem found while a
     * member was read (a list past its cap) as it is, a JSON reader's limit as {@link JsonLimits} words
     * it, anything else 400 malformed_json, saying where when the reader knows.
     */
    public static ProblemException malformedJson(JsonProcessingException e) {
        if (e.getCause() instanceof ProblemException p) return p;
        ProblemException limit = JsonLimits.problem(e);
        if (limit != null) return limit;
        Phrase what;
        if (e instanceof UnrecognizedPropertyException u) {
            what = u.getKnownPropertyIds() == null ? Phrase.of("detail.json_unknown_member", u.getPropertyName())
                    : Phrase.of("detail.json_unknown_member_known", u.getPropertyName(), u.getKnownPropertyIds());
        } else if (e instanceof MismatchedInputException m && !m.getPath().isEmpty()) {
            what = Phrase.of("detail.json_wrong_type", m.getPath().get(m.getPath().size() - 1).getFieldName());
        } else {
            what = JsonLimits.strictness(e);
        }
        Phrase detail = e.getLocation() == null ? what
                : Phrase.of("detail.json_located", what, e.getLocation().getLineNr(), e.getLocation().getColumnNr());
        return HttpProblems.malformedJson(detail);
    }

    // The JSON layer brings its own mappers for these subtypes; these take precedence over them.
    @ServerExceptionMapper
    public Response mismatched(MismatchedInputException e, UriInfo uri, HttpHeaders headers) {
        return json(e, uri, headers);
    }

    @ServerExceptionMapper
    public Response unknownMember(UnrecognizedPropertyException e, UriInfo uri, HttpHeaders headers) {
        return json(e, uri, headers);
    }

    @ServerExceptionMapper
    public Response parse(JsonParseException e, UriInfo uri, HttpHeaders headers) {
        return json(e, uri, headers);
    }

    @ServerExceptionMapper
    public Response web(WebApplicationException e, UriInfo uri, HttpHeaders headers, Request request) {
        int status = e.getResponse().getStatus();
        if (e.getCause() instanceof JsonProcessingException j) return json(j, uri, headers);
        ProblemException problem = switch (status) {
            case 400 -> HttpProblems.badRequest(e.getMessage());
            case 404 -> HttpProblems.notFound(uri.getPath());
            case 405 -> HttpProblems.methodNotAllowed(request.getMethod(), uri.getPath());
            case 406 -> HttpProblems.notAcceptable();
            case 413 -> LimitProblems.bodyTooLarge(e.getMessage());
            case 415 -> Endpoints.GAMES.equals(uri.getPath()) ? HttpProblems.unsupportedMediaType(Endpoints.GAMES_BODY_TYPES)
                    : Endpoints.WINNABILITY.equals(uri.getPath())
                    ? HttpProblems.unsupportedMediaType(Endpoints.WINNABILITY_BODY_TYPES)
                    : HttpProblems.unsupportedMediaType();
            default -> HttpProblems.httpStatus(status, e.getMessage());
        };
        return problem(problem, uri, headers);
    }

    /** A body sent without a length that went past the HTTP layer's limit while it was read. */
    @ServerExceptionMapper
    public Response streamedTooLong(StreamedBodyLimit.TooLong e, UriInfo uri, HttpHeaders headers) {
        return problem(e.problem(), uri, headers);
    }

    /*
     * Runtime exceptions and errors, not every Throwable: an IOException while the body is read means
     * the exchange broke (the client went away, or a read timed out). Left unmapped, the framework
     * logs it at DEBUG and closes the connection; mapped here, it would be logged as a failure of the
     * service, with an answer to a client that is no longer there.
     */
    @ServerExceptionMapper
    public Response unexpectedError(Error e, UriInfo uri, HttpHeaders headers, HttpServerRequest request) {
        if (unanswerable(e)) {
            // Out of memory (or a broken JVM): no answer, which would tell the client, the probes and
            // the orchestrator that all is well. The exchange is cut, and the error goes on to the JVM,
            // which -XX:+ExitOnOutOfMemoryError (Dockerfile) ends.
            if (request != null) request.response().reset();
            throw e;
        }
        return unexpected((Throwable) e, uri, headers);
    }

    /**
     * The errors no request may be answered after: the JVM's own failures but a stack overflow, whose
     * stack has unwound by the time it is mapped (deep input is bounded before it gets that far).
     */
    public static boolean unanswerable(Throwable e) {
        return e instanceof VirtualMachineError && !(e instanceof StackOverflowError);
    }

    @ServerExceptionMapper
    public Response unexpected(RuntimeException e, UriInfo uri, HttpHeaders headers) {
        return unexpected((Throwable) e, uri, headers);
    }

    private Response unexpected(Throwable e, UriInfo uri, HttpHeaders headers) {
        LOG.error("unexpected failure on " + uri.getPath(), e);
        return problem(HttpProblems.internalError(), uri, headers);
    }

    public static Lang lang(HttpHeaders headers) {
        return Lang.of(headers == null ? null : headers.getHeaderString(HttpHeaders.ACCEPT_LANGUAGE));
    }

    public static Response respond(Problem p) {
        return Response.status(p.status()).type(Problem.MEDIA_TYPE).entity(p).build();
    }
}
