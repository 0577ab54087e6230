package dev.hakem.verdict;

import dev.hakem.chess.board.Color;
import dev.hakem.chess.notation.MoveError;
import dev.hakem.chess.text.Phrase;
import dev.hakem.chess.text.Wording;
import java.util.List;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Draw offers: at most one per position per player (positions compared as FIDE 9.2.3 does); an
 * offer stands for the opponent's next turn only, and the offerer's own move does not withdraw it.
 */
class DrawOffersTest {
    static final Color W = Color.WHITE, B = Color.BLACK;

    static Game game(String moves) throws MoveError {
        return GameRepetitionTest.play(null, moves);
    }

    static DrawOffers.Offer offer(int ply, Color by) {
        return new DrawOffers.Offer(ply, by);
    }

    @Test
    void withNoOffersTheSideToMoveMayOfferAndNothingStands() throws MoveError {
        DrawOffers.Answer a = DrawOffers.judge(game("e4 e5"), List.of());
        assertEquals(W, a.side());
        assertTrue(a.allowed());
        assertNull(a.standing());
    }

    @Test
    void anOfferMadeWithTheLastMoveStandsAndTheOffererMovingDoesNotWithdrawIt() throws MoveError {
        // White offered in the start position (ply 0) and then played e4: the offer stands for Black now.
        DrawOffers.Answer a = DrawOffers.judge(game("e4"), List.of(offer(0, W)), RuleSet.ONLINE);
        assertEquals(B, a.side());
        assertTrue(a.allowed());
        assertEquals(offer(0, W), a.standing());
        // Under fide it stands too, though Black accepting it before its first move would not end the game (5.2.3).
        DrawOffers.Answer fide = DrawOffers.judge(game("e4"), List.of(offer(0, W)), RuleSet.FIDE);
        assertEquals(offer(0, W), fide.standing());
        assertFalse(fide.agreementEnds());
        assertEquals(Phrase.of("offer.reason.too_early.standing", B, W, 0), fide.reason());
    }

    @Test
    void article_5_2_3_under_fide_no_agreement_before_both_players_have_made_a_move() throws MoveError {
        DrawOffers.Answer white = DrawOffers.judge(game(""), List.of(), RuleSet.FIDE);
        assertEquals(W, white.side());
        assertFalse(white.allowed());
        assertFalse(white.agreementEnds());
        assertEquals("white may not offer a draw yet: an agreement ends the game only once both players have made at "
                + "least one move (FIDE 5.2.3)", Wording.english(white.reason()));
        DrawOffers.Answer black = DrawOffers.judge(game("e4"), List.of(), RuleSet.FIDE);
        assertEquals(B, black.side());
        assertFalse(black.allowed());
        assertFalse(black.agreementEnds());
        // Once both have moved, an agreement ends the game.
        DrawOffers.Answer after = DrawOffers.judge(game("e4 e5"), List.of(), RuleSet.FIDE);
        assertTrue(after.allowed());
        assertTrue(after.agreementEnds());
        // The move number of a FEN tells: Black to move at move 1 has not moved, White has.
        assertTrue(DrawOffers.bothHaveMoved(dev.hakem.chess.Fen.position("4k3/8/8/8/8/8/8/R3K3 w - - 0 2")));
        assertFalse(DrawOffers.bothHaveMoved(dev.hakem.chess.Fen.position("4k3/8/8/8/8/8/8/R3K3 b - - 0 1")));
    }

    @Test
    void article_5_2_3_online_keeps_its_rule_an_offer_from_the_first_move() throws MoveError {
        for (String moves : List.of("", "e4")) {
            DrawOffers.Answer a = DrawOffers.judge(game(moves), List.of(), RuleSet.ONLINE);
            assertTrue(a.allowed(), moves);
            assertTrue(a.agreementEnds(), moves);
            assertEquals("offer.reason.allowed", a.reason().key());
        }
    }

