package dev.hakem.api.analysis;

import dev.hakem.chess.board.Color;
import dev.hakem.chess.Fen;
import dev.hakem.chess.Move;
import dev.hakem.chess.notation.MoveError;
import dev.hakem.chess.Position;
import dev.hakem.chess.notation.San;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.ValidatableResponse;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import dev.hakem.contract.ContractChecked;
import org.junit.jupiter.api.extension.ExtendWith;
import static io.restassured.RestAssured.given;
import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.*;
import static org.junit.jupiter.api.Assertions.*;

/**
 * GET/POST /v1/winnability, and the flag-fall and dead-position verdicts of POST /v1/game that
 * rest on it. Every helpmate the service sends is replayed here through the rules core: each UCI
 * move must be legal where it stands, its SAN must be the SAN of that move, and the line must end
 * in checkmate of the side that is not the winner.
 */
@QuarkusTest
@ExtendWith(ContractChecked.class)
class WinnabilityApiTest {

    static final String PROBLEM = "application/problem+json";

    static final String KK = "8/8/8/4k3/8/8/8/4K3 w - - 0 1";
    static final String KNN_K = "8/8/8/4k3/8/8/8/1N2KN2 w - - 0 1";
    /** The worked example of docs/rules.md § Flag fall: white K+N, black K+P, black to move. */
    static final String KN_V_KP = "7k/7p/8/4K3/3N4/8/8/8 b - - 0 1";
    static final String WALL = "4k3/8/8/p1p1p1p1/P1P1P1P1/8/8/4K3 w - - 0 1";

    static ValidatableResponse get(String fen) {
        return given().queryParam("fen", fen).when().get("/v1/winnability").then();
    }

    static ValidatableResponse post(String path, Map<String, ?> body) {
        return given().contentType(ContentType.JSON).body(body).when().post(path).then();
    }

    /** Replays a helpmate {uci, san} from the FEN; fails unless it is legal throughout and mates the loser. */
    static void assertHelpmate(String fen, List<String> uci, List<String> san, Color winner) {
        assertNotNull(uci, "a 'yes' carries a helpmate");
        assertNotNull(san);
        assertEquals(uci.size(), san.size(), "one SAN per UCI move");
        Position p = Fen.position(fen);
        for (int i = 0; i < uci.size(); i++) {
            Move m;
            try {
                m = dev.hakem.chess.notation.Uci.parse(p, uci.get(i));
            } catch (MoveError e) {
                fail("helpmate move " + (i + 1) + " (" + uci.get(i) + ") is not legal in " + Fen.write(p) + ": " + e.getMessage());
                return;
            }
            assertEquals(San.of(p, m), san.get(i), "SAN of helpmate move " + (i + 1));
            p = p.play(m);
        }
        assertEquals(winner.other(), p.turn(), "the line ends with the loser to move: " + Fen.write(p));
        assertTrue(p.isCheckmate(), "the line " + san + " ends in checkmate: " + Fen.write(p));
    }

    static void assertSideHelpmate(JsonPath json, String fen, String side) {
        assertEquals("yes", json.getString(side + ".canWin"));
        List<String> uci = json.getList(side + ".helpmate.uci", String.class);
        assertHelpmate(fen, uci, json.getList(side + ".helpmate.san", String.class),
                side.equals("white") ? Color.WHITE : Color.BLACK);
        assertEquals(uci.size(), json.getInt(side + ".helpmate.plies"), side + ": plies is the helpmate's length");
    }

    /** The helpmate played through POST /v1/game from the FEN ends the game in checkmate after exactly its plies. */
    static void assertGameEndsInMate(String fen, List<String> uci, int plies) {
        post("/v1/game", Map.of("fen", fen, "moves", uci)).statusCode(200)
                .body("termination", equalTo("checkmate"))
                .body("moves.size()", equalTo(plies))
                .body("endPly", equalTo(plies));
    }

    // ---------------------------------------------------------------- GET: material

