package dev.hakem.api.game;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.*;

import dev.hakem.contract.ContractChecked;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * POST /v1/game with {@code end}: how a game ended beyond the board, ruled by the article of the 2023
 * Laws that decides it (docs/rules.md § Game endings). Each test is named after its article; the
 * mate-decided ones are tried where the opponent can checkmate and where it cannot.
 */
@QuarkusTest
@ExtendWith(ContractChecked.class)
class GameEndApiTest {

    /** White K+N, Black K+P: either side can still mate (Black by queening, White with Black's help). */
    static final String KN_V_KP_W = "7k/7p/8/8/8/8/8/K5N1 w - - 0 40";
    static final String KN_V_KP_B = "7k/7p/8/8/8/8/8/K5N1 b - - 0 40";
    /** White K+Q, Black bare king: Black can never mate. */
    static final String KQ_V_K_W = "4k3/8/8/8/8/8/8/3QK3 w - - 0 40";

    static ValidatableResponse post(Map<String, Object> body) {
        return given().contentType(ContentType.JSON).body(body).when().post("/v1/game").then();
    }

    static Map<String, Object> game(String fen, Object moves, String rules, Map<String, Object> end) {
        Map<String, Object> body = new HashMap<>();
        if (fen != null) body.put("fen", fen);
        if (moves != null) body.put("moves", moves);
        if (rules != null) body.put("rules", rules);
        if (end != null) body.put("end", end);
        return body;
    }

    static Map<String, Object> end(String by, Object... members) {
        Map<String, Object> e = new HashMap<>();
        e.put("by", by);
        for (int i = 0; i < members.length; i += 2) e.put((String) members[i], members[i + 1]);
        return e;
    }

    // ------------------------------------------------------------------ 5.1.2

    @Test
    void article_5_1_2_resignation_loses_when_opponent_can_mate() {
        post(game(KN_V_KP_W, null, null, end("resignation", "side", "white"))).statusCode(200)
                .body("result", equalTo("0-1"))
                .body("termination", equalTo("resignation"))
                .body("rule", equalTo("FIDE 5.1.2"))
                .body("end.by", equalTo("resignation"))
                .body("end.side", equalTo("white"))
                .body("end.gameOver", equalTo(true))
                .body("end.article", equalTo("5.1.2"))
                .body("end.opponentCanMate", equalTo("yes"))
                .body("end.helpmate.san", not(empty()))
                .body("end.rule", startsWith("FIDE 5.1.2"));
    }

    @Test
    void article_5_1_2_resignation_draws_when_opponent_cannot_mate() {
        post(game(KQ_V_K_W, null, null, end("resignation", "side", "white"))).statusCode(200)
                .body("result", equalTo("1/2-1/2"))
                .body("termination", equalTo("resignation_cannot_mate"))
                .body("end.opponentCanMate", equalTo("no"))
                .body("end.basis", containsString("cannot checkmate"))
                .body("end.helpmate", nullValue());
        given().contentType(ContentType.JSON).header("Accept-Language", "tr")
                .body(game(KQ_V_K_W, null, null, end("resignation", "side", "white")))
                .when().post("/v1/game").then().statusCode(200)
                .body("end.rule", startsWith("FIDE 5.1.2"))
                .body("end.ruling", containsString("terk etti"));
    }

    @Test
    void article_5_1_2_online_resignation_loses_even_when_opponent_cannot_mate() {
        post(game(KQ_V_K_W, null, "online", end("resignation", "side", "white"))).statusCode(200)
                .body("result", equalTo("0-1"))
                .body("termination", equalTo("resignation"))
                .body("end.article", equalTo("online"));
    }

    // ------------------------------------------------------------------ 6.9, A.5.3

    @Test
    void article_6_9_flag_fall_loses_when_opponent_can_mate_and_draws_when_it_cannot() {
        post(game(KN_V_KP_B, null, null, end("flag", "side", "black"))).statusCode(200)
                .body("result", equalTo("1-0"))
                .body("termination", equalTo("timeout"))
                .body("end.article", equalTo("6.9"))
                .body("flag.opponentCanMate", equalTo("yes"))
                .body("end.helpmate.san", not(empty()));
        post(game(KQ_V_K_W, null, null, end("flag", "side", "white"))).statusCode(200)
                .body("result", equalTo("1/2-1/2"))
                .body("termination", equalTo("timeout_insufficient_material"))
                .body("end.opponentCanMate", equalTo("no"));
        // The online rule: a lone knight cannot win on time.
        post(game(KN_V_KP_B, null, "online", end("flag", "side", "black"))).statusCode(200)
                .body("result", equalTo("1/2-1/2"))
                .body("end.article", equalTo("online"));
    }

    @Test
    void article_6_9_the_flag_shorthand_answers_as_before_and_cannot_be_given_with_end() {
        Map<String, Object> body = game(KN_V_KP_B, null, null, null);
        body.put("flag", "black");
        post(body).statusCode(200)
                .body("result", equalTo("1-0"))
                .body("rule", equalTo("FIDE 6.9"))
                .body("flag.flagged", equalTo("black"))
                .body("flag.opponentCanMate", equalTo("yes"))
                .body("end.by", equalTo("flag"));
        body.put("end", end("resignation", "side", "black"));
        post(body).statusCode(400).body("code", equalTo("invalid_member")).body("errors[0].field", equalTo("end"));
    }

