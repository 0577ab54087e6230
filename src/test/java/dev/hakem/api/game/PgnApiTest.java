package dev.hakem.api.game;

import dev.hakem.chess.Fen;
import dev.hakem.chess.Position;
import dev.hakem.chess.pgn.PgnGame;
import dev.hakem.chess.pgn.PgnReader;
import dev.hakem.verdict.Replay;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import dev.hakem.contract.ContractChecked;
import org.junit.jupiter.api.extension.ExtendWith;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** POST /v1/game with a PGN in, and the game as PGN out. */
@QuarkusTest
@ExtendWith(ContractChecked.class)
class PgnApiTest {
    static final String PGN_TYPE = "application/x-chess-pgn";
    /** Sam Loyd's ten-move stalemate: Black, to move after 10. Qe6, has no legal move. */
    static final String STALEMATE = "[Event \"Loyd\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n"
            + "[White \"W\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n"
            + "1. e3 a5 2. Qh5 Ra6 3. Qxa5 h5 4. h4 Rah6 5. Qxc7 f6 6. Qxd7+ Kf7 7. Qxb7 Qd3\n"
            + "8. Qxb8 Qh7 9. Qxc8 Kg6 10. Qe6 1-0\n";
    static final String MATE = "[Event \"Fool's mate\"]\n[Result \"0-1\"]\n\n1. f3 e5 2. g4 {?!} Qh4# 0-1";

    static ValidatableResponse game(Map<String, ?> body) {
        return given().contentType(ContentType.JSON).body(body).when().post("/v1/game").then();
    }

    static String pgnOut(Map<String, ?> body) {
        return given().contentType(ContentType.JSON).accept(PGN_TYPE).body(body).when().post("/v1/game").then()
                .statusCode(200).contentType(PGN_TYPE).extract().asString();
    }

    @Test
    void aPgnIsPlayedAndItsResultAgrees() {
        game(Map.of("pgn", MATE))
                .statusCode(200).contentType("application/json")
                .body("moves.san", contains("f3", "e5", "g4", "Qh4#"))
                .body("result", equalTo("0-1"))
                .body("termination", equalTo("checkmate"))
                .body("pgnResult.tag", equalTo("0-1"))
                .body("pgnResult.consistent", equalTo(true))
                .body("pgnResult.note", containsString("checkmate"))
                .body("pgnResult", not(hasKey("tags")));
    }

    @Test
    void theJsonOfAMoveListHasNoPgnResult() {
        game(Map.of("moves", "f3 e5 g4 Qh4#")).statusCode(200).body("$", not(hasKey("pgnResult")));
    }

    @Test
    void aClaimedWinThatIsStalemateIsAContradiction() {
        game(Map.of("pgn", STALEMATE))
                .statusCode(200)
                .body("result", equalTo("1/2-1/2"))
                .body("termination", equalTo("stalemate"))
                .body("endPly", equalTo(19))
                .body("pgnResult.tag", equalTo("1-0"))
                .body("pgnResult.consistent", equalTo(false))
                .body("pgnResult.note", allOf(containsString("1-0"), containsString("stalemate")));
    }

    @Test
    void aResultReachedOffTheBoardIsConsistentWithAnUnfinishedGame() {
        game(Map.of("pgn", "[Result \"1-0\"]\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 1-0"))
                .statusCode(200)
                .body("result", equalTo("*"))
                .body("pgnResult.consistent", equalTo(true))
                .body("pgnResult.note", containsString("resignation"));
        game(Map.of("pgn", "[Result \"1/2-1/2\"]\n1. e4 e5 *"))
                .statusCode(200)
                .body("pgnResult.tag", equalTo("1/2-1/2"))
                .body("pgnResult.consistent", equalTo(false))
                .body("pgnResult.note", containsString("move text ends with *"));
    }

    @Test
    void aClaimedWinForTheMatedSideIsAContradiction() {
        game(Map.of("pgn", "[Result \"1-0\"]\n1. f3 e5 2. g4 Qh4# 1-0"))
                .statusCode(200)
                .body("pgnResult.consistent", equalTo(false))
                .body("pgnResult.note", containsString("checkmate"));
    }

    @Test
    void theFenTagSetsTheStartWithSetUpAndWithAWarningWithout() {
        String fen = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 40";
        game(Map.of("pgn", "[SetUp \"1\"]\n[FEN \"" + fen + "\"]\n\n40. e4 Kd7 *"))
                .statusCode(200)
                .body("startFen", equalTo(fen))
                .body("moves.san", contains("e4", "Kd7"))
                .body("$", not(hasKey("warnings")));
        game(Map.of("pgn", "[FEN \"" + fen + "\"]\n\n40. e4 *"))
                .statusCode(200)
                .body("startFen", equalTo(fen))
                .body("warnings.code", hasItem("setup_missing"));
        game(Map.of("pgn", "[SetUp \"1\"]\n[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n1. e4 *"))
                .statusCode(400).contentType("application/problem+json").body("code", equalTo("invalid_fen"));
    }

