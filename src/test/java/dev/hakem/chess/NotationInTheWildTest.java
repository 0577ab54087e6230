package dev.hakem.chess;

import dev.hakem.chess.notation.MoveError;
import dev.hakem.chess.notation.Notation;
import dev.hakem.chess.notation.San;
import dev.hakem.chess.notation.Uci;
import dev.hakem.chess.text.Phrase;

import static dev.hakem.chess.RulesTestSupport.fen;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Moves as people, word processors and tools write them beside SAN (FIDE Laws, Appendix C): read
 * by the lenient reader with a note naming what it forgave, refused by the strict reader with the
 * reason.
 */
class NotationInTheWildTest {

    private static final String CASTLE_BASE = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";

    /** Lenient reading gives the move (in UCI) and a note with the key; strict reading refuses with the syntax key. */
    private static Notation.Parsed forgiven(Position p, String text, String uci, String forgivenKey, String strictKey)
            throws MoveError {
        Notation.Parsed parsed = Notation.parse(p, text, true);
        assertEquals(uci, Uci.of(parsed.move()), text);
        assertTrue(keys(parsed.forgiven()).contains(forgivenKey), text + ": " + parsed.forgiven());
        MoveError strict = assertThrows(MoveError.class, () -> Notation.parse(p, text, false), text);
        assertEquals(MoveError.Reason.SYNTAX, strict.reason(), text);
        assertEquals(strictKey, strict.phrase().key(), text);
        return parsed;
    }

    private static List<String> keys(List<Phrase> phrases) {
        return phrases.stream().map(Phrase::key).toList();
    }

    // ------------------------------------------------------------------ FIDE long algebraic notation (C.13)

    @Test
    void longAlgebraicNotationIsReadLenientlyAndRefusedStrictly() throws MoveError {
        Position start = Position.start();
        Notation.Parsed e4 = forgiven(start, "e2-e4", "e2e4", "move.forgiven.long_algebraic", "move.move_syntax.long_algebraic");
        assertEquals("e4", e4.info().san());
        assertEquals(List.of(Phrase.of("move.forgiven.long_algebraic", "e2-e4")), e4.forgiven(),
                "naming the square of the piece is what long algebraic notation does: no other note");
        forgiven(start, "Ng1-f3", "g1f3", "move.forgiven.long_algebraic", "move.move_syntax.long_algebraic");
        assertThrows(MoveError.class, () -> San.parse(start, "e2-e4"), "strict SAN");

        // A capture in long algebraic notation is SAN naming the piece's square: strict reading says
        // which SAN it should have been.
        Position rook = fen("4k3/8/8/8/2Rp4/8/8/4K3 w - - 0 1");
        Notation.Parsed rc4 = Notation.parse(rook, "Rc4xd4", true);
        assertEquals("Rxd4", rc4.info().san());
        assertEquals(List.of(Phrase.of("move.forgiven.long_algebraic", "Rc4xd4")), rc4.forgiven());
        MoveError strictRook = assertThrows(MoveError.class, () -> Notation.parse(rook, "Rc4xd4", false));
        assertEquals(MoveError.Reason.NOT_CANONICAL, strictRook.reason());
        assertEquals(List.of("Rxd4"), strictRook.candidates());

        Position promotion = fen("8/4P3/8/8/8/8/k7/4K3 w - - 0 1");
        Notation.Parsed e8 = forgiven(promotion, "e7-e8Q", "e7e8q", "move.forgiven.long_algebraic", "move.move_syntax.long_algebraic");
        assertEquals("e8=Q", e8.info().san());

        Position afterE4D5 = fen("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2");
        Notation.Parsed exd5 = Notation.parse(afterE4D5, "e4xd5", true);
        assertEquals("exd5", exd5.info().san());
        assertEquals(List.of(Phrase.of("move.forgiven.long_algebraic", "e4xd5")), exd5.forgiven());
        assertThrows(MoveError.class, () -> Notation.parse(afterE4D5, "e4xd5", false));
        Notation.Parsed e5d5 = forgiven(afterE4D5, "e4-d5", "e4d5", "move.forgiven.long_algebraic",
                "move.move_syntax.long_algebraic");
        assertTrue(keys(e5d5.forgiven()).contains("move.forgiven.missing_capture_mark"), "a capture written with '-'");
    }

