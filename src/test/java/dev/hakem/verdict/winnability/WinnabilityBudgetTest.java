package dev.hakem.verdict.winnability;

import dev.hakem.chess.Fen;
import dev.hakem.chess.Position;
import dev.hakem.chess.board.Color;
import dev.hakem.verdict.winnability.Winnability.Answer;
import dev.hakem.verdict.winnability.Winnability.Budget;
import dev.hakem.verdict.winnability.Winnability.Result;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.*;

/**
 * The node budget decides; the time backstop only stops an analysis the machine cannot finish in
 * time, and says so: "timed out" is told apart from the node budget's "unknown".
 */
class WinnabilityBudgetTest {
    /** Four files of pawns that can each advance a little: too many structures to prove, a long search. */
    static final String MANY_STRUCTURES = "1k6/p1p1p1p1/P1P1P1P1/p1p1p1p1/8/8/P1P1P1P1/4K3 w - - 0 1";

    @Test
    void theNodeBudgetRunningOutIsUnknownNotTimedOut() {
        Result r = Winnability.analyze(Fen.position(MANY_STRUCTURES), Color.WHITE, new Budget(2_000, 60_000_000_000L));
        assertEquals(Answer.UNKNOWN, r.answer(), r::toString);
        assertFalse(r.timedOut(), r::toString);
        assertEquals("win.budget", r.reason().key());
    }

    @Test
    void theTimeBackstopFiringFirstIsReportedAsTimedOut() {
        // A millisecond of CPU time cannot reach a budget of a hundred million nodes.
        Result r = Winnability.analyze(Fen.position(MANY_STRUCTURES), Color.WHITE, new Budget(100_000_000, 1_000_000));
        assertEquals(Answer.UNKNOWN, r.answer(), r::toString);
        assertTrue(r.timedOut(), r::toString);
        assertTrue(r.nodes() < 100_000_000, r::toString);
        assertEquals(1L, ((Number) r.reason().args().get(1)).longValue(), "the backstop in milliseconds");
    }

    @Test
    void answersTheNodeBudgetReachesDoNotDependOnOtherThreadsLoad() throws Exception {
        // The backstop counts this thread's CPU time: threads burning every processor meanwhile do
        // not turn the answer into a timeout.
        Position p = Fen.position("8/8/8/4k3/8/8/8/1N2KN2 w - - 0 1");
        Result idle = Winnability.analyze(p, Color.WHITE, Budget.DEFAULT);
        Thread[] burners = new Thread[2 * Runtime.getRuntime().availableProcessors()];
        long[] sink = new long[burners.length];
        for (int i = 0; i < burners.length; i++) {
            int k = i;
            burners[i] = new Thread(() -> {
                while (!Thread.currentThread().isInterrupted()) sink[k]++;
            });
            burners[i].setDaemon(true);
            burners[i].start();
        }
        try {
            for (int i = 0; i < 5; i++) {
                Result loaded = Winnability.analyze(p, Color.WHITE, Budget.DEFAULT);
                assertEquals(idle.answer(), loaded.answer());
                assertEquals(idle.nodes(), loaded.nodes(), "the same search, node for node");
            }
        } finally {
            for (Thread t : burners) t.interrupt();
        }
    }
}
