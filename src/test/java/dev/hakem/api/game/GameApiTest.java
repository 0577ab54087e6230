package dev.hakem.api.game;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import dev.hakem.contract.ContractChecked;
import org.junit.jupiter.api.extension.ExtendWith;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.*;

/** POST /v1/game: a whole move list played and adjudicated. */
@QuarkusTest
@ExtendWith(ContractChecked.class)
class GameApiTest {
    static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    static final List<String> SHUFFLE_TWICE = List.of("Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8");

    static ValidatableResponse game(Map<String, ?> body) {
        return given().contentType(ContentType.JSON).body(body).when().post("/v1/game").then();
    }

    // ---------------------------------------------------------------- the 000_ worked example

    @Test
    void onlineEndsTheWorkedExampleOnTheThirdOccurrenceOfTheStartPosition() {
        game(Map.of("moves", SHUFFLE_TWICE, "rules", "online"))
                .statusCode(200).contentType("application/json")
                .body("rules", equalTo("online"))
                .body("startFen", equalTo(START))
                .body("moves.size()", equalTo(8))
                .body("moves.ply", contains(1, 2, 3, 4, 5, 6, 7, 8))
                .body("moves.san", contains("Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"))
                .body("moves.uci", contains("g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8"))
                .body("moves[0].fen", equalTo("rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1"))
                .body("moves[7].fen", equalTo("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 8 5"))
                .body("result", equalTo("1/2-1/2"))
                .body("termination", equalTo("threefold_repetition"))
                .body("endPly", equalTo(8))
                .body("$", not(hasKey("unplayedMoves")))
                .body("position.status", equalTo("draw"))
                .body("position.termination", equalTo("threefold_repetition"))
                .body("position.repetitions", equalTo(3))
                // Every position of the four-ply cycle stood more than once; the start three times.
                .body("repetitions.size()", equalTo(4))
                .body("repetitions[0].fen", equalTo("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -"))
                .body("repetitions[0].plies", contains(0, 4, 8))
                .body("repetitions[1].plies", contains(1, 5))
                .body("repetitions[2].plies", contains(2, 6))
                .body("repetitions[3].plies", contains(3, 7));
    }

    @Test
    void fideOnlyMakesTheWorkedExampleClaimable() {
        // No rules member: fide is the default.
        game(Map.of("moves", SHUFFLE_TWICE))
                .statusCode(200)
                .body("rules", equalTo("fide"))
                .body("termination", nullValue())
                .body("result", equalTo("*"))
                .body("endPly", nullValue())
                .body("position.status", equalTo("ongoing"))
                .body("position.repetitions", equalTo(3))
                .body("position.claims.threefoldRepetition", equalTo(true))
                .body("position.claims.fiftyMoves", equalTo(false));
    }

    @Test
    void fideOffersTheThreefoldClaimByMoveBeforeTheEighthHalfMove() {
        game(Map.of("moves", SHUFFLE_TWICE.subList(0, 7), "rules", "fide"))
                .statusCode(200)
                .body("position.turn", equalTo("black"))
                .body("position.repetitions", equalTo(2))
                .body("position.claims.threefoldRepetition", equalTo(false))
                .body("position.claims.byMove", contains(Map.of("uci", "f6g8", "san", "Ng8", "rule", "threefold_repetition")));
    }

    @Test
    void onlineDoesNotEndTheGameBeforeTheThirdOccurrence() {
        game(Map.of("moves", SHUFFLE_TWICE.subList(0, 7), "rules", "online"))
                .statusCode(200)
                .body("termination", nullValue())
                .body("result", equalTo("*"))
                .body("position.status", equalTo("ongoing"));
    }

    // ---------------------------------------------------------------- reading the move list

    @Test
    void movesMayBeOneStringWithMoveNumbers() {
        game(Map.of("moves", "1. e4 e5 2. Nf3"))
                .statusCode(200)
                .body("moves.san", contains("e4", "e5", "Nf3"))
                .body("position.fen", equalTo("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"))
                .body("position.turn", equalTo("black"));
    }

