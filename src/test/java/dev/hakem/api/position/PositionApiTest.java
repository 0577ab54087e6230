package dev.hakem.api.position;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import dev.hakem.contract.ContractChecked;
import org.junit.jupiter.api.extension.ExtendWith;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.*;
import static org.junit.jupiter.api.Assertions.assertEquals;

@QuarkusTest
@ExtendWith(ContractChecked.class)
class PositionApiTest {

    @Test
    void startPositionHasTwentyMovesWithSan() {
        given().queryParam("fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
                .when().get("/v1/position")
                .then().statusCode(200).contentType("application/json")
                .body("turn", equalTo("white"))
                .body("check", equalTo(false))
                .body("checkers", empty())
                .body("legalMoves.size()", equalTo(20))
                .body("legalMoves.find { it.uci == 'g1f3' }.san", equalTo("Nf3"))
                .body("legalMoves.find { it.uci == 'g1f3' }.piece", equalTo("knight"))
                .body("legalMoves.find { it.uci == 'e2e4' }.from", equalTo("e2"))
                .body("legalMoves.find { it.uci == 'e2e4' }.to", equalTo("e4"));
    }

    @Test
    void moveFlagsDescribeCastlingEnPassantPromotionCaptureCheckAndMate() {
        // White: Ke1, Rh1 (castling K), pawn e5 with black d5 just double-stepped, pawn b7 to promote
        // (b8 empty, a8 black rook to capture); black king h8 boxed in by own pawns g7/h7.
        String fen = "r6k/1P4pp/8/3pP3/8/8/8/4K2R w K d6 0 2";
        JsonPath json = given().queryParam("fen", fen).when().get("/v1/position")
                .then().statusCode(200).extract().jsonPath();
        Map<String, Object> castle = move(json, "e1g1");
        assertEquals("O-O", castle.get("san"));
        assertEquals("kingside", castle.get("castling"));
        Map<String, Object> ep = move(json, "e5d6");
        assertEquals(true, ep.get("enPassant"));
        assertEquals("pawn", ep.get("capture"));
        assertEquals("exd6", ep.get("san"));
        // bxa8=Q: the new queen sees b8-g8 to the king on h8, whose other squares are its own pawns: mate.
        Map<String, Object> mate = move(json, "b7a8q");
        assertEquals("bxa8=Q#", mate.get("san"));
        assertEquals("queen", mate.get("promotion"));
        assertEquals("rook", mate.get("capture"));
        assertEquals(true, mate.get("checkmate"));
        // b8=Q also checks along the rank, but the rook on a8 takes it: check, not mate.
        Map<String, Object> check = move(json, "b7b8q");
        assertEquals("b8=Q+", check.get("san"));
        assertEquals(true, check.get("check"));
        assertEquals(false, check.get("checkmate"));
        assertEquals("b7b8n", move(json, "b7b8n").get("uci"));
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> move(JsonPath json, String uci) {
        List<Map<String, Object>> moves = json.getList("legalMoves");
        return moves.stream().filter(m -> uci.equals(m.get("uci"))).findFirst()
                .orElseThrow(() -> new AssertionError("no legal move " + uci + " in " + moves));
    }

    @Test
    void checkmateAndStalemateAreReported() {
        given().queryParam("fen", "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3")
                .when().get("/v1/position")
                .then().statusCode(200)
                .body("check", equalTo(true)).body("checkers", contains("h4"))
                .body("checkmate", equalTo(true)).body("stalemate", equalTo(false))
                .body("legalMoves", empty());
        given().queryParam("fen", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1")
                .when().get("/v1/position")
                .then().statusCode(200)
                .body("check", equalTo(false)).body("stalemate", equalTo(true)).body("checkmate", equalTo(false));
    }

    @Test
    void warningsAreReportedAndTheFenIsCanonical() {
        given().queryParam("fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w qkQK -")
                .when().get("/v1/position")
                .then().statusCode(200)
                .body("fen", equalTo("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"))
                .body("warnings.code", hasItems("castling_order", "missing_clocks"));
    }

    @Test
    void invalidFenListsEveryProblemWithCodeFieldAndMessage() {
        given().queryParam("fen", "rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1")
                .when().get("/v1/position")
                .then().statusCode(400).contentType("application/problem+json")
                .body("type", equalTo("urn:hakem:problem:invalid-fen"))
                .body("title", equalTo("Invalid FEN"))
                .body("code", equalTo("invalid_fen"))
                .body("errors.code", hasItems("rank_length", "turn"))
                .body("errors.field", hasItems("placement", "turn"))
                .body("errors.message", everyItem(not(emptyString())));
    }

    @Test
    void missingOrOversizedFenIsA400() {
        given().when().get("/v1/position")
                .then().statusCode(400).contentType("application/problem+json").body("code", equalTo("missing_parameter"));
        given().queryParam("fen", "x".repeat(1000)).when().get("/v1/position")
                .then().statusCode(400).contentType("application/problem+json").body("errors.code", hasItem("fen_too_long"));
        // Beyond the request-line limit (hakem.http.max-initial-line-length) the resource is not asked.
        given().queryParam("fen", "x".repeat(20000)).when().get("/v1/position")
                .then().statusCode(414).contentType("application/problem+json").body("code", equalTo("uri_too_long"));
    }
}
