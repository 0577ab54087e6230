package dev.hakem.verdict.winnability;

import dev.hakem.chess.board.Color;
import dev.hakem.chess.MoveGen;
import dev.hakem.chess.Position;
import java.util.Arrays;

/**
 * Iterative deepening over every line of up to {@code maxPlies} plies that ends with the winner's
 * move. Exhaustive where the best-first search is not: that search can wander off where the mate
 * is near but does not look near (the winner's king far away behind a wall, say).
 */
final class ShortMate {
    private final Color winner;
    private final long maxNodes;
    private final int maxPlies;
    // One move buffer per depth and the line being tried: no allocation per node.
    private final int[][] buffers;
    private final int[] line;
    long nodes;

    ShortMate(Color winner, int maxPlies, long maxNodes) {
        this.winner = winner;
        this.maxPlies = maxPlies;
        this.maxNodes = maxNodes;
        this.buffers = new int[maxPlies][MoveGen.MAX_MOVES];
        this.line = new int[maxPlies];
    }

    /** The shortest helpmate within the plies and nodes, or null. */
    int[] find(Position root) {
        int first = root.turn() == winner ? 1 : 2;
        try {
            for (int plies = first; plies <= maxPlies; plies += 2)
                if (mates(root, 0, plies)) return Arrays.copyOf(line, plies);
        } catch (BudgetExceeded e) {
            return null;
        }
        return null;
    }

    private boolean mates(Position p, int depth, int plies) {
        int[] moves = buffers[depth];
        int n = MoveGen.generate(p, moves);
        boolean last = depth == plies - 1;
        for (int i = 0; i < n; i++) {
            if (nodes >= maxNodes) throw new BudgetExceeded();
            nodes++;
            Position c = p.play(moves[i]);
            line[depth] = moves[i];
            if (last) {
                if (c.isCheck() && !c.hasLegalMove()) return true;
            } else if (c.hasLegalMove() && mates(c, depth + 1, plies)) {
                return true;
            }
        }
        return false;
    }
}
