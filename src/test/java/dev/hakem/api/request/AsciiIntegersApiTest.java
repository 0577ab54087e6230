package dev.hakem.api.request;

import dev.hakem.contract.ContractChecked;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

/**
 * Integers are ASCII digits only, with a minus sign or none: a plus sign, Arabic-Indic digits (٣) or
 * full-width digits (３), which the JDK's parsers take, are refused with a 400 problem.
 */
@QuarkusTest
@ExtendWith(ContractChecked.class)
class AsciiIntegersApiTest {
    static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    @ParameterizedTest
    @ValueSource(strings = {"+2", "\u0662", "\uFF12", "\u06F2", "\u0968", "2\u0660", " +1"})
    void perftDepthIsAsciiDigitsOnly(String depth) {
        given().queryParam("fen", START).queryParam("depth", depth)
                .when().get("/v1/perft")
                .then().statusCode(400).contentType("application/problem+json")
                .body("code", equalTo("invalid_parameter"))
                .body("detail", containsString("'depth'"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"+300", "\u0663\u0660\u0660", "\uFF13\uFF10\uFF10"})
    void timeControlSecondsAreAsciiDigitsOnly(String seconds) {
        given().queryParam("base", seconds).queryParam("increment", 2)
                .when().get("/v1/time-control")
                .then().statusCode(400).body("code", equalTo("invalid_parameter"));
        given().queryParam("base", 300).queryParam("increment", seconds)
                .when().get("/v1/time-control")
                .then().statusCode(400).body("code", equalTo("invalid_parameter"));
    }

    @Test
    void asciiDigitsAreStillRead() {
        given().queryParam("fen", START).queryParam("depth", " 2 ")
                .when().get("/v1/perft")
                .then().statusCode(200).body("nodes", equalTo(400));
        given().queryParam("fen", START).queryParam("depth", "-1")
                .when().get("/v1/perft")
                .then().statusCode(400).body("code", equalTo("parameter_out_of_range"));
    }

    @Test
    void aPgnNagIsAsciiDigitsOnly() {
        given().contentType("application/json").body("{\"pgn\":\"1. e4 $\u0663 e5 *\"}")
                .when().post("/v1/game")
                .then().statusCode(400).body("code", equalTo("invalid_pgn"));
        given().contentType("application/json").body("{\"pgn\":\"1. e4 $3 e5 *\"}")
                .when().post("/v1/game")
                .then().statusCode(200).body("moves[0].nags[0]", equalTo(3));
    }
}
