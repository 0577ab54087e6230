package dev.hakem.api.problem;

import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;
import dev.hakem.contract.ContractChecked;
import org.junit.jupiter.api.extension.ExtendWith;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.*;

/** Whatever goes wrong, the answer is a problem+json document, never a 500 or an HTML page. */
@QuarkusTest
@ExtendWith(ContractChecked.class)
class ProblemApiTest {

    @Test
    void unknownPathIsA404Problem() {
        given().when().get("/v1/nothing-here")
                .then().statusCode(404).contentType("application/problem+json")
                .body("code", equalTo("not_found")).body("status", equalTo(404)).body("instance", equalTo("/v1/nothing-here"));
    }

    @Test
    void wrongMethodIsA405Problem() {
        given().body("{}").contentType("application/json").when().delete("/v1/perft")
                .then().statusCode(405).contentType("application/problem+json").body("code", equalTo("method_not_allowed"));
    }

    @Test
    void hostileFensNeverCauseA500() {
        String[] inputs = {" ", "/", "////////", "8/8/8/8/8/8/8/8/8 w - - 0 1", "99999999/8/8/8/8/8/8/8 w - - 0 1",
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1",
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 99999999999",
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KKQkq - 0 1", "\u0000\u0001", "ä/ö/ü/8/8/8/8/8 w - - 0 1",
                "kkkkkkkk/8/8/8/8/8/8/KKKKKKKK w - - 0 1", "PPPPPPPP/8/8/8/8/8/8/pppppppp w - - 0 1"};
        for (String fen : inputs) {
            given().queryParam("fen", fen).when().get("/v1/position")
                    .then().statusCode(400).contentType("application/problem+json")
                    .body("code", equalTo("invalid_fen")).body("errors.size()", greaterThan(0));
        }
        given().queryParam("fen", "").when().get("/v1/position")
                .then().statusCode(400).contentType("application/problem+json");
    }

    @Test
    void oversizedBodyIsA413Problem() {
        String body = "{\"moves\": [" + "\"e4\",".repeat(400_000) + "\"e4\"]}";
        given().contentType("application/json").body(body).when().post("/v1/game")
                .then().statusCode(413).contentType("application/problem+json")
                .body("code", equalTo("body_too_large"));
    }
}
