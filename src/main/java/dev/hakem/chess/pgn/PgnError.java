package dev.hakem.chess.pgn;

import dev.hakem.chess.text.Phrase;
import dev.hakem.chess.text.PhrasedException;

/**
 * A PGN text that cannot be read: where (line and column, both from 1) and why, as a
 * {@link Phrase} (keys {@code pgn.*}). The phrase and its {@link #message()} leave the place out;
 * {@link #toString()} puts it first.
 */
public final class PgnError extends PhrasedException {

    /** What kind of fault: a syntax error, or input beyond the reader's bounds. */
    public enum Kind { SYNTAX, TOO_LONG, TOO_MANY_PLIES }

    private final int line;
    private final int column;
    private final Kind kind;

    /** A syntax error. */
    public PgnError(int line, int column, Phrase phrase) {
        this(Kind.SYNTAX, line, column, phrase);
    }

    public PgnError(Kind kind, int line, int column, Phrase phrase) {
        super(phrase);
        this.kind = kind;
        this.line = line;
        this.column = column;
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

    @Override
    public String toString() {
        return "line " + line + ", column " + column + ": " + getMessage();
    }
}
