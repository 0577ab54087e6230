package dev.hakem.api.trace;

import dev.hakem.verdict.ending.GameEnd;
import dev.hakem.verdict.usecase.AdjudicateGame;
import dev.hakem.verdict.usecase.AnalyseWinnability;
import dev.hakem.verdict.usecase.GameOver;
import dev.hakem.verdict.usecase.History;
import dev.hakem.verdict.usecase.Illegal;
import dev.hakem.verdict.usecase.JudgeDrawOffer;
import dev.hakem.verdict.usecase.PlayMove;
import io.opentelemetry.api.trace.Span;

/**
 * The attributes of a use case's span, from its question and its result: the moves replayed
 * ({@code hakem.replay.plies}), the rule set, which result it gave ({@code hakem.result}) and what it
 * found (the ply of an illegal move, the termination of a game).
 */
public final class UseCaseSpans {
    private UseCaseSpans() {}

    public static void playMove(Span span, PlayMove.Question q, PlayMove.Result r) {
        history(span, q.history());
        span.setAttribute("hakem.rules", q.rules().id());
        if (r instanceof PlayMove.Played played) {
            span.setAttribute("hakem.result", "played");
            span.setAttribute("hakem.ply", played.ply());
        } else {
            other(span, r);
        }
    }

    public static void adjudicate(Span span, AdjudicateGame.Question q, AdjudicateGame.Result r) {
        history(span, q.history());
        span.setAttribute("hakem.rules", q.rules().id());
        if (q.end() != null) span.setAttribute("hakem.end", event(q.end()));
        if (r instanceof AdjudicateGame.Adjudicated a) {
            span.setAttribute("hakem.result", "adjudicated");
            span.setAttribute("hakem.game.plies", a.replay().game().plies());
            if (a.ending().termination() != null) span.setAttribute("hakem.termination", a.ending().termination().code());
        } else if (r instanceof AdjudicateGame.InvalidEnd invalid) {
            span.setAttribute("hakem.result", "invalid_end");
            span.setAttribute("hakem.invalid_member", invalid.member());
        } else {
            other(span, r);
        }
    }

    public static void analyse(Span span, AnalyseWinnability.Question q, AnalyseWinnability.Result r) {
        history(span, q.history());
        span.setAttribute("hakem.winnability.budget", q.budget().maxNodes());
        if (r instanceof AnalyseWinnability.Analysed a) {
            span.setAttribute("hakem.result", "analysed");
            Boolean dead = a.dead();
            if (dead != null) span.setAttribute("hakem.dead_position", dead);
        } else {
            other(span, r);
        }
    }

    public static void drawOffer(Span span, JudgeDrawOffer.Question q, JudgeDrawOffer.Result r) {
        history(span, q.history());
        span.setAttribute("hakem.rules", q.rules().id());
        if (r instanceof JudgeDrawOffer.Judged) span.setAttribute("hakem.result", "judged");
        else if (r instanceof JudgeDrawOffer.InvalidOffer) span.setAttribute("hakem.result", "invalid_offer");
        else other(span, r);
    }

    /** The moves the use case replays: the history's, or a resume point's since its position. */
    private static void history(Span span, History h) {
        span.setAttribute("hakem.replay.plies", h.moves().size());
        if (h.offset() > 0) span.setAttribute("hakem.resume.ply", h.offset());
    }

    /** The results several use cases share: the game was already over, or a move was illegal. */
    private static void other(Span span, Object r) {
        if (r instanceof GameOver over) {
            span.setAttribute("hakem.result", "game_over");
            span.setAttribute("hakem.ply", over.ply() == null ? -1 : over.ply());
        } else if (r instanceof Illegal illegal) {
            span.setAttribute("hakem.result", "illegal");
            span.setAttribute("hakem.ply", illegal.ply());
        }
    }

    /** The kind of event that ended a game beyond the board, as the request names it. */
    static String event(GameEnd end) {
        if (end instanceof GameEnd.Flag) return "flag";
        if (end instanceof GameEnd.Resignation) return "resignation";
        if (end instanceof GameEnd.IllegalMove) return "illegal_move";
        if (end instanceof GameEnd.Agreement) return "agreement";
        return "claim";
    }
}
