package dev.hakem.chess.pgn;

import dev.hakem.chess.text.Phrase;
import dev.hakem.chess.text.Wording;

/**
 * A PGN text that cannot be read: where (line and column, both from 1) and why, as a
 * {@link Phrase} (keys {@code pgn.*}).
 */
public final class PgnError extends Exception {

    /** What kind of fault: a syntax error, or input beyond the reader's bounds. */
    public enum Kind { SYNTAX, TOO_LONG, TOO_MANY_PLIES }

    private final int line;
    private final int column;
    private final Kind kind;
    private final Phrase phrase;

    /** A syntax error. */
    public PgnError(int line, int column, Phrase phrase) {
        this(Kind.SYNTAX, line, column, phrase);
    }

    public PgnError(Kind kind, int line, int column, Phrase phrase) {
        super(null, null, false, false);
        this.kind = kind;
        this.line = line;
        this.column = column;
        this.phrase = phrase;
    }

    public int line() {
        return line;
    }

    public int column() {
        return column;
    }

    public Kind kind() {
        return kind;
    }

    /** The message as a key and arguments, for other languages (without the position). */
    public Phrase phrase() {
        return phrase;
    }

    /** The phrase in plain English (without the position). */
    @Override
    public String getMessage() {
        return Wording.english(phrase);
    }

    /** The plain message (without the position). */
    public String message() {
        return getMessage();
    }

    @Override
    public String toString() {
        return "line " + line + ", column " + column + ": " + getMessage();
    }
}
