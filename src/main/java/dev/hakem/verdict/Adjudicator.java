package dev.hakem.verdict;

import dev.hakem.chess.notation.MoveInfo;
import dev.hakem.chess.Position;
import dev.hakem.verdict.winnability.Winnability;
import java.util.ArrayList;
import java.util.List;

/** Applies a rule set to a position of a game, with its whole history. */
public final class Adjudicator {
    private Adjudicator() {}

    public static final int FIFTY_MOVES = 100, SEVENTY_FIVE_MOVES = 150;

    /**
     * The verdicts, without claims, on a position where the game goes on, by how often it has stood
     * (up to 4: a fifth time ends it, FIDE 9.6.1). Shared: walking a game judges every ply, and a game
     * going on leaves nothing else to tell its verdicts apart.
     */
    private static final Verdict[] ONGOING = new Verdict[5];

    static {
        for (int r = 0; r < ONGOING.length; r++)
            ONGOING[r] = new Verdict(Outcome.UNDECIDED, null, false, r, Claims.NONE);
    }

    /**
     * The verdict on the last position of the game, with claims. Only the legal moves' codes are
     * listed: a move is written out (UCI, SAN) only when a claim can be made with it.
     */
    public static Verdict judge(Game game, RuleSet rules) {
        int[] codes = game.last().legalMoveCodes();
        return judge(game, game.plies(), rules, codes, null, codes.length > 0);
    }

    /** As {@link #judge(Game, RuleSet)}, reusing the legal moves of the last position already listed (in generation order). */
    public static Verdict judge(Game game, RuleSet rules, List<MoveInfo> legal) {
        int[] codes = new int[legal.size()];
        for (int i = 0; i < codes.length; i++) codes[i] = legal.get(i).code();
        return judge(game, game.plies(), rules, codes, legal, codes.length > 0);
    }

    /** The verdict on the position at {@code ply}, without claims (cheaper: for walking a game). */
    public static Verdict judge(Game game, int ply, RuleSet rules) {
        return judge(game, ply, rules, null, null, game.position(ply).hasLegalMove());
    }

    /** As {@link #judge(Game, int, RuleSet)}, told whether the side to move has a legal move (already listed). */
    static Verdict judge(Game game, int ply, RuleSet rules, boolean hasMove) {
        return judge(game, ply, rules, null, null, hasMove);
    }

    /**
     * The verdict on the position at {@code ply}. Checkmate stands over any draw completed by the
     * same move (FIDE 5.1.1, 9.6); stalemate and a dead position end the game at once (5.2.1,
     * 5.2.2); then the automatic draws of the rule set. Claims are looked for only when the legal
     * moves' {@code codes} are given ({@code legal}, when given, holds them written out, in the same order).
     */
    private static Verdict judge(Game game, int ply, RuleSet rules, int[] codes, List<MoveInfo> legal, boolean hasMove) {
        Position p = game.position(ply);
        boolean withClaims = codes != null;
        boolean insufficient = Material.insufficient(p);
        int repetitions = game.count(p, ply);
        int clock = p.halfmoveClock();

        Termination termination = null;
        if (!hasMove) {
            termination = p.isCheck() ? Termination.CHECKMATE : Termination.STALEMATE;
        } else if (insufficient) {
            termination = Termination.INSUFFICIENT_MATERIAL;
        } else if (rules.threefoldAutomatic() && repetitions >= 3) {
            termination = Termination.THREEFOLD_REPETITION;
        } else if (rules.fiftyAutomatic() && clock >= FIFTY_MOVES) {
            termination = Termination.FIFTY_MOVES;
        } else if (repetitions >= 5) {
            termination = Termination.FIVEFOLD_REPETITION;
        } else if (clock >= SEVENTY_FIVE_MOVES) {
            // A clock past 150 means the count ended the game at an earlier position already.
            termination = Termination.SEVENTYFIVE_MOVES;
        } else if (rules.deadPositionEndsGame() && dead(game, ply)) {
            // Last: the costliest check, and the counts above are what the history settles first.
            termination = Termination.DEAD_POSITION;
        }
        // Going on (so neither without a legal move nor with insufficient material), nothing to claim.
        if (termination == null && !withClaims && repetitions < ONGOING.length) return ONGOING[repetitions];

        // Once the game has ended nothing can be claimed (FIDE 5.1.1, 5.2.1, 9.6): the ending stands.
        Claims claims = withClaims && termination == null ? claims(game, ply, codes, legal, repetitions) : Claims.NONE;
        return Verdict.of(termination, p.turn(), insufficient, repetitions, claims);
    }

    private static Claims claims(Game game, int ply, int[] codes, List<MoveInfo> legal, int repetitions) {
        Position p = game.position(ply);
        List<Claims.ByMove> byMove = null;
        // The position after a move stood twice before only if it stood at ply - 1 and ply - 3 at the
        // latest, behind no capture or pawn move: short of that no move needs to be made to be looked for.
        boolean mayRepeat = Math.min(ply, p.halfmoveClock()) >= 3;
        for (int i = 0; i < codes.length; i++) {
            int code = codes[i];
            // A capture or a pawn move sets the clock to zero (FIDE 9.3), and no earlier position can recur.
            int clock = MoveInfo.zeroesClock(p, code) ? 0 : p.halfmoveClock() + 1;
            // The key after the move finds the candidates without making it; the position decides.
            boolean threefold = clock != 0 && mayRepeat && game.mayHaveStoodAfter(p.zobristAfter(code), ply)
                    && game.count(legal != null ? legal.get(i).after() : p.play(code), ply) + 1 >= 3;
            boolean fifty = clock >= FIFTY_MOVES;
            if (!threefold && !fifty) continue;
            MoveInfo m = legal != null ? legal.get(i) : MoveInfo.of(p, code, codes);
            if (byMove == null) byMove = new ArrayList<>(2);
            if (threefold) byMove.add(new Claims.ByMove(m, Termination.THREEFOLD_REPETITION));
            if (fifty) byMove.add(new Claims.ByMove(m, Termination.FIFTY_MOVES));
        }
        return new Claims(repetitions >= 3, p.halfmoveClock() >= FIFTY_MOVES, byMove == null ? List.of() : List.copyOf(byMove));
    }

    /**
     * FIDE 5.2.2. The cheapest proofs run at every ply; where a position can newly have become dead
     * (the start, or after an irreversible move: a capture, a pawn move, a change of castling
     * rights), a search when few pieces are left behind pawns that are all blocked, and the proofs
     * without search (saturation) when the pawns can still move but none can run free. Those are the
     * points a {@link ResumePoint} may start from, so a game resumed there is judged alike.
     */
    private static boolean dead(Game game, int ply) {
        Position p = game.position(ply);
        if (Winnability.staticallyDead(p)) return true;
        if (ply > 0 && !ResumePoint.irreversible(game, ply)) return false;
        if (Winnability.fewPiecesAndLockedPawns(p)) return Boolean.TRUE.equals(Winnability.deadInGame(p));
        return Winnability.fewPiecesAndOpposedPawns(p) && Boolean.TRUE.equals(Winnability.deadByProofs(p));
    }
}
