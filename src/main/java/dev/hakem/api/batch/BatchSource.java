package dev.hakem.api.batch;

import dev.hakem.api.Endpoints;
import dev.hakem.api.problem.LimitProblems;
import java.io.IOException;
import java.util.concurrent.Callable;
import java.util.function.Function;

/**
 * The games of a batch body (or the positions of a batch of winnability questions), read one at a
 * time so the body is never held whole. Numbers them, and stops the batch past the most members or
 * bytes a batch may hold.
 */
public abstract class BatchSource {

    public static final String INSTANCE = Endpoints.GAMES;

    /**
     * How the problems of a batch's bounds name its members: the codes and messages of a member over
     * the size bound, of a member past the most a batch holds, and of a body past its total.
     */
    public record Words(String tooLarge, String tooLargeDetail, String tooMany, String tooManyDetail, String bodyTooLongDetail) {
        public static final Words GAMES = new Words("game_too_large", "detail.batch_game_too_large", "too_many_games",
                "detail.batch_too_many_games", "detail.batch_body_too_long");
        public static final Words POSITIONS = new Words("position_too_large", "detail.batch_position_too_large",
                "too_many_positions", "detail.batch_too_many_positions", "detail.batch_body_too_long_positions");
    }

    final BatchLimits limits;
    private final Words words;
    private int games;
    private boolean stopped;

    final BatchLines lines;
    /** The work that reads one member's bytes and answers it. */
    final Function<byte[], Callable<?>> adjudication;

    public BatchSource(BatchLines lines, BatchLimits limits, Function<byte[], Callable<?>> adjudication) {
        this(lines, limits, Words.GAMES, adjudication);
    }

    public BatchSource(BatchLines lines, BatchLimits limits, Words words, Function<byte[], Callable<?>> adjudication) {
        this.lines = lines;
        this.limits = limits;
        this.words = words;
        this.adjudication = adjudication;
    }

    /** The next game, or null at the end of the body (and after an item that stopped the batch). */
    final BatchItem next() throws IOException {
        if (stopped) return null;
        BatchItem item;
        try {
            item = read();
        } catch (BatchLines.TotalExceeded e) {
            item = BatchItem.stop(games + 1, nextLine(),
                    LimitProblems.batchTooLong(words.bodyTooLongDetail(), limits.maxBodySize(), games + 1));
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
    final BatchItem game(long line, Callable<?> work) {
        if (games >= limits.maxGames()) return tooMany(line);
        return BatchItem.of(++games, line, work);
    }

    /** A game over the size bound: refused unread, the batch goes on. */
    final BatchItem tooLarge(long line, long bytes) {
        if (games >= limits.maxGames()) return tooMany(line);
        games++;
        return BatchItem.refused(games, line,
                LimitProblems.memberTooLarge(words.tooLarge(), words.tooLargeDetail(), games, line, bytes, limits.maxGameSize()));
    }

    private BatchItem tooMany(long line) {
        return BatchItem.stop(games + 1, line,
                LimitProblems.tooManyMembers(words.tooMany(), words.tooManyDetail(), limits.maxGames(), games + 1, line));
    }
}
