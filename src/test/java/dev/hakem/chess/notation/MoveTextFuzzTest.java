package dev.hakem.chess.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.hakem.Fuzz;
import dev.hakem.chess.Fen;
import dev.hakem.chess.FenResult;
import dev.hakem.chess.MoveCode;
import dev.hakem.chess.Position;
import dev.hakem.chess.Variant;
import dev.hakem.chess.text.Wording;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Tag;

/**
 * Coverage-guided fuzzing of the move reader, strict and lenient ({@code ./mvnw verify -Pfuzz}; every
 * build replays {@code MoveTextFuzzTestInputs}). An input is a FEN line and a move's text (no line:
 * the text in the standard start). The contract, in standard chess and in Chess960:
 * <ul>
 *   <li>a move read is a legal move of the position, and the position after it is the one playing it gives;</li>
 *   <li>a move read strictly forgives nothing (but the en-passant mark on an en-passant capture), and is
 *       read leniently as the same move;</li>
 *   <li>the fast reader ({@link MoveReader}) and the general one ({@link Notation#parse}) agree: the same
 *       move, the same forgiven forms, or both refuse;</li>
 *   <li>the move's canonical SAN and its UCI read back strictly as the same move;</li>
 *   <li>a refusal is a {@link MoveError} whose message the bundle words.</li>
 * </ul>
 */
@Tag("jazzer")
class MoveTextFuzzTest {

    private static final Wording ENGLISH = Wording.english();

    @FuzzTest
    void move(byte[] input) {
        Fuzz.Selected in = Fuzz.Selected.of(input);
        String fen = in.first() == null ? Fen.STANDARD : in.first();
        String text = in.restText();
        for (Variant variant : Variant.values()) {
            if (Fen.read(fen, variant) instanceof FenResult.Valid valid) check(valid.position(), text);
        }
    }

    private static void check(Position p, String text) {
        Notation.Parsed strict = read(p, text, false), lenient = read(p, text, true);
        if (strict != null) {
            // FIDE's en-passant mark (Appendix C.10) on an en-passant capture is read in both modes, and said dropped.
            assertTrue(strict.forgiven().stream().allMatch(f -> f.key().equals("move.forgiven.ep_mark")
                    && MoveCode.kind(strict.info().code()) == MoveCode.EN_PASSANT), () -> text + ": " + strict.forgiven());
            assertTrue(lenient != null, () -> "read strictly, refused leniently: " + text);
            assertEquals(strict.info().code(), lenient.info().code(), text);
        }
        if (lenient == null) return;
        int code = lenient.info().code();
        int[] legal = p.legalMoveCodes();
        assertTrue(Arrays.stream(legal).anyMatch(c -> c == code), () -> "not a legal move: " + text + " in " + Fen.write(p));
        assertEquals(Fen.write(p.play(code)), Fen.write(lenient.info().after()), text);
        lenient.forgiven().forEach(f -> assertTrue(ENGLISH.has(f.key()), f.key()));

        for (String canonical : List.of(San.of(p, code), Uci.of(p, code))) {
            Notation.Parsed back = read(p, canonical, false);
            assertTrue(back != null, () -> "canonical form refused: " + canonical + " in " + Fen.write(p));
            assertEquals(code, back.info().code(), canonical);
        }
    }

    /** Both readers' answer, which must agree; null when they refuse. */
    private static Notation.Parsed read(Position p, String text, boolean lenient) {
        Notation.Parsed fast = null, general = null;
        MoveError fastError = null, generalError = null;
        try {
            fast = new MoveReader(p).read(text, lenient);
        } catch (MoveError e) {
            fastError = e;
        }
        try {
            general = Notation.parse(p, text, lenient);
        } catch (MoveError e) {
            generalError = e;
        }
        assertEquals(fast == null, general == null, () -> "the readers disagree on '" + text + "' (lenient " + lenient + ")");
        if (fast == null) {
            assertEquals(generalError.phrase().key(), fastError.phrase().key(), text);
            assertTrue(ENGLISH.has(fastError.phrase().key()), fastError.phrase().key());
            return null;
        }
        assertEquals(general.info().code(), fast.info().code(), text);
        assertEquals(general.forgiven(), fast.forgiven(), text);
        assertEquals(general.info().san(), fast.info().san(), text);
        return fast;
    }
}
