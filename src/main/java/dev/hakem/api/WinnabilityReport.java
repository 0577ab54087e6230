package dev.hakem.api;

import dev.hakem.chess.Fen;
import dev.hakem.chess.Position;
import dev.hakem.chess.San;
import dev.hakem.chess.Uci;
import dev.hakem.verdict.Material;
import dev.hakem.verdict.Winnability;
import io.quarkus.runtime.annotations.RegisterForReflection;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Whether each side can still checkmate by some series of legal moves (FIDE 5.2.2, 6.9), with
 * the proof: a helpmate for "yes", the reason for "no"; "unknown" when the budget ran out.
 * {@code deadPosition} is true when neither side can, false when either can, null when unsettled.
 * {@code online} gives the static material rule of the online rule set beside it.
 */
@RegisterForReflection
public record WinnabilityReport(String fen, Side white, Side black, Boolean deadPosition, Online online) {

    /** @param canWin yes, no or unknown */
    @RegisterForReflection
    public record Side(String canWin, Helpmate helpmate, String reason, long nodes) {}

    @RegisterForReflection
    public record Helpmate(List<String> uci, List<String> san) {}

    /** The online rule set's static answers: the insufficient-material list and who could still win on time. */
    @RegisterForReflection
    public record Online(boolean insufficientMaterial, boolean whiteCanWinOnTime, boolean blackCanWinOnTime) {}

    static WinnabilityReport of(Position p, Winnability.Budget budget, Lang lang) {
        Winnability.Result w = Winnability.analyze(p, dev.hakem.chess.Color.WHITE, budget);
        Winnability.Result b = Winnability.analyze(p, dev.hakem.chess.Color.BLACK, budget);
        Boolean dead = w.answer() == Winnability.Answer.YES || b.answer() == Winnability.Answer.YES ? Boolean.FALSE
                : w.answer() == Winnability.Answer.NO && b.answer() == Winnability.Answer.NO ? Boolean.TRUE : null;
        Online online = new Online(Material.insufficient(p),
                !Material.staticallyCannotMate(p, dev.hakem.chess.Color.WHITE),
                !Material.staticallyCannotMate(p, dev.hakem.chess.Color.BLACK));
        return new WinnabilityReport(Fen.write(p), side(p, w, lang), side(p, b, lang), dead, online);
    }

    static Side side(Position p, Winnability.Result r, Lang lang) {
        return new Side(r.answer().name().toLowerCase(Locale.ROOT), helpmate(p, r.helpmate()), Messages.text(lang, r.reasonPhrase()),
                r.nodes());
    }

    /** The helpmate as UCI and SAN, replayed move by move from the position. */
    static Helpmate helpmate(Position p, int[] codes) {
        if (codes == null) return null;
        List<String> uci = new ArrayList<>(codes.length), san = new ArrayList<>(codes.length);
        Position at = p;
        for (int code : codes) {
            uci.add(Uci.of(at, code));
            san.add(San.of(at, code));
            at = at.play(code);
        }
        return new Helpmate(uci, san);
    }
}
