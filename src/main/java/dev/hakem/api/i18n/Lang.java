package dev.hakem.api.i18n;

/** The languages the service speaks: English (the default) and Turkish, chosen by Accept-Language. */
public enum Lang {
    EN("en"), TR("tr");

    private final String tag;

    Lang(String tag) {
        this.tag = tag;
    }

    /** The BCP 47 tag, as sent in Content-Language. */
    public String tag() {
        return tag;
    }

    /**
     * Turkish when the client prefers it to English (Accept-Language: tr, tr-TR;q=0.9...), English
     * otherwise: the RFC 4647 lookup of the JDK over the two tags, without its cost (a long header
     * took it a tenth of a second), read by {@link AcceptLanguage} and remembered for the rest of the
     * request on its thread.
     */
    public static Lang of(String acceptLanguage) {
        if (acceptLanguage == null) return EN;
        Last last = LAST.get();
        if (last != null && last.header.equals(acceptLanguage)) return last.lang;
        Lang lang = AcceptLanguage.choose(acceptLanguage);
        LAST.set(new Last(acceptLanguage, lang));
        return lang;
    }

    /**
     * The last header read on this thread and its language: the several places that word one answer
     * (the resource, the problem mappers, the response filter) read the header once.
     */
    private record Last(String header, Lang lang) {}

    private static final ThreadLocal<Last> LAST = new ThreadLocal<>();
}
