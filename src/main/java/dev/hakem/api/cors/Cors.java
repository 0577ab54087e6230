package dev.hakem.api.cors;

import dev.hakem.api.HakemConfig;
import dev.hakem.api.cache.VaryHeader;
import dev.hakem.api.openapi.ContractHeaders;
import io.quarkus.vertx.http.runtime.filters.Filters;
import io.vertx.core.MultiMap;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * CORS for browser frontends on other origins (hakem.http.cors.*), in one filter over every answer of the
 * API's port, whoever wrote it: a resource, a 304, a problem, admission's 503, the HTTP layer's refusals.
 * <ul>
 * <li>An answer carries {@code Access-Control-Allow-Origin} (the request's origin, or {@code *}) and
 * {@code Access-Control-Expose-Headers} when its origin is allowed; with origins listed, every answer says
 * {@code Vary: Origin}, a call without an Origin too, so that a shared cache never hands one origin's copy
 * to another. With {@code *} every answer carries the same headers and no {@code Vary: Origin} is needed.</li>
 * <li>A preflight ({@code OPTIONS} with {@code Access-Control-Request-Method}) from an allowed origin is
 * answered here, 204, with the methods and request headers the contract documents and
 * {@code Access-Control-Max-Age}.</li>
 * <li>An origin not allowed is not refused: its requests are answered as any other, without CORS headers,
 * and the browser keeps the answer from the page (the same-origin policy is the browser's to enforce; a
 * refusal would protect nothing from a caller that leaves Origin out, and would refuse the board page's
 * own requests wherever a proxy in front makes its origin look foreign). Its preflight gets a 204
 * without CORS headers, which the browser reads as a refusal.</li>
 * </ul>
 * No {@code Access-Control-Allow-Credentials}: the API takes no cookies nor credentials.
 */
@ApplicationScoped
public class Cors {

    /** After the request ids (10,000), so a preflight's answer has one; before the HTTP layer's refusals (9,000). */
    static final int PRIORITY = 9_500;

    // As the Fetch standard writes them (Vert.x's constants are lower case): what operators read in curl's output.
    static final String ORIGIN = "Origin";
    static final String ALLOW_ORIGIN = "Access-Control-Allow-Origin";
    static final String EXPOSE_HEADERS = "Access-Control-Expose-Headers";
    static final String ALLOW_METHODS = "Access-Control-Allow-Methods";
    static final String ALLOW_HEADERS = "Access-Control-Allow-Headers";
    static final String MAX_AGE = "Access-Control-Max-Age";

    private final CorsPolicy policy;
    private final long maxAgeSeconds;
    private String allowMethods;
    private String allowHeaders;
    private String exposeHeaders;

    @Inject
    public Cors(HakemConfig config, @ConfigProperty(name = "quarkus.http.cors.enabled", defaultValue = "false") boolean quarkusCors) {
        if (quarkusCors) throw new IllegalStateException("quarkus.http.cors.enabled (QUARKUS_HTTP_CORS_ENABLED) is true: Quarkus's"
                + " CORS filter would answer beside hakem's. Set hakem.http.cors.origins (HAKEM_HTTP_CORS_ORIGINS) to the"
                + " origins of quarkus.http.cors.origins instead, and leave quarkus.http.cors.* unset (docs/operations.md, CORS)");
        this.policy = CorsPolicy.of(config.http().cors().origins());
        this.maxAgeSeconds = config.http().cors().maxAge().toSeconds();
    }

    void register(@Observes Filters filters) {
        if (!policy.enabled()) return;
        ContractHeaders contract = ContractHeaders.packaged();
        allowMethods = String.join(", ", contract.methods());
        allowHeaders = String.join(", ", contract.requestHeaders());
        exposeHeaders = String.join(", ", contract.responseHeaders());
        filters.register(this::handle, PRIORITY);
    }

    void handle(RoutingContext rc) {
        HttpServerRequest request = rc.request();
        String origin = request.getHeader(ORIGIN);
        String allowed = policy.allowOrigin(origin);
        boolean preflight = origin != null && request.method() == HttpMethod.OPTIONS
                && request.getHeader(HttpHeaders.ACCESS_CONTROL_REQUEST_METHOD) != null;
        if (preflight) {
            MultiMap headers = rc.response().headers();
            answer(headers, allowed);
            if (allowed != null) {
                headers.set(ALLOW_METHODS, allowMethods)
                        .set(ALLOW_HEADERS, allowHeaders)
                        .set(MAX_AGE, Long.toString(maxAgeSeconds));
            }
            rc.response().setStatusCode(204).end();
            return;
        }
        rc.addHeadersEndHandler(v -> answer(rc.response().headers(), allowed));
        rc.next();
    }

    /** The CORS headers of an answer, set over whatever it had. */
    private void answer(MultiMap headers, String allowed) {
        if (allowed != null) {
            headers.set(ALLOW_ORIGIN, allowed)
                    .set(EXPOSE_HEADERS, exposeHeaders);
        }
        if (policy.variesByOrigin()) VaryHeader.add(headers, ORIGIN);
    }
}
