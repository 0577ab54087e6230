package dev.hakem.api.i18n;

import java.util.List;
import java.util.Locale;

/** The languages the service speaks: English (the default) and Turkish, chosen by Accept-Language. */
public enum Lang {
    EN("en"), TR("tr");

    private static final List<String> TAGS = List.of("en", "tr");

    private final String tag;

    Lang(String tag) {
        this.tag = tag;
    }

    /** The BCP 47 tag, as sent in Content-Language. */
    public String tag() {
        return tag;
    }

    /** Turkish when the client prefers it to English (Accept-Language: tr, tr-TR;q=0.9...), English otherwise. */
    public static Lang of(String acceptLanguage) {
        if (acceptLanguage == null || acceptLanguage.isBlank() || acceptLanguage.length() > 1000) return EN;
        try {
            String tag = Locale.lookupTag(Locale.LanguageRange.parse(acceptLanguage), TAGS);
            return "tr".equals(tag) ? TR : EN;
        } catch (IllegalArgumentException e) {
            return EN;
        }
    }
}
