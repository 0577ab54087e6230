package dev.hakem.api.problem;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.hakem.api.Endpoints;
import dev.hakem.api.HttpProbe;
import dev.hakem.api.RawHttp;
import dev.hakem.contract.ContractChecked;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import static io.restassured.RestAssured.given;
import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.*;
import static org.junit.jupiter.api.Assertions.*;

/**
 * What the HTTP layer refuses before a resource runs is answered as problem+json like everything
 * else, in the request's language: a request line or headers over the service's limits, a body over
 * the HTTP layer's limit (declared or streamed), a request target that is not a path, a body of
 * another type; and content negotiation never hides a problem. Past the HTTP codec's own limits,
 * and for framing the codec cannot read, no code of the service runs: those answers are pinned here
 * as what they are (an empty body and a closed connection).
 */
@QuarkusTest
@ExtendWith(ContractChecked.class)
class HttpLayerProblemsApiTest {
    static final String PROBLEM = "application/problem+json";
    static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    static final ObjectMapper JSON = new ObjectMapper();

    @TestHTTPResource("/")
    URI base;

    @BeforeEach
    void setUp() {
        assertNotNull(base);
    }

    RawHttp.Answer raw(String head) throws IOException {
        return RawHttp.exchange(base.getHost(), base.getPort(), head);
    }

    static JsonNode problem(RawHttp.Answer a, int status, String code) throws IOException {
        assertEquals(status, a.status(), a::toString);
        assertTrue(a.header("Content-Type").startsWith(PROBLEM), a::toString);
        JsonNode p = JSON.readTree(a.body());
        assertEquals(status, p.path("status").asInt(), a::toString);
        assertEquals(code, p.path("code").asText(), a::toString);
        assertEquals("urn:hakem:problem:" + code.replace('_', '-'), p.path("type").asText(), a::toString);
        assertFalse(p.path("title").asText().isEmpty(), a::toString);
        assertFalse(p.path("detail").asText().isEmpty(), a::toString);
        return p;
    }

    // ---------------------------------------------------------------- 414, 431: the service's limits

    @Test
    void aRequestLineOverTheLimitIsA414Problem() throws IOException {
        String fen = START + " " + "x".repeat(5000);
        RawHttp.Answer a = raw("GET /v1/position?fen=" + fen.replace(' ', '_') + " HTTP/1.1\r\nHost: localhost\r\n\r\n");
        JsonNode p = problem(a, 414, "uri_too_long");
        assertEquals("/v1/position", p.path("instance").asText());
        assertThat(p.path("detail").asText(), allOf(containsString("at most 4096"), containsString("POST")));
        assertEquals("en", a.header("Content-Language"));
        assertNotNull(a.header("X-Request-Id"), a::toString);
        assertTrue(a.closed(), "the connection is closed after the answer: " + a);
    }

    @Test
    void aRequestLineOverTheLimitIsWordedInTheRequestsLanguage() throws IOException {
        RawHttp.Answer a = raw("GET /v1/position?fen=" + "8".repeat(5000) + " HTTP/1.1\r\nHost: localhost\r\n"
                + "Accept-Language: tr\r\n\r\n");
        JsonNode p = problem(a, 414, "uri_too_long");
        assertEquals("İstek satırı çok uzun", p.path("title").asText());
        assertThat(p.path("detail").asText(), containsString("en çok 4096 bayt"));
        assertEquals("tr", a.header("Content-Language"));
    }

    @Test
    void aLongPathIsCutInTheInstance() throws IOException {
        RawHttp.Answer a = raw("GET /" + "a".repeat(5000) + " HTTP/1.1\r\nHost: localhost\r\n\r\n");
        JsonNode p = problem(a, 414, "uri_too_long");
        assertEquals("/" + "a".repeat(199) + "...", p.path("instance").asText());
    }

    @Test
    void headersOverTheLimitAreA431Problem() throws IOException {
        RawHttp.Answer a = raw("POST /v1/game HTTP/1.1\r\nHost: localhost\r\nAccept-Language: tr\r\nX-Padding: "
                + "p".repeat(25_000) + "\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}");
        JsonNode p = problem(a, 431, "headers_too_large");
        assertEquals("İstek başlıkları çok büyük", p.path("title").asText());
        assertThat(p.path("detail").asText(), containsString("en çok 20480 bayt"));
        assertEquals("/v1/game", p.path("instance").asText());
        assertNotNull(a.header("X-Request-Id"), a::toString);
    }

