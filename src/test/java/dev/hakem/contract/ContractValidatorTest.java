package dev.hakem.contract;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The validator lets real answers through and catches an answer that strays from the contract. */
@QuarkusTest
@ExtendWith(ContractChecked.class)
class ContractValidatorTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    private static List<String> check(String method, String path, Response r, byte[] body) {
        return ContractValidator.contract().check(method, path, r.getStatusCode(), r.getContentType(), r::getHeader, body);
    }

    private static byte[] bytes(JsonNode node) throws Exception {
        return JSON.writeValueAsBytes(node);
    }

    @Test
    void aRenamedMemberOfARealAnswerIsReported() throws Exception {
        Response r = given().queryParam("fen", START).get("/v1/position");
        assertEquals(200, r.getStatusCode());
        assertEquals(List.of(), check("GET", "/v1/position", r, r.asByteArray()), "the real answer keeps the contract");

        ObjectNode renamed = (ObjectNode) JSON.readTree(r.asByteArray());
        renamed.set("terminaton", renamed.remove("termination"));
        List<String> faults = check("GET", "/v1/position", r, bytes(renamed));
        assertTrue(faults.stream().anyMatch(f -> f.contains("termination")), () -> "missing member: " + faults);
        assertTrue(faults.stream().anyMatch(f -> f.contains("terminaton")), () -> "unknown member: " + faults);
    }

    @Test
    void aMemberDeepInsideARealAnswerIsChecked() throws Exception {
        Response r = given().contentType("application/json").body("{\"moves\": [\"e4\", \"e5\"], \"move\": \"Nf3\"}")
                .post("/v1/move");
        assertEquals(200, r.getStatusCode());
        ObjectNode answer = (ObjectNode) JSON.readTree(r.asByteArray());
        ObjectNode firstLegal = (ObjectNode) answer.path("position").path("legalMoves").get(0);
        firstLegal.put("piece", "elephant");
        List<String> faults = check("POST", "/v1/move", r, bytes(answer));
        assertFalse(faults.isEmpty(), "a role that is not one");
        assertTrue(faults.stream().anyMatch(f -> f.contains("legalMoves")), faults::toString);
    }

    @Test
    void everyLineOfABatchAnswerIsChecked() throws Exception {
        byte[] batch = "{\"moves\": \"f3 e5 g4 Qh4#\"}\n{\"moves\": \"e4 e5 Ke3\"}\n".getBytes(StandardCharsets.UTF_8);
        Response r = given().contentType("application/x-ndjson").body(batch).post("/v1/games");
        assertEquals(200, r.getStatusCode());
        String[] lines = r.asString().split("\n");
        assertEquals(2, lines.length, r.asString());
        ObjectNode second = (ObjectNode) JSON.readTree(lines[1]);
        ((ObjectNode) second.path("problem")).set("plies", ((ObjectNode) second.path("problem")).remove("ply"));
        String body = lines[0] + "\n" + JSON.writeValueAsString(second) + "\n";
        List<String> faults = check("POST", "/v1/games", r, body.getBytes(StandardCharsets.UTF_8));
        assertFalse(faults.isEmpty(), "a renamed member of the problem line");
        assertTrue(faults.stream().allMatch(f -> f.contains("line 2")), faults::toString);
    }

    @Test
    void anUndeclaredStatusOrMediaTypeOrMissingHeaderIsReported() {
        Response r = given().queryParam("fen", START).get("/v1/position");
        ContractValidator contract = ContractValidator.contract();
        assertFalse(contract.check("GET", "/v1/position", 418, r.getContentType(), r::getHeader, r.asByteArray()).isEmpty());
        assertFalse(contract.check("GET", "/v1/position", 200, "text/plain", r::getHeader, r.asByteArray()).isEmpty());
        List<String> noId = contract.check("GET", "/v1/position", 200, r.getContentType(),
                name -> name.equalsIgnoreCase("X-Request-Id") ? null : r.getHeader(name), r.asByteArray());
        assertTrue(noId.stream().anyMatch(f -> f.contains("X-Request-Id")), noId::toString);
        assertFalse(contract.check("GET", "/v1/position", 200, r.getContentType(), r::getHeader, new byte[0]).isEmpty(),
                "an empty body where a report is declared");
    }

    @Test
    void everyLineOfAWinnabilityBatchAnswerIsChecked() throws Exception {
        byte[] batch = ("{\"fen\": \"8/8/8/4k3/8/8/2N5/4K3 w - - 0 1\", \"side\": \"white\"}\n"
                + "{\"fen\": \"8/8/8/4k3/8/8/2N5/4K3 w - - 0 1\"}\n").getBytes(StandardCharsets.UTF_8);
        Response r = given().contentType("application/x-ndjson").body(batch).post("/v1/winnability");
        assertEquals(200, r.getStatusCode());
        assertEquals(List.of(), check("POST", "/v1/winnability", r, r.asByteArray()), "the real answer keeps the contract");
        String[] lines = r.asString().split("\n");
        assertEquals(2, lines.length, r.asString());
        ObjectNode second = (ObjectNode) JSON.readTree(lines[1]);
        second.put("status", "200");
        String body = lines[0] + "\n" + JSON.writeValueAsString(second) + "\n";
        List<String> faults = check("POST", "/v1/winnability", r, body.getBytes(StandardCharsets.UTF_8));
        assertTrue(faults.stream().anyMatch(f -> f.contains("line 2") && f.contains("status")), faults::toString);
        // Two answers put on one line are not one line of the stream.
        List<String> joined = check("POST", "/v1/winnability", r, (lines[0] + lines[1] + "\n").getBytes(StandardCharsets.UTF_8));
        assertTrue(joined.stream().anyMatch(f -> f.contains("line 1")), joined::toString);
    }

    @Test
    void everyStreamOfLinesInTheContractHasALineSchemaAndExamplesThatKeepIt() {
        ContractValidator contract = ContractValidator.contract();
        JsonNode paths = contract.document().path("paths");
        int streams = 0;
        for (var path = paths.fields(); path.hasNext(); ) {
            var p = path.next();
            for (var op = p.getValue().fields(); op.hasNext(); ) {
                var o = op.next();
                for (var status = o.getValue().path("responses").fields(); status.hasNext(); ) {
                    var st = status.next();
                    JsonNode media = st.getValue().path("content").path("application/x-ndjson");
                    if (media.isMissingNode()) continue;
                    streams++;
                    String where = o.getKey() + " " + p.getKey() + " " + st.getKey();
                    JsonNode item = ContractValidator.itemSchema(media);
                    assertTrue(item != null && item.has("$ref"), where + " describes its lines: " + media);
                    assertEquals(item, media.path("schema").path("items"), where + ": the stream as an array has the same lines");
                    for (JsonNode example : media.path("examples")) {
                        String ref = example.path("$ref").asText();
                        JsonNode value = contract.document().path("components").path("examples")
                                .path(ref.substring(ref.lastIndexOf('/') + 1)).path("value");
                        assertTrue(value.isArray() && value.size() > 0, where + ": " + ref + " is the answer's lines");
                        String schema = item.path("$ref").asText();
                        for (JsonNode line : value)
                            assertEquals(List.of(), contract.checkSchema(schema.substring(schema.lastIndexOf('/') + 1), line),
                                    where + ": " + ref);
                    }
                }
            }
        }
        assertEquals(2, streams, "POST /v1/games and POST /v1/winnability answer in NDJSON");
    }

    @Test
    void aStreamWhoseLinesHaveNoSchemaIsReported(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        java.nio.file.Path file = dir.resolve("openapi.yaml");
        java.nio.file.Files.writeString(file, """
                openapi: 3.1.0
                info: {title: t, version: '1'}
                paths:
                  /lines:
                    get:
                      responses:
                        '200':
                          description: lines
                          content:
                            application/x-ndjson:
                              schema: {type: object}
                """);
        List<String> faults = new ContractValidator(file).check("GET", "/lines", 200, "application/x-ndjson", h -> null,
                "{}\n{}\n".getBytes(StandardCharsets.UTF_8));
        assertEquals(1, faults.size(), faults::toString);
        assertTrue(faults.get(0).contains("no itemSchema"), faults::toString);
    }
}
