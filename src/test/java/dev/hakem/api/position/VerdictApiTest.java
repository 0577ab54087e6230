package dev.hakem.api.position;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.ValidatableResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import dev.hakem.contract.ContractChecked;
import org.junit.jupiter.api.extension.ExtendWith;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.*;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Every termination and every claim, through /v1/position (GET and POST) and /v1/game, under
 * both rule sets. Expected values come from docs/rules.md § Rule sets; each position is analysed in its comment.
 */
@QuarkusTest
@ExtendWith(ContractChecked.class)
class VerdictApiTest {

    static final String FOOLS_MATE = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
    /** Black Kh8, white Qf7 and Kg6, black to move: g8, g7, h7 are all covered, no check. */
    static final String STALEMATE = "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1";
    /**
     * White Ke1, Ra1, Ph2; black Ke5, Na5; white to move with the clock at %d. Legal: Kd1 Kd2 Ke2 Kf1
     * Kf2, Ra2 Ra3 Ra4 Rb1 Rc1 Rd1 (11 quiet moves), h3 h4 (pawn moves) and Rxa5+ (a capture): 14.
     */
    static final String ROOK_PAWN_KNIGHT = "8/8/8/n3k3/8/8/7P/R3K3 w - - %d 80";
    static final List<String> QUIET = List.of("Kd1", "Kd2", "Ke2", "Kf1", "Kf2", "Ra2", "Ra3", "Ra4", "Rb1", "Rc1", "Rd1");
    /** Black Kg8 behind its pawns f7 g7 h7; white Ra1: Ra8 is mate. */
    static final String BACK_RANK = "6k1/5ppp/8/8/8/8/8/R5K1 w - - %d %d";
    /** The worked example of docs/rules.md § Flag fall: white K+N, black K+P. */
    static final String KNIGHT_V_PAWN = "7k/7p/8/8/8/8/8/4K1N1 b - - 0 1";

    static ValidatableResponse position(String fen, String rules) {
        return given().queryParam("fen", fen).queryParam("rules", rules).when().get("/v1/position").then();
    }

    static ValidatableResponse game(Map<String, ?> body) {
        return given().contentType(ContentType.JSON).body(body).when().post("/v1/game").then();
    }

    // ---------------------------------------------------------------- checkmate, stalemate, material