    @Test
    void kingAgainstKingIsDead() {
        get(KK).statusCode(200).contentType("application/json")
                .body("fen", equalTo(KK))
                .body("white.canWin", equalTo("no"))
                .body("black.canWin", equalTo("no"))
                .body("white.helpmate", nullValue())
                .body("black.helpmate", nullValue())
                .body("white.reason", not(emptyOrNullString()))
                .body("deadPosition", equalTo(true))
                .body("online.insufficientMaterial", equalTo(true))
                .body("online.whiteCanWinOnTime", equalTo(false))
                .body("online.blackCanWinOnTime", equalTo(false));
    }

    @Test
    void kingAndBishopAgainstKingIsDead() {
        get("8/8/8/4k3/8/8/8/2B1K3 w - - 0 1").statusCode(200)
                .body("white.canWin", equalTo("no"))
                .body("black.canWin", equalTo("no"))
                .body("deadPosition", equalTo(true))
                .body("online.insufficientMaterial", equalTo(true));
    }

    @Test
    void kingAndKnightAgainstKingIsDead() {
        get("8/8/8/4k3/8/8/8/1N2K3 w - - 0 1").statusCode(200)
                .body("white.canWin", equalTo("no"))
                .body("black.canWin", equalTo("no"))
                .body("deadPosition", equalTo(true))
                .body("online.insufficientMaterial", equalTo(true));
    }

    @Test
    void twoKnightsCanMateWithHelp() {
        JsonPath json = get(KNN_K).statusCode(200)
                .body("black.canWin", equalTo("no"))
                .body("black.helpmate", nullValue())
                .body("deadPosition", equalTo(false))
                // Not on the static list, though often wrongly called drawn.
                .body("online.insufficientMaterial", equalTo(false))
                .body("online.whiteCanWinOnTime", equalTo(true))
                .body("online.blackCanWinOnTime", equalTo(false))
                .extract().jsonPath();
        assertSideHelpmate(json, KNN_K, "white");
    }

    @Test
    void sameColouredBishopsOnBothSidesAreDead() {
        // c1 and f8 are both dark squares.
        get("4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1").statusCode(200)
                .body("white.canWin", equalTo("no"))
                .body("black.canWin", equalTo("no"))
                .body("deadPosition", equalTo(true))
                .body("online.insufficientMaterial", equalTo(true));
    }

    @Test
    void oppositeColouredBishopsAreWinnable() {
        // c1 dark, c8 light: each side can mate in a corner of its colour, the other bishop blocking a flight square.
        String fen = "2b1k3/8/8/8/8/8/8/2B1K3 w - - 0 1";
        JsonPath json = get(fen).statusCode(200)
                .body("deadPosition", equalTo(false))
                .body("online.insufficientMaterial", equalTo(false))
                .extract().jsonPath();
        assertSideHelpmate(json, fen, "white");
        assertSideHelpmate(json, fen, "black");
    }

    @Test
    void theRulesExampleIsWinnableForBothSides() {
        JsonPath json = get(KN_V_KP).statusCode(200)
                .body("deadPosition", equalTo(false))
                .body("online.insufficientMaterial", equalTo(false))
                // Online: a lone knight cannot win on time; the pawn can.
                .body("online.whiteCanWinOnTime", equalTo(false))
                .body("online.blackCanWinOnTime", equalTo(true))
                .extract().jsonPath();
        assertSideHelpmate(json, KN_V_KP, "white");
        assertSideHelpmate(json, KN_V_KP, "black");
    }

    @Test
    void onlyAnUnderPromotionLetsTheBishopMate() {
        // K + dark bishop v K + b-pawn: a lone bishop mates only in a1/h8 with a black piece on a light flight
        // square (a2/b1/g8/h7) that can neither interpose on the dark diagonal nor take the bishop. A queen or
        // rook always could; the b-pawn never gets there. So the helpmate must contain b1=N or b1=B.
        String fen = "8/8/8/3k4/8/8/1p6/4K1B1 w - - 0 1";
        JsonPath json = get(fen).statusCode(200).body("deadPosition", equalTo(false)).extract().jsonPath();
        assertSideHelpmate(json, fen, "white");
        assertThat(json.getList("white.helpmate.uci", String.class), hasItem(anyOf(equalTo("b2b1n"), equalTo("b2b1b"))));
    }

