package dev.hakem.api.request;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import dev.hakem.contract.ContractChecked;
import org.junit.jupiter.api.extension.ExtendWith;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.*;

/**
 * Every way a request can be refused, on every endpoint: RFC 9457 problem+json with a stable code.
 * 400 for a request that is not understood, 413 for too many moves, 415 for a body that is not
 * JSON, 404/405 for what does not exist, 422 for moves that cannot be played.
 */
@QuarkusTest
@ExtendWith(ContractChecked.class)
class RequestErrorsApiTest {
    static final String PROBLEM = "application/problem+json";

    static ValidatableResponse postRaw(String path, String json) {
        return given().contentType(ContentType.JSON).body(json).when().post(path).then();
    }

    static ValidatableResponse post(String path, Map<String, ?> body) {
        return given().contentType(ContentType.JSON).body(body).when().post(path).then();
    }

    // ---------------------------------------------------------------- 400: malformed JSON, unknown member, wrong type

    @ParameterizedTest
    @ValueSource(strings = {"/v1/game", "/v1/move", "/v1/position"})
    void malformedJsonIsA400(String path) {
        postRaw(path, "{\"moves\": [\"e4\", ")
                .statusCode(400).contentType(PROBLEM)
                .body("type", equalTo("urn:hakem:problem:malformed-json"))
                .body("title", equalTo("Malformed JSON"))
                .body("status", equalTo(400))
                .body("code", equalTo("malformed_json"))
                .body("instance", equalTo(path))
                .body("detail", containsString("not valid JSON"));
    }

    /** Bytes the JSON parser takes for UTF-32 from their first four, and cannot decode (they were a 500). */
    static final byte[] NOT_UTF_8 = {'{', 0, 0, 0, 0, 1, 'p', 'l', 'y', '"', ':', '1', 0, 0, '}'};

