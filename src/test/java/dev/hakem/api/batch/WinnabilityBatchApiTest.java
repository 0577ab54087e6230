package dev.hakem.api.batch;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.hakem.contract.ContractChecked;
import dev.hakem.contract.ContractValidator;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.io.IOException;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import static io.restassured.RestAssured.given;
import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.*;
import static org.junit.jupiter.api.Assertions.*;

/**
 * POST /v1/winnability with an NDJSON body: one question per line, one answer line per question, in
 * order, each the answer GET /v1/winnability gives its position (of the side the line names).
 */
@QuarkusTest
@ExtendWith(ContractChecked.class)
class WinnabilityBatchApiTest {
    static final String NDJSON = "application/x-ndjson";
    static final String PROBLEM = "application/problem+json";
    static final ObjectMapper JSON = new ObjectMapper();

    static final String KK = "8/8/8/4k3/8/8/8/4K3 w - - 0 1";
    static final String KN_K = "8/8/8/4k3/8/8/2N5/4K3 w - - 0 1";
    static final String KNN_K = "8/8/8/4k3/8/8/8/1N2KN2 w - - 0 1";
    static final String KN_V_KP = "7k/7p/8/4K3/3N4/8/8/8 b - - 0 1";
    static final String MATE_IN_ONE = "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1";
    static final String WALL = "4k3/8/8/p1p1p1p1/P1P1P1P1/8/8/4K3 w - - 0 1";

    static List<JsonNode> batch(String body) {
        Response r = given().contentType(NDJSON).accept(NDJSON).body(body.getBytes(StandardCharsets.UTF_8))
                .when().post("/v1/winnability");
        assertEquals(200, r.statusCode(), r.asString());
        assertTrue(r.contentType().startsWith(NDJSON), r.contentType());
        return lines(r.asString());
    }

    static List<JsonNode> lines(String text) {
        List<JsonNode> out = new ArrayList<>();
        for (String line : text.split("\n", -1)) {
            if (line.isEmpty()) continue;
            try {
                out.add(JSON.readTree(line));
            } catch (IOException e) {
                throw new AssertionError("an answer line is not JSON: " + line, e);
            }
        }
        assertTrue(text.endsWith("\n"), "every answer line ends with a newline");
        return out;
    }

    static String question(String fen, String side) {
        ObjectNode q = JSON.createObjectNode().put("fen", fen);
        if (side != null) q.put("side", side);
        return q.toString();
    }

