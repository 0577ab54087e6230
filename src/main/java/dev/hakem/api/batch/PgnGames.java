package dev.hakem.api.batch;

import dev.hakem.api.game.GameReport;
import dev.hakem.chess.pgn.PgnSplitter;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.concurrent.Callable;
import java.util.function.Function;

/**
 * The games of a PGN body, each as the text of one game, split where {@link PgnSplitter} says.
 * Line ends become LF; blank lines before a game's first line are dropped, so the game's own
 * line 1 is its first line in the body.
 */
public final class PgnGames extends BatchSource {

    private final ByteArrayOutputStream text = new ByteArrayOutputStream();
    private BatchLines.Line pending;
    private long start;
    private long size;
    private final PgnSplitter splitter = new PgnSplitter();

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
            } else if (!line.tooLong() && splitter.startsNextGame(line.bytes())) {
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
        splitter.reset();
        return game == null ? tooLarge(line, bytes) : game(line, adjudication.apply(game));
    }

    private void add(BatchLines.Line line) {
        size += line.length() + 1;
        if (line.tooLong()) {
            splitter.takeUnread();
            return;
        }
        if (size <= limits.maxGameSize()) {
            text.write(line.bytes(), 0, line.bytes().length);
            text.write('\n');
        }
        splitter.take(line.bytes());
    }
}
