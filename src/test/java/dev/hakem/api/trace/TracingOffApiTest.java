package dev.hakem.api.trace;

import dev.hakem.contract.ContractChecked;
import io.opentelemetry.sdk.testing.exporter.InMemorySpanExporter;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.*;

/**
 * As configured by default, tracing is off: no span is recorded nor exported, answers are the same
 * with or without a traceparent, and the caller's trace id still reaches the logs.
 */
@QuarkusTest
@ExtendWith(ContractChecked.class)
class TracingOffApiTest {
    static final String MOVE = "{\"moves\": [\"e4\", \"e5\", \"Nf3\", \"Nc6\"], \"move\": \"Bb5\"}";

    @Inject
    InMemorySpanExporter exporter;

    @Inject
    Tracing tracing;

    @Test
    void byDefaultNothingIsRecordedAndAnswersAreUnchanged() throws Exception {
        assertFalse(tracing.on());
        exporter.reset();
        String plain = given().contentType("application/json").body(MOVE).when().post("/v1/move")
                .then().statusCode(200).extract().asString();
        String traced = given().header("traceparent", "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01")
                .contentType("application/json").body(MOVE).when().post("/v1/move")
                .then().statusCode(200).header("traceparent", (String) null).extract().asString();
        assertEquals(plain, traced);
        given().contentType("application/json")
                .body("{\"fen\": \"4k3/8/8/8/8/8/8/3QK3 w - - 0 1\", \"moves\": [\"Qd2\"], \"flag\": \"black\"}")
                .when().post("/v1/game").then().statusCode(200);
        Thread.sleep(200);
        assertEquals(List.of(), exporter.getFinishedSpanItems());
    }

    @Test
    void theCallersTraceIdReachesTheLogs() {
        List<Map<String, String>> logged = VerdictLogs.during(() -> given()
                .header("traceparent", "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01")
                .contentType("application/json").body(MOVE).when().post("/v1/move").then().statusCode(200));
        assertFalse(logged.isEmpty(), "a verdict line is logged");
        assertEquals("4bf92f3577b34da6a3ce929d0e0e4736", logged.get(0).get("traceId"), logged::toString);
        assertEquals("00f067aa0ba902b7", logged.get(0).get("parentId"), logged::toString);
        assertNotNull(logged.get(0).get("requestId"), logged::toString);

        List<Map<String, String>> untraced = VerdictLogs.during(() -> given()
                .header("traceparent", "00-00000000000000000000000000000000-00f067aa0ba902b7-01")
                .contentType("application/json").body(MOVE).when().post("/v1/move").then().statusCode(200));
        assertFalse(untraced.isEmpty());
        assertNull(untraced.get(0).get("traceId"), "an invalid traceparent is ignored: " + untraced);
    }
}
