package dev.hakem.chess;

import dev.hakem.chess.text.Phrase;
import dev.hakem.chess.text.Phrased;

/**
 * One thing wrong (or merely unusual) in a FEN: a stable snake_case code clients can switch on,
 * the FEN field it concerns, and what and where as a {@link Phrase} (keys {@code fen.*}).
 *
 * <p>Reading goes in two steps, each with its kind of problem. {@link Fen#parse} reads the text
 * into a {@link Setup} and reports {@link FenError}s: a field that cannot be read, or a warning
 * where the text was read anyway. {@link Position#of} checks the setup and reports
 * {@link PositionError}s: why it is no legal position. {@link Fen#read} takes both steps and
 * lists both kinds, the text's first.
 */
public sealed interface FenProblem extends Phrased permits FenError, PositionError {

    enum Severity { ERROR, WARNING }

    Severity severity();

    /** Stable snake_case identifier for clients. */
    String code();

    /** One of {@code fen, placement, turn, castling, enPassant, halfmoveClock, fullmoveNumber}. */
    String field();

    /** Whether the FEN cannot be read as a legal position because of it (a warning is read anyway). */
    default boolean isError() {
        return severity() == Severity.ERROR;
    }
}
