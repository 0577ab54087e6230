package dev.hakem.verdict.ending;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hakem.chess.Fen;
import dev.hakem.chess.Position;
import dev.hakem.chess.board.Color;
import dev.hakem.chess.notation.MoveInfo;
import dev.hakem.chess.notation.San;
import dev.hakem.verdict.Game;
import dev.hakem.verdict.Outcome;
import dev.hakem.verdict.RuleSet;
import dev.hakem.verdict.Termination;
import dev.hakem.verdict.TimeControl;
import dev.hakem.chess.notation.MoveError;
import dev.hakem.chess.text.Phrase;
import dev.hakem.chess.text.Wording;
import dev.hakem.verdict.winnability.Winnability;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * docs/rules.md § Game endings: how a game ends beyond the board, ruled in the last position, named
 * after the articles of the 2023 Laws. Each mate-decided article is tried where the opponent can
 * checkmate and where it cannot.
 */
class ArbiterTest {

    static final Color W = Color.WHITE, B = Color.BLACK;

    /** White K+N, Black K+P: Black can mate (its pawn queens), and White too, with Black's help (Kf8, Nf7 v Kh8, Ph7). */
    static final String KN_V_KP_W = "7k/7p/8/8/8/8/8/K5N1 w - - 0 40";
    static final String KN_V_KP_B = "7k/7p/8/8/8/8/8/K5N1 b - - 0 40";
    /** White K+Q, Black bare king: Black can never mate. */
    static final String KQ_V_K_W = "4k3/8/8/8/8/8/8/3QK3 w - - 0 40";
    /** Black K+Q, White bare king: White can never mate. */
    static final String K_V_KQ_B = "3qk3/8/8/8/8/8/8/4K3 b - - 0 40";

    static Game game(String fen, String moves) throws MoveError {
        Game game = Game.of(fen == null ? Position.start() : Fen.position(fen));
        if (moves.isBlank()) return game;
        for (String san : moves.trim().split("\\s+")) game = game.play(MoveInfo.of(game.last(), San.parse(game.last(), san)));
        return game;
    }

    static Arbiter.Ruling rule(String fen, String moves, RuleSet rules, GameEnd end) throws MoveError {
        return Arbiter.rule(game(fen, moves), rules, end);
    }

    static void loss(Arbiter.Ruling r, Color winner, Termination t, String article) {
        assertTrue(r.gameOver(), r.toString());
        assertFalse(r.alreadyEnded());
        assertEquals(Outcome.winFor(winner), r.outcome());
        assertEquals(t, r.termination());
        assertEquals(article, r.article());
    }

    static void draw(Arbiter.Ruling r, Termination t, String article) {
        assertTrue(r.gameOver(), r.toString());
        assertFalse(r.alreadyEnded());
        assertEquals(Outcome.DRAW, r.outcome());
        assertEquals(t, r.termination());
        assertEquals(article, r.article());
    }

    static void goesOn(Arbiter.Ruling r, String article) {
        assertFalse(r.gameOver(), r.toString());
        assertEquals(Outcome.UNDECIDED, r.outcome());
        assertNull(r.termination());
        assertEquals(article, r.article());
    }

    // ------------------------------------------------------------------ 5.1.2 resignation

    @Test
    void article_5_1_2_resignation_loses_when_the_opponent_can_mate() throws MoveError {
        // White resigns with K+N against K+P: Black's pawn can still queen and mate.
        Arbiter.Ruling r = rule(KN_V_KP_W, "", RuleSet.FIDE, new GameEnd.Resignation(W));
        loss(r, B, Termination.RESIGNATION, "5.1.2");
        assertEquals(Winnability.Answer.YES, r.opponentCanMate());
        assertNotNull(r.helpmate(), "the helpmate proves it");
        assertTrue(Wording.english(r.rule()).startsWith("FIDE 5.1.2"));
        // Black resigns there: White's lone knight can mate with Black's help (the 000_ example).
        Arbiter.Ruling black = rule(KN_V_KP_B, "", RuleSet.FIDE, new GameEnd.Resignation(B));
        loss(black, W, Termination.RESIGNATION, "5.1.2");
        assertNotNull(black.helpmate());
    }

