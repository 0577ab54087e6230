package dev.hakem.it;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.hakem.client.ApiClient;
import dev.hakem.client.ApiException;
import dev.hakem.client.api.GameApi;
import dev.hakem.client.api.PositionApi;
import dev.hakem.client.model.BatchLine;
import dev.hakem.client.model.Dests;
import dev.hakem.client.model.GameReport;
import dev.hakem.client.model.GameRequest;
import dev.hakem.client.model.Highlight;
import dev.hakem.client.model.HighlightTarget;
import dev.hakem.client.model.MoveReport;
import dev.hakem.client.model.MoveRequest;
import dev.hakem.client.model.Problem;
import dev.hakem.contract.ContractChecked;
import io.quarkus.test.junit.QuarkusIntegrationTest;
import io.restassured.RestAssured;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import static org.junit.jupiter.api.Assertions.*;

/**
 * The Java client generated from openapi/openapi.yaml (the "clients" profile) against the packaged
 * artifact: each call goes through the generated API classes and models, as a consumer of the
 * published contract would make it. The client's mapper refuses members the document does not
 * describe, so an answer with an undocumented member fails here as well as a wrong value; it is also
 * what lets the generated one-of answer of the highlights tell a Highlight from a Dests (with the
 * generator's default mapper, which ignores unknown members, both match and the call fails).
 */
@QuarkusIntegrationTest
@ExtendWith(ContractChecked.class)
class ClientIT {

    static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    static final List<String> FOOLS_MATE = List.of("f3", "e5", "g4", "Qh4#");

    ApiClient client;
    ObjectMapper json;

    @BeforeEach
    void client() {
        json = ApiClient.createDefaultObjectMapper().configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, true);
        client = new ApiClient().setObjectMapper(json).setReadTimeout(Duration.ofSeconds(30));
        client.updateBaseUri("http://localhost:" + RestAssured.port);
    }

    <T> T read(String text, Class<T> type) {
        try {
            return json.readValue(text, type);
        } catch (IOException e) {
            throw new UncheckedIOException(text, e);
        }
    }

    @Test
    void aMoveListIsPlayedAndAdjudicated() throws ApiException {
        GameReport report = new GameApi(client).postGame(new GameRequest().moves(FOOLS_MATE), null, null, null, null);
        assertEquals("0-1", String.valueOf(report.getResult()));
        assertEquals("checkmate", String.valueOf(report.getTermination()));
        assertEquals(4, report.getEndPly());
        assertEquals(FOOLS_MATE, report.getMoves().stream().map(m -> m.getSan()).toList());
        assertTrue(report.getPosition().getCheckmate());
    }

    @Test
    void oneMoveIsPlayedAfterAHistory() throws ApiException {
        MoveReport report = new GameApi(client).postMove(new MoveRequest().moves(List.of("e4", "e5")).move("g1f3"), null, null, null, null, null, null);
        assertEquals(3, report.getMove().getPly());
        assertEquals("Nf3", report.getMove().getSan());
        assertEquals("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2", report.getPosition().getFen());
        assertEquals("black", String.valueOf(report.getPosition().getTurn()));
        // The resume point: the position after 1... e5, the last pawn move, and the move since.
        assertEquals(2, report.getResume().getPly());
        assertEquals(List.of("g1f3"), report.getResume().getMoves());
    }

    @Test
    void theHighlightsOfASquareAndTheDestsOfEveryPiece() throws ApiException {
        PositionApi highlights = new PositionApi(client);
        // The answer's generated type (one of two schemas, or one) is read as the schema it is.
        Highlight pawn = json.convertValue(highlights.getHighlights(START, "e2", null, null, null, null, null, null), Highlight.class);
        assertEquals("e2", pawn.getSquare());
        assertEquals("pawn", String.valueOf(pawn.getPiece()));
        assertEquals("white", String.valueOf(pawn.getColor()));
        assertEquals(List.of("e3", "e4"), pawn.getTargets().stream().map(HighlightTarget::getSquare).toList());
        assertEquals(List.of("move", "move"), pawn.getTargets().stream().map(t -> String.valueOf(t.getKind())).toList());
        assertNull(pawn.getCheckSquare());
        assertNull(pawn.getReason());

        Dests dests = json.convertValue(highlights.getHighlights(START, null, null, null, null, null, null, null), Dests.class);
        assertEquals(10, dests.getDests().size());
        assertEquals(List.of("f3", "h3"), dests.getDests().get("g1").stream().sorted().toList());
    }

    @Test
    void aBatchIsReadLineByLine() throws Exception {
        // The request lines are the generated request model; the NDJSON answer is read as it streams,
        // one BatchLine a line (a generated operation reads one JSON document, not a stream of them).
        String body = json.writeValueAsString(new GameRequest().moves(FOOLS_MATE)) + "\n"
                + json.writeValueAsString(new GameRequest().moves(List.of("e4", "e5", "Ke3"))) + "\n";
        HttpRequest request = HttpRequest.newBuilder(URI.create(client.getBaseUri() + "/v1/games"))
                .timeout(Duration.ofSeconds(30))
                .header("Content-Type", "application/x-ndjson").header("Accept", "application/x-ndjson")
                .POST(HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8)).build();
        HttpResponse<Stream<String>> response = client.getHttpClient().send(request, HttpResponse.BodyHandlers.ofLines());
        assertEquals(200, response.statusCode());
        List<BatchLine> lines;
        try (Stream<String> text = response.body()) {
            lines = text.filter(line -> !line.isEmpty()).map(line -> read(line, BatchLine.class)).toList();
        }
        assertEquals(2, lines.size());
        BatchLine mate = lines.get(0);
        assertEquals(1, mate.getGame());
        assertEquals(1L, mate.getLine());
        assertEquals(200, mate.getStatus());
        assertEquals("checkmate", String.valueOf(mate.getReport().getTermination()));
        assertNull(mate.getProblem());
        BatchLine illegal = lines.get(1);
        assertEquals(2, illegal.getGame());
        assertEquals(422, illegal.getStatus());
        assertNull(illegal.getReport());
        assertEquals("illegal_move", illegal.getProblem().getCode());
        assertEquals(3, illegal.getProblem().getPly());
    }

    @Test
    void anIllegalMoveIsAProblemWithItsPly() {
        ApiException e = assertThrows(ApiException.class,
                () -> new GameApi(client).postGame(new GameRequest().moves(List.of("e4", "e5", "Ke3")), null, null, null, null));
        assertEquals(422, e.getCode());
        assertTrue(e.getResponseHeaders().firstValue("Content-Type").orElse("").startsWith("application/problem+json"));
        Problem problem = read(e.getResponseBody(), Problem.class);
        assertEquals("illegal_move", problem.getCode());
        assertEquals(422, problem.getStatus());
        assertEquals(3, problem.getPly());
        assertEquals("Ke3", problem.getMove());
        assertEquals("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", problem.getFen());
        assertEquals(List.of("Ke2"), problem.getLegalMoves());
    }
}
