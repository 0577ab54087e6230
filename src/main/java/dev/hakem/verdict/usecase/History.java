package dev.hakem.verdict.usecase;

import dev.hakem.chess.Position;
import dev.hakem.verdict.Replay;
import dev.hakem.verdict.RuleSet;
import java.util.List;

/**
 * A game's history as a request gives it: a start and the moves written from it, or a resume point
 * (docs/resume-point.md), whose position and moves since stand for the whole history. Every use case
 * replays a history here, and only here.
 *
 * @param start   the position the moves are played from
 * @param moves   the moves as written (SAN or UCI); the list is the caller's, not copied
 * @param offset  the ply of {@code start} in the whole game: 0, or a resume point's own ply
 * @param lenient whether the moves are read leniently; a resume point's never are, as answers write them
 */
public record History(Position start, List<String> moves, int offset, boolean lenient) {

    /** A game from its start. */
    public static History of(Position start, List<String> moves, boolean lenient) {
        return new History(start, moves, 0, lenient);
    }

    /** A position alone, without history. */
    public static History of(Position position) {
        return new History(position, List.of(), 0, false);
    }

    /** A resume point: the position at {@code ply} of the whole game and the moves played since. */
    public static History resume(int ply, Position position, List<String> moves) {
        return new History(position, moves, ply, false);
    }

    /** The ply in the whole game of the move written after the history, even when the game ended earlier. */
    public int nextPly() {
        return offset + moves.size() + 1;
    }

    /**
     * The moves played under the rules until they end the game; with {@code rules} null, every move
     * played, whatever the rules would have ended on the way (for questions about the last position).
     */
    Replay.Result replay(RuleSet rules) throws Replay.IllegalMove {
        return rules == null ? Replay.playThrough(start, moves, lenient) : Replay.play(start, moves, rules, lenient);
    }

    /** The illegal move that stopped the replay, its ply counted in the whole game. */
    Illegal illegal(Replay.IllegalMove e) {
        return new Illegal(offset + e.ply(), e.before(), e.error());
    }
}
