package dev.hakem.api.batch;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.hakem.api.admission.Admission;
import dev.hakem.api.admission.CostClass;
import dev.hakem.api.admission.GateStats;
import dev.hakem.api.ops.HakemMetrics;
import dev.hakem.contract.ContractChecked;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.RestAssured;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import static io.restassured.RestAssured.given;
import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.*;
import static org.junit.jupiter.api.Assertions.*;

/**
 * The bounds of a batch of winnability questions (POST /v1/winnability, NDJSON), lowered so each
 * shows: at most three questions, lines of 200 bytes, bodies of 1000 bytes, and one batch at a time
 * with none waiting, so a second batch is shed while a single question is still served. A node
 * budget of 10 makes "unknown" answers, which the metrics count.
 */
@QuarkusTest
@TestProfile(WinnabilityBatchLimitsApiTest.SmallBatches.class)
@ExtendWith(ContractChecked.class)
class WinnabilityBatchLimitsApiTest {
    static final String NDJSON = "application/x-ndjson";
    static final ObjectMapper JSON = new ObjectMapper();
    static final String KK = "8/8/8/4k3/8/8/8/4K3 w - - 0 1";
    static final String LINE = "{\"fen\": \"" + KK + "\", \"side\": \"white\"}";

    public static class SmallBatches implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of(
                    "hakem.batch.max-games", "3",
                    "hakem.batch.max-game-size", "200",
                    "hakem.batch.max-body-size", "1000",
                    "hakem.batch.max-in-flight", "1",
                    "hakem.batch.max-queued", "0",
                    "hakem.winnability.max-nodes", "10");
        }
    }

    @Inject
    Admission admission;

    @Inject
    MeterRegistry registry;

    double unknown(String endpoint, String side) {
        Counter c = registry.find(HakemMetrics.WINNABILITY_UNKNOWN).tags("endpoint", endpoint, "side", side).counter();
        return c == null ? 0 : c.count();
    }

    @Test
    void theUnknownAnswersOfABatchAreCountedUnderWinnabilityBatch() throws IOException {
        // King and knight against king and pawn: more than 10 positions to search for either helpmate.
        String fen = "7k/7p/8/4K3/3N4/8/8/8 b - - 0 1";
        double white = unknown("winnability-batch", "white"), black = unknown("winnability-batch", "black");
        double single = unknown("winnability", "white");
        List<JsonNode> out = batch("{\"fen\": \"" + fen + "\"}\n{\"fen\": \"" + fen + "\", \"side\": \"white\"}\n" + LINE + "\n");
        int whiteUnknown = 0, blackUnknown = 0;
        for (JsonNode line : out) {
            if ("unknown".equals(line.at("/report/white/canWin").asText())) whiteUnknown++;
            if ("unknown".equals(line.at("/report/black/canWin").asText())) blackUnknown++;
        }
        assertTrue(whiteUnknown + blackUnknown > 0, "the budget is too small to settle the position: " + out);
        assertEquals(whiteUnknown, unknown("winnability-batch", "white") - white, out.toString());
        assertEquals(blackUnknown, unknown("winnability-batch", "black") - black, out.toString());
        assertEquals(single, unknown("winnability", "white"), "not counted as GET or JSON answers");
    }

    static List<JsonNode> batch(String body) throws IOException {
        Response r = given().contentType(NDJSON).body(body.getBytes(StandardCharsets.UTF_8)).when().post("/v1/winnability");
        assertEquals(200, r.statusCode(), r.asString());
        List<JsonNode> out = new ArrayList<>();
        for (String line : r.asString().split("\n")) if (!line.isEmpty()) out.add(JSON.readTree(line));
        return out;
    }

    GateStats batchGate() {
        return admission.stats().stream().filter(s -> s.costClass() == CostClass.BATCH).findFirst().orElseThrow();
    }

    @Test
    void pastTheMostQuestionsA413LineEndsTheAnswer() throws IOException {
        List<JsonNode> out = batch((LINE + "\n").repeat(5));
        assertEquals(4, out.size(), out.toString());
        for (int i = 0; i < 3; i++) assertEquals(200, out.get(i).get("status").asInt());
        assertEquals(4, out.get(3).get("line").asInt());
        assertEquals(413, out.get(3).get("status").asInt());
        assertEquals("too_many_positions", out.get(3).at("/problem/code").asText());
        assertThat(out.get(3).at("/problem/detail").asText(), containsString("at most 3 positions"));
    }

    @Test
    void aLineOverTheLineSizeIsRefusedAlone() throws IOException {
        String big = "{\"fen\": \"" + "x".repeat(200) + "\"}";
        List<JsonNode> out = batch(big + "\n" + LINE + "\n");
        assertEquals(2, out.size());
        assertEquals(413, out.get(0).get("status").asInt());
        assertEquals("position_too_large", out.get(0).at("/problem/code").asText());
        assertThat(out.get(0).at("/problem/detail").asText(), containsString("at most 200"));
        assertEquals(200, out.get(1).get("status").asInt());
    }

    @Test
    void aBodyOverTheBatchTotalEndsWithA413Line() throws Exception {
        // Sent in chunks, so without a Content-Length: the bound is found while the body is read.
        String body = LINE + "\n" + "\n".repeat(2000) + LINE + "\n";
        try (Socket s = new Socket("localhost", RestAssured.port)) {
            s.setSoTimeout(30_000);
            OutputStream out = s.getOutputStream();
            out.write(("POST /v1/winnability HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-ndjson\r\n"
                    + "Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            out.write((Integer.toHexString(body.length()) + "\r\n" + body + "\r\n0\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            out.flush();
            String answer = new String(s.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(answer.startsWith("HTTP/1.1 200"), answer);
            assertThat(answer, containsString("\"status\":200"));
            assertThat(answer, containsString("\"code\":\"body_too_large\""));
            assertThat(answer, containsString("longer than 1000 bytes; question 2"));
        }
    }

    @Test
    void aBatchHoldsAPlaceOfTheBatchClassWhileItRuns() throws Exception {
        try (Socket s = new Socket("localhost", RestAssured.port)) {
            s.setSoTimeout(30_000);
            OutputStream out = s.getOutputStream();
            out.write(("POST /v1/winnability HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-ndjson\r\n"
                    + "Transfer-Encoding: chunked\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            String line = LINE + "\n";
            out.write((Integer.toHexString(line.length()) + "\r\n" + line + "\r\n").getBytes(StandardCharsets.US_ASCII));
            out.flush();
            BufferedReader in = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.UTF_8));
            assertEquals("HTTP/1.1 200 OK", in.readLine());
            for (String l; !(l = in.readLine()).startsWith("{"); ) assertNotNull(l);
            // The batch is answering its first line and its body is still open: it holds the one batch place.
            assertEquals(1, batchGate().inFlight(), batchGate().toString());
            // A second batch, of either kind, is shed; one question as JSON is another class, and is served.
            Response shed = given().contentType(NDJSON).body(line.getBytes(StandardCharsets.UTF_8)).when().post("/v1/winnability");
            assertEquals(503, shed.statusCode(), shed.asString());
            assertThat(shed.asString(), containsString("\"code\":\"overloaded\""));
            assertThat(shed.asString(), containsString("batch"));
            assertEquals(503, given().contentType(NDJSON).body("{\"moves\": \"e4\"}\n".getBytes(StandardCharsets.UTF_8))
                    .when().post("/v1/games").statusCode());
            given().contentType(ContentType.JSON).body("{\"fen\": \"" + KK + "\"}").when().post("/v1/winnability").then()
                    .statusCode(200).body("deadPosition", equalTo(true));
            out.write("0\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
            out.flush();
        }
        long end = System.nanoTime() + 5_000_000_000L;
        while (batchGate().inFlight() != 0 && System.nanoTime() < end) Thread.sleep(10);
        assertEquals(0, batchGate().inFlight(), "the place is given back when the batch ends");
    }
}
