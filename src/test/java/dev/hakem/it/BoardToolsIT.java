package dev.hakem.it;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.*;

import io.quarkus.test.junit.QuarkusIntegrationTest;
import io.restassured.http.ContentType;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import dev.hakem.contract.ContractChecked;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The board tools against the packaged artifact: time controls, draw offers and highlights,
 * including the Turkish message bundle, which a native image must carry as a resource.
 */
@QuarkusIntegrationTest
@ExtendWith(ContractChecked.class)
class BoardToolsIT {

    static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    @Test
    void timeControlClassifiesFivePlusThreeAsBlitz() {
        // 300 s + 60 x 3 s = 480 s, at most 10 minutes: blitz, with a one-minute illegal-move penalty.
        given().queryParam("base", 300).queryParam("increment", 3).when().get("/v1/time-control").then()
                .statusCode(200).contentType("application/json")
                .body("category", equalTo("blitz"))
                .body("illegalMovePenaltySeconds", equalTo(60));
        given().queryParam("base", "x").when().get("/v1/time-control").then()
                .statusCode(400).contentType("application/problem+json");
    }

    @Test
    void aDrawOfferIsAllowedOncePerPosition() {
        given().contentType(ContentType.JSON).body(Map.of("moves", List.of("e4", "e5"))).when().post("/v1/draw-offer").then()
                .statusCode(200).contentType("application/json")
                .body("side", equalTo("white"))
                .body("allowed", equalTo(true));
    }

    @Test
    void highlightsInTurkishAndDests() {
        // The a1 rook is shut in by its own pieces: it cannot move now.
        given().queryParam("fen", START).queryParam("square", "a1").header("Accept-Language", "tr").when()
                .get("/v1/position/highlights").then()
                .statusCode(200)
                .body("targets", empty())
                .body("reason.code", equalTo("piece_cannot_move"))
                .body("reason.message", equalTo("Bu taş şu an oynayamaz."));
        given().queryParam("fen", START).when().get("/v1/position/highlights").then()
                .statusCode(200)
                .body("dests.e2", contains("e3", "e4"))
                .body("dests.g1", contains("f3", "h3"));
    }
}