    @Test
    void article_5_1_2_resignation_draws_when_the_opponent_cannot_mate() throws MoveError {
        // White resigns with a queen against a bare king: Black cannot mate by any series of legal moves.
        Arbiter.Ruling r = rule(KQ_V_K_W, "", RuleSet.FIDE, new GameEnd.Resignation(W));
        draw(r, Termination.RESIGNATION_CANNOT_MATE, "5.1.2");
        assertEquals(Winnability.Answer.NO, r.opponentCanMate());
        assertNotNull(r.basis());
        assertNull(r.helpmate());
    }

    @Test
    void article_5_1_2_online_resignation_always_loses() throws MoveError {
        loss(rule(KQ_V_K_W, "", RuleSet.ONLINE, new GameEnd.Resignation(W)), B, Termination.RESIGNATION, "online");
        loss(rule(KN_V_KP_W, "", RuleSet.ONLINE, new GameEnd.Resignation(W)), B, Termination.RESIGNATION, "online");
    }

    // ------------------------------------------------------------------ 6.9 and A.5.3 flag fall

    @Test
    void article_6_9_flag_fall_loses_when_the_opponent_can_mate_and_draws_when_it_cannot() throws MoveError {
        Arbiter.Ruling loses = rule(KN_V_KP_B, "", RuleSet.FIDE, new GameEnd.Flag(B, null, GameEnd.Supervision.FULL));
        loss(loses, W, Termination.TIMEOUT, "6.9");
        assertNotNull(loses.helpmate());
        draw(rule(KQ_V_K_W, "", RuleSet.FIDE, new GameEnd.Flag(W, null, GameEnd.Supervision.FULL)),
                Termination.TIMEOUT_INSUFFICIENT_MATERIAL, "6.9");
    }

    @Test
    void article_6_9_online_flag_fall_is_decided_by_material() throws MoveError {
        // The lone knight cannot mate by the online list: a draw where fide scores a loss.
        draw(rule(KN_V_KP_B, "", RuleSet.ONLINE, new GameEnd.Flag(B, null, GameEnd.Supervision.FULL)),
                Termination.TIMEOUT_INSUFFICIENT_MATERIAL, "online");
        loss(rule(KN_V_KP_W, "", RuleSet.ONLINE, new GameEnd.Flag(W, null, GameEnd.Supervision.FULL)), B,
                Termination.TIMEOUT, "online");
    }

    @Test
    void article_A_5_3_win_on_time_claimed_without_full_supervision_draws_when_the_claimant_cannot_mate() throws MoveError {
        TimeControl blitz = TimeControl.parse("5+3");
        Arbiter.Ruling loses = rule(KN_V_KP_B, "", RuleSet.FIDE, new GameEnd.Flag(B, blitz, GameEnd.Supervision.INADEQUATE));
        loss(loses, W, Termination.TIMEOUT, "A.5.3");
        assertEquals(TimeControl.Category.BLITZ, loses.timeClass());
        draw(rule(KQ_V_K_W, "", RuleSet.FIDE, new GameEnd.Flag(W, TimeControl.parse("15+10"), GameEnd.Supervision.INADEQUATE)),
                Termination.TIMEOUT_INSUFFICIENT_MATERIAL, "A.5.3");
        // A.5 does not reach standard play: 6.9, with a note.
        Arbiter.Ruling standard = rule(KQ_V_K_W, "", RuleSet.FIDE,
                new GameEnd.Flag(W, TimeControl.parse("90+30"), GameEnd.Supervision.INADEQUATE));
        assertEquals("6.9", standard.article());
        assertEquals(List.of(Phrase.of("end.note.a5_standard")), standard.notes());
    }

    // ------------------------------------------------------------------ 7.5.5, A.5.2 illegal moves