    @Test
    void article_A_5_3_win_on_time_without_full_supervision_draws_when_claimant_cannot_mate() {
        post(game(KN_V_KP_B, null, null, end("flag", "side", "black", "timeControl", "5+3", "supervision", "inadequate")))
                .statusCode(200)
                .body("result", equalTo("1-0"))
                .body("rule", equalTo("FIDE A.5.3"))
                .body("end.article", equalTo("A.5.3"))
                .body("end.timeClass", equalTo("blitz"));
        post(game(KQ_V_K_W, null, null, end("flag", "side", "white", "timeControl", "15+10", "supervision", "inadequate")))
                .statusCode(200)
                .body("result", equalTo("1/2-1/2"))
                .body("end.article", equalTo("A.5.3"))
                .body("end.opponentCanMate", equalTo("no"));
    }

    // ------------------------------------------------------------------ 7.5.5, A.5.2

    @Test
    void article_7_5_5_first_illegal_move_gives_the_opponent_time_and_the_game_goes_on() {
        post(game(KN_V_KP_W, null, null, end("illegal_move", "side", "white", "timeControl", "90+30"))).statusCode(200)
                .body("result", equalTo("*"))
                .body("termination", nullValue())
                .body("end.gameOver", equalTo(false))
                .body("end.article", equalTo("7.5.5"))
                .body("end.penaltySeconds", equalTo(120))
                .body("end.timeClass", equalTo("standard"));
        post(game(KQ_V_K_W, null, null, end("illegal_move", "side", "white", "timeControl", "15+10"))).statusCode(200)
                .body("end.penaltySeconds", equalTo(60))
                .body("end.rule", containsString("A.3"));
    }

    @Test
    void article_7_5_5_second_illegal_move_loses_when_opponent_can_mate() {
        post(game(KN_V_KP_W, null, null, end("illegal_move", "side", "white", "count", 2))).statusCode(200)
                .body("result", equalTo("0-1"))
                .body("termination", equalTo("illegal_move"))
                .body("rule", equalTo("FIDE 7.5.5"))
                .body("end.opponentCanMate", equalTo("yes"))
                .body("end.helpmate.uci", not(empty()));
    }

    @Test
    void article_7_5_5_second_illegal_move_draws_when_opponent_cannot_mate() {
        post(game(KQ_V_K_W, null, null, end("illegal_move", "side", "white", "count", 2, "timeControl", "3+2")))
                .statusCode(200)
                .body("result", equalTo("1/2-1/2"))
                .body("termination", equalTo("illegal_move_cannot_mate"))
                .body("end.rule", containsString("B.2"));
    }

    @Test
    void article_A_5_2_illegal_move_stands_once_answered_without_full_supervision() {
        for (String fen : List.of(KN_V_KP_W, KQ_V_K_W))
            post(game(fen, null, null, end("illegal_move", "side", "white", "count", 2, "timeControl", "5+3",
                    "supervision", "inadequate", "answered", true))).statusCode(200)
                    .body("result", equalTo("*"))
                    .body("end.gameOver", equalTo(false))
                    .body("end.article", equalTo("A.5.2"));
        post(game(KN_V_KP_W, null, null, end("illegal_move", "side", "white", "count", 2, "timeControl", "5+3",
                "supervision", "inadequate", "answered", false))).statusCode(200)
                .body("result", equalTo("0-1"));
        post(game(KN_V_KP_W, null, "online", end("illegal_move", "side", "white", "count", 2))).statusCode(200)
                .body("result", equalTo("*"))
                .body("end.article", equalTo("online"));
    }

    // ------------------------------------------------------------------ 5.2.3

    @Test
    void article_5_2_3_agreement_before_both_players_have_moved_is_not_a_draw_under_fide() {
        post(game(null, List.of(), null, end("agreement"))).statusCode(200)
                .body("result", equalTo("*"))
                .body("end.gameOver", equalTo(false))
                .body("end.article", equalTo("5.2.3"))
                .body("end.ruling", containsString("at least one move"));
        post(game(null, "e4", null, end("agreement", "side", "black"))).statusCode(200).body("result", equalTo("*"));
        post(game(null, "e4 e5", null, end("agreement"))).statusCode(200)
                .body("result", equalTo("1/2-1/2"))
                .body("termination", equalTo("agreement"))
                .body("rule", equalTo("FIDE 5.2.3"));
        post(game(null, List.of(), "online", end("agreement"))).statusCode(200)
                .body("result", equalTo("1/2-1/2"))
                .body("end.article", equalTo("online"));
    }

    // ------------------------------------------------------------------ 9.2, 9.3, 9.5.3, 9.1.2.3

