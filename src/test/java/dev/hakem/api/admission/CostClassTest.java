package dev.hakem.api.admission;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

/** The cost class of a request, by its endpoint, and for /v1/winnability by its body's media type. */
class CostClassTest {

    @Test
    void aWinnabilityBatchIsAdmittedAsABatch() {
        assertEquals(CostClass.BATCH, CostClass.of("POST", "/v1/winnability", null, "application/x-ndjson"));
        assertEquals(CostClass.BATCH, CostClass.of("POST", "/v1/winnability", null, " Application/X-NDJSON ; charset=UTF-8"));
        assertEquals(CostClass.BATCH, CostClass.of("POST", "/v1/games", null, "application/x-chess-pgn"));
        assertEquals(CostClass.BATCH, CostClass.of("POST", "/v1/games", null, null));
    }

    @Test
    void oneWinnabilityQuestionIsAWinnabilityAnalysis() {
        assertEquals(CostClass.WINNABILITY, CostClass.of("POST", "/v1/winnability", null, "application/json"));
        assertEquals(CostClass.WINNABILITY, CostClass.of("POST", "/v1/winnability", null, null));
        assertEquals(CostClass.WINNABILITY, CostClass.of("GET", "/v1/winnability", null, null));
        // A GET has no body to stream, whatever its Content-Type says.
        assertEquals(CostClass.WINNABILITY, CostClass.of("GET", "/v1/winnability", null, "application/x-ndjson"));
        assertEquals(CostClass.WINNABILITY, CostClass.of("/v1/winnability", null));
    }

    @Test
    void theOtherClassesAreUnchanged() {
        assertEquals(CostClass.CHECK, CostClass.of("GET", "/v1/perft", "3", null));
        assertEquals(CostClass.PERFT, CostClass.of("GET", "/v1/perft", "5", null));
        assertEquals(CostClass.GAME, CostClass.of("POST", "/v1/game", null, "application/x-ndjson"));
        assertNull(CostClass.of("GET", "/q/health", null, null));
    }
}
