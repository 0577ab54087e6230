package dev.hakem.chess.notation;

/**
 * The dashes word processors and sites put where chess text has a hyphen-minus ({@code 0–0–0},
 * {@code O‑O}, {@code 1–0}): hyphen, non-breaking hyphen, figure, en and em dashes, the minus sign
 * and their small and full-width forms.
 */
public final class Dashes {
    private Dashes() {}

    public static final String TYPOGRAPHIC = "\u2010\u2011\u2012\u2013\u2014\u2015\u2212\uFE63\uFF0D";

    public static boolean isTypographic(char c) {
        return TYPOGRAPHIC.indexOf(c) >= 0;
    }

    /** The text with each typographic dash replaced by a hyphen-minus (the same string when it has none). */
    public static String plain(String s) {
        StringBuilder sb = null;
        for (int i = 0; i < s.length(); i++) {
            if (!isTypographic(s.charAt(i))) continue;
            if (sb == null) sb = new StringBuilder(s);
            sb.setCharAt(i, '-');
        }
        return sb == null ? s : sb.toString();
    }
}
