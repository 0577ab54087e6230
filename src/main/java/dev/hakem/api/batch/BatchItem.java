package dev.hakem.api.batch;

import dev.hakem.api.problem.ProblemException;
import java.util.concurrent.Callable;

/**
 * One member of a batch (a game, or a position) as read from the body: its number, the line it
 * starts on, and either the work that answers it (its report) or the problem that refused it unread.
 * After a {@code last} item the batch reads nothing more.
 */
public record BatchItem(int game, long line, Callable<?> work, ProblemException problem, boolean last) {

    public static BatchItem of(int game, long line, Callable<?> work) {
        return new BatchItem(game, line, work, null, false);
    }

    public static BatchItem refused(int game, long line, ProblemException problem) {
        return new BatchItem(game, line, null, problem, false);
    }

    public static BatchItem stop(int game, long line, ProblemException problem) {
        return new BatchItem(game, line, null, problem, true);
    }
}
