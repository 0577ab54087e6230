package dev.hakem.api.ops;

import dev.hakem.api.admission.Admission;
import dev.hakem.api.admission.GateStats;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.HealthCheckResponseBuilder;
import org.eclipse.microprofile.health.Readiness;

/**
 * How loaded each cost class is, reported with readiness: requests in flight and waiting against
 * their bounds, and {@code overloaded: true} for a class that is full. It stays UP when loaded: a
 * full class sheds its own requests with 503s, and a pod taken out of the endpoints for being busy
 * would only move the load onto the others.
 */
@Readiness
@ApplicationScoped
public class AdmissionReadiness implements HealthCheck {

    static final String NAME = "admission";

    private final Admission admission;

    @Inject
    public AdmissionReadiness(Admission admission) {
        this.admission = admission;
    }

    @Override
    public HealthCheckResponse call() {
        HealthCheckResponseBuilder r = HealthCheckResponse.named(NAME).up();
        for (GateStats s : admission.stats()) {
            String label = s.costClass().label();
            r.withData(label, s.inFlight() + "/" + s.maxInFlight() + " in flight, " + s.queued() + "/" + s.maxQueued()
                    + " waiting");
            if (s.inFlight() >= s.maxInFlight() && s.queued() >= s.maxQueued()) r.withData(label + ".overloaded", true);
        }
        long[] buffer = admission.bodyBuffer();
        r.withData("bodyBuffer", buffer[0] + "/" + buffer[1] + " bytes");
        return r.build();
    }
}
