package dev.hakem.api.batch;

import dev.hakem.api.request.Requests;
import dev.hakem.api.problem.Problem;
import dev.hakem.api.problem.ProblemException;
import dev.hakem.api.problem.ProblemMappers;
import dev.hakem.api.i18n.Lang;
import dev.hakem.api.game.GameResource;
import dev.hakem.api.game.GameReport;

import dev.hakem.chess.Phrase;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import dev.hakem.api.ops.HakemMetrics;
import dev.hakem.api.ops.RequestIds;
import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;
import org.jboss.logging.MDC;

/**
 * Adjudicates the games of a batch on a bounded pool of workers, the same way POST /v1/game does
 * each one, and writes the answers in the order of the body as they complete. A reader thread per
 * batch reads the body and hands games to the pool; each worker adjudicates a game and writes its
 * answer line; the request's own thread copies the lines out in order, flushing whenever the next
 * one is not ready. At most {@link #window()} games are read ahead of the line being written, so
 * memory stays bounded whatever the size of the body.
 */
@Singleton
public class GamesBatch {
    private static final Logger LOG = Logger.getLogger(GamesBatch.class);
    /** Marks the end of a batch in the queue of answers. */
    private static final Future<byte[]> END = CompletableFuture.completedFuture(null);

    @ConfigProperty(name = "hakem.batch.parallelism", defaultValue = "0")
    int parallelism;

    @ConfigProperty(name = "hakem.batch.max-games", defaultValue = "100000")
    int maxGames;

    @ConfigProperty(name = "hakem.batch.max-game-size", defaultValue = "1048576")
    int maxGameSize;

    @ConfigProperty(name = "hakem.batch.max-body-size", defaultValue = "268435456")
    long maxBodySize;

    @Inject
    GameResource games;

    @Inject
    ObjectMapper mapper;

    @Inject
    HakemMetrics metrics;

    private ObjectReader requestReader;
    private ObjectWriter resultWriter;
    private ExecutorService workers;
    private ExecutorService readers;
    private int threads;

    @PostConstruct
    void start() {
        threads = parallelism > 0 ? parallelism : Runtime.getRuntime().availableProcessors();
        workers = Executors.newFixedThreadPool(threads, daemon("hakem-batch-"));
        // One per batch being answered; their number is bounded by the HTTP worker threads that answer them.
        readers = Executors.newCachedThreadPool(daemon("hakem-batch-reader-"));
        // Two JSON values on one line must not pass as the first one.
        requestReader = mapper.readerFor(Requests.GameRequest.class).with(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
        resultWriter = mapper.writerFor(BatchResult.class);
    }

    @PreDestroy
    void stop() {
        workers.shutdownNow();
        readers.shutdownNow();
    }

    BatchLimits limits() {
        return new BatchLimits(maxGames, maxGameSize, maxBodySize);
    }

    /** Games read ahead of the answer being written: enough to keep every worker busy behind a slow game. */
    int window() {
        return 4 * threads;
    }

    /** The work of one NDJSON line: its JSON read as /v1/game reads its body, the query's rules and flag as defaults. */
    Callable<GameReport> json(byte[] line, String rules, String flag, Lang lang) {
        return () -> {
            Requests.GameRequest r = requestReader.readValue(line);
            if (r != null && (r.rules() == null && rules != null || r.flag() == null && flag != null))
                r = new Requests.GameRequest(r.fen(), r.moves(), r.rules() != null ? r.rules() : rules,
                        r.flag() != null ? r.flag() : flag, r.lenient(), r.pgn());
            return games.adjudicate(r, lang);
        };
    }

    /** The work of one PGN game: adjudicated as {"pgn": text, "rules": rules, "flag": flag} would be. */
    Callable<GameReport> pgn(byte[] text, Charset charset, String rules, String flag, Lang lang) {
        return () -> games.adjudicate(new Requests.GameRequest(null, null, rules, flag, null, decode(text, charset)), lang);
    }

    public static String decode(byte[] text, Charset charset) {
        try {
            return charset.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(text)).toString();
        } catch (CharacterCodingException e) {
            Phrase detail = Phrase.of("detail.batch_encoding", charset.name());
            throw new ProblemException(400, "invalid_pgn", detail, List.of(Problem.Item.of("invalid_encoding", "pgn", detail)),
                    null, null);
        }
    }

