package dev.hakem.api.trace;

import io.opentelemetry.sdk.testing.exporter.InMemorySpanExporter;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

/**
 * The spans the service records, kept in memory for the tests to read: the OpenTelemetry extension
 * exports to every SpanExporter bean. It receives nothing unless tracing is on (quarkus.otel.sdk.disabled=false).
 */
@ApplicationScoped
public class InMemorySpans {

    @Produces
    @Singleton
    InMemorySpanExporter exporter() {
        return InMemorySpanExporter.create();
    }
}