    @Test
    void theHelpmatesLengthIsItsPliesAndItMatesThroughPostGame() {
        JsonPath json = get(KN_V_KP).statusCode(200).extract().jsonPath();
        for (String side : List.of("white", "black")) {
            assertSideHelpmate(json, KN_V_KP, side);
            List<String> uci = json.getList(side + ".helpmate.uci", String.class);
            int plies = json.getInt(side + ".helpmate.plies");
            assertTrue(plies > 0, side + ": the position is not yet mate");
            assertGameEndsInMate(KN_V_KP, uci, plies);
            // Without the option, nothing is claimed about the length being the shortest.
            assertFalse(json.getMap(side + ".helpmate").containsKey("provedShortest"), side);
        }
    }

    // ---------------------------------------------------------------- shortest

    /** White mates at once (Ra8#); Black, with king and pawns against king and rook, only with much help. */
    static final String MATE_IN_ONE = "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1";

    static ValidatableResponse getShortest(String fen, String shortest) {
        return given().queryParam("fen", fen).queryParam("shortest", shortest).when().get("/v1/winnability").then();
    }

    @Test
    void theShortestOptionProvesAOnePlyMateShortest() {
        JsonPath json = getShortest(MATE_IN_ONE, "true").statusCode(200)
                .body("white.helpmate.uci", contains("a1a8"))
                .body("white.helpmate.san", contains("Ra8#"))
                .body("white.helpmate.plies", equalTo(1))
                .body("white.helpmate.provedShortest", equalTo(true))
                .extract().jsonPath();
        assertSideHelpmate(json, MATE_IN_ONE, "white");
        assertSideHelpmate(json, MATE_IN_ONE, "black");
        assertGameEndsInMate(MATE_IN_ONE, json.getList("black.helpmate.uci", String.class), json.getInt("black.helpmate.plies"));
        assertNotNull(json.get("black.helpmate.provedShortest"), "a side with a helpmate says whether it is proved shortest");
    }

    @Test
    void theShortestHelpmateIsNeverLongerThanTheFirstFound() {
        JsonPath first = get(KN_V_KP).statusCode(200).extract().jsonPath();
        JsonPath shortest = getShortest(KN_V_KP, "true").statusCode(200)
                .body("deadPosition", equalTo(false))
                .extract().jsonPath();
        for (String side : List.of("white", "black")) {
            assertSideHelpmate(shortest, KN_V_KP, side);
            int plies = shortest.getInt(side + ".helpmate.plies");
            assertThat(side, plies, lessThanOrEqualTo(first.getInt(side + ".helpmate.plies")));
            assertGameEndsInMate(KN_V_KP, shortest.getList(side + ".helpmate.uci", String.class), plies);
            assertTrue(shortest.getMap(side + ".helpmate").get("provedShortest") instanceof Boolean, side);
        }
        // The shortest search goes on after the first helpmate: it searches more positions.
        assertThat(shortest.getLong("white.nodes"), greaterThanOrEqualTo(first.getLong("white.nodes")));
    }

    @Test
    void shortestFalseIsTheDefault() {
        JsonPath json = getShortest(MATE_IN_ONE, "false").statusCode(200).extract().jsonPath();
        assertEquals(get(MATE_IN_ONE).statusCode(200).extract().jsonPath().getMap("$"), json.getMap("$"));
        assertFalse(json.getMap("white.helpmate").containsKey("provedShortest"));
    }

