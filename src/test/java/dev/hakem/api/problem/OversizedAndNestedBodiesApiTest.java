package dev.hakem.api.problem;

import dev.hakem.api.HttpProbe;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.io.ByteArrayInputStream;
import java.net.URI;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import dev.hakem.contract.ContractChecked;
import org.junit.jupiter.api.extension.ExtendWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Bodies built to exhaust a parser: deep nesting (100,000 arrays, 5,000 objects, at the top and inside
 * a member), a body over the limit, huge numbers and strings. Each is refused with a 400 or 413
 * problem+json within the probe's timeout; none takes the server down.
 */
@QuarkusTest
@ExtendWith(ContractChecked.class)
class OversizedAndNestedBodiesApiTest {

    @TestHTTPResource("/")
    URI base;
    HttpProbe http;

    @BeforeEach
    void setUp() {
        http = new HttpProbe(base);
    }

    private void refused(String path, String body, int status, String what) {
        HttpProbe.Answer a = http.post(path, body);
        HttpProbe.assertHandled(a, what + " on " + path);
        assertEquals(status, a.status(), () -> what + " on " + path + ": " + a.text());
    }

    @ParameterizedTest
    @ValueSource(strings = {"/v1/position", "/v1/game", "/v1/move", "/v1/winnability", "/v1/draw-offer"})
    void deeplyNestedArraysAndObjectsAreA400(String path) {
        refused(path, "[".repeat(100_000) + "]".repeat(100_000), 400, "100,000 nested arrays");
        refused(path, "{\"a\":".repeat(5_000) + "1" + "}".repeat(5_000), 400, "5,000 nested objects");
        refused(path, "{\"moves\":" + "[".repeat(100_000) + "]".repeat(100_000) + "}", 400, "100,000 nested arrays in moves");
        refused(path, "{\"moves\":" + "{\"a\":".repeat(5_000) + "1" + "}".repeat(5_000) + "}", 400, "5,000 nested objects in moves");
        refused(path, "{\"offers\":" + "[".repeat(100_000), 400, "100,000 arrays never closed");
        // Shallower than the parser's limit: read, and refused for what it is (not a list of strings).
        refused(path, "{\"moves\":" + "[".repeat(500) + "]".repeat(500) + "}", 400, "500 nested arrays in moves");
    }

    @ParameterizedTest
    @ValueSource(strings = {"/v1/position", "/v1/game", "/v1/move", "/v1/winnability", "/v1/draw-offer"})
    void aBodyOverTheLimitIsA413BeforeItIsRead(String path) {
        String body = "{\"moves\":\"" + "e4 ".repeat(400_000) + "\"}";
        HttpProbe.Answer a = http.post(path, body);
        HttpProbe.assertHandled(a, "1.2 MB body on " + path);
        assertEquals(413, a.status(), a::text);
        assertTrue(a.text().contains("\"code\":\"body_too_large\""), a::text);
    }

    @ParameterizedTest
    @ValueSource(strings = {"/v1/game", "/v1/move"})
    void aLargeBodyWithoutALengthIsRefusedToo(String path) {
        // Sent in chunks, so no Content-Length announces it: under hakem.max-body-size (1 MiB) the
        // service reads it and refuses the moves; over it, the read stops at the limit with a 413 problem.
        String move = path.equals("/v1/move") ? "\"move\":\"e4\"," : "";
        byte[] underLimit = ("{" + move + "\"moves\":\"" + "e4 ".repeat(300_000) + "\"}").getBytes(StandardCharsets.UTF_8);
        HttpProbe.Answer a = http.send(chunked(path, underLimit), "0.9 MB chunked body on " + path);
        HttpProbe.assertHandled(a, "0.9 MB chunked body on " + path);
        assertTrue(a.text().contains("\"code\":\"too_many_moves\""), a::text);
        assertEquals(413, a.status(), a::text);
        byte[] overLimit = ("{\"moves\":\"" + "e4 ".repeat(1_500_000) + "\"}").getBytes(StandardCharsets.UTF_8);
        HttpProbe.Answer b = http.send(chunked(path, overLimit), "4.5 MB chunked body on " + path);
        HttpProbe.assertHandled(b, "4.5 MB chunked body on " + path);
        assertEquals(413, b.status(), b::text);
        assertTrue(b.text().contains("\"code\":\"body_too_large\""), b::text);
    }

