package dev.hakem.api.problem;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.hakem.api.HttpProbe;
import dev.hakem.contract.ContractChecked;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.io.IOException;
import java.net.URI;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The user's text a problem carries back (a move, a FEN, a name) is shortened to its first 100
 * characters and an ellipsis, in the members and in the messages: a 900 KB move is not echoed whole.
 */
@QuarkusTest
@ExtendWith(ContractChecked.class)
class EchoedTextApiTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TestHTTPResource("/")
    URI base;
    HttpProbe http;

    @BeforeEach
    void setUp() {
        http = new HttpProbe(base);
    }

    private JsonNode problem(String path, String body, int status) throws IOException {
        HttpProbe.Answer a = http.post(path, body);
        assertEquals(status, a.status(), a::text);
        assertTrue(a.body().length < 4_000, () -> a.body().length + " bytes: " + a.text().substring(0, 300));
        return JSON.readTree(a.body());
    }

    @Test
    void aHugeMoveIsEchoedShortened() throws IOException {
        String move = "Q".repeat(900_000);
        JsonNode p = problem("/v1/game", "{\"moves\":\"e4 " + move + "\"}", 422);
        assertEquals("Q".repeat(100) + "…", p.path("move").asText());
        assertTrue(p.path("detail").asText().length() < 400, p.path("detail").asText());
        JsonNode q = problem("/v1/move", "{\"moves\":[\"e4\"],\"move\":\"" + move + "\"}", 422);
        assertEquals("Q".repeat(100) + "…", q.path("move").asText());
    }

    @Test
    void aHugeFenOrNameIsEchoedShortened() throws IOException {
        JsonNode fen = problem("/v1/position", "{\"fen\":\"" + "x".repeat(900_000) + "\"}", 400);
        assertEquals("invalid_fen", fen.path("code").asText());
        JsonNode name = problem("/v1/game", "{\"" + "n".repeat(250) + "\":1}", 400);
        assertTrue(name.path("detail").asText().contains("n".repeat(100) + "…'"), name.path("detail").asText());
        assertTrue(!name.path("detail").asText().contains("n".repeat(101)), name.path("detail").asText());
    }
}
