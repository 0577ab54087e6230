package dev.hakem.api.batch;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import io.restassured.config.EncoderConfig;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import dev.hakem.contract.ContractChecked;
import dev.hakem.contract.ContractValidator;
import org.junit.jupiter.api.extension.ExtendWith;
import static io.restassured.RestAssured.given;
import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.*;
import static org.junit.jupiter.api.Assertions.*;

/** POST /v1/games: many games in one request, NDJSON or PGN in, one NDJSON answer line per game out. */
@QuarkusTest
@ExtendWith(ContractChecked.class)
class GamesBatchApiTest {
    static final String NDJSON = "application/x-ndjson";
    static final String PGN = "application/x-chess-pgn";
    static final String PROBLEM = "application/problem+json";
    static final ObjectMapper JSON = new ObjectMapper();
    /** The opening of a real game (Capablanca - Marshall, New York 1918), long enough to cut at any ply. */
    static final List<String> OPENING = List.of("e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7",
            "Re1", "b5", "Bb3", "O-O", "c3", "d5", "exd5", "Nxd5", "Nxe5", "Nxe5", "Rxe5", "Nf6", "Re1", "Bd6", "h3",
            "Ng4", "Qf3", "Qh4", "d4", "Nxf2", "Re2", "Bg4", "hxg4", "Bh2+", "Kf1", "Bg3", "Rxf2", "Qh1+", "Ke2", "Bxf2");

    static List<JsonNode> batch(String contentType, String body, Map<String, String> query) {
        Response r = given().contentType(contentType).accept(NDJSON).queryParams(query).body(bytes(body))
                .when().post("/v1/games");
        assertEquals(200, r.statusCode(), r.asString());
        assertTrue(r.contentType().startsWith(NDJSON), r.contentType());
        return lines(r.asString());
    }

    static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    static List<JsonNode> ndjson(String body) {
        return batch(NDJSON, body, Map.of());
    }

    static List<JsonNode> lines(String text) {
        List<JsonNode> out = new ArrayList<>();
        for (String line : text.split("\n", -1)) {
            if (line.isEmpty()) continue;
            try {
                out.add(JSON.readTree(line));
            } catch (IOException e) {
                throw new AssertionError("an answer line is not JSON: " + line, e);
            }
        }
        assertTrue(text.isEmpty() || text.endsWith("\n"), "every answer line ends with a newline");
        return out;
    }

