package dev.hakem.api.request;

import dev.hakem.api.HttpProbe;
import dev.hakem.contract.ContractChecked;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every list and string of a body is bounded while it is read: a list is left at the element past its
 * cap (what follows is never parsed), and the parser's limits (JsonSettings) refuse a name, number,
 * nesting or count of values past theirs, each answer naming the member and the cap.
 */
@QuarkusTest
@ExtendWith(ContractChecked.class)
class BoundedWhileReadApiTest {

    @TestHTTPResource("/")
    URI base;
    HttpProbe http;

    @BeforeEach
    void setUp() {
        http = new HttpProbe(base);
    }

    private HttpProbe.Answer refused(String path, String body, int status, String code) {
        HttpProbe.Answer a = http.post(path, body);
        HttpProbe.assertHandled(a, body.substring(0, Math.min(60, body.length())));
        assertEquals(status, a.status(), a::text);
        assertTrue(a.text().contains("\"code\":\"" + code + "\""), a::text);
        return a;
    }

    @ParameterizedTest
    @ValueSource(strings = {"/v1/game", "/v1/move", "/v1/winnability", "/v1/draw-offer"})
    void aMegabyteOfOneLetterMovesIsTooManyMoves(String path) {
        String move = path.equals("/v1/move") ? "\"move\":\"e4\"," : "";
        refused(path, "{" + move + "\"moves\":\"" + "a ".repeat(500_000) + "\"}", 413, "too_many_moves");
        refused(path, "{" + move + "\"moves\":[" + "\"a\",".repeat(200_000) + "\"a\"]}", 413, "too_many_moves");
    }

    @ParameterizedTest
    @ValueSource(strings = {"/v1/game", "/v1/move", "/v1/winnability", "/v1/draw-offer"})
    void aMovesArrayIsNotReadPastTheCap(String path) {
        // What follows the move past the cap is not JSON: it is never reached.
        refused(path, "{\"moves\":[" + "\"e4\",".repeat(2_001) + "}}}not json", 413, "too_many_moves");
        refused(path, "{\"moves\":[" + "\"e4\",".repeat(1_999) + "1]}", 400, "invalid_member");
    }

    @Test
    void anOffersArrayIsNotReadPastTheCap() {
        String offer = "{\"ply\":0,\"by\":\"white\"},";
        HttpProbe.Answer a = refused("/v1/draw-offer", "{\"offers\":[" + offer.repeat(4_003) + "}}}not json", 400,
                "invalid_member");
        assertTrue(a.text().contains("at most 4002 offers"), a::text);
    }

    @ParameterizedTest
    @ValueSource(strings = {"/v1/position", "/v1/game", "/v1/winnability"})
    void aNameLongerThanTheParsersLimitIsRefused(String path) {
        HttpProbe.Answer name = refused(path, "{\"" + "x".repeat(300) + "\":1}", 413, "json_too_large");
        assertTrue(name.text().contains("a member name longer than 256 characters"), name::text);
    }

    @ParameterizedTest
    @ValueSource(strings = {"/v1/game", "/v1/winnability", "/v1/draw-offer"})
    void aNumberOrNestingPastTheParsersLimitIsRefusedInItsMember(String path) {
        HttpProbe.Answer nested = refused(path, "{\"moves\":" + "[".repeat(20) + "]".repeat(20) + "}", 400, "malformed_json");
        assertTrue(nested.text().contains("in member 'moves': nested deeper than 16 levels"), nested::text);
        HttpProbe.Answer number = refused(path, "{\"moves\":[" + "9".repeat(40) + "]}", 413, "json_too_large");
        assertTrue(number.text().contains("in member 'moves': a number longer than 32 characters"), number::text);
    }

    @Test
    void aListOfValuesPastTheTokenCountIsRefusedInItsMember() {
        // One element of moves holding 30,000 numbers: past the most names and values a body may have.
        HttpProbe.Answer a = refused("/v1/game", "{\"moves\":[[" + "1,".repeat(30_000) + "1]]}", 413, "json_too_large");
        assertTrue(a.text().contains("more than 27012 names and values"), a::text);
        assertTrue(a.text().contains("in member 'moves"), a::text);
    }

    @ParameterizedTest
    @ValueSource(strings = {"/v1/position", "/v1/game", "/v1/move", "/v1/winnability", "/v1/draw-offer"})
    void aMemberGivenTwiceIsMalformedJson(String path) {
        HttpProbe.Answer a = refused(path, "{\"fen\":\"8/8/8/8/8/8/8/K1k5 w - - 0 1\",\n \"fen\":\"8/8/8/8/8/8/8/K1k5 b - - 0 1\"}",
                400, "malformed_json");
        assertTrue(a.text().contains("member 'fen' is given twice at line 2, column"), a::text);
    }

    @ParameterizedTest
    @ValueSource(strings = {"/v1/position", "/v1/game", "/v1/move", "/v1/winnability", "/v1/draw-offer"})
    void contentAfterTheBodysValueIsMalformedJson(String path) {
        for (String tail : new String[] {" {\"fen\":\"x\"}", " 1", "\n\"fen\""}) {
            HttpProbe.Answer a = refused(path, "{\"fen\":\"8/8/8/8/8/8/8/K1k5 w - - 0 1\"}" + tail, 400, "malformed_json");
            assertTrue(a.text().contains("there is more after the JSON value"), a::text);
        }
    }

    @Test
    void aMemberGivenTwiceOnABatchLineIsThatLinesMalformedJson() {
        byte[] body = "{\"moves\":[\"e4\"]}\n{\"moves\":[\"e4\"],\"moves\":[\"d4\"]}\n{\"moves\":[\"e4\"]} 1\n"
                .getBytes(StandardCharsets.UTF_8);
        HttpProbe.Answer a = http.post("/v1/games", "application/x-ndjson", body, Map.of());
        assertEquals(200, a.status(), a::text);
        String[] lines = a.text().split("\n");
        assertEquals(3, lines.length, a::text);
        assertTrue(lines[0].contains("\"status\":200"), lines[0]);
        assertTrue(lines[1].contains("\"code\":\"malformed_json\"") && lines[1].contains("member 'moves' is given twice"), lines[1]);
        assertTrue(lines[2].contains("\"code\":\"malformed_json\"") && lines[2].contains("more after the JSON value"), lines[2]);
    }
}
