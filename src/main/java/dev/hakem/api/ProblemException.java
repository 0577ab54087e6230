package dev.hakem.api;

import java.util.List;
import java.util.Map;

/**
 * A request the service answers with an RFC 9457 problem: a status, a stable code, a title, a
 * detail in plain words, and where it helps the list of individual errors and extra members.
 */
public final class ProblemException extends RuntimeException {
    private final int status;
    private final String code;
    private final String title;
    private final List<Problem.Item> errors;
    private final List<Problem.Item> warnings;
    private final Map<String, Object> extensions;

    public ProblemException(int status, String code, String title, String detail, List<Problem.Item> errors,
                            List<Problem.Item> warnings, Map<String, Object> extensions) {
        super(detail, null, false, false);
        this.status = status;
        this.code = code;
        this.title = title;
        this.errors = errors;
        this.warnings = warnings;
        this.extensions = extensions;
    }

    public static ProblemException badRequest(String code, String title, String detail) {
        return new ProblemException(400, code, title, detail, null, null, null);
    }

    public Problem toProblem(String instance) {
        return new Problem(Problem.typeFor(code), title, status, getMessage(), instance, code, errors, warnings, extensions);
    }

    public int status() {
        return status;
    }
}
