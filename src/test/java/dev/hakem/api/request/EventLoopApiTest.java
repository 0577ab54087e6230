package dev.hakem.api.request;

import dev.hakem.chess.Fen;
import dev.hakem.chess.Position;
import dev.hakem.chess.notation.MoveInfo;
import dev.hakem.contract.ContractChecked;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Requests answered on the event loop and those sent to a worker thread ({@link EventLoop}: by body
 * size and by the moves to replay) get the same answers, whole, with a Content-Length.
 */
@QuarkusTest
@ExtendWith(ContractChecked.class)
class EventLoopApiTest {
    private static final String KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    private static final String UUID_V4 = "[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}";

    private static Response post(String path, String json) {
        return given().contentType(ContentType.JSON).body(json).when().post(path);
    }

    @Test
    void aPositionInABodyPastTheEventLoopsBoundIsAnsweredTheSame() {
        String small = "{\"fen\":\"" + KIWIPETE + "\"}";
        String large = "{\"fen\":\"" + KIWIPETE + "\"" + " ".repeat(EventLoop.MAX_BODY) + "}";
        Response onLoop = post("/v1/position", small), onWorker = post("/v1/position", large);
        assertEquals(200, onLoop.statusCode());
        assertEquals(200, onWorker.statusCode());
        assertArrayEquals(onLoop.asByteArray(), onWorker.asByteArray());
        assertEquals(Integer.toString(onLoop.asByteArray().length), onLoop.header("Content-Length"));
        assertNull(onLoop.header("Transfer-Encoding"));
        assertEquals("application/json;charset=UTF-8", onLoop.contentType());
        assertEquals(48, onLoop.jsonPath().getList("legalMoves").size());
        assertTrue(onLoop.header("X-Request-Id").matches(UUID_V4), onLoop.header("X-Request-Id"));
    }

    @Test
    void aFaultyBodyOnEitherSideIsTheSameProblem() {
        String bad = "{\"fen\":\"" + KIWIPETE + "\",\"colour\":1}";
        String badLarge = "{\"fen\":\"" + KIWIPETE + "\",\"colour\":1" + " ".repeat(EventLoop.MAX_BODY) + "}";
        Response onLoop = post("/v1/position", bad), onWorker = post("/v1/position", badLarge);
        assertEquals(400, onLoop.statusCode());
        assertEquals("malformed_json", onLoop.jsonPath().getString("code"));
        assertEquals(onLoop.jsonPath().getString("code"), onWorker.jsonPath().getString("code"));
        for (String none : new String[] {"", "   ", "null", " null "})
            for (String path : new String[] {"/v1/position", "/v1/move"}) {
                Response r = post(path, none);
                assertEquals(400, r.statusCode(), path + " [" + none + "]");
                assertEquals("invalid_member", r.jsonPath().getString("code"));
                assertEquals("the request needs a JSON body", r.jsonPath().getString("detail"));
            }
    }

    /**
     * A game of 150 plies sent whole (more moves than the event loop replays), the same in a body past
     * its size bound, and as the resume point of the answer 30 plies earlier (on the event loop).
     */
    @Test
    void aMoveAfterALongHistoryIsAnsweredAsAfterAShortOne() {
        List<String> game = playout(151, 20251201L);
        List<String> history = game.subList(0, 150);
        String move = game.get(150);
        Response whole = post("/v1/move", json(Map.of("moves", history, "move", move)));
        assertEquals(200, whole.statusCode(), whole.asString());
        assertEquals(151, whole.jsonPath().getInt("move.ply"));
        Position end = Position.start();
        for (String uci : game) end = MoveInfo.all(end).stream().filter(m -> m.uci().equals(uci)).findFirst().orElseThrow().after();
        assertEquals(Fen.write(end), whole.jsonPath().getString("position.fen"));

        String padded = json(Map.of("moves", String.join(" ", history) + " ".repeat(EventLoop.MAX_BODY), "move", move));
        assertTrue(padded.length() > EventLoop.MAX_BODY);
        assertArrayEquals(whole.asByteArray(), post("/v1/move", padded).asByteArray());

        Response earlier = post("/v1/move", json(Map.of("moves", history.subList(0, 119), "move", history.get(119))));
        assertEquals(200, earlier.statusCode(), earlier.asString());
        Map<String, Object> resume = earlier.jsonPath().getMap("resume");
        List<String> since = new ArrayList<>(earlier.jsonPath().getList("resume.moves", String.class));
        since.addAll(history.subList(120, 150));
        resume.put("moves", since);
        assertTrue(since.size() <= EventLoop.MAX_PLIES, since.size() + " moves since the resume point");
        Response resumed = post("/v1/move", json(Map.of("resume", resume, "move", move)));
        assertEquals(200, resumed.statusCode(), resumed.asString());
        assertEquals(whole.jsonPath().getMap("position"), resumed.jsonPath().getMap("position"));
        assertEquals(whole.jsonPath().getMap("move"), resumed.jsonPath().getMap("move"));
    }

    /** A seeded random game that never ends early: no capture-free stretch long enough for the fifty-move rule. */
    private static List<String> playout(int plies, long seed) {
        Random random = new Random(seed);
        for (int attempt = 0; ; attempt++) {
            List<String> moves = new ArrayList<>();
            Position p = Position.start();
            java.util.Set<String> seen = new java.util.HashSet<>();
            while (moves.size() < plies) {
                List<MoveInfo> legal = new ArrayList<>(MoveInfo.all(p));
                java.util.Collections.shuffle(legal, random);
                MoveInfo next = null;
                for (MoveInfo m : legal) {
                    String key = Fen.write(m.after()).replaceAll(" \\d+ \\d+$", "");
                    if (m.after().legalMoveCount() > 0 && !m.checkmate() && m.after().halfmoveClock() < 60
                            && !seen.contains(key) && enoughMaterial(m.after())) {
                        next = m;
                        seen.add(key);
                        break;
                    }
                }
                if (next == null) break;
                moves.add(next.uci());
                p = next.after();
            }
            if (moves.size() == plies) return moves;
        }
    }

    private static boolean enoughMaterial(Position p) {
        String placement = Fen.write(p).split(" ")[0];
        return placement.chars().filter(c -> "QRPqrp".indexOf(c) >= 0).count() >= 4;
    }

    private static String json(Map<String, ?> body) {
        try {
            return new com.fasterxml.jackson.databind.ObjectMapper().writeValueAsString(body);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
