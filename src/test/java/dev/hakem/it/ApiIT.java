package dev.hakem.it;

import static io.restassured.RestAssured.given;
import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.*;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.hakem.api.RawHttp;
import io.quarkus.test.junit.QuarkusIntegrationTest;
import io.restassured.RestAssured;
import io.restassured.http.ContentType;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import dev.hakem.contract.ContractChecked;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Every API endpoint against the packaged artifact: the jar in ./mvnw verify, the native executable
 * with -Dnative. Each answer is checked for content, so a type missing from the native image's
 * reflection data (a report or request record, a problem document) fails here.
 */
@QuarkusIntegrationTest
@ExtendWith(ContractChecked.class)
class ApiIT {

    static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    static final String JSON = "application/json";
    static final String PROBLEM = "application/problem+json";
    static final List<String> FOOLS_MATE = List.of("f3", "e5", "g4", "Qh4#");

    // ---------------------------------------------------------------- /v1/position

    @Test
    void getPositionListsTheLegalMoves() {
        given().queryParam("fen", START).when().get("/v1/position").then()
                .statusCode(200).contentType(JSON)
                .body("fen", equalTo(START))
                .body("turn", equalTo("white"))
                .body("status", equalTo("ongoing"))
                .body("legalMoves.size()", equalTo(20))
                .body("legalMoves.find { it.uci == 'g1f3' }.san", equalTo("Nf3"))
                .body("claims.threefoldRepetition", equalTo(false));
    }

    @Test
    void postPositionReadsTheBodyAndTheRuleSet() {
        // Black to move is mated: the verdict is in the report.
        given().contentType(ContentType.JSON)
                .body(Map.of("fen", "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3", "rules", "online"))
                .when().post("/v1/position").then()
                .statusCode(200).contentType(JSON)
                .body("rules", equalTo("online"))
                .body("checkmate", equalTo(true))
                .body("checkers", contains("h4"))
                .body("result", equalTo("0-1"))
                .body("termination", equalTo("checkmate"))
                .body("legalMoves", empty());
    }

    @Test
    void anInvalidFenIsAProblemListingEveryFault() {
        given().queryParam("fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq e4 0 1").when().get("/v1/position").then()
                .statusCode(400).contentType(PROBLEM)
                .body("type", equalTo("urn:hakem:problem:invalid-fen"))
                .body("code", equalTo("invalid_fen"))
                .body("instance", equalTo("/v1/position"))
                .body("errors.code", hasItems("rank_length", "en_passant_rank"));
    }

    // ---------------------------------------------------------------- /v1/perft

    @Test
    void perftCountsWithDivide() {
        given().queryParam("fen", START).queryParam("depth", 3).when().get("/v1/perft").then()
                .statusCode(200).contentType(JSON)
                .body("depth", equalTo(3))
                .body("nodes", equalTo(8902))
                .body("divide.size()", equalTo(20))
                .body("divide.e2e4", equalTo(600));
    }

    @Test
    void perftRefusesADepthBeyondTheLimit() {
        given().queryParam("fen", START).queryParam("depth", 7).when().get("/v1/perft").then()
                .statusCode(400).contentType(PROBLEM)
                .body("code", equalTo("parameter_out_of_range"))
                .body("detail", containsString("between 0 and 6"));
    }

    // ---------------------------------------------------------------- /v1/game

    @Test
    void gameAdjudicatesACheckmate() {
        given().contentType(ContentType.JSON).body(Map.of("moves", FOOLS_MATE)).when().post("/v1/game").then()
                .statusCode(200).contentType(JSON)
                .body("rules", equalTo("fide"))
                .body("moves.uci", contains("f2f3", "e7e5", "g2g4", "d8h4"))
                .body("result", equalTo("0-1"))
                .body("termination", equalTo("checkmate"))
                .body("rule", equalTo("FIDE 5.1.1"))
                .body("endPly", equalTo(4))
                .body("position.status", equalTo("checkmate"));
    }

    @Test
    void gameJudgesAFlagFall() {
        // White's flag falls; black, with a queen, can still mate: black wins (FIDE 6.9), with the helpmate as proof.
        given().contentType(ContentType.JSON)
                .body(Map.of("fen", "8/8/8/4k3/3q4/8/8/4K3 w - - 0 1", "moves", List.of(), "flag", "white"))
                .when().post("/v1/game").then()
                .statusCode(200)
                .body("termination", equalTo("timeout"))
                .body("result", equalTo("0-1"))
                .body("flag.flagged", equalTo("white"))
                .body("flag.opponentCanMate", equalTo("yes"))
                .body("flag.helpmate.uci", not(empty()));
    }

    @Test
    void anIllegalMoveIsA422WithItsPly() {
        given().contentType(ContentType.JSON).body(Map.of("moves", List.of("e4", "e5", "Ke3"))).when().post("/v1/game").then()
                .statusCode(422).contentType(PROBLEM)
                .body("code", equalTo("illegal_move"))
                .body("ply", equalTo(3))
                .body("move", equalTo("Ke3"))
                .body("legalMoves", hasItem("Ke2"));
    }

