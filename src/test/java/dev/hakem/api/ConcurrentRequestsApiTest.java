package dev.hakem.api;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.hakem.Fuzz;
import dev.hakem.chess.Fen;
import dev.hakem.chess.Position;
import dev.hakem.chess.pgn.PgnGame;
import dev.hakem.chess.pgn.PgnReader;
import dev.hakem.verdict.Replay;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import dev.hakem.contract.ContractChecked;
import org.junit.jupiter.api.extension.ExtendWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The service keeps no state between requests, so a request answered among many others in
 * parallel gets the answer it gets alone. A few thousand mixed requests (positions, games, moves,
 * winnability, perft, highlights, draw offers; valid and refused) are first sent one at a time,
 * then all at once from 24 threads in another order; every answer must be the same, byte for byte,
 * with the same status and headers (but the request id and the date).
 */
@QuarkusTest
@ExtendWith(ContractChecked.class)
class ConcurrentRequestsApiTest {
    static final int THREADS = 24;
    static final List<String> VOLATILE_HEADERS = List.of("x-request-id", "date");
    static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    /**
     * Winnability analyses bounded by their node budget well before the time backstop, even on a busy
     * machine, so that the answer cannot depend on load: locked pawns, bare kings, quick helpmates.
     */
    static final String[] WINNABILITY_FENS = {"4k3/8/8/p1p1p1p1/P1P1P1P1/8/8/4K3 w - - 0 1", "8/8/8/8/8/8/8/K1k5 w - - 0 1",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "7k/8/8/8/8/8/8/KQ6 w - - 0 1", "8/8/8/8/8/8/k7/KN6 b - - 0 1"};

    record Request(String method, String path, String body, Map<String, String> headers) {
        @Override
        public String toString() {
            return method + " " + path + (body == null ? "" : " " + body) + (headers.isEmpty() ? "" : " " + headers);
        }
    }

    @TestHTTPResource("/")
    URI base;

