package dev.hakem.chess;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One language's templates for {@link Phrase}s, read from messages/rules_LANG.properties, and the
 * wording of a phrase with them: each {@code {n}} becomes the n-th argument, in one pass (so an
 * argument that itself contains "{1}" stays as it is), a {@link Role} or {@link Color} worded by
 * its {@code role.*} or {@code color.*} key, anything else as its text.
 */
final class PhraseTemplates {
    static final Pattern PLACEHOLDER = Pattern.compile("\\{(\\d+)}");

    private final String resource;
    private final Map<String, String> templates;
    private final List<String> duplicateKeys;

    private PhraseTemplates(String resource, Map<String, String> templates, List<String> duplicateKeys) {
        this.resource = resource;
        this.templates = templates;
        this.duplicateKeys = duplicateKeys;
    }

    static PhraseTemplates load(String language) {
        String resource = "messages/rules_" + language + ".properties";
        try (InputStream in = PhraseTemplates.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) throw new IllegalStateException("missing resource " + resource);
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            Properties p = new Properties();
            p.load(new java.io.StringReader(text));
            Map<String, String> templates = new TreeMap<>();
            for (String key : p.stringPropertyNames()) templates.put(key, p.getProperty(key));
            return new PhraseTemplates(resource, templates, duplicateKeys(text));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Keys given more than once (Properties keeps the last silently). */
    private static List<String> duplicateKeys(String text) {
        TreeSet<String> seen = new TreeSet<>();
        List<String> twice = new ArrayList<>();
        for (String line : text.split("\n")) {
            String l = line.strip();
            if (l.isEmpty() || l.startsWith("#") || l.startsWith("!") || l.indexOf('=') < 0) continue;
            String key = l.substring(0, l.indexOf('=')).strip();
            if (!seen.add(key)) twice.add(key);
        }
        return twice;
    }

    Map<String, String> templates() {
        return templates;
    }

    List<String> duplicateKeys() {
        return duplicateKeys;
    }

    boolean has(String key) {
        return templates.containsKey(key);
    }

    /** The template of the key; fails naming the bundle when it has none. */
    String template(String key) {
        String t = templates.get(key);
        if (t == null) throw new AssertionError(resource + " has no key " + key);
        return t;
    }

    /** The phrase in this language; fails when the template names an argument the phrase lacks. */
    String render(Phrase phrase) {
        String template = template(phrase.key());
        Matcher m = PLACEHOLDER.matcher(template);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            int index = Integer.parseInt(m.group(1));
            if (index >= phrase.args().size())
                throw new AssertionError(resource + " " + phrase.key() + " uses {" + index + "} but " + phrase + " has "
                        + phrase.args().size() + " arguments");
            m.appendReplacement(out, Matcher.quoteReplacement(word(phrase.args().get(index))));
        }
        m.appendTail(out);
        return out.toString();
    }

    private String word(Object arg) {
        if (arg instanceof Role r) return template("role." + r.name().toLowerCase(Locale.ROOT));
        if (arg instanceof Color c) return template("color." + c.name().toLowerCase(Locale.ROOT));
        return String.valueOf(arg);
    }

    /** The argument indexes a template uses. */
    static TreeSet<Integer> placeholders(String template) {
        TreeSet<Integer> out = new TreeSet<>();
        Matcher m = PLACEHOLDER.matcher(template);
        while (m.find()) out.add(Integer.parseInt(m.group(1)));
        return out;
    }
}
