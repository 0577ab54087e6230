package dev.hakem.ops;

import static org.junit.jupiter.api.Assertions.*;

import dev.hakem.api.ops.RulesCoreReadiness;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.junit.jupiter.api.Test;

/** The readiness check that runs a tiny perft through the rules core. */
class RulesCoreReadinessTest {

    @Test
    void upWhenThePerftGivesThePublishedCount() {
        HealthCheckResponse r = new RulesCoreReadiness().call();
        assertEquals("rules-core", r.getName());
        assertEquals(HealthCheckResponse.Status.UP, r.getStatus());
        assertEquals(2039L, r.getData().orElseThrow().get("nodes"));
    }

    @Test
    void downWhenTheCountDiffers() {
        HealthCheckResponse r = RulesCoreReadiness.check("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 2, 401);
        assertEquals(HealthCheckResponse.Status.DOWN, r.getStatus());
        assertEquals(400L, r.getData().orElseThrow().get("nodes"));
    }

    @Test
    void downWhenTheRulesCoreThrows() {
        HealthCheckResponse r = RulesCoreReadiness.check("not a fen", 2, 400);
        assertEquals(HealthCheckResponse.Status.DOWN, r.getStatus());
        assertTrue(r.getData().orElseThrow().containsKey("error"));
    }
}
