package dev.hakem.api.game;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.hakem.api.i18n.Lang;
import dev.hakem.api.i18n.Messages;
import dev.hakem.api.problem.Problems;
import dev.hakem.verdict.DrawOffers;
import dev.hakem.verdict.usecase.GameOver;
import dev.hakem.verdict.usecase.Illegal;
import dev.hakem.verdict.usecase.JudgeDrawOffer;
import io.quarkus.runtime.annotations.RegisterForReflection;
import java.util.List;

/**
 * Whether the side to move may offer a draw now, and the opponent's offer standing now (null
 * when none stands).
 *
 * @param agreementEndsGame whether an agreement now would end the game drawn (FIDE 5.2.3 under
 *                          {@code fide}: both players have made at least one move)
 * @param notes             what the Laws note about the offers made (FIDE 9.1.2.1); absent when nothing
 */
@RegisterForReflection
public record DrawOfferReport(String side, boolean allowed, String reason, OfferItem standingOffer,
                              boolean agreementEndsGame,
                              @JsonInclude(JsonInclude.Include.NON_EMPTY) List<String> notes) {

    /** An offer: the ply of the position in which it was made, and the side that made it. */
    @RegisterForReflection
    public record OfferItem(int ply, String by) {}

    /** The answer to the offers ({@link JudgeDrawOffer}) in {@code lang}; a refused request is thrown as its problem. */
    public static DrawOfferReport of(JudgeDrawOffer.Result result, Lang lang) {
        if (result instanceof Illegal illegal) throw Problems.illegal(illegal);
        if (result instanceof GameOver over) throw Problems.gameOver(over, "detail.no_draw_offer");
        if (result instanceof JudgeDrawOffer.InvalidOffer invalid) throw Problems.invalidOffer(invalid.index(), invalid.reason());
        DrawOffers.Answer answer = ((JudgeDrawOffer.Judged) result).answer();
        OfferItem standing = answer.standing() == null ? null
                : new OfferItem(answer.standing().ply(), answer.standing().by().label());
        return new DrawOfferReport(answer.side().label(), answer.allowed(), Messages.text(lang, answer.reason()),
                standing, answer.agreementEnds(), answer.notes().stream().map(n -> Messages.text(lang, n)).toList());
    }
}
