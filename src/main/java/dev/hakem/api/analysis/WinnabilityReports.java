package dev.hakem.api.analysis;

import dev.hakem.api.HakemConfig;
import dev.hakem.api.i18n.Lang;
import dev.hakem.api.i18n.Messages;
import dev.hakem.api.problem.Problems;
import dev.hakem.api.request.Deadline;
import dev.hakem.chess.Fen;
import dev.hakem.chess.Position;
import dev.hakem.chess.board.Color;
import dev.hakem.chess.notation.San;
import dev.hakem.chess.notation.Uci;
import dev.hakem.verdict.Material;
import dev.hakem.verdict.usecase.AnalyseWinnability;
import dev.hakem.verdict.usecase.History;
import dev.hakem.verdict.usecase.Illegal;
import dev.hakem.verdict.winnability.Winnability;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The winnability report of a position: both sides analysed by the core, the proofs written out. */
public final class WinnabilityReports {
    private WinnabilityReports() {}

    /**
     * The budget of one analysis per side, as configured (hakem.winnability.*): for this endpoint and for flag
     * falls; each analysis looks at the request's wall-clock deadline first ({@link Deadline#watched}).
     */
    public static Winnability.Budget budget(HakemConfig config) {
        return Deadline.watched(new Winnability.Budget(config.winnability().maxNodes()));
    }

    public static WinnabilityReport of(Position p, Winnability.Budget budget, Lang lang) {
        return of(p, budget, false, null, lang);
    }

    /**
     * The report of one position.
     *
     * @param shortest whether each helpmate is to be the shortest the budget can prove ({@link Winnability#shortest}),
     *                 each then saying whether it was proved shortest
     * @param only     the one side to analyse (the other is left out of the report), or null for both
     */
    public static WinnabilityReport of(Position p, Winnability.Budget budget, boolean shortest, Color only, Lang lang) {
        return of(AnalyseWinnability.analyse(new AnalyseWinnability.Question(History.of(p), budget, shortest, only)), lang);
    }

    /** The answer to a winnability question in {@code lang}; an illegal move of its history is thrown as its problem. */
    public static WinnabilityReport of(AnalyseWinnability.Result result, Lang lang) {
        if (result instanceof Illegal illegal) throw Problems.illegal(illegal);
        AnalyseWinnability.Analysed a = (AnalyseWinnability.Analysed) result;
        Position p = a.position();
        boolean shortest = a.shortest();
        return new WinnabilityReport(Fen.write(p), a.white() == null ? null : side(p, a.white(), shortest, lang),
                a.black() == null ? null : side(p, a.black(), shortest, lang), a.dead(), online(p));
    }

    private static WinnabilityReport.Online online(Position p) {
        return new WinnabilityReport.Online(Material.insufficient(p),
                !Material.staticallyCannotMate(p, Color.WHITE), !Material.staticallyCannotMate(p, Color.BLACK));
    }

    static WinnabilityReport.Side side(Position p, Winnability.Result r, boolean shortest, Lang lang) {
        String canWin = r.answer().name().toLowerCase(Locale.ROOT);
        return new WinnabilityReport.Side(canWin, helpmate(p, r.helpmate(), shortest ? Boolean.valueOf(r.provedShortest()) : null),
                Messages.text(lang, r.reason()), r.nodes());
    }

    /** The helpmate as UCI and SAN, replayed move by move from the position. */
    public static WinnabilityReport.Helpmate helpmate(Position p, int[] codes) {
        return helpmate(p, codes, null);
    }

    /** As {@link #helpmate(Position, int[])}, saying whether it was proved shortest when that was asked. */
    static WinnabilityReport.Helpmate helpmate(Position p, int[] codes, Boolean provedShortest) {
        if (codes == null) return null;
        List<String> uci = new ArrayList<>(codes.length), san = new ArrayList<>(codes.length);
        Position at = p;
        for (int code : codes) {
            uci.add(Uci.of(at, code));
            san.add(San.of(at, code));
            at = at.play(code);
        }
        return new WinnabilityReport.Helpmate(uci, san, codes.length, provedShortest);
    }
}
