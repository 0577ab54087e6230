package dev.hakem.chess.pgn;

import dev.hakem.chess.text.Phrase;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One game read from PGN.
 *
 * @param tags   the tag pairs, in the order written
 * @param moves  the moves of the main line as written (move numbers, comments, NAGs, glyphs and variations removed)
 * @param result the game-termination marker that ends the move text ("1-0", "0-1", "1/2-1/2", "*"), or null
 *               (typography undone: "½-½" is "1/2-1/2")
 * @param warnings what the reader forgave in the text outside the moves (keys {@code pgn.forgiven.*}): no-break
 *               spaces, a result written with typographic characters
 * @param notes      what the main line says about each move, one per move (empty when the text says nothing)
 * @param variations how many variations the text holds (read and skipped, nested ones included)
 */
public record PgnGame(Map<String, String> tags, List<String> moves, String result, List<Phrase> warnings,
                      List<Notes> notes, int variations) {

    /**
     * The annotations of one main-line move: its comment (the text of the comments after it, clock
     * commands taken out), its NAGs (glyphs such as {@code !?} as their numbers, PGN standard 10), and
     * the clock commands lichess and ChessBase write in comments: {@code [%clk 0:03:12]} (the time left
     * after the move) and {@code [%emt 0:00:07]} (the time the move took).
     */
    public record Notes(String comment, List<Integer> nags, String clock, String elapsed) {
        public static final Notes NONE = new Notes(null, List.of(), null, null);

        public Notes {
            nags = List.copyOf(nags);
        }

        public boolean isEmpty() {
            return comment == null && nags.isEmpty() && clock == null && elapsed == null;
        }
    }

    public PgnGame {
        tags = Collections.unmodifiableMap(new LinkedHashMap<>(tags));
        moves = List.copyOf(moves);
        warnings = List.copyOf(warnings);
        notes = List.copyOf(notes);
    }

    public PgnGame(Map<String, String> tags, List<String> moves, String result, List<Phrase> warnings) {
        this(tags, moves, result, warnings, List.of(), 0);
    }

    public PgnGame(Map<String, String> tags, List<String> moves, String result) {
        this(tags, moves, result, List.of());
    }

    /** The notes of the move at this index of {@link #moves}: none when the text says nothing of it. */
    public Notes notesOf(int index) {
        return index < notes.size() ? notes.get(index) : Notes.NONE;
    }

    /** The value of a tag, or null. */
    public String tag(String name) {
        return tags.get(name);
    }
}
