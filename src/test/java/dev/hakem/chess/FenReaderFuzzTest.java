package dev.hakem.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.hakem.chess.notation.Uci;
import dev.hakem.chess.reference.ReferenceMoveGen;
import dev.hakem.chess.text.Wording;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.api.Tag;

/**
 * Coverage-guided fuzzing of the FEN reader ({@code ./mvnw verify -Pfuzz}; every build replays the
 * inputs in {@code FenReaderFuzzTestInputs}). The contract, for any text, as standard chess and as
 * Chess960:
 * <ul>
 *   <li>the reader answers, never throws: a legal position, or errors, each a problem with a code, a
 *       field and a message the bundle words;</li>
 *   <li>the two steps agree with the one: {@link Fen#parse} then {@link Position#of} accept exactly
 *       what {@link Fen#read} accepts, as the same position;</li>
 *   <li>an accepted FEN is the position of its canonical form: writing it and reading that back gives
 *       the same position, with no warning, and the same text again;</li>
 *   <li>an accepted standard position has the legal moves the slow reference generator finds.</li>
 * </ul>
 */
@Tag("jazzer")
class FenReaderFuzzTest {

    private static final Wording ENGLISH = Wording.english();

    @FuzzTest
    void fen(byte[] input) {
        String text = new String(input, StandardCharsets.UTF_8);
        for (Variant variant : Variant.values()) check(text, variant);
    }

    private static void check(String text, Variant variant) {
        FenResult result = Fen.read(text, variant);
        assertNotNull(result);
        result.warnings().forEach(w -> wordedProblem(w, false));
        Fen.Parsed parsed = Fen.parse(text, variant);
        if (result instanceof FenResult.Invalid invalid) {
            assertFalse(invalid.errors().isEmpty(), "refused without an error");
            invalid.errors().forEach(e -> wordedProblem(e, true));
            if (parsed.setup() != null) {
                assertTrue(parsed.errors().isEmpty());
                assertPositionRefused(parsed.setup());
            } else {
                assertFalse(parsed.errors().isEmpty(), "no setup and no error from the first step");
            }
            return;
        }
        Position position = ((FenResult.Valid) result).position();
        assertTrue(parsed.errors().isEmpty(), () -> "read accepts what parse refuses: " + parsed.errors());
        assertNotNull(parsed.setup());
        Position twoSteps = ofSetup(parsed.setup());
        assertEquals(Fen.write(position), Fen.write(twoSteps), "one step and two steps read different positions");

        String canonical = Fen.write(position);
        FenResult again = Fen.read(canonical, variant);
        assertTrue(again instanceof FenResult.Valid, () -> "canonical FEN refused: " + canonical);
        assertEquals(List.of(), again.warnings(), () -> "warnings on the canonical FEN " + canonical);
        Position back = ((FenResult.Valid) again).position();
        assertEquals(position, back, canonical);
        assertEquals(position.zobrist(), back.zobrist(), canonical);
        assertEquals(canonical, Fen.write(back));
        assertEquals(position.zobrist(), position.recomputeZobrist(), canonical);

        if (variant == Variant.STANDARD) {
            List<String> fast = new ArrayList<>();
            for (Move m : position.legalMoves()) fast.add(Uci.of(m));
            assertEquals(ReferenceMoveGen.legalMoves(position), new TreeSet<>(fast), canonical);
            assertEquals(ReferenceMoveGen.inCheck(position), position.isCheck(), canonical);
        }
    }

    private static Position ofSetup(Setup setup) {
        try {
            return Position.of(setup);
        } catch (PositionError.Invalid e) {
            throw new AssertionError("two steps refuse what one step accepts: " + e.getMessage(), e);
        }
    }

    private static void assertPositionRefused(Setup setup) {
        try {
            Position.of(setup);
        } catch (PositionError.Invalid e) {
            assertFalse(e.problems().isEmpty());
            e.problems().forEach(p -> wordedProblem(p, true));
            return;
        }
        throw new AssertionError("Fen.read refuses a setup Position.of accepts");
    }

    private static void wordedProblem(FenProblem p, boolean error) {
        assertEquals(error, p.isError(), p.code());
        assertTrue(p.code().matches("[a-z0-9_]+"), p.code());
        assertTrue(List.of(Fen.FEN, Fen.PLACEMENT, Fen.TURN, Fen.CASTLING, Fen.EN_PASSANT, Fen.HALFMOVE, Fen.FULLMOVE)
                .contains(p.field()), p.field());
        assertTrue(ENGLISH.has(p.phrase().key()), p.phrase().key());
    }
}
