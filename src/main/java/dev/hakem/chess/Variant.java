package dev.hakem.chess;

import java.util.Locale;

/**
 * The game played: standard chess (FIDE Laws, Articles 1-11) or Chess960 (FIDE Laws, Guidelines
 * II, Chess960 rules), whose only differences are the start position (one of 960 back ranks,
 * see {@link Chess960}) and castling with a rook on any file.
 */
public enum Variant {
    STANDARD("standard"),
    CHESS960("chess960");

    private final String label;

    Variant(String label) {
        this.label = label;
    }

    /** The name clients send and read ({@code standard}, {@code chess960}). */
    public String label() {
        return label;
    }

    /** The variant of a label, or null when the text names none. */
    public static Variant fromLabel(String text) {
        for (Variant v : values()) if (v.label.equals(text)) return v;
        return null;
    }

    /**
     * The variant a PGN's Variant tag names, or null for one this service does not play. Read as
     * programs write it: case and the spaces, hyphens and underscores between words do not matter
     * ("Chess960", "chess 960", "Fischerandom", "Fischer Random", "960").
     */
    public static Variant fromPgnTag(String tag) {
        String s = tag.strip().toLowerCase(Locale.ROOT).replaceAll("[\\s_-]+", "");
        switch (s) {
            case "": case "standard": case "chess": case "normal": case "fromposition":
                return STANDARD;
            case "chess960": case "960": case "fischerandom": case "fischerrandom": case "fischerrandomchess":
            case "frc":
                return CHESS960;
            default:
                return null;
        }
    }
}
