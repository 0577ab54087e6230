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
 */
public record PgnGame(Map<String, String> tags, List<String> moves, String result, List<Phrase> warnings) {

    public PgnGame {
        tags = Collections.unmodifiableMap(new LinkedHashMap<>(tags));
        moves = List.copyOf(moves);
        warnings = List.copyOf(warnings);
    }

    public PgnGame(Map<String, String> tags, List<String> moves, String result) {
        this(tags, moves, result, List.of());
    }

    /** The value of a tag, or null. */
    public String tag(String name) {
        return tags.get(name);
    }
}