    @Test
    void article_7_5_5_first_completed_illegal_move_gives_the_opponent_two_minutes_one_in_rapid_and_blitz() throws MoveError {
        Arbiter.Ruling standard = rule(KN_V_KP_W, "", RuleSet.FIDE,
                new GameEnd.IllegalMove(W, 1, TimeControl.parse("90+30"), GameEnd.Supervision.FULL, false));
        goesOn(standard, "7.5.5");
        assertEquals(120, standard.penaltySeconds());
        Arbiter.Ruling rapid = rule(KQ_V_K_W, "", RuleSet.FIDE,
                new GameEnd.IllegalMove(W, 1, TimeControl.parse("15+10"), GameEnd.Supervision.FULL, false));
        goesOn(rapid, "7.5.5");
        assertEquals(60, rapid.penaltySeconds());
        assertEquals(Phrase.of("end.rule.7_5_5_first_rapid"), rapid.rule());
        assertEquals(60, rule(KQ_V_K_W, "", RuleSet.FIDE,
                new GameEnd.IllegalMove(W, 1, TimeControl.parse("3+2"), GameEnd.Supervision.FULL, false)).penaltySeconds());
    }

    @Test
    void article_7_5_5_second_completed_illegal_move_loses_when_the_opponent_can_mate() throws MoveError {
        Arbiter.Ruling r = rule(KN_V_KP_W, "", RuleSet.FIDE,
                new GameEnd.IllegalMove(W, 2, TimeControl.parse("90+30"), GameEnd.Supervision.FULL, false));
        loss(r, B, Termination.ILLEGAL_MOVE, "7.5.5");
        assertNotNull(r.helpmate());
    }

    @Test
    void article_7_5_5_second_completed_illegal_move_draws_when_the_opponent_cannot_mate() throws MoveError {
        Arbiter.Ruling r = rule(KQ_V_K_W, "", RuleSet.FIDE,
                new GameEnd.IllegalMove(W, 2, TimeControl.parse("3+2"), GameEnd.Supervision.FULL, false));
        draw(r, Termination.ILLEGAL_MOVE_CANNOT_MATE, "7.5.5");
        assertEquals(Phrase.of("end.rule.7_5_5_second_blitz"), r.rule());
    }

    @Test
    void article_A_5_2_an_illegal_move_stands_once_the_opponent_has_moved() throws MoveError {
        for (String fen : List.of(KN_V_KP_W, KQ_V_K_W)) {
            Arbiter.Ruling r = rule(fen, "", RuleSet.FIDE,
                    new GameEnd.IllegalMove(W, 2, TimeControl.parse("5+3"), GameEnd.Supervision.INADEQUATE, true));
            goesOn(r, "A.5.2");
            assertNull(r.penaltySeconds());
        }
        // Not yet answered: the second one loses as under 7.5.5, unless the opponent cannot mate.
        loss(rule(KN_V_KP_W, "", RuleSet.FIDE,
                new GameEnd.IllegalMove(W, 2, TimeControl.parse("5+3"), GameEnd.Supervision.INADEQUATE, false)),
                B, Termination.ILLEGAL_MOVE, "7.5.5");
        draw(rule(KQ_V_K_W, "", RuleSet.FIDE,
                new GameEnd.IllegalMove(W, 2, TimeControl.parse("5+3"), GameEnd.Supervision.INADEQUATE, false)),
                Termination.ILLEGAL_MOVE_CANNOT_MATE, "7.5.5");
        // Under full supervision an answer does not make it stand.
        loss(rule(KN_V_KP_W, "", RuleSet.FIDE,
                new GameEnd.IllegalMove(W, 2, TimeControl.parse("5+3"), GameEnd.Supervision.FULL, true)),
                B, Termination.ILLEGAL_MOVE, "7.5.5");
    }

    @Test
    void article_7_5_5_online_boards_refuse_illegal_moves() throws MoveError {
        goesOn(rule(KN_V_KP_W, "", RuleSet.ONLINE, new GameEnd.IllegalMove(W, 2, null, GameEnd.Supervision.FULL, false)),
                "online");
    }

    @Test
    void an_illegal_move_is_by_the_side_to_move_in_the_reinstated_position() {
        Arbiter.InvalidEnd e = assertThrows(Arbiter.InvalidEnd.class, () -> rule(KN_V_KP_W, "", RuleSet.FIDE,
                new GameEnd.IllegalMove(B, 1, null, GameEnd.Supervision.FULL, false)));
        assertEquals("side", e.member());
    }

    // ------------------------------------------------------------------ 5.2.3 agreement

