package dev.hakem.ops;

import dev.hakem.api.problem.Problem;
import dev.hakem.api.position.PositionReport;
import dev.hakem.api.game.GameReport;
import dev.hakem.api.game.MoveReport;
import dev.hakem.api.analysis.WinnabilityReport;
import dev.hakem.api.batch.WinnabilityBatchLine;

import static org.junit.jupiter.api.Assertions.*;

import dev.hakem.api.ops.HakemMetrics;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The service's counters, read from the entities the resources return. */
class HakemMetricsTest {

    SimpleMeterRegistry registry;
    HakemMetrics metrics;

    @BeforeEach
    void setUp() {
        registry = new SimpleMeterRegistry();
        metrics = new HakemMetrics(registry);
    }

    static PositionReport position(String rules, String termination) {
        return new PositionReport("fen", rules, "white", 0, 1, false, List.of(), false, false, "ongoing", "*", termination,
                null, null, false, 1, null, List.of(), List.of());
    }

    static WinnabilityReport winnability(String white, String black) {
        return new WinnabilityReport("fen", new WinnabilityReport.Side(white, null, null, 0),
                new WinnabilityReport.Side(black, null, null, 0), null, null);
    }

    static GameReport game(String rules, String termination, GameReport.FlagReport flag) {
        return new GameReport(rules, "fen", List.of(), position(rules, null), "*", termination, null, null, null, List.of(), List.of(),
                flag, List.of(), null, null);
    }

    double count(String name, String... tags) {
        Counter c = registry.find(name).tags(tags).counter();
        return c == null ? 0 : c.count();
    }

    @Test
    void verdictsAreCountedByEndpointRulesAndTermination() {
        metrics.record(position("fide", "stalemate"));
        metrics.record(position("fide", "stalemate"));
        metrics.record(position("online", null));
        metrics.record(new MoveReport(null, position("online", "threefold_repetition")));
        metrics.record(game("fide", "checkmate", null));
        assertEquals(2, count(HakemMetrics.VERDICTS, "endpoint", "position", "rules", "fide", "termination", "stalemate"));
        assertEquals(1, count(HakemMetrics.VERDICTS, "endpoint", "position", "rules", "online", "termination", "none"));
        assertEquals(1, count(HakemMetrics.VERDICTS, "endpoint", "move", "rules", "online", "termination", "threefold_repetition"));
        assertEquals(1, count(HakemMetrics.VERDICTS, "endpoint", "game", "rules", "fide", "termination", "checkmate"));
        assertEquals(5, registry.find(HakemMetrics.VERDICTS).counters().stream().mapToDouble(Counter::count).sum());
    }

    @Test
    void unknownWinnabilityAnswersAreCountedPerSide() {
        metrics.record(winnability("unknown", "no"));
        metrics.record(winnability("unknown", "unknown"));
        metrics.record(winnability("yes", "no"));
        assertEquals(2, count(HakemMetrics.WINNABILITY_UNKNOWN, "endpoint", "winnability", "side", "white"));
        assertEquals(1, count(HakemMetrics.WINNABILITY_UNKNOWN, "endpoint", "winnability", "side", "black"));
    }

    @Test
    void unknownAnswersOfAWinnabilityBatchAreCountedUnderTheirOwnEndpoint() {
        WinnabilityReport whiteOnly = new WinnabilityReport("fen", new WinnabilityReport.Side("unknown", null, null, 0), null,
                null, null);
        metrics.record(new WinnabilityBatchLine(1, 200, winnability("unknown", "unknown"), null));
        metrics.record(new WinnabilityBatchLine(2, 200, whiteOnly, null));
        metrics.record(new WinnabilityBatchLine(3, 200, winnability("yes", "no"), null));
        metrics.record(new WinnabilityBatchLine(4, 400, null,
                new Problem("urn", "Invalid FEN", 400, "d", "/v1/winnability", "invalid_fen", null, null, null)));
        assertEquals(2, count(HakemMetrics.WINNABILITY_UNKNOWN, "endpoint", "winnability-batch", "side", "white"));
        assertEquals(1, count(HakemMetrics.WINNABILITY_UNKNOWN, "endpoint", "winnability-batch", "side", "black"));
        // Not counted as answers of GET or POST with a JSON body.
        assertEquals(0, count(HakemMetrics.WINNABILITY_UNKNOWN, "endpoint", "winnability", "side", "white"));
    }

