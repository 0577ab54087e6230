package dev.hakem.api.game;

import dev.hakem.api.i18n.Lang;
import dev.hakem.api.i18n.Messages;
import dev.hakem.api.problem.ProblemException;
import dev.hakem.api.problem.Problems;
import dev.hakem.api.request.DrawOfferInputs;
import dev.hakem.api.request.DrawOfferRequest;
import dev.hakem.api.request.GameInputs;
import dev.hakem.api.request.Inputs;
import dev.hakem.api.request.LoadedPosition;
import dev.hakem.api.request.Replayed;
import dev.hakem.api.request.RequestReader;
import dev.hakem.verdict.DrawOffers;
import dev.hakem.verdict.RuleSet;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.util.List;

/** May the side to move offer a draw now, and which offer of the opponent stands (the core's {@link DrawOffers}). */
@Singleton
public class DrawOfferJudgement {

    private final RequestReader reader;

    @Inject
    public DrawOfferJudgement(RequestReader reader) {
        this.reader = reader;
    }

    public DrawOfferReport answer(DrawOfferRequest request, Lang lang) {
        RequestReader.body(request);
        RuleSet rules = GameInputs.rules(request.rules());
        LoadedPosition start = GameInputs.start(request.fen(), Inputs.variant(request.variant()));
        List<String> history = reader.moves(request.moves());
        List<DrawOffers.Offer> offers = DrawOfferInputs.offers(request.offers(), reader.maxPlies());
        Replayed replayed = RequestReader.replay(start, history, rules, Boolean.TRUE.equals(request.lenient()));
        if (replayed.replay().endVerdict() != null)
            throw Problems.gameOver(replayed.replay(), null, "detail.no_draw_offer");
        DrawOffers.Answer answer;
        try {
            answer = DrawOffers.judge(replayed.replay().game(), offers, rules);
        } catch (DrawOffers.InvalidOffer e) {
            String field = "offers[" + e.index() + "]";
            throw ProblemException.about(422, "invalid_offer", field, e.phrase());
        }
        DrawOfferReport.OfferItem standing = answer.standing() == null ? null
                : new DrawOfferReport.OfferItem(answer.standing().ply(), answer.standing().by().label());
        return new DrawOfferReport(answer.side().label(), answer.allowed(), Messages.text(lang, answer.reason()),
                standing, answer.agreementEnds(), answer.notes().stream().map(n -> Messages.text(lang, n)).toList());
    }
}
