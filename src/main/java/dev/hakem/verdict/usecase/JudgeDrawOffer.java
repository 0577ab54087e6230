package dev.hakem.verdict.usecase;

import dev.hakem.chess.text.Phrase;
import dev.hakem.verdict.DrawOffers;
import dev.hakem.verdict.Replay;
import dev.hakem.verdict.RuleSet;
import java.util.List;

/** May the side to move offer a draw now, and which offer of the opponent stands ({@link DrawOffers}). */
public final class JudgeDrawOffer {
    private JudgeDrawOffer() {}

    /** @param offers the offers recorded so far in the game */
    public record Question(History history, RuleSet rules, List<DrawOffers.Offer> offers) {}

    /** The offers {@link Judged}, or why not: the game is over, an offer cannot have been made, or a move is illegal. */
    public sealed interface Result permits Judged, GameOver, InvalidOffer, Illegal {}

    public record Judged(DrawOffers.Answer answer) implements Result {}

    /** A recorded offer that cannot have been made: its index in the list as given, and why. */
    public record InvalidOffer(int index, Phrase reason) implements Result {}

    public static Result judge(Question q) {
        Replay.Result replay;
        try {
            replay = q.history().replay(q.rules());
        } catch (Replay.IllegalMove e) {
            return q.history().illegal(e);
        }
        if (replay.endVerdict() != null) return new GameOver(replay, null, q.history().offset());
        try {
            return new Judged(DrawOffers.judge(replay.game(), q.offers(), q.rules()));
        } catch (DrawOffers.InvalidOffer e) {
            return new InvalidOffer(e.index(), e.phrase());
        }
    }
}