    @Test
    void longAlgebraicNotationNamingTheWrongSquareIsStillRefused() {
        Position start = Position.start();
        MoveError e = assertThrows(MoveError.class, () -> Notation.parse(start, "Nb1-f3", true));
        assertFalse(e.reason() == MoveError.Reason.SYNTAX, e.getMessage());
        assertThrows(MoveError.class, () -> Notation.parse(start, "e2-e5", true));
    }

    @Test
    void enPassantMarksOfFideC10AreReadLenientlyWithANote() throws MoveError {
        // FIDE C.10: "exd6 e.p." -- also written glued, "exd6ep".
        Position p = fen("rnbqkbnr/1pp1pppp/p7/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3");
        for (String text : List.of("exd6 e.p.", "exd6ep", "exd6e.p.", "e5xd6 e.p.")) {
            Notation.Parsed parsed = Notation.parse(p, text, true);
            assertEquals("e5d6", Uci.of(parsed.move()), text);
            assertTrue(parsed.move() instanceof Move.EnPassant, text);
            assertTrue(keys(parsed.forgiven()).contains("move.forgiven.ep_mark"), text + ": " + parsed.forgiven());
        }
    }

    // ------------------------------------------------------------------ typography

    @Test
    void typographicDashesInCastlingAreReadLenientlyWithANote() throws MoveError {
        Position p = fen(CASTLE_BASE);
        // en dash, non-breaking hyphen, em dash, minus sign, hyphen
        forgiven(p, "0\u20130\u20130", "e1c1", "move.forgiven.typographic_dash", "move.move_syntax.typographic_dash");
        forgiven(p, "O\u2011O", "e1g1", "move.forgiven.typographic_dash", "move.move_syntax.typographic_dash");
        forgiven(p, "O\u2014O\u2014O", "e1c1", "move.forgiven.typographic_dash", "move.move_syntax.typographic_dash");
        forgiven(p, "0\u22120", "e1g1", "move.forgiven.typographic_dash", "move.move_syntax.typographic_dash");
        Notation.Parsed checked = forgiven(fen("5k2/8/8/8/8/8/8/4K2R w K - 0 1"), "O\u2010O+", "e1g1",
                "move.forgiven.typographic_dash", "move.move_syntax.typographic_dash");
        assertEquals("O-O+", checked.info().san());
        assertTrue(checked.forgiven().contains(Phrase.of("move.forgiven.typographic_dash", "O\u2010O")),
                checked.forgiven().toString());
    }

    // ------------------------------------------------------------------ UCI with a check mark

    @Test
    void aUciMoveWithACheckMarkIsReadAsUciLenientlyAndRefusedStrictly() throws MoveError {
        Position rook = fen("8/8/8/8/6R1/4k3/8/4K3 w - - 0 1");
        Notation.Parsed g3 = forgiven(rook, "g4g3+", "g4g3", "move.forgiven.uci_check_mark", "move.move_syntax.uci_check_mark");
        assertEquals("Rg3+", g3.info().san());
        assertTrue(g3.forgiven().contains(Phrase.of("move.forgiven.uci_check_mark", "+")));

        Position pawn = fen("k7/4P3/1K6/8/8/8/8/8 w - - 0 1");
        assertEquals("e8=Q#", forgiven(pawn, "e7e8q#", "e7e8q", "move.forgiven.uci_check_mark",
                "move.move_syntax.uci_check_mark").info().san());
    }

    // ------------------------------------------------------------------ white space

    @Test
    void whiteSpaceAroundAMoveIsDroppedLenientlyAndRefusedStrictly() throws MoveError {
        Position castle = fen(CASTLE_BASE);
        forgiven(castle, "O-O\n", "e1g1", "move.forgiven.surrounding_space", "move.move_syntax.surrounding_space");
        Position start = Position.start();
        forgiven(start, " e4", "e2e4", "move.forgiven.surrounding_space", "move.move_syntax.surrounding_space");
        forgiven(start, "e2e4\t", "e2e4", "move.forgiven.surrounding_space", "move.move_syntax.surrounding_space");
        forgiven(start, "\u00A0Nf3", "g1f3", "move.forgiven.surrounding_space", "move.move_syntax.surrounding_space");
        assertTrue(Notation.parse(start, "e4", false).forgiven().isEmpty());
        assertThrows(MoveError.class, () -> Notation.parse(start, "  ", true));
    }
}
