package dev.hakem.api.analysis;

import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;
import dev.hakem.contract.ContractChecked;
import org.junit.jupiter.api.extension.ExtendWith;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.*;

/** GET /v1/time-control: the FIDE class of a time control (Appendices A.1, B.1) and its illegal-move penalty. */
@QuarkusTest
@ExtendWith(ContractChecked.class)
class TimeControlApiTest {

    @Test
    void baseAndIncrementInSeconds() {
        given().queryParam("base", 300).queryParam("increment", 3).when().get("/v1/time-control").then()
                .statusCode(200).contentType("application/json")
                .body("base", equalTo(300))
                .body("increment", equalTo(3))
                .body("estimatedSeconds", equalTo(480))
                .body("category", equalTo("blitz"))
                .body("illegalMovePenaltySeconds", equalTo(60))
                .body("rule", startsWith("FIDE Appendix B.1"));
    }

    @Test
    void theWrittenFormInMinutesPlusSeconds() {
        // '+' sent as %2B; the query parameter is encoded by REST Assured.
        given().queryParam("control", "15+10").when().get("/v1/time-control").then()
                .statusCode(200)
                .body("base", equalTo(900))
                .body("increment", equalTo(10))
                .body("estimatedSeconds", equalTo(1500))
                .body("category", equalTo("rapid"))
                .body("illegalMovePenaltySeconds", equalTo(60))
                .body("rule", containsString("A.3"));
        given().urlEncodingEnabled(false).when().get("/v1/time-control?control=90%2B30").then()
                .statusCode(200)
                .body("base", equalTo(5400))
                .body("estimatedSeconds", equalTo(7200))
                .body("category", equalTo("standard"))
                .body("illegalMovePenaltySeconds", equalTo(120));
    }

    @Test
    void anUnencodedPlusAndTheOtherSeparatorsAreReadAlike() {
        // An unencoded '+' in a query string means a space.
        for (String raw : new String[] {"5+3", "5%7C3", "5%203"})
            given().urlEncodingEnabled(false).when().get("/v1/time-control?control=" + raw).then()
                    .statusCode(200).body("base", equalTo(300)).body("increment", equalTo(3))
                    .body("category", equalTo("blitz"));
    }

    @Test
    void theBoundariesOfTheClasses() {
        given().queryParam("base", 600).queryParam("increment", 0).when().get("/v1/time-control").then()
                .statusCode(200).body("category", equalTo("blitz"));
        given().queryParam("base", 540).queryParam("increment", 1).when().get("/v1/time-control").then()
                .statusCode(200).body("estimatedSeconds", equalTo(600)).body("category", equalTo("blitz"));
        given().queryParam("base", 601).queryParam("increment", 0).when().get("/v1/time-control").then()
                .statusCode(200).body("category", equalTo("rapid"));
        given().queryParam("base", 2700).queryParam("increment", 15).when().get("/v1/time-control").then()
                .statusCode(200).body("estimatedSeconds", equalTo(3600)).body("category", equalTo("standard"))
                .body("illegalMovePenaltySeconds", equalTo(120));
    }

    static void problem(io.restassured.specification.RequestSpecification request, String code) {
        request.when().get("/v1/time-control").then()
                .statusCode(400).contentType("application/problem+json")
                .body("status", equalTo(400))
                .body("code", equalTo(code))
                .body("detail", not(emptyOrNullString()));
    }

    @Test
    void badInputIsA400Problem() {
        problem(given(), "missing_parameter");
        problem(given().queryParam("base", 300), "missing_parameter");
        problem(given().queryParam("increment", 3), "missing_parameter");
        problem(given().queryParam("base", "five").queryParam("increment", 3), "invalid_parameter");
        problem(given().queryParam("base", 86_401).queryParam("increment", 0), "parameter_out_of_range");
        problem(given().queryParam("base", 60).queryParam("increment", 3601), "parameter_out_of_range");
        problem(given().queryParam("base", -1).queryParam("increment", 0), "parameter_out_of_range");
        problem(given().queryParam("base", 0).queryParam("increment", 0), "invalid_parameter");
        problem(given().queryParam("control", "5"), "invalid_parameter");
        problem(given().queryParam("control", "5+x"), "invalid_parameter");
        problem(given().queryParam("control", " "), "invalid_parameter");
        problem(given().queryParam("control", "0+0"), "invalid_parameter");
        problem(given().queryParam("control", "99999+0"), "invalid_parameter");
        problem(given().queryParam("control", "5+3").queryParam("base", 300), "conflicting_parameters");
    }

    @Test
    void theMessagesSayWhatIsWrong() {
        given().queryParam("control", "5+3").queryParam("base", 300).when().get("/v1/time-control").then()
                .statusCode(400).body("detail", containsString("not both"));
        given().queryParam("base", 0).queryParam("increment", 0).when().get("/v1/time-control").then()
                .statusCode(400).body("detail", containsString("both 0"));
    }
}
