package dev.hakem.api.i18n;

import dev.hakem.chess.text.Phrase;
import dev.hakem.chess.text.Wording;
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
    public static final List<String> FAMILIES = List.of("api", "highlights", "rules");

    private static final Map<Lang, Wording> WORDINGS = new EnumMap<>(Lang.class);

    static {
        for (Lang lang : Lang.values()) WORDINGS.put(lang, Wording.of(lang.tag(), FAMILIES));
    }

    public static Map<String, String> load(String family, Lang lang) {
        return Wording.bundle(family, lang.tag());
    }

    public static boolean has(Lang lang, String key) {
        return WORDINGS.get(lang).has(key);
    }

    /** The template of {@code key} filled with the arguments; a missing key is a bug, reported by its name. */
    public static String text(Lang lang, String key, Object... args) {
        return WORDINGS.get(lang).text(key, args);
    }

    public static String text(Lang lang, Phrase phrase) {
        return text(lang, phrase.key(), phrase.args().toArray());
    }
}
