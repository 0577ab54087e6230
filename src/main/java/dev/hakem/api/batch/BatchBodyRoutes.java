package dev.hakem.api.batch;

import dev.hakem.api.Endpoints;
import dev.hakem.api.problem.BodyLimitProblem;
import io.quarkus.vertx.http.runtime.RouteConstants;
import io.quarkus.vertx.http.runtime.VertxHttpRecorder;
import io.vertx.core.http.HttpHeaders;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

/**
 * Lifts the per-request body limits for the batches (POST /v1/games, and POST /v1/winnability with an
 * NDJSON body; see {@link Endpoints#streamedBatch}), whose body is read as a stream and bounded
 * by hakem.batch.max-body-size instead. The HTTP layer refuses a Content-Length over
 * quarkus.http.limits.max-body-size before any application code runs, and caps a body sent without
 * a length at the same size while it is read; hakem.max-body-size ({@link BodyLimitProblem}) reads
 * the Content-Length too. So just before the HTTP layer's check the declared length is moved out
 * of the headers into the request's context (where {@link #checkDeclaredLength} compares it with
 * the batch's own bound), and just after it the cap on streamed bodies is taken away. The length is
 * moved before {@link dev.hakem.api.problem.HttpLayerProblems} compares it with the HTTP layer's limit too.
 */
@ApplicationScoped
public class BatchBodyRoutes {

    public static final String DECLARED_LENGTH = "hakem.batch.declared-length";

    void register(@Observes Router router) {
        router.post(Endpoints.GAMES).order(RouteConstants.ROUTE_ORDER_UPLOAD_LIMIT - 2).handler(BatchBodyRoutes::takeLength);
        router.post(Endpoints.GAMES).order(RouteConstants.ROUTE_ORDER_UPLOAD_LIMIT + 1).handler(BatchBodyRoutes::uncap);
        // The same path takes one position as JSON, with the limits of every other request.
        router.post(Endpoints.WINNABILITY).order(RouteConstants.ROUTE_ORDER_UPLOAD_LIMIT - 2)
                .handler(rc -> ifNdjson(rc, BatchBodyRoutes::takeLength));
        router.post(Endpoints.WINNABILITY).order(RouteConstants.ROUTE_ORDER_UPLOAD_LIMIT + 1)
                .handler(rc -> ifNdjson(rc, BatchBodyRoutes::uncap));
    }

    private static void ifNdjson(RoutingContext rc, io.vertx.core.Handler<RoutingContext> handler) {
        if (Endpoints.isNdjson(rc.request().getHeader(HttpHeaders.CONTENT_TYPE))) handler.handle(rc);
        else rc.next();
    }

    public static void takeLength(RoutingContext rc) {
        String length = rc.request().getHeader(HttpHeaders.CONTENT_LENGTH);
        if (length != null) {
            rc.put(DECLARED_LENGTH, length);
            rc.request().headers().remove(HttpHeaders.CONTENT_LENGTH);
        }
        rc.next();
    }

    public static void uncap(RoutingContext rc) {
        rc.remove(VertxHttpRecorder.MAX_REQUEST_SIZE_KEY);
        rc.next();
    }

    /** A 413 problem, before the body is read, when the declared length is over the batch's bound. */
    public static void checkDeclaredLength(RoutingContext rc, long max) {
        BodyLimitProblem.checkLength(rc.get(DECLARED_LENGTH), max, "detail.batch_body_too_large");
    }
}
