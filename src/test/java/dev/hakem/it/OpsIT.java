package dev.hakem.it;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.*;
import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.test.junit.QuarkusIntegrationTest;
import io.restassured.http.ContentType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import dev.hakem.contract.ContractChecked;
import dev.hakem.contract.ContractValidator;
import org.junit.jupiter.api.extension.ExtendWith;

/** Health, metrics, the OpenAPI document, request ids and the container health check, on the packaged artifact. */
@QuarkusIntegrationTest
@ExtendWith(ContractChecked.class)
class OpsIT {

    static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    static final String ID = "X-Request-Id";

    // ---------------------------------------------------------------- health

    @Test
    void livenessIsUp() {
        given().when().get(Management.url("/q/health/live")).then().statusCode(200).body("status", equalTo("UP"));
    }

    @Test
    void readinessRunsTheRulesCoreCheck() {
        given().when().get(Management.url("/q/health/ready")).then()
                .statusCode(200)
                .body("status", equalTo("UP"))
                .body("checks.find { it.name == 'rules-core' }.status", equalTo("UP"))
                .body("checks.find { it.name == 'rules-core' }.data.nodes", equalTo(2039));
    }

    @Test
    void startupIsUp() {
        given().when().get(Management.url("/q/health/started")).then().statusCode(200).body("status", equalTo("UP"));
    }

    @Test
    void theContainerHealthCheckScriptSeesTheService() throws Exception {
        assertEquals(0, healthcheck("/q/health/ready"), "ready service: exit 0");
        assertEquals(1, healthcheck("/q/nothing-here"), "a 404 is not healthy");
    }

    static int healthcheck(String path) throws Exception {
        ProcessBuilder pb = new ProcessBuilder("bash", Path.of("src/main/docker/healthcheck.sh").toAbsolutePath().toString(), path);
        pb.environment().put("QUARKUS_MANAGEMENT_PORT", String.valueOf(Management.port()));
        pb.redirectErrorStream(true);
        Process p = pb.start();
        assertTrue(p.waitFor(10, TimeUnit.SECONDS), "the health check ends by itself");
        return p.exitValue();
    }

    // ---------------------------------------------------------------- metrics

    @Test
    void httpRequestsAreTimedPerEndpoint() {
        given().queryParam("fen", START).queryParam("depth", 1).when().get("/v1/perft").then().statusCode(200);
        String text = PrometheusText.scrape();
        assertTrue(PrometheusText.value(text, "http_server_requests_seconds_count",
                Map.of("uri", "/v1/perft", "method", "GET", "status", "200")) >= 1, "a timer per endpoint");
        assertTrue(text.contains("jvm_") || text.contains("process_"), "runtime metrics are exported");
    }

    @Test
    void verdictsAreCountedByTermination() {
        Map<String, String> mate = Map.of("endpoint", "game", "rules", "fide", "termination", "checkmate");
        double before = PrometheusText.value(PrometheusText.scrape(), "hakem_verdicts_total", mate);
        given().contentType(ContentType.JSON).body(Map.of("moves", List.of("f3", "e5", "g4", "Qh4#")))
                .when().post("/v1/game").then().statusCode(200);
        String after = PrometheusText.scrape();
        assertEquals(before + 1, PrometheusText.value(after, "hakem_verdicts_total", mate), "hakem_verdicts_total after a mate");

        Map<String, String> ongoing = Map.of("endpoint", "position", "rules", "online", "termination", "none");
        double positions = PrometheusText.value(after, "hakem_verdicts_total", ongoing);
        given().queryParam("fen", START).queryParam("rules", "online").when().get("/v1/position").then().statusCode(200);
        assertEquals(positions + 1, PrometheusText.value(PrometheusText.scrape(), "hakem_verdicts_total", ongoing));
    }

    @Test
    void budgetCountersExistFromTheStart() {
        String text = PrometheusText.scrape();
        for (String side : new String[] {"white", "black"})
            for (String endpoint : new String[] {"winnability", "game"})
                assertTrue(PrometheusText.present(text, "hakem_winnability_unknown_total", Map.of("endpoint", endpoint, "side", side)),
                        endpoint + "/" + side);
        assertTrue(text.contains("hakem_perft_budget_exceeded_total"), text);
    }

    // ---------------------------------------------------------------- OpenAPI

    @Test
    void theOpenApiDocumentIsTheCommittedContract() throws Exception {
        String served = given().queryParam("format", "json").when().get("/q/openapi").then().statusCode(200)
                .extract().asString();
        // The packaged artifact (a native executable too) carries the document the build copied in.
        assertEquals(ContractValidator.contract().document(), new ObjectMapper().readTree(served));
        given().when().get("/q/openapi").then().statusCode(200).body(containsString("/v1/game:"));
    }

    // ---------------------------------------------------------------- request ids

    @Test
    void aSafeIncomingRequestIdIsEchoed() {
        given().header(ID, "abc-123_trace.7").queryParam("fen", START).when().get("/v1/position").then()
                .statusCode(200).header(ID, equalTo("abc-123_trace.7"));
    }

    @Test
    void anUnsafeOrOverlongRequestIdIsReplaced() {
        for (String bad : new String[] {"has space", "quote\"d", "x".repeat(129)}) {
            String echoed = given().header(ID, bad).when().get(Management.url("/q/health/live")).then().statusCode(200)
                    .extract().header(ID);
            assertNotNull(echoed);
            assertNotEquals(bad, echoed);
            assertTrue(echoed.matches("[0-9a-f-]{36}"), echoed);
        }
    }

    @Test
    void everyResponseGetsItsOwnIdProblemsAndManagementRoutesToo() {
        Set<String> ids = new HashSet<>();
        for (int i = 0; i < 5; i++)
            ids.add(given().when().get("/v1/position").then().statusCode(400).contentType("application/problem+json")
                    .extract().header(ID));
        ids.add(given().when().get("/v1/nothing").then().statusCode(404).extract().header(ID));
        ids.add(given().when().get(Management.url("/q/metrics")).then().statusCode(200).extract().header(ID));
        assertFalse(ids.contains(null), ids.toString());
        assertEquals(7, ids.size(), "a new id for each request: " + ids);
    }

    // ---------------------------------------------------------------- CORS

    @Test
    void corsIsOffByDefault() {
        given().header("Origin", "https://elsewhere.example").queryParam("fen", START).when().get("/v1/position").then()
                .statusCode(200).header("Access-Control-Allow-Origin", nullValue())
                .header("Access-Control-Expose-Headers", nullValue())
                .header("Vary", equalTo("Accept, Accept-Language"));
        given().header("Origin", "https://elsewhere.example").header("Access-Control-Request-Method", "POST")
                .when().options("/v1/move").then()
                .header("Access-Control-Allow-Origin", nullValue()).header("Access-Control-Allow-Methods", nullValue());
    }

    // ---------------------------------------------------------------- logs

    @Test
    void logsArePlainTextUnlessJsonIsSwitchedOn() throws Exception {
        // The log file @QuarkusIntegrationTest has the artifact write: JSON logging is opt-in for every handler.
        Path log = ArtifactLog.find();
        String text = Files.readString(log);
        assertTrue(text.contains("started in"), "the startup line is in " + log);
        assertFalse(text.lines().anyMatch(l -> l.startsWith("{")), "no JSON lines unless switched on:\n" + text);
    }
}
