package dev.hakem.chess;

import java.util.Map;
import java.util.TreeMap;
import java.util.function.BooleanSupplier;
import java.util.function.LongSupplier;

/** Perft with a per-move breakdown ("divide") and a deadline, for callers that must bound their work. */
public final class Perft {
    private Perft() {}

    /** Thrown when the deadline passes before the count is complete. */
    public static final class DeadlineExceeded extends RuntimeException {
        public DeadlineExceeded() {
            super("perft deadline exceeded", null, false, false);
        }
    }

    public record Result(long nodes, Map<String, Long> divide) {}

    /** Counts leaves at the given depth, and per legal root move (UCI keys, sorted) when depth >= 1. */
    public static Result divide(Position p, int depth, long deadlineNanos) {
        return divide(p, depth, System::nanoTime, deadlineNanos);
    }

    /**
     * As {@link #divide(Position, int, long)}, with the deadline read on {@code clock} (nanoseconds):
     * a thread's CPU time keeps a busy machine from stopping counts an idle one would finish.
     */
    public static Result divide(Position p, int depth, LongSupplier clock, long deadlineNanos) {
        return divide(p, depth, () -> clock.getAsLong() - deadlineNanos > 0);
    }

    /**
     * As {@link #divide(Position, int, long)}, stopped when {@code due} says so: asked before each node at
     * depth 3 or more from the leaves (a few microseconds of counting apart), so a caller can combine limits.
     */
    public static Result divide(Position p, int depth, BooleanSupplier due) {
        Map<String, Long> divide = new TreeMap<>();
        if (depth <= 0) return new Result(1, divide);
        int[][] buffers = new int[depth][MoveGen.MAX_MOVES];
        long total = 0;
        for (int code : p.legalMoveCodes()) {
            long n = count(p.play(code), depth - 1, buffers, due);
            divide.put(MoveCode.uci(code, p.variant()), n);
            total += n;
        }
        return new Result(total, divide);
    }

    private static long count(Position p, int depth, int[][] buffers, BooleanSupplier due) {
        if (depth == 0) return 1;
        if (depth == 1) return MoveGen.count(p);
        if (depth >= 3 && due.getAsBoolean()) throw new DeadlineExceeded();
        int[] moves = buffers[depth - 1];
        int n = MoveGen.generate(p, moves);
        long total = 0;
        for (int i = 0; i < n; i++) total += count(p.play(moves[i]), depth - 1, buffers, due);
        return total;
    }
}
