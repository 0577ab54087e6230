package dev.hakem.api;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.hakem.chess.Color;
import dev.hakem.chess.Fen;
import dev.hakem.chess.Phrase;
import dev.hakem.chess.MoveInfo;
import dev.hakem.chess.Position;
import dev.hakem.chess.Square;
import dev.hakem.verdict.Adjudicator;
import dev.hakem.verdict.Game;
import dev.hakem.verdict.Outcome;
import dev.hakem.verdict.RuleSet;
import dev.hakem.verdict.Termination;
import dev.hakem.verdict.Verdict;
import io.quarkus.runtime.annotations.RegisterForReflection;
import java.util.ArrayList;
import java.util.List;

/**
 * What the service says about one position under a rule set: canonical FEN, side, check, every
 * legal move, and the verdict (status, result, termination with the rule that decided it, the
 * static insufficient-material list, and what may be claimed), computed with the game's history.
 * {@code summary} says the verdict in words, in the request's language.
 */
@RegisterForReflection
public record PositionReport(String fen, String rules, String turn, int halfmoveClock, int fullmoveNumber, boolean check,
                             List<String> checkers, boolean checkmate, boolean stalemate, String status, String result,
                             String termination, String rule, String summary, boolean insufficientMaterial, int repetitions,
                             ClaimsReport claims, List<LegalMove> legalMoves,
                             @JsonInclude(JsonInclude.Include.NON_EMPTY) List<Problem.Item> warnings) {

    static PositionReport of(Position p, RuleSet rules, List<Problem.Item> warnings, Lang lang) {
        return of(Game.of(p), rules, warnings, lang);
    }

    /** The report on the last position of the game. */
    static PositionReport of(Game game, RuleSet rules, List<Problem.Item> warnings, Lang lang) {
        Position p = game.last();
        List<MoveInfo> legal = MoveInfo.all(p);
        Verdict v = Adjudicator.judge(game, rules, legal);
        List<MoveInfo> sorted = new ArrayList<>(legal);
        sorted.sort(PositionReport::byUci);
        List<LegalMove> moves = new ArrayList<>(sorted.size());
        for (MoveInfo info : sorted) moves.add(LegalMove.of(info, lang));
        List<String> checkers = new ArrayList<>(2);
        for (long c = p.checkers(); c != 0; c &= c - 1) checkers.add(Square.name(Long.numberOfTrailingZeros(c)));
        boolean check = !checkers.isEmpty();
        return new PositionReport(Fen.write(p), rules.id(), p.turn().label(), p.halfmoveClock(), p.fullmoveNumber(), check,
                checkers, check && moves.isEmpty(), !check && moves.isEmpty(), v.status().code(), v.outcome().pgn(),
                v.termination() == null ? null : v.termination().code(),
                v.termination() == null ? null : rule(v.termination(), lang), summary(v, p.turn(), check, lang),
                v.insufficientMaterial(), v.repetitions(), ClaimsReport.of(v.claims()), moves,
                Problem.Item.worded(warnings, lang));
    }

    /** The rule that ended the game, worded in the language (article numbers are the same in both). */
    static String rule(Termination t, Lang lang) {
        return Messages.text(lang, "rule." + t.code());
    }

    /**
     * The verdict in a few words: who is to move (and in check), or how the game ended and who won:
     * "Checkmate — White wins", "Şah mat — Beyaz kazandı", "Stalemate — draw".
     */
    static String summary(Verdict v, Color turn, boolean check, Lang lang) {
        if (v.termination() == null)
            return Messages.text(lang, (check ? "summary.in_check." : "summary.to_move.") + turn.label());
        return summary(v.termination(), v.outcome(), lang);
    }

    static String summary(Termination t, Outcome outcome, Lang lang) {
        Object winner = outcome.winner().<Object>map(c -> Phrase.of("side." + c.label())).orElse("");
        return Messages.text(lang, "summary." + t.code(), winner);
    }

    /** The alphabetical order of UCI strings, from the squares: from-file, from-rank, to-file, to-rank, promotion. */
    static int byUci(MoveInfo a, MoveInfo b) {
        return Integer.compare(uciKey(a), uciKey(b));
    }

    private static int uciKey(MoveInfo m) {
        int from = m.move().from(), to = m.move().to();
        int promo = m.move() instanceof dev.hakem.chess.Move.Promotion p ? "bnqr".indexOf(p.promotion().letter()) + 1 : 0;
        return ((((from & 7) * 8 + (from >>> 3)) * 8 + (to & 7)) * 8 + (to >>> 3)) * 8 + promo;
    }
}
