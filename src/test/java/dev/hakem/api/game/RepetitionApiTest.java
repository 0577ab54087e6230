package dev.hakem.api.game;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
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
 * When two positions are the same (FIDE 9.2.3): same side to move, same pieces on the same
 * squares, same castling rights, and an en-passant capture counts only when it is legal.
 *
 * <p>The en-passant games start with black to move and play ...d5 beside the white pawn on e5,
 * then both knights shuffle: positions A (after d5), B, C, D, A', B, C, D, A', B ... at plies
 * 1 to 10. A' has A's placement and side to move, but exd6 is no longer possible.
 */
@QuarkusTest
@ExtendWith(ContractChecked.class)
class RepetitionApiTest {

    /** Black Nb8, Ke8, Pd7; white Pe5, Ke1, Ng1. After ...d5, exd6 e.p. is legal. */
    static final String EP_UNPINNED = "1n2k3/3p4/8/4P3/8/8/8/4K1N1 b - - 0 1";
    /** The same with a black rook on e8 (king on h8): the e5 pawn is pinned to e1 and exd6 is illegal. */
    static final String EP_PINNED = "1n2r2k/3p4/8/4P3/8/8/8/4K1N1 b - - 0 1";
    /** White Ka5, Pe5; black Rh5: after ...d5, exd6 would empty the fifth rank between rook and king. */
    static final String EP_HORIZONTAL_PIN = "6nk/3p4/8/K3P2r/8/8/8/6N1 b - - 0 1";
    static final List<String> EP_MOVES = List.of("d5", "Nf3", "Nc6", "Ng1", "Nb8", "Nf3", "Nc6", "Ng1", "Nb8", "Nf3");
    static final List<String> HORIZONTAL_MOVES = List.of("d5", "Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8");

    static ValidatableResponse game(Map<String, ?> body) {
        return given().contentType(ContentType.JSON).body(body).when().post("/v1/game").then();
    }

    static ValidatableResponse move(Map<String, ?> body) {
        return given().contentType(ContentType.JSON).body(body).when().post("/v1/move").then();
    }

    // ---------------------------------------------------------------- en passant possible: a different position

    @Test
    void aPositionWithALegalEnPassantCaptureIsNotTheLaterIdenticalPlacement() {
        game(Map.of("fen", EP_UNPINNED, "moves", EP_MOVES.subList(0, 9), "rules", "online"))
                .statusCode(200)
                .body("moves[0].fen", equalTo("1n2k3/8/8/3pP3/8/8/8/4K1N1 w - d6 0 2"))
                .body("termination", nullValue())
                .body("position.repetitions", equalTo(2))
                .body("position.claims.threefoldRepetition", equalTo(false))
                .body("repetitions.plies", contains(List.of(2, 6), List.of(3, 7), List.of(4, 8), List.of(5, 9)));
    }

    @Test
    void withTheUnpinnedPawnOnlineEndsAtPlyTenNotNine() {
        // B (after Nf3) stands at plies 2, 6 and 10; A' only at 5 and 9.
        game(Map.of("fen", EP_UNPINNED, "moves", EP_MOVES, "rules", "online"))
                .statusCode(200)
                .body("termination", equalTo("threefold_repetition"))
                .body("endPly", equalTo(10))
                .body("repetitions.plies", contains(List.of(2, 6, 10), List.of(3, 7), List.of(4, 8), List.of(5, 9)))
                .body("repetitions.plies.flatten()", not(hasItem(1)));
    }

    @Test
    void withTheUnpinnedPawnNoThreefoldClaimByMoveBeforePlyNine() {
        // Ply 8, black to move: ...Nb8 brings back A', which stood only once before (ply 5).
        game(Map.of("fen", EP_UNPINNED, "moves", EP_MOVES.subList(0, 8), "rules", "fide"))
                .statusCode(200)
                .body("position.repetitions", equalTo(2))
                .body("position.claims.byMove", empty());
    }

    // ---------------------------------------------------------------- en passant illegal by a pin: the same position

