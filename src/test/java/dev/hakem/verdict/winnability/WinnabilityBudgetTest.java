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
 * The node budget alone decides: the same position and budget give the same answer, node for node,
 * however busy the machine is, and "unknown" only once the budget is spent.
 */
class WinnabilityBudgetTest {
    /**
     * A dead position (CHA-Solver's hard file) that no analysis here proves: White's king and bishop take
     * turns on a2 beside a rook that never moves, a fact saturation does not keep, and the reachable
     * positions are too many to list. Every budget runs out on it.
     */
    static final String UNPROVED = "B2b4/8/8/4k3/1p1p1p1p/1PpP1P1P/K1P4b/RB6 b - - 0 1";

    @Test
    void unknownOnlyOnceTheNodeBudgetIsSpent() {
        Result r = Winnability.analyze(Fen.position(UNPROVED), Color.WHITE, new Budget(2_000));
        assertEquals(Answer.UNKNOWN, r.answer(), r::toString);
        assertEquals("win.budget", r.reason().key());
        assertTrue(r.nodes() >= 2_000 * 9 / 10, () -> "most of the budget spent before giving up: " + r);
    }

    @Test
    void answersTheNodeBudgetReachesDoNotDependOnOtherThreadsLoad() throws Exception {
        // Threads burning every processor meanwhile change nothing: no clock takes part.
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
