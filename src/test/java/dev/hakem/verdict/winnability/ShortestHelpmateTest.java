package dev.hakem.verdict.winnability;

import dev.hakem.chess.Fen;
import dev.hakem.chess.Position;
import dev.hakem.chess.board.Color;
import dev.hakem.verdict.winnability.Winnability.Answer;
import dev.hakem.verdict.winnability.Winnability.Budget;
import dev.hakem.verdict.winnability.Winnability.Result;
import java.util.Arrays;
import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.*;

/**
 * The shortest helpmate: checked against {@link ShortMate}, an exhaustive search that tries every line
 * with neither a memory of positions nor the check-distance cut, on random positions with few men.
 */
class ShortestHelpmateTest {

    static final int PLIES = 5;

    @Test
    void theShortestLineIsAsShortAsTheExhaustiveSearchFinds() {
        Random random = new Random(31);
        String[] materials = {"KQ/K", "KR/KP", "KRB/K", "KNN/KP", "KBN/KN", "KP/KR", "KQ/KBN", "KRR/KQ", "KPP/KPP", "KB/KNP"};
        int compared = 0, withMate = 0;
        for (int tries = 0; compared < 160 && tries < 20_000; tries++) {
            String[] m = materials[tries % materials.length].split("/");
            Position p = place(random, m[0], m[1]);
            if (p == null || !p.hasLegalMove()) continue;
            Color winner = random.nextBoolean() ? Color.WHITE : Color.BLACK;
            ShortMate exhaustive = new ShortMate(winner, PLIES, 3_000_000);
            int[] reference = exhaustive.find(p);
            if (reference == null && exhaustive.nodes >= 3_000_000) continue; // too wide to settle here
            ShortestHelpmate shortest = new ShortestHelpmate(winner, 10_000_000);
            int[] line = shortest.find(p, PLIES);
            String where = Fen.write(p) + " for " + winner;
            assertTrue(shortest.complete || line != null, where);
            if (reference == null) {
                assertNull(line, () -> where + ": a line the exhaustive search did not find: " + Arrays.toString(line));
            } else {
                assertNotNull(line, where + ": the exhaustive search mates in " + reference.length);
                assertEquals(reference.length, line.length, where);
                WinnabilityTest.assertHelpmate(p, line, winner);
                withMate++;
            }
            compared++;
        }
        assertTrue(compared >= 150 && withMate >= 20, "compared " + compared + ", with a mate " + withMate);
    }

    @Test
    void theWorkedExampleIsMatedInTwelvePliesAndNoFewer() {
        // White K+N v K+P, Black to move (docs/rules.md, Flag fall): Black's pawn, promoted to a rook, blocks h7,
        // 1...h5 2.Kd6 h4 3.Ke7 h3 4.Kf8 h2 5.Ne2 h1=R 6.Nf4 Rh7 7.Ng6#. The picture with the pawn still on h7
        // (Kf7 and Ng6, or Kf8 and Nf7) takes White five or six moves, and Black cannot keep its king and
        // pawn in place that long: every tempo move breaks the picture.
        Position p = Fen.position(WinnabilityTest.KN_V_KP);
        Result r = Winnability.shortest(p, Color.WHITE, new Budget(8_000_000));
        assertEquals(Answer.YES, r.answer(), r::toString);
        assertEquals(12, r.helpmate().length, r::toString);
        assertTrue(r.provedShortest(), "every line of up to eleven plies searched");
        WinnabilityTest.assertHelpmate(p, r.helpmate(), Color.WHITE);
    }

    @Test
    void aMateOnTheBoardAndAMateInOneAreShortestAtOnce() {
        Result onBoard = Winnability.shortest(Fen.position("5K1k/5N1p/8/8/8/8/8/8 b - - 0 1"), Color.WHITE, Budget.DEFAULT);
        assertEquals(0, onBoard.helpmate().length);
        assertTrue(onBoard.provedShortest());
        Result inOne = Winnability.shortest(Fen.position("7k/5ppp/8/8/8/8/8/R5K1 w - - 0 1"), Color.WHITE, Budget.DEFAULT);
        assertEquals(1, inOne.helpmate().length);
        assertTrue(inOne.provedShortest());
    }

    @Test
    void aBudgetTooSmallKeepsTheLineItHasAndSaysItIsNotProved() {
        Position p = Fen.position(WinnabilityTest.KN_V_KP);
        Budget small = new Budget(100_000);
        Result found = Winnability.analyze(p, Color.WHITE, small);
        Result r = Winnability.shortest(p, Color.WHITE, small);
        assertEquals(Answer.YES, r.answer());
        assertFalse(r.provedShortest());
        assertTrue(r.helpmate().length <= found.helpmate().length);
        assertTrue(r.nodes() <= small.maxNodes(), "within the budget: " + r.nodes());
        WinnabilityTest.assertHelpmate(p, r.helpmate(), Color.WHITE);
    }

    @Test
    void noAnswerButYesIsSearchedFurther() {
        Result dead = Winnability.shortest(Fen.position("8/8/8/4k3/8/8/2N5/4K3 w - - 0 1"), Color.WHITE, Budget.DEFAULT);
        assertEquals(Answer.NO, dead.answer());
        assertNull(dead.helpmate());
    }

    /** White's men, then Black's, on random squares (pawns off the first and last ranks); null when not legal. */
    static Position place(Random random, String white, String black) {
        return Placements.random(random, white + black.toLowerCase(Locale.ROOT),
                (man, sq) -> Character.toLowerCase(man) != 'p' || (sq >= 8 && sq < 56));
    }
}