    /** The answer of POST /v1/game to the same body: the status and the report or problem document. */
    static JsonNode single(String json) {
        Response r = given().contentType(ContentType.JSON).body(json).when().post("/v1/game");
        try {
            ObjectNode out = JSON.createObjectNode();
            out.put("status", r.statusCode());
            out.set(r.statusCode() == 200 ? "report" : "problem", JSON.readTree(r.asString()));
            return out;
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    /** A batch answer line compared with the single answer; a problem's instance names its own endpoint. */
    static void assertSameAnswer(JsonNode single, JsonNode line, String what) {
        assertEquals(single.get("status").asInt(), line.get("status").asInt(), what + ": status");
        if (single.has("report")) {
            assertEquals(single.get("report"), line.get("report"), what + ": report");
            assertFalse(line.has("problem"), what);
        } else {
            ObjectNode expected = single.get("problem").deepCopy();
            ObjectNode actual = line.get("problem").deepCopy();
            assertEquals("/v1/game", expected.remove("instance").asText());
            assertEquals("/v1/games", actual.remove("instance").asText());
            assertEquals(expected, actual, what + ": problem");
            assertFalse(line.has("report"), what);
        }
    }

    static String movesLine(List<String> moves) {
        return "{\"moves\": \"" + String.join(" ", moves) + "\"}";
    }

    // ---------------------------------------------------------------- NDJSON

    @Test
    void answersComeInTheOrderOfTheBodyWithManyGames() {
        // Games of very different cost side by side (a flag fall asks for a winnability search), so workers
        // finish out of order; each game's length tells which line it answers.
        StringBuilder body = new StringBuilder();
        int n = 240;
        for (int i = 0; i < n; i++) {
            int plies = i % (OPENING.size() + 1);
            String moves = String.join(" ", OPENING.subList(0, plies));
            body.append(i % 7 == 3 ? "{\"fen\": \"8/8/8/4k3/8/8/8/1N2KN2 w - - 0 1\", \"flag\": \"black\", \"rules\": \"fide\"}"
                    : "{\"moves\": \"" + moves + "\"}").append('\n');
        }
        List<JsonNode> out = ndjson(body.toString());
        assertEquals(n, out.size());
        for (int i = 0; i < n; i++) {
            JsonNode line = out.get(i);
            assertEquals(i + 1, line.get("game").asInt());
            assertEquals(i + 1, line.get("line").asInt());
            assertEquals(200, line.get("status").asInt(), line.toString());
            if (i % 7 == 3) {
                assertEquals("black", line.at("/report/flag/flagged").asText(), "game " + (i + 1));
            } else {
                int plies = i % (OPENING.size() + 1);
                assertEquals(plies, line.at("/report/moves").size(), "game " + (i + 1));
                if (plies > 0) assertEquals(OPENING.get(plies - 1), line.at("/report/moves/" + (plies - 1) + "/san").asText());
            }
        }
    }

    @Test
    void eachLineGetsTheAnswerOfPostGameSuccessOrProblem() {
        List<String> bodies = List.of(
                movesLine(List.of("f3", "e5", "g4", "Qh4#")),
                movesLine(List.of("e4", "e5", "Ke3")),                       // 422 illegal move
                "{\"moves\": [\"e4\"], \"rules\": \"blitz\"}",                  // 400 unknown rules
                "{\"fen\": \"8/8/8/8/8/8/8/8 w - - 0 1\"}",                   // 400 invalid FEN
                "{\"moves\": [\"e4\", ",                                        // 400 malformed JSON
                "{\"move\": [\"e4\"]}",                                          // 400 unknown member
                "{\"moves\": 3}",                                               // 400 wrong type
                "{\"moves\": \"Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8\", \"rules\": \"online\", \"flag\": \"white\"}",
                "{\"pgn\": \"[Result \\\"0-1\\\"]\\n\\n1. f3 e5 2. g4 Qh4# 0-1\"}",
                "{\"pgn\": \"1. e4 e5 2. Qh5 Ke7 3. Qxe5+ 1-0 (\"}");           // 400 invalid PGN
        List<JsonNode> out = ndjson(String.join("\n", bodies) + "\n");
        assertEquals(bodies.size(), out.size());
        for (int i = 0; i < bodies.size(); i++) {
            assertEquals(i + 1, out.get(i).get("game").asInt());
            assertSameAnswer(single(bodies.get(i)), out.get(i), "line " + (i + 1) + " " + bodies.get(i));
        }
        assertEquals(List.of(200, 422, 400, 400, 400, 400, 400, 200, 200, 400),
                out.stream().map(l -> l.get("status").asInt()).toList());
        assertEquals("illegal_move", out.get(1).at("/problem/code").asText());
        assertEquals(3, out.get(1).at("/problem/ply").asInt());
        assertEquals("malformed_json", out.get(4).at("/problem/code").asText());
        assertEquals("invalid_pgn", out.get(9).at("/problem/code").asText());
    }

    @Test
    void aNagAbove255IsRefusedAlikeInBothBatchesAndInPostGame() {
        String pgn = "1. e4 $1234 e5 $300";
        JsonNode alone = single("{\"pgn\": \"" + pgn + "\"}");
        assertEquals(400, alone.get("status").asInt(), alone.toString());
        assertEquals("invalid_pgn", alone.at("/problem/code").asText());
        List<JsonNode> json = ndjson("{\"pgn\": \"" + pgn + "\"}\n{\"pgn\": \"1. e4 $255 e5 *\"}\n");
        assertSameAnswer(alone, json.get(0), "NDJSON");
        assertEquals(200, json.get(1).get("status").asInt(), json.get(1).toString());
        List<JsonNode> out = batch(PGN, "[Event \"one\"]\n\n" + pgn + " *\n\n[Event \"two\"]\n\n1. e4 $255 e5 *\n", Map.of());
        assertEquals(List.of(400, 200), out.stream().map(l -> l.get("status").asInt()).toList(), out.toString());
        JsonNode problem = out.get(0).get("problem");
        assertEquals("invalid_pgn", problem.get("code").asText());
        assertEquals(3, problem.get("line").asInt());
        assertEquals(7, problem.get("column").asInt());
        assertThat(problem.get("detail").asText(), containsString("$1234"));
        assertEquals(List.of(255), JSON.convertValue(out.get(1).at("/report/moves/0/nags"), List.class));
    }

    @Test
    void twoJsonValuesOnOneLineAreMalformedNotTheFirstAlone() {
        List<JsonNode> out = ndjson("{\"moves\": \"e4\"} {\"moves\": \"d4\"}\nnull\n[1]\n");
        assertEquals(3, out.size());
        assertEquals("malformed_json", out.get(0).at("/problem/code").asText());
        assertEquals(400, out.get(0).get("status").asInt());
        // The literal null is the empty body of /v1/game; an array is not a game request.
        assertSameAnswer(single("null"), out.get(1), "null");
        assertEquals("invalid_member", out.get(1).at("/problem/code").asText());
        assertEquals("malformed_json", out.get(2).at("/problem/code").asText());
    }

    @Test
    void blankLinesAreSkippedAndLinesKeepTheirNumbers() {
        List<JsonNode> out = ndjson("\n  \n" + movesLine(List.of("e4")) + "\r\n\t\r\n\n" + movesLine(List.of("d4", "d5")));
        assertEquals(2, out.size());
        assertEquals(1, out.get(0).get("game").asInt());
        assertEquals(3, out.get(0).get("line").asInt());
        assertEquals(2, out.get(1).get("game").asInt());
        assertEquals(6, out.get(1).get("line").asInt());
        assertEquals("d5", out.get(1).at("/report/moves/1/san").asText());
    }

    @Test
    void theQueryRulesAndFlagAreDefaultsThatALineOverrides() {
        String repeat = "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8";
        String body = "{\"moves\": \"" + repeat + "\"}\n{\"moves\": \"" + repeat + "\", \"rules\": \"fide\"}\n"
                + "{\"moves\": \"e4\", \"flag\": \"black\"}\n";
        List<JsonNode> out = batch(NDJSON, body, Map.of("rules", "online", "flag", "white"));
        assertEquals("online", out.get(0).at("/report/rules").asText());
        assertEquals("threefold_repetition", out.get(0).at("/report/termination").asText());
        assertEquals("fide", out.get(1).at("/report/rules").asText());
        // FIDE: the game had not ended, the flag falls; the line's own flag wins over the query's.
        assertEquals("white", out.get(1).at("/report/flag/flagged").asText());
        assertEquals("black", out.get(2).at("/report/flag/flagged").asText());
        assertEquals("online", out.get(2).at("/report/rules").asText());
    }

    @Test
    void aLineOverTheGameSizeIsRefusedAndTheBatchGoesOn() {
        // hakem.batch.max-game-size is 1 MiB by default: a line one byte over it, then a good game.
        int max = 1024 * 1024;
        String prefix = "{\"moves\": \"e4\", \"fen\": \"";
        String tooLong = prefix + "x".repeat(max - prefix.length() - 1) + "\"}";
        assertEquals(max + 1, tooLong.length());
        String atTheBound = "{\"moves\": \"e4\"}" + " ".repeat(max - 15);
        assertEquals(max, atTheBound.length());
        List<JsonNode> out = ndjson(tooLong + "\n" + movesLine(List.of("d4")) + "\n" + atTheBound + "\r\n");
        assertEquals(3, out.size());
        assertEquals(413, out.get(0).get("status").asInt());
        assertEquals("game_too_large", out.get(0).at("/problem/code").asText());
        assertThat(out.get(0).at("/problem/detail").asText(), containsString((max + 1) + " bytes"));
        assertEquals(200, out.get(1).get("status").asInt());
        assertEquals("d4", out.get(1).at("/report/moves/0/san").asText());
        // A CR before the LF is not part of the line.
        assertEquals(200, out.get(2).get("status").asInt(), out.get(2).toString());
    }

    @Test
    void aBodyOverTheHttpLayersLimitIsReadAsAStream() {
        // quarkus.http.limits.max-body-size (4M) bounds other requests; a batch body is bounded by its own total.
        String blank = "\n".repeat(5 * 1024 * 1024);
        List<JsonNode> out = ndjson(movesLine(List.of("e4")) + "\n" + blank + movesLine(List.of("e4", "c5")) + "\n");
        assertEquals(2, out.size());
        assertEquals(5 * 1024 * 1024 + 2, out.get(1).get("line").asInt());
        assertEquals("c5", out.get(1).at("/report/moves/1/san").asText());
    }

    @Test
    void aDeclaredLengthOverTheBatchBoundIsA413BeforeTheBodyIsRead() throws IOException {
        String head = "POST /v1/games HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-ndjson\r\n"
                + "Content-Length: 300000000\r\nConnection: close\r\n\r\n";
        try (Socket s = new Socket("localhost", RestAssured.port)) {
            s.setSoTimeout(30_000);
            s.getOutputStream().write(head.getBytes(StandardCharsets.US_ASCII));
            s.getOutputStream().flush();
            String answer = new String(s.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(answer.startsWith("HTTP/1.1 413"), answer);
            assertThat(answer.toLowerCase(Locale.ROOT), containsString("content-type: application/problem+json"));
            assertThat(answer, containsString("\"code\":\"body_too_large\""));
            assertThat(answer, containsString("at most 268435456"));
            // Not through REST Assured, so held to the contract here.
            int end = answer.indexOf("\r\n\r\n");
            Map<String, String> headers = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
            for (String line : answer.substring(0, end).split("\r\n")) {
                int colon = line.indexOf(':');
                if (colon > 0) headers.put(line.substring(0, colon).strip(), line.substring(colon + 1).strip());
            }
            assertEquals(List.of(), ContractValidator.contract().check("POST", "/v1/games", 413, headers.get("Content-Type"),
                    headers::get, answer.substring(end + 4).getBytes(StandardCharsets.UTF_8)));
        }
    }

    @Test
    void answersStreamWhileTheBodyIsStillArriving() throws IOException {
        // Chunked body, one game at a time: each answer must arrive before the next game is sent, so the
        // body is neither read whole before the first game is adjudicated nor the answer held back.
        try (Socket s = new Socket("localhost", RestAssured.port)) {
            s.setSoTimeout(30_000);
            OutputStream out = s.getOutputStream();
            out.write(("POST /v1/games HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-ndjson\r\n"
                    + "Transfer-Encoding: chunked\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            BufferedReader in = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.UTF_8));
            for (int i = 1; i <= 3; i++) {
                String game = movesLine(OPENING.subList(0, i)) + "\n";
                out.write((Integer.toHexString(game.length()) + "\r\n" + game + "\r\n").getBytes(StandardCharsets.US_ASCII));
                out.flush();
                if (i == 1) {
                    assertEquals("HTTP/1.1 200 OK", in.readLine());
                    for (String h; !(h = in.readLine()).isEmpty(); ) {
                        if (h.toLowerCase(Locale.ROOT).startsWith("content-type")) assertThat(h, containsString(NDJSON));
                    }
                }
                JsonNode answer = JSON.readTree(nextChunkedLine(in));
                assertEquals(List.of(), ContractValidator.contract().checkSchema("BatchLine", answer));
                assertEquals(i, answer.get("game").asInt());
                assertEquals(i, answer.at("/report/moves").size());
            }
            out.write("0\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
            out.flush();
        }
    }

    /** The next answer line of a chunked response (chunk sizes skipped; a chunk may hold a line or more). */
    static String nextChunkedLine(BufferedReader in) throws IOException {
        for (String l; (l = in.readLine()) != null; ) {
            if (l.startsWith("{")) return l;
        }
        throw new AssertionError("the answer ended");
    }

    // ---------------------------------------------------------------- PGN

    static final String GOOD_1 = "[Event \"One\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n";
    static final String BAD_SYNTAX = "[Event \"Two\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 ) Nc6 *\n";
    static final String ILLEGAL = "[Event \"Three\"]\n[Result \"*\"]\n\n1. e4 e5 2. Ke3 *\n";
    static final String GOOD_2 = "[Event \"Four\"]\n[Result \"1/2-1/2\"]\n\n{A comment\n[with a bracket at the start of a line]}\n"
            + "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 1/2-1/2\n";

    @Test
    void aPgnBatchAnswersEachGameAsItsPgnAloneWould() {
        String body = "\n" + GOOD_1 + "\n" + BAD_SYNTAX + "\n\n" + ILLEGAL + "\n" + GOOD_2;
        List<JsonNode> out = batch(PGN, body, Map.of());
        assertEquals(4, out.size(), out.toString());
        List<String> games = List.of(GOOD_1, BAD_SYNTAX, ILLEGAL, GOOD_2);
        for (int i = 0; i < games.size(); i++)
            assertSameAnswer(single(JSON.createObjectNode().put("pgn", games.get(i)).toString()), out.get(i), "game " + (i + 1));
        assertEquals(List.of(200, 400, 422, 200), out.stream().map(l -> l.get("status").asInt()).toList());
        assertEquals(List.of(2, 9, 15, 20), out.stream().map(l -> l.get("line").asInt()).toList());
        // Line and column of a PGN problem count from the game's first line, as /v1/game counts them.
        assertEquals(4, out.get(1).at("/problem/line").asInt());
        assertEquals("0-1", out.get(0).at("/report/pgnResult/tag").asText());
        assertEquals("checkmate", out.get(0).at("/report/termination").asText());
    }

    @Test
    void theQueryRulesAndFlagApplyToEveryGameOfAPgnBatch() {
        String body = GOOD_2 + "\n" + GOOD_2.replace("Four", "Five");
        List<JsonNode> out = batch(PGN, body, Map.of("rules", "online"));
        for (JsonNode line : out) {
            assertEquals("online", line.at("/report/rules").asText());
            assertEquals("threefold_repetition", line.at("/report/termination").asText());
        }
        out = batch(PGN, "[Event \"x\"]\n\n1. e4 *\n", Map.of("flag", "black"));
        assertEquals("black", out.get(0).at("/report/flag/flagged").asText());
    }

    @Test
    void aPgnBatchInIso88591IsReadWithItsCharsetAndRefusedWithout() {
        byte[] latin = "[Event \"Caf\u00e9\"]\n\n1. e4 *\n".getBytes(StandardCharsets.ISO_8859_1);
        Response r = given().contentType(PGN + "; charset=ISO-8859-1").body(latin).when().post("/v1/games");
        assertEquals(200, r.statusCode());
        assertEquals(200, lines(r.asString()).get(0).get("status").asInt(), r.asString());
        // Without a charset (which REST Assured would otherwise add) the body is UTF-8, and this is not.
        r = given().config(RestAssured.config().encoderConfig(EncoderConfig.encoderConfig()
                        .appendDefaultContentCharsetToContentTypeIfUndefined(false)))
                .contentType(PGN).body(latin).when().post("/v1/games");
        JsonNode line = lines(r.asString()).get(0);
        assertEquals(400, line.get("status").asInt());
        assertEquals("invalid_pgn", line.at("/problem/code").asText());
        given().contentType(PGN + "; charset=klingon").body(latin).when().post("/v1/games").then()
                .statusCode(400).contentType(PROBLEM).body("code", equalTo("unknown_charset"));
    }

    /** A PGN file of the test resources posted byte for byte, as the program that wrote it left it. */
    static List<JsonNode> pgnFile(String file, String contentType) throws IOException {
        byte[] body;
        try (InputStream in = GamesBatchApiTest.class.getResourceAsStream("/pgn/" + file)) {
            body = in.readAllBytes();
        }
        return pgnBytes(body, contentType);
    }

    static List<JsonNode> pgnBytes(byte[] body, String contentType) {
        Response r = given().contentType(contentType).accept(NDJSON).body(body).when().post("/v1/games");
        assertEquals(200, r.statusCode(), r.asString());
        return lines(r.asString());
    }

    /** The game numbers, first lines and statuses of a PGN batch's answer, and the plies of each report. */
    static void assertGames(List<JsonNode> out, List<Integer> lines, List<Integer> statuses, List<Integer> plies) {
        assertEquals(lines.size(), out.size(), out.toString());
        for (int i = 0; i < out.size(); i++) assertEquals(i + 1, out.get(i).get("game").asInt());
        assertEquals(lines, out.stream().map(l -> l.get("line").asInt()).toList(), out.toString());
        assertEquals(statuses, out.stream().map(l -> l.get("status").asInt()).toList(), out.toString());
        for (int i = 0; i < out.size(); i++)
            if (plies.get(i) != null) assertEquals(plies.get(i).intValue(), out.get(i).at("/report/moves").size(), "game " + (i + 1));
    }

    @Test
    void aFileWithAByteOrderMarkAndCrlfLineEnds() throws IOException {
        // The mark once read as move text: a spurious first game, and the real one without its first tag.
        List<JsonNode> out = pgnFile("tools/bom-crlf.pgn", PGN);
        assertGames(out, List.of(1, 10, 16, 21, 26, 31, 37), List.of(200, 200, 200, 200, 422, 400, 200),
                Arrays.asList(7, 4, 3, 4, null, null, 8));
        assertEquals("1-0", out.get(0).at("/report/pgnResult/tag").asText());
        assertEquals("checkmate", out.get(0).at("/report/termination").asText());
        assertEquals("d4", out.get(1).at("/report/moves/0/san").asText());
        assertEquals("e4", out.get(2).at("/report/moves/0/san").asText());
        assertEquals("checkmate", out.get(3).at("/report/termination").asText());
        assertEquals("illegal_move", out.get(4).at("/problem/code").asText());
        assertEquals(7, out.get(4).at("/problem/ply").asInt());
        // A PGN problem's line counts from the game's first line: line 35 of the body, line 5 of game 6.
        assertEquals("invalid_pgn", out.get(5).at("/problem/code").asText());
        assertEquals(5, out.get(5).at("/problem/line").asInt(), out.get(5).toString());
        assertEquals("1/2-1/2", out.get(6).at("/report/pgnResult/tag").asText());
    }

    @Test
    void aFileOfGamesOnOneLineEachAndResultsFollowedByTheNextTag() throws IOException {
        List<JsonNode> out = pgnFile("tools/one-line.pgn", PGN);
        assertGames(out, List.of(1, 2, 2, 3, 4, 7), List.of(200, 200, 422, 200, 400, 200), Arrays.asList(7, 4, null, 8, null, 1));
        assertEquals("checkmate", out.get(0).at("/report/termination").asText());
        assertEquals("0-1", out.get(1).at("/report/pgnResult/tag").asText());
        assertEquals(5, out.get(2).at("/problem/ply").asInt());
        assertEquals("Nf3", out.get(3).at("/report/moves/0/san").asText());
        // Game 5 begins inside line 4; its problem is on line 6 of the body, line 3 of the game.
        assertEquals(3, out.get(4).at("/problem/line").asInt(), out.get(4).toString());
        assertEquals("c4", out.get(5).at("/report/moves/0/san").asText());
    }

    @Test
    void aFileAsChessJsWritesIt() throws IOException {
        // chess.js 1.4.0 pgn(): no line end after the result, an empty game's marker on its Result tag's next line,
        // the games joined with a newline or appended with nothing between them.
        List<JsonNode> out = pgnFile("tools/chessjs-pgn.pgn", PGN);
        assertGames(out, List.of(1, 10, 18, 26, 38), List.of(200, 200, 200, 200, 200), List.of(7, 0, 12, 5, 4));
        assertEquals("checkmate", out.get(0).at("/report/termination").asText());
        assertEquals("*", out.get(1).at("/report/pgnResult/tag").asText());
        assertEquals("O-O", out.get(2).at("/report/moves/11/san").asText());
        assertEquals("Ke3", out.get(3).at("/report/moves/4/san").asText());
        assertEquals("checkmate", out.get(4).at("/report/termination").asText());
    }

    @Test
    void aFileAsPythonChessWritesIt() throws IOException {
        // python-chess's exporter: 80 columns, "{ comment }", NAGs, variations, "5..." after a comment; one game
        // written with str(game) and no separator, so the next game's tag follows its result on the same line.
        List<JsonNode> out = pgnFile("tools/python-chess-export.pgn", PGN);
        assertGames(out, List.of(1, 16, 27, 36, 48), List.of(200, 200, 200, 422, 200), Arrays.asList(34, 7, 15, null, 0));
        assertEquals("1/2-1/2", out.get(0).at("/report/pgnResult/tag").asText());
        assertEquals("checkmate", out.get(1).at("/report/termination").asText());
        assertEquals("checkmate", out.get(2).at("/report/termination").asText());
        assertEquals("illegal_move", out.get(3).at("/problem/code").asText());
        assertEquals(29, out.get(3).at("/problem/ply").asInt());
    }

    @Test
    void anOldMacFileWithTypographicTextInItsComments() throws IOException {
        // Mac Roman, a CR alone at the end of each line: once read as one line, so as one game.
        List<JsonNode> out = pgnFile("tools/typographic-macroman.pgn", PGN + "; charset=x-MacRoman");
        assertGames(out, List.of(1, 10, 16), List.of(200, 422, 200), Arrays.asList(7, null, 4));
        assertEquals("checkmate", out.get(0).at("/report/termination").asText());
        assertEquals(5, out.get(1).at("/problem/ply").asInt());
        // The same text in UTF-8 with LF, and with a byte order mark and CRLF, is cut at the same places.
        String text;
        try (InputStream in = getClass().getResourceAsStream("/pgn/tools/typographic-macroman.pgn")) {
            text = new String(in.readAllBytes(), java.nio.charset.Charset.forName("x-MacRoman"));
        }
        assertThat(text, containsString("“The best by test” — Fischer’s words…"));
        for (String body : List.of(text.replace('\r', '\n'), "\uFEFF" + text.replace("\r", "\r\n"))) {
            out = pgnBytes(body.getBytes(StandardCharsets.UTF_8), PGN + "; charset=UTF-8");
            assertGames(out, List.of(1, 10, 16), List.of(200, 422, 200), Arrays.asList(7, null, 4));
        }
    }

    static final Pattern RESULT_TAG = Pattern.compile("(?m)^\\[Result \"([^\"]*)\"\\]");
    static final Pattern FIRST_MOVE = Pattern.compile("(?m)^1\\.\\s*([^\\s+]+)");

    @Test
    void theRealGamesAsOneBatchAnswerAsEachGameAlone() throws IOException {
        // Every file of src/test/resources/pgn as one PGN batch; a sample of its games (every game of the small
        // files) posted alone to /v1/game must get the same answer. The games are split here at their Event tags.
        Pattern start = Pattern.compile("(?m)^(?=\\[Event )");
        int total = 0;
        for (String file : List.of("Capablanca.pgn", "London1851.pgn", "tatamast22.pgn", "WorldChamp1886.pgn",
                "Philidor.pgn", "Tarrasch7games.pgn", "Carlsen8games.pgn")) {
            String text;
            try (InputStream in = getClass().getResourceAsStream("/pgn/" + file)) {
                text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            }
            String[] games = start.split(text);
            List<String> alone = new ArrayList<>();
            for (String g : games) if (!g.isBlank()) alone.add(g);
            List<JsonNode> out = batch(PGN, text, Map.of());
            assertEquals(alone.size(), out.size(), file);
            int step = alone.size() > 30 ? 25 : 1;
            for (int i = 0; i < alone.size(); i++) {
                JsonNode line = out.get(i);
                assertEquals(i + 1, line.get("game").asInt());
                assertEquals(200, line.get("status").asInt(), file + " game " + (i + 1) + ": " + line);
                // The answer is that of this game: its Result tag and its first move.
                Matcher result = RESULT_TAG.matcher(alone.get(i));
                assertTrue(result.find());
                assertEquals(result.group(1), line.at("/report/pgnResult/tag").asText(), file + " game " + (i + 1));
                Matcher first = FIRST_MOVE.matcher(alone.get(i));
                if (first.find()) // a few games were decided before a move was played
                    assertEquals(first.group(1), line.at("/report/moves/0/san").asText().replace("+", ""), file + " game " + (i + 1));
                else
                    assertEquals(0, line.at("/report/moves").size(), file + " game " + (i + 1));
                if (i % step == 0)
                    assertSameAnswer(single(JSON.createObjectNode().put("pgn", alone.get(i)).toString()), line,
                            file + " game " + (i + 1));
            }
            total += out.size();
        }
        assertEquals(980, total, "SOURCES.md counts 980 games");
    }

    // ---------------------------------------------------------------- whole-request faults

    @Test
    void anEmptyBodyIsA400() {
        for (String body : List.of("", "\n\n   \n")) {
            given().contentType(NDJSON).body(bytes(body)).when().post("/v1/games").then()
                    .statusCode(400).contentType(PROBLEM).body("code", equalTo("empty_batch"))
                    .body("instance", equalTo("/v1/games"));
        }
        given().contentType(PGN).body(bytes("\n")).when().post("/v1/games").then()
                .statusCode(400).contentType(PROBLEM).body("code", equalTo("empty_batch"));
    }

    @Test
    void anUnknownRuleSetOrFlagInTheQueryIsA400() {
        given().contentType(NDJSON).queryParam("rules", "blitz").body(bytes(movesLine(List.of("e4")))).when().post("/v1/games")
                .then().statusCode(400).contentType(PROBLEM).body("code", equalTo("unknown_rules"));
        given().contentType(PGN).queryParam("flag", "red").body(bytes(GOOD_1)).when().post("/v1/games")
                .then().statusCode(400).contentType(PROBLEM).body("code", equalTo("invalid_member"));
    }

    @Test
    void aBodyOfAnotherTypeIsA415() {
        for (String type : List.of("application/json", "text/plain")) {
            given().contentType(type).body(bytes(movesLine(List.of("e4")))).when().post("/v1/games").then()
                    .statusCode(415).contentType(PROBLEM).body("code", equalTo("unsupported_media_type"))
                    .body("detail", containsString("application/x-ndjson"));
        }
    }
}
