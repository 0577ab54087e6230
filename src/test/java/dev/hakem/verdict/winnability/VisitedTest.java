package dev.hakem.verdict.winnability;

import static org.junit.jupiter.api.Assertions.*;

import dev.hakem.chess.Fen;
import dev.hakem.chess.MoveGen;
import dev.hakem.chess.Position;
import dev.hakem.chess.notation.Uci;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The search's record of positions seen: a "no" rests on it never losing or merging one. */
class VisitedTest {

    static Position play(Position p, String... uci) throws Exception {
        for (String m : uci) p = p.play(Uci.parse(p, m).code());
        return p;
    }

    static int code(Position p, String uci) throws Exception {
        return Uci.parse(p, uci).code();
    }

    @Test
    void findsAPositionAgainByIdentityWithItsPlyAndIgnoresTheClocks() throws Exception {
        Visited visited = new Visited();
        Position start = Position.start();
        assertEquals(0, visited.add(start, -1, 0, 0));
        Position e4 = play(start, "e2e4");
        assertEquals(1, visited.add(e4, 0, code(start, "e2e4"), 1));
        assertSame(e4, visited.position(1));
        assertEquals(1, visited.ply(1));
        // The knights out and back: the same position by FIDE 9.2.3, with other clocks.
        Position again = play(start, "g1f3", "g8f6", "f3g1", "f6g8");
        assertNotEquals(start.halfmoveClock(), again.halfmoveClock());
        assertEquals(-1, visited.add(again, 1, 0, 4));
        assertEquals(2, visited.size());
    }

    @Test
    void findsEveryPositionPutInAfterGrowingManyTimes() {
        Visited visited = new Visited();
        List<Position> added = new ArrayList<>();
        List<Position> frontier = List.of(Position.start());
        int[] moves = new int[MoveGen.MAX_MOVES];
        // Three plies from the start: thousands of positions, some reached more than once.
        for (int ply = 0; ply <= 3; ply++) {
            List<Position> next = new ArrayList<>();
            for (Position p : frontier) {
                if (visited.add(p, -1, 0, ply) < 0) continue;
                added.add(p);
                int n = MoveGen.generate(p, moves);
                for (int i = 0; i < n; i++) next.add(p.play(moves[i]));
            }
            frontier = next;
        }
        assertTrue(added.size() > 4_000, "enough to grow the tables several times: " + added.size());
        assertEquals(added.size(), visited.size());
        for (int i = 0; i < added.size(); i++) {
            assertSame(added.get(i), visited.position(i));
            assertEquals(-1, visited.add(added.get(i), -1, 0, 0), "seen before: " + Fen.write(added.get(i)));
        }
        assertEquals(added.size(), visited.size(), "nothing added twice");
    }

    @Test
    void oneMoreThanItsCapacityEndsTheSearchButSeenPositionsAreStillFound() throws Exception {
        Visited visited = new Visited(3);
        Position start = Position.start();
        visited.add(start, -1, 0, 0);
        visited.add(play(start, "e2e4"), 0, 0, 1);
        visited.add(play(start, "d2d4"), 0, 0, 1);
        assertThrows(BudgetExceeded.class, () -> visited.add(play(start, "c2c4"), 0, 0, 1));
        assertEquals(3, visited.size());
        assertEquals(-1, visited.add(play(start, "d2d4"), 0, 0, 1), "a position seen is no new entry");
    }

    @Test
    void theLineLeadsFromTheRootThroughTheParents() throws Exception {
        Visited visited = new Visited();
        Position start = Position.start();
        int e4 = code(start, "e2e4");
        Position afterE4 = start.play(e4);
        int e5 = code(afterE4, "e7e5");
        Position afterE5 = afterE4.play(e5);
        int nf3 = code(afterE5, "g1f3");
        visited.add(start, -1, 0, 0);
        visited.add(afterE4, 0, e4, 1);
        visited.add(afterE5, 1, e5, 2);
        assertArrayEquals(new int[] {e4, e5, nf3}, visited.line(2, nf3));
        assertArrayEquals(new int[] {e4}, visited.line(0, e4), "from the root: the last move alone");
    }
}
