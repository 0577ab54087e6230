package dev.hakem.api.i18n;

import dev.hakem.chess.Color;
import dev.hakem.chess.Phrase;
import dev.hakem.chess.Role;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;

/**
 * Every human message of the service, in English and Turkish, from the UTF-8 bundles
 * {@code messages/<family>_<lang>.properties}. Templates name their arguments {0}, {1}... and are
 * filled literally (not by java.text.MessageFormat, whose quoting would eat Turkish apostrophes:
 * "e8'de"). The bundles are read as plain resources, which native images keep
 * (quarkus.native.resources.includes).
 */
public final class Messages {
    private Messages() {}

    /** The bundle families; each exists in every language with the same keys (a test checks). */
    public static final List<String> FAMILIES = List.of("api", "highlights", "rules");

    private static final Map<Lang, Map<String, String>> TEXTS = new EnumMap<>(Lang.class);

    static {
        for (Lang lang : Lang.values()) {
            Map<String, String> all = new HashMap<>();
            for (String family : FAMILIES) all.putAll(load(family, lang));
            TEXTS.put(lang, all);
        }
    }

    public static Map<String, String> load(String family, Lang lang) {
        String name = "messages/" + family + "_" + lang.tag() + ".properties";
        try (InputStream in = Messages.class.getClassLoader().getResourceAsStream(name)) {
            if (in == null) throw new IllegalStateException("missing resource " + name);
            Properties p = new Properties();
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
            Map<String, String> out = new HashMap<>();
            for (String key : p.stringPropertyNames()) out.put(key, p.getProperty(key));
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static boolean has(Lang lang, String key) {
        return TEXTS.get(lang).containsKey(key);
    }

    /** The template of {@code key} filled with the arguments; a missing key is a bug, reported by its name. */
    public static String text(Lang lang, String key, Object... args) {
        String template = TEXTS.get(lang).get(key);
        if (template == null) template = TEXTS.get(Lang.EN).getOrDefault(key, key);
        if (args.length == 0 || template.indexOf('{') < 0) return template;
        StringBuilder out = new StringBuilder(template.length() + 32);
        int i = 0;
        while (i < template.length()) {
            char c = template.charAt(i);
            int close = c == '{' ? template.indexOf('}', i) : -1;
            if (close > i + 1 && close <= i + 3 && isIndex(template, i + 1, close)) {
                int n = Integer.parseInt(template, i + 1, close, 10);
                out.append(n < args.length ? word(lang, args[n]) : template.substring(i, close + 1));
                i = close + 1;
            } else {
                out.append(c);
                i++;
            }
        }
        return out.toString();
    }

    /** A core phrase with its English text, worded from the bundles when they have its key, else in English. */
    public record Fallback(Phrase phrase, String english) {}

    public static Fallback orEnglish(Phrase phrase, String english) {
        return new Fallback(phrase, english);
    }

    /** Core phrases in the language; their English texts as they are. */
    public static List<String> texts(Lang lang, List<Phrase> phrases, List<String> english) {
        if (lang == Lang.EN || phrases == null || phrases.size() != english.size()) return english;
        List<String> out = new java.util.ArrayList<>(phrases.size());
        for (int i = 0; i < phrases.size(); i++)
            out.add(has(lang, phrases.get(i).key()) ? text(lang, phrases.get(i)) : english.get(i));
        return out;
    }

    public static String text(Lang lang, Phrase phrase) {
        return text(lang, phrase.key(), phrase.args().toArray());
    }

    private static boolean isIndex(String s, int from, int to) {
        for (int i = from; i < to; i++) if (s.charAt(i) < '0' || s.charAt(i) > '9') return false;
        return true;
    }

    /** Arguments that are words themselves (pieces, sides, nested phrases) are worded in the language too. */
    private static String word(Lang lang, Object arg) {
        if (arg instanceof Role r) return text(lang, "role." + r.label());
        if (arg instanceof Color c) return text(lang, "color." + c.label());
        if (arg instanceof Phrase p) return text(lang, p);
        if (arg instanceof Fallback f) return has(lang, f.phrase().key()) ? text(lang, f.phrase()) : f.english();
        return String.valueOf(arg);
    }
}
