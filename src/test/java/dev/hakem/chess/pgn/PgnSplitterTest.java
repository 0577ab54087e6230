package dev.hakem.chess.pgn;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Where a PGN file is cut into games: at a tag pair after move text, outside a comment, also inside a line. */
class PgnSplitterTest {

    /** One game as the splitter cuts it: the line (from 1) and byte offset where it begins, and its text. */
    record Game(int line, int offset, String text) {}

    /** The games of a file whose lines end with LF, cut where the splitter says, their lines joined with LF. */
    static List<Game> games(String file) {
        PgnSplitter splitter = new PgnSplitter();
        List<Game> games = new ArrayList<>();
        ByteArrayOutputStream text = null;
        int line = 0, offset = 0;
        String[] lines = file.split("\n", -1);
        for (int n = 0; n < lines.length; n++) {
            byte[] bytes = lines[n].getBytes(StandardCharsets.UTF_8);
            int from = 0;
            for (int at; (at = splitter.take(bytes, from)) >= 0; from = at) {
                if (text != null) {
                    text.write(bytes, from, at - from);
                    games.add(new Game(line, offset, text.toString(StandardCharsets.UTF_8)));
                }
                text = new ByteArrayOutputStream();
                line = n + 1;
                offset = at;
            }
            if (text != null) {
                text.write(bytes, from, bytes.length - from);
                if (n < lines.length - 1) text.write('\n');
            }
        }
        if (text != null) games.add(new Game(line, offset, text.toString(StandardCharsets.UTF_8)));
        return games;
    }

    static List<Integer> gameStarts(String file) {
        return games(file).stream().map(Game::line).toList();
    }

    @Test
    void aTagPairAfterMoveTextStartsTheNextGame() {
        assertEquals(List.of(1, 4), gameStarts("[Event \"a\"]\n\n1. e4 e5 1-0\n[Event \"b\"]\n\n1. d4 *\n"));
    }

    @Test
    void tagPairsBeforeAnyMoveTextBelongToOneGame() {
        assertEquals(List.of(1), gameStarts("[Event \"a\"]\n[Site \"b\"]\n  [Round \"1\"]\n\n1. e4 *\n"));
    }

    @Test
    void aTagPairInsideABraceCommentSpanningLinesDoesNot() {
        assertEquals(List.of(1, 6), gameStarts("[Event \"a\"]\n1. e4 {a comment\n[Event \"not a tag\"]\nstill} e5 1-0\n\n[Event \"b\"]\n1. d4 *\n"));
    }

    @Test
    void blankLinesInsideABraceCommentDoNotSplit() {
        String file = "[Event \"a\"]\n\n1. e4 {a long note\n\n\n[Event \"quoted\"]\n\n} e5 1-0\n\n[Event \"b\"]\n\n1. d4 *\n";
        assertEquals(List.of(1, 10), gameStarts(file));
    }

    @Test
    void escapeLinesAndSemicolonCommentsAreNotMoveText() {
        assertEquals(List.of(1), gameStarts("% an escape line\n; a comment { with a brace\n[Event \"a\"]\n1. e4 *\n"));
    }

    @Test
    void aSemicolonCommentWithABracketOrBraceNeitherSplitsNorOpensAComment() {
        String file = "[Event \"a\"]\n\n1. e4 ; see [Event \"x\"] and {this\ne5 ; [\n2. Nf3 1-0\n[Event \"b\"]\n\n1. d4 *\n";
        assertEquals(List.of(1, 6), gameStarts(file));
    }

    @Test
    void anEscapeLineAfterMoveTextIsNotATagPair() {
        String file = "[Event \"a\"]\n\n1. e4 e5\n%[Event \"escaped\"] {\n2. Nf3 1-0\n\n[Event \"b\"]\n1. d4 *\n";
        assertEquals(List.of(1, 7), gameStarts(file));
    }

    @Test
    void aByteOrderMarkIsNotPartOfTheFirstGame() {
        // Read as move text, the mark made the first game end at its second tag.
        List<Game> games = games("\uFEFF[Event \"a\"]\n[Site \"s\"]\n\n1. e4 *\n\n[Event \"b\"]\n\n1. d4 *\n");
        assertEquals(List.of(1, 6), games.stream().map(Game::line).toList());
        assertEquals(3, games.get(0).offset());
        assertTrue(games.get(0).text().startsWith("[Event \"a\"]\n[Site \"s\"]\n"), games.get(0).text());
    }

    @Test
    void aByteOrderMarkInsideTheFileIsWhiteSpaceAsThePgnReaderReadsIt() {
        // Two files with marks put end to end: the second mark was a game of its own (nothing but the
        // mark, which the reader refuses as no game), or move text ending the game before it.
        String file = "\uFEFF[Event \"a\"]\n\n1. e4 *\n";
        List<Game> games = games(file + file);
        assertEquals(List.of(1, 4), games.stream().map(Game::line).toList());
        assertEquals(3, games.get(1).offset());
        List<Game> marked = games("\uFEFF\uFEFF\n[Event \"a\"]\n\n1. e4 *\n1. d4 1-0 \uFEFF[Event \"b\"]\n1. c4 *\n");
        assertEquals(List.of(2, 5), marked.stream().map(Game::line).toList());
        for (Game g : games(file + file + "\uFEFF\n")) assertEquals(1, assertDoesNotThrow(() -> PgnReader.readAll(g.text())).size());
    }

