package dev.hakem.api.game;

import dev.hakem.api.analysis.WinnabilityReports;
import dev.hakem.api.i18n.Lang;
import dev.hakem.api.i18n.Messages;
import dev.hakem.api.i18n.Spoken;
import dev.hakem.api.position.PositionReport;
import dev.hakem.api.position.PositionReports;
import dev.hakem.api.problem.Problem;
import dev.hakem.api.problem.Problems;
import dev.hakem.api.request.Input;
import dev.hakem.chess.Fen;
import dev.hakem.chess.Position;
import dev.hakem.chess.Variant;
import dev.hakem.chess.notation.MoveInfo;
import dev.hakem.chess.pgn.PgnGame;
import dev.hakem.chess.text.Phrase;
import dev.hakem.verdict.Game;
import dev.hakem.verdict.RuleSet;
import dev.hakem.verdict.ending.Arbiter;
import dev.hakem.verdict.ending.GameEnd;
import dev.hakem.verdict.usecase.AdjudicateGame;
import dev.hakem.verdict.usecase.Illegal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The answer to a whole game ({@link AdjudicateGame}): the moves played, the final position with its
 * history, the game's ending (an event's ruling in place of the board's when the event ended it), or
 * the problem that refuses the game.
 */
public final class GameReports {
    private GameReports() {}

    /** The report in {@code lang}; a refused game is thrown as its problem. */
    public static GameReport of(Input<AdjudicateGame.Question> input, AdjudicateGame.Result result, Lang lang) {
        if (result instanceof Illegal illegal) throw Problems.illegal(illegal);
        if (result instanceof AdjudicateGame.InvalidEnd invalid) throw Problems.invalidEnd(invalid.member(), invalid.reason());
        AdjudicateGame.Adjudicated a = (AdjudicateGame.Adjudicated) result;
        Game game = a.replay().game();
        RuleSet rules = input.question().rules();
        PgnGame pgn = input.pgn();
        PositionReport position = PositionReports.of(game, rules, List.of(), lang);
        AdjudicateGame.Ending ending = a.ending();
        String termination = ending.termination() == null ? null : ending.termination().code();
        String rule = position.rule(), summary = position.summary();
        Arbiter.Ruling decided = ending.ruling();
        if (decided != null) {
            rule = !"online".equals(decided.article()) ? "FIDE " + decided.article()
                    : Messages.text(lang, decided.event() instanceof GameEnd.Flag ? Phrase.of("rule.online_flag") : decided.rule());
            summary = PositionReports.summary(ending.termination(), ending.outcome(), lang);
        }
        Arbiter.Ruling r = a.ruling();
        GameReport.FlagReport flag = r != null && r.event() instanceof GameEnd.Flag f ? flag(r, f, game.last(), termination, lang)
                : null;
        GameReport.EndReport end = r == null ? null : end(r, game.last(), termination, ending.outcome().pgn(), lang);
        String variant = game.start().variant() == Variant.CHESS960 ? Variant.CHESS960.label() : null;
        GameReport report = new GameReport(rules.id(), Fen.write(game.start()), moves(a, pgn, lang), position,
                ending.outcome().pgn(), termination, rule, summary, a.endPly(), a.replay().unplayed(), repetitions(a, game),
                flag, Problem.Item.worded(input.warnings(), lang), null, variant, ResumeReport.of(game, 0), end);
        if (pgn == null) return report;
        return new GameReport(report.rules(), report.startFen(), report.moves(), report.position(), report.result(),
                report.termination(), report.rule(), report.summary(), report.endPly(), report.unplayedMoves(),
                report.repetitions(), report.flag(), report.warnings(), PgnResultCheck.judge(pgn, report, lang), variant,
                report.resume(), report.end());
    }

    private static List<GameReport.PlayedMove> moves(AdjudicateGame.Adjudicated a, PgnGame pgn, Lang lang) {
        Game game = a.replay().game();
        List<GameReport.PlayedMove> played = new ArrayList<>(game.plies());
        for (int ply = 1; ply <= game.plies(); ply++) {
            MoveInfo m = game.move(ply);
            // A PGN's main line is played move for move, so its notes stand at the same index.
            PgnGame.Notes notes = pgn == null ? PgnGame.Notes.NONE : pgn.notesOf(ply - 1);
            played.add(new GameReport.PlayedMove(ply, m.san(), m.uci(), Fen.write(m.after()), Spoken.of(m, lang),
                    a.replay().forgiven().get(ply - 1).stream().map(f -> Messages.text(lang, f)).toList(),
                    notes.comment(), notes.nags(), notes.clock(), notes.elapsed()));
        }
        return played;
    }

    private static List<GameReport.Repetition> repetitions(AdjudicateGame.Adjudicated a, Game game) {
        List<GameReport.Repetition> out = new ArrayList<>(a.repetitions().size());
        for (List<Integer> plies : a.repetitions())
            out.add(new GameReport.Repetition(Fen.identity(game.position(plies.get(0))), plies));
        return out;
    }

    /** A flag fall's ruling as the flag member writes it; {@code termination} is the game's after it. */
    private static GameReport.FlagReport flag(Arbiter.Ruling r, GameEnd.Flag f, Position last, String termination, Lang lang) {
        if (r.alreadyEnded())
            return new GameReport.FlagReport(f.side().label(), null, null, true, null,
                    Messages.text(lang, "flag.already_ended", Phrase.of("termination." + termination)));
        return new GameReport.FlagReport(f.side().label(), r.opponentCanMate().name().toLowerCase(Locale.ROOT),
                Messages.text(lang, r.basis()), r.certain(), WinnabilityReports.helpmate(last, r.helpmate()), null);
    }

    /** The ruling as the end member writes it; {@code termination} and {@code result} are the game's after it. */
    private static GameReport.EndReport end(Arbiter.Ruling r, Position last, String termination, String result, Lang lang) {
        GameEnd e = r.event();
        String canMate = r.opponentCanMate() == null ? null : r.opponentCanMate().name().toLowerCase(Locale.ROOT);
        GameReport.ClaimMove move = r.claimMove() == null ? null
                : new GameReport.ClaimMove(r.claimMove().uci(), r.claimMove().san());
        List<String> notes = new ArrayList<>();
        for (Phrase n : r.notes()) notes.add(Messages.text(lang, n));
        return new GameReport.EndReport(e.by(), e.side() == null ? null : e.side().label(), r.alreadyEnded(), r.gameOver(),
                result, r.gameOver() ? termination : null, r.article(), Messages.text(lang, r.rule()),
                Messages.text(lang, r.reason()), canMate, canMate == null ? null : r.certain(),
                r.basis() == null ? null : Messages.text(lang, r.basis()),
                WinnabilityReports.helpmate(last, r.helpmate()), r.penaltySeconds(),
                r.timeClass() == null ? null : r.timeClass().label(), r.claimCorrect(), move, notes);
    }
}
