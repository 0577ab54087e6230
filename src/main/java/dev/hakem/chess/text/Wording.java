package dev.hakem.chess.text;

import dev.hakem.chess.board.Color;
import dev.hakem.chess.board.Role;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;

/**
 * {@link Phrase}s worded in one language, from the UTF-8 bundles
 * {@code messages/<family>_<language>.properties} on the class path. The core's own messages are
 * in the family {@code rules}; {@link #english(Phrase)} is how the core says them in English, so
 * that the bundle is the only place a message is written.
 *
 * <p>Templates name their arguments {@code {0}}, {@code {1}}... and are filled literally in one
 * pass, not by java.text.MessageFormat, whose quoting would eat Turkish apostrophes ("e8'de"), and
 * so that an argument containing "{1}" is never read as a template. A {@link Role} or
 * {@link Color} argument is worded by its {@code role.*} or {@code color.*} key, a nested phrase
 * by its own template. The bundles are read as plain resources, which native images keep when
 * they are included as resources.
 */
public final class Wording {

    /** The family of the core's messages ({@code fen.*}, {@code move.*}, {@code pgn.*}...). */
    public static final String RULES = "rules";

    private final String language;
    private final Map<String, String> templates;

    private Wording(String language, Map<String, String> templates) {
        this.language = language;
        this.templates = templates;
    }

    /**
     * The templates of the families in the language (a tag such as "en"); a family given later
     * overrides a key of an earlier one.
     *
     * @throws IllegalStateException when a bundle is missing
     */
    public static Wording of(String language, List<String> families) {
        Map<String, String> all = new HashMap<>();
        for (String family : families) all.putAll(bundle(family, language));
        return new Wording(language, Map.copyOf(all));
    }

    /** The core's messages in English. */
    public static Wording english() {
        return English.RULES;
    }

    /** The phrase in English, as the core says it ({@link Exception#getMessage()} and the like). */
    public static String english(Phrase phrase) {
        return English.RULES.word(phrase);
    }

    /** Loaded on first use, so that code that never words a message never reads the bundle. */
    private static final class English {
        static final Wording RULES = of("en", List.of(Wording.RULES));
    }

    /**
     * One bundle as written, key to template.
     *
     * @throws IllegalStateException when the resource is missing
     */
    public static Map<String, String> bundle(String family, String language) {
        String name = "messages/" + family + "_" + language + ".properties";
        try (InputStream in = Wording.class.getClassLoader().getResourceAsStream(name)) {
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

    public String language() {
        return language;
    }

    /** Whether the bundles have a template for the key. */
    public boolean has(String key) {
        return templates.containsKey(key);
    }

    /** Every key and its template. */
    public Map<String, String> templates() {
        return templates;
    }

    public String word(Phrase phrase) {
        return text(phrase.key(), phrase.args().toArray());
    }

    /**
     * The template of {@code key} filled with the arguments. A missing key is a bug and is worded
     * as the key itself, so that it shows rather than fails the answer; a placeholder without an
     * argument stays as written.
     */
    public String text(String key, Object... args) {
        String template = templates.getOrDefault(key, key);
        if (args.length == 0 || template.indexOf('{') < 0) return template;
        StringBuilder out = new StringBuilder(template.length() + 32);
        int i = 0;
        while (i < template.length()) {
            char c = template.charAt(i);
            int close = c == '{' ? template.indexOf('}', i) : -1;
            if (close > i + 1 && close <= i + 3 && isIndex(template, i + 1, close)) {
                int n = Integer.parseInt(template, i + 1, close, 10);
                out.append(n < args.length ? argument(args[n]) : template.substring(i, close + 1));
                i = close + 1;
            } else {
                out.append(c);
                i++;
            }
        }
        return out.toString();
    }

    private static boolean isIndex(String s, int from, int to) {
        for (int i = from; i < to; i++) if (s.charAt(i) < '0' || s.charAt(i) > '9') return false;
        return true;
    }

    private String argument(Object arg) {
        if (arg instanceof Role r) return text("role." + r.label());
        if (arg instanceof Color c) return text("color." + c.label());
        if (arg instanceof Phrase p) return word(p);
        return String.valueOf(arg);
    }
}