    @Test
    void article_9_1_2_1_an_offer_made_without_a_move_is_valid_but_noted_under_fide() throws MoveError {
        // Black offered at ply 3 without making its move; White's offer at ply 2 came with 2. Nf3.
        Game g = game("e4 e5 Nf3 Nc6");
        List<DrawOffers.Offer> offers = List.of(new DrawOffers.Offer(2, W, true), new DrawOffers.Offer(3, B, false));
        DrawOffers.Answer fide = DrawOffers.judge(g, offers, RuleSet.FIDE);
        assertTrue(fide.allowed(), "valid: the offers stand as made");
        assertEquals(offer(3, B).ply(), fide.standing().ply());
        assertEquals(List.of(Phrase.of("offer.note.without_move", 1, B, 3)), fide.notes());
        assertTrue(Wording.english(fide.notes().get(0)).contains("FIDE 9.1.2.1"));
        assertEquals(List.of(), DrawOffers.judge(g, offers, RuleSet.ONLINE).notes(), "online boards offer at any time");
    }

    @Test
    void theOpponentMovingWithoutAnsweringEndsTheOffer() throws MoveError {
        DrawOffers.Answer a = DrawOffers.judge(game("e4 e5"), List.of(offer(0, W)));
        assertNull(a.standing());
        assertTrue(a.allowed(), "a new position: white may offer again");
        // White offered with 1. e4; Black answered by moving (1... e5); after 2. Nf3 the old offer does not stand
        // for Black again: only an offer made with the last move (at ply 2) would.
        assertNull(DrawOffers.judge(game("e4 e5 Nf3"), List.of(offer(0, W))).standing());
        assertEquals(offer(2, W), DrawOffers.judge(game("e4 e5 Nf3"), List.of(offer(0, W), offer(2, W))).standing());
    }

    @Test
    void aPlayerMayNotOfferTwiceInThePositionItIsIn() throws MoveError {
        DrawOffers.Answer a = DrawOffers.judge(game("e4 e5"), List.of(offer(2, W)));
        assertEquals(W, a.side());
        assertFalse(a.allowed());
        assertEquals(List.of(2), a.earlier());
        assertNull(a.standing(), "white's own offer does not stand for white");
    }

    @Test
    void anOfferInAPositionThatRecursCountsForThatPosition() throws MoveError {
        // The start position stands again at ply 4 (knights out and back): white offered there at ply 0.
        Game g = game("Nf3 Nf6 Ng1 Ng8");
        DrawOffers.Answer a = DrawOffers.judge(g, List.of(offer(0, W)));
        assertFalse(a.allowed());
        assertEquals(List.of(0), a.earlier());
        assertEquals(Phrase.of("offer.reason.offered_earlier", W, 0), a.reason());
        assertEquals("white already offered a draw in this position when it stood at ply 0; at most one offer per "
                + "position per player", Wording.english(a.reason()));
        // Black offered at ply 1 (after 1. Nf3): that position is not the one at ply 4; white may offer.
        assertTrue(DrawOffers.judge(g, List.of(offer(1, B))).allowed());
    }

    @Test
    void anOfferBindsOnlyTheOfferer() throws MoveError {
        // Black offered at ply 1 (after 1. Nf3); after 1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 (ply 5) that position stands
        // again with black to move: black may not offer again there, and white's offer binds only white.
        Game g = game("Nf3 Nf6 Ng1 Ng8 Nf3");
        assertFalse(DrawOffers.judge(g, List.of(offer(1, B))).allowed());
        assertTrue(DrawOffers.judge(g, List.of(offer(0, W))).allowed(), "white's offer does not bind black");
    }

    @Test
    void invalidOffersAreRefused() throws MoveError {
        Game g = game("e4 e5");
        assertEquals(0, assertThrows(DrawOffers.InvalidOffer.class, () -> DrawOffers.judge(g, List.of(offer(3, W)))).index());
        assertThrows(DrawOffers.InvalidOffer.class, () -> DrawOffers.judge(g, List.of(offer(-1, W))));
        // At ply 1 black is to move: white cannot offer there.
        DrawOffers.InvalidOffer e = assertThrows(DrawOffers.InvalidOffer.class,
                () -> DrawOffers.judge(g, List.of(offer(0, W), offer(1, W))));
        assertEquals(1, e.index());
        // Two offers by white in the same position (ply 0 and ply 4 of a repetition) cannot both have been made.
        Game rep = game("Nf3 Nf6 Ng1 Ng8 e4");
        DrawOffers.InvalidOffer twice = assertThrows(DrawOffers.InvalidOffer.class,
                () -> DrawOffers.judge(rep, List.of(offer(4, W), offer(0, W))));
        assertEquals(0, twice.index(), "the later one (ply 4) is the offending offer");
    }
}
