package dev.hakem.chess.pgn;

/** A PGN text that cannot be read: where (line and column, both from 1) and why, in plain words. */
public final class PgnError extends Exception {

    /** What kind of fault: a syntax error, or input beyond the reader's bounds. */
    public enum Kind { SYNTAX, TOO_LONG, TOO_MANY_PLIES }

    private final int line;
    private final int column;
    private final Kind kind;

    public PgnError(int line, int column, String message) {
        this(Kind.SYNTAX, line, column, message);
    }

    public PgnError(Kind kind, int line, int column, String message) {
        super(message, null, false, false);
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

    /** The plain message (without the position). */
    public String message() {
        return getMessage();
    }

    @Override
    public String toString() {
        return "line " + line + ", column " + column + ": " + getMessage();
    }
}
