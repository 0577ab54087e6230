package dev.hakem.verdict.usecase;

import dev.hakem.chess.text.Phrase;
import dev.hakem.verdict.Adjudicator;
import dev.hakem.verdict.Outcome;
import dev.hakem.verdict.Replay;
import dev.hakem.verdict.RuleSet;
import dev.hakem.verdict.Termination;
import dev.hakem.verdict.Verdict;
import dev.hakem.verdict.ending.Arbiter;
import dev.hakem.verdict.ending.GameEnd;
import dev.hakem.verdict.winnability.Winnability;
import java.util.List;

/**
 * A whole game adjudicated, for arbiters settling a dispute and servers checking a finished game: the
 * moves played under the rules until they end it, the last position judged, and the event that ended
 * the game beyond the board (a flag fall, a resignation, ...) ruled on, its ending in place of the
 * board's when it ended the game ({@link Arbiter} says which comes first).
 */
public final class AdjudicateGame {
    private AdjudicateGame() {}

    /**
     * @param end    how the game ended beyond the board, or null
     * @param budget the winnability analysis's budget, for the rulings that ask whether the opponent can still mate
     */
    public record Question(History history, RuleSet rules, GameEnd end, Winnability.Budget budget) {}

    /** The game {@link Adjudicated}, or why not: its ending event cannot have happened, or a move is illegal. */
    public sealed interface Result permits Adjudicated, InvalidEnd, Illegal {}

    /** An ending event that cannot have happened where the game stands: the member it is about, and why. */
    public record InvalidEnd(String member, Phrase reason) implements Result {}

    /**
     * How the game stands after the ruling.
     *
     * @param outcome     the result; {@link Outcome#UNDECIDED} while the game goes on
     * @param termination how it ended; null while it goes on
     * @param ruling      the ruling whose event ended the game, when one did (not when the board had ended it first)
     */
    public record Ending(Outcome outcome, Termination termination, Arbiter.Ruling ruling) {}

    /**
     * @param replay      the moves played, where the rules ended the game and the moves written after
     * @param verdict     the rules' word on the last position
     * @param ruling      the ruling on the ending event, or null without one
     * @param ending      the game's ending, the event's in place of the board's when the event ended it
     * @param endPly      the ply at which the game ended, null while it goes on
     * @param repetitions every position that stood more than once, by its plies ({@link dev.hakem.verdict.Game#repetitions})
     */
    public record Adjudicated(Replay.Result replay, Verdict verdict, Arbiter.Ruling ruling, Ending ending, Integer endPly,
                              List<List<Integer>> repetitions) implements Result {}

    public static Result adjudicate(Question q) {
        Replay.Result replay;
        try {
            replay = q.history().replay(q.rules());
        } catch (Replay.IllegalMove e) {
            return q.history().illegal(e);
        }
        Verdict verdict = Adjudicator.judge(replay.game(), q.rules());
        Arbiter.Ruling ruling = null;
        Ending ending = new Ending(verdict.outcome(), verdict.termination(), null);
        if (q.end() != null) {
            try {
                ruling = Arbiter.rule(replay.game(), q.rules(), q.end(), q.budget());
            } catch (Arbiter.InvalidEnd e) {
                return new InvalidEnd(e.member(), e.phrase());
            }
            if (!ruling.alreadyEnded() && ruling.gameOver())
                ending = new Ending(ruling.outcome(), ruling.termination(), ruling);
        }
        int endAt = replay.endPly();
        Integer endPly = endAt >= 0 ? Integer.valueOf(endAt) : ending.termination() != null ? replay.game().plies() : null;
        return new Adjudicated(replay, verdict, ruling, ending, endPly, replay.game().repetitions());
    }
}
