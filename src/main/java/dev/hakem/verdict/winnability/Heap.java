package dev.hakem.verdict.winnability;

import java.util.Arrays;

/**
 * A binary min-heap of (priority, index) packed into longs: no allocation per entry, which
 * matters at hundreds of thousands of entries per analysis.
 *
 * <p>The priority takes the high bits and the index the low {@link #INDEX_BITS}, so equal
 * priorities come out lowest index first: the order, and so the node counts of a search, never
 * depend on the heap's internal layout.
 */
final class Heap {
    static final int INDEX_BITS = 24;
    /** Indices must be below this: the bits above belong to the priority. */
    static final int CAPACITY = 1 << INDEX_BITS;
    private static final long INDEX_MASK = CAPACITY - 1;
    // Priorities may be negative (material is subtracted from the score); the offset keeps the
    // packed value positive, so that comparing the longs compares the priorities.
    private static final long OFFSET = 1L << 30;

    private long[] heap = new long[256];
    private int size;
    private long popped;

    boolean isEmpty() {
        return size == 0;
    }

    void push(int priority, int index) {
        insert(((priority + OFFSET) << INDEX_BITS) | index);
    }

    /** Puts back the entry the last {@link #pop} took. */
    void repush() {
        insert(popped);
    }

    private void insert(long item) {
        if (size == heap.length) heap = Arrays.copyOf(heap, size * 2);
        int i = size++;
        while (i > 0) {
            int up = (i - 1) >>> 1;
            if (heap[up] <= item) break;
            heap[i] = heap[up];
            i = up;
        }
        heap[i] = item;
    }

    /** Removes the entry of lowest priority (of lowest index among equals) and returns its index. */
    int pop() {
        long top = heap[0];
        popped = top;
        long last = heap[--size];
        int i = 0;
        while (true) {
            int child = 2 * i + 1;
            if (child >= size) break;
            if (child + 1 < size && heap[child + 1] < heap[child]) child++;
            if (heap[child] >= last) break;
            heap[i] = heap[child];
            i = child;
        }
        heap[i] = last;
        return (int) (top & INDEX_MASK);
    }
}