    @Test
    void postTakesTheShortestOptionForTheFinalPosition() {
        post("/v1/winnability", Map.of("fen", MATE_IN_ONE, "moves", List.of("Kg2", "Kh8", "Kg1", "Kg8"), "shortest", true))
                .statusCode(200)
                .body("fen", equalTo("6k1/5ppp/8/8/8/8/8/R5K1 w - - 4 3"))
                .body("white.helpmate.uci", contains("a1a8"))
                .body("white.helpmate.plies", equalTo(1))
                .body("white.helpmate.provedShortest", equalTo(true));
        post("/v1/winnability", Map.of("fen", MATE_IN_ONE, "shortest", false)).statusCode(200)
                .body("white.helpmate", not(hasKey("provedShortest")));
    }

    @ParameterizedTest
    @ValueSource(strings = {"maybe", "TRUE", "1", "yes"})
    void aShortestThatIsNotTrueOrFalseIsA400(String value) {
        getShortest(MATE_IN_ONE, value).statusCode(400).contentType(PROBLEM)
                .body("code", equalTo("invalid_parameter"))
                .body("detail", containsString("'shortest'"))
                .body("detail", containsString("true or false"));
    }

    @Test
    void anEmptyShortestIsA400() {
        String fen = java.net.URLEncoder.encode(MATE_IN_ONE, java.nio.charset.StandardCharsets.UTF_8);
        given().urlEncodingEnabled(false).when().get("/v1/winnability?fen=" + fen + "&shortest=").then()
                .statusCode(400).contentType(PROBLEM)
                .body("code", equalTo("invalid_parameter"))
                .body("detail", containsString("'shortest'"));
    }

    @Test
    void aShortestMemberThatIsNotABooleanIsA400() {
        given().contentType(ContentType.JSON).body("{\"fen\": \"" + MATE_IN_ONE + "\", \"shortest\": \"maybe\"}")
                .when().post("/v1/winnability").then()
                .statusCode(400).contentType(PROBLEM)
                .body("code", equalTo("malformed_json"))
                .body("detail", containsString("'shortest'"));
    }

    // ---------------------------------------------------------------- GET: pawn walls

    @Test
    void aLockedPawnWallIsDead() {
        get(WALL).statusCode(200)
                .body("white.canWin", equalTo("no"))
                .body("black.canWin", equalTo("no"))
                .body("white.reason", containsString("pawn wall"))
                .body("black.reason", containsString("pawn wall"))
                .body("deadPosition", equalTo(true))
                // Not on the static list: online rules do not see it.
                .body("online.insufficientMaterial", equalTo(false))
                .body("online.whiteCanWinOnTime", equalTo(true))
                .body("online.blackCanWinOnTime", equalTo(true));
    }

    @Test
    void theWallWithOnePawnFreeIsAlive() {
        // No black pawn on a5: a4 queens, and the black king enters by a5 to eat a4 and c4 and free c5.
        String fen = "4k3/8/8/2p1p1p1/P1P1P1P1/8/8/4K3 w - - 0 1";
        JsonPath json = get(fen).statusCode(200).body("deadPosition", equalTo(false)).extract().jsonPath();
        assertSideHelpmate(json, fen, "white");
        assertSideHelpmate(json, fen, "black");
    }

    // ---------------------------------------------------------------- GET: only move a capture, mate, stalemate

    @Test
    void theOnlyLegalMoveIsACaptureToBareKings() {
        // Kxb2 is forced, then K v K.
        get("k7/8/8/8/8/8/1q6/K7 w - - 0 1").statusCode(200)
                .body("white.canWin", equalTo("no"))
                .body("black.canWin", equalTo("no"))
                .body("deadPosition", equalTo(true))
                // Black still has a queen on the board: not on the static list.
                .body("online.insufficientMaterial", equalTo(false));
    }

    @Test
    void theOnlyLegalMoveIsACaptureAfterWhichTheRookCanMate() {
        String fen = "k7/8/8/8/8/8/1q6/K6R w - - 0 1";
        JsonPath json = get(fen).statusCode(200)
                .body("black.canWin", equalTo("no"))
                .body("deadPosition", equalTo(false))
                .body("white.helpmate.uci[0]", equalTo("a1b2"))
                .extract().jsonPath();
        assertSideHelpmate(json, fen, "white");
    }

