package dev.hakem.chess;

import dev.hakem.chess.text.Phrase;

/**
 * What reading a FEN's text found, the first step ({@link Fen#parse}): an error where a field
 * cannot be read (its syntax, a number out of range, a Chess960 castling letter that names no
 * rook); a warning where the text was read anyway, as the common tools mean it (missing clocks,
 * castling letters out of order, underscores for spaces, a castling right dropped because its king
 * or rook has left home; and, from {@link Fen#read}, a legal position's en-passant square that no
 * capture can use).
 */
public record FenError(Severity severity, String code, String field, Phrase phrase) implements FenProblem {

    static FenError error(String code, String field, Phrase phrase) {
        return new FenError(Severity.ERROR, code, field, phrase);
    }

    static FenError warning(String code, String field, Phrase phrase) {
        return new FenError(Severity.WARNING, code, field, phrase);
    }
}