    @Test
    void article_9_2_claims_correct_by_the_position_and_by_the_move() {
        post(game(null, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8", null, end("claim", "side", "white", "claim", "threefold_repetition")))
                .statusCode(200)
                .body("result", equalTo("1/2-1/2"))
                .body("termination", equalTo("threefold_repetition"))
                .body("rule", equalTo("FIDE 9.2.2"))
                .body("end.claimCorrect", equalTo(true));
        post(game(null, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1", null,
                end("claim", "side", "black", "claim", "threefold_repetition", "move", "Ng8"))).statusCode(200)
                .body("result", equalTo("1/2-1/2"))
                .body("end.article", equalTo("9.2.1"))
                .body("end.claimMove.san", equalTo("Ng8"))
                .body("moves", hasSize(7));
    }

    @Test
    void article_9_5_3_incorrect_claim_gives_the_opponent_time_and_article_9_1_2_3_counts_it_as_an_offer() {
        // Where the opponent can mate and where it cannot: a claim is judged by the count alone.
        post(game(KN_V_KP_W, null, null, end("claim", "side", "white", "claim", "fifty_moves"))).statusCode(200)
                .body("result", equalTo("*"))
                .body("end.article", equalTo("9.5.3"))
                .body("end.claimCorrect", equalTo(false))
                .body("end.penaltySeconds", equalTo(120))
                .body("end.notes", hasItem(containsString("9.1.2.3")));
        post(game(KQ_V_K_W, null, null, end("claim", "side", "white", "claim", "threefold_repetition", "move", "Qd2",
                "timeControl", "15+10"))).statusCode(200)
                .body("end.penaltySeconds", equalTo(60))
                .body("end.notes", hasItem(containsString("9.5.3")));
    }

    // ------------------------------------------------------------------ precedence, faults, batch

    @Test
    void an_ending_on_the_board_stands_over_a_later_resignation_flag_or_claim() {
        for (String rules : List.of("fide", "online"))
            for (Map<String, Object> e : List.of(end("resignation", "side", "black"), end("flag", "side", "black"),
                    end("agreement")))
                post(game(null, "f3 e5 g4 Qh4#", rules, e)).statusCode(200)
                        .body("result", equalTo("0-1"))
                        .body("termination", equalTo("checkmate"))
                        .body("end.alreadyEnded", equalTo(true))
                        .body("end.termination", equalTo("checkmate"));
        // The seventy-five-move rule came first.
        post(game("4k3/8/8/8/8/8/8/R3K3 w - - 150 120", null, null, end("resignation", "side", "white"))).statusCode(200)
                .body("result", equalTo("1/2-1/2"))
                .body("termination", equalTo("seventyfive_moves"))
                .body("end.article", equalTo("9.6.2"));
    }

    @Test
    void faults_of_the_end_member_name_it() {
        post(game(null, "e4", null, end("surrender", "side", "white"))).statusCode(400)
                .body("code", equalTo("invalid_member")).body("errors[0].field", equalTo("end.by"));
        post(game(null, "e4", null, end("resignation"))).statusCode(400).body("errors[0].field", equalTo("end.side"));
        post(game(null, "e4", null, end("resignation", "side", "white", "count", 2))).statusCode(400)
                .body("errors[0].field", equalTo("end.count"));
        post(game(null, "e4", null, end("illegal_move", "side", "black", "count", 0))).statusCode(400)
                .body("errors[0].field", equalTo("end.count"));
        post(game(null, "e4", null, end("flag", "side", "black", "timeControl", "5+"))).statusCode(400)
                .body("errors[0].field", equalTo("end.timeControl"));
        post(game(null, "e4", null, end("claim", "side", "black", "claim", "boredom"))).statusCode(400)
                .body("errors[0].field", equalTo("end.claim"));
        post(game(null, "e4", null, end("claim", "side", "white", "claim", "fifty_moves"))).statusCode(422)
                .body("code", equalTo("invalid_end")).body("errors[0].field", equalTo("end.side"));
        post(game(null, "e4", null, end("claim", "side", "black", "claim", "fifty_moves", "move", "Ke7"))).statusCode(422)
                .body("code", equalTo("invalid_end")).body("errors[0].field", equalTo("end.move"));
        post(game(null, "e4", null, end("illegal_move", "side", "white"))).statusCode(422)
                .body("code", equalTo("invalid_end")).body("errors[0].field", equalTo("end.side"));
    }

    @Test
    void a_batch_line_carries_its_own_end() {
        String body = "{\"fen\": \"" + KQ_V_K_W + "\", \"end\": {\"by\": \"resignation\", \"side\": \"white\"}}\n"
                + "{\"moves\": \"e4 e5\", \"end\": {\"by\": \"agreement\"}}\n";
        given().contentType("application/x-ndjson").accept("application/x-ndjson")
                .body(body.getBytes(java.nio.charset.StandardCharsets.UTF_8)).when().post("/v1/games").then().statusCode(200)
                .body(containsString("\"termination\":\"resignation_cannot_mate\""))
                .body(containsString("\"termination\":\"agreement\""));
    }
}
