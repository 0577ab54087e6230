package dev.hakem.api;

import dev.hakem.chess.Phrase;
import dev.hakem.chess.Wording;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Every human message of the service, in English and Turkish, from the UTF-8 bundles
 * {@code messages/<family>_<lang>.properties}, worded by the core's {@link Wording} (the rules
 * family holds the core's own messages). The bundles are read as plain resources, which native
 * images keep (quarkus.native.resources.includes).
 */
public final class Messages {
    private Messages() {}

    /** The bundle families; each exists in every language with the same keys (a test checks). */
    static final List<String> FAMILIES = List.of("api", "highlights", "rules");

    private static final Map<Lang, Wording> WORDINGS = new EnumMap<>(Lang.class);

    static {
        for (Lang lang : Lang.values()) WORDINGS.put(lang, Wording.of(lang.tag(), FAMILIES));
    }

    static Map<String, String> load(String family, Lang lang) {
        return Wording.bundle(family, lang.tag());
    }

    static boolean has(Lang lang, String key) {
        return WORDINGS.get(lang).has(key);
    }

    /** The template of {@code key} filled with the arguments; a missing key is a bug, reported by its name. */
    public static String text(Lang lang, String key, Object... args) {
        Object[] worded = args.clone();
        for (int i = 0; i < worded.length; i++)
            if (worded[i] instanceof Fallback f) worded[i] = has(lang, f.phrase().key()) ? f.phrase() : f.english();
        return WORDINGS.get(lang).text(key, worded);
    }

    /** A core phrase with its English text, worded from the bundles when they have its key, else in English. */
    record Fallback(Phrase phrase, String english) {}

    static Fallback orEnglish(Phrase phrase, String english) {
        return new Fallback(phrase, english);
    }

    /** Core phrases in the language; their English texts as they are. */
    static List<String> texts(Lang lang, List<Phrase> phrases, List<String> english) {
        if (lang == Lang.EN || phrases == null || phrases.size() != english.size()) return english;
        List<String> out = new java.util.ArrayList<>(phrases.size());
        for (int i = 0; i < phrases.size(); i++)
            out.add(has(lang, phrases.get(i).key()) ? text(lang, phrases.get(i)) : english.get(i));
        return out;
    }

    public static String text(Lang lang, Phrase phrase) {
        return text(lang, phrase.key(), phrase.args().toArray());
    }
}
