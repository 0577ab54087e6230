package dev.hakem.api.game;

import dev.hakem.api.HakemConfig;
import dev.hakem.api.analysis.WinnabilityReports;
import dev.hakem.api.i18n.Lang;
import dev.hakem.api.i18n.Messages;
import dev.hakem.api.i18n.Spoken;
import dev.hakem.api.position.PositionReport;
import dev.hakem.api.position.PositionReports;
import dev.hakem.api.problem.Problem;
import dev.hakem.api.problem.Problems;
import dev.hakem.api.request.GameInputs;
import dev.hakem.api.request.Inputs;
import dev.hakem.api.request.PgnInputs;
import dev.hakem.api.request.Replayed;
import dev.hakem.api.request.RequestReader;
import dev.hakem.api.request.Requests;
import dev.hakem.chess.Fen;
import dev.hakem.chess.Variant;
import dev.hakem.chess.Position;
import dev.hakem.chess.board.Color;
import dev.hakem.chess.notation.MoveInfo;
import dev.hakem.chess.pgn.PgnGame;
import dev.hakem.chess.text.Phrase;
import dev.hakem.verdict.FlagFall;
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
        Color flag = GameInputs.flag(request.flag());
        if (request.pgn() != null) return adjudicatePgn(request, rules, flag, lang);
        Replayed game = reader.replay(request.fen(), request.moves(), request.rules(), request.lenient(), request.variant());
        return report(game, flag, lang, null);
    }

    /** A game given as PGN: its tags set the start, its main line is read leniently, its result is checked. */
    private GameReport adjudicatePgn(Requests.GameRequest request, RuleSet rules, Color flag, Lang lang) {
        if (request.fen() != null || (request.moves() != null && !request.moves().isNull()))
            throw Problems.invalidMember("pgn", Phrase.of("detail.pgn_or_moves"));
        PgnGame pgn = PgnInputs.read(request.pgn(), reader.maxPlies());
        Replayed game = RequestReader.replay(PgnInputs.start(pgn, Inputs.variant(request.variant())), pgn.moves(), rules, true);
        return report(game, flag, lang, pgn);
    }

    private GameReport report(Replayed replayed, Color flag, Lang lang, PgnGame pgn) {
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
        if (flag != null) {
            if (termination != null) {
                flagReport = new GameReport.FlagReport(flag.label(), null, null, true, null,
                        Messages.text(lang, "flag.already_ended", Phrase.of("termination." + termination)));
            } else {
                FlagFall f = FlagFall.judge(game.last(), flag, rules, budget);
                result = f.outcome().pgn();
                termination = f.termination().code();
                rule = Messages.text(lang, rules == RuleSet.ONLINE ? "rule.online_flag" : "rule." + f.termination().code());
                summary = PositionReports.summary(f.termination(), f.outcome(), lang);
                flagReport = new GameReport.FlagReport(flag.label(), f.opponentCanMate().name().toLowerCase(Locale.ROOT),
                        Messages.text(lang, f.basis()), f.certain(),
                        WinnabilityReports.helpmate(game.last(), f.helpmate()), null);
            }
        }
        String variant = game.start().variant() == Variant.CHESS960 ? Variant.CHESS960.label() : null;
        int endAt = replayed.replay().endPly();
        Integer endPly = endAt >= 0 ? Integer.valueOf(endAt) : termination != null ? game.plies() : null;
        GameReport report = new GameReport(rules.id(), Fen.write(game.start()), played, position, result, termination,
                rule, summary, endPly, replayed.replay().unplayed(), repetitions(game), flagReport,
                Problem.Item.worded(replayed.start().warnings(), lang), null, variant, ResumeReport.of(game, 0));
        if (pgn == null) return report;
        return new GameReport(report.rules(), report.startFen(), report.moves(), report.position(), report.result(),
                report.termination(), report.rule(), report.summary(), report.endPly(), report.unplayedMoves(),
                report.repetitions(), report.flag(), report.warnings(), PgnResultCheck.judge(pgn, report, lang), variant,
                report.resume());
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
