package dev.hakem.api.request;

import com.fasterxml.jackson.databind.JsonNode;
import dev.hakem.api.HakemConfig;
import dev.hakem.api.problem.Problems;
import dev.hakem.chess.pgn.PgnGame;
import dev.hakem.chess.text.Phrase;
import dev.hakem.verdict.DrawOffers;
import dev.hakem.verdict.RuleSet;
import dev.hakem.verdict.ending.GameEnd;
import dev.hakem.verdict.usecase.AdjudicateGame;
import dev.hakem.verdict.usecase.AnalyseWinnability;
import dev.hakem.verdict.usecase.History;
import dev.hakem.verdict.usecase.JudgeDrawOffer;
import dev.hakem.verdict.usecase.PlayMove;
import dev.hakem.verdict.winnability.Winnability;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.util.List;

/**
 * The one way a request body becomes the question of its use case, or the problem that says which
 * member is wrong. Each member is read once, in the order the problems are promised in (the rules,
 * the ending event, the variant, the FEN, the moves): a request with two faults always gets the same
 * one. Histories are bounded by hakem.game.max-plies; nothing is replayed here.
 */
@Singleton
public class RequestReader {

    private final int maxPlies;

    @Inject
    public RequestReader(HakemConfig config) {
        this(config.game().maxPlies());
    }

    public RequestReader(int maxPlies) {
        this.maxPlies = maxPlies;
    }

    /** The body itself, refused when the request had none. */
    public static <T> T body(T request) {
        if (request == null) throw Problems.bodyRequired();
        return request;
    }

    /** One move after a history, or after a resume point that stands for it. */
    public Input<PlayMove.Question> move(Requests.MoveRequest request) {
        body(request);
        RuleSet rules = GameInputs.rules(request.rules());
        if (request.move() == null || request.move().isBlank())
            throw Problems.invalidMember("move", Phrase.of("detail.move_required"));
        boolean lenient = Boolean.TRUE.equals(request.lenient());
        if (given(request.resume())) {
            if (request.fen() != null || given(request.moves()))
                throw Problems.invalidMember("resume", Phrase.of("detail.resume_with_history"));
            ResumeInputs.Resume resume = ResumeInputs.read(request.resume(), Inputs.variant(request.variant()));
            return new Input<>(new PlayMove.Question(resume.history(), rules, request.move(), lenient),
                    resume.start().warnings());
        }
        LoadedPosition start = GameInputs.start(request.fen(), Inputs.variant(request.variant()));
        History history = History.of(start.position(), moves(request.moves()), lenient);
        return new Input<>(new PlayMove.Question(history, rules, request.move(), lenient), start.warnings());
    }

    /**
     * A whole game, from a FEN and moves or from one PGN game (its tags set the start, its main line is
     * read leniently), with how it ended beyond the board.
     */
    public Input<AdjudicateGame.Question> game(Requests.GameRequest request, Winnability.Budget budget) {
        body(request);
        RuleSet rules = GameInputs.rules(request.rules());
        GameEnd end = EndInputs.read(request.end(), request.flag(),
                Boolean.TRUE.equals(request.lenient()) || request.pgn() != null);
        if (request.pgn() != null) {
            if (request.fen() != null || given(request.moves()))
                throw Problems.invalidMember("pgn", Phrase.of("detail.pgn_or_moves"));
            PgnGame pgn = PgnInputs.read(request.pgn(), maxPlies);
            LoadedPosition start = PgnInputs.start(pgn, Inputs.variant(request.variant()));
            History history = History.of(start.position(), pgn.moves(), true);
            return new Input<>(new AdjudicateGame.Question(history, rules, end, budget), start.warnings(), pgn);
        }
        LoadedPosition start = GameInputs.start(request.fen(), Inputs.variant(request.variant()));
        History history = History.of(start.position(), moves(request.moves()), Boolean.TRUE.equals(request.lenient()));
        return new Input<>(new AdjudicateGame.Question(history, rules, end, budget), start.warnings());
    }

    /** The draw offers made in a game so far. */
    public Input<JudgeDrawOffer.Question> drawOffer(DrawOfferRequest request) {
        body(request);
        RuleSet rules = GameInputs.rules(request.rules());
        LoadedPosition start = GameInputs.start(request.fen(), Inputs.variant(request.variant()));
        List<String> moves = moves(request.moves());
        List<DrawOffers.Offer> offers = DrawOfferInputs.offers(request.offers(), maxPlies);
        History history = History.of(start.position(), moves, Boolean.TRUE.equals(request.lenient()));
        return new Input<>(new JudgeDrawOffer.Question(history, rules, offers), start.warnings());
    }

    /** Both sides' chances in the last position of a history. */
    public Input<AnalyseWinnability.Question> winnability(Requests.WinnabilityRequest request, Winnability.Budget budget) {
        body(request);
        LoadedPosition start = GameInputs.start(request.fen(), Inputs.variant(request.variant()));
        History history = History.of(start.position(), moves(request.moves()), Boolean.TRUE.equals(request.lenient()));
        return new Input<>(new AnalyseWinnability.Question(history, budget, Boolean.TRUE.equals(request.shortest()), null),
                start.warnings());
    }

    private List<String> moves(JsonNode node) {
        return GameInputs.moves(node, maxPlies);
    }

    /** Whether a member was given: null and absent are not. */
    private static boolean given(JsonNode node) {
        return node != null && !node.isNull();
    }
}
