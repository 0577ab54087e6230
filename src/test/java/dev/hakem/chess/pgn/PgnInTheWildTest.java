package dev.hakem.chess.pgn;

import dev.hakem.chess.Fen;
import dev.hakem.chess.Position;
import dev.hakem.chess.notation.MoveError;
import dev.hakem.chess.notation.Notation;
import dev.hakem.chess.text.Phrase;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * PGN as the standard allows it and as tools and word processors write it: move number indications
 * in every spacing (PGN standard 8.2.2: a period is a token of its own, and import readers ignore
 * move numbers), FIDE long algebraic notation, typographic dashes and halves, no-break spaces, and
 * a byte-order mark before any game.
 */
class PgnInTheWildTest {

    /** The main line replayed by the lenient reader, each move's forgiven notes as keys. */
    private static List<List<String>> replay(PgnGame game) throws MoveError {
        String fen = game.tag("FEN");
        Position p = fen == null ? Position.start() : Fen.position(fen);
        List<List<String>> notes = new ArrayList<>();
        for (String move : game.moves()) {
            Notation.Parsed parsed = Notation.parse(p, move, true);
            notes.add(parsed.forgiven().stream().map(Phrase::key).toList());
            p = parsed.info().after();
        }
        return notes;
    }

    @Test
    void moveNumberIndicationsInEverySpacingAreIgnoredWithoutAWarning() throws PgnError {
        for (String text : List.of(
                "1. e4 ... e5 2. Nf3 ... Nc6 *",
                "1. e4 1. ... e5 2. Nf3 2. ... Nc6 *",
                "1. e4 1... e5 2. Nf3 2... Nc6 *",
                "1.e4 1...e5 2.Nf3 2...Nc6 *",
                "1. e4 1 ... e5 2 . Nf3 2 . . . Nc6 *",
                "1.e4 ...e5 2.Nf3 ...Nc6 *",
                "1. e4 e5 2. Nf3 ..Nc6 *")) {
            PgnGame g = PgnReader.read(text);
            assertEquals(List.of("e4", "e5", "Nf3", "Nc6"), g.moves(), text);
            assertEquals("*", g.result(), text);
            assertTrue(g.warnings().isEmpty(), text + ": " + g.warnings());
        }
    }

    @Test
    void aGameFromASetupMayBeginWithBlacksMoveNumber() throws PgnError, MoveError {
        String fen = "r5k1/5ppp/8/8/8/8/5PPP/6K1 b - - 0 45";
        for (String moveText : List.of("45. ... Ra2 46. h3 *", "45...Ra2 46. h3 *", "45 ... Ra2 46. h3 *")) {
            PgnGame g = PgnReader.read("[SetUp \"1\"]\n[FEN \"" + fen + "\"]\n\n" + moveText);
            assertEquals(List.of("Ra2", "h3"), g.moves(), moveText);
            assertEquals(List.of(List.of(), List.of()), replay(g), moveText);
        }
    }

    @Test
    void longAlgebraicNotationIsPlayedWithANoteOnEachMove() throws PgnError, MoveError {
        PgnGame g = PgnReader.read("1. e2-e4 e7-e5 2. Ng1-f3 Nb8-c6 3. Bf1-b5 a7-a6 4. Bb5xc6 d7xc6 5. O-O f7-f6 *");
        List<List<String>> notes = replay(g);
        assertEquals(10, notes.size());
        for (int i = 0; i < notes.size(); i++) {
            if (i == 8) assertEquals(List.of(), notes.get(i), "O-O is SAN");
            else assertEquals(List.of("move.forgiven.long_algebraic"), notes.get(i), g.moves().get(i));
        }
    }

    @Test
    void aSeparateEnPassantMarkBelongsToTheMoveBeforeIt() throws PgnError, MoveError {
        for (String mark : List.of("e.p.", "ep")) {
            PgnGame g = PgnReader.read("1. e4 a6 2. e5 d5 3. exd6 " + mark + " e6 *");
            assertEquals(List.of("e4", "a6", "e5", "d5", "exd6 " + mark, "e6"), g.moves(), mark);
            List<List<String>> notes = replay(g);
            assertEquals(List.of("move.forgiven.ep_mark"), notes.get(4), mark);
        }
    }

    @Test
    void typographicResultsAreNormalisedWithAWarning() throws PgnError {
        String[][] cases = {
                {"1\u20130", "1-0"}, {"0\u20141", "0-1"}, {"1\u22120", "1-0"},
                {"\u00BD-\u00BD", "1/2-1/2"}, {"\u00BD\u2013\u00BD", "1/2-1/2"}, {"1/2\u20131/2", "1/2-1/2"}};
        for (String[] c : cases) {
            PgnGame g = PgnReader.read("1. e4 e5 " + c[0]);
            assertEquals(c[1], g.result(), c[0]);
            assertEquals(List.of(Phrase.of("pgn.forgiven.result_typography", c[0], c[1])), g.warnings(), c[0]);
        }
        assertEquals("1/2-1/2", PgnReader.result("\u00BD-\u00BD"));
        assertTrue(PgnReader.read("1. e4 e5 1/2-1/2").warnings().isEmpty());
    }

    @Test
    void typographicCastlingIsPlayedWithANote() throws PgnError, MoveError {
        PgnGame g = PgnReader.read("1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O\u2011O Nf6 5. d3 0\u20130 *");
        List<List<String>> notes = replay(g);
        assertEquals("O\u2011O", g.moves().get(6));
        assertEquals(List.of("move.forgiven.typographic_dash"), notes.get(6));
        assertEquals(List.of("move.forgiven.typographic_dash", "move.forgiven.castling"), notes.get(9));
    }

    @Test
    void noBreakSpacesBetweenTokensAreReadAsSpacesWithAWarning() throws PgnError {
        PgnGame g = PgnReader.read("1.\u00A0e4\u00A0e5 2.\u202FNf3 Nc6\u00A01-0");
        assertEquals(List.of("e4", "e5", "Nf3", "Nc6"), g.moves());
        assertEquals("1-0", g.result());
        assertEquals(List.of(Phrase.of("pgn.forgiven.no_break_space", "U+00A0"),
                Phrase.of("pgn.forgiven.no_break_space", "U+202F")), g.warnings());
    }

    @Test
    void aByteOrderMarkIsSkippedWhereAnyGameBegins() throws PgnError {
        List<PgnGame> games = PgnReader.readAll("\uFEFF[Event \"a\"]\n\n1. e4 *\n\n\uFEFF[Event \"b\"]\n\n1. d4 *\n");
        assertEquals(2, games.size());
        assertEquals(List.of("d4"), games.get(1).moves());
        assertEquals("b", games.get(1).tag("Event"));
        PgnGame g = PgnReader.read("\n\n\uFEFF[Event \"c\"]\n1. c4 *");
        assertEquals("c", g.tag("Event"));
        assertEquals(List.of("c4"), PgnReader.read("\r\n\uFEFF1. c4 *").moves());
    }
}