    /** GET /v1/winnability's answer to the position. */
    static JsonNode get(String fen) {
        Response r = given().queryParam("fen", fen).when().get("/v1/winnability");
        assertEquals(200, r.statusCode(), r.asString());
        try {
            return JSON.readTree(r.asString());
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    // ---------------------------------------------------------------- answers

    @Test
    void answersComeInTheOrderOfTheBody() {
        // Positions of very different cost side by side (bare kings are settled at once, a helpmate is searched
        // for), so the workers finish out of order; each answer's FEN tells which line it answers.
        List<String> fens = List.of(KK, KN_V_KP, KN_K, KNN_K, WALL, MATE_IN_ONE);
        int n = 60;
        StringBuilder body = new StringBuilder();
        for (int i = 0; i < n; i++) body.append(question(fens.get(i % fens.size()), null)).append('\n');
        List<JsonNode> out = batch(body.toString());
        assertEquals(n, out.size());
        for (int i = 0; i < n; i++) {
            JsonNode line = out.get(i);
            assertEquals(i + 1, line.get("line").asInt(), line.toString());
            assertEquals(200, line.get("status").asInt(), line.toString());
            assertEquals(fens.get(i % fens.size()), line.at("/report/fen").asText(), "line " + (i + 1));
            assertFalse(line.has("game"), "a winnability line has no game number");
        }
        // The same answers as GET gives, line for line (the analysis is the same whatever the order).
        for (int i = 0; i < fens.size(); i++) assertEquals(get(fens.get(i)), out.get(i).get("report"), fens.get(i));
    }

    @Test
    void aBadLineIsAnsweredWithItsProblemAndTheBatchGoesOn() {
        List<String> bodies = List.of(
                question(KK, null),
                question("8/8/8/8/8/8/8/8 w - - 0 1", null),               // 400 invalid FEN
                "{\"fen\": \"" + KK + "\", ",                                   // 400 malformed JSON
                "{\"fen\": \"" + KK + "\", \"moves\": \"e4\"}",                // 400 unknown member
                question(KK, "red"),                                            // 400 unknown side
                "{\"side\": \"white\"}",                                        // 400 no FEN
                "{\"fen\": \"" + KK + "\", \"shortest\": \"maybe\"}",          // 400 not a boolean
                "null",                                                         // 400 no question
                "{\"fen\": \"" + KK + "\"} {\"fen\": \"" + KK + "\"}",        // 400 two values on a line
                question(KNN_K, "white"));
        List<JsonNode> out = batch(String.join("\n", bodies) + "\n");
        assertEquals(bodies.size(), out.size(), out.toString());
        assertEquals(List.of(200, 400, 400, 400, 400, 400, 400, 400, 400, 200),
                out.stream().map(l -> l.get("status").asInt()).toList());
        for (int i = 0; i < out.size(); i++) {
            JsonNode line = out.get(i);
            assertEquals(i + 1, line.get("line").asInt());
            assertNotEquals(line.has("report"), line.has("problem"), line.toString());
            if (line.has("problem")) {
                assertEquals(line.get("status").asInt(), line.at("/problem/status").asInt());
                assertEquals("/v1/winnability", line.at("/problem/instance").asText());
            }
        }
        assertEquals("invalid_fen", out.get(1).at("/problem/code").asText());
        assertEquals("malformed_json", out.get(2).at("/problem/code").asText());
        assertEquals("malformed_json", out.get(3).at("/problem/code").asText());
        assertThat(out.get(3).at("/problem/detail").asText(), containsString("'moves'"));
        assertEquals("invalid_member", out.get(4).at("/problem/code").asText());
        assertEquals("side", out.get(4).at("/problem/errors/0/field").asText());
        assertEquals("missing_parameter", out.get(5).at("/problem/code").asText());
        assertEquals("malformed_json", out.get(6).at("/problem/code").asText());
        assertThat(out.get(6).at("/problem/detail").asText(), containsString("'shortest'"));
        assertEquals("malformed_json", out.get(8).at("/problem/code").asText());
        // The invalid FEN's problem is the one GET gives, its instance aside.
        JsonNode single = JSON.valueToTree(given().queryParam("fen", "8/8/8/8/8/8/8/8 w - - 0 1").when().get("/v1/winnability")
                .then().statusCode(400).extract().jsonPath().getMap("$"));
        assertEquals(single, out.get(1).get("problem"));
        assertEquals("yes", out.get(9).at("/report/white/canWin").asText());
    }

    @Test
    void aSideRestrictsTheReportToThatSide() {
        List<JsonNode> out = batch(question(KN_V_KP, "white") + "\n" + question(KN_V_KP, "BLACK") + "\n"
                + question(KK, "white") + "\n" + question(KN_V_KP, null) + "\n");
        JsonNode both = get(KN_V_KP);
        JsonNode white = out.get(0).get("report");
        assertTrue(white.has("white"));
        assertFalse(white.has("black"), white.toString());
        assertEquals(both.get("white"), white.get("white"));
        // One side that can mate is enough to say the position is not dead.
        assertFalse(white.get("deadPosition").asBoolean(true));
        assertEquals(both.get("online"), white.get("online"));
        JsonNode black = out.get(1).get("report");
        assertFalse(black.has("white"), black.toString());
        assertEquals(both.get("black"), black.get("black"));
        // One side that cannot mate does not settle it: the other side was not asked about.
        JsonNode bare = out.get(2).get("report");
        assertEquals("no", bare.at("/white/canWin").asText());
        assertFalse(bare.has("black"));
        assertTrue(bare.get("deadPosition").isNull(), bare.toString());
        assertEquals(both, out.get(3).get("report"));
    }

    @Test
    void aLineMayAskForTheShortestHelpmate() {
        List<JsonNode> out = batch("{\"fen\": \"" + MATE_IN_ONE + "\", \"side\": \"white\", \"shortest\": true}\n"
                + "{\"fen\": \"" + MATE_IN_ONE + "\", \"side\": \"white\", \"shortest\": false}\n");
        JsonNode helpmate = out.get(0).at("/report/white/helpmate");
        assertEquals(1, helpmate.get("plies").asInt(), helpmate.toString());
        assertEquals("a1a8", helpmate.at("/uci/0").asText());
        assertTrue(helpmate.get("provedShortest").asBoolean());
        assertFalse(out.get(1).at("/report/white/helpmate").has("provedShortest"));
        assertEquals(helpmate.at("/uci").size(), helpmate.get("plies").asInt());
    }

    static List<JsonNode> batch(String body, Map<String, String> query) {
        Response r = given().contentType(NDJSON).queryParams(query).body(body.getBytes(StandardCharsets.UTF_8))
                .when().post("/v1/winnability");
        assertEquals(200, r.statusCode(), r.asString());
        return lines(r.asString());
    }

    /** A Chess960 position (Shredder-FEN castling rights), not a FEN of standard chess. */
    static final String CHESS960 = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9";

    @Test
    void theQuerysSideShortestAndVariantAreDefaultsThatALineOverrides() {
        String body = "{\"fen\": \"" + MATE_IN_ONE + "\"}\n"
                + "{\"fen\": \"" + MATE_IN_ONE + "\", \"side\": \"black\", \"shortest\": false}\n"
                + "{\"fen\": \"" + CHESS960 + "\"}\n"
                + "{\"fen\": \"" + CHESS960 + "\", \"variant\": \"standard\"}\n";
        List<JsonNode> out = batch(body, Map.of("side", "white", "shortest", "true", "variant", "chess960"));
        assertEquals(List.of(200, 200, 200, 400), out.stream().map(l -> l.get("status").asInt()).toList(), out.toString());
        JsonNode first = out.get(0).get("report");
        assertFalse(first.has("black"), first.toString());
        assertTrue(first.at("/white/helpmate/provedShortest").asBoolean());
        assertEquals(1, first.at("/white/helpmate/plies").asInt());
        JsonNode second = out.get(1).get("report");
        assertFalse(second.has("white"), second.toString());
        assertFalse(second.at("/black/helpmate").has("provedShortest"), second.toString());
        // Read as Chess960, and written back in X-FEN (the outermost rooks are K and Q).
        assertEquals(CHESS960.replace("HFhf", "KQkq"), out.get(2).at("/report/fen").asText());
        assertEquals("invalid_fen", out.get(3).at("/problem/code").asText());
    }

    @Test
    void aBadQueryIsA400ForTheWholeBatch() {
        String body = question(KK, null) + "\n";
        given().contentType(NDJSON).queryParam("shortest", "maybe").body(body.getBytes(StandardCharsets.UTF_8))
                .when().post("/v1/winnability").then()
                .statusCode(400).contentType(PROBLEM)
                .body("code", equalTo("invalid_parameter"))
                .body("detail", containsString("'shortest'"));
        given().urlEncodingEnabled(false).contentType(NDJSON).body(body.getBytes(StandardCharsets.UTF_8))
                .when().post("/v1/winnability?shortest=").then()
                .statusCode(400).contentType(PROBLEM)
                .body("code", equalTo("invalid_parameter"));
        given().contentType(NDJSON).queryParam("side", "red").body(body.getBytes(StandardCharsets.UTF_8))
                .when().post("/v1/winnability").then()
                .statusCode(400).contentType(PROBLEM)
                .body("code", equalTo("invalid_member"))
                .body("errors[0].field", equalTo("side"));
        given().contentType(NDJSON).queryParam("variant", "atomic").body(body.getBytes(StandardCharsets.UTF_8))
                .when().post("/v1/winnability").then()
                .statusCode(400).contentType(PROBLEM)
                .body("code", equalTo("unknown_variant"));
    }

    @Test
    void blankLinesAreSkippedAndLinesKeepTheirNumbers() {
        List<JsonNode> out = batch("\n  \n" + question(KK, null) + "\r\n\t\r\n\n" + question(KN_K, "black"));
        assertEquals(2, out.size());
        assertEquals(3, out.get(0).get("line").asInt());
        assertEquals(6, out.get(1).get("line").asInt());
        assertEquals(KN_K, out.get(1).at("/report/fen").asText());
    }

    @Test
    void theContractsExampleLinesAreTheServicesAnswers() {
        // openapi/refresh.py asks these two questions; the examples must be what the service answers.
        List<JsonNode> out = batch(question(KN_K, "white") + "\n" + question(KN_K, "red") + "\n");
        JsonNode examples = ContractValidator.contract().document().path("components").path("examples");
        JsonNode lines = examples.path("postWinnabilityBatch200").path("value");
        assertEquals(2, lines.size(), "the example is the answer's lines");
        assertEquals(lines.get(0), out.get(0));
        assertEquals(lines.get(1), out.get(1));
    }

    @Test
    void theContractHoldsEveryAnswerLine() {
        // ContractChecked holds every answer of this class to the contract; here, that it would see a bad line.
        Response r = given().contentType(NDJSON).body((question(KN_V_KP, "white") + "\n" + question(KK, "red") + "\n")
                .getBytes(StandardCharsets.UTF_8)).when().post("/v1/winnability");
        assertEquals(200, r.statusCode());
        ContractValidator contract = ContractValidator.contract();
        assertEquals(List.of(), contract.check("POST", "/v1/winnability", 200, r.contentType(), r::header, r.asByteArray()));
        String[] lines = r.asString().split("\n");
        String withGame = lines[0].replaceFirst("^\\{", "{\"game\":1,") + "\n" + lines[1] + "\n";
        assertFalse(contract.check("POST", "/v1/winnability", 200, r.contentType(), r::header,
                withGame.getBytes(StandardCharsets.UTF_8)).isEmpty(), "a member the contract does not know");
        String withoutPlies = lines[0].replaceFirst(",\"plies\":\\d+", "") + "\n";
        assertNotEquals(lines[0] + "\n", withoutPlies, "the line has a helpmate");
        assertFalse(contract.check("POST", "/v1/winnability", 200, r.contentType(), r::header,
                withoutPlies.getBytes(StandardCharsets.UTF_8)).isEmpty(), "a helpmate without its plies");
        String neither = "{\"line\":1,\"status\":200}\n";
        assertFalse(contract.check("POST", "/v1/winnability", 200, r.contentType(), r::header,
                neither.getBytes(StandardCharsets.UTF_8)).isEmpty(), "neither a report nor a problem");
    }

    // ---------------------------------------------------------------- limits

    @Test
    void aLineOverTheLineSizeIsRefusedAndTheBatchGoesOn() {
        // hakem.batch.max-game-size (1 MiB) bounds a line of this batch too.
        int max = 1024 * 1024;
        String prefix = "{\"fen\": \"";
        String tooLong = prefix + "x".repeat(max - prefix.length() - 1) + "\"}";
        assertEquals(max + 1, tooLong.length());
        List<JsonNode> out = batch(tooLong + "\n" + question(KK, "white") + "\n");
        assertEquals(2, out.size());
        assertEquals(413, out.get(0).get("status").asInt());
        assertEquals("position_too_large", out.get(0).at("/problem/code").asText());
        assertThat(out.get(0).at("/problem/detail").asText(), containsString((max + 1) + " bytes"));
        assertEquals(200, out.get(1).get("status").asInt());
        assertEquals(2, out.get(1).get("line").asInt());
    }

    @Test
    void aBodyOverTheHttpLayersLimitIsReadAsAStream() {
        // A JSON body is bounded by hakem.max-body-size (1 MiB); a batch only by hakem.batch.max-body-size.
        String blank = "\n".repeat(5 * 1024 * 1024);
        List<JsonNode> out = batch(question(KK, null) + "\n" + blank + question(KN_K, null) + "\n");
        assertEquals(2, out.size());
        assertEquals(5 * 1024 * 1024 + 2, out.get(1).get("line").asInt());
        assertEquals(KN_K, out.get(1).at("/report/fen").asText());
    }

    /** The raw answer to a request head sent alone, and its check against the contract. */
    static String rawAnswer(String head) throws IOException {
        try (Socket s = new Socket("localhost", RestAssured.port)) {
            s.setSoTimeout(30_000);
            s.getOutputStream().write(head.getBytes(StandardCharsets.US_ASCII));
            s.getOutputStream().flush();
            String answer = new String(s.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            int end = answer.indexOf("\r\n\r\n");
            Map<String, String> headers = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
            for (String line : answer.substring(0, end).split("\r\n")) {
                int colon = line.indexOf(':');
                if (colon > 0) headers.put(line.substring(0, colon).strip(), line.substring(colon + 1).strip());
            }
            int status = Integer.parseInt(answer.substring(9, 12));
            assertEquals(List.of(), ContractValidator.contract().check("POST", "/v1/winnability", status,
                    headers.get("Content-Type"), headers::get, answer.substring(end + 4).getBytes(StandardCharsets.UTF_8)));
            return answer;
        }
    }

    @Test
    void aDeclaredLengthOverTheBatchBoundIsA413BeforeTheBodyIsRead() throws IOException {
        String answer = rawAnswer("POST /v1/winnability HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-ndjson\r\n"
                + "Content-Length: 300000000\r\nConnection: close\r\n\r\n");
        assertTrue(answer.startsWith("HTTP/1.1 413"), answer);
        assertThat(answer.toLowerCase(Locale.ROOT), containsString("content-type: application/problem+json"));
        assertThat(answer, containsString("\"code\":\"body_too_large\""));
        assertThat(answer, containsString("hakem.batch.max-body-size"));
    }

    @Test
    void aJsonBodyKeepsTheBoundOfEveryOtherRequest() throws IOException {
        // Only an NDJSON body is a batch: two megabytes of JSON are over hakem.max-body-size.
        String answer = rawAnswer("POST /v1/winnability HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                + "Content-Length: 2000000\r\nConnection: close\r\n\r\n");
        assertTrue(answer.startsWith("HTTP/1.1 413"), answer);
        assertThat(answer, containsString("\"code\":\"body_too_large\""));
        assertThat(answer, not(containsString("hakem.batch.max-body-size")));
    }

    // ---------------------------------------------------------------- whole-request faults

    @Test
    void anEmptyBodyIsA400() {
        for (String body : List.of("", "\n\n   \n")) {
            given().contentType(NDJSON).body(body.getBytes(StandardCharsets.UTF_8)).when().post("/v1/winnability").then()
                    .statusCode(400).contentType(PROBLEM)
                    .body("code", equalTo("empty_batch"))
                    .body("detail", containsString("no position"))
                    .body("instance", equalTo("/v1/winnability"));
        }
    }

    @Test
    void theContentTypeChoosesBetweenOnePositionAndABatch() {
        // JSON: one report, of both sides.
        given().contentType(ContentType.JSON).body(question(KK, null)).when().post("/v1/winnability").then()
                .statusCode(200).contentType("application/json")
                .body("fen", equalTo(KK))
                .body("deadPosition", equalTo(true));
        // The same text as NDJSON: one answer line; a charset parameter changes nothing.
        Response r = given().contentType(NDJSON + "; charset=UTF-8").body(question(KK, null).getBytes(StandardCharsets.UTF_8)).when().post("/v1/winnability");
        assertEquals(200, r.statusCode(), r.asString());
        assertTrue(r.contentType().startsWith(NDJSON), r.contentType());
        List<JsonNode> out = lines(r.asString());
        assertEquals(1, out.size());
        assertEquals(KK, out.get(0).at("/report/fen").asText());
        // "side" is a member of a batch line only.
        given().contentType(ContentType.JSON).body(question(KK, "white")).when().post("/v1/winnability").then()
                .statusCode(400).contentType(PROBLEM).body("code", equalTo("malformed_json"));
    }

    @Test
    void aBodyOfAnotherTypeIsA415NamingBothTypes() {
        given().contentType("text/plain").body(question(KK, null).getBytes(StandardCharsets.UTF_8))
                .when().post("/v1/winnability").then()
                .statusCode(415).contentType(PROBLEM)
                .body("code", equalTo("unsupported_media_type"))
                .body("detail", containsString("application/x-ndjson"))
                .body("detail", containsString("application/json"));
    }
}
