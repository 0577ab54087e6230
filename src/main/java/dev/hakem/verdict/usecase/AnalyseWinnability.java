package dev.hakem.verdict.usecase;

import dev.hakem.chess.Position;
import dev.hakem.chess.board.Color;
import dev.hakem.verdict.Replay;
import dev.hakem.verdict.winnability.Winnability;

/**
 * Can each side still checkmate in the last position of a history (FIDE 5.2.2, 6.9)? Every move is
 * played, past any automatic end: the question is about the last position.
 */
public final class AnalyseWinnability {
    private AnalyseWinnability() {}

    /**
     * @param shortest whether each helpmate is to be the shortest the budget can prove ({@link Winnability#shortest})
     * @param only     the one side to analyse, or null for both
     */
    public record Question(History history, Winnability.Budget budget, boolean shortest, Color only) {}

    /** The position {@link Analysed}, or the illegal move that stopped the history. */
    public sealed interface Result permits Analysed, Illegal {}

    /**
     * @param position the position analysed
     * @param white    the analysis of White's chances, null when only Black was asked about
     * @param black    the analysis of Black's chances, null when only White was asked about
     * @param shortest whether each helpmate was searched for as the shortest the budget can prove
     */
    public record Analysed(Position position, Winnability.Result white, Winnability.Result black, boolean shortest)
            implements Result {

        /**
         * Whether the position is dead (FIDE 5.2.2: neither side can mate): false as soon as one side
         * analysed can mate, true when both were analysed and neither can, null when unsettled.
         */
        public Boolean dead() {
            if (yes(white) || yes(black)) return Boolean.FALSE;
            if (white == null || black == null) return null;
            return white.answer() == Winnability.Answer.NO && black.answer() == Winnability.Answer.NO ? Boolean.TRUE : null;
        }

        private static boolean yes(Winnability.Result r) {
            return r != null && r.answer() == Winnability.Answer.YES;
        }
    }

    public static Result analyse(Question q) {
        Position p;
        try {
            p = q.history().moves().isEmpty() ? q.history().start() : q.history().replay(null).game().last();
        } catch (Replay.IllegalMove e) {
            return q.history().illegal(e);
        }
        return analyse(p, q);
    }

    private static Analysed analyse(Position p, Question q) {
        Winnability.Result w = q.only() == Color.BLACK ? null : side(p, Color.WHITE, q);
        Winnability.Result b = q.only() == Color.WHITE ? null : side(p, Color.BLACK, q);
        return new Analysed(p, w, b, q.shortest());
    }

    private static Winnability.Result side(Position p, Color winner, Question q) {
        return q.shortest() ? Winnability.shortest(p, winner, q.budget()) : Winnability.analyze(p, winner, q.budget());
    }
}
