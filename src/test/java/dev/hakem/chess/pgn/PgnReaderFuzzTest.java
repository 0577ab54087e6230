package dev.hakem.chess.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.hakem.chess.Fen;
import dev.hakem.chess.FenResult;
import dev.hakem.chess.Position;
import dev.hakem.chess.Variant;
import dev.hakem.chess.notation.MoveError;
import dev.hakem.chess.notation.MoveReader;
import dev.hakem.chess.notation.Notation;
import dev.hakem.chess.text.Wording;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Tag;

/**
 * Coverage-guided fuzzing of the PGN reader ({@code ./mvnw verify -Pfuzz}; every build replays
 * {@code PgnReaderFuzzTestInputs}). The contract, for any text:
 * <ul>
 *   <li>the reader answers a game or a {@link PgnError} with a line and column inside the text and a
 *       message the bundle words; never more moves than its bound;</li>
 *   <li>reading one game and reading all agree: a text read as one game is read as exactly that game;</li>
 *   <li>the moves of a game, replayed leniently from its start, written back as PGN and read again, are
 *       the same moves (in canonical SAN) and reach the same positions, read strictly; its tags come back
 *       with the same values.</li>
 * </ul>
 */
@Tag("jazzer")
class PgnReaderFuzzTest {

    private static final int MAX_PLIES = 300;
    private static final Wording ENGLISH = Wording.english();
    /** Tags the writer sets from the game itself. */
    private static final Set<String> WRITTEN_FROM_GAME = Set.of("Result", "FEN", "SetUp", "Termination", "Variant");

    @FuzzTest
    void pgn(byte[] input) throws PgnError {
        String text = new String(input, StandardCharsets.UTF_8);
        PgnGame game;
        try {
            game = PgnReader.read(text, MAX_PLIES);
        } catch (PgnError e) {
            refusal(text, e);
            try {
                PgnReader.readAll(text, MAX_PLIES);
            } catch (PgnError all) {
                refusal(text, all);
            }
            return;
        }
        assertTrue(game.moves().size() <= MAX_PLIES);
        List<PgnGame> all = PgnReader.readAll(text, MAX_PLIES);
        assertEquals(1, all.size(), "read as one game, read as several");
        assertEquals(game.moves(), all.get(0).moves());
        assertEquals(game.tags(), all.get(0).tags());
        game.warnings().forEach(w -> assertTrue(ENGLISH.has(w.key()), w.key()));
        roundTrip(game);
    }

    private static void refusal(String text, PgnError e) {
        assertTrue(ENGLISH.has(e.phrase().key()), e.phrase().key());
        long lines = text.chars().filter(c -> c == '\n').count() + 1;
        assertTrue(e.line() >= 1 && e.line() <= lines, () -> "line " + e.line() + " of " + lines);
        assertTrue(e.column() >= 1, () -> "column " + e.column());
    }

    private static void roundTrip(PgnGame game) throws PgnError {
        String tagged = game.tag("Variant");
        Variant variant = tagged == null ? Variant.STANDARD : Variant.fromPgnTag(tagged);
        if (variant == null) return;
        String fen = game.tag("FEN") != null ? game.tag("FEN") : variant == Variant.STANDARD ? Fen.STANDARD : null;
        if (fen == null || !(Fen.read(fen, variant) instanceof FenResult.Valid start)) return;

        List<String> san = new ArrayList<>();
        List<String> positions = new ArrayList<>();
        MoveReader reader = new MoveReader(start.position());
        for (String move : game.moves()) {
            try {
                san.add(reader.play(move, true).info().san());
            } catch (MoveError e) {
                break;
            }
            positions.add(Fen.write(reader.position()));
        }
        String startFen = Fen.write(start.position());
        String written = PgnWriter.write(game.tags(), startFen, san, game.notes().subList(0, Math.min(san.size(),
                game.notes().size())), "*", null, variant);
        PgnGame back = PgnReader.read(written, MAX_PLIES);
        assertEquals(san, back.moves(), written);
        for (Map.Entry<String, String> tag : game.tags().entrySet())
            if (!WRITTEN_FROM_GAME.contains(tag.getKey()))
                assertEquals(tag.getValue(), back.tag(tag.getKey()), () -> "tag " + tag.getKey() + " in " + written);

        Position p = Fen.position(back.tag("FEN") != null ? back.tag("FEN") : Fen.STANDARD, variant);
        MoveReader again = new MoveReader(p);
        for (int i = 0; i < san.size(); i++) {
            Notation.Parsed parsed;
            try {
                parsed = again.play(back.moves().get(i), false);
            } catch (MoveError e) {
                throw new AssertionError("written move refused: " + back.moves().get(i) + " in " + written, e);
            }
            assertEquals(san.get(i), parsed.info().san());
            assertEquals(positions.get(i), Fen.write(again.position()), written);
        }
    }
}