    @Test
    void manySmallHeadersCountTogether() throws IOException {
        StringBuilder head = new StringBuilder("GET /v1/position?fen=8/8/8/8/8/8/8/K1k5_w_-_-_0_1 HTTP/1.1\r\nHost: localhost\r\n");
        for (int i = 0; i < 300; i++) head.append("X-H").append(i).append(": ").append("v".repeat(80)).append("\r\n");
        problem(raw(head + "\r\n"), 431, "headers_too_large");
    }

    @Test
    void requestsUnderTheLimitsAreServed() throws IOException {
        RawHttp.Answer a = raw("GET /v1/position?fen=" + START.replace(' ', '_') + " HTTP/1.1\r\nHost: localhost\r\nX-Padding: "
                + "p".repeat(15_000) + "\r\nConnection: close\r\n\r\n");
        assertEquals(200, a.status(), a::toString);
    }

    // ---------------------------------------------------------------- past the codec's limits: no code runs

    /**
     * Over quarkus.http.limits.max-initial-line-length or max-header-size (64 KiB here) the HTTP codec
     * refuses the request before a request object exists, and Vert.x answers by itself: the status,
     * no body, and the connection closed. Quarkus lets no application handler in there.
     */
    @Test
    void pastTheCodecsLimitsTheAnswerIsAnEmpty414Or431() throws IOException {
        RawHttp.Answer line = raw("GET /v1/position?fen=" + "8".repeat(70_000) + " HTTP/1.1\r\nHost: localhost\r\n\r\n");
        assertEquals(414, line.status(), line::toString);
        assertEquals(0, line.body().length, line::toString);
        RawHttp.Answer headers = raw("GET /v1/position HTTP/1.1\r\nHost: localhost\r\nX-Padding: " + "p".repeat(70_000) + "\r\n\r\n");
        assertEquals(431, headers.status(), headers::toString);
        assertEquals(0, headers.body().length, headers::toString);
    }

    /** A request head the codec cannot read is refused the same way: 400, no body, the connection closed. */
    @ParameterizedTest
    @ValueSource(strings = {"POST /v1/game HTTP/1.1\r\nContent-Length: abc", "POST /v1/game HTTP/1.1\r\nContent-Length: -1",
            "POST /v1/game HTTP/1.1\r\nContent-Length: 5\r\nContent-Length: 6", "G@T /v1/position HTTP/1.1",
            "GET /v1/%zz HTTP/1.1"})
    void aHeadTheCodecCannotReadIsAnEmpty400(String head) throws IOException {
        RawHttp.Answer a = raw(head.replaceFirst("HTTP/1.1", "HTTP/1.1\r\nHost: localhost") + "\r\n\r\n{}");
        assertEquals(400, a.status(), a::toString);
        assertEquals(0, a.body().length, a::toString);
    }

    /** A chunk size that is not a number: Vert.x resets the connection while the body is read, with no answer at all. */
    @Test
    void aBrokenChunkEndsTheConnectionWithoutAnAnswer() {
        IOException e = assertThrows(IOException.class, () -> raw("POST /v1/game HTTP/1.1\r\nHost: localhost\r\n"
                + "Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n"));
        assertThat(e.getMessage(), containsString("without an answer"));
    }

    // ---------------------------------------------------------------- 400, 404: what the router refuses

    @Test
    void aRequestWithoutAHostIsA400Problem() throws IOException {
        JsonNode p = problem(raw("GET /v1/position HTTP/1.1\r\nAccept-Language: tr\r\n\r\n"), 400, "bad_request");
        assertThat(p.path("detail").asText(), containsString("Host"));
        assertEquals("Hatalı istek", p.path("title").asText());
    }

    @Test
    void aRequestTargetThatIsNotAPathIsA404Problem() throws IOException {
        JsonNode p = problem(raw("GET abc HTTP/1.1\r\nHost: localhost\r\n\r\n"), 404, "not_found");
        assertEquals("abc", p.path("instance").asText());
    }

