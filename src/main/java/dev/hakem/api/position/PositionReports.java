package dev.hakem.api.position;

import dev.hakem.api.i18n.Lang;
import dev.hakem.api.i18n.Messages;
import dev.hakem.api.i18n.Spoken;
import dev.hakem.api.problem.Problem;
import dev.hakem.chess.board.Color;
import dev.hakem.chess.Fen;
import dev.hakem.chess.Move;
import dev.hakem.chess.MoveCode;
import dev.hakem.chess.notation.MoveInfo;
import dev.hakem.chess.text.Phrase;
import dev.hakem.chess.Position;
import dev.hakem.chess.Variant;
import dev.hakem.chess.board.Role;
import dev.hakem.chess.board.Square;
import dev.hakem.verdict.Adjudicator;
import dev.hakem.verdict.Claims;
import dev.hakem.verdict.Game;
import dev.hakem.verdict.Outcome;
import dev.hakem.verdict.RuleSet;
import dev.hakem.verdict.Status;
import dev.hakem.verdict.Termination;
import dev.hakem.verdict.Verdict;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The position report: the last position of a game judged under a rule set (the verdict is the
 * core's, {@link Adjudicator#judge}), its legal moves listed in UCI order and worded in the
 * request's language. Every endpoint that reports a position builds it here.
 */
public final class PositionReports {
    private PositionReports() {}

    /** A position seen alone, without history. */
    public static PositionReport of(Position p, RuleSet rules, List<Problem.Item> warnings, Lang lang) {
        return of(Game.of(p), rules, warnings, lang);
    }

    /** The report on the last position of the game. */
    public static PositionReport of(Game game, RuleSet rules, List<Problem.Item> warnings, Lang lang) {
        return of(game, rules, warnings, lang, Include.ALL);
    }

    /**
     * The report with only the parts asked for: without legal moves none are listed (null), without
     * spoken words they carry none, without the summary neither it nor the rule is worded (both null).
     */
    public static PositionReport of(Game game, RuleSet rules, List<Problem.Item> warnings, Lang lang, Include include) {
        boolean withMoves = include.legalMoves(), spoken = include.spoken(), words = include.summary();
        Position p = game.last();
        // Without the list, only the moves' codes are listed, for the claims.
        List<MoveInfo> legal = withMoves ? MoveInfo.all(p) : null;
        Verdict v = withMoves ? Adjudicator.judge(game, rules, legal) : Adjudicator.judge(game, rules);
        List<LegalMove> moves = null;
        if (withMoves) {
            // Each move's UCI key computed once, with its index in the low bits: one sort of plain longs.
            int n = legal.size();
            long[] order = new long[n];
            boolean chess960 = p.variant() == Variant.CHESS960;
            for (int i = 0; i < n; i++) order[i] = ((long) uciKey(legal.get(i).code(), chess960) << 16) | i;
            sort(order);
            MoveInfo[] listed = new MoveInfo[n];
            for (int i = 0; i < n; i++) listed[i] = legal.get((int) (order[i] & 0xFFFF));
            moves = new LegalMoves(listed, spoken ? lang : null);
        }
        List<String> checkers = new ArrayList<>(2);
        for (long c = p.checkers(); c != 0; c &= c - 1) checkers.add(Square.name(Long.numberOfTrailingZeros(c)));
        boolean check = !checkers.isEmpty();
        return new PositionReport(Fen.write(p), rules.id(), p.turn().label(), p.halfmoveClock(), p.fullmoveNumber(), check,
                checkers, v.status() == Status.CHECKMATE, v.status() == Status.STALEMATE, v.status().code(), v.outcome().pgn(),
                v.termination() == null ? null : v.termination().code(),
                v.termination() == null || !words ? null : rule(v.termination(), lang),
                words ? summary(v, p.turn(), check, lang) : null,
                v.insufficientMaterial(), v.repetitions(), claims(v.claims()), moves,
                Problem.Item.worded(warnings, lang));
    }

    /** A legal move as the API reports it, with its words for screen readers (none when {@code lang} is null). */
    public static LegalMove legalMove(MoveInfo info, Lang lang) {
        Move m = info.move();
        String castling = m instanceof Move.Castle c ? (c.kingSide() ? "kingside" : "queenside") : null;
        String promotion = m instanceof Move.Promotion p ? p.promotion().label() : null;
        return new LegalMove(info.uci(), info.san(), Square.name(m.from()), Square.name(m.to()), m.role().label(),
                label(m.capture()), promotion, castling, m instanceof Move.EnPassant, info.check(), info.checkmate(),
                lang == null ? null : Spoken.of(info, lang));
    }

    static ClaimsReport claims(Claims c) {
        return new ClaimsReport(c.threefoldRepetition(), c.fiftyMoves(), c.byMove().stream()
                .map(b -> new ClaimsReport.ByMove(b.move().uci(), b.move().san(), b.rule().code())).toList());
    }

    /** The rule that ended the game, worded in the language (article numbers are the same in both). */
    public static String rule(Termination t, Lang lang) {
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

    public static String summary(Termination t, Outcome outcome, Lang lang) {
        Object winner = outcome.winner().<Object>map(c -> Phrase.of("side." + c.label())).orElse("");
        return Messages.text(lang, "summary." + t.code(), winner);
    }

    /**
     * The alphabetical order of UCI strings, from the squares: from-file, from-rank, to-file, to-rank,
     * promotion (b, n, q, r). Castling sorts by the square its UCI names: the king's destination in
     * standard chess, the rook's square (the move's own code) in Chess960.
     */
    private static int uciKey(int code, boolean chess960) {
        int from = MoveCode.from(code), to = MoveCode.to(code), kind = MoveCode.kind(code);
        if (kind == MoveCode.CASTLE && !chess960) to = (from & 56) + (to > from ? 6 : 2);
        int promo = MoveCode.isPromotion(code) ? PROMOTION_ORDER[kind - MoveCode.PROMO_KNIGHT] : 0;
        return ((((from & 7) * 8 + (from >>> 3)) * 8 + (to & 7)) * 8 + (to >>> 3)) * 8 + promo;
    }

    /** Insertion sort for the usual few dozen moves (the library's sort costs more there), else the library's. */
    private static void sort(long[] a) {
        if (a.length > 64) {
            Arrays.sort(a);
            return;
        }
        for (int i = 1; i < a.length; i++) {
            long x = a[i];
            int j = i - 1;
            while (j >= 0 && a[j] > x) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = x;
        }
    }

    /** The place of n, b, r and q (the promotion kinds in {@link MoveCode}'s order) among UCI's letters b, n, q, r. */
    private static final int[] PROMOTION_ORDER = {2, 1, 4, 3};

    private static String label(Role role) {
        return role == null ? null : role.label();
    }
}
