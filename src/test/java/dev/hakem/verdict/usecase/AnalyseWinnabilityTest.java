package dev.hakem.verdict.usecase;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.hakem.chess.Fen;
import dev.hakem.chess.board.Color;
import dev.hakem.verdict.winnability.Winnability;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Can each side still mate in the last position of a history: every move played, past any automatic end. */
class AnalyseWinnabilityTest {

    private static AnalyseWinnability.Result analyse(String fen, List<String> moves, Color only) {
        return AnalyseWinnability.analyse(new AnalyseWinnability.Question(History.of(Fen.position(fen), moves, false),
                Winnability.Budget.DEFAULT, false, only));
    }

    /** FIDE 5.2.2: a position where neither side can mate is dead. */
    @Test
    void article5_2_2_kingAgainstKingIsDead() {
        AnalyseWinnability.Analysed a = assertInstanceOf(AnalyseWinnability.Analysed.class,
                analyse("4k3/8/8/8/8/8/8/4K3 w - - 0 1", List.of(), null));
        assertEquals(Winnability.Answer.NO, a.white().answer());
        assertEquals(Winnability.Answer.NO, a.black().answer());
        assertEquals(Boolean.TRUE, a.dead());
    }

    @Test
    void aQueenMatesSoThePositionIsAlive() {
        AnalyseWinnability.Analysed a = assertInstanceOf(AnalyseWinnability.Analysed.class,
                analyse("4k3/8/8/8/8/8/8/3QK3 w - - 0 1", List.of(), null));
        assertEquals(Winnability.Answer.YES, a.white().answer());
        assertEquals(Winnability.Answer.NO, a.black().answer());
        assertEquals(Boolean.FALSE, a.dead());
    }

    @Test
    void oneSideAskedLeavesTheOtherOutAndDeadnessUnsettledUnlessItMates() {
        AnalyseWinnability.Analysed bare = assertInstanceOf(AnalyseWinnability.Analysed.class,
                analyse("4k3/8/8/8/8/8/8/3QK3 w - - 0 1", List.of(), Color.BLACK));
        assertNull(bare.white());
        assertNull(bare.dead());
        AnalyseWinnability.Analysed queen = assertInstanceOf(AnalyseWinnability.Analysed.class,
                analyse("4k3/8/8/8/8/8/8/3QK3 w - - 0 1", List.of(), Color.WHITE));
        assertNull(queen.black());
        assertEquals(Boolean.FALSE, queen.dead());
    }

    /** The question is about the last position: a capture that leaves bare kings is played, and the position is dead. */
    @Test
    void theHistoryIsPlayedToItsLastPosition() {
        AnalyseWinnability.Analysed a = assertInstanceOf(AnalyseWinnability.Analysed.class,
                analyse("4k3/8/8/8/8/8/3q4/4K3 w - - 0 1", List.of("Kxd2"), null));
        assertEquals("4k3/8/8/8/8/8/3K4/8 b - - 0 1", Fen.write(a.position()));
        assertEquals(Boolean.TRUE, a.dead());
        assertEquals(1, assertInstanceOf(Illegal.class, analyse("4k3/8/8/8/8/8/3q4/4K3 w - - 0 1", List.of("Ke2"), null)).ply());
    }
}
