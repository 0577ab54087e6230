package dev.hakem.verdict;

import dev.hakem.chess.board.Color;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class OutcomeTest {

    @Test
    void eachOutcomeReadsBackFromItsPgnMarker() {
        for (Outcome o : Outcome.values()) assertEquals(Optional.of(o), Outcome.parse(o.pgn()));
        assertEquals("1-0", Outcome.WHITE_WINS.pgn());
        assertEquals("0-1", Outcome.BLACK_WINS.pgn());
        assertEquals("1/2-1/2", Outcome.DRAW.pgn());
        assertEquals("*", Outcome.UNDECIDED.pgn());
        for (String other : new String[] {null, "", "½-½", "1-0 ", "draw", "0-0"}) assertEquals(Optional.empty(), Outcome.parse(other));
    }

    @Test
    void onlyAWinHasAWinner() {
        assertEquals(Optional.of(Color.WHITE), Outcome.WHITE_WINS.winner());
        assertEquals(Optional.of(Color.BLACK), Outcome.BLACK_WINS.winner());
        assertEquals(Optional.empty(), Outcome.DRAW.winner());
        assertEquals(Optional.empty(), Outcome.UNDECIDED.winner());
        for (Color c : Color.values()) assertEquals(Optional.of(c), Outcome.winFor(c).winner());
        assertTrue(Outcome.DRAW.isDecided());
        assertFalse(Outcome.UNDECIDED.isDecided());
    }
}
