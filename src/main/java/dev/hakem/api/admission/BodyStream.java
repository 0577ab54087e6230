package dev.hakem.api.admission;

import io.netty.buffer.ByteBuf;
import java.io.InputStream;

/**
 * A buffered body as the REST layer reads it, let go of when the request ends. The request's context
 * can outlive it: an idle worker thread keeps its last task (and so that context) until it runs
 * another one or its keep-alive ends, and a kept-alive connection keeps its last response's. Without
 * this, each could hold a body of up to the body limit after the body budget counted it as freed.
 * Read on one thread, let go of on the event loop once the answer is sent: it is read to its end
 * before that.
 */
final class BodyStream extends InputStream {
    private volatile ByteBuf body;

    BodyStream(ByteBuf body) {
        this.body = body.slice();
    }

    /** Afterwards the stream reads as ended. */
    void letGo() {
        body = null;
    }

    @Override
    public int read() {
        ByteBuf b = body;
        return b == null || !b.isReadable() ? -1 : b.readUnsignedByte();
    }

    @Override
    public int read(byte[] into, int offset, int length) {
        ByteBuf b = body;
        if (length == 0) return 0;
        if (b == null || !b.isReadable()) return -1;
        int n = Math.min(length, b.readableBytes());
        b.readBytes(into, offset, n);
        return n;
    }

    @Override
    public int available() {
        ByteBuf b = body;
        return b == null ? 0 : b.readableBytes();
    }

    @Override
    public long skip(long n) {
        ByteBuf b = body;
        if (b == null || n <= 0) return 0;
        int k = (int) Math.min(n, b.readableBytes());
        b.skipBytes(k);
        return k;
    }

    @Override
    public boolean markSupported() {
        return true;
    }

    @Override
    public synchronized void mark(int readLimit) {
        ByteBuf b = body;
        if (b != null) b.markReaderIndex();
    }

    @Override
    public synchronized void reset() {
        ByteBuf b = body;
        if (b != null) b.resetReaderIndex();
    }
}
