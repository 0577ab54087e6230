package dev.hakem.api.game;

import dev.hakem.api.HakemConfig;
import dev.hakem.api.analysis.WinnabilityReports;
import dev.hakem.api.i18n.Lang;
import dev.hakem.api.i18n.Messages;
import dev.hakem.api.i18n.Spoken;
import dev.hakem.api.position.PositionReport;
import dev.hakem.api.position.PositionReports;
import dev.hakem.api.problem.Problem;
import dev.hakem.api.problem.ProblemException;
import dev.hakem.api.problem.Problems;
import dev.hakem.api.request.EndInputs;
import dev.hakem.api.request.GameInputs;
import dev.hakem.api.request.Inputs;
import dev.hakem.api.request.PgnInputs;
import dev.hakem.api.request.Replayed;
import dev.hakem.api.request.RequestReader;
import dev.hakem.api.request.Requests;
import dev.hakem.chess.Fen;
import dev.hakem.chess.Variant;
import dev.hakem.chess.Position;
import dev.hakem.chess.notation.MoveInfo;
import dev.hakem.chess.pgn.PgnGame;
import dev.hakem.chess.text.Phrase;
import dev.hakem.verdict.ending.Arbiter;
import dev.hakem.verdict.ending.GameEnd;
import dev.hakem.verdict.Game;
import dev.hakem.verdict.RuleSet;
import dev.hakem.verdict.winnability.Winnability;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A whole game adjudicated: the moves replayed under the rules, the final position reported with
 * its history, and, when a flag fell, the flag-fall verdict (FIDE 6.9, or the online rule) in
 * place of the game's; for POST /v1/game and for every game of a batch.
 */
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
        RequestReader.body(request);
        RuleSet rules = GameInputs.rules(request.rules());
        GameEnd end = EndInputs.read(request.end(), request.flag(), Boolean.TRUE.equals(request.lenient()) || request.pgn() != null);
        if (request.pgn() != null) return adjudicatePgn(request, rules, end, lang);
        Replayed game = reader.replay(request.fen(), request.moves(), request.rules(), request.lenient(), request.variant());
        return report(game, end, lang, null);
    }

    /** A game given as PGN: its tags set the start, its main line is read leniently, its result is checked. */
    private GameReport adjudicatePgn(Requests.GameRequest request, RuleSet rules, GameEnd end, Lang lang) {
        if (request.fen() != null || (request.moves() != null && !request.moves().isNull()))
            throw Problems.invalidMember("pgn", Phrase.of("detail.pgn_or_moves"));
        PgnGame pgn = PgnInputs.read(request.pgn(), reader.maxPlies());
        Replayed game = RequestReader.replay(PgnInputs.start(pgn, Inputs.variant(request.variant())), pgn.moves(), rules, true);
        return report(game, end, lang, pgn);
    }

    private GameReport report(Replayed replayed, GameEnd end, Lang lang, PgnGame pgn) {
        Game game = replayed.replay().game();
        RuleSet rules = replayed.rules();
        List<GameReport.PlayedMove> played = new ArrayList<>(game.plies());
        for (int ply = 1; ply <= game.plies(); ply++) {
            MoveInfo m = game.move(ply);
            // A PGN's main line is played move for move, so its notes stand at the same index.
            PgnGame.Notes notes = pgn == null ? PgnGame.Notes.NONE : pgn.notesOf(ply - 1);
            played.add(new GameReport.PlayedMove(ply, m.san(), m.uci(), Fen.write(m.after()), Spoken.of(m, lang),
                    replayed.replay().forgiven().get(ply - 1).stream().map(f -> Messages.text(lang, f)).toList(),
                    notes.comment(), notes.nags(), notes.clock(), notes.elapsed()));
        }
        PositionReport position = PositionReports.of(game, rules, List.of(), lang);
        String result = position.result();
        String termination = position.termination();
        String rule = position.rule();
        String summary = position.summary();
        GameReport.FlagReport flagReport = null;
        GameReport.EndReport endReport = null;
        if (end != null) {
            Arbiter.Ruling r;
            try {
                r = Arbiter.rule(game, rules, end, budget);
            } catch (Arbiter.InvalidEnd e) {
                throw ProblemException.about(422, "invalid_end", "end." + e.member(), e.phrase());
            }
            if (!r.alreadyEnded() && r.gameOver()) {
                result = r.outcome().pgn();
                termination = r.termination().code();
                rule = !"online".equals(r.article()) ? "FIDE " + r.article()
                        : Messages.text(lang, end instanceof GameEnd.Flag ? Phrase.of("rule.online_flag") : r.rule());
                summary = PositionReports.summary(r.termination(), r.outcome(), lang);
            }
            if (end instanceof GameEnd.Flag f) flagReport = r.alreadyEnded()
                    ? new GameReport.FlagReport(f.side().label(), null, null, true, null,
                            Messages.text(lang, "flag.already_ended", Phrase.of("termination." + termination)))
                    : new GameReport.FlagReport(f.side().label(), r.opponentCanMate().name().toLowerCase(Locale.ROOT),
                            Messages.text(lang, r.basis()), r.certain(), WinnabilityReports.helpmate(game.last(), r.helpmate()),
                            null);
            endReport = endReport(r, game.last(), termination, result, lang);
        }
        String variant = game.start().variant() == Variant.CHESS960 ? Variant.CHESS960.label() : null;
        int endAt = replayed.replay().endPly();
        Integer endPly = endAt >= 0 ? Integer.valueOf(endAt) : termination != null ? game.plies() : null;
        GameReport report = new GameReport(rules.id(), Fen.write(game.start()), played, position, result, termination,
                rule, summary, endPly, replayed.replay().unplayed(), repetitions(game), flagReport,
                Problem.Item.worded(replayed.start().warnings(), lang), null, variant, ResumeReport.of(game, 0), endReport);
        if (pgn == null) return report;
        return new GameReport(report.rules(), report.startFen(), report.moves(), report.position(), report.result(),
                report.termination(), report.rule(), report.summary(), report.endPly(), report.unplayedMoves(),
                report.repetitions(), report.flag(), report.warnings(), PgnResultCheck.judge(pgn, report, lang), variant,
                report.resume(), report.end());
    }

    /** The ruling as the answer writes it; {@code termination} and {@code result} are the game's after it. */
    private static GameReport.EndReport endReport(Arbiter.Ruling r, Position last, String termination, String result,
                                                  Lang lang) {
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

    /** Every position that stood more than once, with its plies, in order of first occurrence. */
    static List<GameReport.Repetition> repetitions(Game game) {
        Map<Long, List<Integer>> byKey = new LinkedHashMap<>();
        for (int i = 0; i <= game.plies(); i++)
            byKey.computeIfAbsent(game.position(i).zobrist(), k -> new ArrayList<>()).add(i);
        List<GameReport.Repetition> out = new ArrayList<>();
        for (List<Integer> bucket : byKey.values()) {
            // Equal keys are candidates; the position fields decide (a key collision splits the bucket).
            while (bucket.size() > 1) {
                Position p = game.position(bucket.get(0));
                List<Integer> same = new ArrayList<>(), rest = new ArrayList<>();
                for (int ply : bucket) (game.position(ply).sameAs(p) ? same : rest).add(ply);
                if (same.size() > 1) out.add(new GameReport.Repetition(Fen.identity(p), same));
                bucket = rest;
            }
        }
        out.sort((a, b) -> Integer.compare(a.plies().get(0), b.plies().get(0)));
        return out;
    }
}
