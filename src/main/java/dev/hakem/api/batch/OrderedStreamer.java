package dev.hakem.api.batch;

import dev.hakem.api.HakemConfig;
import dev.hakem.api.i18n.Lang;
import dev.hakem.api.problem.LimitProblems;
import dev.hakem.api.request.Deadline;
import io.vertx.core.Vertx;
import io.vertx.core.WorkerExecutor;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.io.OutputStream;
import java.time.Duration;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import org.jboss.logging.Logger;

/**
 * Answers a batch in the order of its body while its games are adjudicated in parallel. A reader
 * task per batch reads the body and hands games to the workers; each worker adjudicates a game and
 * writes its answer line; the request's own thread copies the lines out in order, flushing whenever
 * the next one is not ready. At most {@link #window()} games are read ahead of the line being
 * written, so memory stays bounded whatever the size of the body.
 *
 * <p>The connection is never left silent longer than hakem.http.answer-deadline (below its idle timeout):
 * a line not ready that long after the last bytes went out is answered in its place with a 422
 * deadline_exceeded line ({@link BatchAnswers#overdue}), its work told to stop through its
 * {@link Deadline}, and the batch goes on.
 *
 * <p>Workers and readers are Vert.x worker pools of their own: the request's context (its logging
 * MDC, with the request id) follows every task, and batches never wait on the threads the HTTP
 * layer answers requests with (were they shared, requests blocked on their batch's reader or games
 * could take every thread those need, and no batch would ever finish).
 */
@Singleton
public class OrderedStreamer {
    private static final Logger LOG = Logger.getLogger(OrderedStreamer.class);
    /** Batches read at once; the HTTP layer's worker threads bound the batches answered at once anyway. */
    private static final int READERS = 64;
    /** Marks the end of a batch in the queue of answers. */
    private static final Pending END = new Pending(null, CompletableFuture.completedFuture(null), Deadline.NONE);

    /** A member's answer line to come, and the deadline its work runs within (cancelled when it is overdue). */
    private record Pending(BatchItem item, Future<byte[]> line, Deadline deadline) {}

    private final BatchGames games;
    private final int threads;
    private final Duration silence;
    private final WorkerExecutor workers;
    // One reader per batch being answered; a batch past this many waits for a reader to come free.
    private final WorkerExecutor readers;

    @Inject
    public OrderedStreamer(BatchGames games, HakemConfig config, Vertx vertx) {
        this.games = games;
        this.silence = config.http().answerDeadline();
        int parallelism = config.batch().parallelism();
        this.threads = parallelism > 0 ? parallelism : Runtime.getRuntime().availableProcessors();
        // A reader lives as long as its batch and a game as long as its search: no blocked-thread warnings.
        this.workers = vertx.createSharedWorkerExecutor("hakem-batch", threads, Long.MAX_VALUE, TimeUnit.NANOSECONDS);
        this.readers = vertx.createSharedWorkerExecutor("hakem-batch-reader", READERS, Long.MAX_VALUE, TimeUnit.NANOSECONDS);
    }

    @PreDestroy
    void stop() {
        workers.close();
        readers.close();
    }

    /** Games read ahead of the answer being written: enough to keep every worker busy behind a slow game. */
    int window() {
        return 4 * threads;
    }

    /**
     * Answers the batch: one line per game, in order, flushed whenever the next answer is not ready
     * yet. Returns whether the body was read to its end (false when the batch stopped early or the
     * body could not be read; the connection should then be closed after the answer).
     */
    boolean stream(BatchSource source, BatchItem first, OutputStream out, Lang lang) throws IOException {
        return stream(games, source, first, out, lang);
    }

