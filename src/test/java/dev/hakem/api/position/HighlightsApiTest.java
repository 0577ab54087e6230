package dev.hakem.api.position;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.ValidatableResponse;
import org.junit.jupiter.api.Test;
import dev.hakem.contract.ContractChecked;
import org.junit.jupiter.api.extension.ExtendWith;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.*;

/** GET /v1/position/highlights: what a board shows when a piece is picked up, and chessground's dests. */
@QuarkusTest
@ExtendWith(ContractChecked.class)
class HighlightsApiTest {
    static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    static ValidatableResponse highlight(String fen, String square, String language) {
        var request = given().queryParam("fen", fen);
        if (square != null) request = request.queryParam("square", square);
        if (language != null) request = request.header("Accept-Language", language);
        return request.when().get("/v1/position/highlights").then();
    }

    @Test
    void aPawnInTheStartPosition() {
        highlight(START, "e2", null)
                .statusCode(200).contentType("application/json")
                .header("Content-Language", "en")
                .body("square", equalTo("e2"))
                .body("piece", equalTo("pawn"))
                .body("color", equalTo("white"))
                .body("targets.square", contains("e3", "e4"))
                .body("targets.kind", everyItem(equalTo("move")))
                .body("targets[0].promotions", nullValue())
                .body("checkSquare", nullValue())
                .body("reason", nullValue());
    }

    @Test
    void withoutASquareTheDestsOfEveryMovablePiece() {
        highlight(START, null, null)
                .statusCode(200)
                .body("dests.size()", equalTo(10))
                .body("dests.e2", containsInAnyOrder("e3", "e4"))
                .body("dests.g1", containsInAnyOrder("f3", "h3"))
                .body("dests.e1", nullValue());
        // Castling both ways: the king's destination and its rook's square.
        highlight("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", null, null)
                .statusCode(200)
                .body("dests.e1", containsInAnyOrder("d1", "d2", "e2", "f2", "f1", "g1", "h1", "c1", "a1"));
    }

    @Test
    void castlingListsTheKingsDestinationAndTheRook() {
        highlight("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1", null)
                .statusCode(200)
                .body("piece", equalTo("king"))
                .body("targets.square", containsInAnyOrder("d1", "d2", "e2", "f2", "f1", "g1", "h1", "c1", "a1"))
                .body("targets.kind", everyItem(equalTo("move")));
        // Without castling rights the rook's square is not a target of the king.
        highlight("r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1", "e1", null)
                .statusCode(200)
                .body("targets.square", containsInAnyOrder("d1", "d2", "e2", "f2", "f1"));
    }

    @Test
    void enPassantIsACaptureOnItsDestination() {
        highlight("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", "e5", null)
                .statusCode(200)
                .body("targets.square", containsInAnyOrder("e6", "d6"))
                .body("targets.find { it.square == 'd6' }.kind", equalTo("capture"))
                .body("targets.find { it.square == 'e6' }.kind", equalTo("move"));
    }

    @Test
    void aPromotionIsOneTargetWithItsFourChoices() {
        highlight("k2r4/4P3/8/8/8/8/8/4K3 w - - 0 1", "e7", null)
                .statusCode(200)
                .body("targets.size()", equalTo(2))
                .body("targets.find { it.square == 'e8' }.kind", equalTo("move"))
                .body("targets.find { it.square == 'e8' }.promotions", contains("queen", "rook", "bishop", "knight"))
                .body("targets.find { it.square == 'd8' }.kind", equalTo("capture"))
                .body("targets.find { it.square == 'd8' }.promotions", contains("queen", "rook", "bishop", "knight"));
    }

    @Test
    void inCheckThePiecesThatCannotHelpSaySo() {
        String fen = "4r2k/8/8/8/2B5/8/P7/4K3 w - - 0 1";
        highlight(fen, "a2", null)
                .statusCode(200)
                .body("targets", empty())
                .body("checkSquare", equalTo("e1"))
                .body("reason.code", equalTo("king_in_check"))
                .body("reason.message", equalTo("Your king is in check — this piece cannot help."));
        highlight(fen, "a2", "tr")
                .statusCode(200)
                .header("Content-Language", "tr")
                .body("reason.message", equalTo("Şahınız tehdit altında — bu taş yardımcı olamaz."));
        // The bishop can block on e2 or e6.
        highlight(fen, "c4", "tr")
                .statusCode(200)
                .body("targets.square", containsInAnyOrder("e2", "e6"))
                .body("checkSquare", equalTo("e1"))
                .body("reason", nullValue());
        highlight(fen, "e1", null)
                .statusCode(200)
                .body("targets.square", containsInAnyOrder("d1", "d2", "f1", "f2"));
    }

    @Test
    void aPinnedPieceCannotMove() {
        highlight("4r2k/8/8/8/8/8/4N3/4K3 w - - 0 1", "e2", "tr-TR,tr;q=0.9,en;q=0.8")
                .statusCode(200)
                .body("piece", equalTo("knight"))
                .body("targets", empty())
                .body("checkSquare", nullValue())
                .body("reason.code", equalTo("piece_cannot_move"))
                .body("reason.message", equalTo("Bu taş şu an oynayamaz."));
        highlight("4r2k/8/8/8/8/8/4N3/4K3 w - - 0 1", "e2", "en-US,tr;q=0.5")
                .statusCode(200)
                .header("Content-Language", "en")
                .body("reason.message", equalTo("This piece cannot move now."));
    }

    @Test
    void anEmptySquareAndTheOpponentsPiece() {
        highlight(START, "e4", "de")
                .statusCode(200)
                .body("piece", nullValue())
                .body("color", nullValue())
                .body("targets", empty())
                .body("reason.code", equalTo("empty_square"))
                .body("reason.message", equalTo("There is no piece on this square."));
        highlight(START, "e7", "tr")
                .statusCode(200)
                .body("piece", equalTo("pawn"))
                .body("color", equalTo("black"))
                .body("targets", empty())
                .body("reason.code", equalTo("not_your_turn"))
                .body("reason.message", equalTo("Bu taş rakibinize ait; sıra onda değil."));
    }

    @Test
    void badInputIsA400Problem() {
        for (String square : new String[] {"e9", "i1", "E2", "e", "e22", "a0"})
            highlight(START, square, null)
                    .statusCode(400).contentType("application/problem+json")
                    .body("code", equalTo("invalid_square"))
                    .body("errors[0].field", equalTo("square"));
        given().queryParam("square", "e2").when().get("/v1/position/highlights").then()
                .statusCode(400).contentType("application/problem+json").body("code", equalTo("missing_parameter"));
        highlight("8/8/8/8/8/8/8/8 w - - 0 1", "e2", null)
                .statusCode(400).contentType("application/problem+json").body("code", equalTo("invalid_fen"));
        // A malformed Accept-Language header is read as English, never a failure.
        highlight(START, "e4", ";;q=x")
                .statusCode(200).body("reason.message", equalTo("There is no piece on this square."));
    }
}
