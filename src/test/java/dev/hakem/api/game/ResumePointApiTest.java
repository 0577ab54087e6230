package dev.hakem.api.game;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasKey;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.hakem.chess.Fen;
import dev.hakem.chess.Position;
import dev.hakem.chess.notation.MoveInfo;
import dev.hakem.chess.notation.Notation;
import dev.hakem.chess.pgn.PgnGame;
import dev.hakem.chess.pgn.PgnReader;
import dev.hakem.contract.ContractChecked;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * POST /v1/move with a resume point in place of the history (docs/resume-point.md): the answer is the
 * one the whole history gives, byte for byte, after every move of real games and of games built to
 * repeat, lose castling rights and run the clocks out; a version-1 resume point reads; the bounds
 * and faults of the member are problems.
 */
@QuarkusTest
@ExtendWith(ContractChecked.class)
class ResumePointApiTest {

    static final ObjectMapper JSON = new ObjectMapper();

    static Response move(Map<String, ?> body) {
        return given().contentType(ContentType.JSON).body(body).when().post("/v1/move");
    }

    static Map<String, Object> body(Object... kv) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) m.put((String) kv[i], kv[i + 1]);
        return m;
    }

    /**
     * Plays the game move by move twice, with the whole history and with the resume point of the last
     * answer; every answer (and the refusal once the game is over) must be the same bytes. Returns the plies played.
     */
    static int playBothWays(String fen, List<String> moves, String rules) throws Exception {
        JsonNode resume = null;
        for (int i = 0; i < moves.size(); i++) {
            Map<String, Object> whole = body("moves", moves.subList(0, i), "move", moves.get(i), "rules", rules);
            if (fen != null) whole.put("fen", fen);
            Response a = move(whole);
            Map<String, Object> resumed = body("resume", resume, "move", moves.get(i), "rules", rules);
            Response b = resume == null ? move(whole) : move(resumed);
            String where = rules + " ply " + (i + 1) + " " + moves.get(i);
            assertEquals(a.statusCode(), b.statusCode(), where);
            assertEquals(a.asString(), b.asString(), where);
            if (a.statusCode() != 200) {
                assertEquals("game_over", a.jsonPath().getString("code"), where);
                return i;
            }
            resume = JSON.readTree(a.asString()).get("resume");
            assertTrue(resume.get("moves").size() <= 150, where);
            assertEquals(i + 1, resume.get("ply").asInt() + resume.get("moves").size(), where);
        }
        return moves.size();
    }

    @Test
    void theAnswerAfterAResumePointIsTheAnswerAfterTheWholeHistoryInRealGames() throws Exception {
        List<List<String>> games = new ArrayList<>();
        for (String file : List.of("Carlsen8games.pgn", "tatamast22.pgn")) {
            for (PgnGame g : PgnReader.readAll(resource(file))) {
                if (g.tag("FEN") != null) continue;
                List<String> uci = new ArrayList<>();
                Position p = Position.start();
                for (String san : g.moves()) {
                    MoveInfo m = Notation.parse(p, san, true).info();
                    uci.add(m.san());
                    p = m.after();
                }
                games.add(uci);
            }
        }
        games.sort(Comparator.comparingInt(List::size));
        // The longest game and two others, under both rule sets.
        List<List<String>> chosen = List.of(games.get(games.size() - 1), games.get(games.size() / 2), games.get(3));
        int plies = 0;
        for (List<String> g : chosen) for (String rules : List.of("fide", "online")) plies += playBothWays(null, g, rules);
        assertTrue(plies > 300, plies + " plies");
    }

    @Test
    void theAnswerAfterAResumePointIsTheAnswerAfterTheWholeHistoryThroughRepetitionsClaimsAndTheSeventyFiveMoveRule()
            throws Exception {
        // Castling rights lost by a king's move and its return, then a shuffle that repeats five times.
        List<String> shuffle = new ArrayList<>(List.of("e4", "e5", "Ke2", "Ke7", "Ke1", "Ke8"));
        for (int i = 0; i < 5; i++) shuffle.addAll(List.of("Nf3", "Nf6", "Ng1", "Ng8"));
        // The position after Ke8 (ply 6) stands again at plies 10, 14, 18 and 22: the fifth time ends the game.
        assertEquals(22, playBothWays(null, shuffle, "fide"), "fivefold repetition ends the game at ply 22");
        playBothWays(null, shuffle, "online");
        // Kings and queens wandering from a clock of 110, never twice in one position: the fifty-move claim, then the
        // seventy-five-move end when the clock reaches 150.
        String fen = "4k3/8/3q4/8/8/3Q4/8/4K3 w - - 110 80";
        List<String> wander = new ArrayList<>();
        java.util.Set<String> seen = new java.util.HashSet<>();
        Position p = Fen.position(fen);
        seen.add(Fen.identity(p));
        for (int ply = 0; ply < 45; ply++) {
            MoveInfo next = null;
            for (MoveInfo m : MoveInfo.all(p))
                if (m.move().capture() == null && !m.check()
                        && !seen.contains(Fen.identity(m.after())) && MoveInfo.all(m.after()).size() > 0) {
                    next = m;
                    break;
                }
            assertNotNull(next, "a new quiet move at ply " + ply);
            wander.add(next.san());
            p = next.after();
            seen.add(Fen.identity(p));
        }
        int played = playBothWays(fen, wander, "fide");
        assertEquals(40, played, "the game ends at a clock of 150");
    }

    @Test
    void aVersionOneResumePointFromAnEarlierAnswerStillReads() {
        // As an answer of version 1 wrote it after 1. e4 e5 2. Nf3 (openapi example postMove200).
        Map<String, Object> v1 = body("version", 1, "ply", 2,
                "fen", "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "moves", List.of("g1f3"));
        move(body("resume", v1, "move", "Nc6")).then().statusCode(200)
                .body("move.ply", equalTo(4))
                .body("move.uci", equalTo("b8c6"))
                .body("position.fen", equalTo("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"))
                .body("resume.version", equalTo(1))
                .body("resume.ply", equalTo(2))
                .body("resume.moves", equalTo(List.of("g1f3", "b8c6")));
    }

    @Test
    void theResumePointsFenAndMovesAreAValidHistoryWhosePliesCountFromItsFen() throws Exception {
        List<String> moves = List.of("e4", "e5", "Nf3", "Nc6", "Ng1", "Nb8", "Nf3", "Nc6", "Ng1");
        JsonNode resume = JSON.readTree(move(body("moves", moves.subList(0, 8), "move", "Ng1")).asString()).get("resume");
        List<String> since = new ArrayList<>();
        resume.get("moves").forEach(m -> since.add(m.asText()));
        assertEquals(7, since.size());
        Response asHistory = move(body("fen", resume.get("fen").asText(), "moves", since, "move", "Nb8"));
        Response whole = move(body("moves", moves, "move", "Nb8"));
        // Threefold by the resumed history as by the whole game; plies count from the resume point's FEN.
        JsonNode a = JSON.readTree(asHistory.asString()), b = JSON.readTree(whole.asString());
        assertEquals(b.get("position"), a.get("position"));
        assertEquals(3, a.get("position").get("repetitions").asInt());
        assertEquals(10, b.get("move").get("ply").asInt());
        assertEquals(10 - resume.get("ply").asInt(), a.get("move").get("ply").asInt());
    }

    @Test
    void resumePointProblemsNameTheMember() {
        String fen = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";
        move(body("resume", body("version", 2, "ply", 2, "fen", fen, "moves", List.of()), "move", "Nf3")).then()
                .statusCode(400).body("code", equalTo("invalid_member")).body("errors[0].field", equalTo("resume.version"));
        move(body("resume", body("version", 1, "ply", -1, "fen", fen, "moves", List.of()), "move", "Nf3")).then()
                .statusCode(400).body("errors[0].field", equalTo("resume.ply"));
        move(body("resume", body("version", 1, "ply", 2, "fen", fen, "moves", List.of(), "hash", 7), "move", "Nf3")).then()
                .statusCode(400).body("errors[0].field", equalTo("resume.hash"));
        move(body("resume", body("version", 1, "ply", 2, "fen", fen, "moves", "g1f3"), "move", "Nf3")).then()
                .statusCode(400).body("errors[0].field", equalTo("resume.moves"));
        move(body("resume", "e4 e5", "move", "Nf3")).then().statusCode(400).body("errors[0].field", equalTo("resume"));
        move(body("resume", body("version", 1, "ply", 2, "fen", fen, "moves", List.of()), "moves", List.of("e4"), "move",
                "Nf3")).then().statusCode(400).body("errors[0].field", equalTo("resume"));
        move(body("resume", body("version", 1, "ply", 2, "fen", "8/8/8 w - - 0 1", "moves", List.of()), "move", "Nf3"))
                .then().statusCode(400).body("code", equalTo("invalid_fen"));
    }

    @Test
    void aResumePointLongerThanTheSeventyFiveMoveRuleAllowsIsRefused() {
        List<String> shuffle = new ArrayList<>();
        for (int i = 0; i < 51; i++) shuffle.addAll(List.of("g1f3", "g8f6", "f3g1", "f6g8"));
        Map<String, Object> resume = body("version", 1, "ply", 0, "fen", Fen.STANDARD, "moves", shuffle);
        move(body("resume", resume, "move", "Nf3")).then().statusCode(413).body("code", equalTo("resume_too_long"));
    }

    @Test
    void movesOfAResumePointAreNumberedInTheWholeGame() {
        String fen = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";
        move(body("resume", body("version", 1, "ply", 40, "fen", fen, "moves", List.of("g1f3", "e8e6")), "move", "Nc6"))
                .then().statusCode(422).body("code", equalTo("illegal_move")).body("ply", equalTo(42));
        String mated = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
        move(body("resume", body("version", 1, "ply", 3, "fen", "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2",
                "moves", List.of("d8h4")), "move", "e4")).then().statusCode(422)
                .body("code", equalTo("game_over")).body("endPly", equalTo(4)).body("ply", equalTo(5));
        move(body("resume", body("version", 1, "ply", 4, "fen", mated, "moves", List.of()), "move", "e4")).then()
                .statusCode(422).body("endPly", equalTo(4));
    }

    @Test
    void theGameReportCarriesTheResumePointOfItsLastPosition() {
        given().contentType(ContentType.JSON).body(body("moves", "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1"))
                .when().post("/v1/game").then().statusCode(200)
                // O-O (ply 9) loses White's rights; a6 (ply 6) was the last pawn move.
                .body("resume.ply", equalTo(9))
                .body("resume.fen", equalTo("r1bqkb1r/1ppp1ppp/p1n2n2/4p3/B3P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 3 5"))
                .body("resume.moves", equalTo(List.of("f8e7", "f1e1")));
    }

    // ------------------------------------------------------------------ answers no bigger than asked

    static final List<String> ITALIAN = List.of("e4", "e5", "Nf3", "Nc6", "Bc4");

    @Test
    void preferReturnMinimalLeavesOutEveryPartAndSaysSo() throws Exception {
        Response full = move(body("moves", ITALIAN, "move", "Bc5"));
        Response minimal = given().contentType(ContentType.JSON).header("Prefer", "return=minimal")
                .body(body("moves", ITALIAN, "move", "Bc5")).when().post("/v1/move");
        minimal.then().statusCode(200).header("Preference-Applied", "return=minimal")
                .body("position", not(hasKey("legalMoves"))).body("position", not(hasKey("summary")))
                .body("position", not(hasKey("turn"))).body("move", not(hasKey("spoken")));
        full.then().header("Preference-Applied", nullValue());
        JsonNode f = JSON.readTree(full.asString()), m = JSON.readTree(minimal.asString());
        for (String member : List.of("fen", "status", "result", "termination", "repetitions", "claims"))
            assertEquals(f.get("position").get(member), m.get("position").get(member), member);
        for (String member : List.of("ply", "uci", "san", "from", "to", "piece", "capture", "check", "checkmate"))
            assertEquals(f.get("move").get(member), m.get("move").get(member), member);
        assertEquals(f.get("resume"), m.get("resume"));
        assertTrue(minimal.asString().length() * 5 < full.asString().length(),
                minimal.asString().length() + " bytes against " + full.asString().length());
    }

    @Test
    void includeNamesThePartsWanted() {
        given().contentType(ContentType.JSON).queryParam("include", "legalMoves,summary")
                .body(body("moves", ITALIAN, "move", "Bc5")).when().post("/v1/move").then().statusCode(200)
                .header("Preference-Applied", nullValue())
                .body("position.legalMoves.size()", equalTo(33))
                .body("position.legalMoves[0]", not(hasKey("spoken")))
                .body("position.summary", equalTo("White to move"))
                .body("position", not(hasKey("halfmoveClock")));
        given().contentType(ContentType.JSON).queryParam("include", "spoken, details").header("Prefer", "return=minimal")
                .body(body("moves", ITALIAN, "move", "Bc5")).when().post("/v1/move").then().statusCode(200)
                .header("Preference-Applied", "return=minimal")
                .body("move.spoken", equalTo("Bishop c5"))
                .body("position.turn", equalTo("white"))
                .body("position", not(hasKey("legalMoves")));
        given().contentType(ContentType.JSON).queryParam("include", "").header("Prefer", "wait=5, return=minimal")
                .body(body("moves", ITALIAN, "move", "Bc5")).when().post("/v1/move").then().statusCode(200)
                .header("Preference-Applied", "return=minimal")
                .body("position", not(hasKey("legalMoves"))).body("position", not(hasKey("rules")));
    }

    @Test
    void theMinimalAnswerNamesTheSameClaimsAsTheFullOne() throws Exception {
        // After 3. Ng1 Black may claim with Ng8, which would make the start position stand a third time.
        Map<String, Object> request = body("moves", List.of("Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6"), "move", "Ng1");
        JsonNode full = JSON.readTree(move(request).asString());
        JsonNode minimal = JSON.readTree(given().contentType(ContentType.JSON).header("Prefer", "return=minimal")
                .body(request).when().post("/v1/move").then().statusCode(200).extract().asString());
        JsonNode claims = full.get("position").get("claims");
        assertEquals("Ng8", claims.get("byMove").get(0).get("san").asText(), claims.toString());
        assertEquals("threefold_repetition", claims.get("byMove").get(0).get("rule").asText(), claims.toString());
        assertEquals(claims, minimal.get("position").get("claims"));
    }

    @Test
    void anUnknownPartIsAProblemNamingTheParameter() {
        given().contentType(ContentType.JSON).queryParam("include", "legalMoves,everything")
                .body(body("move", "e4")).when().post("/v1/move").then().statusCode(400)
                .body("code", equalTo("invalid_parameter"));
    }

    static String resource(String name) throws Exception {
        try (InputStream in = ResumePointApiTest.class.getResourceAsStream("/pgn/" + name)) {
            assertNotNull(in, name);
            return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
        }
    }

}