    @Test
    void article_5_2_3_agreement_draws_only_once_both_players_have_moved() throws MoveError {
        goesOn(rule(null, "", RuleSet.FIDE, new GameEnd.Agreement(W)), "5.2.3");
        goesOn(rule(null, "e4", RuleSet.FIDE, new GameEnd.Agreement(B)), "5.2.3");
        draw(rule(null, "e4 e5", RuleSet.FIDE, new GameEnd.Agreement(null)), Termination.AGREEMENT, "5.2.3");
        // Where one side cannot mate, an agreement is a draw all the same.
        draw(rule(KQ_V_K_W, "", RuleSet.FIDE, new GameEnd.Agreement(null)), Termination.AGREEMENT, "5.2.3");
    }

    @Test
    void article_5_2_3_online_an_agreement_draws_at_any_time() throws MoveError {
        draw(rule(null, "", RuleSet.ONLINE, new GameEnd.Agreement(W)), Termination.AGREEMENT, "online");
    }

    // ------------------------------------------------------------------ 9.2, 9.3, 9.5.3, 9.1.2.3 claims

    static final String SHUFFLE = "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8";

    @Test
    void article_9_2_2_a_correct_claim_of_threefold_repetition_draws() throws MoveError {
        Arbiter.Ruling r = rule(null, SHUFFLE, RuleSet.FIDE,
                new GameEnd.Claim(W, GameEnd.ClaimKind.THREEFOLD_REPETITION, null, false, null));
        draw(r, Termination.THREEFOLD_REPETITION, "9.2.2");
        assertEquals(Boolean.TRUE, r.claimCorrect());
    }

    @Test
    void article_9_2_1_a_claim_with_the_move_about_to_repeat_the_position_draws_without_the_move() throws MoveError {
        Arbiter.Ruling r = rule(null, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1", RuleSet.FIDE,
                new GameEnd.Claim(B, GameEnd.ClaimKind.THREEFOLD_REPETITION, "Ng8", false, null));
        draw(r, Termination.THREEFOLD_REPETITION, "9.2.1");
        assertEquals("Ng8", r.claimMove().san());
    }

    @Test
    void article_9_3_fifty_move_claims_by_the_count_and_by_a_move() throws MoveError {
        draw(rule("4k3/8/8/8/8/8/8/R3K3 w - - 100 80", "", RuleSet.FIDE,
                new GameEnd.Claim(W, GameEnd.ClaimKind.FIFTY_MOVES, null, false, null)), Termination.FIFTY_MOVES, "9.3.2");
        draw(rule("4k3/8/8/8/8/8/8/R3K3 w - - 99 80", "", RuleSet.FIDE,
                new GameEnd.Claim(W, GameEnd.ClaimKind.FIFTY_MOVES, "Ra2", false, null)), Termination.FIFTY_MOVES, "9.3.1");
    }

    @Test
    void article_9_5_3_an_incorrect_claim_gives_the_opponent_two_minutes_one_in_rapid_and_blitz() throws MoveError {
        // Where the opponent can mate and where it cannot: the claim is judged alike.
        Arbiter.Ruling r = rule(KN_V_KP_W, "", RuleSet.FIDE,
                new GameEnd.Claim(W, GameEnd.ClaimKind.THREEFOLD_REPETITION, null, false, null));
        goesOn(r, "9.5.3");
        assertEquals(Boolean.FALSE, r.claimCorrect());
        assertEquals(120, r.penaltySeconds());
        Arbiter.Ruling blitz = rule(KQ_V_K_W, "", RuleSet.FIDE,
                new GameEnd.Claim(W, GameEnd.ClaimKind.FIFTY_MOVES, "Qd2", false, TimeControl.parse("3+2")));
        goesOn(blitz, "9.5.3");
        assertEquals(60, blitz.penaltySeconds());
        assertTrue(blitz.notes().contains(Phrase.of("end.note.claim_move_must_be_played")));
    }

    @Test
    void article_9_1_2_3_an_incorrect_claim_counts_as_a_draw_offer() throws MoveError {
        Arbiter.Ruling r = rule(null, "e4 e5", RuleSet.FIDE,
                new GameEnd.Claim(W, GameEnd.ClaimKind.THREEFOLD_REPETITION, null, false, null));
        assertTrue(r.notes().contains(Phrase.of("end.note.claim_is_offer")));
        assertTrue(Wording.english(r.notes().get(0)).contains("9.1.2.3"));
    }

