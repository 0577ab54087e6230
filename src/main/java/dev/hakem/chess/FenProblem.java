package dev.hakem.chess;

/**
 * One thing wrong (or merely unusual) in a FEN: a stable snake_case code clients can switch on,
 * the FEN field it concerns, and a plain-English message saying what and where.
 *
 * @param field one of {@code fen, placement, turn, castling, enPassant, halfmoveClock, fullmoveNumber}
 */
public record FenProblem(Severity severity, String code, String field, String message) {

    public enum Severity { ERROR, WARNING }

    public static FenProblem error(String code, String field, String message) {
        return new FenProblem(Severity.ERROR, code, field, message);
    }

    public static FenProblem warning(String code, String field, String message) {
        return new FenProblem(Severity.WARNING, code, field, message);
    }

    public boolean isError() {
        return severity == Severity.ERROR;
    }
}
