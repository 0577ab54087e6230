package dev.hakem.api.admission;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.hakem.contract.ContractChecked;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A request is admitted by the row of the endpoint table the REST layer serves it by, whatever way
 * its path is written: with a trailing slash, with matrix parameters, with a dot segment. Its body is
 * read for it, and it is counted in its class (else a body would pass for none, and a deep perft
 * would go by the gate).
 */
@QuarkusTest
@ExtendWith(ContractChecked.class)
class EndpointPathsApiTest {
    static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    @Inject
    Admission admission;

    @Test
    void aBodyIsReadWhateverWayThePathIsWritten() {
        for (String path : new String[] {"/v1/position", "/v1/position/", "/v1/position;v=1", "/v1/./position"})
            given().urlEncodingEnabled(false).contentType("application/json").body("{\"fen\": \"" + START + "\"}")
                    .when().post(path)
                    .then().statusCode(200).body("fen", equalTo(START));
        given().urlEncodingEnabled(false).contentType("application/json").body("{\"moves\": [], \"move\": \"e4\"}")
                .when().post("/v1/move/")
                .then().statusCode(200).body("move.san", equalTo("e4"));
    }

    @Test
    void aDeepPerftIsCountedInItsClassWithATrailingSlash() {
        long before = perft().admitted();
        given().urlEncodingEnabled(false).when().get("/v1/perft/?depth=4&fen=" + START.replace(" ", "%20"))
                .then().statusCode(200).body("nodes", equalTo(197281));
        assertEquals(before + 1, perft().admitted());
    }

    GateStats perft() {
        return admission.stats().stream().filter(s -> s.costClass() == CostClass.PERFT).findFirst().orElseThrow();
    }
}
