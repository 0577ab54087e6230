package dev.hakem.api.game;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import dev.hakem.contract.ContractChecked;
import org.junit.jupiter.api.extension.ExtendWith;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.*;

/**
 * POST /v1/draw-offer: at most one offer per position per player; an offer stands for the
 * opponent's next turn; the offerer's own move does not withdraw it.
 */
@QuarkusTest
@ExtendWith(ContractChecked.class)
class DrawOfferApiTest {

    static ValidatableResponse ask(Object body) {
        return given().contentType(ContentType.JSON).body(body).when().post("/v1/draw-offer").then();
    }

    static Map<String, Object> offer(int ply, String by) {
        return Map.of("ply", ply, "by", by);
    }

    @Test
    void fromTheStartWhiteMayOffer() {
        ask(Map.of("rules", "online")).statusCode(200).contentType("application/json")
                .body("side", equalTo("white"))
                .body("allowed", equalTo(true))
                .body("reason", containsString("may offer"))
                .body("standingOffer", nullValue());
    }

    @Test
    void anOfferMadeWithTheLastMoveStandsForTheOpponent() {
        ask(Map.of("moves", "e4 e5 Nf3", "offers", List.of(offer(2, "white"))))
                .statusCode(200)
                .body("side", equalTo("black"))
                .body("allowed", equalTo(true))
                .body("standingOffer.ply", equalTo(2))
                .body("standingOffer.by", equalTo("white"));
    }

    @Test
    void movingWithoutAnsweringEndsTheOffer() {
        ask(Map.of("moves", List.of("e4", "e5", "Nf3", "Nc6"), "offers", List.of(offer(2, "white"))))
                .statusCode(200)
                .body("side", equalTo("white"))
                .body("allowed", equalTo(true))
                .body("standingOffer", nullValue());
    }

    @Test
    void noSecondOfferInTheSamePosition() {
        ask(Map.of("moves", "e4 e5", "offers", List.of(offer(2, "white"))))
                .statusCode(200)
                .body("side", equalTo("white"))
                .body("allowed", equalTo(false))
                .body("reason", containsString("at most one offer per position per player"))
                .body("standingOffer", nullValue());
    }

    @Test
    void anOfferCountsForItsPositionWhenThatPositionRecurs() {
        // The start position stands again at ply 4; white offered there at ply 0.
        ask(Map.of("moves", "Nf3 Nf6 Ng1 Ng8", "offers", List.of(offer(0, "white"))))
                .statusCode(200)
                .body("side", equalTo("white"))
                .body("allowed", equalTo(false))
                .body("reason", containsString("ply 0"));
        // Without the repetition the position is new: white may offer.
        ask(Map.of("moves", "Nf3 Nf6 Nc3 Nc6", "offers", List.of(offer(0, "white"))))
                .statusCode(200).body("allowed", equalTo(true));
    }

    @Test
    void article_5_2_3_under_fide_white_before_any_move_and_black_after_1_e4_may_not_offer_yet() {
        ask(Map.of("moves", List.of())).statusCode(200)
                .body("side", equalTo("white"))
                .body("allowed", equalTo(false))
                .body("agreementEndsGame", equalTo(false))
                .body("reason", containsString("FIDE 5.2.3"));
        ask(Map.of("moves", "e4")).statusCode(200)
                .body("side", equalTo("black"))
                .body("allowed", equalTo(false))
                .body("agreementEndsGame", equalTo(false));
        ask(Map.of("moves", "e4", "rules", "online")).statusCode(200)
                .body("allowed", equalTo(true))
                .body("agreementEndsGame", equalTo(true));
        ask(Map.of("moves", "e4 e5")).statusCode(200)
                .body("allowed", equalTo(true))
                .body("agreementEndsGame", equalTo(true));
        given().contentType(ContentType.JSON).header("Accept-Language", "tr").body(Map.of("moves", "e4"))
                .when().post("/v1/draw-offer").then().statusCode(200)
                .body("reason", containsString("FIDE 5.2.3"));
    }