    @Test
    void parallelAnswersEqualTheSequentialAnswers() throws Exception {
        HttpProbe http = new HttpProbe(base);
        List<Request> requests = requests(Fuzz.random("concurrency"), Fuzz.tries(2000));

        List<HttpProbe.Answer> alone = new ArrayList<>();
        for (Request q : requests) alone.add(send(http, q));
        Map<Integer, Integer> statuses = new TreeMap<>();
        for (HttpProbe.Answer a : alone) statuses.merge(a.status(), 1, Integer::sum);
        assertTrue(statuses.getOrDefault(200, 0) > requests.size() / 2 && statuses.keySet().stream().anyMatch(s -> s >= 400),
                "the mix has both answers and refusals: " + statuses);
        for (int i = 0; i < alone.size(); i++) {
            String text = alone.get(i).text();
            assertFalse(text.contains("\"unknown\""), "an analysis ran out of budget, so its answer could depend on load: " + requests.get(i));
        }

        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < requests.size(); i++) order.add(i);
        Collections.shuffle(order, new Random(Fuzz.seed()));
        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        try {
            Map<Integer, Future<HttpProbe.Answer>> together = new LinkedHashMap<>();
            for (int i : order) together.put(i, pool.submit(() -> send(http, requests.get(i))));
            List<String> differences = new ArrayList<>();
            for (Map.Entry<Integer, Future<HttpProbe.Answer>> e : together.entrySet()) {
                int i = e.getKey();
                HttpProbe.Answer a = alone.get(i), b = e.getValue().get(2, TimeUnit.MINUTES);
                if (a.status() != b.status() || !stable(a.headers()).equals(stable(b.headers())) || !Arrays.equals(a.body(), b.body()))
                    differences.add(requests.get(i) + "\n  alone:    " + a.status() + " " + stable(a.headers()) + " " + a.text()
                            + "\n  parallel: " + b.status() + " " + stable(b.headers()) + " " + b.text());
            }
            assertEquals(List.of(), differences.subList(0, Math.min(5, differences.size())),
                    differences.size() + " of " + requests.size() + " answers differ");
        } finally {
            pool.shutdownNow();
        }
    }

    static Map<String, String> stable(Map<String, String> headers) {
        Map<String, String> out = new TreeMap<>(headers);
        VOLATILE_HEADERS.forEach(out::remove);
        return out;
    }

    static HttpProbe.Answer send(HttpProbe http, Request q) {
        HttpProbe.Answer a = q.method().equals("GET") ? http.get(q.path(), q.headers())
                : http.post(q.path(), "application/json", q.body().getBytes(StandardCharsets.UTF_8), q.headers());
        HttpProbe.assertHandled(a, q.toString());
        return a;
    }

    /** A mix of every endpoint from prefixes of real games: mostly valid, some refused. */
    static List<Request> requests(Random r, int count) throws Exception {
        List<PgnGame> games = new ArrayList<>();
        for (String file : new String[] {"Capablanca.pgn", "tatamast22.pgn", "Carlsen8games.pgn"})
            games.addAll(PgnReader.readAll(HostileRequestsFuzzApiTest.resource("/pgn/" + file)));
        List<Request> out = new ArrayList<>();
        while (out.size() < count) {
            PgnGame game = games.get(r.nextInt(games.size()));
            List<String> moves = game.moves();
            if (moves.isEmpty()) continue;
            int k = r.nextInt(moves.size());
            List<String> prefix = moves.subList(0, k);
            String fen;
            try {
                fen = Fen.write(Replay.playThrough(Position.start(), prefix, true).game().last());
            } catch (Replay.IllegalMove e) {
                continue; // a faulty record: other games will do
            }
            String rules = r.nextInt(4) == 0 ? "online" : "fide";
            Map<String, String> none = Map.of();
            switch (r.nextInt(10)) {
                case 0 -> out.add(new Request("GET", "/v1/position" + HttpProbe.query(Map.of("fen", fen, "rules", rules)), null, none));
                case 1 -> out.add(new Request("POST", "/v1/position", NODES.objectNode().put("fen", fen).put("rules", rules).toString(), none));
                case 2, 3 -> {
                    ObjectNode body = NODES.objectNode().put("rules", rules);
                    body.set("moves", strings(prefix));
                    // Flag falls only early, where a helpmate is found at once (see WINNABILITY_FENS).
                    if (k < 30 && r.nextInt(3) == 0) body.put("flag", r.nextBoolean() ? "white" : "black");
                    Map<String, String> accept = r.nextInt(5) == 0 ? Map.of("Accept", "application/x-chess-pgn") : none;
                    out.add(new Request("POST", "/v1/game", body.toString(), accept));
                }
                case 4, 5 -> {
                    ObjectNode body = NODES.objectNode().put("rules", rules);
                    body.set("moves", strings(prefix));
                    // Mostly the game's own next move; sometimes a move from elsewhere in it (mostly illegal here).
                    body.put("move", r.nextInt(4) == 0 ? moves.get(r.nextInt(moves.size())) : moves.get(k));
                    out.add(new Request("POST", "/v1/move", body.toString(), none));
                }
                case 6 -> {
                    String square = "abcdefgh".charAt(r.nextInt(8)) + "" + (1 + r.nextInt(8));
                    Map<String, String> params = new LinkedHashMap<>();
                    params.put("fen", fen);
                    if (r.nextInt(4) != 0) params.put("square", square);
                    out.add(new Request("GET", "/v1/position/highlights" + HttpProbe.query(params), null,
                            r.nextBoolean() ? Map.of("Accept-Language", "tr") : none));
                }
                case 7 -> out.add(new Request("GET", "/v1/perft" + HttpProbe.query(Map.of("fen", fen, "depth", String.valueOf(1 + r.nextInt(2)))),
                        null, none));
                case 8 -> {
                    ObjectNode body = NODES.objectNode().put("rules", rules);
                    body.set("moves", strings(prefix));
                    ArrayNode offers = body.putArray("offers");
                    if (k > 0) offers.addObject().put("ply", k - 1).put("by", (k - 1) % 2 == 0 ? "white" : "black");
                    out.add(new Request("POST", "/v1/draw-offer", body.toString(), none));
                }
                default -> {
                    if (r.nextBoolean()) {
                        String w = WINNABILITY_FENS[r.nextInt(WINNABILITY_FENS.length)];
                        out.add(new Request("GET", "/v1/winnability" + HttpProbe.query(Map.of("fen", w)), null, none));
                    } else {
                        // Refused requests belong to the mix too: their problem documents must not mix either.
                        String broken = fen.replaceFirst("/", r.nextBoolean() ? "9/" : "//");
                        out.add(new Request("GET", "/v1/position" + HttpProbe.query(Map.of("fen", broken)), null, none));
                    }
                }
            }
        }
        return out;
    }

    static ArrayNode strings(List<String> moves) {
        ArrayNode a = NODES.arrayNode();
        moves.forEach(a::add);
        return a;
    }
}