    @Test
    void anUnknownMemberIsRefused() {
        given().contentType(ContentType.JSON).body(Map.of("moves", List.of(), "colour", "white")).when().post("/v1/game").then()
                .statusCode(400).contentType(PROBLEM)
                .body("code", equalTo("malformed_json"))
                .body("detail", containsString("unknown member 'colour'"));
    }

    // ---------------------------------------------------------------- /v1/move

    @Test
    void moveValidatesOneMoveAfterAHistory() {
        given().contentType(ContentType.JSON).body(Map.of("moves", FOOLS_MATE.subList(0, 3), "move", "Qh4#"))
                .when().post("/v1/move").then()
                .statusCode(200).contentType(JSON)
                .body("move.ply", equalTo(4))
                .body("move.uci", equalTo("d8h4"))
                .body("move.san", equalTo("Qh4#"))
                .body("move.piece", equalTo("queen"))
                .body("move.checkmate", equalTo(true))
                .body("position.termination", equalTo("checkmate"))
                .body("position.result", equalTo("0-1"));
    }

    @Test
    void noMoveFollowsTheEnd() {
        given().contentType(ContentType.JSON).body(Map.of("moves", FOOLS_MATE, "move", "Nc3")).when().post("/v1/move").then()
                .statusCode(422).contentType(PROBLEM)
                .body("code", equalTo("game_over"))
                .body("termination", equalTo("checkmate"));
    }

    // ---------------------------------------------------------------- /v1/winnability

    @Test
    void getWinnabilityProvesADeadPosition() {
        given().queryParam("fen", "8/8/8/4k3/8/8/8/4K3 w - - 0 1").when().get("/v1/winnability").then()
                .statusCode(200).contentType(JSON)
                .body("white.canWin", equalTo("no"))
                .body("black.canWin", equalTo("no"))
                .body("deadPosition", equalTo(true))
                .body("online.insufficientMaterial", equalTo(true));
    }

    @Test
    void postWinnabilityPlaysTheMovesFirst() {
        given().contentType(ContentType.JSON).body(Map.of("moves", List.of("e4", "e5")))
                .when().post("/v1/winnability").then()
                .statusCode(200).contentType(JSON)
                .body("fen", equalTo("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"))
                .body("white.canWin", equalTo("yes"))
                .body("white.helpmate.san", not(empty()))
                .body("black.canWin", equalTo("yes"))
                .body("deadPosition", equalTo(false));
    }

    // ---------------------------------------------------------------- errors of the HTTP layer

    @Test
    void anUnknownPathIsA404Problem() {
        given().when().get("/v1/nothing").then()
                .statusCode(404).contentType(PROBLEM)
                .body("code", equalTo("not_found"));
    }

    @Test
    void anOversizedBodyIsA413Problem() {
        String big = "[" + "\"e4\",".repeat(300_000) + "\"e4\"]";
        given().contentType(ContentType.JSON).body("{\"moves\":" + big + "}").when().post("/v1/game").then()
                .statusCode(413).contentType(PROBLEM)
                .header("X-Request-Id", notNullValue())
                .body("code", equalTo("body_too_large"));
    }

    /**
     * What the HTTP layer refuses before any resource runs is a problem document in the packaged
     * artifact too: a request line and headers over the service's limits, a body over the HTTP
     * layer's, and a client that accepts only problems asking for a valid answer.
     */
    @Test
    void theHttpLayersRefusalsAreProblems() throws IOException {
        String host = "localhost";
        RawHttp.Answer line = RawHttp.exchange(host, RestAssured.port, "GET /v1/position?fen=" + "8".repeat(5000)
                + " HTTP/1.1\r\nHost: localhost\r\nAccept-Language: tr\r\n\r\n");
        assertEquals(414, line.status(), line::toString);
        assertThat(line.header("Content-Type"), startsWith(PROBLEM));
        assertThat(line.text(), allOf(containsString("\"code\":\"uri_too_long\""), containsString("İstek satırı çok uzun")));
        RawHttp.Answer headers = RawHttp.exchange(host, RestAssured.port, "GET /v1/position HTTP/1.1\r\nHost: localhost\r\n"
                + "X-Padding: " + "p".repeat(25_000) + "\r\n\r\n");
        assertEquals(431, headers.status(), headers::toString);
        assertThat(headers.text(), containsString("\"code\":\"headers_too_large\""));
        RawHttp.Answer body = RawHttp.exchange(host, RestAssured.port, "POST /v1/game HTTP/1.1\r\nHost: localhost\r\n"
                + "Content-Type: application/json\r\nContent-Length: 5000000\r\n\r\n");
        assertEquals(413, body.status(), body::toString);
        assertThat(body.text(), containsString("\"code\":\"body_too_large\""));
        given().accept(PROBLEM).queryParam("fen", START).when().get("/v1/position").then()
                .statusCode(406).contentType(PROBLEM)
                .body("code", equalTo("not_acceptable"))
                .body("acceptable", contains(JSON));
        given().accept(PROBLEM).queryParam("fen", "8/8 w").when().get("/v1/position").then()
                .statusCode(400).contentType(PROBLEM)
                .body("code", equalTo("invalid_fen"));
    }
}