    @Test
    void anUnknownFlagFallCountsAgainstTheFlaggedPlayersOpponent() {
        metrics.record(game("fide", "timeout", new GameReport.FlagReport("black", "unknown", "budget", false, null, null)));
        metrics.record(game("fide", "timeout", new GameReport.FlagReport("white", "yes", "helpmate", true, null, null)));
        assertEquals(1, count(HakemMetrics.WINNABILITY_UNKNOWN, "endpoint", "game", "side", "white"));
        assertEquals(0, count(HakemMetrics.WINNABILITY_UNKNOWN, "endpoint", "game", "side", "black"));
        assertEquals(2, count(HakemMetrics.VERDICTS, "endpoint", "game", "termination", "timeout"));
    }

    @Test
    void aPerftStoppedByItsBudgetIsCountedOtherProblemsAreNot() {
        metrics.record(new Problem("urn", "Perft budget exceeded", 422, "d", "/v1/perft", "perft_budget_exceeded", null, null, null));
        metrics.record(new Problem("urn", "Invalid FEN", 400, "d", "/v1/perft", "invalid_fen", null, null, null));
        metrics.record("some other entity");
        metrics.record(null);
        assertEquals(1, count(HakemMetrics.PERFT_BUDGET_EXCEEDED));
        assertNull(registry.find(HakemMetrics.VERDICTS).counter(), "nothing else was counted");
    }

    static Problem stopped(String code, String instance, String budget) {
        return new Problem("urn", "t", 422, "d", instance, code, null, null, Map.of("budget", budget, "seconds", 3.0));
    }

    @Test
    void budgetStopsAreCountedByEndpointAndCause() {
        metrics.record(stopped("perft_budget_exceeded", "/v1/perft", "cpu"));
        metrics.record(stopped("perft_budget_exceeded", "/v1/perft", "wall_clock"));
        metrics.record(stopped("perft_budget_exceeded", "/v1/perft", "wall_clock"));
        metrics.record(stopped("deadline_exceeded", "/v1/winnability", "wall_clock"));
        metrics.record(new WinnabilityBatchLine(2, 422, null, stopped("deadline_exceeded", "/v1/winnability", "wall_clock")));
        metrics.record(new Problem("urn", "Invalid FEN", 400, "d", "/v1/perft", "invalid_fen", null, null, null));
        assertEquals(1, count(HakemMetrics.BUDGET_STOPS, "endpoint", "perft", "cause", "cpu"));
        assertEquals(2, count(HakemMetrics.BUDGET_STOPS, "endpoint", "perft", "cause", "wall_clock"));
        assertEquals(1, count(HakemMetrics.BUDGET_STOPS, "endpoint", "winnability", "cause", "wall_clock"));
        assertEquals(1, count(HakemMetrics.BUDGET_STOPS, "endpoint", HakemMetrics.WINNABILITY_BATCH, "cause", "wall_clock"));
        assertEquals(3, count(HakemMetrics.PERFT_BUDGET_EXCEEDED), "the perft counter counts both causes");
    }

    @Test
    void theBudgetCountersArePreRegisteredAtZero() {
        metrics.preRegister();
        for (String endpoint : new String[] {"winnability", "winnability-batch", "game"})
            for (String side : new String[] {"white", "black"})
                assertNotNull(registry.find(HakemMetrics.WINNABILITY_UNKNOWN).tags("endpoint", endpoint, "side", side).counter());
        assertNotNull(registry.find(HakemMetrics.PERFT_BUDGET_EXCEEDED).counter());
        assertEquals(0, count(HakemMetrics.PERFT_BUDGET_EXCEEDED));
    }
}
