package dev.hakem.it;

import static io.restassured.RestAssured.given;
import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.*;
import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.test.junit.QuarkusIntegrationTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.RestAssured;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import dev.hakem.contract.ContractChecked;
import dev.hakem.contract.ContractValidator;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * POST /v1/games against the packaged artifact, with the batch limits lowered so each shows: the
 * answer lines (a record the native image must be able to write), NDJSON and PGN bodies, and every
 * bound of a batch, on a single worker.
 */
@QuarkusIntegrationTest
@ExtendWith(ContractChecked.class)
@TestProfile(BatchIT.SmallBatches.class)
class BatchIT {
    static final String NDJSON = "application/x-ndjson";
    static final ObjectMapper JSON = new ObjectMapper();

    public static class SmallBatches implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of(
                    "hakem.batch.max-games", "5",
                    "hakem.batch.max-game-size", "200",
                    "hakem.batch.max-body-size", "3000",
                    "hakem.batch.parallelism", "1");
        }
    }

    static List<JsonNode> lines(String text) throws IOException {
        List<JsonNode> out = new ArrayList<>();
        for (String line : text.split("\n")) if (!line.isEmpty()) out.add(JSON.readTree(line));
        return out;
    }

    /** Posts the body with java.net.http, chunked when {@code streamed} (no Content-Length), and reads the whole answer. */
    static HttpResponse<String> post(String type, String body, boolean streamed) throws Exception {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        HttpRequest.BodyPublisher publisher = streamed
                ? HttpRequest.BodyPublishers.ofInputStream(() -> new ByteArrayInputStream(bytes))
                : HttpRequest.BodyPublishers.ofByteArray(bytes);
        HttpRequest request = HttpRequest.newBuilder(URI.create("http://localhost:" + RestAssured.port + "/v1/games"))
                .timeout(Duration.ofSeconds(60)).header("Content-Type", type).POST(publisher).build();
        HttpResponse<String> r = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build()
                .send(request, HttpResponse.BodyHandlers.ofString());
        // Not through REST Assured, so held to the contract here.
        List<String> faults = ContractValidator.contract().check("POST", "/v1/games", r.statusCode(),
                r.headers().firstValue("Content-Type").orElse(null), name -> r.headers().firstValue(name).orElse(null),
                r.body().getBytes(StandardCharsets.UTF_8));
        assertEquals(List.of(), faults, "the answer breaks openapi/openapi.yaml");
        return r;
    }

    @Test
    void aMixedNdjsonBatchIsAnsweredLineByLine() throws Exception {
        String body = "{\"moves\": \"f3 e5 g4 Qh4#\"}\n\n{\"moves\": \"e4 e5 Ke3\"}\n{\"moves\": [\n"
                + "{\"fen\": \"8/8/8/4k3/8/8/8/4K3 w - - 0 1\", \"rules\": \"online\"}\n";
        HttpResponse<String> r = post(NDJSON, body, false);
        assertEquals(200, r.statusCode(), r.body());
        assertThat(r.headers().firstValue("Content-Type").orElse(""), startsWith(NDJSON));
        List<JsonNode> out = lines(r.body());
        assertEquals(List.of(1, 3, 4, 5), out.stream().map(l -> l.get("line").asInt()).toList());
        assertEquals("checkmate", out.get(0).at("/report/termination").asText());
        assertEquals("0-1", out.get(0).at("/report/result").asText());
        assertEquals(422, out.get(1).get("status").asInt());
        assertEquals("illegal_move", out.get(1).at("/problem/code").asText());
        assertEquals("urn:hakem:problem:illegal-move", out.get(1).at("/problem/type").asText());
        assertEquals(3, out.get(1).at("/problem/ply").asInt());
        assertEquals("malformed_json", out.get(2).at("/problem/code").asText());
        assertEquals("insufficient_material", out.get(3).at("/report/termination").asText());
    }

    @Test
    void aPgnBatchIsAnsweredGameByGame() throws Exception {
        String body = "[Event \"a\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n\n[Event \"b\"]\n\n1. e4 ) *\n\n[Event \"c\"]\n\n1. d4 *\n";
        List<JsonNode> out = lines(post("application/x-chess-pgn", body, false).body());
        assertEquals(List.of(200, 400, 200), out.stream().map(l -> l.get("status").asInt()).toList());
        assertEquals(List.of(1, 5, 9), out.stream().map(l -> l.get("line").asInt()).toList());
        assertEquals("invalid_pgn", out.get(1).at("/problem/code").asText());
        assertEquals(3, out.get(1).at("/problem/line").asInt());
    }

    @Test
    void pastTheMostGamesA413LineEndsTheAnswer() throws Exception {
        StringBuilder body = new StringBuilder();
        for (int i = 0; i < 8; i++) body.append("{\"moves\": \"e4\"}\n");
        HttpResponse<String> r = post(NDJSON, body.toString(), false);
        assertEquals(200, r.statusCode());
        List<JsonNode> out = lines(r.body());
        assertEquals(6, out.size(), r.body());
        for (int i = 0; i < 5; i++) assertEquals(200, out.get(i).get("status").asInt());
        assertEquals(6, out.get(5).get("game").asInt());
        assertEquals(413, out.get(5).get("status").asInt());
        assertEquals("too_many_games", out.get(5).at("/problem/code").asText());
        assertThat(out.get(5).at("/problem/detail").asText(), containsString("at most 5 games"));
    }

    @Test
    void aGameOverTheGameSizeIsRefusedAlone() throws Exception {
        String big = "{\"moves\": \"e4\", \"fen\": \"" + "x".repeat(200) + "\"}";
        List<JsonNode> out = lines(post(NDJSON, big + "\n{\"moves\": \"d4\"}\n", false).body());
        assertEquals(2, out.size());
        assertEquals("game_too_large", out.get(0).at("/problem/code").asText());
        assertEquals(200, out.get(1).get("status").asInt());
    }

    @Test
    void theBodyBoundStopsAStreamedBodyAndRefusesADeclaredOne() throws Exception {
        StringBuilder body = new StringBuilder("{\"moves\": \"e4\"}\n");
        body.append("\n".repeat(4000)).append("{\"moves\": \"d4\"}\n");
        // Sent without a length: the first game is answered, then the bound stops the batch.
        HttpResponse<String> r = post(NDJSON, body.toString(), true);
        assertEquals(200, r.statusCode());
        List<JsonNode> out = lines(r.body());
        assertEquals(2, out.size(), r.body());
        assertEquals(200, out.get(0).get("status").asInt());
        assertEquals("body_too_large", out.get(1).at("/problem/code").asText());
        assertEquals(413, out.get(1).get("status").asInt());
        // Sent with its length: refused before it is read.
        r = post(NDJSON, body.toString(), false);
        assertEquals(413, r.statusCode());
        assertThat(r.headers().firstValue("Content-Type").orElse(""), startsWith("application/problem+json"));
        assertEquals("body_too_large", JSON.readTree(r.body()).get("code").asText());
        // The service still answers afterwards.
        given().contentType(NDJSON).body("{\"moves\": \"e4\"}\n".getBytes(StandardCharsets.UTF_8)).when().post("/v1/games")
                .then().statusCode(200).body(containsString("\"game\":1"));
    }

    @Test
    void wholeRequestFaultsAreProblems() {
        given().contentType(NDJSON).body(new byte[0]).when().post("/v1/games").then()
                .statusCode(400).contentType("application/problem+json").body("code", equalTo("empty_batch"));
        given().contentType("application/json").body("{}").when().post("/v1/games").then()
                .statusCode(415).contentType("application/problem+json").body("code", equalTo("unsupported_media_type"));
    }
}
