package dev.hakem.api;

import dev.hakem.chess.Fen;
import dev.hakem.chess.FenProblem;
import dev.hakem.chess.FenResult;
import dev.hakem.chess.Position;
import java.util.List;

/** Turns request parameters into rule objects, or into a problem that says exactly what is wrong. */
final class Inputs {
    private Inputs() {}

    record LoadedPosition(Position position, List<Problem.Item> warnings) {}

    static LoadedPosition position(String fen, String parameter) {
        if (fen == null)
            throw ProblemException.badRequest("missing_parameter", "Missing parameter",
                    "the parameter '" + parameter + "' (a FEN) is required");
        FenResult result = Fen.read(fen);
        List<Problem.Item> warnings = items(result.warnings());
        if (result instanceof FenResult.Valid v) return new LoadedPosition(v.position(), warnings);
        List<Problem.Item> errors = items(((FenResult.Invalid) result).errors());
        String detail = errors.size() == 1 ? "the FEN has a problem: " + errors.get(0).message()
                : "the FEN has " + errors.size() + " problems; the first: " + errors.get(0).message();
        throw new ProblemException(400, "invalid_fen", "Invalid FEN", detail, errors, warnings.isEmpty() ? null : warnings,
                null);
    }

    static int integer(String text, String parameter, int min, int max) {
        if (text == null)
            throw ProblemException.badRequest("missing_parameter", "Missing parameter",
                    "the parameter '" + parameter + "' is required");
        int value;
        try {
            value = Integer.parseInt(text.strip());
        } catch (NumberFormatException e) {
            throw ProblemException.badRequest("invalid_parameter", "Invalid parameter",
                    "the parameter '" + parameter + "' must be a whole number, not '" + abbreviate(text) + "'");
        }
        if (value < min || value > max)
            throw ProblemException.badRequest("parameter_out_of_range", "Parameter out of range",
                    "the parameter '" + parameter + "' must be between " + min + " and " + max + "; got " + value);
        return value;
    }

    static List<Problem.Item> items(List<FenProblem> problems) {
        return problems.stream().map(p -> new Problem.Item(p.code(), p.field(), p.message())).toList();
    }

    static String abbreviate(String s) {
        return s.length() <= 40 ? s : s.substring(0, 40) + "…";
    }
}
