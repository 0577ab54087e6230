package dev.hakem.verdict.winnability;

import dev.hakem.chess.Fen;
import dev.hakem.chess.Position;
import dev.hakem.verdict.winnability.Winnability.Budget;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.*;

/**
 * The game's dead-position search remembers its proofs, and the proofs without search every answer,
 * by exact position, and both give the answers they would give anew.
 */
class DeadInGameTest {
    /** Locked pawns that neither king can cross: dead (FIDE 5.2.2), proved by the search exhausting it. */
    static final String DEAD = "4k3/p7/8/p1p1p1p1/P1P1P1P1/8/P7/4K3 w - - 0 40";
    /** The same position at other clocks: the same question. */
    static final String DEAD_LATER = "4k3/p7/8/p1p1p1p1/P1P1P1P1/8/P7/4K3 w - - 37 80";
    /** A bishop that can attack across the wall: a mate exists. */
    static final String ALIVE = "k7/b6B/3b4/p1p1p1p1/P1P1P1P1/8/8/4K3 w - - 0 1";

    @Test
    void answersAreThoseOfTheSearchAndEachProofIsKeptOncePerPosition() {
        Winnability.forget();
        for (String fen : new String[] {DEAD, ALIVE}) {
            Position p = Fen.position(fen);
            Boolean searched = Winnability.dead(p, Budget.GAME);
            assertNotNull(searched, fen + " is settled by the game's budget");
            assertEquals(searched, Winnability.deadInGame(p), fen);
            assertEquals(searched, Winnability.deadInGame(p), fen + ", remembered");
        }
        assertEquals(2, Winnability.remembered());
        assertEquals(Winnability.deadInGame(Fen.position(DEAD)), Winnability.deadInGame(Fen.position(DEAD_LATER)));
        assertEquals(2, Winnability.remembered(), "the clocks are not part of the position's identity");
        assertNotEquals(Winnability.deadInGame(Fen.position(DEAD)), Winnability.deadInGame(Fen.position(ALIVE)));
    }

    /** Opposed pawns with a few pieces: the structures proof settles some, and leaves others open. */
    static final String[] OPPOSED = {
            "4k3/8/8/3p4/3P4/8/8/4K3 w - - 0 50",
            "8/5kp1/5p1p/8/4NPP1/r7/5BKP/8 b - - 0 39",
            "4k3/2b5/8/p1p1p1p1/P1P1P1P1/8/8/4K3 w - - 0 1"};

    @Test
    void proofsWithoutSearchAreTheSameAnswersRememberedOncePerPosition() {
        Winnability.forget();
        for (String fen : OPPOSED) {
            Position p = Fen.position(fen);
            Boolean fresh = Winnability.dead(p, Budget.STATIC);
            assertEquals(fresh, Winnability.deadByProofs(p), fen);
            assertEquals(fresh, Winnability.deadByProofs(Fen.position(fen)), fen + ", remembered");
        }
        assertEquals(OPPOSED.length, Winnability.rememberedStatic(), "unsettled answers are kept too");
        Position later = Fen.position(OPPOSED[1].replace("0 39", "12 45"));
        assertEquals(Winnability.dead(later, Budget.STATIC), Winnability.deadByProofs(later));
        assertEquals(OPPOSED.length, Winnability.rememberedStatic(), "the clocks are not part of the position's identity");
        Position otherSide = Fen.position(OPPOSED[0].replace(" w ", " b "));
        Winnability.deadByProofs(otherSide);
        assertEquals(OPPOSED.length + 1, Winnability.rememberedStatic(), "the side to move is");
    }
}
