package dev.hakem.chess.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The PGN reader: tags, move text and its decorations, several games, and every error with its place. */
class PgnReaderTest {

    static PgnError error(String text) {
        return assertThrows(PgnError.class, () -> PgnReader.readAll(text));
    }

    static void assertAt(int line, int column, String fragment, PgnError e) {
        assertEquals(line, e.line(), e.toString());
        assertEquals(column, e.column(), e.toString());
        assertTrue(e.getMessage().contains(fragment), e.toString());
    }

    @Test
    void readsTagsInOrderWithEscapes() throws PgnError {
        PgnGame g = PgnReader.read("[Event \"The \\\"Big\\\" Open\"]\n[Site \"C:\\\\chess\"]\n[White \"A\"]\n"
                + "[Result \"1-0\"]\n\n1. e4 1-0\n");
        assertEquals(List.of("Event", "Site", "White", "Result"), List.copyOf(g.tags().keySet()));
        assertEquals("The \"Big\" Open", g.tag("Event"));
        assertEquals("C:\\chess", g.tag("Site"));
        assertEquals(List.of("e4"), g.moves());
        assertEquals("1-0", g.result());
    }

    @Test
    void skipsMoveNumbersCommentsNagsGlyphsAndEscapeLines() throws PgnError {
        PgnGame g = PgnReader.read("% an escape line ( { ) \n"
                + "1.e4 {best by test (really)} e5 $1 2. Nf3! Nc6?! ; to the end of the line ) (\n"
                + "3.Bb5!! 3...a6 $14 4. Ba4 ?? Nf6 5. O-O 1/2-1/2");
        assertEquals(List.of("e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O"), g.moves());
        assertEquals("1/2-1/2", g.result());
        assertTrue(g.tags().isEmpty());
    }

    @Test
    void skipsNestedVariationsWithTheirComments() throws PgnError {
        PgnGame g = PgnReader.read("1. e4 (1. d4 d5 (1... Nf6 2. c4 {a comment with ) inside} (2. Nf3)) 2. c4) "
                + "1... c5 (; a ) in a line comment\n1... e5) 2. Nf3 *");
        assertEquals(List.of("e4", "c5", "Nf3"), g.moves());
        assertEquals("*", g.result());
    }

    @Test
    void readsEveryGameOfAText() throws PgnError {
        List<PgnGame> games = PgnReader.readAll("[Event \"one\"]\r\n\r\n1. e4 e5 1-0\r\n\r\n[Event \"two\"]\n\n1. d4 0-1\n\n"
                + "[Event \"three\"]\n1. c4\n\n[Event \"four\"]\n\n1-0\n\n1. f4 *\n");
        assertEquals(5, games.size());
        assertEquals("one", games.get(0).tag("Event"));
        assertEquals(List.of("e4", "e5"), games.get(0).moves());
        assertEquals(List.of("d4"), games.get(1).moves());
        assertEquals("0-1", games.get(1).result());
        // No marker: the next game's tags end it.
        assertEquals(List.of("c4"), games.get(2).moves());
        assertNull(games.get(2).result());
        assertEquals(List.of(), games.get(3).moves());
        assertEquals("1-0", games.get(3).result());
        assertTrue(games.get(4).tags().isEmpty());
        assertEquals(List.of("f4"), games.get(4).moves());
        assertEquals(List.of(), PgnReader.readAll("  \n; nothing\n"));
    }

    @Test
    void readingOneGameRefusesASecond() {
        assertAt(2, 1, "second game", assertThrows(PgnError.class, () -> PgnReader.read("1. e4 *\n[Event \"x\"]\n1. d4 *")));
        assertAt(1, 1, "no game", assertThrows(PgnError.class, () -> PgnReader.read(" \n")));
    }

    @Test
    void anUnterminatedCommentIsReportedWhereItOpens() {
        assertAt(2, 7, "unterminated comment", error("[Event \"x\"]\n1. e4 {never closed\n e5 *"));
    }

    @Test
    void anUnterminatedVariationIsReportedWhereItOpens() {
        assertAt(1, 7, "unterminated variation", error("1. e4 (1. d4 (1. c4) d5\n2. Nf3 *"));
    }

    @Test
    void anUnterminatedTagIsReportedWhereItOpens() {
        assertAt(2, 1, "unterminated tag", error("[Event \"x\"]\n[Site \"no closing quote\n1. e4 *"));
        assertAt(1, 1, "unterminated tag", error("[Event \"x\"\n1. e4 *"));
        assertAt(1, 1, "unterminated tag", error("[Event"));
    }

    @Test
    void anUnbalancedClosingParenthesisIsReported() {
        assertAt(1, 10, "never opened", error("1. e4 e5 ) 2. Nf3 *"));
    }

    @Test
    void garbageTokensAreReportedWhereTheyStand() {
        assertAt(3, 4, "'hello'", error("[Event \"x\"]\n\n1. hello e5 *"));
        assertAt(1, 7, "unexpected character '&'", error("1. e4 & e5 *"));
        assertAt(1, 7, "'$'", error("1. e4 $ e5 *"));
        assertAt(1, 8, "double quotes", error("[Event 42]"));
        assertAt(1, 12, "']' expected", error("[Event \"x\" y]"));
        assertAt(1, 4, "'Zz9'", error("1. Zz9 *"));
    }

    @Test
    void boundsTheTextAndTheMoves() {
        PgnError tooLong = error(" ".repeat(PgnReader.MAX_CHARS + 1));
        assertEquals(PgnError.Kind.TOO_LONG, tooLong.kind());
        PgnError tooMany = assertThrows(PgnError.class, () -> PgnReader.read("Nf3 Nf6 Ng1 Ng8 Nf3 *", 4));
        assertEquals(PgnError.Kind.TOO_MANY_PLIES, tooMany.kind());
        assertAt(1, 17, "more than 4", tooMany);
    }

    @Test
    void keepsUnusualButReadableMoveTextForTheLenientSanReader() throws PgnError {
        assertEquals(List.of("0-0", "exd6e.p.", "e8=Q+", "Rad1#"), PgnReader.read("1. 0-0 exd6e.p. 2. e8=Q+ Rad1# 1-0").moves());
    }

    @Test
    void aNagOutsideZeroTo255IsRefusedWhereItStands() {
        // PGN standard 8.2.4: a NAG is a number from 0 to 255; neither $1234 nor $300 is one.
        assertAt(1, 7, "$1234", error("1. e4 $1234 e5 $300 *"));
        assertAt(1, 10, "$300", error("1. e4 e5 $300 *"));
        assertAt(2, 1, "$256", error("1. e4 e5\n$256 *"));
        assertAt(1, 1, "$999", error("$999 1. e4 *"));
        assertAt(1, 7, "0 to 255", error("1. e4 $00000000000000000001000 *"));
    }

    @Test
    void aNagFromZeroTo255IsKept() throws PgnError {
        PgnGame g = PgnReader.read("1. e4 $0 e5 $255 2. Nf3 $007 *");
        assertEquals(List.of("e4", "e5", "Nf3"), g.moves());
        assertEquals(List.of(0), g.notesOf(0).nags());
        assertEquals(List.of(255), g.notesOf(1).nags());
        assertEquals(List.of(7), g.notesOf(2).nags());
    }
}
