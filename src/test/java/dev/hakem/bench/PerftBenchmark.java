package dev.hakem.bench;

import dev.hakem.chess.Fen;
import dev.hakem.chess.MoveGen;
import dev.hakem.chess.Position;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.runner.IterationType;

/**
 * Single-threaded perft of {@link MoveGen#perft}: start position to depth 6 and kiwipete to
 * depth 5, the same work as {@code bench/perft-vs-stockfish.sh} gives Stockfish.
 *
 * <p>The score is milliseconds per perft (one call = one full tree), so nodes per second is
 * {@code nodes / (score / 1000)}: 119,060,324 nodes for start, 193,690,690 for kiwipete. At the
 * end of each fork the benchmark also prints that rate from its own timing of the measured calls
 * ({@code # perft ... Mnodes/s}); JMH's {@code @AuxCounters} are not used because in average-time
 * mode they are reported as time per node, not nodes per time.
 *
 * <p>Run: {@code ./mvnw -o -Pbench -Dbuild.dir=target-bench test-compile exec:exec
 * -Djmh.args="-f 1 -wi 2 -i 3 PerftBenchmark"}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Threads(1)
@Fork(value = 1, jvmArgsAppend = {"-Xms512m", "-Xmx512m"})
@Warmup(iterations = 2, time = 5)
@Measurement(iterations = 3, time = 5)
public class PerftBenchmark {

    /** Position name; the depth and the published leaf count go with it. */
    @Param({"start", "kiwipete"})
    public String position;

    private Position root;
    private int depth;
    private long expected;

    /** The published positions: FEN, depth and leaf count (chessprogramming.org "Perft Results"). */
    enum Case {
        start("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 6, 119_060_324L),
        kiwipete("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 5, 193_690_690L);

        final String fen;
        final int depth;
        final long nodes;

        Case(String fen, int depth, long nodes) {
            this.fen = fen;
            this.depth = depth;
            this.nodes = nodes;
        }
    }

    /** Nodes and time of the measured calls (warm-up iterations excluded), for the closing line. */
    private long nodes, nanos, calls, bestNanos = Long.MAX_VALUE;
    private boolean measuring;

    @Setup(Level.Iteration)
    public void iterationStart(IterationParams iteration) {
        measuring = iteration.getType() == IterationType.MEASUREMENT;
    }

    @Setup(Level.Trial)
    public void setUp() {
        Case c = Case.valueOf(position);
        root = Fen.position(c.fen);
        depth = c.depth;
        expected = c.nodes;
        long n = MoveGen.perft(root, depth);
        if (n != expected) throw new IllegalStateException(position + " perft(" + depth + ") = " + n + ", expected " + expected);
    }

    @TearDown(Level.Trial)
    public void report() {
        if (calls == 0) return;
        System.out.printf(Locale.ROOT, "%n# perft %s depth %d: %d nodes, %d measured calls, mean %.3f s = %.2f Mnodes/s, best %.3f s = %.2f Mnodes/s%n",
                position, depth, expected, calls, nanos / 1e9 / calls, nodes * 1e3 / nanos,
                bestNanos / 1e9, expected * 1e3 / bestNanos);
    }

    @Benchmark
    public long perft() {
        long t0 = System.nanoTime();
        long n = MoveGen.perft(root, depth);
        long dt = System.nanoTime() - t0;
        if (measuring) {
            nodes += n;
            nanos += dt;
            calls++;
            bestNanos = Math.min(bestNanos, dt);
        }
        return n;
    }
}