    @Test
    void article_9_1_2_1_an_offer_without_a_move_is_valid_but_noted() {
        Map<String, Object> without = Map.of("ply", 3, "by", "black", "withMove", false);
        ask(Map.of("moves", "e4 e5 Nf3 Nc6", "offers", List.of(without))).statusCode(200)
                .body("allowed", equalTo(true))
                .body("standingOffer.ply", equalTo(3))
                .body("notes", hasSize(1))
                .body("notes[0]", containsString("9.1.2.1"));
        ask(Map.of("moves", "e4 e5 Nf3 Nc6", "offers", List.of(without), "rules", "online")).statusCode(200)
                .body("notes", nullValue());
        ask(Map.of("moves", "e4 e5 Nf3 Nc6", "offers", List.of(Map.of("ply", 3, "by", "black", "withMove", true))))
                .statusCode(200).body("notes", nullValue());
        problem(ask(Map.of("offers", List.of(Map.of("ply", 0, "by", "white", "withMove", "yes")))), 400, "invalid_member");
    }

    @Test
    void fromAFen() {
        ask(Map.of("fen", "4k3/8/8/8/8/8/8/R3K3 b - - 0 1", "moves", "Kd7", "offers", List.of(offer(0, "black"))))
                .statusCode(200)
                .body("side", equalTo("white"))
                .body("allowed", equalTo(true))
                .body("standingOffer.by", equalTo("black"))
                .body("standingOffer.ply", equalTo(0));
    }

    static void problem(ValidatableResponse r, int status, String code) {
        r.statusCode(status).contentType("application/problem+json")
                .body("status", equalTo(status)).body("code", equalTo(code)).body("detail", not(emptyOrNullString()));
    }

    @Test
    void offersThatCannotHaveBeenMadeAre422() {
        problem(ask(Map.of("moves", "e4 e5", "offers", List.of(offer(3, "white")))), 422, "invalid_offer");
        // At ply 1 black is to move.
        ask(Map.of("moves", "e4 e5", "offers", List.of(offer(1, "white"))))
                .statusCode(422).body("code", equalTo("invalid_offer"))
                .body("errors[0].field", equalTo("offers[0]"))
                .body("detail", containsString("black is to move"));
        // Two white offers in one position (ply 0 and ply 4 of a repetition).
        problem(ask(Map.of("moves", "Nf3 Nf6 Ng1 Ng8 e4", "offers", List.of(offer(0, "white"), offer(4, "white")))),
                422, "invalid_offer");
    }

    @Test
    void malformedOffersAre400() {
        problem(ask(Map.of("offers", "white")), 400, "invalid_member");
        problem(ask(Map.of("offers", List.of(Map.of("ply", 0)))), 400, "invalid_member");
        problem(ask(Map.of("offers", List.of(Map.of("ply", "0", "by", "white")))), 400, "invalid_member");
        problem(ask(Map.of("offers", List.of(Map.of("ply", 1.5, "by", "white")))), 400, "invalid_member");
        problem(ask(Map.of("offers", List.of(Map.of("ply", -1, "by", "white")))), 400, "invalid_member");
        problem(ask(Map.of("offers", List.of(Map.of("ply", 0, "by", "red")))), 400, "invalid_member");
        problem(ask(Map.of("offers", List.of(Map.of("ply", 0, "by", "white", "accepted", true)))), 400, "invalid_member");
        problem(ask(Map.of("offers", List.of(3))), 400, "invalid_member");
        problem(ask(Map.of("rules", "blitz")), 400, "unknown_rules");
        problem(ask(Map.of("fen", "not a fen")), 400, "invalid_fen");
        problem(ask(Map.of("offer", List.of())), 400, "malformed_json");
    }

    @Test
    void anIllegalMoveInTheHistoryIs422() {
        problem(ask(Map.of("moves", List.of("e4", "e5", "Ke3"))), 422, "illegal_move");
    }

    @Test
    void noOfferOnceTheGameIsOver() {
        // Fool's mate.
        ask(Map.of("moves", "f3 e5 g4 Qh4#"))
                .statusCode(422).contentType("application/problem+json")
                .body("code", equalTo("game_over"))
                .body("termination", equalTo("checkmate"))
                .body("endPly", equalTo(4));
    }
}
