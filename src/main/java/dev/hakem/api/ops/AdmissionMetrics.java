package dev.hakem.api.ops;

import dev.hakem.api.admission.Admission;
import dev.hakem.api.admission.CostClass;
import dev.hakem.api.admission.GateStats;
import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.util.function.ToDoubleFunction;

/**
 * Admission control in metrics, per cost class ({@code class} tag): {@code hakem.admission.in.flight}
 * and {@code hakem.admission.queued} (gauges), {@code hakem.admission.admitted} and
 * {@code hakem.admission.shed} (counters; {@code reason} full: past the places and the queue, or
 * queue_timeout: waited too long), and {@code hakem.admission.body.buffer.bytes}, the bodies held.
 */
@Singleton
public class AdmissionMetrics {

    private final Admission admission;
    private final MeterRegistry registry;

    @Inject
    public AdmissionMetrics(Admission admission, MeterRegistry registry) {
        this.admission = admission;
        this.registry = registry;
    }

    void register(@Observes StartupEvent event) {
        for (CostClass c : CostClass.values()) {
            String tag = c.label();
            Gauge.builder("hakem.admission.in.flight", admission, a -> stat(a, c, GateStats::inFlight))
                    .description("Requests of the class being served").tag("class", tag).register(registry);
            Gauge.builder("hakem.admission.queued", admission, a -> stat(a, c, GateStats::queued))
                    .description("Requests of the class waiting for a place").tag("class", tag).register(registry);
            FunctionCounter.builder("hakem.admission.admitted", admission, a -> stat(a, c, s -> s.admitted()))
                    .description("Requests of the class admitted").tag("class", tag).register(registry);
            FunctionCounter.builder("hakem.admission.shed", admission, a -> stat(a, c, s -> s.refused()))
                    .description("Requests of the class refused with 503 overloaded").tag("class", tag)
                    .tag("reason", "full").register(registry);
            FunctionCounter.builder("hakem.admission.shed", admission, a -> stat(a, c, s -> s.timedOut()))
                    .description("Requests of the class refused with 503 overloaded").tag("class", tag)
                    .tag("reason", "queue_timeout").register(registry);
        }
        Gauge.builder("hakem.admission.body.buffer.bytes", admission, a -> a.bodyBuffer()[0])
                .description("Bytes of request bodies read and held until answered").register(registry);
    }

    private static double stat(Admission admission, CostClass c, ToDoubleFunction<GateStats> value) {
        for (GateStats s : admission.stats()) if (s.costClass() == c) return value.applyAsDouble(s);
        return 0;
    }
}
