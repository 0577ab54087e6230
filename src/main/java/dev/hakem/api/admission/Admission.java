package dev.hakem.api.admission;

import dev.hakem.api.HakemConfig;
import dev.hakem.api.problem.HttpLayerProblems;
import dev.hakem.api.problem.LimitProblems;
import dev.hakem.api.problem.ProblemException;
import dev.hakem.api.request.Deadline;
import dev.hakem.api.trace.Tracing;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.StatusCode;
import io.quarkus.runtime.StartupEvent;
import io.quarkus.vertx.http.runtime.RouteConstants;
import io.vertx.core.Context;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpHeaders;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Admission control: every API request is counted against its {@link CostClass}, which its row of
 * the endpoint table ({@link Endpoint}) gives; a class has a bound on requests in flight and a short
 * bounded queue (hakem.&lt;class&gt;.max-in-flight, max-queued). A request past both, or one that
 * waited longer than hakem.admission.queue-timeout, is answered at once with 503 {@code overloaded}
 * and a Retry-After, instead of waiting for a thread behind work that cannot be served in time.
 * Classes do not share places, so a flood of perft counts leaves the cheap checks, and the probes
 * (which are not API requests), untouched. A request with a body is admitted only once its body has
 * arrived ({@link BodyIntake}); a batch, whose body is streamed ({@link Endpoint.Body#STREAMED}),
 * holds its place while it runs.
 */
@ApplicationScoped
public class Admission {
    /** After the HTTP layer's limits (HttpLayerProblems, BatchBodyRoutes) and before the REST layer. */
    static final int ORDER = RouteConstants.ROUTE_ORDER_UPLOAD_LIMIT + 3;

    /** Where the row of the endpoint table a request was admitted by is left for {@link BufferedBody}. */
    static final String ENDPOINT = "hakem.endpoint";

    private final HakemConfig config;
    private final Vertx vertx;
    private final HttpLayerProblems problems;
    private final Tracing tracing;
    private final Duration idleTimeout;
    private final Map<CostClass, Gate> gates = new EnumMap<>(CostClass.class);
    private BodyBudget budget;
    private volatile BodyIntake intake;

    @Inject
    public Admission(HakemConfig config, Vertx vertx, HttpLayerProblems problems, Tracing tracing,
                     @ConfigProperty(name = "quarkus.http.idle-timeout") Duration idleTimeout) {
        this.config = config;
        this.idleTimeout = idleTimeout;
        this.vertx = vertx;
        this.problems = problems;
        this.tracing = tracing;
    }

    void start(@Observes StartupEvent event) {
        init();
    }

    synchronized void init() {
        if (intake != null) return;
        AnswerDeadline.check(config.http().answerDeadline(), idleTimeout, config.perft().timeout(),
                config.admission().queueTimeout());
        gates.put(CostClass.PERFT, new Gate(CostClass.PERFT, config.perft().maxInFlight(), config.perft().maxQueued()));
        gates.put(CostClass.WINNABILITY, new Gate(CostClass.WINNABILITY, config.winnability().maxInFlight(),
                config.winnability().maxQueued()));
        gates.put(CostClass.GAME, new Gate(CostClass.GAME, config.game().maxInFlight(), config.game().maxQueued()));
        gates.put(CostClass.BATCH, new Gate(CostClass.BATCH, config.batch().maxInFlight(), config.batch().maxQueued()));
        gates.put(CostClass.CHECK, new Gate(CostClass.CHECK, config.check().maxInFlight(), config.check().maxQueued()));
        budget = new BodyBudget(config.http().bodyBuffer());
        intake = new BodyIntake(vertx, config, budget);
    }

    void routes(@Observes Router router) {
        router.route().order(ORDER).handler(this::admit);
    }

    void admit(RoutingContext rc) {
        String path = rc.normalizedPath();
        Endpoint own = Endpoint.of(rc.request().method().name(), path, rc.request().getHeader(HttpHeaders.CONTENT_TYPE));
        Endpoint endpoint = own != null ? own : Endpoint.firstOf(path);
        if (endpoint == null) {
            rc.next();
            return;
        }
        if (intake == null) init();
        // A request without a row of its own (a HEAD, a method answered 405) reaches no resource's body.
        if (own != null) rc.put(ENDPOINT, own);
        Gate gate = gates.get(endpoint.costClass(rc.request().getParam("depth")));
        boolean streamed = endpoint.body() == Endpoint.Body.STREAMED;
        if (!streamed && BodyIntake.hasBody(rc.request())) {
            Span body = tracing.start("hakem.body");
            intake.read(rc, () -> {
                read(body, rc);
                enter(rc, gate, false);
            }, (problem, close) -> {
                Tracing.problem(body, problem);
                body.end();
                refuse(rc, problem, close);
            });
        } else {
            enter(rc, gate, streamed);
        }
    }

    /** The body's span ends with the size of what was read. */
    private static void read(Span span, RoutingContext rc) {
        if (!span.isRecording()) return;
        Object body = rc.get(BodyIntake.BODY);
        if (body instanceof Buffer buffer) span.setAttribute("http.request.body.size", buffer.length());
        span.end();
    }

    private void enter(RoutingContext rc, Gate gate, boolean streamed) {
        // From here the connection is silent until the answer: the deadline counts the wait for a place too.
        long arrived = System.nanoTime();
        // The wait for a place: its class, whether it queued, and whether it was admitted or shed.
        Span span = tracing.start("hakem.admission");
        span.setAttribute("hakem.cost_class", gate.costClass().label());
        Context context = Vertx.currentContext();
        AtomicBoolean resumed = new AtomicBoolean();
        long[] timer = {-1};
        Runnable resume = () -> context.runOnContext(v -> {
            if (resumed.compareAndSet(false, true)) {
                vertx.cancelTimer(timer[0]);
                admitted(span, true);
                proceed(rc, gate, streamed, arrived);
            }
        });
        switch (gate.enter(resume)) {
            case ENTERED -> {
                admitted(span, false);
                proceed(rc, gate, streamed, arrived);
            }
            case QUEUED -> {
                // A streamed body waits unread (the REST layer resumes it), so none of it is lost meanwhile.
                if (!rc.request().isEnded()) rc.request().pause();
                timer[0] = vertx.setTimer(config.admission().queueTimeout().toMillis(), id -> {
                    if (gate.abandon(resume) && resumed.compareAndSet(false, true)) shed(rc, gate.stats(), span, true, "timeout");
                });
            }
            case REFUSED -> shed(rc, gate.stats(), span, false, "full");
        }
    }

    /**
     * The request goes on to the REST layer, holding its place until its answer has gone out and its work
     * has stopped (an answer given at the deadline, in the stead of work that does not stop at once, does
     * not free the place while the work still runs). A request that is not streamed gets its deadline here.
     */
    private void proceed(RoutingContext rc, Gate gate, boolean streamed, long arrived) {
        Deadline deadline = streamed ? Deadline.NONE
                : Deadline.of(arrived, config.http().answerDeadline(), idleTimeout);
        Deadline.attach(Vertx.currentContext(), deadline);
        AtomicBoolean left = new AtomicBoolean();
        Runnable leave = () -> {
            if (left.compareAndSet(false, true)) {
                Runnable next = gate.leave();
                if (next != null) next.run();
            }
        };
        if (rc.response().closed() || rc.response().ended()) {
            leave.run();
            return;
        }
        rc.addEndHandler(done -> {
            // A client gone before its answer wants none: its work stops where it next looks at its deadline
            // (a winnability search every 65,536 nodes), instead of running on for nobody after a flood.
            if (done.failed()) deadline.cancel();
            deadline.whenStopped(leave);
        });
        if (streamed && !rc.request().isEnded()) {
            SpooledBody body = new SpooledBody(rc.request(), vertx, config.batch().readAhead(),
                    config.http().minBodyRate());
            rc.put(BodyIntake.BODY, body);
            body.start();
        }
        rc.next();
    }

    private static void admitted(Span span, boolean queued) {
        span.setAttribute("hakem.admission.queued", queued);
        span.setAttribute("hakem.admission.outcome", "admitted");
        span.end();
    }

    private void shed(RoutingContext rc, GateStats stats, Span span, boolean queued, String reason) {
        long retry = Math.max(1, config.admission().retryAfter().toSeconds());
        ProblemException problem = LimitProblems.overloaded(stats.costClass().label(), stats.inFlight(), stats.queued(),
                retry);
        span.setAttribute("hakem.admission.queued", queued);
        span.setAttribute("hakem.admission.outcome", "shed");
        span.setAttribute("hakem.admission.shed_reason", reason);
        span.setAttribute("hakem.admission.in_flight", stats.inFlight());
        span.setAttribute("http.response.status_code", 503);
        span.setStatus(StatusCode.ERROR, problem.code());
        span.end();
        refuse(rc, problem, !rc.request().isEnded());
    }

    private void refuse(RoutingContext rc, ProblemException problem, boolean close) {
        if (rc.response().closed() || rc.response().ended()) return;
        if (problem.status() == 503)
            rc.response().putHeader(HttpHeaders.RETRY_AFTER,
                    Long.toString(Math.max(1, config.admission().retryAfter().toSeconds())));
        problems.send(rc, problem, close);
    }

    /** Every class's gate as it stands, for metrics and readiness. */
    public List<GateStats> stats() {
        init();
        List<GateStats> all = new ArrayList<>();
        for (Gate gate : gates.values()) all.add(gate.stats());
        return all;
    }

    /** Bytes of request bodies held in memory now, and the most allowed. */
    public long[] bodyBuffer() {
        init();
        return new long[] {budget.used(), budget.max()};
    }
}
