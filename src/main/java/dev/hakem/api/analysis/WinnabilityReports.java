package dev.hakem.api.analysis;

import dev.hakem.api.HakemConfig;
import dev.hakem.api.i18n.Lang;
import dev.hakem.api.i18n.Messages;
import dev.hakem.chess.Fen;
import dev.hakem.chess.Position;
import dev.hakem.chess.board.Color;
import dev.hakem.chess.notation.San;
import dev.hakem.chess.notation.Uci;
import dev.hakem.verdict.Material;
import dev.hakem.verdict.winnability.Winnability;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The winnability report of a position: both sides analysed by the core, the proofs written out. */
public final class WinnabilityReports {
    private WinnabilityReports() {}

    /** The budget of one analysis per side, as configured (hakem.winnability.*): for this endpoint and for flag falls. */
    public static Winnability.Budget budget(HakemConfig config) {
        return new Winnability.Budget(config.winnability().maxNodes());
    }

    public static WinnabilityReport of(Position p, Winnability.Budget budget, Lang lang) {
        Winnability.Result w = Winnability.analyze(p, Color.WHITE, budget);
        Winnability.Result b = Winnability.analyze(p, Color.BLACK, budget);
        Boolean dead = w.answer() == Winnability.Answer.YES || b.answer() == Winnability.Answer.YES ? Boolean.FALSE
                : w.answer() == Winnability.Answer.NO && b.answer() == Winnability.Answer.NO ? Boolean.TRUE : null;
        WinnabilityReport.Online online = new WinnabilityReport.Online(Material.insufficient(p),
                !Material.staticallyCannotMate(p, Color.WHITE), !Material.staticallyCannotMate(p, Color.BLACK));
        return new WinnabilityReport(Fen.write(p), side(p, w, lang), side(p, b, lang), dead, online);
    }

    static WinnabilityReport.Side side(Position p, Winnability.Result r, Lang lang) {
        String canWin = r.answer().name().toLowerCase(Locale.ROOT);
        return new WinnabilityReport.Side(canWin, helpmate(p, r.helpmate()),
                Messages.text(lang, r.reason()), r.nodes());
    }

    /** The helpmate as UCI and SAN, replayed move by move from the position. */
    public static WinnabilityReport.Helpmate helpmate(Position p, int[] codes) {
        if (codes == null) return null;
        List<String> uci = new ArrayList<>(codes.length), san = new ArrayList<>(codes.length);
        Position at = p;
        for (int code : codes) {
            uci.add(Uci.of(at, code));
            san.add(San.of(at, code));
            at = at.play(code);
        }
        return new WinnabilityReport.Helpmate(uci, san);
    }
}
