package dev.hakem.api.problem;

import dev.hakem.api.HakemConfig;
import io.vertx.core.http.HttpServerRequest;
import jakarta.inject.Inject;
import jakarta.inject.Provider;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;

/**
 * Refuses a body larger than hakem.max-body-size with a 413 problem+json document, before it is
 * read. The HTTP layer's own, higher limit (quarkus.http.limits.max-body-size) stays as the
 * backstop for bodies that do not announce their length.
 */
public class BodyLimitProblem {

    // Looked up at the first request, not at injection: the filter is created while the application
    // starts, before the runtime configuration exists. Once: each lookup builds the mapping anew.
    private final Provider<HakemConfig> config;
    private volatile long max = -1;

    @Inject
    public BodyLimitProblem(Provider<HakemConfig> config) {
        this.config = config;
    }

    @ServerRequestFilter(preMatching = true)
    public void check(HttpServerRequest request) {
        long m = max;
        if (m < 0) max = m = config.get().maxBodySize();
        checkLength(request.getHeader("Content-Length"), m, "detail.body_too_large");
    }

    /** A 400 for a Content-Length that is not a number, a 413 (worded by {@code tooLargeKey}) for one over {@code max}. */
    public static void checkLength(String length, long max, String tooLargeKey) {
        if (length == null) return;
        long n;
        try {
            n = Long.parseLong(length.strip());
        } catch (NumberFormatException e) {
            throw HttpProblems.badContentLength();
        }
        if (n > max) throw LimitProblems.bodyTooLarge(tooLargeKey, n, max);
    }
}
