package dev.hakem.api.problem;

import io.quarkus.vertx.http.runtime.CurrentVertxRequest;
import io.vertx.ext.web.RoutingContext;
import jakarta.inject.Inject;
import jakarta.ws.rs.ext.Provider;
import jakarta.ws.rs.ext.ReaderInterceptor;
import jakarta.ws.rs.ext.ReaderInterceptorContext;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * The HTTP layer's cap (quarkus.http.limits.max-body-size) on a body sent without a length, applied
 * as the body is read: past it the read fails with {@link TooLong}, answered as a 413 problem.
 * Quarkus's own reader would answer the same 413 with an empty body and leave the JSON reader with
 * an IOException; {@link HttpLayerProblems} moves the cap here for every request that has it (POST
 * /v1/games and an NDJSON POST /v1/winnability have lifted it for their own bound).
 */
@Provider
public class StreamedBodyLimit implements ReaderInterceptor {

    private final CurrentVertxRequest current;

    @Inject
    public StreamedBodyLimit(CurrentVertxRequest current) {
        this.current = current;
    }

    @Override
    public Object aroundReadFrom(ReaderInterceptorContext context) throws IOException {
        RoutingContext rc = current.getCurrent();
        Long max = rc == null ? null : rc.get(HttpLayerProblems.STREAMED_BODY_LIMIT);
        if (max != null) context.setInputStream(new Capped(context.getInputStream(), max, rc));
        return context.proceed();
    }

    static final class Capped extends FilterInputStream {
        private final long max;
        private final RoutingContext rc;
        private long read;

        Capped(InputStream in, long max, RoutingContext rc) {
            super(in);
            this.max = max;
            this.rc = rc;
        }

        @Override
        public int read() throws IOException {
            int b = super.read();
            if (b >= 0) count(1);
            return b;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            int n = super.read(b, off, len);
            if (n > 0) count(n);
            return n;
        }

        @Override
        public long skip(long n) throws IOException {
            long skipped = super.skip(n);
            if (skipped > 0) count(skipped);
            return skipped;
        }

        private void count(long n) throws TooLong {
            read += n;
            if (read <= max) return;
            // The client is still sending: the connection cannot carry another request.
            HttpLayerProblems.closeAfterAnswer(rc);
            throw new TooLong(max);
        }
    }

    /**
     * The body went past the cap. An IOException, because the JSON reader passes those on as they
     * are, where it would wrap any other exception of the stream into a malformed-JSON error.
     */
    public static final class TooLong extends IOException {
        private final long max;

        TooLong(long max) {
            super("request body longer than " + max + " bytes");
            this.max = max;
        }

        public ProblemException problem() {
            return LimitProblems.bodyTooLong(max);
        }

        @Override
        public synchronized Throwable fillInStackTrace() {
            return this; // an answer, not a failure
        }
    }
}
