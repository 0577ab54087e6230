package dev.hakem.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.hakem.api.json.ReportJson;
import dev.hakem.api.cache.HttpCache;
import dev.hakem.api.position.PositionReport;
import dev.hakem.api.position.PositionResource;
import dev.hakem.chess.Position;
import dev.hakem.verdict.Adjudicator;
import dev.hakem.verdict.Replay;
import dev.hakem.verdict.RuleSet;
import dev.hakem.verdict.Status;
import dev.hakem.verdict.Verdict;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * hakem's side of the comparisons with chess.js and chessops ({@code bench/peers}): the same work,
 * timed the same way as the Node scripts there, one thread, printing one {@code RESULT} line.
 *
 * <pre>
 * java -cp target-bench/classes:target-bench/test-classes:DEPS dev.hakem.bench.PeerWorkMain MODE [options]
 *   export FILE [--count N]   write N real games (default 200), spread over src/test/resources/pgn, as
 *                             canonical SAN, one game per line: the input every side replays
 *   replay FILE               replay every game of FILE from SAN under the FIDE rules with a verdict after
 *                             every move (Replay.play, as POST /v1/game), then the final verdict with claims
 *   position [FEN]            the position report of GET /v1/position (PositionResource: FEN parsing, legal
 *                             moves with SAN, verdict, claims) written as JSON as the service writes it;
 *                             kiwipete by default
 *   --runs N                  timed runs (default 5); a replay run plays every game once, a position run
 *                             makes --reports reports (default 20000)
 *   --warmup S                seconds of CPU time spent warming up before timing (default 5)
 * </pre>
 *
 * Output: {@code RESULT side=hakem work=replay items=200 plies=... runs=5 best_per_s=... median_per_s=...
 * best_cpu_per_s=... median_cpu_per_s=... check=...}, where items are games (replay) or reports
 * (position), and {@code check} is a digest of the answers the Node scripts print too (checkmates,
 * stalemates, threefold positions; or legal moves), so a side that skipped work would show.
 */
public final class PeerWorkMain {
    private PeerWorkMain() {}

    static final String KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

    public static void main(String[] args) throws Exception {
        if (args.length == 0) usage("no mode");
        String mode = args[0];
        String operand = null;
        int runs = 5, count = 200, reports = 20_000;
        double warmup = 5;
        for (int i = 1; i < args.length; i++) {
            switch (args[i]) {
                case "--runs" -> runs = Integer.parseInt(args[++i]);
                case "--warmup" -> warmup = Double.parseDouble(args[++i]);
                case "--count" -> count = Integer.parseInt(args[++i]);
                case "--reports" -> reports = Integer.parseInt(args[++i]);
                default -> {
                    if (operand != null || args[i].startsWith("--")) usage("unexpected " + args[i]);
                    operand = args[i];
                }
            }
        }
        switch (mode) {
            case "export" -> {
                if (operand == null) usage("export needs a FILE");
                List<BenchGames.SanGame> all = BenchGames.realGames();
                List<BenchGames.SanGame> chosen = BenchGames.spread(all, count);
                BenchGames.writeLines(chosen, Path.of(operand));
                System.err.printf(Locale.ROOT, "wrote %d of %d games (%d plies) to %s%n", chosen.size(), all.size(),
                        chosen.stream().mapToInt(g -> g.san().size()).sum(), operand);
            }
            case "replay" -> {
                if (operand == null) usage("replay needs a FILE");
                replay(BenchGames.readLines(Path.of(operand)), runs, warmup);
            }
            case "position" -> position(operand == null ? KIWIPETE : operand, runs, warmup, reports);
            default -> usage("unknown mode " + mode);
        }
    }

    private static void usage(String problem) {
        System.err.println("PeerWorkMain: " + problem
                + "\nusage: PeerWorkMain export FILE [--count N] | replay FILE | position [FEN]  [--runs N] [--warmup S] [--reports N]");
        System.exit(2);
    }

    // ------------------------------------------------------------------ replay

