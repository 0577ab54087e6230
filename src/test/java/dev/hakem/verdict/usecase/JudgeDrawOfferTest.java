package dev.hakem.verdict.usecase;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hakem.chess.Position;
import dev.hakem.chess.board.Color;
import dev.hakem.verdict.DrawOffers;
import dev.hakem.verdict.RuleSet;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Draw offers judged after a history: answered, or refused because the game is over, an offer is impossible, a move illegal. */
class JudgeDrawOfferTest {

    private static JudgeDrawOffer.Result judge(List<String> moves, List<DrawOffers.Offer> offers) {
        return JudgeDrawOffer.judge(new JudgeDrawOffer.Question(History.of(Position.start(), moves, false), RuleSet.FIDE, offers));
    }

    /** FIDE 9.1.2.1: White offers with its move; Black, to move, has the offer standing before it. */
    @Test
    void article9_1_2_1_theOpponentsOfferStands() {
        JudgeDrawOffer.Judged j = assertInstanceOf(JudgeDrawOffer.Judged.class,
                judge(List.of("e4", "e5", "Nf3"), List.of(new DrawOffers.Offer(2, Color.WHITE, true))));
        assertEquals(Color.BLACK, j.answer().side());
        assertEquals(2, j.answer().standing().ply());
        assertTrue(j.answer().allowed());
    }

    @Test
    void noOfferAfterTheGameEnded() {
        GameOver over = assertInstanceOf(GameOver.class, judge(List.of("f3", "e5", "g4", "Qh4#"), List.of()));
        assertNull(over.ply());
        assertEquals(4, over.endPly());
    }

    @Test
    void anOfferBySideNotToMoveIsRefusedByItsIndex() {
        JudgeDrawOffer.InvalidOffer invalid = assertInstanceOf(JudgeDrawOffer.InvalidOffer.class,
                judge(List.of("e4", "e5"), List.of(new DrawOffers.Offer(0, Color.WHITE), new DrawOffers.Offer(0, Color.BLACK))));
        assertEquals(1, invalid.index());
        assertFalse(invalid.reason().key().isEmpty());
    }

    @Test
    void anIllegalMoveIsNamedByItsPly() {
        assertEquals(1, assertInstanceOf(Illegal.class, judge(List.of("e5"), List.of())).ply());
    }
}
