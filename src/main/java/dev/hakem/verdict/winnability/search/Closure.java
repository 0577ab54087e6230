package dev.hakem.verdict.winnability.search;

import dev.hakem.chess.MoveGen;
import dev.hakem.chess.Position;
import dev.hakem.chess.MoveGen.SearchBoard;
import dev.hakem.chess.board.Color;
import java.util.function.BooleanSupplier;

/**
 * Every position reachable from a root, breadth first, when there are few enough: no mate of the
 * loser among them proves that none exists. This closes what a search by depth cannot: kings and
 * bishops wandering behind a pawn wall make lines of hundreds of plies between a few thousand
 * positions, each of which the closure visits once.
 *
 * <p>Positions are kept as their identity words ({@link SearchBoard#writeKey}) in the order they
 * were found, which is also the queue; a set of hashes over them finds repeats (verified against the
 * words). Nothing is allocated per position but when the arrays double.
 */
public final class Closure {
    private final SearchBoard board;
    private final int winner;
    /** Positions the arrays are first made for at most: a larger closure grows them as it needs. */
    private static final int FIRST_CAPACITY = 1 << 14;

    private final int[] moves = new int[MoveGen.MAX_MOVES];
    private long[] keys;
    private long[] hashes;
    private int[] index;
    private int size;
    public long nodes;

    public Closure(Position root, Color winner) {
        this.board = new SearchBoard(root, 1);
        this.winner = winner.ordinal();
    }

    /**
     * How many positions are reachable from the root, when there are at most {@code maxPositions},
     * none is a mate by the winner, and listing them tried at most {@code maxNodes} moves; else -1.
     */
    public int noMate(int maxPositions, long maxNodes) {
        return noMate(maxPositions, maxNodes, null);
    }

    /** As {@link #noMate(int, long)}, asking {@code stop} now and then whether to stop ({@link SearchStopped}). */
    public int noMate(int maxPositions, long maxNodes, BooleanSupplier stop) {
        // Made for the positions the closure may list (one more is how it fails), so that the small
        // closures, which mostly fail, never copy their arrays.
        int capacity = Math.min(maxPositions, FIRST_CAPACITY - 1) + 1;
        keys = new long[capacity * SearchBoard.KEY_WORDS];
        hashes = new long[Integer.highestOneBit(2 * capacity - 1) << 1];
        index = new int[hashes.length];
        size = 0;
        add(0);
        for (int next = 0; next < size; next++) {
            board.load(0, keys, next * SearchBoard.KEY_WORDS);
            if (HelpmateSearch.cannotMate(board, 0, winner)) continue;
            int n = board.generate(0, moves);
            if (n == 0) {
                if (board.turn(0) != winner && board.inCheck(0)) return -1;
                continue;
            }
            for (int i = 0; i < n; i++) {
                if (nodes >= maxNodes) return -1;
                nodes++;
                if ((nodes & (HelpmateSearch.STOP_POLL - 1)) == 0 && stop != null && stop.getAsBoolean()) throw new SearchStopped();
                board.play(0, moves[i]);
                if (add(1) && size > maxPositions) return -1;
            }
        }
        return size;
    }

    /** Adds slot {@code ply}'s position unless already there; whether it was new. */
    private boolean add(int ply) {
        long hash = board.hash(ply) | 1;
        int mask = hashes.length - 1;
        int i = (int) (hash >>> 40) & mask;
        for (; hashes[i] != 0; i = (i + 1) & mask)
            if (hashes[i] == hash && board.sameKey(ply, keys, index[i] * SearchBoard.KEY_WORDS)) return false;
        if ((size + 1) * SearchBoard.KEY_WORDS > keys.length) keys = java.util.Arrays.copyOf(keys, keys.length * 2);
        board.writeKey(ply, keys, size * SearchBoard.KEY_WORDS);
        hashes[i] = hash;
        index[i] = size++;
        if (2 * size > hashes.length) rehash();
        return true;
    }

    private void rehash() {
        long[] oldHashes = hashes;
        int[] oldIndex = index;
        hashes = new long[oldHashes.length * 2];
        index = new int[oldHashes.length * 2];
        int mask = hashes.length - 1;
        for (int j = 0; j < oldHashes.length; j++) {
            if (oldHashes[j] == 0) continue;
            int i = (int) (oldHashes[j] >>> 40) & mask;
            while (hashes[i] != 0) i = (i + 1) & mask;
            hashes[i] = oldHashes[j];
            index[i] = oldIndex[j];
        }
    }
}
