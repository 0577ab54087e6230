package dev.hakem.chess.pgn;

/**
 * Where the games of a PGN file begin, read line by line so that a file is never held whole. The
 * first game begins with the line of the first byte that is not white space (UTF-8 byte order marks
 * opening that line are not part of it; one elsewhere is white space); each next game begins at a tag
 * pair ({@code [}) that follows move text outside a comment, wherever it stands on its line
 * ({@code ... 1-0 [Event "y"]}), or at a tag of the Seven Tag Roster that the game being read already
 * has (a game without moves nor result).
 * Two games without tags between them stay one text, which {@link PgnReader} then refuses.
 *
 * <p>Tag pairs are read to their {@code ]} on their line (a bracket or brace inside a quoted value
 * is text), and move text may follow them on the same line. Brace comments may span lines, blank
 * ones too; a {@code ;} comment and an escape line ({@code %} in column 1) run to the end of their
 * line. None of these is move text.
 */
public final class PgnSplitter {

    private static final byte[] BYTE_ORDER_MARK = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};
    private static final String[] SEVEN_TAG_ROSTER = {"Event", "Site", "Date", "Round", "White", "Black", "Result"};

    private boolean firstLine = true;
    /** The first line of the file when it opens with a byte order mark: its column 1 is after the mark. */
    private byte[] markedLine;
    private boolean started;
    private boolean moveText;
    private boolean inComment;
    /** The tags of the Seven Tag Roster the game has, one bit each. */
    private int roster;

    /**
     * Reads the rest of a line, from {@code from}: 0, or an offset this method returned for the same
     * line. Returns the offset where a game begins, or -1 when the rest of the line belongs to the
     * game being read (or, before the first game, to none). At a returned offset the splitter is
     * reading the game that begins there: the game before it ends with {@code line[from, offset)},
     * and the rest of the line is given again with {@code take(line, offset)}.
     *
     * @param line a line of the file without its line end
     */
    public int take(byte[] line, int from) {
        if (firstLine) {
            firstLine = false;
            if (startsWith(line, 0, BYTE_ORDER_MARK)) markedLine = line;
        }
        int lineStart = 0;
        if (line == markedLine) lineStart = BYTE_ORDER_MARK.length;
        else markedLine = null;
        int i = Math.max(from, lineStart);
        if (!inComment && i == lineStart && i < line.length && line[i] == '%') { // an escape line
            if (started) return -1;
            started = true;
            return i;
        }
        while (i < line.length) {
            byte c = line[i];
            if (inComment) {
                if (c == '}') inComment = false;
                i++;
                continue;
            }
            if (isSpace(c)) {
                i++;
                continue;
            }
            // A byte order mark inside the file (files with marks put end to end) is white space, as
            // PgnReader reads it: not a game of its own, not move text that ends the game before it.
            if (c == BYTE_ORDER_MARK[0] && startsWith(line, i, BYTE_ORDER_MARK)) {
                i += BYTE_ORDER_MARK.length;
                continue;
            }
            if (!started) {
                // From the start of its line (after the byte order marks that open it), the white space
                // before it included: a '%' after it is then still not in column 1, and the game, read
                // alone, reads as it was cut.
                started = true;
                int begin = Math.max(from, lineStart);
                while (startsWith(line, begin, BYTE_ORDER_MARK)) begin += BYTE_ORDER_MARK.length;
                return begin;
            }
            if (c == '[') {
                int tag = rosterTag(line, i);
                if (moveText || (tag >= 0 && (roster & 1 << tag) != 0)) {
                    moveText = false;
                    roster = 0;
                    return i;
                }
                if (tag >= 0) roster |= 1 << tag;
                i = tagEnd(line, i);
            } else if (c == '{') {
                inComment = true;
                i++;
            } else if (c == ';') {
                return -1;
            } else {
                moveText = true;
                i++;
            }
        }
        return -1;
    }

    /**
     * A line too long to be read, taken as move text so that a tag pair after it begins the next
     * game. Returns whether a game begins with it (the first game of the file).
     */
    public boolean takeUnread() {
        firstLine = false;
        moveText = true;
        if (started) return false;
        started = true;
        return true;
    }

    /** Past the {@code ]} of the tag pair that opens at {@code i}, or the end of the line. */
    private static int tagEnd(byte[] line, int i) {
        boolean quoted = false;
        for (i++; i < line.length; i++) {
            byte c = line[i];
            if (quoted) {
                if (c == '\\' && i + 1 < line.length) i++;
                else if (c == '"') quoted = false;
            } else if (c == '"') {
                quoted = true;
            } else if (c == ']') {
                return i + 1;
            }
        }
        return i;
    }

    /** The index in the Seven Tag Roster of the name of the tag pair that opens at {@code i}, or -1. */
    private static int rosterTag(byte[] line, int i) {
        int start = i + 1;
        while (start < line.length && (line[start] == ' ' || line[start] == '\t')) start++;
        int end = start;
        while (end < line.length && isNameByte(line[end])) end++;
        for (int t = 0; t < SEVEN_TAG_ROSTER.length; t++) {
            String name = SEVEN_TAG_ROSTER[t];
            if (end - start != name.length()) continue;
            boolean same = true;
            for (int k = 0; k < name.length() && same; k++) same = line[start + k] == name.charAt(k);
            if (same) return t;
        }
        return -1;
    }

    private static boolean isNameByte(byte c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_';
    }

    /** White space as {@link PgnReader} skips it. */
    private static boolean isSpace(byte c) {
        return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == 0x0B || c >= 0x1C && c <= 0x1F;
    }

    private static boolean startsWith(byte[] line, int at, byte[] prefix) {
        if (line.length - at < prefix.length) return false;
        for (int k = 0; k < prefix.length; k++) if (line[at + k] != prefix[k]) return false;
        return true;
    }
}