    @Test
    void aKingAlreadyMatedIsYesWithAnEmptyHelpmate() {
        String fen = "R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1";
        get(fen).statusCode(200)
                .body("white.canWin", equalTo("yes"))
                .body("white.helpmate.uci", empty())
                .body("white.helpmate.san", empty())
                .body("white.helpmate.plies", equalTo(0))
                .body("black.canWin", equalTo("no"))
                .body("deadPosition", equalTo(false));
        assertTrue(Fen.position(fen).isCheckmate());
    }

    @Test
    void stalemateIsNoForBothSides() {
        get("k7/8/1Q6/8/8/8/8/7K b - - 0 1").statusCode(200)
                .body("white.canWin", equalTo("no"))
                .body("black.canWin", equalTo("no"))
                .body("white.reason", containsString("stalemate"))
                .body("deadPosition", equalTo(true));
    }

    // ---------------------------------------------------------------- deadPosition: true, false, null

    @Test
    void deadPositionIsNullUnlessBothSidesAreSettled() {
        // A light bishop beyond a locked wall can never mate: the black king on a light square always keeps
        // dark flight squares nothing white can cover. The pawn-wall proof says so.
        String fen = "2k5/7B/8/p1p1p1p1/P1P1P1P1/8/8/4K3 w - - 0 1";
        JsonPath json = get(fen).statusCode(200)
                .body("black.canWin", equalTo("no"))
                .body("white.canWin", equalTo("no"))
                .body("white.reason", containsString("flight square"))
                .body("white.helpmate", nullValue())
                .body("deadPosition", equalTo(true))
                .extract().jsonPath();
        assertTrue(json.getMap("$").containsKey("deadPosition"), "deadPosition is written even when null");
    }

    // ---------------------------------------------------------------- GET: bad input

    @Test
    void anInvalidFenIsAProblem() {
        get("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1")
                .statusCode(400).contentType(PROBLEM)
                .body("status", equalTo(400))
                .body("code", equalTo("invalid_fen"))
                .body("type", equalTo("urn:hakem:problem:invalid-fen"))
                .body("errors", not(empty()))
                .body("errors.field", hasItem("placement"));
    }

    @Test
    void twoWhiteKingsIsAnInvalidFen() {
        get("8/8/8/4k3/8/8/8/3KK3 w - - 0 1").statusCode(400).contentType(PROBLEM).body("code", equalTo("invalid_fen"));
    }

    @Test
    void aMissingFenIsAProblem() {
        given().when().get("/v1/winnability").then().statusCode(400).contentType(PROBLEM)
                .body("status", equalTo(400));
    }

    // ---------------------------------------------------------------- POST

    @Test
    void postAnalysesTheFinalPositionOfTheMoves() {
        // g3-g4 locks the wall: the final position is dead though the start was not.
        String start = "4k3/8/8/p1p1p1p1/P1P1P3/6P1/8/4K3 w - - 0 1";
        post("/v1/winnability", Map.of("fen", start, "moves", List.of("Kf2", "Kd7", "g4")))
                .statusCode(200)
                .body("fen", equalTo("8/3k4/8/p1p1p1p1/P1P1P1P1/8/5K2/8 b - - 0 2"))
                .body("white.canWin", equalTo("no"))
                .body("black.canWin", equalTo("no"))
                .body("white.reason", containsString("pawn wall"))
                .body("deadPosition", equalTo(true));
        JsonPath before = post("/v1/winnability", Map.of("fen", start, "moves", List.of("Kf2", "Kd7")))
                .statusCode(200)
                .body("fen", equalTo("8/3k4/8/p1p1p1p1/P1P1P3/6P1/5K2/8 w - - 2 2"))
                .body("deadPosition", equalTo(false))
                .extract().jsonPath();
        assertSideHelpmate(before, "8/3k4/8/p1p1p1p1/P1P1P3/6P1/5K2/8 w - - 2 2", "white");
    }

