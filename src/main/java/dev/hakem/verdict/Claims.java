package dev.hakem.verdict;

import dev.hakem.chess.notation.MoveInfo;
import java.util.List;

/**
 * What the side to move may claim now, and which of its legal moves would let it claim.
 *
 * @param threefoldRepetition FIDE 9.2.2: the position has just appeared for at least the third time
 * @param fiftyMoves          FIDE 9.3.2: the last 50 moves by each player had no pawn move and no capture
 * @param byMove              FIDE 9.2.1 and 9.3.1: moves after which the claim holds (the
 *                            player writes the move and claims instead of playing it)
 */
public record Claims(boolean threefoldRepetition, boolean fiftyMoves, List<ByMove> byMove) {

    public static final Claims NONE = new Claims(false, false, List.of());

    /** A legal move that would make a claim possible, and which rule it would rest on. */
    public record ByMove(MoveInfo move, Termination rule) {}
}
