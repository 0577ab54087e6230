package dev.hakem.api.admission;

import io.vertx.core.Context;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpServerRequest;
import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.util.ArrayDeque;

/**
 * A streamed body (a batch's) read by the connection's event loop into memory ahead of its reader,
 * up to {@code readAhead} bytes, while the answer goes out. A client that sends the whole body
 * before it reads the answer (Python's http.client, requests) would otherwise deadlock with a
 * service that reads only as fast as it can write: both sides blocked on full buffers. Past the
 * read-ahead the request is paused until the reader catches up; a client that then neither reads
 * nor sends is cut by the connection's idle timeout, which frees the batch's threads. A body
 * slower than {@code minRate} bytes a second after its first second fails the read.
 */
final class SpooledBody extends InputStream {
    private final HttpServerRequest request;
    private final Context context;
    private final Vertx vertx;
    private final long readAhead;
    private final long minRate;
    private final ArrayDeque<Buffer> chunks = new ArrayDeque<>();
    private final long start = System.nanoTime();
    private int headOffset;
    private long queued;
    private long received;
    private boolean ended;
    private boolean paused;
    private IOException failure;
    private long timer = -1;

    SpooledBody(HttpServerRequest request, Vertx vertx, long readAhead, long minRate) {
        this.request = request;
        this.vertx = vertx;
        this.context = vertx.getOrCreateContext();
        this.readAhead = readAhead;
        this.minRate = minRate;
    }

    /** Starts reading; on the connection's event loop. */
    void start() {
        request.handler(this::chunk);
        request.endHandler(v -> end());
        request.exceptionHandler(this::broken);
        if (minRate > 0) timer = vertx.setPeriodic(BodyIntake.CHECK_MILLIS, id -> checkRate());
        if ("100-continue".equalsIgnoreCase(request.getHeader(HttpHeaders.EXPECT))) request.response().writeContinue();
        request.resume();
    }

    /**
     * Lets the body flow again once the REST layer has taken the request (which pauses it, meaning to
     * read it itself), unless the read-ahead is full.
     */
    void flow() {
        context.runOnContext(v -> {
            synchronized (this) {
                if (!paused && !ended) request.resume();
            }
        });
    }

    private synchronized void chunk(Buffer b) {
        chunks.addLast(b);
        queued += b.length();
        received += b.length();
        if (queued >= readAhead && !paused) {
            paused = true;
            request.pause();
        }
        notifyAll();
    }

    private synchronized void end() {
        ended = true;
        vertx.cancelTimer(timer);
        notifyAll();
    }

    private synchronized void broken(Throwable t) {
        if (failure == null) failure = t instanceof IOException io ? io : new IOException(t);
        vertx.cancelTimer(timer);
        notifyAll();
    }

    private synchronized void checkRate() {
        if (ended || failure != null) {
            vertx.cancelTimer(timer);
            return;
        }
        long elapsed = (System.nanoTime() - start) / 1_000_000;
        // Only while the body is waited for: a paused body is slow because its reader is.
        if (!paused && elapsed > BodyIntake.GRACE_MILLIS && received * 1000 < minRate * (elapsed - BodyIntake.GRACE_MILLIS)) {
            failure = new IOException("the body arrives too slowly: " + received + " bytes in " + elapsed
                    + " ms, and at least " + minRate + " bytes a second are required");
            vertx.cancelTimer(timer);
            request.connection().close();
            notifyAll();
        }
    }

    @Override
    public synchronized int read(byte[] into, int off, int len) throws IOException {
        if (len == 0) return 0;
        try {
            while (chunks.isEmpty() && !ended && failure == null) wait();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("the body's reader was interrupted");
        }
        if (chunks.isEmpty()) {
            if (failure != null) throw failure;
            return -1;
        }
        Buffer head = chunks.peekFirst();
        int n = Math.min(len, head.length() - headOffset);
        head.getBytes(headOffset, headOffset + n, into, off);
        headOffset += n;
        if (headOffset == head.length()) {
            chunks.pollFirst();
            headOffset = 0;
        }
        queued -= n;
        if (paused && queued <= readAhead / 2) {
            paused = false;
            context.runOnContext(v -> request.resume());
        }
        return n;
    }

    @Override
    public int read() throws IOException {
        byte[] one = new byte[1];
        int n = read(one, 0, 1);
        return n < 0 ? -1 : one[0] & 0xff;
    }

    @Override
    public synchronized int available() {
        return (int) Math.min(Integer.MAX_VALUE, queued);
    }
}