    @Test
    void theFirstGameBeginsWithTheLineOfItsFirstByteSoThatAPercentSignStaysOutOfColumnOne() {
        // Cut at the '%', the game read alone began with an escape line, and its comment was lost.
        String file = "\n   % {a\n[Event \"x\"]\n}\n1. e4 *\n";
        List<Game> games = games(file);
        assertEquals(1, games.size());
        assertEquals(0, games.get(0).offset());
        assertEquals(file.substring(1), games.get(0).text());
        assertEquals(games.get(0).text(), games(games.get(0).text()).get(0).text(), "cut again, the game is the same");
        assertEquals(6, games("\uFEFF\uFEFF[Event \"a\"]\n1. e4 *\n").get(0).offset(), "the marks opening the line");
    }

    @Test
    void aByteOrderMarkBeforeBlankLinesAndAnEscapeLine() {
        List<Game> games = games("\uFEFF\n\n%escaped\n[Event \"a\"]\n1. e4 *\n");
        assertEquals(1, games.size());
        assertEquals(3, games.get(0).line());
        assertEquals("%escaped\n[Event \"a\"]\n1. e4 *\n", games.get(0).text());
    }

    @Test
    void aTagAndItsMoveTextOnOneLine() {
        List<Game> games = games("[Event \"a\"] 1. e4 e5 1-0\n[Event \"b\"] [Result \"*\"] 1. d4 *\n[Event \"c\"]1. c4 *\n");
        assertEquals(List.of(1, 2, 3), games.stream().map(Game::line).toList());
        assertEquals("[Event \"b\"] [Result \"*\"] 1. d4 *\n", games.get(1).text());
    }

    @Test
    void theNextGamesTagAfterTheResultOnTheSameLine() {
        List<Game> games = games("[Event \"a\"]\n\n1. e4 e5 1-0 [Event \"b\"]\n\n1. d4 d5 *[Event \"c\"] 1. c4 *\n");
        assertEquals(3, games.size(), games.toString());
        assertEquals(new Game(1, 0, "[Event \"a\"]\n\n1. e4 e5 1-0 "), games.get(0));
        assertEquals(new Game(3, 13, "[Event \"b\"]\n\n1. d4 d5 *"), games.get(1));
        assertEquals(new Game(5, 10, "[Event \"c\"] 1. c4 *\n"), games.get(2));
    }

    @Test
    void bracketsBracesAndSemicolonsInsideATagValueAreText() {
        String file = "[Event \"a ] { ; \\\" [\"] 1. e4 *\n[Event \"b\"]\n1. d4 *\n";
        assertEquals(List.of(1, 2), gameStarts(file));
    }

    @Test
    void aGameWithoutAResultMarkerEndsAtTheNextTagSection() {
        assertEquals(List.of(1, 5, 8), gameStarts("[Event \"a\"]\n\n1. e4 e5 2. Nf3\n\n[Event \"b\"]\n\n1. d4 {no result}\n[Event \"c\"]\n\n1. c4 *\n"));
    }

    @Test
    void aGameWithNeitherMovesNorResultEndsWhereARosterTagComesAgain() {
        // A comment is not move text; the second Event tag is another game's.
        String file = "[Event \"a\"]\n[Result \"*\"]\n\n{forfeit}\n\n[Event \"b\"]\n[Result \"1-0\"]\n[Annotator \"x\"]\n\n1. e4 1-0\n";
        assertEquals(List.of(1, 6), gameStarts(file));
        // Other tags may repeat without splitting (the reader keeps the last value).
        assertEquals(List.of(1), gameStarts("[Event \"a\"]\n[Annotator \"x\"]\n[Annotator \"y\"]\n\n1. e4 *\n"));
    }

    @Test
    void trailingWhiteSpaceAndCarriageReturnsAreSpace() {
        String file = "[Event \"a\"]  \r\n \t\r\n1. e4 e5 1-0 \t\r\n\r\n  [Event \"b\"] \r\n\r\n1. d4 * \r\n";
        assertEquals(List.of(1, 5), gameStarts(file));
    }

    @Test
    void typographicTextInCommentsAndTagsIsCutOnItsBytes() {
        List<Game> games = games("[White \"Müller, Jürgen\"]\n\n1. e4 {„stark“ – wie immer…} e5 ½ 1-0 [Event \"Zürich\"] 1. d4 *\n");
        assertEquals(2, games.size());
        assertTrue(games.get(0).text().endsWith("{„stark“ – wie immer…} e5 ½ 1-0 "), games.get(0).text());
        assertEquals("[Event \"Zürich\"] 1. d4 *\n", games.get(1).text());
    }

    @Test
    void blankLinesBeforeTheFirstGameAreNotPartOfIt() {
        List<Game> games = games("\n  \n\t\n[Event \"a\"]\n1. e4 *\n");
        assertEquals(List.of(new Game(4, 0, "[Event \"a\"]\n1. e4 *\n")), games);
    }

    @Test
    void anEmptyFileHasNoGame() {
        assertEquals(List.of(), games("\uFEFF\n \n\t\n"));
        assertEquals(List.of(), games("\uFEFF"));
    }

    @Test
    void aLineTooLongToReadCountsAsMoveText() {
        PgnSplitter splitter = new PgnSplitter();
        assertEquals(0, splitter.take("[Event \"a\"]".getBytes(StandardCharsets.UTF_8), 0));
        assertEquals(-1, splitter.take("[Event \"a\"]".getBytes(StandardCharsets.UTF_8), 0));
        assertFalse(splitter.takeUnread());
        assertEquals(0, splitter.take("[Event \"b\"]".getBytes(StandardCharsets.UTF_8), 0));
    }

    @Test
    void aLineTooLongToReadMayBeginTheFirstGame() {
        PgnSplitter splitter = new PgnSplitter();
        assertTrue(splitter.takeUnread());
        assertEquals(0, splitter.take("[Event \"b\"]".getBytes(StandardCharsets.UTF_8), 0));
    }
}