    @Test
    void lenientSanIsReadAndWhatWasForgivenListed() {
        game(Map.of("pgn", "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. 0-0 Nf6 *"))
                .statusCode(200)
                .body("moves[6].san", equalTo("O-O"))
                .body("moves[6].forgiven", hasItem(containsString("0-0")));
    }

    @Test
    void pgnTogetherWithFenOrMovesIsRefused() {
        game(Map.of("pgn", MATE, "moves", "e4"))
                .statusCode(400).contentType("application/problem+json")
                .body("code", equalTo("invalid_member")).body("errors[0].field", equalTo("pgn"));
        game(Map.of("pgn", MATE, "fen", Fen.STANDARD)).statusCode(400).body("code", equalTo("invalid_member"));
    }

    @Test
    void anUnreadablePgnIsA400WithLineAndColumn() {
        game(Map.of("pgn", "[Event \"x\"]\n\n1. e4 {open comment\ne5 *"))
                .statusCode(400).contentType("application/problem+json")
                .body("code", equalTo("invalid_pgn"))
                .body("line", equalTo(3)).body("column", equalTo(7))
                .body("detail", containsString("unterminated comment"));
        game(Map.of("pgn", "1. e4 ) *")).statusCode(400).body("code", equalTo("invalid_pgn"))
                .body("line", equalTo(1)).body("column", equalTo(7));
        game(Map.of("pgn", "")).statusCode(400).body("code", equalTo("invalid_pgn"));
    }

    @Test
    void aNagAbove255IsAnInvalidPgnAtItsLineAndColumn() {
        // PGN standard 8.2.4: NAGs run from 0 to 255; the first one out of range is named where it stands.
        game(Map.of("pgn", "1. e4 $1234 e5 $300"))
                .statusCode(400).contentType("application/problem+json")
                .body("code", equalTo("invalid_pgn"))
                .body("line", equalTo(1)).body("column", equalTo(7))
                .body("detail", containsString("$1234"))
                .body("errors[0].field", equalTo("pgn"));
        game(Map.of("pgn", "1. e4 e5 $300"))
                .statusCode(400).body("code", equalTo("invalid_pgn"))
                .body("line", equalTo(1)).body("column", equalTo(10))
                .body("detail", containsString("$300"));
        given().contentType(ContentType.JSON).header("Accept-Language", "tr").body(Map.of("pgn", "1. e4 e5 $300"))
                .when().post("/v1/game").then()
                .statusCode(400).body("code", equalTo("invalid_pgn")).body("detail", containsString("0 ile 255"));
        game(Map.of("pgn", "1. e4 $255 e5 $0"))
                .statusCode(200).body("moves[0].nags", contains(255)).body("moves[1].nags", contains(0));
    }

    @Test
    void aSeparateEnPassantMarkInPgnBelongsOnlyToAnEnPassantCapture() {
        game(Map.of("pgn", "1. d4 f6 2. d5 Kf7 3. a3 e5 4. dxe6+ e.p. Kxe6 *"))
                .statusCode(200)
                .body("moves", hasSize(8))
                .body("moves[6].san", equalTo("dxe6+"))
                .body("moves[6].forgiven", contains("'e.p.' mark dropped"))
                .body("moves[7].san", equalTo("Kxe6"));
        game(Map.of("pgn", "1. e4 d5 2. e5 f5 3. exf6 e.p. Nxf6 *"))
                .statusCode(200).body("moves[4].san", equalTo("exf6")).body("moves", hasSize(6));
        // After a capture that is not en passant the mark is wrong, though the PGN is read leniently.
        game(Map.of("pgn", "1. e4 d5 2. exd5 e.p. Qxd5 *"))
                .statusCode(422).body("code", equalTo("unreadable_move")).body("ply", equalTo(3))
                .body("move", equalTo("exd5 e.p."));
    }

    @Test
    void anIllegalMoveInThePgnIsThe422OfTheMoveList() {
        game(Map.of("pgn", "1. e4 e5 2. Ke3 *"))
                .statusCode(422).contentType("application/problem+json")
                .body("code", equalTo("illegal_move")).body("ply", equalTo(3)).body("move", equalTo("Ke3"));
    }

