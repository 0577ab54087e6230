package dev.hakem.api.game;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import dev.hakem.contract.ContractChecked;
import org.junit.jupiter.api.extension.ExtendWith;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.*;

/** POST /v1/move: one move validated after a history, and the position it leads to. */
@QuarkusTest
@ExtendWith(ContractChecked.class)
class MoveApiTest {
    static final List<String> SHUFFLE_TWICE = List.of("Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8");
    static final List<String> ITALIAN = List.of("e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5");

    static ValidatableResponse move(Map<String, ?> body) {
        return given().contentType(ContentType.JSON).body(body).when().post("/v1/move").then();
    }

    @Test
    void theFirstMoveFromTheStartNeedsNoHistory() {
        move(Map.of("move", "e4"))
                .statusCode(200).contentType("application/json")
                .body("move.ply", equalTo(1))
                .body("move.uci", equalTo("e2e4"))
                .body("move.san", equalTo("e4"))
                .body("move.from", equalTo("e2"))
                .body("move.to", equalTo("e4"))
                .body("move.piece", equalTo("pawn"))
                .body("position.turn", equalTo("black"))
                .body("position.rules", equalTo("fide"))
                // No black pawn stands beside e4: no en-passant square.
                .body("position.fen", equalTo("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"))
                .body("position.legalMoves.size()", equalTo(20));
    }

    @Test
    void aMoveAfterAHistoryReportsThePositionAfterIt() {
        move(Map.of("moves", List.of("e4", "e5"), "move", "Nf3"))
                .statusCode(200)
                .body("move.ply", equalTo(3))
                .body("move.san", equalTo("Nf3"))
                .body("move.uci", equalTo("g1f3"))
                .body("move.piece", equalTo("knight"))
                .body("move.capture", nullValue())
                .body("move.check", equalTo(false))
                .body("position.turn", equalTo("black"))
                .body("position.fen", equalTo("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"))
                .body("position.status", equalTo("ongoing"))
                .body("position.repetitions", equalTo(1));
    }

    @Test
    void theHistoryMayBeOneStringWithMoveNumbers() {
        move(Map.of("moves", "1. e4 e5 2. Nf3", "move", "Nc6"))
                .statusCode(200)
                .body("move.ply", equalTo(4))
                .body("position.turn", equalTo("white"))
                .body("position.fen", equalTo("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"));
    }

