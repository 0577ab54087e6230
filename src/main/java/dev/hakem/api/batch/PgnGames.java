package dev.hakem.api.batch;

import dev.hakem.api.game.GameReport;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.concurrent.Callable;
import java.util.function.Function;

/**
 * The games of a PGN body, each as the text of one game. A game ends where a tag pair follows
 * move text (outside a comment), as in every PGN export; two games without tags between them stay
 * one text, which the PGN reader then refuses. Line ends become LF; blank lines before a game's
 * first line are dropped, so the game's own line 1 is its first line in the body.
 */
public final class PgnGames extends BatchSource {

    private final ByteArrayOutputStream text = new ByteArrayOutputStream();
    private BatchLines.Line pending;
    private long start;
    private long size;
    private boolean moveText;
    private boolean inComment;

    /** @param adjudication the work that reads one game's text and adjudicates it */
    public PgnGames(BatchLines lines, BatchLimits limits, Function<byte[], Callable<GameReport>> adjudication) {
        super(lines, limits, adjudication);
    }

    @Override
    BatchItem read() throws IOException, BatchLines.TotalExceeded {
        while (true) {
            BatchLines.Line line = pending != null ? pending : lines.next();
            pending = null;
            if (line == null) return start == 0 ? null : emit();
            if (start == 0) {
                if (line.blank()) continue;
                start = line.number();
            } else if (moveText && !inComment && startsTag(line)) {
                pending = line;
                return emit();
            }
            add(line);
        }
    }

    @Override
    long nextLine() {
        return start != 0 ? start : lines.number() + 1;
    }

    private BatchItem emit() {
        long line = start;
        long bytes = size;
        byte[] game = bytes > limits.maxGameSize() ? null : text.toByteArray();
        text.reset();
        start = 0;
        size = 0;
        moveText = false;
        inComment = false;
        return game == null ? tooLarge(line, bytes) : game(line, adjudication.apply(game));
    }

    private void add(BatchLines.Line line) {
        size += line.length() + 1;
        if (line.tooLong()) {
            moveText = true; // unread, so taken as move text: a tag pair after it starts the next game
            return;
        }
        if (size <= limits.maxGameSize()) {
            text.write(line.bytes(), 0, line.bytes().length);
            text.write('\n');
        }
        scan(line.bytes());
    }

    /** Notes move text and brace comments; tag pairs and escape lines ('%' in column 1) are neither. */
    private void scan(byte[] b) {
        if (!inComment && (b.length > 0 && b[0] == '%' || startsTag(b))) return;
        for (byte c : b) {
            if (inComment) {
                if (c == '}') inComment = false;
            } else if (c == '{') {
                inComment = true;
            } else if (c == ';') {
                return; // a comment to the end of the line
            } else if (c != ' ' && c != '\t' && c != '\r') {
                moveText = true;
            }
        }
    }

    private static boolean startsTag(BatchLines.Line line) {
        return !line.tooLong() && startsTag(line.bytes());
    }

    private static boolean startsTag(byte[] b) {
        for (byte c : b) {
            if (c == '[') return true;
            if (c != ' ' && c != '\t') return false;
        }
        return false;
    }
}
