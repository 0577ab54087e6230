package dev.hakem.api;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.PropertyResourceBundle;
import java.util.ResourceBundle;

/**
 * The messages the highlight API carries, in English and Turkish, from the bundles
 * messages/highlights_en.properties and messages/highlights_tr.properties (UTF-8). The bundles are
 * read as plain resources, which native images keep (quarkus.native.resources.includes).
 */
final class HighlightMessages {
    private HighlightMessages() {}

    static final String ENGLISH = "en", TURKISH = "tr";
    static final List<String> LANGUAGES = List.of(ENGLISH, TURKISH);

    private static final ResourceBundle EN = load(ENGLISH);
    private static final ResourceBundle TR = load(TURKISH);

    static ResourceBundle load(String language) {
        String name = "messages/highlights_" + language + ".properties";
        try (InputStream in = HighlightMessages.class.getClassLoader().getResourceAsStream(name)) {
            if (in == null) throw new IllegalStateException("missing resource " + name);
            return new PropertyResourceBundle(new InputStreamReader(in, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Turkish when the client prefers it (Accept-Language: tr...), English otherwise. */
    static String language(String acceptLanguage) {
        if (acceptLanguage == null || acceptLanguage.isBlank()) return ENGLISH;
        try {
            String tag = Locale.lookupTag(Locale.LanguageRange.parse(acceptLanguage), LANGUAGES);
            return TURKISH.equals(tag) ? TURKISH : ENGLISH;
        } catch (IllegalArgumentException e) {
            return ENGLISH;
        }
    }

    static String message(String language, String code) {
        return (TURKISH.equals(language) ? TR : EN).getString(code);
    }
}
