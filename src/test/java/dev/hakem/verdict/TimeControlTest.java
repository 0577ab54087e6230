package dev.hakem.verdict;

import dev.hakem.chess.text.Wording;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** FIDE Appendices A.1/B.1: the class of a time control is decided by base + 60 × increment. */
class TimeControlTest {

    @Test
    void fivePlusThreeIsBlitz() {
        TimeControl t = TimeControl.classify(300, 3);
        assertEquals(480, t.estimatedSeconds());
        assertEquals(TimeControl.Category.BLITZ, t.category());
        assertEquals(60, t.illegalMovePenaltySeconds());
        assertEquals("FIDE Appendix B.1: base + 60 × increment = 480 s, at most 10 minutes: blitz; an illegal move "
                + "gives the opponent 1 extra minute (B.3)", Wording.english(t.rule()));
    }

    @Test
    void tenMinutesExactlyIsStillBlitzAndOneSecondMoreIsRapid() {
        assertEquals(TimeControl.Category.BLITZ, TimeControl.classify(600, 0).category());
        assertEquals(TimeControl.Category.RAPID, TimeControl.classify(601, 0).category());
        // 3 + 2: 180 + 120 = 300 s; 8 + 2: 480 + 120 = 600 s (blitz); 8 + 3: 660 s (rapid).
        assertEquals(TimeControl.Category.BLITZ, TimeControl.classify(480, 2).category());
        assertEquals(TimeControl.Category.RAPID, TimeControl.classify(480, 3).category());
    }

    @Test
    void sixtyMinutesIsStandardAndJustUnderIsRapid() {
        assertEquals(TimeControl.Category.RAPID, TimeControl.classify(3599, 0).category());
        TimeControl standard = TimeControl.classify(3600, 0);
        assertEquals(TimeControl.Category.STANDARD, standard.category());
        assertEquals(120, standard.illegalMovePenaltySeconds());
        // 45 + 15: 2700 + 900 = 3600 s: standard, though the base alone is rapid.
        assertEquals(TimeControl.Category.STANDARD, TimeControl.classify(2700, 15).category());
        TimeControl rapid = TimeControl.classify(900, 10);
        assertEquals(1500, rapid.estimatedSeconds());
        assertEquals(TimeControl.Category.RAPID, rapid.category());
        assertEquals(60, rapid.illegalMovePenaltySeconds());
    }

    @Test
    void theWrittenFormsAreMinutesPlusSeconds() {
        for (String text : new String[] {"5+3", "5|3", "5 3", " 5 + 3 "}) {
            TimeControl t = TimeControl.parse(text);
            assertEquals(300, t.base(), text);
            assertEquals(3, t.increment(), text);
        }
        assertEquals(TimeControl.Category.STANDARD, TimeControl.parse("90+30").category());
    }

    @Test
    void boundsAndUnreadableFormsAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> TimeControl.classify(0, 0));
        assertThrows(IllegalArgumentException.class, () -> TimeControl.classify(-1, 5));
        assertThrows(IllegalArgumentException.class, () -> TimeControl.classify(86_401, 0));
        assertThrows(IllegalArgumentException.class, () -> TimeControl.classify(60, 3601));
        assertEquals(TimeControl.Category.BLITZ, TimeControl.classify(0, 1).category());
        assertEquals(TimeControl.Category.STANDARD, TimeControl.classify(86_400, 3600).category());
        for (String text : new String[] {"5", "5+", "+3", "5+3+1", "five+3", "5.5+3", "1441+0", "0+0", "-5+3"})
            assertThrows(IllegalArgumentException.class, () -> TimeControl.parse(text), text);
    }
}
