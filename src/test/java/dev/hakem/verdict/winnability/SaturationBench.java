package dev.hakem.verdict.winnability;

import dev.hakem.chess.Fen;
import dev.hakem.chess.FenResult;
import dev.hakem.chess.Position;
import dev.hakem.chess.board.Color;
import dev.hakem.verdict.winnability.saturation.Saturation;
import dev.hakem.chess.text.Phrase;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.BiFunction;

/**
 * The saturation proof on a labelled file ({@code XY FEN} lines, CHA-Solver's corpora), beside the
 * static proofs it joins ({@link PawnWall}, {@link MaterialProof}) measured in the same run: per side,
 * the sides labelled "cannot mate", how many each proof proves, the contradictions (a proof where the
 * label mates), the sides an older proof proves and saturation does not, and each proof's CPU time and
 * allocation per call (both sides of every position, over and over for a few CPU seconds).
 *
 * <pre>
 * java -cp target/classes:target/test-classes dev.hakem.verdict.winnability.SaturationBench FILE [--seconds S] [--list]
 * </pre>
 */
public final class SaturationBench {
    private SaturationBench() {}

    record Proof(String name, BiFunction<Position, Color, Phrase> prove) {}

    static final List<Proof> PROOFS = List.of(
            new Proof("saturation", Saturation::proveNoMate),
            new Proof("pawn-wall", PawnWall::proveNoMate),
            new Proof("material", MaterialProof::proveNoMate));

    public static void main(String[] args) throws IOException {
        double seconds = 3;
        boolean list = false;
        Path file = null;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--seconds" -> seconds = Double.parseDouble(args[++i]);
                case "--list" -> list = true;
                default -> file = Path.of(args[i]);
            }
        }
        if (file == null) {
            System.err.println("usage: SaturationBench FILE [--seconds S] [--list]");
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
        int contradictions = 0;
        int[] labelledNo = new int[2], onlyBySaturation = new int[2];
        int[][] proved = new int[PROOFS.size()][2], missed = new int[PROOFS.size()][2];
        for (int i = 0; i < positions.size(); i++)
            for (Color c : Color.values()) {
                if (!can.get(i)[c.ordinal()]) labelledNo[c.ordinal()]++;
                boolean bySaturation = false, byOthers = false;
                for (int k = 0; k < PROOFS.size(); k++) {
                    boolean no = PROOFS.get(k).prove().apply(positions.get(i), c) != null;
                    if (k == 0) bySaturation = no;
                    else byOthers |= no;
                    if (!no) continue;
                    proved[k][c.ordinal()]++;
                    if (can.get(i)[c.ordinal()]) {
                        contradictions++;
                        System.out.println("CONTRADICTION " + PROOFS.get(k).name() + " " + Fen.write(positions.get(i)) + " " + c);
                    }
                    if (!bySaturation) {
                        missed[k][c.ordinal()]++;
                        if (list) System.out.println("NOT-BY-SATURATION " + PROOFS.get(k).name() + " " + c + " " + Fen.write(positions.get(i)));
                    }
                }
                if (bySaturation && !byOthers) onlyBySaturation[c.ordinal()]++;
            }
        System.out.printf(Locale.ROOT, "# %s positions=%d labelled_no white=%d black=%d contradictions=%d"
                        + " proved_only_by_saturation white=%d black=%d%n", file, positions.size(), labelledNo[0],
                labelledNo[1], contradictions, onlyBySaturation[0], onlyBySaturation[1]);
        for (int k = 0; k < PROOFS.size(); k++) {
            double[] cost = cost(PROOFS.get(k), positions, seconds);
            System.out.printf(Locale.ROOT, "%-16s proved white=%d black=%d; not by saturation white=%d black=%d; "
                            + "%.0f ns/call, %.0f bytes/call%n", PROOFS.get(k).name(), proved[k][0], proved[k][1],
                    missed[k][0], missed[k][1], cost[0], cost[1]);
        }
        System.exit(contradictions == 0 ? 0 : 1);
    }

    /** CPU nanoseconds and bytes allocated per call, after a warm-up pass of the same length. */
    static double[] cost(Proof proof, List<Position> positions, double seconds) {
        var threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long sink = 0;
        double[] out = null;
        for (int round = 0; round < 2; round++) {
            long calls = 0, start = threads.getCurrentThreadCpuTime(), bytes = threads.getCurrentThreadAllocatedBytes(), cpu;
            do {
                for (Position p : positions)
                    for (Color c : Color.values()) {
                        if (proof.prove().apply(p, c) != null) sink++;
                        calls++;
                    }
                cpu = threads.getCurrentThreadCpuTime() - start;
            } while (cpu < seconds * 1e9);
            out = new double[] {(double) cpu / calls, (double) (threads.getCurrentThreadAllocatedBytes() - bytes) / calls};
        }
        if (sink < 0) System.out.println(sink);
        return out;
    }
}
