package dev.hakem.verdict.winnability;

import dev.hakem.chess.board.Color;
import dev.hakem.verdict.winnability.saturation.Saturation;
import dev.hakem.chess.text.Phrase;
import dev.hakem.verdict.winnability.ChaSolverCorpusTest.Corpus;
import dev.hakem.verdict.winnability.ChaSolverCorpusTest.Labelled;
import java.io.IOException;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.*;

/**
 * The saturation proof against CHA-Solver's labelled corpora ({@code src/test/resources/chasolver}):
 * it never says "no mate" for a side the reference shows a helpmate for, and it still proves at least
 * as many of the sides the reference labels "cannot mate" as when this was written (a drop is a
 * regression; raise the floor when it rises).
 */
class SaturationCorpusTest {

    /** Per side (colour index): sides labelled "cannot mate", and those of them proved. */
    record Tally(int[] labelledNo, int[] proved) {
        int provedSides() {
            return proved[0] + proved[1];
        }

        @Override
        public String toString() {
            return "white: " + proved[0] + " of " + labelledNo[0] + " proved, black: " + proved[1] + " of " + labelledNo[1];
        }
    }

    /** Fails on the first side proved unable to mate that the reference mates with. */
    static Tally prove(Corpus corpus) {
        int[] no = new int[2], proved = new int[2];
        for (Labelled l : corpus.positions()) {
            for (Color side : Color.values()) {
                boolean can = l.can()[side.ordinal()];
                Phrase reason = Saturation.proveNoMate(l.position(), side);
                if (reason != null) {
                    assertFalse(can, "contradiction, the reference mates: line " + l.line() + " " + l.fen() + " " + side);
                    assertEquals("win.saturation." + side.label(), reason.key());
                    proved[side.ordinal()]++;
                }
                if (!can) no[side.ordinal()]++;
            }
        }
        return new Tally(no, proved);
    }

    @Test
    void neverContradictsTheHardPositionsLabels() throws IOException {
        Tally t = prove(ChaSolverCorpusTest.read("positions.txt", 1));
        System.out.println("positions.txt: " + t);
        assertTrue(t.provedSides() >= FLOOR_POSITIONS, t.toString());
    }

    @Test
    void neverContradictsTheLabelsOfEveryEleventhLichessPosition() throws IOException {
        Tally t = prove(ChaSolverCorpusTest.read("lichess.txt", 11));
        System.out.println("lichess.txt, every 11th: " + t);
        assertTrue(t.provedSides() >= FLOOR_LICHESS_SAMPLE, t.toString());
    }

    @Test
    @Tag("slow")
    void neverContradictsTheLabelsOfAnyLichessPosition() throws IOException {
        Tally t = prove(ChaSolverCorpusTest.read("lichess.txt", 1));
        System.out.println("lichess.txt: " + t);
        assertTrue(t.provedSides() >= FLOOR_LICHESS, t.toString());
    }

    /** Sides proved when this was last raised: 920 + 1,002 of 1,268 + 1,348 labelled "cannot mate"; 103 + 100 of 103 + 101; 1,186 + 1,186 of 1,206 + 1,204. */
    static final int FLOOR_POSITIONS = 1_922, FLOOR_LICHESS_SAMPLE = 203, FLOOR_LICHESS = 2_372;
}
