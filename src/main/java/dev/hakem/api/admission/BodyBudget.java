package dev.hakem.api.admission;

import java.util.concurrent.atomic.AtomicLong;

/**
 * The bytes all request bodies held in memory at once may take (hakem.http.body-buffer): a body is
 * read whole before its request is admitted, so without a bound many large bodies arriving together
 * could fill the heap. A reservation that does not fit is refused; the caller sheds the request.
 */
final class BodyBudget {
    private final long max;
    private final AtomicLong used = new AtomicLong();

    BodyBudget(long max) {
        this.max = max;
    }

    boolean reserve(long bytes) {
        if (bytes <= 0) return true;
        while (true) {
            long now = used.get();
            if (now + bytes > max) return false;
            if (used.compareAndSet(now, now + bytes)) return true;
        }
    }

    void release(long bytes) {
        if (bytes > 0) used.addAndGet(-bytes);
    }

    long used() {
        return used.get();
    }

    long max() {
        return max;
    }
}
