package dev.hakem.api.position;

import dev.hakem.api.problem.Problems;
import java.util.Locale;

/**
 * Which parts of a move answer are written: the default is all of them; {@code Prefer: return=minimal}
 * (RFC 7240) leaves every part out, and the {@code include} parameter names the parts wanted
 * (comma-separated; given empty, it counts as not given). What always stays: the move as played (UCI, SAN, squares, piece
 * and flags), the new FEN, status, result, termination, repetitions, claims, warnings and the resume
 * point.
 *
 * <ul>
 *   <li>{@code legalMoves}: the legal moves of the new position;</li>
 *   <li>{@code spoken}: the words for screen readers of the move played (and of the legal moves);</li>
 *   <li>{@code summary}: the verdict in words and the rule that ended the game ({@code summary}, {@code rule});</li>
 *   <li>{@code details}: rules, turn, the clocks, check and checkers, checkmate, stalemate and the
 *       insufficient-material flag.</li>
 * </ul>
 */
public final class Include {
    private static final int LEGAL_MOVES = 1, SPOKEN = 2, SUMMARY = 4, DETAILS = 8;
    private static final String NAMES = "legalMoves, spoken, summary, details";

    public static final Include ALL = new Include(LEGAL_MOVES | SPOKEN | SUMMARY | DETAILS, false);

    private final int parts;
    private final boolean minimalPreferred;

    private Include(int parts, boolean minimalPreferred) {
        this.parts = parts;
        this.minimalPreferred = minimalPreferred;
    }

    /**
     * The parts a request asks for: {@code include} when given, else none under {@code Prefer:
     * return=minimal}, else all; an unknown part is a 400 problem naming the parameter.
     */
    public static Include of(String include, String prefer) {
        boolean minimal = prefersMinimal(prefer);
        // An empty parameter is as good as none: HTTP stacks and clients do not tell ?include= from no parameter.
        if (include == null || include.isBlank()) return minimal ? new Include(0, true) : ALL;
        int parts = 0;
        for (String name : include.split(",", -1)) {
            String n = name.strip();
            if (n.isEmpty()) continue;
            parts |= switch (n) {
                case "legalMoves" -> LEGAL_MOVES;
                case "spoken" -> SPOKEN;
                case "summary" -> SUMMARY;
                case "details" -> DETAILS;
                default -> throw Problems.unknownInclude(NAMES, n);
            };
        }
        return new Include(parts, minimal);
    }

    /** Whether a Prefer header holds return=minimal (RFC 7240: preferences separated by commas, parameters by semicolons). */
    static boolean prefersMinimal(String prefer) {
        if (prefer == null) return false;
        for (String preference : prefer.split(",")) {
            String token = preference.split(";", 2)[0].strip().toLowerCase(Locale.ROOT).replace(" ", "");
            if (token.equals("return=minimal") || token.equals("return=\"minimal\"")) return true;
        }
        return false;
    }

    /** Whether the answer honours a return=minimal preference, to be echoed in Preference-Applied. */
    public boolean minimalPreferred() {
        return minimalPreferred;
    }

    public boolean all() {
        return parts == ALL.parts;
    }

    public boolean legalMoves() {
        return (parts & LEGAL_MOVES) != 0;
    }

    public boolean spoken() {
        return (parts & SPOKEN) != 0;
    }

    public boolean summary() {
        return (parts & SUMMARY) != 0;
    }

    public boolean details() {
        return (parts & DETAILS) != 0;
    }
}