    @Test
    void tooManyMovesInThePgnIs413() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 501; i++) sb.append("Nf3 Nf6 Ng1 Ng8 ");
        game(Map.of("pgn", sb + "*")).statusCode(413).body("code", equalTo("too_many_moves"));
        game(Map.of("pgn", "1. e4 *" + " ".repeat(PgnReader.MAX_CHARS)))
                .statusCode(413).contentType("application/problem+json").body("code", equalTo("pgn_too_large"));
    }

    @Test
    void theGameComesBackAsPgnWithTheVerdictsResultAndTermination() {
        String pgn = pgnOut(Map.of("pgn", STALEMATE));
        assertTrue(pgn.startsWith("[Event \"Loyd\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"W\"]\n"
                + "[Black \"B\"]\n[Result \"1/2-1/2\"]\n[Termination \"stalemate\"]\n\n1. e3 a5 2. Qh5 Ra6"), pgn);
        assertTrue(pgn.endsWith("10. Qe6 1/2-1/2\n\n"), pgn);
        assertTrue(!pgn.contains("FEN"), pgn);
        String fen = game(Map.of("pgn", STALEMATE)).extract().path("position.fen");
        assertEquals(fen, replayed(pgn));
    }

    @Test
    void aMoveListComesBackAsPgnWithTheRosterAndTheStartPosition() {
        String start = "r3k2r/8/8/8/8/8/P4PPP/6K1 b kq - 3 20";
        String pgn = pgnOut(Map.of("fen", start, "moves", "O-O-O a3 Rd1#"));
        assertTrue(pgn.startsWith("[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n"
                + "[Black \"?\"]\n[Result \"0-1\"]\n[SetUp \"1\"]\n[FEN \"" + start + "\"]\n[Termination \"checkmate\"]\n\n"
                + "20... O-O-O 21. a3 Rd1# 0-1\n"), pgn);
        String fen = game(Map.of("fen", start, "moves", "O-O-O a3 Rd1#")).extract().path("position.fen");
        assertEquals(fen, replayed(pgn));
    }

    @Test
    void aLongGameIsWrappedAt80ColumnsAndReadsBackToTheSameFinalPosition() {
        String moves = String.join(" ", List.of("e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7", "Re1", "b5",
                "Bb3", "d6", "c3", "O-O", "h3", "Nb8", "d4", "Nbd7", "c4", "c6", "cxb5", "axb5", "Nc3", "Bb7", "Bg5", "b4",
                "Nb1", "h6", "Bh4", "c5", "dxe5", "Nxe4", "Bxe7", "Qxe7", "exd6", "Qf6", "Nbd2", "Nxd6"));
        String pgn = pgnOut(Map.of("moves", moves, "flag", "black"));
        for (String line : pgn.split("\n")) assertTrue(line.length() <= 80, line);
        assertTrue(pgn.contains("[Result \"1-0\"]\n") && pgn.contains("[Termination \"timeout\"]\n"), pgn);
        assertTrue(pgn.lines().filter(l -> !l.startsWith("[") && !l.isEmpty()).count() >= 3, pgn);
        String fen = game(Map.of("moves", moves)).extract().path("position.fen");
        assertEquals(fen, replayed(pgn));
    }

    @Test
    void tagsOfTheInputAreKeptAndValuesEscaped() {
        String pgn = pgnOut(Map.of("pgn", "[White \"O\\\"Kelly\"]\n[ECO \"C20\"]\n[Result \"1-0\"]\n1. e4 1-0"));
        assertTrue(pgn.contains("[White \"O\\\"Kelly\"]\n"), pgn);
        assertTrue(pgn.contains("[Result \"*\"]\n[ECO \"C20\"]\n\n1. e4 *\n"), pgn);
        assertTrue(!pgn.contains("Termination"), pgn);
    }

    @Test
    void errorsStayProblemJsonWhenPgnIsAsked() {
        given().contentType(ContentType.JSON).accept(PGN_TYPE).body(Map.of("pgn", "1. e4 )")).when().post("/v1/game")
                .then().statusCode(400).contentType("application/problem+json").body("code", equalTo("invalid_pgn"));
    }

    @Test
    void theAcceptHeadersPreferencesChooseBetweenJsonAndPgn() {
        Map<String, String> body = Map.of("moves", "e4 e5");
        given().contentType(ContentType.JSON).accept(PGN_TYPE + ", application/json;q=0.5").body(body).when()
                .post("/v1/game").then().statusCode(200).contentType(PGN_TYPE);
        given().contentType(ContentType.JSON).accept("application/json, " + PGN_TYPE + ";q=0.5").body(body).when()
                .post("/v1/game").then().statusCode(200).contentType("application/json");
        given().contentType(ContentType.JSON).accept("text/html;q=0.9, " + PGN_TYPE + ";q=0.2").body(body).when()
                .post("/v1/game").then().statusCode(200).contentType(PGN_TYPE);
    }

    /** The PGN read back and replayed by the rules core: the final FEN. */
    static String replayed(String pgn) {
        try {
            PgnGame g = PgnReader.read(pgn);
            Position start = g.tag("FEN") == null ? Position.start() : Fen.position(g.tag("FEN"));
            return Fen.write(Replay.playThrough(start, g.moves(), false).game().last());
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }
}
