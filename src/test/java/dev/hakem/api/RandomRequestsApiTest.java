package dev.hakem.api;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import java.util.Random;
import org.junit.jupiter.api.Test;
import dev.hakem.contract.ContractChecked;
import org.junit.jupiter.api.extension.ExtendWith;
import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Bodies assembled at random from valid and broken fragments: every answer is 2xx or a 4xx problem, never a 5xx. */
@QuarkusTest
@ExtendWith(ContractChecked.class)
class RandomRequestsApiTest {

    private static final String[] FENS = {"\"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"", "\"8/8/8/8/8/8/8/8 w - - 0 1\"",
            "\"7k/7p/8/8/8/8/8/K5N1 w - - 0 1\"", "\"x\"", "null", "5", "[]", "{}", "\"\"",
            "\"4k3/8/8/p1p1p1p1/P1P1P1P1/8/8/4K3 w - - 0 1\""};
    private static final String[] MOVES = {"[\"e4\",\"e5\"]", "\"e4 e5 Nf3\"", "[\"Ke3\"]", "[1,2]", "\"\"", "null", "{}",
            "[\"O-O\"]", "\"1. f3 e5 2. g4 Qh4#\"", "[\"e2e4\",\"e7e5\",\"g1f3\"]", "[\"\\u0000\"]", "true"};
    private static final String[] SCALARS = {"\"fide\"", "\"online\"", "\"blitz\"", "null", "7", "true", "\"white\"",
            "\"black\"", "\"e4\"", "\"Nf3\"", "\"zz\""};
    private static final String[] PATHS = {"/v1/position", "/v1/game", "/v1/move", "/v1/winnability"};

    @Test
    void randomBodiesNeverCauseAServerError() {
        Random random = new Random(20261130);
        for (int i = 0; i < 300; i++) {
            StringBuilder body = new StringBuilder("{");
            String[] members = {"fen", "moves", "move", "rules", "flag", "lenient", "extra"};
            boolean first = true;
            for (String member : members) {
                if (random.nextInt(3) == 0) continue;
                if (!first) body.append(',');
                first = false;
                String value = switch (member) {
                    case "fen" -> FENS[random.nextInt(FENS.length)];
                    case "moves" -> MOVES[random.nextInt(MOVES.length)];
                    default -> SCALARS[random.nextInt(SCALARS.length)];
                };
                body.append('"').append(member).append("\":").append(value);
            }
            body.append('}');
            String text = random.nextInt(10) == 0 ? body.substring(0, random.nextInt(body.length())) : body.toString();
            String path = PATHS[random.nextInt(PATHS.length)];
            Response r = given().contentType("application/json").body(text).when().post(path);
            int status = r.statusCode();
            assertTrue(status < 500, path + " " + text + " -> " + status + " " + r.asString());
            if (status >= 400)
                assertTrue(r.contentType().startsWith("application/problem+json"), path + " " + text + " -> " + r.contentType());
        }
    }
}