    @Test
    void aPinnedEnPassantPawnDoesNotMakeThePositionDifferent() {
        game(Map.of("fen", EP_PINNED, "moves", EP_MOVES.subList(0, 9), "rules", "online"))
                .statusCode(200)
                // No legal capture uses d6: the canonical FEN leaves it out.
                .body("moves[0].fen", equalTo("1n2r2k/8/8/3pP3/8/8/8/4K1N1 w - - 0 2"))
                .body("termination", equalTo("threefold_repetition"))
                .body("result", equalTo("1/2-1/2"))
                .body("endPly", equalTo(9))
                .body("position.repetitions", equalTo(3))
                .body("repetitions.plies", contains(List.of(1, 5, 9), List.of(2, 6), List.of(3, 7), List.of(4, 8)));
    }

    @Test
    void withThePinnedPawnFideOffersTheClaimByMoveAtPlyEight() {
        game(Map.of("fen", EP_PINNED, "moves", EP_MOVES.subList(0, 8), "rules", "fide"))
                .statusCode(200)
                .body("position.claims.threefoldRepetition", equalTo(false))
                .body("position.claims.byMove", contains(Map.of("uci", "c6b8", "san", "Nb8", "rule", "threefold_repetition")));
        game(Map.of("fen", EP_PINNED, "moves", EP_MOVES.subList(0, 9), "rules", "fide"))
                .statusCode(200)
                .body("termination", nullValue())
                .body("position.repetitions", equalTo(3))
                .body("position.claims.threefoldRepetition", equalTo(true));
    }

    @Test
    void aHorizontalPinThroughBothPawnsAlsoMakesThePositionsTheSame() {
        game(Map.of("fen", EP_HORIZONTAL_PIN, "moves", HORIZONTAL_MOVES, "rules", "online"))
                .statusCode(200)
                .body("moves[0].fen", equalTo("6nk/8/8/K2pP2r/8/8/8/6N1 w - - 0 2"))
                .body("termination", equalTo("threefold_repetition"))
                .body("endPly", equalTo(9))
                .body("repetitions[0].plies", contains(1, 5, 9));
    }

    @Test
    void moveEndpointCountsThePinnedAndTheUnpinnedCaseDifferently() {
        move(Map.of("fen", EP_PINNED, "moves", EP_MOVES.subList(0, 8), "move", "Nb8", "rules", "online"))
                .statusCode(200)
                .body("move.ply", equalTo(9))
                .body("position.repetitions", equalTo(3))
                .body("position.termination", equalTo("threefold_repetition"));
        move(Map.of("fen", EP_UNPINNED, "moves", EP_MOVES.subList(0, 8), "move", "Nb8", "rules", "online"))
                .statusCode(200)
                .body("position.repetitions", equalTo(2))
                .body("position.termination", nullValue());
    }

    // ---------------------------------------------------------------- en passant in the start FEN

    @Test
    void anEnPassantSquareNoCaptureCanUseIsTheSamePositionAsWithoutIt() {
        // After 1.e4 e5 no white pawn stands beside e5: "e6" changes nothing.
        game(Map.of("fen", "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2",
                "moves", "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8", "rules", "online"))
                .statusCode(200)
                .body("startFen", equalTo("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"))
                .body("warnings.code", hasItem("en_passant_not_capturable"))
                .body("termination", equalTo("threefold_repetition"))
                .body("endPly", equalTo(8))
                .body("repetitions[0].plies", contains(0, 4, 8));
    }

