package dev.hakem.api.request;

import dev.hakem.api.problem.Problem;
import dev.hakem.api.problem.Problems;
import dev.hakem.chess.Fen;
import dev.hakem.chess.FenProblem;
import dev.hakem.chess.FenResult;
import dev.hakem.chess.Variant;
import java.util.List;
import java.util.Locale;

/** Turns request parameters into rule objects, or into a problem that says exactly what is wrong. */
public final class Inputs {
    private Inputs() {}

    public static LoadedPosition position(String fen, String parameter) {
        return position(fen, parameter, Variant.STANDARD);
    }

    /** A FEN of the variant: in Chess960 its castling field is X-FEN or Shredder-FEN. */
    public static LoadedPosition position(String fen, String parameter, Variant variant) {
        if (fen == null)
            throw Problems.missingFen(parameter);
        FenResult result = Fen.read(fen, variant);
        List<Problem.Item> warnings = items(result.warnings());
        if (result instanceof FenResult.Valid v) return new LoadedPosition(v.position(), warnings);
        throw Problems.invalidFen(items(((FenResult.Invalid) result).errors()), warnings);
    }

    /** The variant parameter or member: standard (the default, also when absent) or chess960. */
    public static Variant variant(String text) {
        if (text == null) return Variant.STANDARD;
        Variant v = Variant.fromLabel(text.strip().toLowerCase(Locale.ROOT));
        if (v == null)
            throw Problems.unknownVariant(text);
        return v;
    }

    /** A yes-or-no parameter: true or false, false when absent; anything else is a 400 invalid_parameter. */
    public static boolean bool(String text, String parameter) {
        if (text == null || text.equals("false")) return false;
        if (text.equals("true")) return true;
        throw Problems.notABoolean(parameter, text);
    }

    public static int integer(String text, String parameter, int min, int max) {
        if (text == null)
            throw Problems.missingParameter(parameter);
        Long read = asciiInteger(text.strip());
        if (read == null)
            throw Problems.notAnInteger(parameter, text);
        long value = read;
        if (value < min || value > max)
            throw Problems.parameterOutOfRange(parameter, min, max, text.strip());
        return (int) value;
    }

    /** The most digits read: more are no number of any range, and 18 still fit a long. */
    private static final int MAX_DIGITS = 18;

    /**
     * A whole number written in ASCII digits, with a minus sign or none; null for anything else. The
     * JDK's parsers also take a plus sign and the digits of other scripts (Arabic-Indic, full-width),
     * which no client writes on purpose; nor more than 18 digits.
     */
    public static Long asciiInteger(String text) {
        int start = text.startsWith("-") ? 1 : 0;
        if (text.length() == start || text.length() - start > MAX_DIGITS) return null;
        long value = 0;
        for (int i = start; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') return null;
            value = value * 10 + (c - '0');
        }
        return start == 1 ? -value : value;
    }

    public static List<Problem.Item> items(List<FenProblem> problems) {
        if (problems.isEmpty()) return List.of();
        return problems.stream().map(p -> new Problem.Item(p.code(), p.field(), p.message(), p.phrase())).toList();
    }

}
