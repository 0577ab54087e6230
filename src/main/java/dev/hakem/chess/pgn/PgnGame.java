package dev.hakem.chess.pgn;

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
 */
public record PgnGame(Map<String, String> tags, List<String> moves, String result) {

    public PgnGame {
        tags = Collections.unmodifiableMap(new LinkedHashMap<>(tags));
        moves = List.copyOf(moves);
    }

    /** The value of a tag, or null. */
    public String tag(String name) {
        return tags.get(name);
    }
}
