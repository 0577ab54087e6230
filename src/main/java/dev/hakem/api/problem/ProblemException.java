package dev.hakem.api.problem;

import dev.hakem.api.i18n.Lang;
import dev.hakem.api.i18n.Messages;
import dev.hakem.chess.text.Phrase;
import java.util.List;
import java.util.Map;

/**
 * A request the service answers with an RFC 9457 problem: a status, a stable code, a detail in
 * plain words, and where it helps the list of individual errors and extra members. The title
 * (from the code), the detail and the items are worded in the request's language when the problem
 * is written ({@link #toProblem}); the exception's own message is the English detail, for logs.
 * A problem is built by its named factory, in {@link Problems}, {@link LimitProblems} or
 * {@link HttpProblems}, each problem in one place; the constructor and {@link #badRequest} and
 * {@link #about} are what those factories are built from.
 */
public final class ProblemException extends RuntimeException {
    private final int status;
    private final String code;
    private final Phrase detail;
    private final List<Problem.Item> errors;
    private final List<Problem.Item> warnings;
    private final Map<String, Object> extensions;

    /** The user's text in the detail, items and members is shortened ({@link Echoes}) before anything else. */
    ProblemException(int status, String code, Phrase detail, List<Problem.Item> errors,
                            List<Problem.Item> warnings, Map<String, Object> extensions) {
        this(status, code, Echoes.phrase(detail), Echoes.items(errors), Echoes.items(warnings), Echoes.members(extensions),
                true);
    }

    private ProblemException(int status, String code, Phrase detail, List<Problem.Item> errors,
                             List<Problem.Item> warnings, Map<String, Object> extensions, boolean bounded) {
        super(Messages.text(Lang.EN, detail), null, false, false);
        this.status = status;
        this.code = code;
        this.detail = detail;
        this.errors = errors;
        this.warnings = warnings;
        this.extensions = extensions;
    }

    static ProblemException badRequest(String code, String detailKey, Object... args) {
        return new ProblemException(400, code, Phrase.of(detailKey, args), null, null, null);
    }

    /** A problem with one item naming the member or parameter at fault, whose message is the detail. */
    static ProblemException about(int status, String code, String field, Phrase detail) {
        return new ProblemException(status, code, detail, List.of(Problem.Item.of(code, field, detail)), null, null);
    }

    public Problem toProblem(String instance, Lang lang) {
        return new Problem(Problem.typeFor(code), Problem.title(lang, code), status, Messages.text(lang, detail),
                instance, code, Problem.Item.worded(errors, lang), Problem.Item.worded(warnings, lang), extensions);
    }

    public int status() {
        return status;
    }

    public String code() {
        return code;
    }
}
