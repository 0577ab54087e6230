package dev.hakem.chess;

/**
 * One thing wrong (or merely unusual) in a FEN: a stable snake_case code clients can switch on,
 * the FEN field it concerns, a plain-English message saying what and where, and the same message as a
 * {@link Phrase} for other languages.
 *
 * @param field one of {@code fen, placement, turn, castling, enPassant, halfmoveClock, fullmoveNumber}
 */
public record FenProblem(Severity severity, String code, String field, String message, Phrase phrase) {

    public enum Severity { ERROR, WARNING }

    /** A problem whose phrase is the bare key {@code fen.<code>}: prefer the factories taking a Phrase. */
    public static FenProblem error(String code, String field, String message) {
        return new FenProblem(Severity.ERROR, code, field, message, Phrase.of("fen." + code));
    }

    public static FenProblem warning(String code, String field, String message) {
        return new FenProblem(Severity.WARNING, code, field, message, Phrase.of("fen." + code));
    }

    /** An error whose message is worded from {@code phrase} (the English text is {@code message}). */
    public static FenProblem error(String code, String field, Phrase phrase, String message) {
        return new FenProblem(Severity.ERROR, code, field, message, phrase);
    }

    public static FenProblem warning(String code, String field, Phrase phrase, String message) {
        return new FenProblem(Severity.WARNING, code, field, message, phrase);
    }

    public boolean isError() {
        return severity == Severity.ERROR;
    }
}
