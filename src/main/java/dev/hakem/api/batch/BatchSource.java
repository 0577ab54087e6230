package dev.hakem.api.batch;

import dev.hakem.api.Endpoints;
import dev.hakem.api.game.GameReport;
import dev.hakem.api.problem.ProblemException;
import dev.hakem.chess.text.Phrase;
import java.io.IOException;
import java.util.concurrent.Callable;
import java.util.function.Function;

/**
 * The games of a batch body, read one at a time so the body is never held whole. Numbers the
 * games, and stops the batch past the most games or bytes a batch may hold.
 */
public abstract class BatchSource {

    public static final String INSTANCE = Endpoints.GAMES;

    final BatchLimits limits;
    private int games;
    private boolean stopped;

    final BatchLines lines;
    /** The work that reads one game's bytes and adjudicates it. */
    final Function<byte[], Callable<GameReport>> adjudication;

    public BatchSource(BatchLines lines, BatchLimits limits, Function<byte[], Callable<GameReport>> adjudication) {
        this.lines = lines;
        this.limits = limits;
        this.adjudication = adjudication;
    }

    /** The next game, or null at the end of the body (and after an item that stopped the batch). */
    final BatchItem next() throws IOException {
        if (stopped) return null;
        BatchItem item;
        try {
            item = read();
        } catch (BatchLines.TotalExceeded e) {
            item = BatchItem.stop(games + 1, nextLine(), new ProblemException(413, "body_too_large",
                    Phrase.of("detail.batch_body_too_long", limits.maxBodySize(), games + 1), null, null, null));
        }
        if (item != null && item.last()) stopped = true;
        return item;
    }

    /** The games numbered so far. */
    final int games() {
        return games;
    }

    /** Reads the next game and returns it through {@link #game} or {@link #tooLarge}; null at the end. */
    abstract BatchItem read() throws IOException, BatchLines.TotalExceeded;

    /** The line being read, for a batch stopped in the middle of a game. */
    abstract long nextLine();

    /** A game that starts at this line: the next number, or past the most games the item that stops the batch. */
    final BatchItem game(long line, Callable<GameReport> work) {
        if (games >= limits.maxGames()) return tooMany(line);
        return BatchItem.of(++games, line, work);
    }

    /** A game over the size bound: refused unread, the batch goes on. */
    final BatchItem tooLarge(long line, long bytes) {
        if (games >= limits.maxGames()) return tooMany(line);
        games++;
        return BatchItem.refused(games, line, new ProblemException(413, "game_too_large",
                Phrase.of("detail.batch_game_too_large", games, line, bytes, limits.maxGameSize()), null, null, null));
    }

    private BatchItem tooMany(long line) {
        return BatchItem.stop(games + 1, line, new ProblemException(413, "too_many_games",
                Phrase.of("detail.batch_too_many_games", limits.maxGames(), games + 1, line), null, null, null));
    }
}