    @Test
    void postWithoutFenStartsFromTheInitialPosition() {
        String after = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
        JsonPath json = post("/v1/winnability", Map.of("moves", "e4")).statusCode(200)
                .body("fen", equalTo(after))
                .body("deadPosition", equalTo(false))
                .extract().jsonPath();
        assertSideHelpmate(json, after, "white");
        assertSideHelpmate(json, after, "black");
    }

    @Test
    void postPlaysThroughAPositionTheRulesWouldEnd() {
        // Kxb2 leaves bare kings (the game would end there); the question is about the last position.
        post("/v1/winnability", Map.of("fen", "k7/8/8/8/8/8/1q6/K7 w - - 0 1", "moves", List.of("Kxb2", "Kb7", "Kc3")))
                .statusCode(200)
                .body("fen", equalTo("8/1k6/8/8/8/2K5/8/8 b - - 2 2"))
                .body("deadPosition", equalTo(true));
    }

    @Test
    void postWithAnIllegalMoveIsUnprocessable() {
        post("/v1/winnability", Map.of("fen", KK, "moves", List.of("Ke1e3")))
                .statusCode(422).contentType(PROBLEM);
        post("/v1/winnability", Map.of("fen", KK, "moves", List.of("Kd2", "Kd4", "Kd3")))
                .statusCode(422).contentType(PROBLEM)
                .body("ply", equalTo(3));
    }

    @Test
    void postWithAnInvalidFenIsAProblem() {
        post("/v1/winnability", Map.of("fen", "not a fen", "moves", List.of()))
                .statusCode(400).contentType(PROBLEM)
                .body("code", equalTo("invalid_fen"));
    }

    // ---------------------------------------------------------------- POST /v1/game: flag fall

    /** White to move; after Ke5 the RULES example stands with black to move, and black's flag falls. */
    static Map<String, Object> flagGame(String rules) {
        return Map.of("fen", "7k/7p/8/3K4/3N4/8/8/8 w - - 0 1", "moves", List.of("Ke5"), "rules", rules, "flag", "black");
    }

    @Test
    void fideFlagFallWhenAHelpmateExistsIsALoss() {
        JsonPath json = post("/v1/game", flagGame("fide")).statusCode(200)
                .body("rules", equalTo("fide"))
                .body("position.fen", equalTo("7k/7p/8/4K3/3N4/8/8/8 b - - 1 1"))
                .body("result", equalTo("1-0"))
                .body("termination", equalTo("timeout"))
                .body("flag.flagged", equalTo("black"))
                .body("flag.opponentCanMate", equalTo("yes"))
                .body("flag.certain", equalTo(true))
                .body("flag.helpmate", not(hasKey("provedShortest")))
                .extract().jsonPath();
        List<String> uci = json.getList("flag.helpmate.uci", String.class);
        assertHelpmate("7k/7p/8/4K3/3N4/8/8/8 b - - 1 1", uci, json.getList("flag.helpmate.san", String.class), Color.WHITE);
        assertEquals(uci.size(), json.getInt("flag.helpmate.plies"));
        assertGameEndsInMate("7k/7p/8/4K3/3N4/8/8/8 b - - 1 1", uci, uci.size());
    }

    @Test
    void onlineFlagFallAgainstALoneKnightIsADraw() {
        post("/v1/game", flagGame("online")).statusCode(200)
                .body("rules", equalTo("online"))
                .body("result", equalTo("1/2-1/2"))
                .body("termination", equalTo("timeout_insufficient_material"))
                .body("flag.flagged", equalTo("black"))
                .body("flag.opponentCanMate", equalTo("no"))
                .body("flag", not(hasKey("helpmate")));
    }

