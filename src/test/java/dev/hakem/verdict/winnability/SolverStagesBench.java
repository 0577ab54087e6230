package dev.hakem.verdict.winnability;

import dev.hakem.chess.Fen;
import dev.hakem.chess.FenResult;
import dev.hakem.chess.board.Color;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Which of the {@link Solver}'s stages decides each side of a labelled file ({@code XY FEN} lines,
 * CHA-Solver's corpora): per stage, the sides it decided; the proofs without search count as
 * {@code PROOF}, an undecided side as {@code NONE}. Prints every side that is undecided, contradicts the
 * label or takes more than 50 ms of CPU, with its stage, nodes and time.
 *
 * <pre>
 * java -cp target/classes:target/test-classes dev.hakem.verdict.winnability.SolverStagesBench FILE [NODES]
 * </pre>
 */
public final class SolverStagesBench {
    private SolverStagesBench() {}

    public static void main(String[] args) throws IOException {
        long budget = args.length > 1 ? Long.parseLong(args[1]) : Winnability.Budget.DEFAULT.maxNodes();
        ThreadMXBean clock = ManagementFactory.getThreadMXBean();
        long[] decided = new long[Solver.Stage.values().length];
        int lineNo = 0;
        for (String line : Files.readAllLines(Path.of(args[0]), StandardCharsets.UTF_8)) {
            lineNo++;
            if (line.isBlank() || line.startsWith("#")) continue;
            String fen = line.substring(3).strip();
            if (!(Fen.read(fen) instanceof FenResult.Valid v)) continue;
            for (Color side : Color.values()) {
                long start = clock.getCurrentThreadCpuTime();
                Winnability.Result r = Winnability.analyze(v.position(), side, Winnability.Budget.STATIC);
                Solver.Stage stage = Solver.Stage.PROOF;
                if (r.answer() == Winnability.Answer.UNKNOWN) {
                    Winnability.Result[] answer = new Winnability.Result[1];
                    stage = Solver.solving(v.position(), side, new Winnability.Budget(budget), answer).decidedBy;
                    r = answer[0];
                }
                long cpu = clock.getCurrentThreadCpuTime() - start;
                decided[stage.ordinal()]++;
                boolean can = line.charAt(side.ordinal()) != '-';
                boolean contradiction = r.answer() == Winnability.Answer.YES && !can || r.answer() == Winnability.Answer.NO && can;
                if (cpu > 50_000_000L || r.answer() == Winnability.Answer.UNKNOWN || contradiction)
                    System.out.printf(Locale.ROOT, "line %d %s %s %s %s nodes=%d cpu=%.1fms%s %s%n", lineNo, line.substring(0, 2),
                            side.label(), r.answer(), stage, r.nodes(), cpu / 1e6, contradiction ? " CONTRADICTION" : "", fen);
            }
        }
        for (Solver.Stage s : Solver.Stage.values()) System.out.printf(Locale.ROOT, "%-14s %d%n", s, decided[s.ordinal()]);
    }
}
