package dev.hakem.chess.notation;

import dev.hakem.chess.Move;
import dev.hakem.chess.Position;
import dev.hakem.chess.text.Phrase;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Reads a move written either in UCI ("g1f3", "e7e8q", "e1h1") or in SAN ("Nf3", "O-O"). */
public final class Notation {
    private Notation() {}

    private static final Pattern UCI = Pattern.compile("[a-h][1-8][a-h][1-8][qrbn]?");

    /**
     * The move (with its SAN, UCI and the position after it) and what the lenient SAN reader forgave
     * (keys {@code move.forgiven.*}).
     */
    public record Parsed(MoveInfo info, List<Phrase> forgiven) {
        public Move move() {
            return info.move();
        }
    }

    public static Parsed parse(Position p, String text, boolean lenient) throws MoveError {
        if (text == null) throw MoveError.syntax("", "empty");
        String s = text;
        List<Phrase> forgiven = List.of();
        if (!s.isEmpty() && (isSpace(s.charAt(0)) || isSpace(s.charAt(s.length() - 1)))) {
            String inner = strip(s);
            if (inner.isEmpty()) throw MoveError.syntax(text, "empty");
            if (!lenient) throw MoveError.syntax(text, "surrounding_space");
            forgiven = List.of(Phrase.of("move.forgiven.surrounding_space"));
            s = inner;
        }
        if (UCI.matcher(s).matches()) return new Parsed(MoveInfo.of(p, Uci.parse(p, s)), forgiven);
        Matcher checked;
        if (mayBeCheckedUci(s) && (checked = UCI_CHECKED.matcher(s)).matches()) {
            // "g4g3+": UCI has no check marks, and SAN would read it as a pawn move from g4.
            if (!lenient) throw MoveError.syntax(text, "uci_check_mark");
            return new Parsed(MoveInfo.of(p, Uci.parse(p, checked.group(1))),
                    join(forgiven, Phrase.of("move.forgiven.uci_check_mark", checked.group(2))));
        }
        San.Parsed san = San.parse(p, s, lenient);
        return new Parsed(san.info(), forgiven.isEmpty() ? san.forgiven() : join(forgiven, san.forgiven()));
    }

    private static final Pattern UCI_CHECKED = Pattern.compile("([a-h][1-8][a-h][1-8][qrbn]?)([+#]{1,2})");

    /** A cheap test before the pattern, so that SAN moves are not matched against it: "g4g3+" has digits at 1 and 3. */
    private static boolean mayBeCheckedUci(String s) {
        int n = s.length();
        if (n < 5 || n > 7) return false;
        char last = s.charAt(n - 1);
        return (last == '+' || last == '#') && Character.isDigit(s.charAt(1)) && Character.isDigit(s.charAt(3));
    }

    /** White space, the no-break spaces among it (U+00A0, U+2007, U+202F). */
    static boolean isSpace(char c) {
        return Character.isWhitespace(c) || c == '\u00A0' || c == '\u2007' || c == '\u202F';
    }

    private static String strip(String s) {
        int start = 0, end = s.length();
        while (start < end && isSpace(s.charAt(start))) start++;
        while (end > start && isSpace(s.charAt(end - 1))) end--;
        return s.substring(start, end);
    }

    private static List<Phrase> join(List<Phrase> first, Phrase more) {
        return join(first, List.of(more));
    }

    private static List<Phrase> join(List<Phrase> first, List<Phrase> more) {
        List<Phrase> all = new ArrayList<>(first);
        all.addAll(more);
        return List.copyOf(all);
    }
}