    @Test
    void moveNumbersMayTouchTheMoveAndBlackMayStartWithDots() {
        game(Map.of("moves", "1.e4 e5 2.Nf3 Nc6")).statusCode(200).body("moves.san", contains("e4", "e5", "Nf3", "Nc6"));
        game(Map.of("fen", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", "moves", "1... e5 2. Nf3"))
                .statusCode(200)
                .body("moves.san", contains("e5", "Nf3"))
                .body("moves.ply", contains(1, 2));
    }

    @Test
    void sanAndUciMayBeMixedAndEveryMoveIsWrittenInBoth() {
        game(Map.of("moves", List.of("e2e4", "e5", "g1f3", "Nc6")))
                .statusCode(200)
                .body("moves.san", contains("e4", "e5", "Nf3", "Nc6"))
                .body("moves.uci", contains("e2e4", "e7e5", "g1f3", "b8c6"));
    }

    @Test
    void kingOntoItsOwnRookIsReadAsCastling() {
        game(Map.of("moves", List.of("e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "e1h1")))
                .statusCode(200)
                .body("moves[6].san", equalTo("O-O"))
                .body("moves[6].uci", equalTo("e1g1"))
                .body("moves[6].fen", equalTo("r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 5 4"));
    }

    @Test
    void strictSanRefusesCastlingWrittenWithZeros() {
        game(Map.of("moves", List.of("e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "0-0")))
                .statusCode(422).contentType("application/problem+json")
                .body("code", equalTo("unreadable_move"))
                .body("reason", equalTo("move_syntax"))
                .body("ply", equalTo(7))
                .body("move", equalTo("0-0"))
                .body("fen", equalTo("r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4"));
    }

    @Test
    void aSeparateEnPassantMarkInAMoveStringBelongsToTheCaptureBeforeIt() {
        // FIDE Appendix C: "exf6 e.p.", written with a space; in a string of moves it is a token of its own.
        for (boolean lenient : new boolean[] {true, false}) {
            game(Map.of("moves", "e4 d5 e5 f5 exf6 e.p.", "lenient", lenient))
                    .statusCode(200)
                    .body("moves", hasSize(5))
                    .body("moves[4].san", equalTo("exf6"))
                    .body("moves[4].uci", equalTo("e5f6"))
                    .body("moves[4].forgiven", contains("'e.p.' mark dropped"))
                    .body("position.fen", equalTo("rnbqkbnr/ppp1p1pp/5P2/3p4/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3"));
        }
        game(Map.of("moves", "1. e4 d5 2. e5 f5 3. exf6 ep 3... Nxf6", "lenient", true))
                .statusCode(200).body("moves", hasSize(6)).body("moves[5].san", equalTo("Nxf6"))
                .body("moves[4].forgiven", contains("'e.p.' mark dropped"));
    }

    @Test
    void aSeparateEnPassantMarkAfterAnyOtherMoveIsStillAnError() {
        // exd5 captures a pawn that stands on d5: no en passant, so the mark written after it is wrong.
        for (boolean lenient : new boolean[] {true, false}) {
            game(Map.of("moves", "e4 d5 exd5 e.p. Qxd5", "lenient", lenient))
                    .statusCode(422).contentType("application/problem+json")
                    .body("code", equalTo("unreadable_move"))
                    .body("ply", equalTo(3))
                    .body("move", equalTo("exd5 e.p."))
                    .body("detail", containsString("'e.p.' marks an en-passant capture, and this move is not one"));
        }
        game(Map.of("moves", List.of("e4", "d5", "exd5 e.p."), "lenient", true))
                .statusCode(422).body("code", equalTo("unreadable_move")).body("ply", equalTo(3));
        // Before any move there is nothing for it to belong to.
        game(Map.of("moves", "e.p. e4", "lenient", true)).statusCode(422).body("ply", equalTo(1));
    }

    @Test
    void anEnPassantCaptureThatChecksTakesItsMarkAfterTheCheckSign() {
        // 1. d4 f6 2. d5 Kf7 3. a3 e5 4. dxe6+: the pawn taken en passant lands on e6, beside the king on f7.
        List<String> before = List.of("d4", "f6", "d5", "Kf7", "a3", "e5");
        for (boolean lenient : new boolean[] {true, false}) {
            for (String written : List.of("dxe6+ e.p.", "dxe6 e.p.+", "dxe6+ep")) {
                List<String> moves = new java.util.ArrayList<>(before);
                moves.add(written);
                game(Map.of("moves", moves, "lenient", lenient))
                        .statusCode(200)
                        .body("moves[6].san", equalTo("dxe6+"))
                        .body("moves[6].forgiven", contains("'e.p.' mark dropped"))
                        .body("position.check", equalTo(true));
            }
        }
        game(Map.of("moves", "d4 f6 d5 Kf7 a3 e5 dxe6+ e.p. Kxe6", "lenient", true))
                .statusCode(200).body("moves", hasSize(8)).body("moves[7].san", equalTo("Kxe6"));
    }

    @Test
    void lenientSanForgivesCastlingWithZerosAndListsWhatItForgave() {
        game(Map.of("moves", List.of("e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "0-0"), "lenient", true))
                .statusCode(200)
                .body("moves[6].san", equalTo("O-O"))
                .body("moves[6].forgiven", contains("castling written '0-0'"))
                // Canonical moves have nothing forgiven, and the member is left out.
                .body("moves[0]", not(hasKey("forgiven")));
    }

    @Test
    void strictSanRefusesAMissingCheckSignWhichLenientForgives() {
        // 1.e4 e5 2.d4 Bb4+ : the bishop checks along b4-c3-d2-e1.
        game(Map.of("moves", List.of("e4", "e5", "d4", "Bb4")))
                .statusCode(422).body("reason", equalTo("not_canonical")).body("ply", equalTo(4))
                .body("legalMoves", contains("Bb4+"));
        game(Map.of("moves", List.of("e4", "e5", "d4", "Bb4"), "lenient", true))
                .statusCode(200).body("moves[3].san", equalTo("Bb4+")).body("moves[3].forgiven", hasSize(1));
    }

    @Test
    void aGameMayStartFromAFenAndItsWarningsAreReported() {
        game(Map.of("fen", "4k3/8/8/8/8/8/4P3/4K3 w - -", "moves", List.of("e4")))
                .statusCode(200)
                .body("startFen", equalTo("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"))
                .body("warnings.code", contains("missing_clocks"))
                .body("moves[0].fen", equalTo("4k3/8/8/8/4P3/8/8/4K3 b - - 0 1"));
    }

    @Test
    void anEmptyMoveListReportsTheStartPosition() {
        game(Map.of("moves", List.of()))
                .statusCode(200)
                .body("moves", empty())
                .body("position.fen", equalTo(START))
                .body("position.legalMoves.size()", equalTo(20))
                .body("repetitions", empty())
                .body("termination", nullValue());
    }

    // ---------------------------------------------------------------- move lists that go on after the end

    @Test
    void aMoveListGoingOnAfterMateStopsAtTheMate() {
        game(Map.of("moves", List.of("f3", "e5", "g4", "Qh4#", "Nc3", "Nc6")))
                .statusCode(200)
                .body("termination", equalTo("checkmate"))
                .body("result", equalTo("0-1"))
                .body("endPly", equalTo(4))
                .body("moves.size()", equalTo(4))
                .body("unplayedMoves", contains("Nc3", "Nc6"))
                .body("position.checkmate", equalTo(true))
                .body("position.fen", equalTo("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"));
    }

    @Test
    void aMoveListGoingOnAfterStalemateStopsAtTheStalemate() {
        // Qe7-f7 leaves the black king on h8 without a move, not in check.
        game(Map.of("fen", "7k/4Q3/6K1/8/8/8/8/8 w - - 0 1", "moves", List.of("Qf7", "Kh7", "Qh5#")))
                .statusCode(200)
                .body("termination", equalTo("stalemate"))
                .body("result", equalTo("1/2-1/2"))
                .body("endPly", equalTo(1))
                .body("unplayedMoves", contains("Kh7", "Qh5#"))
                .body("position.stalemate", equalTo(true));
    }

    @Test
    void aMoveListGoingOnAfterFivefoldRepetitionStopsThere() {
        List<String> moves = new ArrayList<>(SHUFFLE_TWICE);
        moves.addAll(SHUFFLE_TWICE);
        moves.addAll(List.of("e4", "e5"));
        game(Map.of("moves", moves, "rules", "fide"))
                .statusCode(200)
                .body("termination", equalTo("fivefold_repetition"))
                .body("result", equalTo("1/2-1/2"))
                .body("endPly", equalTo(16))
                .body("unplayedMoves", contains("e4", "e5"))
                .body("position.repetitions", equalTo(5))
                .body("repetitions[0].plies", contains(0, 4, 8, 12, 16));
    }

    @Test
    void unplayedMovesAreReturnedAsWrittenWithoutBeingRead() {
        // After the mate even nonsense is only handed back, never judged.
        game(Map.of("moves", "1. f3 e5 2. g4 Qh4# 3. Zz9 ??"))
                .statusCode(200)
                .body("endPly", equalTo(4))
                .body("unplayedMoves", contains("Zz9", "??"));
    }

    @Test
    void aStartPositionThatIsAlreadyOverEndsTheGameAtPlyZero() {
        game(Map.of("fen", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", "moves", List.of("Kh7")))
                .statusCode(200)
                .body("termination", equalTo("stalemate"))
                .body("endPly", equalTo(0))
                .body("moves", empty())
                .body("unplayedMoves", contains("Kh7"));
    }

    @Test
    void exactlyTheMaximumOfTwoThousandMovesIsAccepted() {
        List<String> moves = new ArrayList<>(Collections.nCopies(500, List.of("Nf3", "Nf6", "Ng1", "Ng8")).stream()
                .flatMap(List::stream).toList());
        game(Map.of("moves", moves))
                .statusCode(200)
                .body("endPly", equalTo(16))
                .body("unplayedMoves.size()", equalTo(2000 - 16));
    }
}