    /** Checkmates, stalemates and positions where threefold could be claimed, over all games. */
    static long[] replayAll(List<BenchGames.SanGame> games) {
        Position start = Position.start();
        long mates = 0, stalemates = 0, threefold = 0, plies = 0;
        for (BenchGames.SanGame g : games) {
            Replay.Result r;
            try {
                r = Replay.play(start, g.san(), RuleSet.FIDE, false);
            } catch (Replay.IllegalMove e) {
                throw new IllegalStateException(g.source() + " ply " + e.ply() + ": " + e.getMessage(), e);
            }
            Verdict last = Adjudicator.judge(r.game(), RuleSet.FIDE);
            if (last.status() == Status.CHECKMATE) mates++;
            if (last.status() == Status.STALEMATE) stalemates++;
            if (last.claims().threefoldRepetition()) threefold++;
            plies += r.game().plies();
        }
        return new long[] {mates, stalemates, threefold, plies};
    }

    private static void replay(List<BenchGames.SanGame> games, int runs, double warmup) {
        long[] check = replayAll(games);
        warmUp(warmup, () -> replayAll(games));
        Timing t = time(runs, () -> replayAll(games));
        t.print("replay", games.size(), "plies=" + check[3],
                "mates=" + check[0] + ",stalemates=" + check[1] + ",threefold_at_end=" + check[2]);
    }

    // ------------------------------------------------------------------ position report

    /** The report written as the service writes it: one byte array with pre-encoded names. */
    static int reportBytes(PositionResource resource, String fen) {
        return ReportJson.of(((PositionReport) resource.get(fen, "fide", null, null, null).getEntity())).length;
    }

    private static void position(String fen, int runs, double warmup, int reports) {
        PositionResource resource = new PositionResource(new ObjectMapper(), new HttpCache(3600));
        int moves = ((PositionReport) resource.get(fen, "fide", null, null, null).getEntity()).legalMoves().size();
        int bytes = reportBytes(resource, fen);
        long sink = warmUp(warmup, () -> new long[] {reportBytes(resource, fen)});
        Timing t = time(runs, () -> {
            long s = 0;
            for (int i = 0; i < reports; i++) s += reportBytes(resource, fen);
            return new long[] {s};
        });
        if (sink == 42) System.out.println();
        t.print("position", reports, "bytes=" + bytes, "legal_moves=" + moves);
    }

    // ------------------------------------------------------------------ timing

    interface Work {
        long[] run();
    }

    record Timing(double[] seconds, double[] cpuSeconds) {
        void print(String work, long items, String extra, String check) {
            System.out.printf(Locale.ROOT,
                    "RESULT side=hakem work=%s items=%d %s runs=%d best_per_s=%.1f median_per_s=%.1f best_cpu_per_s=%.1f"
                            + " median_cpu_per_s=%.1f check=%s runtime=java-%s%n",
                    work, items, extra, seconds.length, items / min(seconds), items / median(seconds),
                    items / min(cpuSeconds), items / median(cpuSeconds), check, System.getProperty("java.version"));
        }
    }

    /**
     * Runs the work until this thread has spent {@code seconds} of CPU time on it (or ten times that
     * by the wall clock): on a shared machine a wall-clock warm-up may leave the JIT half done.
     */
    static long warmUp(double seconds, Work work) {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long cpuEnd = threads.getCurrentThreadCpuTime() + (long) (seconds * 1e9);
        long wallEnd = System.nanoTime() + (long) (seconds * 10e9);
        long sink = 0;
        while (threads.getCurrentThreadCpuTime() < cpuEnd && System.nanoTime() - wallEnd < 0) sink += work.run()[0];
        return sink;
    }

    static Timing time(int runs, Work work) {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        double[] seconds = new double[runs], cpu = new double[runs];
        long sink = 0;
        for (int r = 0; r < runs; r++) {
            long c0 = threads.getCurrentThreadCpuTime();
            long t0 = System.nanoTime();
            sink += work.run()[0];
            seconds[r] = (System.nanoTime() - t0) / 1e9;
            cpu[r] = (threads.getCurrentThreadCpuTime() - c0) / 1e9;
        }
        if (sink == 42) System.out.println();
        return new Timing(seconds, cpu);
    }

    static double min(double[] v) {
        return Arrays.stream(v).min().orElse(Double.NaN);
    }

    static double median(double[] values) {
        double[] v = values.clone();
        Arrays.sort(v);
        int n = v.length;
        return n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
    }
}
