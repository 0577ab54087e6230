package dev.hakem.verdict.winnability;

import dev.hakem.chess.Position;
import dev.hakem.chess.board.Color;
import java.util.HashSet;
import java.util.Set;

/**
 * Chains of checks: from the root, every move is followed; after it, only moves that give check
 * are followed, and every move that does not must lead to a position the static analysis proves
 * dead. Where every chain ends (in a position already followed, or a mate-free end), no mate
 * exists; where a chain mates, the line is a helpmate. This settles positions where a side's
 * only hope is a perpetual check the other side escapes into a dead position.
 */
final class CheckChains {
    private final Color winner;
    private final long limit;
    private final Set<PositionKey> followed = new HashSet<>();
    private final int[] line = new int[Solver.CHECK_CHAIN_PLIES + 1];
    long nodes;
    /** Whether the last {@link #search} proved that no mate exists. */
    boolean proved;

    CheckChains(Color winner, long limit) {
        this.winner = winner;
        this.limit = limit;
    }

    /** A helpmate, or null: then {@link #proved} says whether none exists. */
    int[] search(Position root) {
        int r = follow(root, 0);
        proved = r == NO;
        return r == MATE ? java.util.Arrays.copyOf(line, mateLength) : null;
    }

    private static final int MATE = 0, NO = 1, UNKNOWN = 2;
    private int mateLength;

    private int follow(Position p, int ply) {
        if (ply > Solver.CHECK_CHAIN_PLIES) return UNKNOWN;
        followed.add(new PositionKey(p));
        int[] moves = p.legalMoveCodes();
        if (moves.length == 0) {
            if (p.turn() != winner && p.isCheck()) {
                mateLength = ply;
                return MATE;
            }
            return NO;
        }
        for (int move : moves) {
            if (nodes >= limit) return UNKNOWN;
            nodes++;
            Position next = p.play(move);
            if (followed.contains(new PositionKey(next))) continue;
            line[ply] = move;
            if (ply == 0 || next.isCheck()) {
                int r = follow(next, ply + 1);
                if (r != NO) return r;
            } else if (StaticProof.proveNoMate(next, winner) == null) {
                return UNKNOWN;
            }
        }
        return NO;
    }
}
