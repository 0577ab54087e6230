package dev.hakem.chess;

import dev.hakem.chess.text.Phrase;
import dev.hakem.chess.text.Phrased;

/**
 * One thing wrong (or merely unusual) in a FEN: a stable snake_case code clients can switch on,
 * the FEN field it concerns, and what and where as a {@link Phrase} (keys {@code fen.*}).
 *
 * @param field one of {@code fen, placement, turn, castling, enPassant, halfmoveClock, fullmoveNumber}
 */
public record FenProblem(Severity severity, String code, String field, Phrase phrase) implements Phrased {

    public enum Severity { ERROR, WARNING }

    public static FenProblem error(String code, String field, Phrase phrase) {
        return new FenProblem(Severity.ERROR, code, field, phrase);
    }

    public static FenProblem warning(String code, String field, Phrase phrase) {
        return new FenProblem(Severity.WARNING, code, field, phrase);
    }

    /** Whether the FEN cannot be read as a legal position because of it (a warning is read anyway). */
    public boolean isError() {
        return severity == Severity.ERROR;
    }
}
