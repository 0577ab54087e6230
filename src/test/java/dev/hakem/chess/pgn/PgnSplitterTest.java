package dev.hakem.chess.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Where a PGN file is cut into games: at a tag pair after move text, outside a comment. */
class PgnSplitterTest {

    /** The first line of each game, by the splitter's rule. */
    static List<Integer> gameStarts(String file) {
        PgnSplitter splitter = new PgnSplitter();
        List<Integer> starts = new ArrayList<>(List.of(1));
        String[] lines = file.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            byte[] line = lines[i].getBytes(StandardCharsets.UTF_8);
            if (splitter.startsNextGame(line)) {
                starts.add(i + 1);
                splitter.reset();
            }
            splitter.take(line);
        }
        return starts;
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
    void escapeLinesAndSemicolonCommentsAreNotMoveText() {
        assertEquals(List.of(1), gameStarts("% an escape line\n; a comment { with a brace\n[Event \"a\"]\n1. e4 *\n"));
    }

    @Test
    void aLineTooLongToReadCountsAsMoveText() {
        PgnSplitter splitter = new PgnSplitter();
        splitter.take("[Event \"a\"]".getBytes(StandardCharsets.UTF_8));
        splitter.takeUnread();
        assertEquals(true, splitter.startsNextGame("[Event \"b\"]".getBytes(StandardCharsets.UTF_8)));
    }
}
