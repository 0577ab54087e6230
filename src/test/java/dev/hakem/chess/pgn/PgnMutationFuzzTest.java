package dev.hakem.chess.pgn;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.hakem.Fuzz;
import dev.hakem.chess.Fen;
import dev.hakem.chess.FenResult;
import dev.hakem.chess.Position;
import dev.hakem.verdict.Replay;
import dev.hakem.verdict.RuleSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Real games, damaged: tokens deleted, duplicated and swapped, characters flipped, texts cut short,
 * variations and comments nested and left open. The reader answers with a game or a {@link PgnError}
 * that points inside the text, and a game it reads replays to a result or a typed illegal move.
 */
class PgnMutationFuzzTest {
    static final String PGN_ALPHABET = "(){}[];%$\"\\.!?+#=xX:O0-123456789abcdefghKQRBNP */\n\t";

    static List<String> realGames() throws Exception {
        List<String> games = new ArrayList<>();
        for (String file : RealGamesTest.FILES) {
            for (String game : RealGamesTest.resource(file).split("\\R\\s*\\R(?=\\[)")) {
                if (!game.isBlank()) games.add(game.strip());
            }
        }
        return games;
    }

    @Test
    void mutatedGamesAreReadOrRefusedWithAPlace() throws Exception {
        List<String> games = realGames();
        assertTrue(games.size() > 900, "the real games are there: " + games.size());
        Random r = Fuzz.random("pgn");
        int tries = Fuzz.tries(3000), read = 0, refused = 0;
        for (int i = 0; i < tries; i++) {
            String text = Fuzz.mutate(r, games.get(r.nextInt(games.size())), PGN_ALPHABET);
            if (check(text, "case " + i + " (seed " + Fuzz.seed() + ")")) read++;
            else refused++;
        }
        // Both outcomes must be common, or the mutations are too weak (or too strong) to test anything.
        assertTrue(read > tries / 10 && refused > tries / 10, "read " + read + ", refused " + refused);
    }

    @Test
    void deepAndUnclosedNestingIsRefusedOrSkipped() {
        String head = "[Event \"x\"]\n\n1. e4 e5 ";
        for (String text : List.of(head + "(".repeat(100_000) + " *", head + "(1... d5 ".repeat(20_000) + ")".repeat(20_000) + " *",
                head + "{".repeat(100_000) + " *", head + "(".repeat(50_000) + ")".repeat(50_000) + " 2. Nf3 *",
                head + "$" + "9".repeat(5_000) + " *", head + ";".repeat(100_000), "%".repeat(100_000),
                "[" + "Event \"".repeat(20_000) + "\n1. e4 *", head + "1.".repeat(100_000) + " *")) {
            check(text, "nesting " + text.substring(head.length(), Math.min(text.length(), head.length() + 20)));
        }
    }

    /** True when the text was read as a game. */
    private static boolean check(String text, String where) {
        PgnGame game;
        try {
            game = PgnReader.read(text);
        } catch (PgnError e) {
            assertTrue(e.line() >= 1 && e.column() >= 1, () -> "place of " + e + "; " + where);
            long lines = text.lines().count() + 1;
            assertTrue(e.line() <= lines, () -> "line " + e.line() + " of " + lines + "; " + where);
            assertFalse(e.message().isBlank(), where);
            return false;
        } catch (RuntimeException | StackOverflowError e) {
            fail("PgnReader threw " + e + " on " + where + ":\n" + text.substring(0, Math.min(text.length(), 2000)), e);
            return false;
        }
        assertTrue(game.moves().size() <= PgnReader.DEFAULT_MAX_PLIES, where);
        Position start = Position.start();
        String fen = game.tag("FEN");
        if (fen != null) {
            if (!(Fen.read(fen) instanceof FenResult.Valid v)) return true;
            start = v.position();
        }
        try {
            Replay.play(start, game.moves(), RuleSet.FIDE, true);
        } catch (Replay.IllegalMove e) {
            assertTrue(e.ply() >= 1 && e.ply() <= game.moves().size(), where);
        } catch (RuntimeException e) {
            fail("replay threw " + e + " on " + where + ": " + game.moves(), e);
        }
        return true;
    }
}
