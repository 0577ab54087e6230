package dev.hakem.api.problem;

import dev.hakem.api.HttpProbe;
import dev.hakem.contract.ContractChecked;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.io.ByteArrayInputStream;
import java.net.URI;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The body limit is the documented one, hakem.max-body-size (1 MiB), on every endpoint but the batch,
 * whether the body announces its length or comes in chunks; a chunked batch is bounded by its own.
 */
@QuarkusTest
@ExtendWith(ContractChecked.class)
class DocumentedBodyLimitApiTest {

    @TestHTTPResource("/")
    URI base;
    HttpProbe http;

    @BeforeEach
    void setUp() {
        http = new HttpProbe(base);
    }

    private HttpRequest chunked(String path, String type, byte[] body) {
        return HttpRequest.newBuilder(base.resolve(path)).timeout(HttpProbe.TIMEOUT).header("Content-Type", type)
                .POST(HttpRequest.BodyPublishers.ofInputStream(() -> new ByteArrayInputStream(body))).build();
    }

    /** A valid body made long by white space between its members. */
    private static byte[] padded(String path, int spaces) {
        String fen = "\"fen\":\"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"";
        String rest = path.equals("/v1/move") ? ",\"move\":\"e4\"" : "";
        return ("{" + fen + " ".repeat(spaces) + rest + "}").getBytes(StandardCharsets.UTF_8);
    }

    @ParameterizedTest
    @ValueSource(strings = {"/v1/position", "/v1/game", "/v1/move", "/v1/winnability", "/v1/draw-offer"})
    void aChunkedBodyOverTheDocumentedLimitIsA413(String path) {
        HttpProbe.Answer under = http.send(chunked(path, "application/json", padded(path, 1_000_000)), "1 MB chunked");
        assertEquals(200, under.status(), under::text);
        HttpProbe.Answer over = http.send(chunked(path, "application/json", padded(path, 1_100_000)), "1.1 MB chunked");
        HttpProbe.assertHandled(over, "1.1 MB chunked body on " + path);
        assertEquals(413, over.status(), over::text);
        assertTrue(over.text().contains("\"code\":\"body_too_large\""), over::text);
        assertTrue(over.text().contains("longer than 1048576 bytes"), over::text);
    }

    @Test
    void aChunkedBatchOverTheDocumentedLimitIsStillRead() {
        // 3 MB in 3,000 lines, each a game padded with spaces: under hakem.batch.max-body-size.
        String line = "{\"moves\":[\"e4\"]" + " ".repeat(1_000) + "}\n";
        HttpProbe.Answer a = http.send(chunked("/v1/games", "application/x-ndjson",
                line.repeat(3_000).getBytes(StandardCharsets.UTF_8)), "3 MB chunked batch");
        assertEquals(200, a.status(), a::text);
        String[] answers = a.text().split("\n");
        assertEquals(3_000, answers.length);
        for (String answer : answers) assertTrue(answer.contains("\"status\":200"), answer);
    }
}
