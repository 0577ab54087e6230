package dev.hakem.api.problem;

import dev.hakem.chess.Fen;
import dev.hakem.chess.notation.MoveError;
import dev.hakem.chess.text.Phrase;
import dev.hakem.verdict.Replay;
import dev.hakem.verdict.usecase.GameOver;
import dev.hakem.verdict.usecase.Illegal;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The problems of a request's content, each built in one place: its members and parameters, the
 * positions, moves and games it gives. Those of the service's bounds are {@link LimitProblems}, those
 * of the exchange itself {@link HttpProblems}; a problem is built by one of their factories.
 */
public final class Problems {
    private Problems() {}

    /** Longest text of the user's quoted back in a message. */
    private static final int QUOTE = 40;

    /** 400 invalid_member: a member of the body (or the body itself) is not what the contract says. */
    public static ProblemException invalidMember(String member, Phrase detail) {
        return ProblemException.about(400, "invalid_member", member, detail);
    }

    /** 400 invalid_member for a request without a body. */
    public static ProblemException bodyRequired() {
        return invalidMember("body", Phrase.of("detail.body_required"));
    }

    /** 400 missing_parameter: the FEN parameter {@code parameter} is absent. */
    public static ProblemException missingFen(String parameter) {
        return ProblemException.badRequest("missing_parameter", "detail.fen_required", parameter);
    }

    /** 400 missing_parameter: the parameter {@code parameter} is absent. */
    public static ProblemException missingParameter(String parameter) {
        return ProblemException.badRequest("missing_parameter", "detail.parameter_required", parameter);
    }

    /** 400 missing_parameter: a time control is given neither as control nor as base and increment. */
    public static ProblemException missingTimeControl() {
        return ProblemException.badRequest("missing_parameter", "detail.time_control_missing");
    }

    /** 400 invalid_parameter: {@code text} is neither true nor false. */
    public static ProblemException notABoolean(String parameter, String text) {
        return ProblemException.badRequest("invalid_parameter", "detail.parameter_boolean", parameter, abbreviate(text));
    }

    /** 400 invalid_parameter: {@code text} is not a whole number. */
    public static ProblemException notAnInteger(String parameter, String text) {
        return ProblemException.badRequest("invalid_parameter", "detail.parameter_integer", parameter, abbreviate(text));
    }

    /** 400 parameter_out_of_range: the number {@code text} is not between {@code min} and {@code max}. */
    public static ProblemException parameterOutOfRange(String parameter, int min, int max, String text) {
        return ProblemException.badRequest("parameter_out_of_range", "detail.parameter_range", parameter, min, max,
                abbreviate(text));
    }

    /** 400 invalid_parameter: {@code part} is not one of the parts {@code include} lists ({@code names}). */
    public static ProblemException unknownInclude(String names, String part) {
        return ProblemException.badRequest("invalid_parameter", "detail.include_unknown", names, abbreviate(part));
    }

    /** 400 invalid_parameter, with one item naming the parameter, whose message is {@code detail}. */
    public static ProblemException invalidParameter(String parameter, Phrase detail) {
        return ProblemException.about(400, "invalid_parameter", parameter, detail);
    }

    /** 400 conflicting_parameters, with one item naming {@code parameter}, whose message is {@code detail}. */
    public static ProblemException conflictingParameters(String parameter, Phrase detail) {
        return ProblemException.about(400, "conflicting_parameters", parameter, detail);
    }

    /**
     * 400 invalid_fen: the FEN's {@code errors} (at least one; the detail words the first and counts
     * them), and its {@code warnings}, if any.
     */
    public static ProblemException invalidFen(List<Problem.Item> errors, List<Problem.Item> warnings) {
        Phrase first = errors.get(0).phrase();
        Phrase detail = errors.size() == 1 ? Phrase.of("detail.fen_one", first)
                : Phrase.of("detail.fen_many", errors.size(), first);
        return new ProblemException(400, "invalid_fen", detail, errors, warnings.isEmpty() ? null : warnings, null);
    }

    /** 400 unknown_variant: the variant parameter or member names no variant the service knows. */
    public static ProblemException unknownVariant(String text) {
        return new ProblemException(400, "unknown_variant", Phrase.of("detail.unknown_variant", abbreviate(text)),
                List.of(Problem.Item.of("unknown_variant", "variant", Phrase.of("item.unknown_variant"))), null, null);
    }

    /** 400 unknown_rules: the rules parameter or member names no rule set. */
    public static ProblemException unknownRules(String text) {
        return new ProblemException(400, "unknown_rules", Phrase.of("detail.unknown_rules", abbreviate(text)),
                List.of(Problem.Item.of("unknown_rules", "rules", Phrase.of("item.unknown_rules"))), null, null);
    }

    /** 400 invalid_square: {@code square} names no square. */
    public static ProblemException invalidSquare(String square) {
        return new ProblemException(400, "invalid_square", Phrase.of("detail.invalid_square", abbreviate(square)),
                List.of(Problem.Item.of("invalid_square", "square", Phrase.of("item.invalid_square"))), null, null);
    }

