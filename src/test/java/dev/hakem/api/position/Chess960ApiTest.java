package dev.hakem.api.position;

import dev.hakem.contract.ContractChecked;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.hasKey;
import static org.hamcrest.Matchers.not;

/** Chess960 on every endpoint: the variant parameter and member, the PGN Variant tag, the numbered starts. */
@QuarkusTest
@ExtendWith(ContractChecked.class)
class Chess960ApiTest {

    /** Rooks on the b- and g-files, kings on e: every castling is possible. */
    static final String OPEN = "1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w KQkq - 0 1";
    static final String OPEN_SHREDDER = "1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w GBgb - 0 1";
    static final String AFTER_BOTH_CASTLE = "2kr2r1/pppppppp/8/8/8/8/PPPPPPPP/1R3RK1 w - - 2 2";

    static String pgn(String variant) {
        return "[Event \"?\"]\n[Variant \"" + variant + "\"]\n[SetUp \"1\"]\n[FEN \"" + OPEN_SHREDDER + "\"]\n[Result \"*\"]\n\n"
                + "1. O-O O-O-O *\n";
    }

    static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    // ------------------------------------------------------------------ the numbered starts

    @Test
    void chess960StartOfANumberIsItsScharnaglPosition() {
        given().when().get("/v1/chess960/start?number=518").then().statusCode(200)
                .body("number", equalTo(518)).body("backRank", equalTo("RNBQKBNR"))
                .body("fen", equalTo("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
        given().when().get("/v1/chess960/start?number=0").then().statusCode(200)
                .body("backRank", equalTo("BBQNNRKR"))
                .body("fen", equalTo("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1"));
        given().when().get("/v1/chess960/start?number=959").then().statusCode(200).body("backRank", equalTo("RKRNNQBB"));
    }

    @Test
    void chess960StartNumbersOutside0To959AreRefused() {
        given().when().get("/v1/chess960/start?number=960").then().statusCode(400).body("code", equalTo("parameter_out_of_range"));
        given().when().get("/v1/chess960/start?number=x").then().statusCode(400).body("code", equalTo("invalid_parameter"));
        given().when().get("/v1/chess960/start").then().statusCode(400).body("code", equalTo("missing_parameter"));
    }

    // ------------------------------------------------------------------ positions

    @Test
    void positionInChess960ListsCastlingAsKingTakesRook() {
        given().queryParam("fen", OPEN_SHREDDER).queryParam("variant", "chess960").when().get("/v1/position").then()
                .statusCode(200)
                .body("fen", equalTo(OPEN))
                .body("warnings.code", contains("castling_file_letters"))
                .body("legalMoves.findAll { it.castling != null }.uci", contains("e1b1", "e1g1"))
                .body("legalMoves.findAll { it.castling != null }.san", contains("O-O-O", "O-O"))
                .body("legalMoves.findAll { it.castling != null }.to", contains("c1", "g1"));
        given().contentType(ContentType.JSON).body(Map.of("fen", OPEN, "variant", "chess960"))
                .when().post("/v1/position").then().statusCode(200).body("fen", equalTo(OPEN));
    }

    @Test
    void chess960CastlingFieldsInStandardChessAreStillRefused() {
        given().queryParam("fen", OPEN_SHREDDER).when().get("/v1/position").then()
                .statusCode(400).body("code", equalTo("invalid_fen")).body("errors.code", hasItem("castling_chess960"));
    }

    @Test
    void unknownVariantIsRefusedOnEveryEndpoint() {
        given().queryParam("fen", OPEN).queryParam("variant", "atomic").when().get("/v1/position").then()
                .statusCode(400).body("code", equalTo("unknown_variant")).body("errors[0].field", equalTo("variant"))
                .body("title", equalTo("Unknown variant"));
        given().contentType(ContentType.JSON).body(Map.of("moves", "e4", "variant", "960x")).when().post("/v1/game").then()
                .statusCode(400).body("code", equalTo("unknown_variant"));
        given().contentType("application/x-ndjson").body(bytes("{\"moves\": \"e4\"}\n")).queryParam("variant", "shogi")
                .when().post("/v1/games").then().statusCode(400).body("code", equalTo("unknown_variant"));
        given().queryParam("fen", OPEN).queryParam("variant", "atomic").header("Accept-Language", "tr").when()
                .get("/v1/perft?depth=1").then().statusCode(400).body("title", equalTo("Bilinmeyen varyant"));
    }

    @Test
    void highlightsOfCastlingOntoTheRooksSquareListTheRookSquare() {
        given().queryParam("fen", "4k3/8/8/8/8/8/8/R5KR w KQ - 0 1").queryParam("variant", "chess960")
                .when().get("/v1/position/highlights").then().statusCode(200)
                .body("dests.g1", contains("a1", "c1", "f1", "h1", "f2", "g2", "h2"));
        given().queryParam("fen", OPEN).queryParam("variant", "chess960").queryParam("square", "e1")
                .when().get("/v1/position/highlights").then().statusCode(200)
                .body("targets.square", contains("b1", "c1", "d1", "f1", "g1"));
    }

    @Test
    void perftAndWinnabilityTakeTheVariant() {
        given().queryParam("fen", "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9")
                .queryParam("variant", "chess960").queryParam("depth", 2).when().get("/v1/perft").then()
                .statusCode(200).body("nodes", equalTo(528))
                .body("fen", equalTo("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9"));
        given().queryParam("fen", "4k3/8/8/8/8/8/8/4K1R1 w G - 0 1").queryParam("variant", "chess960")
                .when().get("/v1/winnability").then().statusCode(200)
                .body("white.canWin", equalTo("yes")).body("black.canWin", equalTo("no"));
        given().contentType(ContentType.JSON).body(Map.of("fen", OPEN, "moves", List.of("O-O"), "variant", "chess960"))
                .when().post("/v1/winnability").then().statusCode(200).body("deadPosition", equalTo(false));
    }

    // ------------------------------------------------------------------ games

    @Test
    void gameInChess960CastlesBothWaysFromSanAndUci() {
        given().contentType(ContentType.JSON).body(Map.of("fen", OPEN, "moves", List.of("e1g1", "O-O-O"), "variant", "chess960"))
                .when().post("/v1/game").then().statusCode(200)
                .body("variant", equalTo("chess960"))
                .body("startFen", equalTo(OPEN))
                .body("moves.san", contains("O-O", "O-O-O"))
                .body("moves.uci", contains("e1g1", "e8b8"))
                .body("position.fen", equalTo(AFTER_BOTH_CASTLE));
        // standard chess answers as before: no variant member
        given().contentType(ContentType.JSON).body(Map.of("moves", "e4")).when().post("/v1/game").then()
                .statusCode(200).body("$", not(hasKey("variant")));
    }

    @Test
    void gameInChess960WithoutAFenStartsFromNumber518() {
        given().contentType(ContentType.JSON)
                .body(Map.of("moves", "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8", "variant", "chess960", "rules", "online"))
                .when().post("/v1/game").then().statusCode(200)
                .body("termination", equalTo("threefold_repetition")).body("endPly", equalTo(8))
                .body("repetitions[0].fen", equalTo("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -"))
                .body("repetitions[0].plies", contains(0, 4, 8))
                .body("moves[0].uci", equalTo("g1f3"));
    }

    @Test
    void repetitionInChess960CountsCastlingRightsOfTheSameRooks() {
        // The rooks go and come back: the rights are gone, so the start never stands again.
        given().contentType(ContentType.JSON)
                .body(Map.of("fen", OPEN, "moves", "Rh1 Rh8 Rg1 Rg8 Rh1 Rh8 Rg1 Rg8", "variant", "chess960"))
                .when().post("/v1/game").then().statusCode(200)
                .body("repetitions.find { it.fen == '1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w Qq -' }.plies", contains(4, 8))
                .body("repetitions.plies.flatten()", not(hasItem(0)))
                .body("position.claims.threefoldRepetition", equalTo(false));
    }

    @Test
    void pgnVariantTagSelectsChess960InItsUsualSpellings() {
        for (String variant : List.of("Chess960", "chess 960", "Fischerandom", "Fischer Random", "960", "CHESS960"))
            given().contentType(ContentType.JSON).body(Map.of("pgn", pgn(variant))).when().post("/v1/game").then()
                    .statusCode(200).body("variant", equalTo("chess960"))
                    .body("position.fen", equalTo(AFTER_BOTH_CASTLE));
    }

    @Test
    void pgnOfAChess960GameIsWrittenWithItsVariantAndStart() {
        String body = given().contentType(ContentType.JSON).accept("application/x-chess-pgn")
                .body(Map.of("fen", OPEN, "moves", "O-O O-O-O", "variant", "chess960"))
                .when().post("/v1/game").then().statusCode(200).extract().asString();
        org.hamcrest.MatcherAssert.assertThat(body, containsString("[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN \"" + OPEN + "\"]"));
        org.hamcrest.MatcherAssert.assertThat(body, containsString("1. O-O O-O-O"));
        String again = given().contentType(ContentType.JSON).accept("application/x-chess-pgn")
                .body(Map.of("pgn", pgn("Fischerandom"))).when().post("/v1/game").then().statusCode(200).extract().asString();
        org.hamcrest.MatcherAssert.assertThat(again, containsString("[Variant \"Chess960\"]"));
        org.hamcrest.MatcherAssert.assertThat(again, not(containsString("Fischerandom")));
    }

    @Test
    void moveAndDrawOfferTakeTheVariant() {
        given().contentType(ContentType.JSON).body(Map.of("fen", OPEN, "move", "e1b1", "variant", "chess960"))
                .when().post("/v1/move").then().statusCode(200)
                .body("move.san", equalTo("O-O-O")).body("move.castling", equalTo("queenside"))
                .body("move.uci", equalTo("e1b1")).body("move.to", equalTo("c1"))
                .body("position.fen", equalTo("1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/2KR2R1 b kq - 1 1"));
        given().contentType(ContentType.JSON).body(Map.of("fen", OPEN, "moves", List.of("O-O"), "offers", List.of(),
                        "variant", "chess960"))
                .when().post("/v1/draw-offer").then().statusCode(200).body("side", equalTo("black"));
    }

    @Test
    void batchesTakeTheVariantAsADefaultAndFromTheVariantTag() {
        String ndjson = "{\"fen\": \"" + OPEN_SHREDDER + "\", \"moves\": \"O-O\"}\n"
                + "{\"fen\": \"" + OPEN_SHREDDER + "\", \"moves\": \"O-O\", \"variant\": \"standard\"}\n";
        String lines = given().contentType("application/x-ndjson").body(bytes(ndjson)).queryParam("variant", "chess960")
                .when().post("/v1/games").then().statusCode(200).extract().asString();
        List<String> answers = lines.lines().toList();
        org.hamcrest.MatcherAssert.assertThat(answers.get(0), containsString("\"status\":200"));
        org.hamcrest.MatcherAssert.assertThat(answers.get(1), containsString("\"code\":\"invalid_fen\""));
        String games = pgn("Chess960") + "\n[Event \"standard\"]\n[Result \"*\"]\n\n1. e4 e5 *\n";
        String pgnLines = given().contentType("application/x-chess-pgn").body(bytes(games))
                .when().post("/v1/games").then().statusCode(200).extract().asString();
        List<String> pgnAnswers = pgnLines.lines().toList();
        org.hamcrest.MatcherAssert.assertThat(pgnAnswers.get(0), containsString(AFTER_BOTH_CASTLE));
        org.hamcrest.MatcherAssert.assertThat(pgnAnswers.get(1), containsString("\"status\":200"));
    }
}
