package dev.hakem.bench;

import dev.hakem.chess.Fen;
import dev.hakem.chess.FenResult;
import dev.hakem.chess.Position;
import dev.hakem.chess.board.Color;
import dev.hakem.verdict.winnability.Winnability;
import dev.hakem.verdict.winnability.Winnability.Answer;
import dev.hakem.verdict.winnability.Winnability.Result;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The fast winnability check as a database scan would run it: every position of a labelled file, both
 * sides, over and over for a few seconds of this thread's CPU time, with no timer around each call.
 *
 * <pre>
 * java -cp ... dev.hakem.bench.WinnabilityScanBench FILE [--mode quick|static] [--seconds S]
 *   quick   Winnability.quick: the material and fixed-wall proofs, no move generated (default)
 *   static  Winnability.analyze with Budget.STATIC: the same proofs, the game-over tests and the proof
 *           over pawn structures (what an analysis without search cost before the fast check)
 * </pre>
 *
 * Prints positions per CPU second (both sides each), the answers, and the contradictions with the
 * labels (a "no" where the reference mates); exit status 1 on a contradiction.
 */
public final class WinnabilityScanBench {
    private WinnabilityScanBench() {}

    public static void main(String[] args) throws IOException {
        String mode = "quick";
        double seconds = 5;
        Path file = null;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--mode" -> mode = args[++i];
                case "--seconds" -> seconds = Double.parseDouble(args[++i]);
                default -> file = Path.of(args[i]);
            }
        }
        if (file == null || !(mode.equals("quick") || mode.equals("static"))) {
            System.err.println("usage: WinnabilityScanBench FILE [--mode quick|static] [--seconds S]");
            System.exit(2);
        }
        List<Position> positions = new ArrayList<>();
        List<boolean[]> can = new ArrayList<>();
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            if (line.isBlank() || line.startsWith("#") || line.length() < 4) continue;
            if (Fen.read(line.substring(3).strip()) instanceof FenResult.Valid v) {
                positions.add(v.position());
                can.add(new boolean[] {line.charAt(0) == 'W', line.charAt(1) == 'B'});
            }
        }
        boolean quick = mode.equals("quick");
        int no = 0, contradictions = 0;
        for (int i = 0; i < positions.size(); i++)
            for (Color c : Color.values()) {
                Result r = run(quick, positions.get(i), c);
                if (r.answer() == Answer.NO) {
                    no++;
                    if (can.get(i)[c.ordinal()]) {
                        contradictions++;
                        System.out.println("CONTRADICTION " + Fen.write(positions.get(i)) + " " + c + " " + r);
                    }
                }
            }
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long sink = 0, passes = 0, start = threads.getCurrentThreadCpuTime(), cpu;
        do {
            for (Position p : positions) {
                sink += run(quick, p, Color.WHITE).answer().ordinal();
                sink += run(quick, p, Color.BLACK).answer().ordinal();
            }
            passes++;
            cpu = threads.getCurrentThreadCpuTime() - start;
        } while (cpu < seconds * 1e9);
        double perSecond = passes * positions.size() / (cpu / 1e9);
        System.out.printf(Locale.ROOT, "# %s mode=%s positions=%d passes=%d cpu_seconds=%.2f (sink %d)%n",
                file, mode, positions.size(), passes, cpu / 1e9, sink);
        System.out.printf(Locale.ROOT, "positions_per_cpu_second=%.0f (both sides each) mean_per_position=%.3fus%n",
                perSecond, 1e6 / perSecond);
        System.out.printf(Locale.ROOT, "sides no=%d maybe=%d of %d; contradictions=%d%n",
                no, 2 * positions.size() - no, 2 * positions.size(), contradictions);
        System.exit(contradictions == 0 ? 0 : 1);
    }

    private static Result run(boolean quick, Position p, Color c) {
        return quick ? Winnability.quick(p, c) : Winnability.analyze(p, c, Winnability.Budget.STATIC);
    }
}
