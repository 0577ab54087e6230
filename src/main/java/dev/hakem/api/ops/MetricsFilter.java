package dev.hakem.api.ops;

import jakarta.inject.Inject;
import jakarta.ws.rs.container.ContainerResponseContext;
import org.jboss.resteasy.reactive.server.ServerResponseFilter;
import org.jboss.resteasy.reactive.server.core.ResteasyReactiveRequestContext;
import org.jboss.resteasy.reactive.server.spi.ResteasyReactiveContainerRequestContext;

/** Hands every REST response entity (reports and problems) to {@link HakemMetrics}. */
public class MetricsFilter {

    private final HakemMetrics metrics;

    @Inject
    public MetricsFilter(HakemMetrics metrics) {
        this.metrics = metrics;
    }

    /**
     * The entity as the REST layer holds it: {@link ContainerResponseContext#getEntity} would first
     * build the whole JAX-RS response around a resource's plain return value, for this look alone.
     */
    @ServerResponseFilter
    public void count(ResteasyReactiveContainerRequestContext request, ContainerResponseContext response) {
        metrics.record(request.getServerRequestContext() instanceof ResteasyReactiveRequestContext context
                ? context.getResponseEntity() : response.getEntity());
    }
}
