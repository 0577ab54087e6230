package dev.hakem.api.request;

import dev.hakem.api.problem.Problem;
import dev.hakem.api.problem.ProblemException;
import dev.hakem.api.problem.Problems;
import dev.hakem.chess.Fen;
import dev.hakem.chess.FenProblem;
import dev.hakem.chess.FenResult;
import dev.hakem.chess.Variant;
import dev.hakem.chess.text.Phrase;
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
            throw ProblemException.badRequest("missing_parameter", "detail.fen_required", parameter);
        FenResult result = Fen.read(fen, variant);
        List<Problem.Item> warnings = items(result.warnings());
        if (result instanceof FenResult.Valid v) return new LoadedPosition(v.position(), warnings);
        List<Problem.Item> errors = items(((FenResult.Invalid) result).errors());
        Phrase first = errors.get(0).phrase();
        Phrase detail = errors.size() == 1 ? Phrase.of("detail.fen_one", first)
                : Phrase.of("detail.fen_many", errors.size(), first);
        throw new ProblemException(400, "invalid_fen", detail, errors, warnings.isEmpty() ? null : warnings, null);
    }

    /** The variant parameter or member: standard (the default, also when absent) or chess960. */
    public static Variant variant(String text) {
        if (text == null) return Variant.STANDARD;
        Variant v = Variant.fromLabel(text.strip().toLowerCase(Locale.ROOT));
        if (v == null)
            throw new ProblemException(400, "unknown_variant", Phrase.of("detail.unknown_variant", Problems.abbreviate(text)),
                    List.of(Problem.Item.of("unknown_variant", "variant", Phrase.of("item.unknown_variant"))), null, null);
        return v;
    }

    /** A yes-or-no parameter: true or false, false when absent; anything else is a 400 invalid_parameter. */
    public static boolean bool(String text, String parameter) {
        if (text == null || text.equals("false")) return false;
        if (text.equals("true")) return true;
        throw ProblemException.badRequest("invalid_parameter", "detail.parameter_boolean", parameter, Problems.abbreviate(text));
    }

    public static int integer(String text, String parameter, int min, int max) {
        if (text == null)
            throw ProblemException.badRequest("missing_parameter", "detail.parameter_required", parameter);
        Long read = asciiInteger(text.strip());
        if (read == null)
            throw ProblemException.badRequest("invalid_parameter", "detail.parameter_integer", parameter, Problems.abbreviate(text));
        long value = read;
        if (value < min || value > max)
            throw ProblemException.badRequest("parameter_out_of_range", "detail.parameter_range", parameter, min, max,
                    Problems.abbreviate(text.strip()));
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
