package dev.hakem.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import dev.hakem.api.cache.HttpCache;
import dev.hakem.api.json.JsonPaths;
import dev.hakem.api.json.PositionReportSerializer;
import dev.hakem.api.json.PositionReportWriter;
import dev.hakem.api.position.PositionReport;
import dev.hakem.api.position.PositionResource;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * One JSON path for every endpoint: the three candidates writing the same position report to UTF-8 bytes.
 * <ul>
 * <li>A: the hand-made {@link PositionReportWriter} (a StringBuilder, then {@code getBytes(UTF_8)}), what
 * {@code /v1/position} and {@code /v1/move} send today;</li>
 * <li>B: Jackson databind on the records, an {@code ObjectMapper} set up as Quarkus sets up the application's
 * ({@link JsonPaths#quarkusMapper()}), through the writer Quarkus REST uses;</li>
 * <li>C: the same mapper with {@link PositionReportSerializer} registered (a {@code StdSerializer} on the
 * generator, fixed member order, pre-encoded names).</li>
 * </ul>
 * {@code write_*} writes a report built once in set-up; {@code buildAndWrite_*} builds it too
 * ({@link PositionResource#get}: FEN, legal moves with SAN, verdict), the work of one request without HTTP.
 * Scores are reports per second; bench/json/run.sh runs A, B and C interleaved and turns them into MB/s.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Threads(1)
@Fork(value = 1, jvmArgsAppend = {"-Xms512m", "-Xmx512m"})
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class JsonPathBenchmark {

    @Param({"start", "kiwipete"})
    public String position;

    private String fen;
    private PositionReport report;
    private final PositionResource resource = new PositionResource(new ObjectMapper(), new HttpCache(3600));
    private final ObjectWriter databind = JsonPaths.databind();
    private final ObjectWriter serializers = JsonPaths.serializers();

    @Setup
    public void setUp() {
        fen = BenchGames.perftFen(position);
        report = ((PositionReport) resource.get(fen, "fide", null, null, null).getEntity());
        int expected = position.equals("start") ? 20 : 48;
        if (report.legalMoves().size() != expected)
            throw new IllegalStateException(position + ": " + report.legalMoves().size() + " legal moves, expected " + expected);
        byte[] a = write_A(), b = write_B(), c = write_C();
        if (!Arrays.equals(a, b) || !Arrays.equals(a, c))
            throw new IllegalStateException(position + ": the three paths do not write the same bytes");
    }

    @Benchmark
    public byte[] write_A() {
        return JsonPaths.handMade(report);
    }

    @Benchmark
    public byte[] write_B() {
        return JsonPaths.jackson(databind, report);
    }

    @Benchmark
    public byte[] write_C() {
        return JsonPaths.jackson(serializers, report);
    }

    @Benchmark
    public byte[] buildAndWrite_A() {
        return JsonPaths.handMade(((PositionReport) resource.get(fen, "fide", null, null, null).getEntity()));
    }

    @Benchmark
    public byte[] buildAndWrite_B() {
        return JsonPaths.jackson(databind, ((PositionReport) resource.get(fen, "fide", null, null, null).getEntity()));
    }

    @Benchmark
    public byte[] buildAndWrite_C() {
        return JsonPaths.jackson(serializers, ((PositionReport) resource.get(fen, "fide", null, null, null).getEntity()));
    }

    /** Prints {@code SIZE <position> <bytes>} for each position: the report's length as JSON, the same on every path. */
    public static void main(String[] args) {
        for (String name : new String[] {"start", "kiwipete"}) {
            JsonPathBenchmark b = new JsonPathBenchmark();
            b.position = name;
            b.setUp();
            System.out.println("SIZE " + name + " " + b.write_A().length);
        }
    }
}
