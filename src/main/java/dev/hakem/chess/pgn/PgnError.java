package dev.hakem.chess.pgn;

import dev.hakem.chess.Phrase;
import java.util.Locale;

/**
 * A PGN text that cannot be read: where (line and column, both from 1) and why, in plain words and
 * as a {@link Phrase} (keys {@code pgn.*}) for other languages.
 */
public final class PgnError extends Exception {

    /** What kind of fault: a syntax error, or input beyond the reader's bounds. */
    public enum Kind { SYNTAX, TOO_LONG, TOO_MANY_PLIES }

    private final int line;
    private final int column;
    private final Kind kind;
    private final Phrase phrase;

    /** A syntax error whose message has no phrase of its own: prefer the constructors taking a Phrase. */
    public PgnError(int line, int column, String message) {
        this(Kind.SYNTAX, line, column, message);
    }

    public PgnError(Kind kind, int line, int column, String message) {
        this(kind, line, column, Phrase.of("pgn." + kind.name().toLowerCase(Locale.ROOT)), message);
    }

    /** A syntax error worded from {@code phrase} (the English text is {@code message}). */
    public PgnError(int line, int column, Phrase phrase, String message) {
        this(Kind.SYNTAX, line, column, phrase, message);
    }

    public PgnError(Kind kind, int line, int column, Phrase phrase, String message) {
        super(message, null, false, false);
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

    /** The plain message (without the position). */
    public String message() {
        return getMessage();
    }

    @Override
    public String toString() {
        return "line " + line + ", column " + column + ": " + getMessage();
    }
}