    @ParameterizedTest
    @ValueSource(strings = {"fide", "online"})
    void checkmateWinsForTheSideThatGaveIt(String rules) {
        position(FOOLS_MATE, rules).statusCode(200)
                .body("rules", equalTo(rules))
                .body("status", equalTo("checkmate"))
                .body("result", equalTo("0-1"))
                .body("termination", equalTo("checkmate"))
                .body("rule", equalTo("FIDE 5.1.1"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"fide", "online"})
    void stalemateIsADraw(String rules) {
        position(STALEMATE, rules).statusCode(200)
                .body("status", equalTo("stalemate"))
                .body("result", equalTo("1/2-1/2"))
                .body("termination", equalTo("stalemate"))
                .body("insufficientMaterial", equalTo(false));
    }

    @ParameterizedTest
    @ValueSource(strings = {"fide", "online"})
    void insufficientMaterialIsADrawUnderBothRuleSets(String rules) {
        position("8/8/8/8/8/5k2/8/5K1N w - - 0 1", rules).statusCode(200)
                .body("status", equalTo("draw"))
                .body("result", equalTo("1/2-1/2"))
                .body("termination", equalTo("insufficient_material"))
                .body("insufficientMaterial", equalTo(true));
    }

    @ParameterizedTest
    @ValueSource(strings = {"fide", "online"})
    void knightAgainstKnightIsNotInsufficientMaterial(String rules) {
        position("4k1n1/8/8/8/8/8/8/4K1N1 w - - 0 1", rules).statusCode(200)
                .body("status", equalTo("ongoing"))
                .body("result", equalTo("*"))
                .body("termination", nullValue())
                .body("insufficientMaterial", equalTo(false));
    }

    @ParameterizedTest
    @ValueSource(strings = {"fide", "online"})
    void aCaptureThatLeavesKingAgainstKingEndsTheGame(String rules) {
        // White Ke1 takes the undefended rook on d2 (black's king is on h1).
        game(Map.of("fen", "8/8/8/8/8/8/3r4/4K2k w - - 0 40", "moves", List.of("Kxd2"), "rules", rules))
                .statusCode(200)
                .body("termination", equalTo("insufficient_material"))
                .body("result", equalTo("1/2-1/2"))
                .body("endPly", equalTo(1));
    }

    @Test
    void thePositionMayAlsoBePostedAsJson() {
        given().contentType(ContentType.JSON).body(Map.of("fen", "8/8/8/8/8/5k2/8/5K1N w - - 0 1", "rules", "online"))
                .when().post("/v1/position").then().statusCode(200)
                .body("rules", equalTo("online"))
                .body("termination", equalTo("insufficient_material"));
        given().contentType(ContentType.JSON).body(Map.of("fen", STALEMATE))
                .when().post("/v1/position").then().statusCode(200)
                .body("rules", equalTo("fide"))
                .body("termination", equalTo("stalemate"));
    }

    // ---------------------------------------------------------------- fifty and seventy-five moves

    @Test
    void fideFiftyMovesAreClaimableAtOneHundredHalfMovesAndTheGameGoesOn() {
        position(String.format(Locale.ROOT, ROOK_PAWN_KNIGHT, 100), "fide").statusCode(200)
                .body("status", equalTo("ongoing"))
                .body("termination", nullValue())
                .body("claims.fiftyMoves", equalTo(true))
                .body("claims.threefoldRepetition", equalTo(false));
    }

    @Test
    void onlineEndsTheGameAtOneHundredHalfMoves() {
        position(String.format(Locale.ROOT, ROOK_PAWN_KNIGHT, 100), "online").statusCode(200)
                .body("status", equalTo("draw"))
                .body("result", equalTo("1/2-1/2"))
                .body("termination", equalTo("fifty_moves"));
    }

    @Test
    void fideFiftyMoveClaimByMoveListsExactlyTheQuietMovesAtNinetyNine() {
        JsonPath json = position(String.format(Locale.ROOT, ROOK_PAWN_KNIGHT, 99), "fide").statusCode(200)
                .body("termination", nullValue())
                .body("claims.fiftyMoves", equalTo(false))
                .body("legalMoves.size()", equalTo(14))
                .body("claims.byMove.rule", everyItem(equalTo("fifty_moves")))
                .body("claims.byMove.san", not(hasItems("h3")))
                .body("claims.byMove.san", not(hasItems("h4")))
                .body("claims.byMove.san", not(hasItems("Rxa5+")))
                .extract().jsonPath();
        List<String> sans = new ArrayList<>(json.getList("claims.byMove.san", String.class));
        sans.sort(null);
        assertEquals(QUIET, sans);
    }

    @Test
    void bothRuleSetsReportTheSameClaimsAsFacts() {
        String fen = String.format(Locale.ROOT, ROOK_PAWN_KNIGHT, 99);
        Object fide = position(fen, "fide").statusCode(200).extract().path("claims");
        Object online = position(fen, "online").statusCode(200).extract().path("claims");
        assertEquals(fide, online);
    }

    @Test
    void onlineGameEndsOnTheMoveThatBringsTheClockToOneHundred() {
        game(Map.of("fen", String.format(Locale.ROOT, ROOK_PAWN_KNIGHT, 99), "moves", List.of("Kd2", "Kd4"), "rules", "online"))
                .statusCode(200)
                .body("termination", equalTo("fifty_moves"))
                .body("result", equalTo("1/2-1/2"))
                .body("endPly", equalTo(1))
                .body("unplayedMoves", contains("Kd4"));
    }

    @Test
    void fideGameGoesOnPastOneHundredHalfMovesWithTheClaimOpen() {
        game(Map.of("fen", String.format(Locale.ROOT, ROOK_PAWN_KNIGHT, 99), "moves", List.of("Kd2", "Kd4"), "rules", "fide"))
                .statusCode(200)
                .body("termination", nullValue())
                .body("position.halfmoveClock", equalTo(101))
                .body("position.claims.fiftyMoves", equalTo(true));
    }

    @Test
    void aPawnMoveResetsTheCountSoNoDrawFollows() {
        game(Map.of("fen", String.format(Locale.ROOT, ROOK_PAWN_KNIGHT, 99), "moves", List.of("h3"), "rules", "online"))
                .statusCode(200)
                .body("termination", nullValue())
                .body("position.halfmoveClock", equalTo(0));
    }

    @Test
    void fideEndsTheGameAtOneHundredAndFiftyHalfMoves() {
        position(String.format(Locale.ROOT, ROOK_PAWN_KNIGHT, 150), "fide").statusCode(200)
                .body("status", equalTo("draw"))
                .body("result", equalTo("1/2-1/2"))
                .body("termination", equalTo("seventyfive_moves"))
                .body("rule", equalTo("FIDE 9.6.2"));
        position(String.format(Locale.ROOT, ROOK_PAWN_KNIGHT, 149), "fide").statusCode(200)
                .body("termination", nullValue());
    }

    @Test
    void onlineCallsOneHundredAndFiftyHalfMovesFiftyMoves() {
        position(String.format(Locale.ROOT, ROOK_PAWN_KNIGHT, 150), "online").statusCode(200)
                .body("termination", equalTo("fifty_moves"));
    }

    @Test
    void fideGameEndsOnTheMoveThatBringsTheClockToOneHundredAndFifty() {
        game(Map.of("fen", String.format(Locale.ROOT, ROOK_PAWN_KNIGHT, 149), "moves", List.of("Rb1", "Kd4")))
                .statusCode(200)
                .body("termination", equalTo("seventyfive_moves"))
                .body("endPly", equalTo(1))
                .body("unplayedMoves", contains("Kd4"));
    }

    // ---------------------------------------------------------------- checkmate stands over a count it completes

    @ParameterizedTest
    @ValueSource(strings = {"fide", "online"})
    void checkmateOnTheMoveThatCompletesTheFiftyMovesStands(String rules) {
        game(Map.of("fen", String.format(Locale.ROOT, BACK_RANK, 99, 80), "moves", List.of("Ra8#"), "rules", rules))
                .statusCode(200)
                .body("termination", equalTo("checkmate"))
                .body("result", equalTo("1-0"))
                .body("endPly", equalTo(1))
                .body("position.halfmoveClock", equalTo(100));
    }

    @Test
    void checkmateOnTheMoveThatCompletesTheSeventyFiveMovesStands() {
        game(Map.of("fen", String.format(Locale.ROOT, BACK_RANK, 149, 100), "moves", List.of("Ra8#"), "rules", "fide"))
                .statusCode(200)
                .body("termination", equalTo("checkmate"))
                .body("result", equalTo("1-0"))
                .body("position.halfmoveClock", equalTo(150));
    }

    @ParameterizedTest
    @ValueSource(strings = {"fide", "online"})
    void aMatedPositionWithTheClockPastOneHundredAndFiftyIsStillCheckmate(String rules) {
        position("R5k1/5ppp/8/8/8/8/8/6K1 b - - 150 100", rules).statusCode(200)
                .body("status", equalTo("checkmate"))
                .body("termination", equalTo("checkmate"))
                .body("result", equalTo("1-0"));
    }

    @Test
    void theMatingMoveIsAlsoAFiftyMoveClaimMoveButTheMateIsWhatHappens() {
        position(String.format(Locale.ROOT, BACK_RANK, 99, 80), "fide").statusCode(200)
                .body("claims.byMove.find { it.san == 'Ra8#' }.rule", equalTo("fifty_moves"))
                .body("legalMoves.find { it.uci == 'a1a8' }.checkmate", equalTo(true));
    }

    // ---------------------------------------------------------------- repetition

    @Test
    void onlineEndsTheGameOnTheThirdOccurrence() {
        game(Map.of("moves", "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8", "rules", "online"))
                .statusCode(200)
                .body("termination", equalTo("threefold_repetition"))
                .body("result", equalTo("1/2-1/2"))
                .body("endPly", equalTo(8))
                // The game has ended: nothing is left to claim.
                .body("position.claims.threefoldRepetition", equalTo(false));
    }

    @Test
    void fideMakesTheThirdOccurrenceClaimable() {
        game(Map.of("moves", "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8", "rules", "fide"))
                .statusCode(200)
                .body("termination", nullValue())
                .body("position.claims.threefoldRepetition", equalTo(true))
                // White may also claim by Nf3, which brings back the position of plies 1 and 5 a third
                // time; every other move leads to a position that never stood before.
                .body("position.claims.byMove", contains(Map.of("uci", "g1f3", "san", "Nf3", "rule", "threefold_repetition")));
    }

    @ParameterizedTest
    @ValueSource(strings = {"fide", "online"})
    void theThreefoldClaimByMoveIsReportedUnderBothRuleSets(String rules) {
        game(Map.of("moves", "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1", "rules", rules))
                .statusCode(200)
                .body("termination", nullValue())
                .body("position.claims.byMove", contains(Map.of("uci", "f6g8", "san", "Ng8", "rule", "threefold_repetition")));
    }

    @Test
    void theSecondOccurrenceIsNotYetAClaim() {
        game(Map.of("moves", "Nf3 Nf6 Ng1 Ng8")).statusCode(200)
                .body("position.repetitions", equalTo(2))
                .body("position.claims.threefoldRepetition", equalTo(false))
                .body("position.claims.byMove", empty());
    }

    @Test
    void fideEndsTheGameOnTheFifthOccurrence() {
        String shuffle = "Nf3 Nf6 Ng1 Ng8 ";
        game(Map.of("moves", shuffle.repeat(4), "rules", "fide"))
                .statusCode(200)
                .body("termination", equalTo("fivefold_repetition"))
                .body("rule", equalTo("FIDE 9.6.1"))
                .body("result", equalTo("1/2-1/2"))
                .body("endPly", equalTo(16))
                .body("position.repetitions", equalTo(5));
        game(Map.of("moves", shuffle.repeat(3), "rules", "fide"))
                .statusCode(200)
                .body("termination", nullValue())
                .body("position.repetitions", equalTo(4));
    }

    // ---------------------------------------------------------------- flag fall

    @Test
    void onlineFlagFallAgainstALoneKnightIsADraw() {
        game(Map.of("fen", KNIGHT_V_PAWN, "moves", List.of(), "rules", "online", "flag", "black"))
                .statusCode(200)
                .body("termination", equalTo("timeout_insufficient_material"))
                .body("result", equalTo("1/2-1/2"))
                .body("flag.flagged", equalTo("black"))
                .body("flag.opponentCanMate", equalTo("no"))
                .body("flag.certain", equalTo(true))
                // The position itself goes on: only the flag decides.
                .body("position.termination", nullValue());
    }

    /*
     * The FIDE flag-fall expectation for the worked example of docs/rules.md § Flag fall, kept in one place. Under FIDE 6.9 black
     * loses, since a helpmate exists (e.g. white Kf8, Nf7; black Kh8, Ph7 is mate). Before the
     * helpmate search existed the service scored the same loss with opponentCanMate "unknown" and
     * certain false; with the search it proves the mate: "yes", certain, and the helpmate itself.
     */
    static final String FIDE_KN_V_KP_OPPONENT_CAN_MATE = "yes";
    static final boolean FIDE_KN_V_KP_CERTAIN = true;

    @Test
    void fideFlagFallWithKnightAgainstPawnIsALossBecauseAHelpmateExists() {
        JsonPath json = game(Map.of("fen", KNIGHT_V_PAWN, "moves", List.of(), "rules", "fide", "flag", "black"))
                .statusCode(200)
                .body("termination", equalTo("timeout"))
                .body("result", equalTo("1-0"))
                .body("rule", equalTo("FIDE 6.9"))
                .body("flag.flagged", equalTo("black"))
                .body("flag.opponentCanMate", equalTo(FIDE_KN_V_KP_OPPONENT_CAN_MATE))
                .body("flag.certain", equalTo(FIDE_KN_V_KP_CERTAIN))
                .extract().jsonPath();
        // The helpmate offered as proof must be a legal line from the position that mates black.
        List<String> helpmate = json.getList("flag.helpmate.uci", String.class);
        game(Map.of("fen", KNIGHT_V_PAWN, "moves", helpmate, "rules", "fide"))
                .statusCode(200)
                .body("termination", equalTo("checkmate"))
                .body("result", equalTo("1-0"))
                .body("endPly", equalTo(helpmate.size()))
                .body("$", not(hasKey("unplayedMoves")));
    }

    @ParameterizedTest
    @ValueSource(strings = {"fide", "online"})
    void flagFallAgainstABareKingIsADrawUnderBothRuleSets(String rules) {
        // White has a queen and a pawn, black only its king; white's flag falls.
        game(Map.of("fen", "4k3/8/8/8/8/8/3QP3/4K3 w - - 0 1", "moves", List.of(), "rules", rules, "flag", "white"))
                .statusCode(200)
                .body("termination", equalTo("timeout_insufficient_material"))
                .body("result", equalTo("1/2-1/2"))
                .body("flag.opponentCanMate", equalTo("no"))
                .body("flag.certain", equalTo(true));
    }

    @Test
    void onlineFlagFallAgainstAPawnIsALoss() {
        // The same K+N v K+P, but white's flag falls: black's pawn can still promote.
        game(Map.of("fen", KNIGHT_V_PAWN, "moves", List.of("Kg8"), "rules", "online", "flag", "white"))
                .statusCode(200)
                .body("termination", equalTo("timeout"))
                .body("result", equalTo("0-1"))
                .body("endPly", equalTo(1))
                .body("flag.opponentCanMate", equalTo("yes"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"fide", "online"})
    void aFlagAfterTheGameHasEndedDoesNotChangeTheResult(String rules) {
        game(Map.of("moves", List.of("f3", "e5", "g4", "Qh4#"), "rules", rules, "flag", "black"))
                .statusCode(200)
                .body("termination", equalTo("checkmate"))
                .body("result", equalTo("0-1"))
                .body("flag.flagged", equalTo("black"))
                .body("flag.note", containsString("checkmate"));
    }
}
