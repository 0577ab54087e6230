package dev.hakem.verdict.winnability;

import dev.hakem.chess.Position;
import dev.hakem.chess.board.Color;
import dev.hakem.chess.board.Role;
import java.util.ArrayDeque;
import java.util.HashSet;
import java.util.Set;

/**
 * Every position reachable from a root, when there are few of them: the proof for positions where a
 * side can only push pawns, whose reachable positions a search by depth cannot close (its lines
 * wander between the same few positions) but a set of positions closes in a few thousand. No mate
 * of the loser among them proves that none exists.
 */
final class Closure {
    /** Positions at most; past it the closure gives up. */
    static final int MAX_POSITIONS = 3_000;
    /** Nodes of the probe that looks for a piece move other than a pawn's, for each side. */
    static final long PROBE_NODES = 1_000;

    private Closure() {}

    /**
     * Whether a side seems able to move only pawns: within {@link #PROBE_NODES} moves of a depth-first
     * walk from p, no move of a piece other than a pawn by that side. Only a filter for {@link #noMate}.
     */
    static boolean aSideMovesOnlyPawns(Position p) {
        boolean[] pieceMoved = new boolean[2];
        long[] nodes = {0};
        probe(p, pieceMoved, nodes, 0);
        return !pieceMoved[0] || !pieceMoved[1];
    }

    private static void probe(Position p, boolean[] pieceMoved, long[] nodes, int ply) {
        if (ply > 64) return;
        long pawns = p.byRole(Role.PAWN);
        for (int move : p.legalMoveCodes()) {
            if ((pawns & (1L << dev.hakem.chess.MoveCode.from(move))) == 0) pieceMoved[p.turn().ordinal()] = true;
            if (++nodes[0] >= PROBE_NODES || pieceMoved[0] && pieceMoved[1]) return;
            probe(p.play(move), pieceMoved, nodes, ply + 1);
            if (nodes[0] >= PROBE_NODES || pieceMoved[0] && pieceMoved[1]) return;
        }
    }

    /**
     * How many positions are reachable from p, when there are at most {@link #MAX_POSITIONS} and
     * none is a mate by {@code winner}; -1 when one is, or when there are more.
     */
    static int noMate(Position p, Color winner) {
        Set<PositionKey> seen = new HashSet<>();
        ArrayDeque<Position> queue = new ArrayDeque<>();
        seen.add(new PositionKey(p));
        queue.add(p);
        while (!queue.isEmpty()) {
            Position q = queue.poll();
            if (MaterialProof.proveNoMate(q, winner) != null) continue;
            int[] moves = q.legalMoveCodes();
            if (moves.length == 0) {
                if (q.turn() != winner && q.isCheck()) return -1;
                continue;
            }
            for (int move : moves) {
                Position next = q.play(move);
                if (seen.add(new PositionKey(next))) {
                    if (seen.size() > MAX_POSITIONS) return -1;
                    queue.add(next);
                }
            }
        }
        return seen.size();
    }
}
