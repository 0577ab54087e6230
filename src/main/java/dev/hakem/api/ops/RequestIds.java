package dev.hakem.api.ops;

import io.quarkus.vertx.http.ManagementInterface;
import io.quarkus.vertx.http.runtime.filters.Filters;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;
import org.jboss.logging.MDC;

/**
 * Gives every HTTP request an id: the caller's {@code X-Request-Id} when it is short and made of
 * safe characters, otherwise a new random UUID. The id is echoed in the response header of the
 * same name (on every route, /q/ included, and on problem responses) and put in the logging MDC
 * under {@code requestId}, so each log line written while the request is handled carries it (the
 * console format prints it; JSON logs have it under "mdc"). The access log can print it with
 * {@code %{o,X-Request-Id}}.
 */
@ApplicationScoped
public class RequestIds {

    public static final String HEADER = "X-Request-Id";
    public static final String MDC_KEY = "requestId";
    /** Longest incoming id accepted as it is; a longer one is replaced. */
    public static final int MAX_LENGTH = 128;
    /** Runs before the other filters (CORS, metrics, body limit), so all of them see the id. */
    static final int PRIORITY = 10_000;

    void register(@Observes Filters filters) {
        filters.register(this::handle, PRIORITY);
    }

    /** Health and metrics have their own server: their answers carry an id too. */
    void management(@Observes ManagementInterface management) {
        management.router().route().order(Integer.MIN_VALUE).handler(this::handle);
    }

    void handle(RoutingContext rc) {
        String id = accept(rc.request().getHeader(HEADER));
        if (id == null) id = generate();
        rc.put(MDC_KEY, id);
        rc.response().putHeader(HEADER, id);
        // The MDC lives in the request's own Vert.x context: it follows the request onto worker threads
        // and does not leak into other requests.
        MDC.put(MDC_KEY, id);
        rc.next();
    }

    /**
     * The incoming id if it may be echoed and logged as it is: 1 to {@link #MAX_LENGTH} characters
     * from {@code A-Z a-z 0-9 - _ . : / + = @}; anything else (control characters, spaces, quotes,
     * non-ASCII) would let a caller forge log lines or headers, so it is replaced.
     */
    public static String accept(String incoming) {
        if (incoming == null || incoming.isEmpty() || incoming.length() > MAX_LENGTH) return null;
        for (int i = 0; i < incoming.length(); i++) {
            char c = incoming.charAt(i);
            boolean safe = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
                    || c == '-' || c == '_' || c == '.' || c == ':' || c == '/' || c == '+' || c == '=' || c == '@';
            if (!safe) return null;
        }
        return incoming;
    }

    /**
     * A random (version 4) UUID. The id only tells requests apart in logs, it guards nothing: drawn from
     * the thread's own generator, not from the shared SecureRandom of {@link UUID#randomUUID}, which
     * every request would otherwise wait on.
     */
    static String generate() {
        ThreadLocalRandom random = ThreadLocalRandom.current();
        long high = (random.nextLong() & ~0xF000L) | 0x4000L;
        long low = (random.nextLong() & ~(0xC000L << 48)) | (0x8000L << 48);
        return new UUID(high, low).toString();
    }
}