    /**
     * 422 perft_budget_exceeded: the count did not finish within {@code seconds} of {@code budget}: its
     * thread's CPU time (hakem.perft.timeout) or the wall clock (hakem.http.answer-deadline).
     */
    public static ProblemException perftBudgetExceeded(LimitProblems.Budget budget, double seconds) {
        String key = budget == LimitProblems.Budget.CPU ? "detail.perft_budget" : "detail.perft_deadline";
        return new ProblemException(422, "perft_budget_exceeded", Phrase.of(key, seconds), null, null,
                LimitProblems.stopped(budget, seconds));
    }

    /** 413 resume_too_long: resume.moves holds more than {@code max} moves. */
    public static ProblemException resumeTooLong(int max) {
        return new ProblemException(413, "resume_too_long", Phrase.of("detail.resume_too_long", max), null, null, null);
    }

    /**
     * 422 invalid_end: the game's end does not stand, as {@code detail} says; the item names the member
     * of {@code end} at fault ({@code end.<member>}).
     */
    public static ProblemException invalidEnd(String member, Phrase detail) {
        return ProblemException.about(422, "invalid_end", "end." + member, detail);
    }

    /** 422 invalid_offer: the draw offer {@code offers[index]} does not stand, as {@code detail} says. */
    public static ProblemException invalidOffer(int index, Phrase detail) {
        return ProblemException.about(422, "invalid_offer", "offers[" + index + "]", detail);
    }

    /** 400 invalid_pgn: the PGN cannot be read at this line and column, as {@code phrase} says. */
    public static ProblemException invalidPgn(int line, int column, Phrase phrase) {
        Map<String, Object> ext = new LinkedHashMap<>();
        ext.put("line", line);
        ext.put("column", column);
        return new ProblemException(400, "invalid_pgn", Phrase.of("detail.invalid_pgn", line, column, phrase),
                List.of(Problem.Item.of("invalid_pgn", "pgn", phrase)), null, ext);
    }

    /** 400 invalid_pgn: a game of a batch is not text in the body's charset ({@code charset}). */
    public static ProblemException pgnEncoding(String charset) {
        Phrase detail = Phrase.of("detail.batch_encoding", charset);
        return new ProblemException(400, "invalid_pgn", detail, List.of(Problem.Item.of("invalid_encoding", "pgn", detail)),
                null, null);
    }

    /** 413 pgn_too_large: the PGN is past one of the reader's bounds, as {@code detail} says. */
    public static ProblemException pgnTooLarge(Phrase detail) {
        return new ProblemException(413, "pgn_too_large", detail, null, null, null);
    }

    /** 422 unsupported_variant: the PGN is a game of a variant ({@code name}) the service does not judge. */
    public static ProblemException unsupportedVariant(String name) {
        Map<String, Object> ext = new LinkedHashMap<>();
        ext.put("variant", abbreviate(name));
        return new ProblemException(422, "unsupported_variant", Phrase.of("detail.unsupported_variant", abbreviate(name)),
                null, null, ext);
    }

    /** 413 too_many_moves: more plies than hakem.game.max-plies. */
    public static ProblemException tooManyMoves(int maxPlies) {
        return new ProblemException(413, "too_many_moves", Phrase.of("detail.too_many_moves", maxPlies), null, null,
                null);
    }

    /** 422: the move at this ply is not legal (or not readable, or ambiguous) where it stands. */
    public static ProblemException illegal(Illegal illegal) {
        MoveError error = illegal.error();
        String code = switch (error.reason()) {
            case AMBIGUOUS -> "ambiguous_move";
            case SYNTAX -> "unreadable_move";
            default -> "illegal_move";
        };
        Map<String, Object> ext = new LinkedHashMap<>();
        ext.put("ply", illegal.ply());
        ext.put("move", error.input());
        ext.put("fen", Fen.write(illegal.before()));
        ext.put("reason", error.reason().code());
        ext.put("legalMoves", error.candidates());
        return new ProblemException(422, code, Phrase.of("detail.illegal_move", illegal.ply(), abbreviate(error.input()),
                error.phrase()), null, null, ext);
    }

    /**
     * 422 game_over: the history already ended the game, so nothing more can be played or offered;
     * {@code consequenceKey} says which.
     */
    public static ProblemException gameOver(GameOver over, String consequenceKey) {
        Replay.Result replay = over.replay();
        Map<String, Object> ext = new LinkedHashMap<>();
        int endPly = over.endPly();
        ext.put("reason", "game_over");
        if (over.ply() != null) ext.put("ply", over.ply());
        ext.put("endPly", endPly);
        ext.put("termination", replay.endVerdict().termination().code());
        ext.put("result", replay.endVerdict().outcome().pgn());
        Phrase termination = Phrase.of("termination." + replay.endVerdict().termination().code());
        Phrase consequence = Phrase.of(consequenceKey);
        Phrase detail = replay.unplayed().isEmpty()
                ? Phrase.of("detail.game_over", endPly, termination, consequence)
                : Phrase.of("detail.game_over_unplayed", endPly, termination, consequence, replay.unplayed().size());
        return new ProblemException(422, "game_over", detail, null, null, ext);
    }

    /** A text of the user's, cut short for quoting in a message. */
    public static String abbreviate(String s) {
        return s.length() <= QUOTE ? s : s.substring(0, QUOTE) + "…";
    }
}
