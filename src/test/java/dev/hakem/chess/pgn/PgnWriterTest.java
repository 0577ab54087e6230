package dev.hakem.chess.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hakem.chess.Fen;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The PGN export format: roster first, the game's own facts rewritten, move text wrapped at 80 columns. */
class PgnWriterTest {

    @Test
    void theSevenTagRosterComesFirstWithQuestionMarksForWhatIsUnknown() {
        String pgn = PgnWriter.write(Map.of(), Fen.STANDARD, List.of("f3", "e5", "g4", "Qh4#"), "0-1", "checkmate");
        assertEquals("[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n"
                + "[Result \"0-1\"]\n[Termination \"checkmate\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n\n", pgn);
    }

    @Test
    void theGamesOwnResultReplacesTheTagsAndOtherTagsFollowTheRoster() {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("WhiteElo", "2700");
        tags.put("Result", "1-0");
        tags.put("White", "A \"quoted\" name");
        String pgn = PgnWriter.write(tags, Fen.STANDARD, List.of(), "*", null);
        assertTrue(pgn.startsWith("[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n"
                + "[White \"A \\\"quoted\\\" name\"]\n[Black \"?\"]\n[Result \"*\"]\n[WhiteElo \"2700\"]\n\n"), pgn);
    }

    @Test
    void aGameFromAnotherStartSaysSoAndNumbersItsMovesFromThere() {
        String fen = "4k3/8/8/8/8/8/4P3/4K3 b - - 0 12";
        String pgn = PgnWriter.write(Map.of(), fen, List.of("Kd7", "e4"), "*", null);
        assertTrue(pgn.contains("[SetUp \"1\"]\n[FEN \"" + fen + "\"]\n"), pgn);
        assertTrue(pgn.endsWith("\n12... Kd7 13. e4 *\n\n"), pgn);
    }

    @Test
    void noLineOfMoveTextIsLongerThanEightyColumns() {
        String pgn = PgnWriter.write(Map.of(), Fen.STANDARD, Collections.nCopies(120, "Nf3"), "*", null);
        String moveText = pgn.substring(pgn.indexOf("\n\n") + 2);
        for (String line : moveText.split("\n")) assertTrue(line.length() <= PgnWriter.WIDTH, line);
        assertTrue(moveText.split("\n").length > 5, "wrapped");
    }
}
