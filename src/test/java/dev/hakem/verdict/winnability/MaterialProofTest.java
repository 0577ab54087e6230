package dev.hakem.verdict.winnability;

import dev.hakem.chess.Fen;
import dev.hakem.chess.Position;
import dev.hakem.chess.board.Color;
import dev.hakem.chess.text.Phrase;
import dev.hakem.verdict.FlagFall;
import dev.hakem.verdict.Outcome;
import dev.hakem.verdict.RuleSet;
import dev.hakem.verdict.winnability.Winnability.Answer;
import dev.hakem.verdict.winnability.Winnability.Budget;
import dev.hakem.verdict.winnability.Winnability.Result;
import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import static org.junit.jupiter.api.Assertions.*;

/**
 * The material proofs that reach beyond one piece a side (FIDE 5.2.2, 6.9): bishops all on one colour
 * against rooks and queens, and a lone knight against queens. Each claim is also tried against the full
 * search on random positions of its material: a helpmate there would contradict the proof.
 */
class MaterialProofTest {

    /** Positions other libraries' tests call dead for the bishops' side (the other side, with a rook or queen, can mate). */
    @ParameterizedTest
    @ValueSource(strings = {"3b4/8/8/6b1/8/8/R7/K1k5 w - - 0 1", "1b1b3K/8/5k1Q/8/8/8/8/8 b - - 0 1"})
    void bishopsOfOneColourCannotMateAKingWithARookOrQueen(String fen) {
        Position p = Fen.position(fen);
        Result bishops = Winnability.analyze(p, Color.BLACK, Budget.DEFAULT);
        assertEquals(Answer.NO, bishops.answer(), bishops::toString);
        assertEquals("win.bishops_one_colour_v_heavy", bishops.reason().key());
        assertEquals(0, bishops.nodes(), "a static proof, no search");
        Result heavy = Winnability.analyze(p, Color.WHITE, Budget.DEFAULT);
        assertEquals(Answer.YES, heavy.answer(), heavy::toString);
        WinnabilityTest.assertHelpmate(p, heavy.helpmate(), Color.WHITE);
    }

    /** FIDE 6.9: White's flag falls, and Black's bishops can never mate: a draw, proved, under fide. */
    @Test
    void aFlagFallAgainstBishopsOfOneColourIsADrawUnderFide() {
        Position p = Fen.position("3b4/8/8/6b1/8/8/R7/K1k5 w - - 0 1");
        FlagFall f = FlagFall.judge(p, Color.WHITE, RuleSet.FIDE);
        assertEquals(Outcome.DRAW, f.outcome(), f::toString);
        assertTrue(f.certain(), f::toString);
        // Black's flag instead: White's rook can mate, a loss for Black.
        FlagFall black = FlagFall.judge(p, Color.BLACK, RuleSet.FIDE);
        assertEquals(Outcome.WHITE_WINS, black.outcome(), black::toString);
        assertTrue(black.certain(), black::toString);
    }

    @Test
    void aKnightOnTheBoardIsNotCovered() {
        // A knight of the loser can block a flight square of the other colour without reaching the checker's line.
        assertNull(MaterialProof.proveNoMate(Fen.position("6nk/7r/8/8/8/8/8/K3B3 w - - 0 1"), Color.WHITE));
    }

    @Test
    void bishopsOnBothColoursAreNotCovered() {
        assertNull(MaterialProof.proveNoMate(Fen.position("3b4/8/8/7b/8/8/R7/K1k5 w - - 0 1"), Color.BLACK));
    }

    @ParameterizedTest
    @ValueSource(strings = {"1q1q1q2/1k6/8/8/8/2K5/2N5/8 b - - 0 1", "4k3/qqqqqqqq/8/4N3/8/8/8/4K3 b - - 0 1"})
    void aLoneKnightCannotMateAKingWithQueensOnly(String fen) {
        Result r = Winnability.analyze(Fen.position(fen), Color.WHITE, Budget.DEFAULT);
        assertEquals(Answer.NO, r.answer(), r::toString);
        assertEquals("win.knight_v_queens", r.reason().key());
    }

    @Test
    void aLoneKnightAgainstQueensAndAnotherPieceIsNotCovered() {
        assertNull(MaterialProof.proveNoMate(Fen.position("1q1q1r2/1k6/8/8/8/2K5/2N5/8 b - - 0 1"), Color.WHITE));
    }

    /**
     * Random placements of each material, either side to move: where the proof says no, the full
     * search, which knows nothing of it, must never find a helpmate. (It cannot show "no" on such
     * large spaces; a mate it found would be a counterexample.)
     */
    @Test
    void theFullSearchNeverMatesWhereTheProofSaysNo() {
        Random random = new Random(20261203);
        String[][] materials = {
                {"KB", "KRR"}, {"KB", "KQ"}, {"KBB", "KQR"}, {"KB", "KRB"}, {"KBB", "KRRB"},
                {"KN", "KQQ"}, {"KN", "KQQQ"}};
        int proved = 0;
        for (String[] material : materials) {
            for (int tries = 0, placed = 0; placed < 25 && tries < 5_000; tries++) {
                Position p = place(random, material[0], material[1]);
                if (p == null) continue;
                Phrase proof = MaterialProof.proveNoMate(p, Color.WHITE);
                if (proof == null) continue; // the bishops landed on both colours
                placed++;
                proved++;
                Result searched = Winnability.searchOnly(p, Color.WHITE, 4_000);
                assertTrue(searched == null || searched.answer() == Answer.NO,
                        () -> Fen.write(p) + " proved dead for White (" + proof.key() + ") but the search found " + searched);
            }
        }
        assertTrue(proved >= 100, "enough random positions proved: " + proved);
    }

    /** White's pieces, then Black's, on random squares (bishops on light squares); null when not legal. */
    private static Position place(Random random, String white, String black) {
        return Placements.random(random, white + black.toLowerCase(Locale.ROOT),
                (man, sq) -> Character.toLowerCase(man) != 'b' || (sq / 8 + sq % 8) % 2 == 1);
    }
}
