package dev.hakem.api.game;

import dev.hakem.contract.ContractChecked;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.*;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * POST /v1/game with PGN and move lists as tools and word processors write them: move numbers in
 * every spacing, long algebraic notation, typography, white space around array elements, and the
 * Variant tag (standard chess and Chess960 are judged).
 */
@QuarkusTest
@ExtendWith(ContractChecked.class)
class PgnInputApiTest {

    static ValidatableResponse game(Map<String, ?> body) {
        return game(body, null);
    }

    static ValidatableResponse game(Map<String, ?> body, String language) {
        var r = given().contentType(ContentType.JSON).body(body);
        if (language != null) r = r.header("Accept-Language", language);
        return r.when().post("/v1/game").then();
    }

    static String withVariant(String variant) {
        return "[Event \"?\"]\n[Variant \"" + variant + "\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 *\n";
    }

    @Test
    void aGameOfAnotherVariantIsRefusedNamingIt() {
        for (String variant : List.of("Antichess", "Atomic", "Three-check", "King of the Hill", "Crazyhouse",
                "Racing Kings", "Horde", "suicide")) {
            game(Map.of("pgn", withVariant(variant)))
                    .statusCode(422).contentType("application/problem+json")
                    .body("code", equalTo("unsupported_variant"))
                    .body("type", equalTo("urn:hakem:problem:unsupported-variant"))
                    .body("title", equalTo("Unsupported variant"))
                    .body("variant", equalTo(variant))
                    .body("detail", allOf(containsString("'" + variant + "'"), containsString("standard chess")));
        }
        game(Map.of("pgn", withVariant("Atomic")), "tr")
                .statusCode(422)
                .body("title", equalTo("Desteklenmeyen varyant"))
                .body("detail", containsString("'Atomic'"));
    }

    @Test
    void standardChessUnderItsUsualNamesIsJudged() {
        for (String variant : List.of("Standard", "standard", "Chess", "chess", "Normal", "From Position", "STANDARD"))
            game(Map.of("pgn", withVariant(variant)))
                    .statusCode(200)
                    .body("moves.san", contains("e4", "e5", "Nf3"));
        String setup = "[Variant \"From Position\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 45\"]\n\n"
                + "45. ... Kd7 46. e4 *";
        game(Map.of("pgn", setup)).statusCode(200).body("moves.san", contains("Kd7", "e4"))
                .body("$", not(hasKey("warnings")));
    }

    @Test
    void moveNumbersAsTheStandardAndChessJsWriteThemAreRead() {
        for (String moveText : List.of("1. e4 ... e5 2. Nf3 ... Nc6 *", "1. e4 1... e5 2. Nf3 2...Nc6 *",
                "1.e4 1. ... e5 2.Nf3 2. ... Nc6 *"))
            game(Map.of("pgn", moveText))
                    .statusCode(200)
                    .body("moves.san", contains("e4", "e5", "Nf3", "Nc6"))
                    .body("moves.forgiven", everyItem(nullValue()))
                    .body("$", not(hasKey("warnings")));
    }

    @Test
    void aMoveListStringSkipsMoveNumbersInEverySpacingInBothModes() {
        for (Boolean lenient : List.of(false, true))
            for (String moves : List.of("1. e4 ... e5 2. Nf3 ... Nc6", "1. e4 1... e5 2. Nf3 2. ... Nc6",
                    "1.e4 ...e5 2.Nf3 2 . . . Nc6"))
                game(Map.of("moves", moves, "lenient", lenient))
                        .statusCode(200)
                        .body("moves.san", contains("e4", "e5", "Nf3", "Nc6"))
                        .body("moves.forgiven", everyItem(nullValue()));
    }

