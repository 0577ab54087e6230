package dev.hakem.api.ops;

import jakarta.inject.Inject;
import jakarta.ws.rs.container.ContainerResponseContext;
import org.jboss.resteasy.reactive.server.ServerResponseFilter;

/** Hands every REST response entity (reports and problems) to {@link HakemMetrics}. */
public class MetricsFilter {

    private final HakemMetrics metrics;

    @Inject
    public MetricsFilter(HakemMetrics metrics) {
        this.metrics = metrics;
    }

    @ServerResponseFilter
    public void count(ContainerResponseContext response) {
        metrics.record(response.getEntity());
    }
}
