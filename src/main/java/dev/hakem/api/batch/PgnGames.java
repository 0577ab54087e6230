package dev.hakem.api.batch;

import dev.hakem.chess.pgn.PgnSplitter;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.concurrent.Callable;
import java.util.function.Function;

/**
 * The games of a PGN body, each as the text of one game, cut where {@link PgnSplitter} says a game
 * begins, which may be inside a line. Line ends (LF, CRLF or CR alone) become LF; what comes before
 * the first game (blank lines, a byte order mark) is dropped, so the game's own line 1 is the line
 * of the body where it begins.
 */
public final class PgnGames extends BatchSource {

    private static final byte[] NO_BYTES = {};

    private final ByteArrayOutputStream text = new ByteArrayOutputStream();
    private final PgnSplitter splitter = new PgnSplitter();
    /** The line being read, and where in it reading goes on. */
    private BatchLines.Line line;
    private int from;
    private long start;
    private long size;

    /** @param adjudication the work that reads one game's text and adjudicates it */
    public PgnGames(BatchLines lines, BatchLimits limits, Function<byte[], Callable<?>> adjudication) {
        super(lines.endingLinesAtCr(), limits, adjudication);
    }

    @Override
    BatchItem read() throws IOException, BatchLines.TotalExceeded {
        while (true) {
            if (line == null) {
                line = lines.next();
                from = 0;
                if (line == null) return start == 0 ? null : emit();
                if (line.tooLong() && line.blank()) {
                    // White space, however long: no move text, no game of its own, and an empty line in the
                    // game it stands in (its lines keep their numbers for the reader's line and column).
                    if (start != 0) add(NO_BYTES, 0, 0, true);
                    line = null;
                    continue;
                }
                if (line.tooLong()) {
                    if (splitter.takeUnread()) start = line.number();
                    if (start != 0) size += line.length() + 1;
                    line = null;
                    continue;
                }
            }
            byte[] bytes = line.bytes();
            int at = splitter.take(bytes, from);
            if (at < 0) {
                if (start != 0) add(bytes, from, bytes.length, true);
                line = null;
            } else if (start == 0) {
                start = line.number();
                from = at;
            } else {
                add(bytes, from, at, false);
                BatchItem game = emit();
                start = line.number();
                from = at;
                return game;
            }
        }
    }

    @Override
    long nextLine() {
        return start != 0 ? start : lines.number() + 1;
    }

    private BatchItem emit() {
        long first = start;
        long bytes = size;
        byte[] game = bytes > limits.maxGameSize() ? null : text.toByteArray();
        text.reset();
        start = 0;
        size = 0;
        return game == null ? tooLarge(first, bytes) : game(first, adjudication.apply(game));
    }

    /** Part of a line to the current game, with a line end if it is the end of the line. */
    private void add(byte[] bytes, int from, int to, boolean lineEnd) {
        size += to - from + (lineEnd ? 1 : 0);
        if (size <= limits.maxGameSize()) {
            text.write(bytes, from, to - from);
            if (lineEnd) text.write('\n');
        }
    }
}