    @Test
    void longAlgebraicAndTypographyArePlayedWithNotesAndWarnings() {
        game(Map.of("pgn", "[Result \"\u00BD-\u00BD\"]\n\n1. e2-e4 e7-e5 2. Ng1-f3 Nb8-c6 3. Bf1-c4 Bf8-c5 "
                + "4. O\u2011O\u00A0Ng8-f6 \u00BD\u2013\u00BD"))
                .statusCode(200)
                .body("moves.san", contains("e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "O-O", "Nf6"))
                .body("moves[0].forgiven", contains(containsString("e2-e4")))
                .body("moves[6].forgiven", contains(containsString("O\u2011O")))
                .body("warnings.code", containsInAnyOrder("no_break_space", "result_typography", "result_typography"))
                .body("warnings.message", hasItem(containsString("'\u00BD-\u00BD'")))
                .body("pgnResult.tag", equalTo("1/2-1/2"))
                .body("pgnResult.consistent", equalTo(true));
    }

    @Test
    void aMoveListElementWithWhiteSpaceAroundItIsForgivenOnlyWhenLenient() {
        game(Map.of("moves", List.of(" e4", "e5\n", "Nf3", "Nc6", "Bc4", "Bc5", "O-O\n"), "lenient", true))
                .statusCode(200)
                .body("moves.san", contains("e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "O-O"))
                .body("moves[0].forgiven", hasSize(1))
                .body("moves[6].forgiven", hasSize(1));
        game(Map.of("moves", List.of("e4", "e5\n")))
                .statusCode(422).contentType("application/problem+json")
                .body("code", equalTo("unreadable_move"))
                .body("ply", equalTo(2))
                .body("detail", containsString("white space"));
    }

    @Test
    void aUciMoveWithACheckMarkIsReadAsUci() {
        game(Map.of("moves", List.of("e2e4", "f7f6", "d2d4", "g7g5", "d1h5#"), "lenient", true))
                .statusCode(200)
                .body("moves[4].san", equalTo("Qh5#"))
                .body("moves[4].forgiven", contains(containsString("'#'")))
                .body("termination", equalTo("checkmate"));
        game(Map.of("moves", List.of("e2e4", "f7f6", "d2d4", "g7g5", "d1h5#")))
                .statusCode(422)
                .body("code", equalTo("unreadable_move"))
                .body("detail", containsString("UCI"));
    }

    /** As lichess exports a game: clock commands in comments, a glyph, a NAG, a variation, a comment before the moves. */
    static final String ANNOTATED = "[Event \"Rated blitz\"]\n[Result \"0-1\"]\n\n"
            + "{ a comment before any move } 1. f3?! { [%clk 0:03:00] [%emt 0:00:02] a weak start } e5 $1 { [%clk 0:02:58] }\n"
            + "2. g4?? ( 2. e4 { safer } ( 2. d4 ) ) 2... Qh4# { mate } 0-1\n";

    @Test
    void mainLineCommentsNagsAndClocksAreReturnedWithTheirMove() {
        game(Map.of("pgn", ANNOTATED)).statusCode(200)
                .body("termination", equalTo("checkmate"))
                .body("moves[0].comment", equalTo("a weak start"))
                .body("moves[0].nags", equalTo(List.of(6)))
                .body("moves[0].clock", equalTo("0:03:00"))
                .body("moves[0].elapsed", equalTo("0:00:02"))
                .body("moves[1].nags", equalTo(List.of(1)))
                .body("moves[1].clock", equalTo("0:02:58"))
                .body("moves[1].comment", nullValue())
                .body("moves[2].nags", equalTo(List.of(4)))
                .body("moves[3].comment", equalTo("mate"))
                .body("pgnResult.variations", equalTo(2));
    }

    @Test
    void aMoveListWithoutPgnCarriesNoNotes() {
        game(Map.of("moves", List.of("f3", "e5"))).statusCode(200)
                .body("moves[0].comment", nullValue())
                .body("moves[0].nags", nullValue())
                .body("moves[0].clock", nullValue())
                .body("pgnResult", nullValue());
    }

    @Test
    void theNotesAreWrittenBackInPgn() {
        String pgn = given().contentType(ContentType.JSON).accept("application/x-chess-pgn")
                .body(Map.of("pgn", ANNOTATED)).when().post("/v1/game").then().statusCode(200).extract().asString();
        String moveText = pgn.substring(pgn.indexOf("\n\n") + 2).replace("\n", " ");
        assertEquals("1. f3 $6 {[%clk 0:03:00] [%emt 0:00:02] a weak start} 1... e5 $1 {[%clk 0:02:58]} 2. g4 $4 "
                + "Qh4# {mate} 0-1  ", moveText);
    }
}
