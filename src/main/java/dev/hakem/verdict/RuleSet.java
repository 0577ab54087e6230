package dev.hakem.verdict;

import java.util.Locale;
import java.util.Optional;

/**
 * The one place where rule sets differ. {@code FIDE} follows the Laws of Chess: threefold
 * repetition and the fifty-move rule are claims, fivefold and seventy-five moves end the game,
 * a dead position ends it. {@code ONLINE} follows how online boards run a game: the third
 * occurrence, the hundredth half-move and the static insufficient-material list end it at once.
 */
public enum RuleSet {
    FIDE("fide", false, false, false),
    ONLINE("online", true, true, true);

    private final String id;
    private final boolean threefoldAutomatic;
    private final boolean fiftyAutomatic;
    private final boolean staticFlagRule;

    RuleSet(String id, boolean threefoldAutomatic, boolean fiftyAutomatic, boolean staticFlagRule) {
        this.id = id;
        this.threefoldAutomatic = threefoldAutomatic;
        this.fiftyAutomatic = fiftyAutomatic;
        this.staticFlagRule = staticFlagRule;
    }

    public String id() {
        return id;
    }

    /** The third occurrence ends the game (online) rather than being claimable (FIDE 9.2). */
    public boolean threefoldAutomatic() {
        return threefoldAutomatic;
    }

    /** The hundredth half-move without capture or pawn move ends the game (online) rather than being claimable (FIDE 9.3). */
    public boolean fiftyAutomatic() {
        return fiftyAutomatic;
    }

    /**
     * A position in which neither side can checkmate by any series of legal moves ends the game
     * (FIDE 5.2.2). The online rules end it only on the static insufficient-material list.
     */
    public boolean deadPositionEndsGame() {
        return this == FIDE;
    }

    /**
     * Flag fall decided by the opponent's material alone (online) rather than by whether the
     * opponent can still checkmate by any series of legal moves (FIDE 6.9).
     */
    public boolean staticFlagRule() {
        return staticFlagRule;
    }

    public static Optional<RuleSet> parse(String text) {
        if (text == null) return Optional.of(FIDE);
        for (RuleSet r : values()) if (r.id.equals(text.strip().toLowerCase(Locale.ROOT))) return Optional.of(r);
        return Optional.empty();
    }
}
