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
}
