package dev.hakem.chess.pgn;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a game's main line says about its moves, gathered as the reader meets it: the comments and
 * NAGs after a move belong to it until the next move begins.
 */
final class PgnNotes {

    private static final Pattern CLOCK = Pattern.compile("\\[%clk\\s+([0-9:.]+)\\s*]");
    private static final Pattern ELAPSED = Pattern.compile("\\[%emt\\s+([0-9:.]+)\\s*]");
    /** The move-suffix glyphs and the NAGs they stand for (PGN standard 8.2.3.8). */
    private static final List<String> GLYPHS = List.of("", "!", "?", "!!", "??", "!?", "?!");

    private final List<PgnGame.Notes> notes = new ArrayList<>();
    private StringBuilder comment;
    private List<Integer> nags = new ArrayList<>();

    void comment(String text) {
        if (comment == null) comment = new StringBuilder();
        else comment.append(' ');
        comment.append(text);
    }

    void nag(int nag) {
        nags.add(nag);
    }

    void glyph(String glyph) {
        int nag = GLYPHS.indexOf(glyph);
        if (nag > 0) nags.add(nag);
    }

    /** The notes gathered since the last of {@code moves} moves belong to it; the next move starts afresh. */
    void finish(int moves) {
        if (moves <= notes.size()) return;
        String text = comment == null ? null : comment.toString();
        String clock = null, elapsed = null;
        if (text != null) {
            Matcher m = CLOCK.matcher(text);
            if (m.find()) clock = m.group(1);
            Matcher e = ELAPSED.matcher(text);
            if (e.find()) elapsed = e.group(1);
            text = ELAPSED.matcher(CLOCK.matcher(text).replaceAll("")).replaceAll("").strip().replaceAll("\\s+", " ");
            if (text.isEmpty()) text = null;
        }
        notes.add(new PgnGame.Notes(text, nags, clock, elapsed));
        comment = null;
        nags = new ArrayList<>();
    }

    /** One per move, or none at all when the text said nothing about any move. */
    List<PgnGame.Notes> all() {
        return notes.stream().allMatch(PgnGame.Notes::isEmpty) ? List.of() : List.copyOf(notes);
    }
}