    @ParameterizedTest
    @ValueSource(strings = {"/v1/game", "/v1/move", "/v1/position", "/v1/draw-offer", "/v1/winnability"})
    void aBodyThatIsNotTextInAnEncodingOfJsonIsA400(String path) {
        given().contentType(ContentType.JSON).body(NOT_UTF_8).when().post(path).then()
                .statusCode(400).contentType(PROBLEM)
                .body("code", equalTo("malformed_json"))
                .body("detail", containsString("UTF-8"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"/v1/games", "/v1/winnability"})
    void aBatchLineThatIsNotTextInAnEncodingOfJsonIsA400Line(String path) {
        byte[] body = new byte[NOT_UTF_8.length + 1];
        System.arraycopy(NOT_UTF_8, 0, body, 0, NOT_UTF_8.length);
        body[NOT_UTF_8.length] = '\n';
        given().contentType("application/x-ndjson").accept("application/x-ndjson").body(body).when().post(path).then()
                .statusCode(200)
                .body(containsString("\"status\":400"))
                .body(containsString("malformed_json"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"/v1/game", "/v1/move", "/v1/position"})
    void anUnknownMemberIsRefusedNotIgnored(String path) {
        postRaw(path, "{\"fen\": \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\", \"colour\": \"white\", \"move\": \"Kd1\"}")
                .statusCode(400).contentType(PROBLEM)
                .body("code", equalTo("malformed_json"))
                .body("detail", containsString("unknown member 'colour'"));
    }

    @Test
    void aMisspeltMemberIsNamed() {
        postRaw("/v1/game", "{\"move\": [\"e4\"]}")
                .statusCode(400).contentType(PROBLEM)
                .body("code", equalTo("malformed_json"))
                .body("detail", containsString("unknown member 'move'"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"{\"fen\": 5}", "{\"rules\": true}", "{\"fen\": [\"8/8/8/8/8/8/8/8\"]}"})
    void aMemberOfTheWrongTypeIsA400ThatNamesIt(String json) {
        String member = json.substring(2, json.indexOf('"', 2));
        postRaw("/v1/position", json)
                .statusCode(400).contentType(PROBLEM)
                .body("code", equalTo("malformed_json"))
                .body("detail", containsString("'" + member + "'"));
    }

    @Test
    void lenientMustBeABoolean() {
        postRaw("/v1/game", "{\"moves\": [\"e4\"], \"lenient\": \"yes\"}")
                .statusCode(400).contentType(PROBLEM)
                .body("code", equalTo("malformed_json"))
                .body("detail", containsString("'lenient'"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"/v1/game", "/v1/move"})
    void movesMustBeAnArrayOfStringsOrOneString(String path) {
        String move = path.equals("/v1/move") ? ", \"move\": \"e4\"" : "";
        postRaw(path, "{\"moves\": 5" + move + "}")
                .statusCode(400).contentType(PROBLEM)
                .body("code", equalTo("invalid_member"))
                .body("errors[0].field", equalTo("moves"));
        postRaw(path, "{\"moves\": [\"e4\", 5]" + move + "}")
                .statusCode(400).contentType(PROBLEM)
                .body("code", equalTo("invalid_member"))
                .body("errors[0].field", equalTo("moves[1]"));
    }

    @Test
    void theMoveEndpointNeedsAMove() {
        post("/v1/move", Map.of("moves", List.of("e4")))
                .statusCode(400).contentType(PROBLEM)
                .body("code", equalTo("invalid_member"))
                .body("errors[0].field", equalTo("move"));
        post("/v1/move", Map.of("move", "  "))
                .statusCode(400).body("code", equalTo("invalid_member"));
    }

    @Test
    void theFlagNamesASide() {
        post("/v1/game", Map.of("moves", List.of(), "flag", "red"))
                .statusCode(400).contentType(PROBLEM)
                .body("code", equalTo("invalid_member"))
                .body("errors[0].field", equalTo("flag"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"/v1/game", "/v1/move", "/v1/position"})
    void anEmptyBodyIsA400(String path) {
        given().contentType(ContentType.JSON).when().post(path)
                .then().statusCode(400).contentType(PROBLEM);
    }

    // ---------------------------------------------------------------- 400: unknown rule set

    @ParameterizedTest
    @ValueSource(strings = {"/v1/game", "/v1/move", "/v1/position"})
    void anUnknownRuleSetIsA400(String path) {
        Map<String, ?> body = path.equals("/v1/move") ? Map.of("rules", "uscf", "move", "e4") : Map.of("rules", "uscf");
        post(path, body)
                .statusCode(400).contentType(PROBLEM)
                .body("type", equalTo("urn:hakem:problem:unknown-rules"))
                .body("code", equalTo("unknown_rules"))
                .body("detail", containsString("'uscf'"))
                .body("errors[0].code", equalTo("unknown_rules"))
                .body("errors[0].field", equalTo("rules"));
    }

    @Test
    void anUnknownRuleSetIsA400OnGetToo() {
        given().queryParam("fen", "4k3/8/8/8/8/8/8/4K2R w K - 0 1").queryParam("rules", "blitz")
                .when().get("/v1/position")
                .then().statusCode(400).contentType(PROBLEM)
                .body("code", equalTo("unknown_rules"));
    }

    // ---------------------------------------------------------------- 400: invalid FEN, every problem listed

    @ParameterizedTest
    @ValueSource(strings = {"/v1/game", "/v1/move", "/v1/position"})
    void anInvalidFenListsEveryProblem(String path) {
        // Rank 1 has 7 squares, 'x' is no side, and e4 is not an en-passant square.
        String fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN x KQkq e4 0 1";
        Map<String, ?> body = path.equals("/v1/move") ? Map.of("fen", fen, "move", "e4") : Map.of("fen", fen);
        post(path, body)
                .statusCode(400).contentType(PROBLEM)
                .body("type", equalTo("urn:hakem:problem:invalid-fen"))
                .body("title", equalTo("Invalid FEN"))
                .body("code", equalTo("invalid_fen"))
                .body("errors.code", containsInAnyOrder("rank_length", "turn", "en_passant_rank"))
                .body("errors.field", containsInAnyOrder("placement", "turn", "enPassant"))
                .body("errors.message", everyItem(not(emptyString())))
                .body("detail", containsString("3 problems"));
    }

    @Test
    void anImpossiblePositionIsAnInvalidFen() {
        // Black to move while White's king stands in check from the rook on e8.
        given().queryParam("fen", "4r1k1/8/8/8/8/8/8/4K3 b - - 0 1").when().get("/v1/position")
                .then().statusCode(400).contentType(PROBLEM)
                .body("code", equalTo("invalid_fen"))
                .body("errors.code", hasItem("opponent_in_check"));
    }

    // ---------------------------------------------------------------- 422: moves that cannot be played

    @Test
    void anIllegalMoveIsA422WithPlyMoveFenReasonAndLegalMoves() {
        post("/v1/game", Map.of("moves", List.of("e4", "e5", "Ke3")))
                .statusCode(422).contentType(PROBLEM)
                .body("type", equalTo("urn:hakem:problem:illegal-move"))
                .body("title", equalTo("Illegal move"))
                .body("code", equalTo("illegal_move"))
                .body("ply", equalTo(3))
                .body("move", equalTo("Ke3"))
                .body("fen", equalTo("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"))
                .body("reason", equalTo("unreachable"))
                .body("legalMoves", contains("Ke2"))
                .body("detail", startsWith("move 3 ('Ke3')"));
    }

    @Test
    void theFirstMoveOfTheListIsPlyOne() {
        post("/v1/game", Map.of("moves", List.of("e5")))
                .statusCode(422)
                .body("ply", equalTo(1))
                .body("fen", equalTo("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
    }

    @Test
    void aPinnedPieceMayNotMove() {
        // 1.e4 e5 2.d3 Bb4+ 3.Nc3 Nf6: the knight on c3 is pinned by b4 to the king on e1 and has no move.
        post("/v1/game", Map.of("moves", List.of("e4", "e5", "d3", "Bb4+", "Nc3", "Nf6", "Nd5")))
                .statusCode(422)
                .body("code", equalTo("illegal_move"))
                .body("ply", equalTo(7))
                .body("reason", equalTo("leaves_king_in_check"))
                .body("legalMoves", empty());
    }

    @Test
    void anAmbiguousMoveIsA422ListingTheCandidates() {
        // 1.d4 d5 2.Nf3 Nf6: both knights (b1 and f3) can go to d2.
        post("/v1/game", Map.of("moves", List.of("d4", "d5", "Nf3", "Nf6", "Nd2")))
                .statusCode(422).contentType(PROBLEM)
                .body("type", equalTo("urn:hakem:problem:ambiguous-move"))
                .body("title", equalTo("Ambiguous move"))
                .body("code", equalTo("ambiguous_move"))
                .body("reason", equalTo("ambiguous"))
                .body("ply", equalTo(5))
                .body("move", equalTo("Nd2"))
                .body("fen", equalTo("rnbqkb1r/ppp1pppp/5n2/3p4/3P4/5N2/PPP1PPPP/RNBQKB1R w KQkq - 2 3"))
                .body("legalMoves", containsInAnyOrder("Nbd2", "Nfd2"));
    }

    @Test
    void anUnreadableMoveIsA422() {
        post("/v1/game", Map.of("moves", List.of("e4", "Zz9")))
                .statusCode(422).contentType(PROBLEM)
                .body("type", equalTo("urn:hakem:problem:unreadable-move"))
                .body("title", equalTo("Unreadable move"))
                .body("code", equalTo("unreadable_move"))
                .body("reason", equalTo("move_syntax"))
                .body("ply", equalTo(2))
                .body("move", equalTo("Zz9"))
                .body("fen", equalTo("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"))
                .body("legalMoves", empty());
    }

    @Test
    void aMoveAfterTheEndIsA422GameOver() {
        post("/v1/move", Map.of("moves", List.of("f3", "e5", "g4", "Qh4#"), "move", "Nc3"))
                .statusCode(422).contentType(PROBLEM)
                .body("type", equalTo("urn:hakem:problem:game-over"))
                .body("title", equalTo("Game over"))
                .body("code", equalTo("game_over"))
                .body("reason", equalTo("game_over"))
                .body("ply", equalTo(5))
                .body("endPly", equalTo(4))
                .body("termination", equalTo("checkmate"))
                .body("result", equalTo("0-1"))
                .body("instance", equalTo("/v1/move"));
    }

    // ---------------------------------------------------------------- 413: too many moves

    @ParameterizedTest
    @ValueSource(strings = {"/v1/game", "/v1/move"})
    void twoThousandAndOneMovesAreTooMany(String path) {
        List<String> moves = Collections.nCopies(2001, "Nf3");
        Map<String, ?> body = path.equals("/v1/move") ? Map.of("moves", moves, "move", "e4") : Map.of("moves", moves);
        post(path, body)
                .statusCode(413).contentType(PROBLEM)
                .body("type", equalTo("urn:hakem:problem:too-many-moves"))
                .body("code", equalTo("too_many_moves"))
                .body("detail", containsString("2000"));
    }

    @Test
    void twoThousandAndOneMovesInOneStringAreTooManyToo() {
        String moves = String.join(" ", Collections.nCopies(2001, "Nf3"));
        post("/v1/game", Map.of("moves", moves)).statusCode(413).body("code", equalTo("too_many_moves"));
        // Move numbers are not moves: 2000 moves with their numbers pass the limit.
        StringBuilder numbered = new StringBuilder();
        for (int i = 0; i < 1000; i++) numbered.append(i + 1).append(". Nf3 Nf6 ");
        post("/v1/game", Map.of("moves", numbered.toString())).statusCode(422).body("ply", equalTo(3));
    }

    // ---------------------------------------------------------------- 415, 404, 405

    @ParameterizedTest
    @ValueSource(strings = {"/v1/game", "/v1/move", "/v1/position"})
    void aBodyThatIsNotJsonIsA415(String path) {
        given().contentType(ContentType.TEXT).body("e4 e5").when().post(path)
                .then().statusCode(415).contentType(PROBLEM)
                .body("code", equalTo("unsupported_media_type"))
                .body("status", equalTo(415));
    }

    @Test
    void anUnknownPathIsA404() {
        given().contentType(ContentType.JSON).body("{}").when().post("/v1/gamez")
                .then().statusCode(404).contentType(PROBLEM)
                .body("code", equalTo("not_found"))
                .body("instance", equalTo("/v1/gamez"));
        given().when().get("/v2/position")
                .then().statusCode(404).contentType(PROBLEM).body("code", equalTo("not_found"));
    }

    @Test
    void aWrongMethodIsA405() {
        given().when().get("/v1/game")
                .then().statusCode(405).contentType(PROBLEM).body("code", equalTo("method_not_allowed"));
        given().when().get("/v1/move")
                .then().statusCode(405).contentType(PROBLEM).body("code", equalTo("method_not_allowed"));
        given().contentType(ContentType.JSON).body("{}").when().put("/v1/position")
                .then().statusCode(405).contentType(PROBLEM).body("code", equalTo("method_not_allowed"));
        given().when().delete("/v1/game")
                .then().statusCode(405).contentType(PROBLEM).body("code", equalTo("method_not_allowed"));
    }
}
