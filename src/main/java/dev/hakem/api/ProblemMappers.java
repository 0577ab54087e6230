package dev.hakem.api;

import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import org.jboss.logging.Logger;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/** Every failure leaves the service as problem+json: typed problems, framework errors, and the unexpected. */
public class ProblemMappers {
    private static final Logger LOG = Logger.getLogger(ProblemMappers.class);

    @ServerExceptionMapper
    public Response problem(ProblemException e, UriInfo uri) {
        return respond(e.toProblem(uri.getPath()));
    }

    @ServerExceptionMapper
    public Response json(JsonProcessingException e, UriInfo uri) {
        String where = e.getLocation() == null ? "" : " at line " + e.getLocation().getLineNr() + ", column "
                + e.getLocation().getColumnNr();
        String what;
        if (e instanceof UnrecognizedPropertyException u) {
            what = "unknown member '" + u.getPropertyName() + "'" + (u.getKnownPropertyIds() == null ? ""
                    : "; known members: " + u.getKnownPropertyIds());
        } else if (e instanceof MismatchedInputException m && !m.getPath().isEmpty()) {
            what = "member '" + m.getPath().get(m.getPath().size() - 1).getFieldName() + "' has the wrong type";
        } else {
            what = "the body is not valid JSON";
        }
        return respond(new Problem(Problem.typeFor("malformed_json"), "Malformed JSON", 400, what + where,
                uri.getPath(), "malformed_json", null, null, null));
    }

    // The JSON layer brings its own mappers for these subtypes; these take precedence over them.
    @ServerExceptionMapper
    public Response mismatched(MismatchedInputException e, UriInfo uri) {
        return json(e, uri);
    }

    @ServerExceptionMapper
    public Response unknownMember(UnrecognizedPropertyException e, UriInfo uri) {
        return json(e, uri);
    }

    @ServerExceptionMapper
    public Response parse(JsonParseException e, UriInfo uri) {
        return json(e, uri);
    }

    @ServerExceptionMapper
    public Response web(WebApplicationException e, UriInfo uri) {
        int status = e.getResponse().getStatus();
        if (e.getCause() instanceof JsonProcessingException j) return json(j, uri);
        String code;
        String title;
        switch (status) {
            case 400: code = "bad_request"; title = "Bad request"; break;
            case 404: code = "not_found"; title = "Not found"; break;
            case 405: code = "method_not_allowed"; title = "Method not allowed"; break;
            case 406: code = "not_acceptable"; title = "Not acceptable"; break;
            case 413: code = "body_too_large"; title = "Request body too large"; break;
            case 415: code = "unsupported_media_type"; title = "Unsupported media type"; break;
            default: code = "http_" + status; title = Response.Status.fromStatusCode(status) == null ? "Error"
                    : Response.Status.fromStatusCode(status).getReasonPhrase();
        }
        String detail = status == 404 ? "no resource at " + uri.getPath() + "; see /q/openapi for the API"
                : status == 415 ? "send the body as application/json" : e.getMessage();
        return respond(new Problem(Problem.typeFor(code), title, status, detail, uri.getPath(), code, null, null, null));
    }

    /*
     * Runtime exceptions and errors, not every Throwable: an IOException while the body is read means
     * the exchange broke (the client went away, or the HTTP layer refused a chunked body over its
     * limit and has already answered 413). Left unmapped, the framework logs it at DEBUG and closes
     * the connection; mapped here, it would be logged as a failure of the service and answered twice.
     */
    @ServerExceptionMapper
    public Response unexpectedError(Error e, UriInfo uri) {
        return unexpected(e, uri);
    }

    @ServerExceptionMapper
    public Response unexpected(RuntimeException e, UriInfo uri) {
        return unexpected((Throwable) e, uri);
    }

    private Response unexpected(Throwable e, UriInfo uri) {
        LOG.error("unexpected failure on " + uri.getPath(), e);
        return respond(new Problem(Problem.typeFor("internal_error"), "Internal error", 500,
                "the service failed unexpectedly; the failure has been logged", uri.getPath(), "internal_error", null,
                null, null));
    }

    static Response respond(Problem p) {
        return Response.status(p.status()).type(Problem.MEDIA_TYPE).entity(p).build();
    }
}