    @Test
    void fideFlagFallOfWhiteIsALossWhileBlackHasItsPawnAndADrawAgainstABareKing() {
        // Black's pawn can queen and mate with white's help: white's flag fall loses.
        JsonPath json = post("/v1/game", Map.of("fen", KN_V_KP, "moves", List.of("Kg8"), "flag", "white"))
                .statusCode(200)
                .body("rules", equalTo("fide"))
                .body("position.fen", equalTo("6k1/7p/8/4K3/3N4/8/8/8 w - - 1 2"))
                .body("termination", equalTo("timeout"))
                .body("result", equalTo("0-1"))
                .body("flag.opponentCanMate", equalTo("yes"))
                .extract().jsonPath();
        assertHelpmate("6k1/7p/8/4K3/3N4/8/8/8 w - - 1 2", json.getList("flag.helpmate.uci", String.class),
                json.getList("flag.helpmate.san", String.class), Color.BLACK);
        // A bare king can never mate: a draw, though white has a rook (so the game itself had not ended).
        post("/v1/game", Map.of("fen", "7k/8/8/4K3/8/8/8/R7 b - - 0 1", "moves", List.of("Kg8"), "flag", "white"))
                .statusCode(200)
                .body("termination", equalTo("timeout_insufficient_material"))
                .body("result", equalTo("1/2-1/2"))
                .body("flag.opponentCanMate", equalTo("no"))
                .body("flag", not(hasKey("helpmate")));
    }

    // ---------------------------------------------------------------- POST /v1/game: dead position

    static final String WALL_AFTER_G4 = "4k3/8/8/p1p1p1p1/P1P1P3/6P1/8/4K3 w - - 0 1";
    static final List<String> WALL_GAME = List.of("Kf2", "Kd7", "g4", "Ke7", "Kf3");

    @Test
    void fideEndsTheGameWhenAPawnMoveLocksTheWall() {
        post("/v1/game", Map.of("fen", WALL_AFTER_G4, "moves", WALL_GAME, "rules", "fide")).statusCode(200)
                .body("termination", equalTo("dead_position"))
                .body("result", equalTo("1/2-1/2"))
                .body("endPly", equalTo(3))
                .body("moves.size()", equalTo(3))
                .body("moves.san", contains("Kf2", "Kd7", "g4"))
                .body("unplayedMoves", contains("Ke7", "Kf3"))
                .body("position.status", equalTo("draw"))
                .body("position.termination", equalTo("dead_position"));
    }

    @Test
    void onlineLetsTheWallGameGoOn() {
        post("/v1/game", Map.of("fen", WALL_AFTER_G4, "moves", WALL_GAME, "rules", "online")).statusCode(200)
                .body("termination", nullValue())
                .body("result", equalTo("*"))
                .body("endPly", nullValue())
                .body("moves.size()", equalTo(5))
                .body("$", not(hasKey("unplayedMoves")))
                .body("position.status", equalTo("ongoing"));
    }

    @Test
    void fideEndsTheGameWhenACaptureLeavesOnlyTheWall() {
        // The black knight could jump the wall (and be taken by a pawn, freeing the file) until Kxh1.
        Map<String, Object> body = Map.of("fen", "4k3/8/8/p1p1p1p1/P1P1P1P1/8/8/4K2n w - - 0 1",
                "moves", List.of("Kf1", "Kd7", "Kg2", "Ke7", "Kxh1", "Kd7", "Kg2"), "rules", "fide");
        post("/v1/game", body).statusCode(200)
                .body("termination", equalTo("dead_position"))
                .body("endPly", equalTo(5))
                .body("moves[4].san", equalTo("Kxh1"))
                .body("unplayedMoves", contains("Kd7", "Kg2"));
    }

    @Test
    void aFlagAfterTheWallLockedChangesNothingUnderFide() {
        post("/v1/game", Map.of("fen", WALL, "moves", List.of(), "rules", "fide", "flag", "white")).statusCode(200)
                .body("termination", equalTo("dead_position"))
                .body("result", equalTo("1/2-1/2"))
                .body("flag.note", containsString("already ended"));
    }

    @Test
    void onlineScoresAFlagBehindTheWallAsALoss() {
        // Online rules look only at the opponent's material: pawns are more than a lone knight or bishop.
        post("/v1/game", Map.of("fen", WALL, "moves", List.of(), "rules", "online", "flag", "white")).statusCode(200)
                .body("termination", equalTo("timeout"))
                .body("result", equalTo("0-1"));
    }
}
