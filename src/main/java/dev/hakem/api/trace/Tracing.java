package dev.hakem.api.trace;

import dev.hakem.api.problem.ProblemException;
import dev.hakem.chess.board.Color;
import dev.hakem.verdict.winnability.Winnability;
import io.opentelemetry.api.OpenTelemetry;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.api.trace.Tracer;
import io.opentelemetry.context.Context;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.util.Locale;
import java.util.function.BiConsumer;
import java.util.function.Supplier;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The service's own spans, children of the HTTP server span that Quarkus's OpenTelemetry extension
 * starts for each request (from the caller's W3C {@code traceparent} when it sent one): admission,
 * the request read into its question, each use case, each winnability search, each game of a batch.
 * The use cases know nothing of tracing: they are run inside spans here, their results described by
 * {@link UseCaseSpans}, and a winnability search reports through the budget's
 * {@link Winnability.Watch}.
 *
 * <p>The spans are parented through each thread's own stack of them, not made current in the request's
 * Vert.x context, where the OpenTelemetry extension keeps the current span: the games of a batch run in
 * parallel in that one context, and a span made current there by one game would be taken as the parent
 * of the others'. Outside a span of this class's, the parent is the current span (the server span, on
 * the event loop and on the worker threads the request goes to).
 *
 * <p>With tracing off (quarkus.otel.sdk.disabled, the default) nothing is started: {@link #start}
 * gives the no-op span and {@link #in} runs the work alone, so the hot path pays a field read.
 */
@Singleton
public class Tracing {
    /** The instrumentation scope of the service's spans. */
    static final String SCOPE = "dev.hakem";

    /** The innermost span {@link #in} runs on this thread, with its parents; null outside any. */
    private static final ThreadLocal<Context> INNER = new ThreadLocal<>();

    private final Tracer tracer;
    private final boolean on;

    @Inject
    public Tracing(OpenTelemetry telemetry,
                   @ConfigProperty(name = "quarkus.otel.sdk.disabled", defaultValue = "false") boolean sdkDisabled) {
        this.on = !sdkDisabled;
        this.tracer = telemetry.getTracer(SCOPE);
    }

    /** Whether spans are recorded (the SDK is enabled). */
    public boolean on() {
        return on;
    }

    /**
     * A span started now, child of the current one, to be ended by the caller (it is not made current):
     * for what waits on the event loop, admission and the body's intake. The no-op span when tracing is off.
     */
    public Span start(String name) {
        return on ? tracer.spanBuilder(name).setParent(parent()).startSpan() : Span.getInvalid();
    }

    private static Context parent() {
        Context inner = INNER.get();
        return inner != null ? inner : Context.current();
    }

    /**
     * Runs {@code work} in a span named {@code name}, the parent of the spans it starts on its thread,
     * with the thread it ran on; {@code describe} (or null) adds the attributes of its result.
     * A problem thrown is recorded by its code, and marks the span as failed when it is the service's
     * (5xx); anything else thrown is recorded as an error.
     */
    public <T> T in(String name, Supplier<T> work, BiConsumer<Span, ? super T> describe) {
        if (!on) return work.get();
        Context outer = INNER.get();
        Context parent = outer != null ? outer : Context.current();
        Span span = tracer.spanBuilder(name).setParent(parent).startSpan();
        INNER.set(parent.with(span));
        try {
            span.setAttribute("thread.name", Thread.currentThread().getName());
            T result = work.get();
            if (describe != null) describe.accept(span, result);
            return result;
        } catch (ProblemException e) {
            problem(span, e);
            throw e;
        } catch (RuntimeException | Error e) {
            span.recordException(e);
            span.setStatus(StatusCode.ERROR);
            throw e;
        } finally {
            if (outer == null) INNER.remove();
            else INNER.set(outer);
            span.end();
        }
    }

    /** Marks {@code span} with the problem that answers its request: its code and status (an error when 5xx). */
    public static void problem(Span span, ProblemException e) {
        span.setAttribute("hakem.problem", e.code());
        span.setAttribute("http.response.status_code", e.status());
        if (e.status() >= 500) span.setStatus(StatusCode.ERROR, e.code());
    }

    /**
     * {@code budget}, each winnability search made within it run in a span {@code hakem.winnability}
     * (the side, the nodes searched and the budget, the answer, the helpmate's plies); as it is when
     * tracing is off.
     */
    public Winnability.Budget watched(Winnability.Budget budget) {
        if (!on) return budget;
        long max = budget.maxNodes();
        Winnability.Watch inner = budget.watch();
        return budget.watched(new Winnability.Watch() {
            @Override
            public Winnability.Result analysis(Color winner, boolean shortest, Supplier<Winnability.Result> analysis) {
                return in("hakem.winnability", () -> inner == null ? analysis.get() : inner.analysis(winner, shortest, analysis),
                        (span, r) -> winnability(span, winner, shortest, max, r));
            }

            @Override
            public boolean stop() {
                return inner != null && inner.stop();
            }
        });
    }

    static void winnability(Span span, Color winner, boolean shortest, long budget, Winnability.Result r) {
        span.setAttribute("hakem.winnability.side", winner.label());
        span.setAttribute("hakem.winnability.shortest", shortest);
        span.setAttribute("hakem.winnability.budget", budget);
        span.setAttribute("hakem.winnability.nodes", r.nodes());
        span.setAttribute("hakem.winnability.answer", r.answer().name().toLowerCase(Locale.ROOT));
        if (r.helpmate() != null) span.setAttribute("hakem.winnability.helpmate_plies", r.helpmate().length);
    }
}
