package dev.hakem.it;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.*;
import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.test.junit.QuarkusIntegrationTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import dev.hakem.contract.ContractChecked;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The artifact started with the limits, budgets and operations settings changed from their
 * defaults, as an operator would: each setting must change what the service does.
 */
@QuarkusIntegrationTest
@ExtendWith(ContractChecked.class)
@TestProfile(ConfiguredIT.Operator.class)
class ConfiguredIT {

    static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    static final String KNN_K = "8/8/8/4k3/8/8/8/1N2KN2 w - - 0 1";
    static final String ORIGIN = "https://play.example.org";

    public static class Operator implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.ofEntries(
                    Map.entry("hakem.perft.max-depth", "5"),
                    Map.entry("hakem.perft.timeout", "1ms"),
                    Map.entry("hakem.game.max-plies", "10"),
                    Map.entry("hakem.max-body-size", "2000"),
                    Map.entry("hakem.winnability.max-nodes", "1"),
                    Map.entry("hakem.http.cors.origins", ORIGIN + ",/https://[a-z]+\\.beta\\.example\\.org/"),
                    Map.entry("hakem.http.cors.max-age", "10m"),
                    Map.entry("quarkus.log.console.json.enabled", "true"),
                    // The test reads the log file @QuarkusIntegrationTest keeps: JSON there too.
                    Map.entry("quarkus.log.file.json.enabled", "true"),
                    Map.entry("quarkus.http.access-log.enabled", "true"),
                    Map.entry("quarkus.log.category.\"dev.hakem.api.ops\".level", "DEBUG"));
        }
    }

    @Test
    void perftDepthAndTimeBudgetsApply() {
        given().queryParam("fen", START).queryParam("depth", 6).when().get("/v1/perft").then()
                .statusCode(400).body("detail", containsString("between 0 and 5"));
        double before = PrometheusText.value(PrometheusText.scrape(), "hakem_perft_budget_exceeded_total", Map.of());
        given().queryParam("fen", START).queryParam("depth", 5).when().get("/v1/perft").then()
                .statusCode(422).contentType("application/problem+json").body("code", equalTo("perft_budget_exceeded"));
        assertEquals(before + 1, PrometheusText.value(PrometheusText.scrape(), "hakem_perft_budget_exceeded_total", Map.of()));
        // Below depth 3 the clock is not read: shallow counts still answer.
        given().queryParam("fen", START).queryParam("depth", 2).when().get("/v1/perft").then()
                .statusCode(200).body("nodes", equalTo(400));
    }

    @Test
    void theMoveLimitAndTheBodyLimitApply() {
        List<String> eleven = new ArrayList<>(List.of("Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"));
        given().contentType(ContentType.JSON).body(Map.of("moves", eleven)).when().post("/v1/game").then()
                .statusCode(413).body("code", equalTo("too_many_moves")).body("detail", containsString("at most 10"));
        given().contentType(ContentType.JSON).body(Map.of("moves", eleven.subList(0, 10))).when().post("/v1/game").then()
                .statusCode(200);
        given().contentType(ContentType.JSON).body(Map.of("fen", START + " ".repeat(2000))).when().post("/v1/position").then()
                .statusCode(413).body("code", equalTo("body_too_large")).body("detail", containsString("at most 2000"));
    }

    @Test
    void anExhaustedWinnabilityBudgetAnswersUnknownAndIsCounted() {
        Map<String, String> white = Map.of("endpoint", "winnability", "side", "white");
        Map<String, String> flag = Map.of("endpoint", "game", "side", "white");
        String text = PrometheusText.scrape();
        double before = PrometheusText.value(text, "hakem_winnability_unknown_total", white);
        double flagBefore = PrometheusText.value(text, "hakem_winnability_unknown_total", flag);

        given().queryParam("fen", KNN_K).when().get("/v1/winnability").then()
                .statusCode(200).body("white.canWin", equalTo("unknown")).body("deadPosition", nullValue());
        given().contentType(ContentType.JSON).body(Map.of("fen", KNN_K, "moves", List.of(), "flag", "black"))
                .when().post("/v1/game").then()
                .statusCode(200).body("flag.opponentCanMate", equalTo("unknown")).body("flag.certain", equalTo(false));

        text = PrometheusText.scrape();
        assertEquals(before + 1, PrometheusText.value(text, "hakem_winnability_unknown_total", white), "unknown, winnability, white");
        assertEquals(flagBefore + 1, PrometheusText.value(text, "hakem_winnability_unknown_total", flag), "unknown, game, white");
    }

    /** Vary's parts, from every Vary line of an answer, as a cache reads them. */
    static List<String> vary(io.restassured.response.Response r) {
        return r.headers().getValues("Vary").stream().flatMap(v -> java.util.Arrays.stream(v.split(","))).map(String::strip).toList();
    }

    @Test
    void aPreflightFromAnAllowedOriginAdmitsTheDocumentedMethodsAndHeaders() {
        for (String origin : List.of(ORIGIN, "https://staging.beta.example.org")) {
            var r = given().header("Origin", origin).header("Access-Control-Request-Method", "POST")
                    .header("Access-Control-Request-Headers", "content-type,prefer,traceparent,tracestate,x-request-id")
                    .when().options("/v1/move");
            r.then().statusCode(204)
                    .header("Access-Control-Allow-Origin", equalTo(origin))
                    .header("Access-Control-Max-Age", equalTo("600"))
                    .header("Access-Control-Allow-Credentials", nullValue());
            List<String> methods = List.of(r.header("Access-Control-Allow-Methods").split(", "));
            assertTrue(methods.containsAll(List.of("GET", "POST")), methods.toString());
            List<String> headers = List.of(r.header("Access-Control-Allow-Headers").toLowerCase(java.util.Locale.ROOT).split(", "));
            assertTrue(headers.containsAll(List.of("content-type", "accept", "accept-language", "if-none-match", "prefer",
                    "x-request-id", "traceparent", "tracestate")), headers.toString());
            assertEquals(List.of("Origin"), vary(r), "the preflight's answer depends on the origin");
        }
    }

    @Test
    void anAllowedOriginReadsTheDocumentedResponseHeadersAndEveryAnswerVariesByOrigin() {
        var ok = given().header("Origin", ORIGIN).queryParam("fen", START).when().get("/v1/position/highlights");
        ok.then().statusCode(200).header("Access-Control-Allow-Origin", equalTo(ORIGIN))
                .header("Access-Control-Allow-Credentials", nullValue());
        List<String> exposed = List.of(ok.header("Access-Control-Expose-Headers").split(", "));
        assertTrue(exposed.containsAll(List.of("X-Request-Id", "ETag", "Retry-After", "Content-Language", "Preference-Applied",
                "Cache-Control", "Vary")), exposed.toString());
        assertEquals(1, ok.headers().getValues("Vary").size(), "one Vary line: " + ok.headers().getValues("Vary"));
        assertEquals(List.of("Accept", "Accept-Language", "Origin"), vary(ok));

        // The 304, a problem and a POST's answer carry the same CORS headers.
        var notModified = given().header("Origin", ORIGIN).header("If-None-Match", ok.header("ETag")).queryParam("fen", START)
                .when().get("/v1/position/highlights");
        notModified.then().statusCode(304).header("Access-Control-Allow-Origin", equalTo(ORIGIN))
                .header("Access-Control-Expose-Headers", equalTo(ok.header("Access-Control-Expose-Headers")));
        assertEquals(vary(ok), vary(notModified));
        var problem = given().header("Origin", ORIGIN).queryParam("fen", "nonsense").when().get("/v1/position/highlights");
        problem.then().statusCode(400).contentType("application/problem+json").header("Access-Control-Allow-Origin", equalTo(ORIGIN));
        assertTrue(vary(problem).contains("Origin"), vary(problem).toString());
        var minimal = given().header("Origin", ORIGIN).header("Prefer", "return=minimal").contentType(ContentType.JSON)
                .body(Map.of("moves", List.of("e4"), "move", "e5")).when().post("/v1/move");
        minimal.then().statusCode(200).header("Access-Control-Allow-Origin", equalTo(ORIGIN))
                .header("Preference-Applied", equalTo("return=minimal"));
        assertTrue(vary(minimal).contains("Origin"), vary(minimal).toString());
    }

    @Test
    void anOriginNotAllowedIsAnsweredWithoutCorsHeadersNotRefused() {
        for (String origin : List.of("https://evil.example", "https://play.example.org.evil.example", "null")) {
            var r = given().header("Origin", origin).queryParam("fen", START).when().get("/v1/position/highlights");
            r.then().statusCode(200).body("dests.g1", equalTo(List.of("f3", "h3")))
                    .header("Access-Control-Allow-Origin", nullValue()).header("Access-Control-Expose-Headers", nullValue());
            assertEquals(List.of("Accept", "Accept-Language", "Origin"), vary(r), origin);
            var preflight = given().header("Origin", origin).header("Access-Control-Request-Method", "POST")
                    .header("Access-Control-Request-Headers", "content-type").when().options("/v1/move");
            preflight.then().statusCode(204).header("Access-Control-Allow-Origin", nullValue())
                    .header("Access-Control-Allow-Methods", nullValue()).header("Access-Control-Allow-Headers", nullValue());
        }
        // A call without Origin (a server, curl) says Vary: Origin too: a cache must not hand its copy to a browser.
        var plain = given().queryParam("fen", START).when().get("/v1/position/highlights");
        plain.then().statusCode(200).header("Access-Control-Allow-Origin", nullValue());
        assertEquals(List.of("Accept", "Accept-Language", "Origin"), vary(plain));
    }

    @Test
    void logsAreJsonAndCarryTheRequestId() throws Exception {
        String id = "it-json-log-" + System.nanoTime();
        given().header("X-Request-Id", id).contentType(ContentType.JSON).body(Map.of("moves", List.of("f3", "e5", "g4", "Qh4#")))
                .when().post("/v1/game").then().statusCode(200).header("X-Request-Id", equalTo(id));
        ObjectMapper json = new ObjectMapper();
        boolean verdictLine = false, accessLine = false;
        for (int attempt = 0; attempt < 50 && !(verdictLine && accessLine); attempt++) {
            if (attempt > 0) Thread.sleep(100);
            verdictLine = accessLine = false;
            for (String line : Files.readAllLines(ArtifactLog.find())) {
                if (!line.startsWith("{") || !line.contains(id)) continue;
                JsonNode record = json.readTree(line);
                // Written while the request was handled, on the worker thread: the id comes from the MDC.
                if (record.path("loggerName").asText().startsWith("dev.hakem.api.ops")
                        && id.equals(record.path("mdc").path("requestId").asText())
                        && record.path("message").asText().contains("termination=checkmate")) verdictLine = true;
                // The access log: request line, status, bytes, response time and the id.
                if (record.path("loggerName").asText().equals("io.quarkus.http.access-log")
                        && record.path("message").asText().matches(".*\"POST /v1/game HTTP/1\\.1\" 200 \\d+ \\d+ms " + id)) accessLine = true;
            }
        }
        assertTrue(verdictLine, "a JSON log line of the verdict with mdc.requestId = " + id);
        assertTrue(accessLine, "a JSON access-log line with the request id " + id);
    }
}
