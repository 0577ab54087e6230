package dev.hakem.bench;

import dev.hakem.chess.Position;
import dev.hakem.verdict.Adjudicator;
import dev.hakem.verdict.Replay;
import dev.hakem.verdict.RuleSet;
import dev.hakem.verdict.Verdict;
import java.util.List;
import java.util.Locale;
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
 * Real games replayed from SAN with full verdicts, as {@code POST /v1/game} does: {@link Replay#play}
 * under the FIDE rules (a verdict after every move: mate, stalemate, dead position, fivefold,
 * seventy-five moves) and the final verdict with claims. One operation is one game, taken in turn
 * from the set, so the score is games per second.
 *
 * <p>{@code games=all}: every game of {@code src/test/resources/pgn} from the standard position
 * (975); {@code games=spread200}: the 200 of them that {@code bench/run-all.sh} gives chess.js
 * and chessops. Run: {@code ./mvnw -o -Pbench -Dbuild.dir=target-bench test-compile exec:exec
 * -Djmh.args="-f 1 -wi 3 -i 5 ReplayBenchmark"}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Threads(1)
@Fork(value = 1, jvmArgsAppend = {"-Xms512m", "-Xmx512m"})
@Warmup(iterations = 3, time = 3)
@Measurement(iterations = 5, time = 3)
public class ReplayBenchmark {

    @Param({"all", "spread200"})
    public String games;

    private List<List<String>> sans;
    private int next;
    private final Position start = Position.start();

    @Setup
    public void setUp() {
        List<BenchGames.SanGame> all = BenchGames.realGames();
        List<BenchGames.SanGame> chosen = games.equals("all") ? all : BenchGames.spread(all, 200);
        sans = chosen.stream().map(BenchGames.SanGame::san).toList();
        long plies = sans.stream().mapToLong(List::size).sum();
        System.out.printf(Locale.ROOT, "%n# %d games, %d plies (%.1f per game)%n", sans.size(), plies, plies / (double) sans.size());
    }

    @Benchmark
    public Verdict replay() throws Replay.IllegalMove {
        List<String> moves = sans.get(next);
        next = next + 1 == sans.size() ? 0 : next + 1;
        Replay.Result r = Replay.play(start, moves, RuleSet.FIDE, false);
        return Adjudicator.judge(r.game(), RuleSet.FIDE);
    }
}
