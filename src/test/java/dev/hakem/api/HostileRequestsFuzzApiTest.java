package dev.hakem.api;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.hakem.Fuzz;
import dev.hakem.chess.pgn.PgnGame;
import dev.hakem.chess.pgn.PgnReader;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import dev.hakem.contract.ContractChecked;
import org.junit.jupiter.api.extension.ExtendWith;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every endpoint, fed random and damaged input: random JSON trees, valid requests with members
 * removed, retyped or mutated, damaged JSON text, damaged PGN, and random query parameters and
 * headers. Each answer comes within the probe's timeout and is 2xx or a 4xx problem+json
 * (see {@link HttpProbe#assertHandled}). {@link RandomRequestsApiTest} assembles bodies from fixed
 * fragments; this test generates and mutates them.
 */
@QuarkusTest
@ExtendWith(ContractChecked.class)
class HostileRequestsFuzzApiTest {
    static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    static final String[] POST_PATHS = {"/v1/position", "/v1/game", "/v1/move", "/v1/winnability", "/v1/draw-offer"};
    static final String[] MEMBERS = {"fen", "moves", "move", "rules", "flag", "lenient", "pgn", "offers", "ply", "by"};
    static final String[] FENS = {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", "4k3/8/8/p1p1p1p1/P1P1P1P1/8/8/4K3 w - - 0 1",
            "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
            "8/8/8/8/8/8/8/K1k5 w - - 99 200", "r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1"};
    static final String FEN_ALPHABET = "rnbqkpRNBQKP12345678/ wb-KQkqabcdefghHA0_9";
    static final String MOVE_ALPHABET = "KQRBNPabcdefgh12345678xX=+#O0-:!?. epqrbn";
    static final String JSON_ALPHABET = "{}[]\",:0123456789.eE+-truefalsn\\u \t\n\u0000\u00ff\u4e2d";
    static final String PGN_ALPHABET = "(){}[];%$\"\\.!?+#=xX:O0-123456789abcdefghKQRBNP */\n\t";

    @TestHTTPResource("/")
    URI base;
    HttpProbe http;

    static List<PgnGame> games;
    static List<String> pgnTexts;

    @BeforeEach
    void setUp() throws Exception {
        http = new HttpProbe(base);
        if (games == null) {
            games = new ArrayList<>();
            pgnTexts = new ArrayList<>();
            for (String file : new String[] {"Capablanca.pgn", "London1851.pgn", "tatamast22.pgn", "Carlsen8games.pgn"}) {
                String text = resource("/pgn/" + file);
                games.addAll(PgnReader.readAll(text));
                for (String game : text.split("\\R\\s*\\R(?=\\[)")) if (!game.isBlank()) pgnTexts.add(game.strip());
            }
        }
    }

    static String resource(String name) throws IOException {
        try (InputStream in = HostileRequestsFuzzApiTest.class.getResourceAsStream(name)) {
            if (in == null) throw new IOException("missing test resource " + name);
            return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
        }
    }

    // ---------------------------------------------------------------- JSON bodies

    @Test
    void randomJsonTreesOnEveryPostEndpoint() {
        Random r = Fuzz.random("json-trees");
        for (int i = 0; i < Fuzz.tries(150); i++) {
            JsonNode tree = r.nextInt(4) == 0 ? randomTree(r, 4) : randomObject(r, 3);
            String path = POST_PATHS[r.nextInt(POST_PATHS.length)];
            String body = tree.toString();
            HttpProbe.assertHandled(http.post(path, body), "case " + i + " seed " + Fuzz.seed() + ": POST " + path + " " + body);
        }
    }

    @Test
    void validRequestsWithMembersRemovedRetypedOrMutated() {
        Random r = Fuzz.random("mutated-members");
        int ok = 0;
        for (int i = 0; i < Fuzz.tries(300); i++) {
            String path = POST_PATHS[r.nextInt(POST_PATHS.length)];
            ObjectNode body = validBody(r, path);
            for (int k = r.nextInt(3); k >= 0; k--) mutateMember(r, body);
            String text = body.toString();
            HttpProbe.Answer a = http.post(path, text);
            HttpProbe.assertHandled(a, "case " + i + " seed " + Fuzz.seed() + ": POST " + path + " " + text);
            if (a.status() == 200) ok++;
        }
        // Some mutations leave a request the service can answer: the test also reaches the rules, not only the parser.
        assertTrue(ok > Fuzz.tries(300) / 20, "only " + ok + " answered with 200");
    }

    @Test
    void damagedJsonTextAndContentTypes() {
        Random r = Fuzz.random("json-text");
        String[] types = {"application/json", "application/json; charset=UTF-8", "application/json; charset=ISO-8859-1",
                "application/json; charset=nonsense", "application/json;;", "application/*", "text/plain", "", "application/x-chess-pgn"};
        for (int i = 0; i < Fuzz.tries(150); i++) {
            String path = POST_PATHS[r.nextInt(POST_PATHS.length)];
            String text = Fuzz.mutate(r, validBody(r, path).toString(), JSON_ALPHABET);
            String type = r.nextInt(4) == 0 ? types[r.nextInt(types.length)] : "application/json";
            byte[] bytes = r.nextInt(10) == 0 ? randomBytes(r) : text.getBytes(StandardCharsets.UTF_8);
            Map<String, String> headers = r.nextBoolean() ? Map.of() : Map.of("Accept", pick(r, "application/x-chess-pgn",
                    "application/json", "text/html", "*/*", "application/problem+json", "nonsense/", "application/x-chess-pgn;q=0.9, */*;q=0.1"));
            HttpProbe.Answer a = http.post(path, type.isEmpty() ? null : type, bytes, headers);
            HttpProbe.assertHandled(a, "case " + i + " seed " + Fuzz.seed() + ": POST " + path + " (" + type + ", " + headers + ") "
                    + new String(bytes, StandardCharsets.UTF_8));
        }
    }

    @Test
    void damagedPgnGames() {
        Random r = Fuzz.random("pgn-api");
        int refused = 0;
        for (int i = 0; i < Fuzz.tries(120); i++) {
            String pgn = Fuzz.mutate(r, pgnTexts.get(r.nextInt(pgnTexts.size())), PGN_ALPHABET);
            ObjectNode body = NODES.objectNode().put("pgn", pgn);
            if (r.nextBoolean()) body.put("rules", pick(r, "fide", "online"));
            if (r.nextInt(4) == 0) body.put("flag", pick(r, "white", "black"));
            Map<String, String> headers = r.nextBoolean() ? Map.of("Accept", "application/x-chess-pgn") : Map.of();
            HttpProbe.Answer a = http.post("/v1/game", "application/json", body.toString().getBytes(StandardCharsets.UTF_8), headers);
            HttpProbe.assertHandled(a, "case " + i + " seed " + Fuzz.seed() + ": POST /v1/game " + body);
            if (a.status() == 400) refused++;
        }
        assertTrue(refused > 0, "no damaged PGN was refused: the mutations do not reach the reader's errors");
    }

    // ---------------------------------------------------------------- query parameters and headers

    @Test
    void randomQueryParametersOnEveryGetEndpoint() {
        Random r = Fuzz.random("query");
        for (int i = 0; i < Fuzz.tries(250); i++) {
            Map<String, String> q = new LinkedHashMap<>();
            String path;
            switch (r.nextInt(6)) {
                case 0 -> {
                    path = "/v1/position";
                    q.put("fen", fen(r));
                    if (r.nextBoolean()) q.put("rules", pick(r, "fide", "online", "FIDE", "", "uscf", "null"));
                }
                case 1 -> {
                    path = "/v1/winnability";
                    q.put("fen", fen(r));
                }
                case 2 -> {
                    path = "/v1/perft";
                    q.put("fen", fen(r));
                    // Small depths only, so the case takes milliseconds; the rest are values the service must refuse.
                    q.put("depth", pick(r, "0", "1", "2", "3", "-1", "7", "99", "2147483648", "99999999999999999999", "x", "",
                            "3.0", " 2", "0x2", "+2", "٣"));
                }
                case 3 -> {
                    path = "/v1/position/highlights";
                    q.put("fen", fen(r));
                    if (r.nextInt(4) != 0) q.put("square", pick(r, "e2", "e1", "a8", "h9", "i1", "", "E2", "e", "e22", "0",
                            "\u0000", "e2 ", "d7"));
                }
                case 4 -> {
                    path = "/v1/time-control";
                    if (r.nextBoolean()) q.put("control", Fuzz.mutate(r, pick(r, "5+3", "90+30", "3|2", "15 10", "0+1"), "0123456789+| -.e"));
                    if (r.nextBoolean()) q.put("base", pick(r, "300", "0", "86400", "86401", "-1", "1e3", "", "9999999999"));
                    if (r.nextBoolean()) q.put("increment", pick(r, "3", "0", "3600", "3601", "-5", "x", ""));
                }
                default -> {
                    path = pick(r, "/v1/position", "/v1/perft", "/v1/winnability", "/v1/position/highlights", "/v1/time-control");
                    for (int k = r.nextInt(4); k >= 0; k--) q.put(pick(r, "fen", "depth", "square", "rules", "x", "control"),
                            Fuzz.mutate(r, "", MOVE_ALPHABET + FEN_ALPHABET + "%&=?#"));
                }
            }
            Map<String, String> headers = new TreeMap<>();
            if (r.nextInt(3) == 0) headers.put("Accept-Language", pick(r, "tr", "tr-TR,tr;q=0.9", "en", "de, fr;q=0.5", ";;;,q=x",
                    "*", "tr;q=0", "zz-ZZ", ""));
            if (r.nextInt(5) == 0) headers.put("Accept", pick(r, "application/json", "text/plain", "*/*", "application/x-chess-pgn"));
            String url = path + HttpProbe.query(q);
            HttpProbe.assertHandled(http.get(url, headers), "case " + i + " seed " + Fuzz.seed() + ": GET " + url + " " + headers);
        }
    }

    // ---------------------------------------------------------------- generators

    String fen(Random r) {
        String fen = FENS[r.nextInt(FENS.length)];
        return r.nextInt(4) == 0 ? fen : Fuzz.mutate(r, fen, FEN_ALPHABET);
    }

    static String pick(Random r, String... options) {
        return options[r.nextInt(options.length)];
    }

    /** A request the endpoint would answer (a prefix of a real game; sometimes from a FEN). */
    ObjectNode validBody(Random r, String path) {
        ObjectNode body = NODES.objectNode();
        PgnGame game = games.get(r.nextInt(games.size()));
        int k = game.moves().isEmpty() ? 0 : r.nextInt(game.moves().size());
        List<String> prefix = game.moves().subList(0, k);
        switch (path) {
            case "/v1/position" -> {
                body.put("fen", FENS[r.nextInt(FENS.length)]);
                if (r.nextBoolean()) body.put("rules", pick(r, "fide", "online"));
            }
            case "/v1/winnability" -> {
                if (r.nextBoolean()) body.put("fen", FENS[r.nextInt(FENS.length)]);
                else body.set("moves", strings(prefix));
            }
            case "/v1/draw-offer" -> {
                body.set("moves", strings(prefix));
                ArrayNode offers = body.putArray("offers");
                for (int o = r.nextInt(3); o > 0; o--) offers.addObject().put("ply", r.nextInt(k + 1)).put("by", pick(r, "white", "black"));
            }
            default -> {
                if (r.nextInt(3) == 0) body.put("moves", String.join(" ", prefix));
                else body.set("moves", strings(prefix));
                if (path.equals("/v1/move")) body.put("move", k < game.moves().size() ? game.moves().get(k) : "e4");
                if (path.equals("/v1/game") && r.nextInt(4) == 0) body.put("flag", pick(r, "white", "black"));
            }
        }
        if (!path.equals("/v1/position") && !path.equals("/v1/winnability") && r.nextBoolean()) body.put("rules", pick(r, "fide", "online"));
        if (!path.equals("/v1/position") && r.nextInt(4) == 0) body.put("lenient", r.nextBoolean());
        return body;
    }

    static ArrayNode strings(List<String> moves) {
        ArrayNode a = NODES.arrayNode();
        moves.forEach(a::add);
        return a;
    }

    /** One of: remove a member, retype it, mutate its text (or one move of an array), add an unknown or misplaced member. */
    void mutateMember(Random r, ObjectNode body) {
        List<String> names = new ArrayList<>();
        body.fieldNames().forEachRemaining(names::add);
        if (names.isEmpty() || r.nextInt(6) == 0) {
            body.set(r.nextBoolean() ? MEMBERS[r.nextInt(MEMBERS.length)] : Fuzz.mutate(r, "fen", "abcxyz_-$ "), randomTree(r, 2));
            return;
        }
        String name = names.get(r.nextInt(names.size()));
        JsonNode value = body.get(name);
        switch (r.nextInt(4)) {
            case 0 -> body.remove(name);
            case 1 -> body.set(name, randomTree(r, 2));
            default -> {
                String alphabet = name.equals("fen") ? FEN_ALPHABET : MOVE_ALPHABET;
                if (value.isTextual()) body.put(name, Fuzz.mutate(r, value.asText(), alphabet));
                else if (value.isArray() && !value.isEmpty()) {
                    ArrayNode a = (ArrayNode) value;
                    int at = r.nextInt(a.size());
                    if (a.get(at).isTextual()) a.set(at, NODES.textNode(Fuzz.mutate(r, a.get(at).asText(), alphabet)));
                    else a.set(at, randomTree(r, 2));
                } else body.set(name, randomTree(r, 2));
            }
        }
    }

    static JsonNode randomTree(Random r, int depth) {
        int kind = depth <= 0 ? r.nextInt(6) : r.nextInt(8);
        return switch (kind) {
            case 0 -> NODES.nullNode();
            case 1 -> NODES.booleanNode(r.nextBoolean());
            case 2 -> switch (r.nextInt(4)) {
                case 0 -> NODES.numberNode(r.nextInt(5000) - 100);
                case 1 -> NODES.numberNode(r.nextLong());
                case 2 -> NODES.numberNode(new java.math.BigInteger("9".repeat(1 + r.nextInt(60))));
                default -> NODES.numberNode(r.nextDouble() * Math.pow(10, r.nextInt(600) - 300));
            };
            case 3 -> NODES.textNode(pick(r, "", " ", "e4", "Nf3", "white", "black", "fide", "online", FENS[r.nextInt(FENS.length)],
                    "\u0000", "1. e4 e5 *", "x".repeat(r.nextInt(300))));
            case 4, 5 -> NODES.textNode(Fuzz.mutate(r, "", MOVE_ALPHABET + FEN_ALPHABET));
            case 6 -> {
                ArrayNode a = NODES.arrayNode();
                for (int i = r.nextInt(5); i > 0; i--) a.add(randomTree(r, depth - 1));
                yield a;
            }
            default -> randomObject(r, depth - 1);
        };
    }

    static ObjectNode randomObject(Random r, int depth) {
        ObjectNode o = NODES.objectNode();
        for (int i = r.nextInt(6); i > 0; i--) {
            String name = r.nextInt(5) == 0 ? Fuzz.mutate(r, "moves", "abcdefghijklmnopqrstuvwxyz_ \"\\") : MEMBERS[r.nextInt(MEMBERS.length)];
            o.set(name, randomTree(r, depth));
        }
        return o;
    }

    static byte[] randomBytes(Random r) {
        byte[] b = new byte[r.nextInt(200)];
        r.nextBytes(b);
        return b;
    }
}
