package dev.hakem.api.openapi;

import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpMethod;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.util.List;
import java.util.Locale;

/**
 * /q/openapi on the API's port: the committed contract ({@link ContractDocument}), in YAML unless
 * JSON is asked for by {@code ?format=json}, by {@code Accept: application/json} or by the path
 * /q/openapi.json (/q/openapi.yaml and /q/openapi.yml ask for YAML), as SmallRye OpenAPI answered
 * at the same paths. The service serves the file itself rather than through that extension, which
 * builds the document's model and writes it out in both formats at every start, before the first
 * request, even though nothing here changes the file. OPTIONS gets the Allow header and goes on to
 * the routes after, as before.
 */
@ApplicationScoped
public class ContractRoutes {
    static final String PATH = "/q/openapi";
    static final String YAML_TYPE = "application/yaml;charset=UTF-8";
    static final String JSON_TYPE = "application/json;charset=UTF-8";
    private static final String ALLOWED = "GET, HEAD, OPTIONS";

    void routes(@Observes Router router) {
        for (String path : List.of(PATH, PATH + ".json", PATH + ".yaml", PATH + ".yml")) {
            router.route(path).method(HttpMethod.GET).method(HttpMethod.HEAD)
                    // Blocking: the first answer in JSON converts the 108 KB document.
                    .blockingHandler(ContractRoutes::serve, false);
            router.route(path).method(HttpMethod.OPTIONS).handler(ContractRoutes::allow);
        }
    }

    static void allow(RoutingContext rc) {
        rc.response().headers().set(HttpHeaders.ALLOW, ALLOWED);
        rc.next();
    }

    static void serve(RoutingContext rc) {
        boolean json = wantsJson(rc.normalizedPath(), rc.request().getHeader(HttpHeaders.ACCEPT), rc.queryParam("format"));
        rc.response().putHeader(HttpHeaders.CONTENT_TYPE, json ? JSON_TYPE : YAML_TYPE)
                .end(Buffer.buffer(json ? ContractDocument.json() : ContractDocument.yaml()));
    }

    /** The path's suffix first, then the format parameter, then the Accept header; YAML otherwise. */
    static boolean wantsJson(String path, String accept, List<String> format) {
        if (path.endsWith(".json")) return true;
        if (path.endsWith(".yaml") || path.endsWith(".yml")) return false;
        if (!format.isEmpty()) return "json".equals(format.get(0).toLowerCase(Locale.ROOT));
        return accept != null && accept.contains("application/json");
    }
}
