package dev.hakem.api.trace;

import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.sdk.testing.exporter.InMemorySpanExporter;
import io.opentelemetry.sdk.trace.data.SpanData;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import static org.junit.jupiter.api.Assertions.*;

/** One trace as the in-memory exporter recorded it: waiting for it, finding its spans, printing it as a tree. */
final class Traces {
    private Traces() {}

    /** Every span of {@code traceId}, once its server span has ended (it ends last), in order of start. */
    static List<SpanData> await(InMemorySpanExporter exporter, String traceId) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (System.nanoTime() < end) {
            List<SpanData> spans = of(exporter, traceId);
            if (spans.stream().anyMatch(s -> s.getKind() == SpanKind.SERVER)) return spans;
            Thread.sleep(20);
        }
        fail("no server span of trace " + traceId + " among " + exporter.getFinishedSpanItems());
        return List.of();
    }

    static List<SpanData> of(InMemorySpanExporter exporter, String traceId) {
        return exporter.getFinishedSpanItems().stream().filter(s -> s.getTraceId().equals(traceId))
                .sorted(Comparator.comparingLong(SpanData::getStartEpochNanos)).toList();
    }

    static SpanData server(List<SpanData> spans) {
        return spans.stream().filter(s -> s.getKind() == SpanKind.SERVER).findFirst().orElseThrow();
    }

    static SpanData named(List<SpanData> spans, String name) {
        List<SpanData> found = all(spans, name);
        assertEquals(1, found.size(), () -> "one span " + name + " in\n" + tree(spans));
        return found.get(0);
    }

    static List<SpanData> all(List<SpanData> spans, String name) {
        return spans.stream().filter(s -> s.getName().equals(name)).toList();
    }

    /** The trace as a tree: each span's name, kind, duration, thread and attributes, its children indented below it. */
    static String tree(List<SpanData> spans) {
        StringBuilder sb = new StringBuilder();
        for (SpanData root : spans)
            if (spans.stream().noneMatch(s -> s.getSpanId().equals(root.getParentSpanId()))) print(sb, root, spans, 0);
        return sb.toString();
    }

    private static void print(StringBuilder sb, SpanData span, List<SpanData> spans, int depth) {
        TreeMap<String, Object> attributes = new TreeMap<>();
        span.getAttributes().forEach((k, v) -> attributes.put(k.getKey(), v));
        sb.append("  ".repeat(depth)).append(span.getName())
                .append(String.format(Locale.ROOT, "  [%s, %.3f ms, span %s, parent %s%s]  ", span.getKind(),
                        (span.getEndEpochNanos() - span.getStartEpochNanos()) / 1e6, span.getSpanId(), span.getParentSpanId(),
                        span.getStatus().getStatusCode() == io.opentelemetry.api.trace.StatusCode.UNSET ? ""
                                : ", status " + span.getStatus().getStatusCode()))
                .append(attributes).append('\n');
        List<SpanData> children = new ArrayList<>();
        for (SpanData s : spans) if (s.getParentSpanId().equals(span.getSpanId())) children.add(s);
        for (SpanData child : children) print(sb, child, spans, depth + 1);
    }

    /** Prints the trace and keeps it in the build directory (traces/NAME.txt), for the record. */
    static void record(String name, String title, List<SpanData> spans) throws IOException {
        String text = title + " (trace " + spans.get(0).getTraceId() + ")\n" + tree(spans);
        System.out.println(text);
        Path dir = Path.of(System.getProperty("trace.dir", "target/traces"));
        Files.createDirectories(dir);
        Files.writeString(dir.resolve(name + ".txt"), text, StandardCharsets.UTF_8);
    }
}
