package dev.hakem.it;

import dev.hakem.contract.ContractChecked;
import io.quarkus.test.junit.QuarkusIntegrationTest;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The packaged service on a JVM whose default locale is Turkish (./mvnw verify -Pturkish starts it
 * so) answers as anywhere else: there "WHITE".toLowerCase() without a locale is "whıte" and
 * "ongoing".toUpperCase() "ONGOİNG", so any case conversion that forgot Locale.ROOT shows here.
 */
@QuarkusIntegrationTest
@ExtendWith(ContractChecked.class)
class TurkishLocaleIT {

    static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    @Test
    void theServiceUnderTestRunsWithTheDefaultLocaleTheRunAsksFor() {
        String expected = System.getProperty("expected.default.language");
        assumeTrue(expected != null, "not a run under another default locale");
        boolean found = ProcessHandle.allProcesses().anyMatch(p -> p.info().commandLine()
                .map(c -> c.contains("quarkus-run.jar") && c.contains("-Duser.language=" + expected)).orElse(false));
        assertTrue(found, "a packaged service started with -Duser.language=" + expected);
    }

    @Test
    void codesAndNamesAreLowerCaseAsEverywhere() {
        given().queryParam("fen", START).when().get("/v1/position").then()
                .statusCode(200)
                .body("status", equalTo("ongoing"))
                .body("turn", equalTo("white"))
                .body("legalMoves.find { it.uci == 'g1f3' }.piece", equalTo("knight"));
    }

    @Test
    void sidesWrittenInCapitalsAreRead() {
        given().contentType("application/json")
                .body(Map.of("fen", "8/8/8/4k3/3q4/8/8/4K3 w - - 0 1", "moves", List.of(), "flag", "WHITE"))
                .when().post("/v1/game").then()
                .statusCode(200)
                .body("flag.flagged", equalTo("white"))
                .body("termination", equalTo("timeout"))
                .body("flag.opponentCanMate", equalTo("yes"));
        given().contentType("application/json")
                .body(Map.of("moves", List.of("e4"), "offers", List.of(Map.of("ply", 0, "by", "WHITE"))))
                .when().post("/v1/draw-offer").then()
                .statusCode(200)
                .body("standingOffer.by", equalTo("white"));
    }
}
