package dev.hakem.api.problem;

import dev.hakem.api.i18n.Lang;
import dev.hakem.api.i18n.Messages;
import dev.hakem.chess.text.Phrase;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The one place where the user's text a problem carries back is shortened: every text argument of
 * its detail and items (nested phrases included), every text member (move, fen...) and every item's
 * field, cut at {@link #MAX} characters with an ellipsis. A megabyte move is quoted as its first
 * hundred characters, not whole. (Messages quote shorter still where they choose, with
 * {@link Problems#abbreviate}.)
 */
final class Echoes {
    private Echoes() {}

    /** Longer than any FEN the service writes and any move or name a client means. */
    static final int MAX = 100;

    static String text(String s) {
        if (s == null || s.length() <= MAX) return s;
        // Not between the two halves of a surrogate pair.
        int end = Character.isHighSurrogate(s.charAt(MAX - 1)) ? MAX - 1 : MAX;
        return s.substring(0, end) + "…";
    }

    static Phrase phrase(Phrase p) {
        if (p == null) return null;
        List<Object> args = null;
        for (int i = 0; i < p.args().size(); i++) {
            Object arg = p.args().get(i);
            Object bounded = arg instanceof String s ? text(s) : arg instanceof Phrase nested ? phrase(nested) : arg;
            if (bounded != arg) {
                if (args == null) args = new ArrayList<>(p.args());
                args.set(i, bounded);
            }
        }
        return args == null ? p : new Phrase(p.key(), args);
    }

    static List<Problem.Item> items(List<Problem.Item> items) {
        if (items == null) return null;
        List<Problem.Item> out = new ArrayList<>(items.size());
        for (Problem.Item item : items) {
            Phrase phrase = phrase(item.phrase());
            String message = phrase == item.phrase() ? item.message() : Messages.text(Lang.EN, phrase);
            out.add(new Problem.Item(item.code(), text(item.field()), message, phrase));
        }
        return out;
    }

    static Map<String, Object> members(Map<String, Object> members) {
        if (members == null) return null;
        Map<String, Object> out = new LinkedHashMap<>();
        members.forEach((name, value) -> out.put(name, value instanceof String s ? text(s) : value));
        return out;
    }
}
