package dev.hakem.bench;

import dev.hakem.chess.Fen;
import dev.hakem.chess.notation.MoveInfo;
import dev.hakem.chess.notation.Notation;
import dev.hakem.chess.Position;
import dev.hakem.verdict.Adjudicator;
import dev.hakem.verdict.Game;
import dev.hakem.verdict.Replay;
import dev.hakem.verdict.RuleSet;
import dev.hakem.verdict.Verdict;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
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
 * Repetition and claim detection on long games that keep coming back to the same positions
 * ({@link BenchGames#repetitive}: stretches of up to 90 quiet piece moves between pawn pushes,
 * many positions standing two or three times, none five).
 *
 * <ul>
 *   <li>{@code replay}: the whole game from SAN under FIDE rules with a verdict after every move
 *       (repetition counts, fivefold, seventy-five moves) and the final verdict with claims, as
 *       {@code POST /v1/game} does; microseconds per game.
 *   <li>{@code claimsEveryPly}: the full verdict with claims (threefold now, threefold or fifty
 *       moves by each legal move) at every ply of the already played game, as {@code POST /v1/move}
 *       reports after each move; microseconds for all plies of the game.
 * </ul>
 *
 * Set-up checks every repetition count against a plain count of FEN identities, and prints the
 * game's plies, how many of its positions allow a threefold claim and the most repetitions.
 * Run: {@code ./mvnw -o -Pbench -Dbuild.dir=target-bench test-compile exec:exec
 * -Djmh.args="-f 1 -wi 3 -i 5 RepetitionBenchmark"}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Threads(1)
@Fork(value = 1, jvmArgsAppend = {"-Xms512m", "-Xmx512m"})
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class RepetitionBenchmark {

    /** Seed of the generated game. */
    @Param({"1", "2", "3"})
    public long seed;

    static final int PLIES = 1000, MAX_STRETCH = 90;

    private List<String> san;
    private List<Game> prefixes;
    private final Position start = Position.start();

    @Setup
    public void setUp() throws Exception {
        san = BenchGames.repetitive(seed, PLIES, MAX_STRETCH).san();
        prefixes = new ArrayList<>(san.size() + 1);
        Game game = Game.of(start);
        prefixes.add(game);
        for (String s : san) {
            Position p = game.last();
            game = game.play(MoveInfo.of(p, Notation.parse(p, s, false).move()));
            prefixes.add(game);
        }
        Replay.Result r = Replay.play(start, san, RuleSet.FIDE, false);
        if (r.endPly() != -1) throw new IllegalStateException("seed " + seed + ": the game ended at ply " + r.endPly());
        // An independent count: FEN identities (FIDE 9.2.3) seen so far, against the verdict's count.
        Map<String, Integer> seen = new HashMap<>();
        int claimable = 0, most = 0;
        for (int ply = 0; ply <= san.size(); ply++) {
            int times = seen.merge(Fen.identity(game.position(ply)), 1, Integer::sum);
            Verdict v = Adjudicator.judge(prefixes.get(ply), RuleSet.FIDE);
            if (v.repetitions() != times)
                throw new IllegalStateException("seed " + seed + " ply " + ply + ": " + v.repetitions() + " repetitions, counted " + times);
            if (v.claims().threefoldRepetition() != (times >= 3)) throw new IllegalStateException("seed " + seed + " ply " + ply + ": claim");
            if (times >= 3) claimable++;
            most = Math.max(most, times);
        }
        System.out.printf(Locale.ROOT, "%n# seed %d: %d plies, %d positions allow a threefold claim, at most %d repetitions%n",
                seed, san.size(), claimable, most);
    }

    @Benchmark
    public Verdict replay() throws Replay.IllegalMove {
        Replay.Result r = Replay.play(start, san, RuleSet.FIDE, false);
        return Adjudicator.judge(r.game(), RuleSet.FIDE);
    }

    @Benchmark
    public int claimsEveryPly() {
        int claims = 0;
        for (Game g : prefixes) claims += Adjudicator.judge(g, RuleSet.FIDE).claims().byMove().size();
        return claims;
    }
}