    @Test
    void aMoveFromAFenCountsPliesFromThatFen() {
        move(Map.of("fen", "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "moves", List.of("e4", "Kd7"), "move", "e5"))
                .statusCode(200)
                .body("move.ply", equalTo(3))
                .body("position.fen", equalTo("8/3k4/8/4P3/8/8/8/4K3 b - - 0 2"));
    }

    @Test
    void onlineEndsTheGameWithTheMoveThatCompletesTheThreefold() {
        move(Map.of("moves", SHUFFLE_TWICE.subList(0, 7), "move", "Ng8", "rules", "online"))
                .statusCode(200)
                .body("move.ply", equalTo(8))
                .body("move.san", equalTo("Ng8"))
                .body("position.repetitions", equalTo(3))
                .body("position.termination", equalTo("threefold_repetition"))
                .body("position.status", equalTo("draw"))
                .body("position.result", equalTo("1/2-1/2"));
    }

    @Test
    void fideLeavesTheCompletedThreefoldAsAClaim() {
        move(Map.of("moves", SHUFFLE_TWICE.subList(0, 7), "move", "Ng8", "rules", "fide"))
                .statusCode(200)
                .body("position.repetitions", equalTo(3))
                .body("position.termination", nullValue())
                .body("position.status", equalTo("ongoing"))
                .body("position.claims.threefoldRepetition", equalTo(true));
    }

    @Test
    void aMoveThatMatesEndsTheGame() {
        move(Map.of("moves", List.of("f3", "e5", "g4"), "move", "Qh4#"))
                .statusCode(200)
                .body("move.check", equalTo(true))
                .body("move.checkmate", equalTo(true))
                .body("position.status", equalTo("checkmate"))
                .body("position.result", equalTo("0-1"))
                .body("position.legalMoves", empty());
    }

    // ---------------------------------------------------------------- game over

    @Test
    void noMoveMayFollowMate() {
        move(Map.of("moves", List.of("f3", "e5", "g4", "Qh4#"), "move", "Nc3"))
                .statusCode(422).contentType("application/problem+json")
                .body("code", equalTo("game_over"))
                .body("reason", equalTo("game_over"))
                .body("ply", equalTo(5))
                .body("endPly", equalTo(4))
                .body("termination", equalTo("checkmate"))
                .body("result", equalTo("0-1"));
    }

    @Test
    void noMoveMayFollowAnOnlineThreefoldButFideGoesOn() {
        move(Map.of("moves", SHUFFLE_TWICE, "move", "e4", "rules", "online"))
                .statusCode(422)
                .body("code", equalTo("game_over"))
                .body("ply", equalTo(9))
                .body("endPly", equalTo(8))
                .body("termination", equalTo("threefold_repetition"))
                .body("result", equalTo("1/2-1/2"));
        move(Map.of("moves", SHUFFLE_TWICE, "move", "e4", "rules", "fide"))
                .statusCode(200)
                .body("move.ply", equalTo(9));
    }

    @Test
    void noMoveMayFollowAStartPositionThatIsAlreadyOver() {
        move(Map.of("fen", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", "move", "Kh7"))
                .statusCode(422)
                .body("code", equalTo("game_over"))
                .body("ply", equalTo(1))
                .body("endPly", equalTo(0))
                .body("termination", equalTo("stalemate"));
    }

    @Test
    void aHistoryThatGoesOnPastTheEndIsGameOverAtTheEnd() {
        List<String> nine = new ArrayList<>(SHUFFLE_TWICE);
        nine.add("Nf3");
        move(Map.of("moves", nine, "move", "Nf6", "rules", "online"))
                .statusCode(422)
                .body("code", equalTo("game_over"))
                .body("endPly", equalTo(8))
                .body("termination", equalTo("threefold_repetition"))
                .body("detail", containsString("ply 8"));
    }

    @Test
    void theRefusedMoveOfAHistoryPastTheEndIsNamedByItsOwnPly() {
        // Nine moves of history, then the move: it is the tenth half-move of the list (ply 10), as
        // a refused move after a four-move history is ply 5. The ninth (the unplayed Nf3) is not it.
        List<String> nine = new ArrayList<>(SHUFFLE_TWICE);
        nine.add("Nf3");
        move(Map.of("moves", nine, "move", "Nf6", "rules", "online"))
                .statusCode(422)
                .body("ply", equalTo(10));
    }

    // ---------------------------------------------------------------- reading the move

    @Test
    void strictSanRefusesCastlingWrittenWithZeros() {
        move(Map.of("moves", ITALIAN, "move", "0-0"))
                .statusCode(422).contentType("application/problem+json")
                .body("code", equalTo("unreadable_move"))
                .body("reason", equalTo("move_syntax"))
                .body("ply", equalTo(7))
                .body("move", equalTo("0-0"))
                .body("fen", equalTo("r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4"));
    }

    @Test
    void lenientSanAcceptsCastlingWrittenWithZerosAndSaysWhatItForgave() {
        move(Map.of("moves", ITALIAN, "move", "0-0", "lenient", true))
                .statusCode(200)
                .body("move.san", equalTo("O-O"))
                .body("move.uci", equalTo("e1g1"))
                .body("move.castling", equalTo("kingside"))
                .body("move.piece", equalTo("king"))
                .body("move.forgiven", contains("castling written '0-0'"))
                .body("position.fen", equalTo("r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 5 4"));
    }

    @Test
    void aCanonicalMoveHasNothingForgiven() {
        move(Map.of("moves", ITALIAN, "move", "O-O"))
                .statusCode(200)
                .body("move.san", equalTo("O-O"))
                .body("move", not(hasKey("forgiven")));
    }

    @Test
    void theKingOntoItsOwnRookIsCastling() {
        move(Map.of("moves", ITALIAN, "move", "e1h1"))
                .statusCode(200)
                .body("move.san", equalTo("O-O"))
                .body("move.uci", equalTo("e1g1"));
    }

    @Test
    void enPassantIsAPlainPawnCaptureAndATrailingEpIsAccepted() {
        // 1.e4 Nf6 2.e5 d5: the d-pawn's double step lands beside e5.
        for (String written : List.of("exd6", "exd6 e.p.", "e5d6")) {
            move(Map.of("moves", List.of("e4", "Nf6", "e5", "d5"), "move", written))
                    .statusCode(200)
                    .body("move.san", equalTo("exd6"))
                    .body("move.uci", equalTo("e5d6"))
                    .body("move.enPassant", equalTo(true))
                    .body("move.capture", equalTo("pawn"))
                    .body("position.fen", equalTo("rnbqkb1r/ppp1pppp/3P1n2/8/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3"));
        }
    }

    @Test
    void enPassantIsOnlyPossibleOnTheVeryNextMove() {
        move(Map.of("moves", List.of("e4", "Nf6", "e5", "d5", "Nc3", "Nc6"), "move", "exd6"))
                .statusCode(422)
                .body("code", equalTo("illegal_move"))
                .body("ply", equalTo(7))
                .body("legalMoves", not(hasItem("exd6")));
    }

    @Test
    void anIllegalMoveNamesItsPlyThePositionBeforeItAndTheLegalMovesOfThatPiece() {
        move(Map.of("moves", List.of("e4", "e5"), "move", "Ke3"))
                .statusCode(422).contentType("application/problem+json")
                .body("code", equalTo("illegal_move"))
                .body("ply", equalTo(3))
                .body("move", equalTo("Ke3"))
                .body("fen", equalTo("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"))
                .body("reason", equalTo("unreachable"))
                .body("legalMoves", contains("Ke2"));
    }

    @Test
    void anIllegalMoveInTheHistoryIsNamedByItsPlyInTheHistory() {
        move(Map.of("moves", List.of("e4", "e4"), "move", "Nf3"))
                .statusCode(422)
                .body("ply", equalTo(2))
                .body("move", equalTo("e4"))
                .body("fen", equalTo("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"));
    }

    @Test
    void theSameIllegalMoveListIsRefusedAlikeByGameAndMove() {
        given().contentType(ContentType.JSON).body(Map.of("moves", List.of("e4", "e5", "Ke3"))).when().post("/v1/game")
                .then().statusCode(422).body("ply", equalTo(3)).body("reason", equalTo("unreachable"));
        move(Map.of("moves", List.of("e4", "e5", "Ke3"), "move", "Ke7"))
                .statusCode(422).body("ply", equalTo(3)).body("reason", equalTo("unreachable"));
    }
}
