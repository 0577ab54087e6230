package dev.hakem.api.cache;

import io.quarkus.vertx.http.runtime.filters.Filters;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.ws.rs.core.HttpHeaders;

/**
 * No cache keeps an error or the answer of a POST: every answer with a status of 400 or more, whoever
 * wrote it (the REST layer, admission's 503, the HTTP layer's refusals, a 406 that replaced a success),
 * and every answer of a method other than GET, HEAD and OPTIONS, says {@code Cache-Control: no-store}
 * and carries no ETag. Set as the headers go out, over whatever the answer had.
 */
@ApplicationScoped
public class NoStore {

    public static final String NO_STORE = "no-store";

    /** Before the HTTP layer's refusals (HttpLayerProblems, 9000) and the request ids (10000), so it sees them all. */
    static final int PRIORITY = 10_100;

    void register(@Observes Filters filters) {
        filters.register(this::handle, PRIORITY);
    }

    void handle(RoutingContext rc) {
        HttpMethod method = rc.request().method();
        boolean safe = method == HttpMethod.GET || method == HttpMethod.HEAD || method == HttpMethod.OPTIONS;
        HttpServerResponse response = rc.response();
        rc.addHeadersEndHandler(v -> {
            if (safe && response.getStatusCode() < 400) return;
            response.headers().set(HttpHeaders.CACHE_CONTROL, NO_STORE).remove(HttpHeaders.ETAG);
        });
        rc.next();
    }
}
