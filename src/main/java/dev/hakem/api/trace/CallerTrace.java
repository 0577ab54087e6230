package dev.hakem.api.trace;

import io.quarkus.vertx.http.runtime.filters.Filters;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.MDC;

/**
 * With tracing off, the caller's trace still reaches the logs: the trace id and the caller's span id
 * of a valid W3C {@code traceparent} header are put in the logging MDC as {@code traceId} and
 * {@code parentId}, the names the OpenTelemetry extension gives them when tracing is on (it then adds
 * {@code spanId}, the service's own span, and {@code sampled}). A log search by trace id so finds the
 * service's lines whether it traces or not. An invalid header is ignored, as W3C Trace Context says.
 */
@ApplicationScoped
public class CallerTrace {
    public static final String HEADER = "traceparent";
    public static final String TRACE_ID = "traceId";
    public static final String PARENT_ID = "parentId";
    /** After the request id's filter. */
    static final int PRIORITY = 9_000;

    private final boolean tracingOff;

    @Inject
    public CallerTrace(@ConfigProperty(name = "quarkus.otel.sdk.disabled", defaultValue = "false") boolean sdkDisabled) {
        this.tracingOff = sdkDisabled;
    }

    void register(@Observes Filters filters) {
        if (tracingOff) filters.register(this::handle, PRIORITY);
    }

    void handle(RoutingContext rc) {
        String header = rc.request().getHeader(HEADER);
        if (header != null && valid(header)) {
            // In the request's own Vert.x context, as the request id: it follows the request onto worker threads.
            MDC.put(TRACE_ID, header.substring(3, 35));
            MDC.put(PARENT_ID, header.substring(36, 52));
        }
        rc.next();
    }

    /**
     * Whether {@code header} is a traceparent this service understands: version 00, exactly
     * {@code 00-<32 hex>-<16 hex>-<2 hex>}, or a later version with that prefix and more after a dash;
     * lower-case hex, neither id all zeros, and never version ff.
     */
    static boolean valid(String header) {
        int n = header.length();
        if (n < 55 || n > 55 && (header.charAt(55) != '-' || header.startsWith("00"))) return false;
        if (header.charAt(2) != '-' || header.charAt(35) != '-' || header.charAt(52) != '-') return false;
        if (!hex(header, 0, 2) || header.startsWith("ff")) return false;
        return hex(header, 3, 35) && !zeros(header, 3, 35) && hex(header, 36, 52) && !zeros(header, 36, 52) && hex(header, 53, 55);
    }

    private static boolean hex(String s, int from, int to) {
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
            if (!(c >= '0' && c <= '9' || c >= 'a' && c <= 'f')) return false;
        }
        return true;
    }

    private static boolean zeros(String s, int from, int to) {
        for (int i = from; i < to; i++) if (s.charAt(i) != '0') return false;
        return true;
    }
}
