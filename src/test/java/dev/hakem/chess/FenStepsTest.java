package dev.hakem.chess;

import dev.hakem.chess.board.Color;
import java.util.List;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Reading a FEN in two steps: the text's faults are {@link FenError}s and stop at {@link Fen#parse};
 * the setup's are {@link PositionError}s from {@link Position#of}; {@link Fen#read} lists both kinds,
 * the text's first, and agrees with the two steps.
 */
class FenStepsTest {

    @Test
    void aTextWithErrorsGivesNoSetup() {
        Fen.Parsed parsed = Fen.parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX x KQkq - 0 1", Variant.STANDARD);
        assertNull(parsed.setup());
        assertEquals(List.of("piece_letter", "turn"), parsed.errors().stream().map(FenError::code).toList());
        assertTrue(parsed.errors().stream().allMatch(FenError::isError));
    }

    @Test
    void anImpossibleSetupParsesAndFailsTheSecondStep() throws Exception {
        Fen.Parsed parsed = Fen.parse("8/8/8/8/8/8/8/4K3 w - - 0 1", Variant.STANDARD);
        Setup setup = parsed.setup();
        assertNotNull(setup, "the text is good FEN");
        assertEquals(List.of(), parsed.errors());
        assertEquals(Color.WHITE, setup.turn());
        PositionError.Invalid e = assertThrows(PositionError.Invalid.class, () -> Position.of(setup));
        assertEquals(List.of("king_count"), e.problems().stream().map(PositionError::code).toList());
        assertEquals(e.problems().get(0).message(), e.getMessage());
    }

    @Test
    void aLegalSetupGivesThePositionReadInOneStep() throws Exception {
        String fen = "r3k2r/8/8/8/8/8/8/R4K1R w KQkq - 3 20";
        Fen.Parsed parsed = Fen.parse(fen, Variant.STANDARD);
        assertEquals(List.of("castling_without_king", "castling_without_king"),
                parsed.warnings().stream().map(FenError::code).toList(), "KQ dropped: the white king has left e1");
        Position twoSteps = Position.of(parsed.setup());
        FenResult.Valid oneStep = assertInstanceOf(FenResult.Valid.class, Fen.read(fen));
        assertEquals(Fen.write(oneStep.position()), Fen.write(twoSteps));
        assertEquals(List.copyOf(parsed.warnings()), oneStep.warnings());
    }

    @Test
    void readingInOneStepListsTheTextsErrorsThenThePositions() {
        FenResult.Invalid r = assertInstanceOf(FenResult.Invalid.class, Fen.read("4k2P/8/8/8/8/8/8/K6K w - - abc 1"));
        List<FenProblem> errors = r.errors();
        assertEquals(List.of("halfmove_clock", "king_count", "pawn_on_back_rank"), errors.stream().map(FenProblem::code).toList());
        assertInstanceOf(FenError.class, errors.get(0));
        assertInstanceOf(PositionError.class, errors.get(1));
        assertInstanceOf(PositionError.class, errors.get(2));
    }
}
