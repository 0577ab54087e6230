package dev.hakem.api.analysis;

import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;
import dev.hakem.contract.ContractChecked;
import org.junit.jupiter.api.extension.ExtendWith;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.*;

@QuarkusTest
@ExtendWith(ContractChecked.class)
class PerftApiTest {
    static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    static final String KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

    @Test
    void startPositionDepthThreeCountsTheKnownNodesAndDivides() {
        // 8902 and the per-move counts are the published perft(3) of the start position.
        given().queryParam("fen", START).queryParam("depth", 3)
                .when().get("/v1/perft")
                .then().statusCode(200).contentType("application/json")
                .body("nodes", equalTo(8902))
                .body("depth", equalTo(3))
                .body("divide.size()", equalTo(20))
                .body("divide.e2e4", equalTo(600))
                .body("divide.g1f3", equalTo(440))
                .body("divide.a2a3", equalTo(380));
    }

    @Test
    void kiwipeteDepthTwo() {
        given().queryParam("fen", KIWIPETE).queryParam("depth", 2)
                .when().get("/v1/perft")
                .then().statusCode(200).body("nodes", equalTo(2039)).body("divide.size()", equalTo(48))
                .body("divide.e1g1", equalTo(43)).body("divide.e1c1", equalTo(43));
    }

    @Test
    void depthZeroIsOneNode() {
        given().queryParam("fen", START).queryParam("depth", 0)
                .when().get("/v1/perft")
                .then().statusCode(200).body("nodes", equalTo(1)).body("divide.size()", equalTo(0));
    }

    @Test
    void depthBeyondTheConfiguredMaximumIsA400Problem() {
        given().queryParam("fen", START).queryParam("depth", 7)
                .when().get("/v1/perft")
                .then().statusCode(400).contentType("application/problem+json")
                .body("code", equalTo("parameter_out_of_range"))
                .body("status", equalTo(400))
                .body("detail", containsString("depth"));
    }

    @Test
    void nonNumericOrMissingDepthIsA400Problem() {
        given().queryParam("fen", START).queryParam("depth", "deep")
                .when().get("/v1/perft")
                .then().statusCode(400).contentType("application/problem+json").body("code", equalTo("invalid_parameter"));
        given().queryParam("fen", START)
                .when().get("/v1/perft")
                .then().statusCode(400).contentType("application/problem+json").body("code", equalTo("missing_parameter"));
        given().queryParam("fen", START).queryParam("depth", -1)
                .when().get("/v1/perft")
                .then().statusCode(400).body("code", equalTo("parameter_out_of_range"));
        given().queryParam("fen", START).queryParam("depth", "99999999999999999999")
                .when().get("/v1/perft")
                .then().statusCode(400).body("code", equalTo("invalid_parameter"));
    }

    @Test
    void invalidFenIsA400ListingEveryProblem() {
        given().queryParam("fen", "8/8/8/8/8/8/8/8 w - - 0 1").queryParam("depth", 1)
                .when().get("/v1/perft")
                .then().statusCode(400).contentType("application/problem+json")
                .body("code", equalTo("invalid_fen"))
                .body("errors.code", everyItem(equalTo("king_count")))
                .body("errors.size()", equalTo(2));
    }

    @Test
    void pinnedEnPassantInTheInputIsAcceptedButNotGenerated() {
        // White king a5, pawns b5 and c5 on the king's rank with a black rook on h5: bxc6 e.p. would expose the king.
        given().queryParam("fen", "8/8/8/KPp4r/8/8/8/7k w - c6 0 2").queryParam("depth", 1)
                .when().get("/v1/perft")
                .then().statusCode(200)
                .body("divide", not(hasKey("b5c6")))
                .body("fen", equalTo("8/8/8/KPp4r/8/8/8/7k w - - 0 2"));
    }
}
