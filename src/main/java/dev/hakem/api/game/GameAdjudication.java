package dev.hakem.api.game;

import dev.hakem.api.HakemConfig;
import dev.hakem.api.analysis.WinnabilityReports;
import dev.hakem.api.i18n.Lang;
import dev.hakem.api.request.Input;
import dev.hakem.api.request.RequestReader;
import dev.hakem.api.request.Requests;
import dev.hakem.verdict.usecase.AdjudicateGame;
import dev.hakem.verdict.winnability.Winnability;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;

/** A whole game adjudicated ({@link AdjudicateGame}): for POST /v1/game and for every game of a batch. */
@Singleton
public class GameAdjudication {

    private final RequestReader reader;
    private final Winnability.Budget budget;

    @Inject
    public GameAdjudication(RequestReader reader, HakemConfig config) {
        this.reader = reader;
        this.budget = WinnabilityReports.budget(config);
    }

    /** The game of a request, its messages in {@code lang}. */
    public GameReport adjudicate(Requests.GameRequest request, Lang lang) {
        Input<AdjudicateGame.Question> input = reader.game(request, budget);
        return GameReports.of(input, AdjudicateGame.adjudicate(input.question()), lang);
    }
}
