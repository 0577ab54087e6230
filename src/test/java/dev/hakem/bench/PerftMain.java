package dev.hakem.bench;

import dev.hakem.chess.Fen;
import dev.hakem.chess.MoveGen;
import dev.hakem.chess.Position;
import dev.hakem.chess.Variant;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Plain perft timing without JMH, for quick runs and for {@code bench/perft-vs-stockfish.sh}.
 *
 * <pre>
 * java -cp target-bench/classes:target-bench/test-classes dev.hakem.bench.PerftMain [options] [start] [kiwipete]
 *      [chess960] [chess960-middle]
 *   --runs N      timed runs per position (default 5)
 *   --warmup S    seconds of warm-up per position before timing (default 5; 0 = none)
 * </pre>
 *
 * For each position it warms up on shallower and then full-depth perft, times {@code --runs}
 * full-depth runs, checks every count against the published one and prints one line (times_s
 * lists the runs in the order they ran):
 *
 * <pre>
 * PERFT name=start depth=6 nodes=119060324 runs=3 best_s=0.290000 median_s=0.300000 best_mnps=410.55 median_mnps=396.87
 *       best_cpu_s=0.289000 median_cpu_s=0.299000 ok=true times_s=0.300000,0.290000,0.310000
 *       cpu_times_s=0.299000,0.289000,0.309000 java=17.0.15
 * </pre>
 *
 * (all on one line). The {@code _s} figures are wall-clock seconds; the {@code _cpu_s} ones are
 * the CPU time of the measuring thread, which other processes on a busy machine disturb less.
 *
 * Exit status 0 when every count matched, 1 on a wrong count, 2 on bad arguments.
 */
public final class PerftMain {
    private PerftMain() {}

    record Case(String name, String fen, int depth, long nodes, Variant variant) {}

    /**
     * Published counts (chessprogramming.org "Perft Results"; the Chess960 ones, a start and a
     * middle game with castling both ways, also Stockfish's with UCI_Chess960), so that Chess960's
     * speed can be set beside standard chess's.
     */
    static final List<Case> CASES = List.of(
            new Case("start", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 6, 119_060_324L, Variant.STANDARD),
            new Case("kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 5, 193_690_690L,
                    Variant.STANDARD),
            new Case("chess960", "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1", 6, 121_983_565L,
                    Variant.CHESS960),
            new Case("chess960-middle", "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9", 6,
                    227_689_589L, Variant.CHESS960));

    public static void main(String[] args) {
        int runs = 5;
        double warmupSeconds = 5;
        List<Case> selected = new ArrayList<>();
        try {
            for (int i = 0; i < args.length; i++) {
                String arg = args[i];
                switch (arg) {
                    case "--runs" -> runs = Integer.parseInt(args[++i]);
                    case "--warmup" -> warmupSeconds = Double.parseDouble(args[++i]);
                    default -> selected.add(CASES.stream().filter(c -> c.name().equals(arg)).findFirst()
                            .orElseThrow(() -> new IllegalArgumentException("unknown position " + arg)));
                }
            }
            if (runs < 1) throw new IllegalArgumentException("--runs must be at least 1");
        } catch (RuntimeException e) {
            System.err.println("PerftMain: " + e.getMessage()
                    + "\nusage: PerftMain [--runs N] [--warmup SECONDS] [start] [kiwipete] [chess960] [chess960-middle]");
            System.exit(2);
        }
        if (selected.isEmpty()) selected = CASES;

        boolean ok = true;
        for (Case c : selected) ok &= run(c, runs, warmupSeconds);
        System.exit(ok ? 0 : 1);
    }

    private static boolean run(Case c, int runs, double warmupSeconds) {
        Position root = Fen.position(c.fen(), c.variant());
        long sink = 0;
        // Warm-up: shallower trees first (many calls, so every path gets compiled), then full depth.
        long deadline = System.nanoTime() + (long) (warmupSeconds * 1e9);
        while (System.nanoTime() - deadline < 0) {
            sink += MoveGen.perft(root, c.depth() - 2);
            sink += MoveGen.perft(root, c.depth() - 1);
            if (System.nanoTime() - deadline < 0) sink += MoveGen.perft(root, c.depth());
        }
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        boolean cpuClock = threads.isCurrentThreadCpuTimeSupported();
        double[] seconds = new double[runs], cpuSeconds = new double[runs];
        boolean ok = true;
        for (int r = 0; r < runs; r++) {
            long c0 = cpuClock ? threads.getCurrentThreadCpuTime() : 0;
            long t0 = System.nanoTime();
            long n = MoveGen.perft(root, c.depth());
            seconds[r] = (System.nanoTime() - t0) / 1e9;
            cpuSeconds[r] = cpuClock ? (threads.getCurrentThreadCpuTime() - c0) / 1e9 : Double.NaN;
            sink += n;
            if (n != c.nodes()) {
                System.err.printf(Locale.ROOT, "PerftMain: %s perft(%d) = %d, expected %d%n", c.name(), c.depth(), n, c.nodes());
                ok = false;
            }
        }
        String times = list(seconds), cpuTimes = list(cpuSeconds);
        double best = min(seconds), median = median(seconds);
        System.out.printf(Locale.ROOT,
                "PERFT name=%s depth=%d nodes=%d runs=%d best_s=%.6f median_s=%.6f best_mnps=%.2f median_mnps=%.2f"
                        + " best_cpu_s=%.6f median_cpu_s=%.6f ok=%b times_s=%s cpu_times_s=%s java=%s%n",
                c.name(), c.depth(), c.nodes(), runs, best, median, c.nodes() / best / 1e6, c.nodes() / median / 1e6,
                min(cpuSeconds), median(cpuSeconds), ok, times, cpuTimes, System.getProperty("java.version"));
        if (sink == 42) System.out.println(); // keeps the warm-up results alive
        return ok;
    }

    private static String list(double[] values) {
        StringBuilder b = new StringBuilder();
        for (double v : values) b.append(b.length() == 0 ? "" : ",").append(String.format(Locale.ROOT, "%.6f", v));
        return b.toString();
    }

    private static double min(double[] values) {
        return Arrays.stream(values).min().orElse(Double.NaN);
    }

    private static double median(double[] values) {
        double[] v = values.clone();
        Arrays.sort(v);
        int n = v.length;
        return n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
    }
}