    @Test
    void aStartFenWithALegalEnPassantCaptureDiffersFromItsReturn() {
        // exd6 is legal at ply 0 only; the placement comes back at plies 4 and 8 without it.
        String fen = "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3";
        game(Map.of("fen", fen, "moves", "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8", "rules", "online"))
                .statusCode(200)
                .body("startFen", equalTo(fen))
                .body("termination", nullValue())
                .body("position.repetitions", equalTo(2))
                .body("repetitions.plies", contains(List.of(1, 5), List.of(2, 6), List.of(3, 7), List.of(4, 8)))
                // Nf3 now brings back the position of plies 1 and 5, from which en passant was already gone.
                .body("position.claims.byMove", contains(Map.of("uci", "g1f3", "san", "Nf3", "rule", "threefold_repetition")));
        game(Map.of("fen", fen, "moves", "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3", "rules", "online"))
                .statusCode(200)
                .body("termination", equalTo("threefold_repetition"))
                .body("endPly", equalTo(9));
    }

    // ---------------------------------------------------------------- castling rights

    @Test
    void castlingRightsArePartOfThePosition() {
        // e4 e5, then both kings walk out and back: the placement after e4 e5 returns at plies 6
        // and 10, without castling rights, so it stands only twice. The first threefold is the
        // position after Ke7 (no rights on either side) at plies 4, 8 and 12.
        List<String> moves = List.of("e4", "e5", "Ke2", "Ke7", "Ke1", "Ke8", "Ke2", "Ke7", "Ke1", "Ke8", "Ke2", "Ke7");
        game(Map.of("moves", moves.subList(0, 10), "rules", "online"))
                .statusCode(200)
                .body("termination", nullValue())
                .body("position.fen", equalTo("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w - - 8 6"))
                .body("position.repetitions", equalTo(2))
                .body("repetitions.plies", contains(List.of(4, 8), List.of(5, 9), List.of(6, 10)));
        game(Map.of("moves", moves, "rules", "online"))
                .statusCode(200)
                .body("termination", equalTo("threefold_repetition"))
                .body("endPly", equalTo(12))
                .body("repetitions.plies", contains(List.of(4, 8, 12), List.of(5, 9), List.of(6, 10), List.of(7, 11)))
                .body("repetitions.plies.flatten()", not(hasItems(2)))
                .body("repetitions.plies.flatten()", not(hasItems(3)));
    }

    @ParameterizedTest
    @ValueSource(strings = {"fide", "online"})
    void aRookCapturedOnItsHomeSquareEndsThatCastlingRight(String rules) {
        // Bg2xa8: black can no longer castle queenside; the kingside right and White's rights remain.
        game(Map.of("fen", "r3k2r/8/8/8/8/8/6B1/R3K2R w KQkq - 0 1", "moves", List.of("Bxa8"), "rules", rules))
                .statusCode(200)
                .body("moves[0].fen", equalTo("B3k2r/8/8/8/8/8/8/R3K2R b KQk - 0 1"))
                .body("position.legalMoves.uci", hasItem("e8g8"))
                .body("position.legalMoves.uci", not(hasItem("e8c8")));
        move(Map.of("fen", "r3k2r/8/8/8/8/8/6B1/R3K2R w KQkq - 0 1", "moves", List.of("Bxa8"), "move", "O-O-O",
                "rules", rules))
                .statusCode(422)
                .body("code", equalTo("illegal_move"))
                .body("reason", equalTo("castling_rights_lost"))
                .body("ply", equalTo(2));
        move(Map.of("fen", "r3k2r/8/8/8/8/8/6B1/R3K2R w KQkq - 0 1", "moves", List.of("Bxa8"), "move", "O-O",
                "rules", rules))
                .statusCode(200)
                .body("move.san", equalTo("O-O"))
                .body("move.castling", equalTo("kingside"))
                .body("position.fen", equalTo("B4rk1/8/8/8/8/8/8/R3K2R w KQ - 1 2"));
    }

    @Test
    void aRookThatCapturesFromItsHomeSquareLosesItsOwnRightAndTakesTheOther() {
        // Ra1xa8+: White loses the queenside right (its rook left a1), Black loses it too (rook taken on a8).
        game(Map.of("fen", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "moves", List.of("Rxa8+")))
                .statusCode(200)
                .body("moves[0].fen", equalTo("R3k2r/8/8/8/8/8/8/4K2R b Kk - 0 1"));
    }
}
