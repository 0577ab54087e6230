package dev.hakem.verdict;

import dev.hakem.chess.board.Color;
import dev.hakem.chess.text.Phrase;
import dev.hakem.chess.Position;
import dev.hakem.verdict.winnability.Winnability;

/**
 * The verdict when a player's flag falls (the time has run out after the last move).
 * FIDE 6.9: the player loses, unless the opponent cannot checkmate by any possible series of
 * legal moves; then the game is drawn. Online rules: a draw when the opponent has a bare king,
 * a king and one knight, or a king and bishops all on one colour; otherwise a loss.
 *
 * @param basis    why, as a phrase (keys {@code flag.*})
 * @param helpmate the proof that the opponent can still mate (move codes from the position), when found
 */
public record FlagFall(Color flagged, Termination termination, Outcome outcome, Winnability.Answer opponentCanMate,
                       Phrase basis, int[] helpmate) {

    /** Whether the verdict rests on a proof (or the online rule) rather than on the fallback for "unknown". */
    public boolean certain() {
        return opponentCanMate != Winnability.Answer.UNKNOWN;
    }

    public static FlagFall judge(Position p, Color flagged, RuleSet rules) {
        return judge(p, flagged, rules, Winnability.Budget.DEFAULT);
    }

    /**
     * Under FIDE the opponent's winnability decides: "no" is a draw, "yes" a loss (with the
     * helpmate as proof); "unknown" falls back to a loss, as FIDE 6.9 scores a flag fall unless
     * the impossibility of mate is established.
     */
    public static FlagFall judge(Position p, Color flagged, RuleSet rules, Winnability.Budget budget) {
        Color opponent = flagged.other();
        Outcome loss = Outcome.winFor(opponent);
        if (rules.staticFlagRule()) {
            if (Material.staticallyCannotMate(p, opponent))
                return new FlagFall(flagged, Termination.TIMEOUT_INSUFFICIENT_MATERIAL, Outcome.DRAW, Winnability.Answer.NO,
                        Phrase.of("flag.online_no." + opponent.label()), null);
            return new FlagFall(flagged, Termination.TIMEOUT, loss, Winnability.Answer.YES,
                    Phrase.of("flag.online_yes." + opponent.label()), null);
        }
        Winnability.Result w = Winnability.analyze(p, opponent, budget);
        switch (w.answer()) {
            case NO:
                return new FlagFall(flagged, Termination.TIMEOUT_INSUFFICIENT_MATERIAL, Outcome.DRAW, Winnability.Answer.NO,
                        Phrase.of("flag.no." + opponent.label(), w.reason()), null);
            case YES:
                return new FlagFall(flagged, Termination.TIMEOUT, loss, Winnability.Answer.YES,
                        Phrase.of("flag.yes." + opponent.label()), w.helpmate());
            default:
                return new FlagFall(flagged, Termination.TIMEOUT, loss, Winnability.Answer.UNKNOWN,
                        Phrase.of("flag.unknown." + opponent.label()), null);
        }
    }
}