    /**
     * Regression: the HTTP layer refused a chunked body over its limit (4 MB) while the JSON reader
     * was still reading it, and answered 413 itself; the reader then failed with an IOException, which
     * the catch-all mapper took for a failure of the service: an ERROR with its stack trace, and a
     * second answer written to a finished exchange (a second ERROR). The limit is now applied as the
     * body is read, with a problem; still nothing may be logged as a failure.
     */
    @Test
    void aChunkedBodyOverTheHttpLimitIsNotLoggedAsAFailure() {
        List<String> errors = new CopyOnWriteArrayList<>();
        Handler handler = new Handler() {
            @Override
            public void publish(LogRecord record) {
                if (record.getLevel().intValue() >= Level.SEVERE.intValue())
                    errors.add(record.getLoggerName() + ": " + record.getMessage());
            }

            @Override
            public void flush() {}

            @Override
            public void close() {}
        };
        Logger root = Logger.getLogger("");
        root.addHandler(handler);
        try {
            byte[] overLimit = ("{\"moves\":\"" + "e4 ".repeat(1_500_000) + "\"}").getBytes(StandardCharsets.UTF_8);
            HttpProbe.Answer a = http.send(chunked("/v1/game", overLimit), "4.5 MB chunked body");
            assertEquals(413, a.status(), a::text);
            // The next request is answered as usual, after whatever the refused one logged.
            assertEquals(200, http.post("/v1/game", "{\"moves\":[\"e4\"]}").status());
        } finally {
            root.removeHandler(handler);
        }
        assertEquals(List.of(), errors);
    }

    private HttpRequest chunked(String path, byte[] body) {
        return HttpRequest.newBuilder(base.resolve(path)).timeout(HttpProbe.TIMEOUT).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofInputStream(() -> new ByteArrayInputStream(body))).build();
    }

    @ParameterizedTest
    @ValueSource(strings = {"/v1/position", "/v1/game", "/v1/move", "/v1/winnability", "/v1/draw-offer"})
    void hugeScalarsAreRefused(String path) {
        String digits = "9".repeat(200_000);
        for (String body : new String[] {"{\"fen\":" + digits + "}", "{\"moves\":[" + digits + "]}", "{\"lenient\":1e" + digits + "}",
                "{\"fen\":\"" + "8/".repeat(300_000) + "\"}", "{\"moves\":[" + "\"e4\",".repeat(100_000) + "\"e5\"]}",
                "{" + "\"fen\":\"x\",".repeat(50_000) + "\"rules\":\"fide\"}", "{\"moves\":\"" + "\\u0000".repeat(100_000) + "\"}"}) {
            HttpProbe.Answer a = http.post(path, body);
            HttpProbe.assertHandled(a, body.substring(0, 40) + "... on " + path);
            assertTrue(a.status() == 400 || a.status() == 413 || a.status() == 422,
                    () -> a.status() + " for " + body.substring(0, 40) + "... on " + path + ": " + a.text());
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"/v1/position", "/v1/game"})
    void theServerStillAnswersAfterwards(String path) {
        // The hostile bodies above left no damage: an ordinary request is answered as usual.
        HttpProbe.Answer a = http.post(path, path.equals("/v1/game") ? "{\"moves\":[\"e4\",\"e5\"]}" : "{\"fen\":\"8/8/8/8/8/8/8/K1k5 w - - 0 1\"}");
        assertEquals(200, a.status(), a::text);
    }
}
