package dev.hakem.bench;

import dev.hakem.chess.Fen;
import dev.hakem.chess.Position;
import dev.hakem.verdict.Game;
import dev.hakem.verdict.Replay;
import dev.hakem.verdict.RuleSet;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The positions a frontend shows while its users play the openings: every position of the first
 * {@code PLIES} plies (the start, then after each move) of every real game of src/test/resources/pgn
 * that starts from the standard position (BenchGames.realGames), each with how many times it stands in
 * those games. Writes one line per distinct position, most frequent first: {@code count<TAB>FEN}.
 *
 * <pre>java -cp ... dev.hakem.bench.CacheWorkloadMain OUT_FILE [PLIES]</pre>
 */
public final class CacheWorkloadMain {
    private CacheWorkloadMain() {}

    public static void main(String[] args) throws IOException, Replay.IllegalMove {
        Path out = Path.of(args[0]);
        int plies = args.length > 1 ? Integer.parseInt(args[1]) : 20;
        Map<String, Integer> counts = new LinkedHashMap<>();
        int games = 0, positions = 0;
        for (BenchGames.SanGame g : BenchGames.realGames()) {
            List<String> opening = g.san().subList(0, Math.min(plies, g.san().size()));
            Game game = Replay.play(Position.start(), opening, RuleSet.FIDE, false).game();
            for (int ply = 0; ply <= game.plies(); ply++) {
                counts.merge(Fen.write(game.position(ply)), 1, Integer::sum);
                positions++;
            }
            games++;
        }
        List<Map.Entry<String, Integer>> sorted = new ArrayList<>(counts.entrySet());
        sorted.sort((a, b) -> b.getValue() - a.getValue());
        StringBuilder text = new StringBuilder();
        for (Map.Entry<String, Integer> e : sorted) text.append(e.getValue()).append('\t').append(e.getKey()).append('\n');
        Files.writeString(out, text, StandardCharsets.UTF_8);
        System.err.println(games + " games, " + positions + " positions shown, " + counts.size() + " distinct, written to " + out);
        // A cache that keeps every answer for the whole run: the chance that the next request was asked before,
        // after n requests drawn with these frequencies (the sum over positions of p * (1 - (1 - p)^n)).
        for (long n : new long[] {1_000, 10_000, 100_000, 1_000_000, 10_000_000}) {
            double hit = 0;
            for (int c : counts.values()) {
                double p = (double) c / positions;
                hit += p * (1 - Math.pow(1 - p, n));
            }
            System.err.printf(java.util.Locale.ROOT, "expected hit ratio after %,d requests: %.3f%n", n, hit);
        }
    }
}
