package dev.hakem.verdict.winnability;

import dev.hakem.chess.board.Color;
import dev.hakem.chess.Fen;
import dev.hakem.chess.Position;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.*;

/** The exhaustive search for short helpmates, within its plies and nodes. */
class ShortMateTest {

    /** White mates on the back rank; with Black to move, Black must move first. */
    static final String BACK_RANK = "7k/5ppp/8/8/8/8/8/R5K1 %s - - 0 1";

    static Position replay(Position p, int[] line) {
        for (int m : line) p = p.play(m);
        return p;
    }

    @Test
    void findsAMateInOnePly() {
        Position p = Fen.position(String.format(Locale.ROOT, BACK_RANK, "w"));
        int[] line = new ShortMate(Color.WHITE, 5, 1_000).find(p);
        assertNotNull(line);
        assertEquals(1, line.length);
        assertTrue(replay(p, line).isCheckmate());
    }

    @Test
    void whenTheLoserMovesFirstTheLineHasAnEvenLength() {
        Position p = Fen.position(String.format(Locale.ROOT, BACK_RANK, "b"));
        int[] line = new ShortMate(Color.WHITE, 5, 10_000).find(p);
        assertNotNull(line);
        assertEquals(2, line.length);
        assertTrue(replay(p, line).isCheckmate());
        assertNull(new ShortMate(Color.WHITE, 1, 10_000).find(p), "one ply cannot hold the loser's move and the mate");
    }

    @Test
    void noNodesNoMateAndTheNodesAreCounted() {
        Position p = Fen.position(String.format(Locale.ROOT, BACK_RANK, "w"));
        ShortMate none = new ShortMate(Color.WHITE, 5, 0);
        assertNull(none.find(p));
        assertEquals(0, none.nodes);
        ShortMate some = new ShortMate(Color.WHITE, 5, 1_000);
        some.find(p);
        assertTrue(some.nodes > 0 && some.nodes <= 1_000, "nodes " + some.nodes);
    }

    @Test
    void aSideThatCannotMateGetsNoLine() {
        // Black has only its king and pawns that cannot reach promotion in five plies.
        Position p = Fen.position(String.format(Locale.ROOT, BACK_RANK, "w"));
        ShortMate search = new ShortMate(Color.BLACK, 5, 100_000);
        assertNull(search.find(p));
        assertTrue(search.nodes < 100_000, "every line tried, not the nodes run out: " + search.nodes);
    }
}
