package dev.hakem.chess.pgn;

/**
 * Where one game of a PGN file ends and the next begins, read line by line so that a file is never
 * held whole: a game ends where a tag pair follows its move text outside a comment, as in every PGN
 * export. Two games without tags between them stay one text, which {@link PgnReader} then refuses.
 * Tag pairs and escape lines ({@code %} in column 1) are not move text; brace comments may span
 * lines and a {@code ;} comment runs to the end of its line.
 */
public final class PgnSplitter {
    private boolean moveText;
    private boolean inComment;

    /** Whether this line begins the next game (a tag pair after move text); the caller then calls {@link #reset}. */
    public boolean startsNextGame(byte[] line) {
        return moveText && !inComment && startsTag(line);
    }

    /** A line of the current game, read for its move text and comments. */
    public void take(byte[] line) {
        if (!inComment && (line.length > 0 && line[0] == '%' || startsTag(line))) return;
        for (byte c : line) {
            if (inComment) {
                if (c == '}') inComment = false;
            } else if (c == '{') {
                inComment = true;
            } else if (c == ';') {
                return;
            } else if (c != ' ' && c != '\t' && c != '\r') {
                moveText = true;
            }
        }
    }

    /** A line too long to be read: taken as move text, so that a tag pair after it starts the next game. */
    public void takeUnread() {
        moveText = true;
    }

    /** A new game begins. */
    public void reset() {
        moveText = false;
        inComment = false;
    }

    private static boolean startsTag(byte[] b) {
        for (byte c : b) {
            if (c == '[') return true;
            if (c != ' ' && c != '\t') return false;
        }
        return false;
    }
}
