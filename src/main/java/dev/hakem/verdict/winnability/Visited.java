package dev.hakem.verdict.winnability;

import dev.hakem.chess.Position;
import java.util.Arrays;

/**
 * Positions reached by a search, each once by FIDE 9.2.3 identity (clocks ignored), with how
 * it was reached. Keys find candidates; the position fields decide, so a key collision can
 * never merge two positions (a "no" rests on every position really being explored).
 */
final class Visited {
    private final int capacity;
    // Small at first: most analyses end after a few dozen positions, and zeroing large arrays
    // would cost more than they do.
    private Position[] positions = new Position[256];
    private int size;
    private int[] parent = new int[256], move = new int[256], ply = new int[256];
    private long[] keys = new long[512];
    /** Each slot holds a position's index plus one; 0 is free, so a new table needs no filling. */
    private int[] slots = new int[512];

    /** As many positions as the heap can index. */
    Visited() {
        this(Heap.CAPACITY);
    }

    /** At most {@code capacity} positions: one more ends the search as if its budget ran out. */
    Visited(int capacity) {
        this.capacity = capacity;
    }

    int size() {
        return size;
    }

    Position position(int i) {
        return positions[i];
    }

    int ply(int i) {
        return ply[i];
    }

    /**
     * Adds a new position and returns its index, or -1 when it was seen before; then, if this way to it
     * is shorter, it becomes its way. Plies only fall along a chain of ways toward the root, so a new way
     * never closes a loop, and every chain is a line of legal moves.
     */
    int add(Position p, int from, int by, int depth) {
        long key = p.zobrist();
        int mask = slots.length - 1;
        int h = (int) (key ^ (key >>> 32)) & mask;
        while (slots[h] != 0) {
            int seen = slots[h] - 1;
            if (keys[h] == key && positions[seen].sameAs(p)) {
                // Reached again by a shorter way: the way is kept, so the lines through it shorten.
                if (depth < ply[seen]) {
                    parent[seen] = from;
                    move[seen] = by;
                    ply[seen] = depth;
                }
                return -1;
            }
            h = (h + 1) & mask;
        }
        if (size == capacity) throw new BudgetExceeded();
        int index = size++;
        if (index == parent.length) {
            // Four times larger: a large search grows through few copies.
            positions = Arrays.copyOf(positions, index * 4);
            parent = Arrays.copyOf(parent, index * 4);
            move = Arrays.copyOf(move, index * 4);
            ply = Arrays.copyOf(ply, index * 4);
        }
        positions[index] = p;
        parent[index] = from;
        move[index] = by;
        ply[index] = depth;
        keys[h] = key;
        slots[h] = index + 1;
        if (2 * size > slots.length) grow();
        return index;
    }

    private void grow() {
        long[] oldKeys = keys;
        int[] oldSlots = slots;
        keys = new long[oldKeys.length * 4];
        slots = new int[oldSlots.length * 4];
        int mask = slots.length - 1;
        for (int i = 0; i < oldSlots.length; i++) {
            if (oldSlots[i] == 0) continue;
            int h = (int) (oldKeys[i] ^ (oldKeys[i] >>> 32)) & mask;
            while (slots[h] != 0) h = (h + 1) & mask;
            keys[h] = oldKeys[i];
            slots[h] = oldSlots[i];
        }
    }

    /** The moves from the root to position {@code at}, then {@code last}. */
    int[] line(int at, int last) {
        int length = 1;
        for (int i = at; parent[i] >= 0; i = parent[i]) length++;
        int[] out = new int[length];
        out[length - 1] = last;
        int k = length - 2;
        for (int i = at; parent[i] >= 0; i = parent[i]) out[k--] = move[i];
        return out;
    }
}