    /** As {@link #stream(BatchSource, BatchItem, OutputStream, Lang)}, each line written by {@code answers}. */
    public boolean stream(BatchAnswers answers, BatchSource source, BatchItem first, OutputStream out, Lang lang)
            throws IOException {
        BlockingQueue<Pending> lines = new ArrayBlockingQueue<>(window());
        boolean[] readToEnd = {false};
        AtomicBoolean abandoned = new AtomicBoolean();
        AtomicReference<Thread> readerThread = new AtomicReference<>();
        CompletableFuture<Object> reader = readers.executeBlocking(() -> {
            readerThread.set(Thread.currentThread());
            try {
                read(answers, source, first, lines, readToEnd, abandoned, lang);
            } finally {
                synchronized (readerThread) {
                    readerThread.set(null);
                    Thread.interrupted(); // an interrupt meant for this batch must not reach the pool's next task
                }
            }
            return null;
        }, false).toCompletionStage().toCompletableFuture();
        try {
            long lastFlush = System.nanoTime();
            while (true) {
                Pending next = lines.poll();
                if (next == null) {
                    out.flush();
                    next = lines.take();
                    // The wait was for the body, whose bytes arriving keep the connection from being idle.
                    lastFlush = System.nanoTime();
                } else if (!next.line().isDone()) {
                    out.flush();
                    lastFlush = System.nanoTime();
                }
                byte[] line = lineWithin(answers, next, lastFlush, lang);
                if (line == null) break;
                out.write(line);
            }
            out.flush();
            reader.get();
            return readToEnd[0];
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("the batch was interrupted");
        } catch (ExecutionException e) {
            throw new IOException(e.getCause());
        } finally {
            abandoned.set(true);
            synchronized (readerThread) {
                Thread blocked = readerThread.get();
                if (blocked != null) blocked.interrupt(); // a reader waiting on the queue or the body stops
            }
            reader.cancel(false);
            for (Pending p; (p = lines.poll()) != null; ) {
                p.deadline().cancel();
                p.line().cancel(true);
            }
        }
    }

    /**
     * The member's line, or, when it is not ready {@link #silence} after the last bytes went out
     * ({@code lastFlush}), the line that says it was stopped.
     */
    private byte[] lineWithin(BatchAnswers answers, Pending next, long lastFlush, Lang lang)
            throws InterruptedException, ExecutionException {
        long left = lastFlush + silence.toNanos() - System.nanoTime();
        try {
            return next.line().get(Math.max(0, left), TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
            next.deadline().cancel();
            next.line().cancel(false);
            return answers.overdue(next.item(), LimitProblems.deadlineExceeded(silence.toMillis() / 1000.0), lang);
        }
    }

    /**
     * The reader task: games to the workers, their answers into the queue in order, END last.
     * Once the answer is abandoned (the client gone) it puts nothing more, so it never waits on a
     * queue nobody takes from.
     */
    private void read(BatchAnswers answers, BatchSource source, BatchItem first, BlockingQueue<Pending> queue,
                      boolean[] readToEnd, AtomicBoolean abandoned, Lang lang) {
        try {
            try {
                BatchItem item = first;
                while (item != null) {
                    queue.put(submit(answers, item, lang));
                    if (item.last()) return;
                    item = source.next();
                }
                readToEnd[0] = true;
            } catch (IOException e) {
                if (abandoned.get()) return;
                // A body that stopped arriving: answered on the last line, if the connection still takes it.
                LOG.debugf("batch body unreadable: %s", e.toString());
                queue.put(new Pending(null, CompletableFuture.completedFuture(answers.unreadable(source, String.valueOf(e.getMessage()), lang)),
                        Deadline.NONE));
            } finally {
                if (!abandoned.get()) queue.put(END);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt(); // the answer was abandoned
        }
    }

    private Pending submit(BatchAnswers answers, BatchItem item, Lang lang) {
        if (item.problem() != null) return new Pending(item, CompletableFuture.completedFuture(answers.answer(item, lang)),
                Deadline.NONE);
        // The answer line is written out by the worker too: a report's JSON costs as much as the game.
        Deadline deadline = Deadline.cancellable();
        return new Pending(item, workers.executeBlocking(() -> Deadline.within(deadline, () -> answers.answer(item, lang)),
                false).toCompletionStage().toCompletableFuture(), deadline);
    }
}
