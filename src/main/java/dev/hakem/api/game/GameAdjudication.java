package dev.hakem.api.game;

import dev.hakem.api.HakemConfig;
import dev.hakem.api.analysis.WinnabilityReports;
import dev.hakem.api.i18n.Lang;
import dev.hakem.api.request.Input;
import dev.hakem.api.request.RequestReader;
import dev.hakem.api.request.Requests;
import dev.hakem.api.trace.Tracing;
import dev.hakem.api.trace.UseCaseSpans;
import dev.hakem.verdict.usecase.AdjudicateGame;
import dev.hakem.verdict.winnability.Winnability;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;

/** A whole game adjudicated ({@link AdjudicateGame}): for POST /v1/game and for every game of a batch. */
@Singleton
public class GameAdjudication {

    private final RequestReader reader;
    private final Tracing tracing;
    private final Winnability.Budget budget;

    @Inject
    public GameAdjudication(RequestReader reader, HakemConfig config, Tracing tracing) {
        this.reader = reader;
        this.tracing = tracing;
        this.budget = tracing.watched(WinnabilityReports.budget(config));
    }

    /** The game of a request, its messages in {@code lang}. */
    public GameReport adjudicate(Requests.GameRequest request, Lang lang) {
        Input<AdjudicateGame.Question> input = tracing.in("hakem.read", () -> reader.game(request, budget), null);
        AdjudicateGame.Question q = input.question();
        AdjudicateGame.Result result = tracing.in("hakem.adjudicate", () -> AdjudicateGame.adjudicate(q),
                (span, r) -> UseCaseSpans.adjudicate(span, q, r));
        return GameReports.of(input, result, lang);
    }
}
