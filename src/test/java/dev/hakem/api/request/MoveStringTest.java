package dev.hakem.api.request;

import dev.hakem.api.problem.ProblemException;
import java.util.List;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** The moves member as one string: read a token at a time, and no further than the move past the cap. */
class MoveStringTest {

    @Test
    void aMoveStringIsReadNoFurtherThanTheMovePastTheCap() {
        // Three moves allowed; the fourth refuses the request, and nothing after it may be looked at.
        String head = "  e4 e5 Nf3 Nc6 ";
        int readable = head.length() + 3;
        CharSequence text = new CharSequence() {
            @Override
            public int length() {
                return 1_000_000;
            }

            @Override
            public char charAt(int index) {
                if (index < head.length()) return head.charAt(index);
                if (index >= length() - 2) return 'b'; // where the strip of the end looks
                if (index > readable) throw new AssertionError("read at " + index + ", past the move after the cap");
                return 'a';
            }

            @Override
            public CharSequence subSequence(int start, int end) {
                StringBuilder out = new StringBuilder();
                for (int i = start; i < end; i++) out.append(charAt(i));
                return out.toString();
            }
        };
        ProblemException e = assertThrows(ProblemException.class, () -> GameInputs.moves(text, 3));
        assertEquals("too_many_moves", e.code());
        assertEquals(413, e.status());
    }

    @Test
    void moveNumbersAreSkippedInEverySpacing() {
        assertEquals(List.of("e4", "e5", "Nf3", "Nc6", "Bb5"),
                GameInputs.moves("\u2003 1. e4 ... e5 2.Nf3 2...Nc6 3 . .Bb5 4. \u2003", 10));
        assertEquals(List.of("12e4", "e4"), GameInputs.moves("12e4\t\n\u000B\f\re4", 10));
    }

    @Test
    void theCapItselfIsAccepted() {
        assertEquals(List.of("a", "b", "c"), GameInputs.moves("a b c", 3));
        assertThrows(ProblemException.class, () -> GameInputs.moves("a b c d", 3));
    }

    @Test
    void aSeparateEnPassantMarkStaysWithTheMoveBeforeIt() {
        assertEquals(List.of("e4", "d5", "e5", "f5", "exf6 e.p."), GameInputs.moves("e4 d5 e5 f5 exf6 e.p.", 10));
        assertEquals(List.of("exf6 ep", "Nxf6"), GameInputs.moves("3. exf6 ep 3... Nxf6", 10));
        // Alone, or after a move number, it is left for the move reader to refuse.
        assertEquals(List.of("e.p.", "e4"), GameInputs.moves("e.p. e4", 10));
        assertEquals(List.of("exf6", "e.p."), GameInputs.moves("exf6 4. e.p.", 10));
        // It is no move of its own: the cap counts moves.
        assertEquals(List.of("a", "exf6 e.p."), GameInputs.moves("a exf6 e.p.", 2));
    }
}