    @Test
    void a_claim_is_made_by_the_side_to_move_with_a_legal_move() {
        assertEquals("side", assertThrows(Arbiter.InvalidEnd.class, () -> rule(null, "e4", RuleSet.FIDE,
                new GameEnd.Claim(W, GameEnd.ClaimKind.THREEFOLD_REPETITION, null, false, null))).member());
        assertEquals("move", assertThrows(Arbiter.InvalidEnd.class, () -> rule(null, "e4", RuleSet.FIDE,
                new GameEnd.Claim(B, GameEnd.ClaimKind.THREEFOLD_REPETITION, "Ke7", false, null))).member());
    }

    @Test
    void online_claims_nothing_its_rules_end_the_game_themselves() throws MoveError {
        // The third occurrence has already ended the game: the ending stands.
        Arbiter.Ruling ended = rule(null, SHUFFLE, RuleSet.ONLINE,
                new GameEnd.Claim(W, GameEnd.ClaimKind.THREEFOLD_REPETITION, null, false, null));
        assertTrue(ended.alreadyEnded());
        assertEquals(Termination.THREEFOLD_REPETITION, ended.termination());
        goesOn(rule(null, "e4 e5", RuleSet.ONLINE,
                new GameEnd.Claim(W, GameEnd.ClaimKind.THREEFOLD_REPETITION, null, false, null)), "online");
    }

    // ------------------------------------------------------------------ precedence (6.9's exceptions, 9.6)

    @Test
    void an_ending_on_the_board_that_came_first_stands_over_a_later_event() throws MoveError {
        List<GameEnd> events = List.of(new GameEnd.Resignation(B), new GameEnd.Flag(B, null, GameEnd.Supervision.FULL),
                new GameEnd.Agreement(null), new GameEnd.IllegalMove(W, 2, null, GameEnd.Supervision.FULL, false));
        for (RuleSet rules : RuleSet.values())
            for (GameEnd e : events) {
                // Fool's mate: Black has mated.
                Arbiter.Ruling mate = rule(null, "f3 e5 g4 Qh4#", rules, e);
                assertTrue(mate.alreadyEnded(), e + " " + rules);
                assertEquals(Outcome.BLACK_WINS, mate.outcome());
                assertEquals(Termination.CHECKMATE, mate.termination());
                assertEquals("5.1.1", mate.article());
                // Stalemate.
                assertEquals(Termination.STALEMATE, rule("k7/8/1Q6/8/8/8/8/7K b - - 0 60", "", rules, e).termination());
                // A dead position (king and bishop against king).
                Arbiter.Ruling dead = rule("k7/8/8/8/8/8/8/5B1K w - - 0 60", "", rules, e);
                assertTrue(dead.alreadyEnded());
                assertEquals(Outcome.DRAW, dead.outcome());
            }
        // A fivefold repetition (fide) came first: a later resignation or claim changes nothing.
        String fivefold = SHUFFLE + " " + SHUFFLE;
        for (GameEnd e : List.of(new GameEnd.Resignation(W),
                new GameEnd.Claim(W, GameEnd.ClaimKind.THREEFOLD_REPETITION, null, false, null))) {
            Arbiter.Ruling r = rule(null, fivefold, RuleSet.FIDE, e);
            assertTrue(r.alreadyEnded(), e.toString());
            assertEquals(Termination.FIVEFOLD_REPETITION, r.termination());
            assertEquals("9.6.1", r.article());
        }
        // 75 moves (fide) came first: a later flag fall changes nothing.
        Arbiter.Ruling seventyFive = rule("4k3/8/8/8/8/8/8/R3K3 w - - 150 120", "", RuleSet.FIDE,
                new GameEnd.Flag(B, null, GameEnd.Supervision.FULL));
        assertTrue(seventyFive.alreadyEnded());
        assertEquals(Termination.SEVENTYFIVE_MOVES, seventyFive.termination());
        assertEquals("9.6.2", seventyFive.article());
    }
}
