package dev.hakem.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.hakem.api.cache.HttpCache;
import dev.hakem.api.position.PositionReport;
import dev.hakem.api.position.PositionResource;
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
 * What {@code GET /v1/position} computes for the six standard perft positions, without HTTP:
 * {@link PositionResource#get} (FEN parsing, legal moves with SAN, verdict, claims), and that
 * report written as JSON as the service writes it (Jackson with the report serializers).
 *
 * <p>Run: {@code ./mvnw -o -Pbench -Dbuild.dir=target-bench test-compile exec:exec
 * -Djmh.args="-f 1 -wi 3 -i 5 PositionReportBenchmark"}. Scores are microseconds per report.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Threads(1)
@Fork(value = 1, jvmArgsAppend = {"-Xms512m", "-Xmx512m"})
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class PositionReportBenchmark {

    /** One of {@link BenchGames#PERFT_NAMES}. */
    @Param({"start", "kiwipete", "position3", "position4", "position5", "position6"})
    public String position;

    private String fen;
    private final PositionResource resource = new PositionResource(new ObjectMapper(), new HttpCache(3600));

    /** Published legal move counts of the six positions (perft depth 1). */
    private static int legalMoves(String name) {
        return switch (name) {
            case "start" -> 20;
            case "kiwipete" -> 48;
            case "position3" -> 14;
            case "position4" -> 6;
            case "position5" -> 44;
            case "position6" -> 46;
            default -> throw new IllegalArgumentException(name);
        };
    }

    @Setup
    public void setUp() {
        fen = BenchGames.perftFen(position);
        int n = ((PositionReport) resource.get(fen, "fide", null, null, null).getEntity()).legalMoves().size();
        if (n != legalMoves(position)) throw new IllegalStateException(position + ": " + n + " legal moves, expected " + legalMoves(position));
    }

    @Benchmark
    public PositionReport report() {
        return ((PositionReport) resource.get(fen, "fide", null, null, null).getEntity());
    }

    @Benchmark
    public int reportJson() {
        return PeerWorkMain.reportBytes(resource, fen);
    }
}