    /**
     * Answers the batch: one line per game, in order, flushed whenever the next answer is not ready
     * yet. Returns whether the body was read to its end (false when the batch stopped early or the
     * body could not be read; the connection should then be closed after the answer).
     */
    boolean stream(BatchSource source, BatchItem first, OutputStream out, Lang lang) throws IOException {
        BlockingQueue<Future<byte[]>> answers = new ArrayBlockingQueue<>(window());
        String requestId = MDC.get(RequestIds.MDC_KEY) instanceof String s ? s : null;
        boolean[] readToEnd = {false};
        AtomicBoolean abandoned = new AtomicBoolean();
        Future<?> reader = readers.submit(() -> read(source, first, answers, requestId, readToEnd, abandoned, lang));
        try {
            while (true) {
                Future<byte[]> next = answers.poll();
                if (next == null) {
                    out.flush();
                    next = answers.take();
                } else if (!next.isDone()) {
                    out.flush();
                }
                byte[] line = next.get();
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
            reader.cancel(true);
            for (Future<byte[]> f; (f = answers.poll()) != null; ) f.cancel(true);
        }
    }

    /**
     * The reader thread: games into the pool, their answers into the queue in order, END last.
     * Once the answer is abandoned (the client gone) it puts nothing more, so it never waits on a
     * queue nobody takes from.
     */
    private void read(BatchSource source, BatchItem first, BlockingQueue<Future<byte[]>> answers, String requestId,
                      boolean[] readToEnd, AtomicBoolean abandoned, Lang lang) {
        try {
            try {
                BatchItem item = first;
                while (item != null) {
                    answers.put(submit(item, requestId, lang));
                    if (item.last()) return;
                    item = source.next();
                }
                readToEnd[0] = true;
            } catch (IOException e) {
                if (abandoned.get()) return;
                // A body that stopped arriving: answered on the last line, if the connection still takes it.
                LOG.debugf("batch body unreadable: %s", e.toString());
                Problem p = new ProblemException(400, "body_unreadable", Phrase.of("detail.batch_unreadable_rest",
                        String.valueOf(e.getMessage())), null, null, null).toProblem(BatchSource.INSTANCE, lang);
                answers.put(CompletableFuture.completedFuture(encode(new BatchResult(source.games() + 1,
                        source.nextLine(), 400, null, p))));
            } finally {
                if (!abandoned.get()) answers.put(END);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt(); // the answer was abandoned
        }
    }

    private Future<byte[]> submit(BatchItem item, String requestId, Lang lang) {
        if (item.problem() != null)
            return CompletableFuture.completedFuture(encode(new BatchResult(item.game(), item.line(),
                    item.problem().status(), null, item.problem().toProblem(BatchSource.INSTANCE, lang))));
        // The answer line is written out by the worker too: a report's JSON costs as much as the game.
        return workers.submit(() -> {
            if (requestId != null) MDC.put(RequestIds.MDC_KEY, requestId);
            try {
                return encode(adjudicate(item, lang));
            } finally {
                MDC.remove(RequestIds.MDC_KEY);
            }
        });
    }

    /** One game, answered as POST /v1/game answers it: the report, or the problem document of its fault. */
    BatchResult adjudicate(BatchItem item, Lang lang) {
        try {
            GameReport report = item.work().call();
            metrics.record(report);
            return new BatchResult(item.game(), item.line(), 200, report, null);
        } catch (ProblemException e) {
            return problem(item, e.toProblem(BatchSource.INSTANCE, lang));
        } catch (JsonProcessingException e) {
            return problem(item, ProblemMappers.malformedJson(e).toProblem(BatchSource.INSTANCE, lang));
        } catch (Exception | StackOverflowError e) {
            LOG.error("unexpected failure on game " + item.game() + " (line " + item.line() + ") of a batch", e);
            return problem(item, ProblemMappers.internalError().toProblem(BatchSource.INSTANCE, lang));
        }
    }

    private BatchResult problem(BatchItem item, Problem p) {
        metrics.record(p);
        return new BatchResult(item.game(), item.line(), p.status(), null, p);
    }

    /** One answer line, with its newline. */
    private byte[] encode(BatchResult result) {
        try {
            byte[] json = resultWriter.writeValueAsBytes(result);
            byte[] line = Arrays.copyOf(json, json.length + 1);
            line[json.length] = '\n';
            return line;
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a batch answer could not be written as JSON", e);
        }
    }

    private static ThreadFactory daemon(String prefix) {
        AtomicInteger n = new AtomicInteger();
        return r -> {
            Thread t = new Thread(r, prefix + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
    }
}
