package dev.hakem.verdict.winnability.search;

import dev.hakem.chess.MoveGen.SearchBoard;

/**
 * The helpmate search's transposition table: per position, how many plies were left when it was
 * searched, in which iteration, whether it is on the current line, and whether its whole subtree
 * was explored ("complete": no mate anywhere after it). A hit is verified against the whole
 * position ({@link SearchBoard#sameKey}): a bare hash collision could cut a line and so help prove a
 * false "no".
 *
 * <p>Open addressing with linear probing. An entry's hash and its facts share one pair of words, so
 * that a miss, the common case at the leaves, reads one cache line. The table starts small (most
 * analyses need a few hundred positions) and doubles up to {@link #MAX_CAPACITY}; half full at that
 * size, it is emptied. Losing entries costs only work: a position not found is searched again.
 */
final class SearchTable {
    static final int NONE = -1;
    /** Entries at most: 80 bytes each, 40 MB. */
    static final int MAX_CAPACITY = 1 << 19;
    private static final int FIRST_CAPACITY = 1 << 8;
    private static final int NOT_ON_LINE = 0xFF;

    /** Per entry: the hash (never 0; 0 marks a free entry), then the facts ({@link #facts}). */
    private long[] meta;
    private long[] keys;
    private int size, mask;

    SearchTable() {
        allocate(FIRST_CAPACITY);
    }

    private void allocate(int capacity) {
        meta = new long[2 * capacity];
        keys = new long[capacity * SearchBoard.KEY_WORDS];
        size = 0;
        mask = capacity - 1;
    }

    /** The hash the table files slot {@code ply}'s position under. */
    static long hash(SearchBoard board, int ply) {
        return board.hash(ply) | 1;
    }

    /** The entry of slot {@code ply}'s position (whose {@link #hash} is {@code hash}), or {@link #NONE}. */
    int find(SearchBoard board, int ply, long hash) {
        for (int i = (int) (hash >>> 40) & mask; ; i = (i + 1) & mask) {
            long h = meta[2 * i];
            if (h == 0) return NONE;
            if (h == hash && board.sameKey(ply, keys, i * SearchBoard.KEY_WORDS)) return i;
        }
    }

    /** Plies left (8 bits), the ply on the line (8 bits, {@link #NOT_ON_LINE} if none), complete (1 bit), the iteration. */
    private static long facts(int left, int onLine, boolean complete, int iteration) {
        return (left & 0xFF) | (onLine & 0xFF) << 8 | (complete ? 1L << 16 : 0) | (long) iteration << 32;
    }

    /**
     * Records slot {@code ply}'s position as being searched now, on the line at {@code ply}, with
     * {@code plies} left, in iteration {@code iteration}; {@code found} is what {@link #find}
     * returned for it.
     */
    void enter(SearchBoard board, int ply, long hash, int found, int plies, int iteration) {
        int i = found;
        if (i == NONE) {
            if (size >= (mask + 1) / 2) {
                if (mask + 1 < MAX_CAPACITY) grow();
                else allocate(MAX_CAPACITY);
            }
            i = (int) (hash >>> 40) & mask;
            while (meta[2 * i] != 0) i = (i + 1) & mask;
            meta[2 * i] = hash;
            board.writeKey(ply, keys, i * SearchBoard.KEY_WORDS);
            size++;
        }
        meta[2 * i + 1] = facts(Math.min(plies, 0xFF), ply, false, iteration);
    }

    /**
     * Ends the search of slot {@code ply}'s position, if its entry is still there (growing moves
     * entries, emptying loses them): no longer on the line, and complete when {@code whole}.
     */
    void leave(SearchBoard board, int ply, long hash, boolean whole) {
        int i = find(board, ply, hash);
        if (i == NONE || onLine(i) != ply) return;
        meta[2 * i + 1] = facts(left(i), NOT_ON_LINE, whole, stamp(i));
    }

    boolean complete(int entry) {
        return (meta[2 * entry + 1] & (1L << 16)) != 0;
    }

    /** The ply at which the entry's position stands on the current line, or -1. */
    int onLine(int entry) {
        int ply = (int) (meta[2 * entry + 1] >>> 8) & 0xFF;
        return ply == NOT_ON_LINE ? -1 : ply;
    }

    int left(int entry) {
        return (int) meta[2 * entry + 1] & 0xFF;
    }

    int stamp(int entry) {
        return (int) (meta[2 * entry + 1] >>> 32);
    }

    int size() {
        return size;
    }

    private void grow() {
        long[] oldMeta = meta, oldKeys = keys;
        int oldCapacity = mask + 1;
        allocate(oldCapacity * 2);
        for (int j = 0; j < oldCapacity; j++) {
            long h = oldMeta[2 * j];
            if (h == 0) continue;
            int i = (int) (h >>> 40) & mask;
            while (meta[2 * i] != 0) i = (i + 1) & mask;
            meta[2 * i] = h;
            meta[2 * i + 1] = oldMeta[2 * j + 1];
            System.arraycopy(oldKeys, j * SearchBoard.KEY_WORDS, keys, i * SearchBoard.KEY_WORDS, SearchBoard.KEY_WORDS);
            size++;
        }
    }
}
