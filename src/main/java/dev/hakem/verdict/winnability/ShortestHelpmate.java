package dev.hakem.verdict.winnability;

import dev.hakem.chess.MoveGen;
import dev.hakem.chess.Position;
import dev.hakem.chess.board.Color;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * The shortest helpmate within a number of plies, by iterative deepening over every line (both sides
 * cooperating, every legal move tried), remembering each position already searched to some depth
 * without a mate. When every depth below a limit has been searched to its end, the line found (or the
 * absence of one) is proved shortest: a mate in fewer plies would have been met on the way.
 *
 * <p>A line is cut where the winner has fewer moves left than any of its men needs to give check
 * ({@link CheckDistance}, a lower bound). Positions are remembered by identity ({@link Position#sameAs}), never by hash alone: a collision
 * must not hide a shorter mate. Branches end where a material or fixed-wall proof shows no mate can
 * follow, which holds for every position reachable from there.
 */
final class ShortestHelpmate {
    private final Color winner;
    private final long maxNodes;
    private final Map<Key, Integer> searched = new HashMap<>();
    private int[][] buffers = new int[0][];
    private int[] line = new int[0];
    long nodes;
    /** Whether every depth tried was searched to its end (the answer is then a proof). */
    boolean complete;

    ShortestHelpmate(Color winner, long maxNodes) {
        this.winner = winner;
        this.maxNodes = maxNodes;
    }

    /** The position, equal to another only when it is the same position (not merely the same hash). */
    private record Key(Position p) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && p.sameAs(k.p);
        }

        @Override
        public int hashCode() {
            return Long.hashCode(p.zobrist());
        }
    }

    /**
     * The shortest helpmate of at most {@code maxPlies} plies, or null when there is none that short
     * or the nodes ran out ({@link #complete} tells which).
     */
    int[] find(Position root, int maxPlies) {
        complete = false;
        buffers = new int[Math.max(maxPlies, 0)][];
        line = new int[Math.max(maxPlies, 0)];
        int first = root.turn() == winner ? 1 : 2;
        try {
            for (int plies = first; plies <= maxPlies; plies += 2)
                if (mates(root, 0, plies)) return Arrays.copyOf(line, plies);
        } catch (BudgetExceeded e) {
            return null;
        }
        complete = true;
        return null;
    }

    /** Whether a helpmate of at most {@code plies - depth} more plies follows from p; the line in {@link #line}. */
    private boolean mates(Position p, int depth, int plies) {
        int left = plies - depth;
        Key key = new Key(p);
        Integer done = searched.get(key);
        if (done != null && done >= left) return false;
        int winnerMovesLeft = p.turn() == winner ? (left + 1) / 2 : left / 2;
        if (CheckDistance.of(p, winner, left - winnerMovesLeft) > winnerMovesLeft) {
            searched.put(key, left);
            return false;
        }
        if (buffers[depth] == null) buffers[depth] = new int[MoveGen.MAX_MOVES];
        int[] moves = buffers[depth];
        int n = MoveGen.generate(p, moves);
        boolean winnerMoves = p.turn() == winner;
        for (int i = 0; i < n; i++) {
            if (nodes >= maxNodes) throw new BudgetExceeded();
            nodes++;
            // The last ply: only a check can mate.
            if (left == 1 && !p.givesCheck(moves[i])) continue;
            Position c = p.play(moves[i]);
            line[depth] = moves[i];
            if (winnerMoves && c.isCheck() && !c.hasLegalMove()) return true;
            // Only the winner's move can end the line; one ply left and it is the loser's: nothing more to try.
            if (left <= 1 || !c.hasLegalMove()) continue;
            if (c.halfmoveClock() == 0
                    && (MaterialProof.proveNoMate(c, winner) != null || PawnWall.proveNoMate(c, winner) != null))
                continue;
            if (mates(c, depth + 1, plies)) return true;
        }
        searched.put(key, left);
        return false;
    }
}
