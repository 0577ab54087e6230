package dev.hakem.verdict;

import dev.hakem.chess.text.Phrase;
import java.util.Locale;

/**
 * A time control (base time and increment per move, both in seconds) and its FIDE class
 * (Appendices A.1 and B.1): the time for a game of 60 moves, base + 60 × increment, decides it.
 * At most 10 minutes (600 s): blitz; more than 10 and less than 60 minutes: rapid; 60 minutes
 * (3600 s) or more: standard. An illegal move gives the opponent 1 extra minute in rapid and
 * blitz (A.3, B.3) and 2 minutes in standard.
 */
public record TimeControl(int base, int increment, int estimatedSeconds, Category category,
                          int illegalMovePenaltySeconds) {

    /** Largest base time accepted: one day. */
    public static final int MAX_BASE = 86_400;
    /** Largest increment accepted: one hour. */
    public static final int MAX_INCREMENT = 3_600;

    public enum Category {
        BLITZ, RAPID, STANDARD;

        /** Lower-case English name, as the API writes it. */
        public String label() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /**
     * Classifies base and increment (seconds).
     *
     * @throws InvalidArgumentException when either is out of bounds (base 0..86400, increment
     *                                  0..3600) or both are zero
     */
    public static TimeControl classify(int base, int increment) {
        if (base < 0 || base > MAX_BASE)
            throw new InvalidArgumentException(Phrase.of("clock.base_range.seconds", MAX_BASE, base));
        if (increment < 0 || increment > MAX_INCREMENT)
            throw new InvalidArgumentException(Phrase.of("clock.increment_range", MAX_INCREMENT, increment));
        if (base + increment == 0)
            throw new InvalidArgumentException(Phrase.of("clock.no_time"));
        int estimated = base + 60 * increment;
        Category category = estimated <= 600 ? Category.BLITZ : estimated < 3600 ? Category.RAPID : Category.STANDARD;
        int penalty = category == Category.STANDARD ? 120 : 60;
        return new TimeControl(base, increment, estimated, category, penalty);
    }

    /** The articles that decide the class and the penalty, with the estimate (keys {@code clock.rule.*}). */
    public Phrase rule() {
        return Phrase.of("clock.rule." + category.label(), estimatedSeconds);
    }

    /**
     * Reads the written form "minutes+seconds" ("5+3"); "5|3" and "5 3" are read alike (a '+'
     * sent unencoded in a query string arrives as a space). Whole minutes and seconds only.
     *
     * @throws InvalidArgumentException when the text is not of that form or
     *                                  out of bounds
     */
    public static TimeControl parse(String text) {
        String t = text.strip();
        String[] parts = t.split("\\s*[+|]\\s*|\\s+", -1);
        if (parts.length != 2 || !parts[0].matches("\\d{1,5}") || !parts[1].matches("\\d{1,5}")) {
            String got = t.length() <= 40 ? t : t.substring(0, 40) + "…";
            throw new InvalidArgumentException(Phrase.of("clock.syntax", got));
        }
        int minutes = Integer.parseInt(parts[0]);
        int increment = Integer.parseInt(parts[1]);
        if (minutes > MAX_BASE / 60)
            throw new InvalidArgumentException(Phrase.of("clock.base_range.minutes", MAX_BASE / 60, minutes));
        return classify(minutes * 60, increment);
    }
}