    // ---------------------------------------------------------------- 413: over the HTTP layer's body limit

    @Test
    void aDeclaredLengthOverTheHttpLayersLimitIsA413Problem() throws IOException {
        // Announced, never sent: refused from the headers alone.
        RawHttp.Answer a = raw("POST /v1/game HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                + "Accept-Language: tr\r\nContent-Length: 5000000\r\n\r\n");
        JsonNode p = problem(a, 413, "body_too_large");
        assertThat(p.path("detail").asText(), containsString("en çok 1048576 bayt"));
        assertEquals("/v1/game", p.path("instance").asText());
        assertTrue(a.closed(), a::toString);
    }

    @ParameterizedTest
    @ValueSource(strings = {"/v1/game", "/v1/position", "/v1/winnability"})
    void aStreamedBodyOverTheDocumentedLimitIsA413Problem(String path) throws IOException {
        byte[] overLimit = ("{\"moves\":\"" + "e4 ".repeat(1_500_000) + "\"}").getBytes(StandardCharsets.UTF_8);
        HttpRequest chunked = HttpRequest.newBuilder(base.resolve(path)).timeout(HttpProbe.TIMEOUT)
                .header("Content-Type", "application/json").header("Accept-Language", "tr")
                .POST(HttpRequest.BodyPublishers.ofInputStream(() -> new ByteArrayInputStream(overLimit))).build();
        HttpProbe.Answer a = new HttpProbe(base).send(chunked, "4.5 MB chunked body on " + path);
        assertEquals(413, a.status(), a::text);
        assertTrue(a.contentType().startsWith(PROBLEM), a::contentType);
        JsonNode p = JSON.readTree(a.body());
        assertEquals("body_too_large", p.path("code").asText());
        assertEquals(path, p.path("instance").asText());
        assertThat(p.path("detail").asText(), containsString("1048576"));
        assertEquals("tr", a.headers().get("content-language"));
    }

    // ---------------------------------------------------------------- 415

    @ParameterizedTest
    @ValueSource(strings = {"text/plain", "application/xml", "application/x-www-form-urlencoded", "application/x-ndjson",
            "application/octet-stream"})
    void anotherBodyTypeIsA415Problem(String type) throws IOException {
        HttpProbe.Answer a = new HttpProbe(base).post("/v1/game", type, "e4 e5".getBytes(StandardCharsets.UTF_8),
                Map.of("Accept-Language", "tr"));
        assertEquals(415, a.status(), a::text);
        assertTrue(a.contentType().startsWith(PROBLEM), a::contentType);
        assertEquals("tr", a.headers().get("content-language"));
        JsonNode p = JSON.readTree(a.body());
        assertEquals("unsupported_media_type", p.path("code").asText());
        assertEquals(415, p.path("status").asInt());
        assertEquals("/v1/game", p.path("instance").asText());
        assertThat(p.path("detail").asText(), containsString("application/json"));
    }

    // ---------------------------------------------------------------- 404, 405 outside the REST resources

    @Test
    void unknownPathsOutsideTheApiAreProblemsToo() {
        // "/" is the board page (BoardPageApiTest); anything else the service does not serve is a problem.
        for (String path : new String[] {"/nothing", "/q/nothing", "/vendor/nothing.js"})
            given().when().get(path).then().statusCode(404).contentType(PROBLEM)
                    .body("code", equalTo("not_found")).body("instance", equalTo(path));
    }

    // ---------------------------------------------------------------- 406 and Accept

    @Test
    void jsonOrProblemIsServedAndRefusedAsUsual() {
        String accept = "application/json, application/problem+json";
        given().accept(accept).queryParam("fen", START).when().get("/v1/position")
                .then().statusCode(200).contentType(ContentType.JSON).body("legalMoves.size()", equalTo(20));
        given().accept(accept).queryParam("fen", "8/8/8 w").when().get("/v1/position")
                .then().statusCode(400).contentType(PROBLEM).body("code", equalTo("invalid_fen"));
        given().accept(accept).contentType(ContentType.JSON).body(Map.of("moves", "e4 e5 Ke3")).when().post("/v1/game")
                .then().statusCode(422).contentType(PROBLEM).body("code", equalTo("illegal_move"));
    }

    @Test
    void problemsOnlyGetsTheProblemOfAFailingRequest() {
        given().accept(PROBLEM).queryParam("fen", "8/8/8 w").when().get("/v1/position")
                .then().statusCode(400).contentType(PROBLEM).body("code", equalTo("invalid_fen"));
        given().accept(PROBLEM).contentType(ContentType.JSON).body(Map.of("moves", "e4 e5 Ke3")).when().post("/v1/game")
                .then().statusCode(422).contentType(PROBLEM).body("code", equalTo("illegal_move"));
        given().accept(PROBLEM).contentType(ContentType.JSON).body("{\"moves\": [").when().post("/v1/move")
                .then().statusCode(400).contentType(PROBLEM).body("code", equalTo("malformed_json"));
        given().accept(PROBLEM).queryParam("fen", START).queryParam("depth", 99).when().get("/v1/perft")
                .then().statusCode(400).contentType(PROBLEM).body("code", equalTo("parameter_out_of_range"));
    }

    @Test
    void problemsOnlyGetsA406ProblemForARequestThatWouldSucceed() {
        given().accept(PROBLEM).header("Accept-Language", "tr").queryParam("fen", START).when().get("/v1/position")
                .then().statusCode(406).contentType(PROBLEM)
                .header("Content-Language", "tr")
                .body("code", equalTo("not_acceptable"))
                .body("instance", equalTo("/v1/position"))
                .body("acceptable", contains("application/json"))
                .body("detail", containsString("istek geçerli"));
        given().accept(PROBLEM).contentType(ContentType.JSON).body(Map.of("moves", "e4 e5")).when().post("/v1/game")
                .then().statusCode(406).contentType(PROBLEM)
                .body("acceptable", contains("application/json", "application/x-chess-pgn"))
                .body("detail", containsString("the request is valid"));
    }

    @Test
    void anAcceptHeaderAdmittingNoAnswerIsA406ProblemNamingTheTypes() {
        given().accept("text/html").queryParam("fen", START).when().get("/v1/position")
                .then().statusCode(406).contentType(PROBLEM)
                .body("code", equalTo("not_acceptable"))
                .body("acceptable", contains("application/json"))
                .body("detail", containsString("application/json"));
        given().accept("application/json").contentType(Endpoints.NDJSON).body("{\"moves\": \"e4\"}\n".getBytes(StandardCharsets.UTF_8)).when().post("/v1/games")
                .then().statusCode(406).contentType(PROBLEM)
                .body("acceptable", contains(Endpoints.NDJSON));
        given().accept("application/json;q=0, text/plain").queryParam("fen", START).when().get("/v1/position")
                .then().statusCode(406).contentType(PROBLEM);
    }

    @Test
    void theClientsPreferencesStillChooseAmongTheSuccessTypes() {
        given().accept(PROBLEM + ", application/x-chess-pgn").contentType(ContentType.JSON).body(Map.of("moves", "f3 e5 g4 Qh4#"))
                .when().post("/v1/game").then().statusCode(200).contentType("application/x-chess-pgn")
                .body(containsString("0-1"));
        given().accept("application/x-chess-pgn;q=0.5, application/json").contentType(ContentType.JSON)
                .body(Map.of("moves", "e4")).when().post("/v1/game").then().statusCode(200).contentType(ContentType.JSON);
        given().accept("text/html, */*;q=0.1").queryParam("fen", START).when().get("/v1/position")
                .then().statusCode(200).contentType(ContentType.JSON);
    }

    @Test
    void aBatchRefusedForItsAcceptHeaderClosesTheConnection() throws IOException {
        String game = "{\"moves\": \"e4\"}\n";
        RawHttp.Answer a = raw("POST /v1/games HTTP/1.1\r\nHost: localhost\r\nAccept: " + PROBLEM + "\r\n"
                + "Content-Type: application/x-ndjson\r\nTransfer-Encoding: chunked\r\n\r\n"
                + Integer.toHexString(game.length()) + "\r\n" + game + "\r\n");
        problem(a, 406, "not_acceptable");
        assertTrue(a.closed(), a::toString);
    }
}
