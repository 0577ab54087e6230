package dev.hakem.verdict.winnability;

import dev.hakem.verdict.winnability.saturation.Saturation;
import dev.hakem.verdict.winnability.search.Closure;
import dev.hakem.verdict.winnability.search.HelpmateSearch;
import dev.hakem.verdict.winnability.search.SearchStopped;

import dev.hakem.chess.Position;
import dev.hakem.chess.board.Board;
import dev.hakem.chess.board.Color;
import dev.hakem.chess.board.Role;
import dev.hakem.chess.text.Phrase;
import java.util.function.Supplier;

/**
 * Can a side still checkmate by some series of legal moves (FIDE 5.2.2, 6.9)? The answer is a
 * proof either way or an honest "unknown":
 * <ul>
 *   <li>{@code YES} with a helpmate: a line of legal moves, both sides cooperating, that ends in
 *       checkmate of the other king;</li>
 *   <li>{@code NO} with the reason: a bare king; material that can never mate; a pawn wall that
 *       can never change and that no piece of the side can attack across; no pawn structure the
 *       position can reach allowing a mate; or every reachable position examined without a mate;</li>
 *   <li>{@code UNKNOWN} when the node budget ran out first. Never a guess, and never decided by
 *       the clock: the same position and budget give the same answer on any machine.</li>
 * </ul>
 * Clocks are ignored: the question is whether a mate exists, not whether it comes in time.
 *
 * <p>The proofs without search come first ({@link MaterialProof}, {@link PawnWall}); then the
 * {@link Solver}'s stages: forced moves, a depth-first helpmate search with depth by move class
 * ({@link HelpmateSearch}), the static analysis by saturation ({@link Saturation}), the closure of every
 * reachable position ({@link Closure}), chains of checks, and a guided search with the rest of the
 * budget.
 */
public final class Winnability {
    private Winnability() {}

    public enum Answer { YES, NO, UNKNOWN }

    /**
     * @param helpmate       move codes from the analysed position, when the answer is YES
     * @param reason         why (keys {@code win.*}); {@code Wording.english(reason)} words it in English
     * @param provedShortest whether no shorter helpmate exists (only a {@link #shortest} analysis proves it)
     */
    public record Result(Answer answer, int[] helpmate, Phrase reason, long nodes, boolean provedShortest) {
        static Result no(Phrase reason, long nodes) {
            return new Result(Answer.NO, null, reason, nodes, false);
        }

        static Result of(Answer answer, int[] helpmate, Phrase reason, long nodes) {
            return new Result(answer, helpmate, reason, nodes, false);
        }

        /** The same answer, counting {@code more} nodes spent before it. */
        Result plus(long more) {
            return new Result(answer, helpmate, reason, nodes + more, provedShortest);
        }
    }

    /**
     * Limits of one analysis: the positions it may generate. Only the node count stops a search, so
     * that an answer never depends on how busy the machine is.
     */
    public record Budget(long maxNodes, Watch watch) {
        public static final Budget DEFAULT = new Budget(64_000_000);
        /** Only the proofs that need no search: cheap enough for every position of every game. */
        public static final Budget STATIC = new Budget(0);
        /** For the dead-position check of a game after an irreversible move, in few-piece positions. */
        public static final Budget GAME = new Budget(20_000);

        public Budget(long maxNodes) {
            this(maxNodes, null);
        }

        /** The same limit, each analysis made within it run through {@code watch}. */
        public Budget watched(Watch watch) {
            return new Budget(maxNodes, watch);
        }
    }

    /**
     * Runs each analysis ({@link #analyze}, {@link #shortest}) made within a budget that carries it, and
     * sees its answer: how the service times and counts its searches (its traces), without the rules
     * knowing how. The budgets of the rules' own checks carry none.
     */
    public interface Watch {
        /**
         * Whether the analysis should stop now (its request's time is up), asked every
         * {@link HelpmateSearch#STOP_POLL} nodes; it then ends with {@link SearchStopped}, not with an answer.
         */
        default boolean stop() {
            return false;
        }

        /**
         * @param winner   the side whose chances are analysed
         * @param shortest whether the shortest helpmate is searched for
         * @param analysis the analysis, to be run once, its answer returned
         */
        Result analysis(Color winner, boolean shortest, Supplier<Result> analysis);
    }

    /** What {@link #quick} says when it proves nothing: a mate may or may not exist. */
    private static final Result MAYBE = Result.of(Answer.UNKNOWN, null, Phrase.of("win.maybe"), 0);

    /**
     * The fast check, for scanning databases: "no" with the proof of the material or of a fixed pawn wall,
     * else "unknown" (maybe). Sound, never complete; no move is generated, so a position costs a few
     * bit operations unless its pawns are all blocked. {@link #analyze} tries the same proofs first.
     */
    public static Result quick(Position p, Color winner) {
        Phrase material = MaterialProof.proveNoMate(p, winner);
        if (material != null) return Result.no(material, 0);
        Phrase wall = PawnWall.proveNoMate(p, winner);
        return wall != null ? Result.no(wall, 0) : MAYBE;
    }

    /** Whether a side can still mate: the proofs without search, then the {@link Solver}'s stages. */
    public static Result analyze(Position p, Color winner, Budget budget) {
        if (budget.watch() != null) return budget.watch().analysis(winner, false, () -> analyzeUnwatched(p, winner, budget));
        return analyzeUnwatched(p, winner, budget);
    }

    private static Result analyzeUnwatched(Position p, Color winner, Budget budget) {
        Phrase material = MaterialProof.proveNoMate(p, winner);
        if (material != null) return Result.no(material, 0);
        Color loser = winner.other();
        if (p.turn() == loser && p.isCheckmate()) return Result.of(Answer.YES, new int[0], Phrase.of("win.mate_on_board"), 0);
        if (!p.hasLegalMove())
            return Result.no(p.isCheck() ? Phrase.of("win.over_mated." + p.turn().label()) : Phrase.of("win.over_stalemate"), 0);
        Phrase wall = PawnWall.proveNoMate(p, winner);
        if (wall != null) return Result.no(wall, 0);
        if (budget.maxNodes() <= 0) {
            Phrase saturated = Saturation.proveNoMate(p, winner);
            return saturated != null ? Result.no(saturated, 0) : Result.of(Answer.UNKNOWN, null, Phrase.of("win.static_only"), 0);
        }
        return Solver.solve(p, winner, budget);
    }

    /**
     * As {@link #analyze}, and then, for a "yes", the shortest helpmate the rest of the budget can prove:
     * every shorter line is searched by iterative deepening ({@link ShortestHelpmate}). The answer says
     * whether its line was proved shortest ({@link Result#provedShortest()}); when the budget runs out
     * first, it keeps the line it has.
     */
    public static Result shortest(Position p, Color winner, Budget budget) {
        if (budget.watch() != null) return budget.watch().analysis(winner, true, () -> shortestUnwatched(p, winner, budget));
        return shortestUnwatched(p, winner, budget);
    }

    private static Result shortestUnwatched(Position p, Color winner, Budget budget) {
        Result found = analyzeUnwatched(p, winner, budget);
        if (found.answer() != Answer.YES) return found;
        int plies = found.helpmate().length;
        ShortestHelpmate search = new ShortestHelpmate(winner, Math.max(0, budget.maxNodes() - found.nodes()));
        int[] shorter = search.find(p, plies - 2);
        long nodes = found.nodes() + search.nodes;
        if (shorter != null)
            return new Result(Answer.YES, shorter, Phrase.of("win.helpmate"), nodes, true);
        return new Result(Answer.YES, found.helpmate(), found.reason(), nodes, search.complete);
    }

    /**
     * A search alone, without the static proofs: the closure of every reachable position, else a
     * helpmate search; an independent check of the proofs in the tests. Null when the budget ran out.
     */
    static Result searchOnly(Position p, Color winner, long maxNodes) {
        Closure closure = new Closure(p, winner);
        int positions = closure.noMate(Integer.MAX_VALUE, maxNodes);
        if (positions > 0) return Result.no(Phrase.of("win.exhausted." + winner.label(), positions), closure.nodes);
        HelpmateSearch search = new HelpmateSearch(p, winner.ordinal()).table(true);
        if (search.deepen(1, HelpmateSearch.MAX_LINE, Long.MAX_VALUE, maxNodes, null) == HelpmateSearch.Outcome.MATE)
            return Result.of(Answer.YES, search.helpmate(), Phrase.of("win.helpmate"), closure.nodes + search.nodes);
        return null;
    }

    /** The answers of {@link #deadInGame} (proofs only) and of {@link #deadByProofs} (every answer). */
    private static final PositionMemo GAME_PROOFS = new PositionMemo(4096), STATIC_ANSWERS = new PositionMemo(4096);

    /**
     * {@link #dead} with {@link Budget#GAME}, remembered by exact position ({@link PositionMemo}). Only
     * proofs are kept (true or false: a helpmate or a proof of none, the same on any machine), never an
     * unsettled answer, which a search might settle another time.
     */
    public static Boolean deadInGame(Position p) {
        return GAME_PROOFS.get(p, q -> dead(q, Budget.GAME), false);
    }

    /**
     * {@link #dead} with {@link Budget#STATIC}, the proofs that need no search, remembered by exact
     * position: every answer is kept, unsettled ones too, because without a search a position always
     * gets the same one.
     */
    public static Boolean deadByProofs(Position p) {
        return STATIC_ANSWERS.get(p, q -> dead(q, Budget.STATIC), true);
    }

    /** How many answers are remembered (game proofs, then static answers); and forgetting them, for the tests. */
    static int remembered() {
        return GAME_PROOFS.size();
    }

    static int rememberedStatic() {
        return STATIC_ANSWERS.size();
    }

    static void forget() {
        GAME_PROOFS.clear();
        STATIC_ANSWERS.clear();
    }

    /** Dead position (FIDE 5.2.2): true or false when proved for both sides, else null. */
    public static Boolean dead(Position p, Budget budget) {
        Result white = analyze(p, Color.WHITE, budget);
        if (white.answer() == Answer.YES) return false;
        Result black = analyze(p, Color.BLACK, budget);
        if (black.answer() == Answer.YES) return false;
        return white.answer() == Answer.NO && black.answer() == Answer.NO ? Boolean.TRUE : null;
    }

    /**
     * Dead by the proofs that need no search (material, fixed pawn walls): cheap enough for every
     * position of every game. False means "not proved dead", not "alive".
     */
    public static boolean staticallyDead(Position p) {
        // Most positions of a game: both sides have more than a king, and a pawn can move (or take en
        // passant). The material proofs need no pawns or a bare king, the wall proof only blocked pawns.
        long pawns = p.byRole(Role.PAWN), white = p.pieces(Color.WHITE, Role.PAWN), black = p.pieces(Color.BLACK, Role.PAWN);
        boolean blocked = ((white << 8) & ~pawns) == 0 && ((black >>> 8) & ~pawns) == 0;
        if (pawns != 0 && (!blocked || p.epSquare() >= 0) && !bare(p, Color.WHITE) && !bare(p, Color.BLACK)) return false;
        return noMateProved(p, Color.WHITE) && noMateProved(p, Color.BLACK);
    }

    private static boolean noMateProved(Position p, Color side) {
        return MaterialProof.proveNoMate(p, side) != null || PawnWall.proveNoMate(p, side) != null;
    }

    private static boolean bare(Position p, Color side) {
        return p.byColor(side) == p.pieces(side, Role.KING);
    }

    /**
     * Whether a search for a dead-position proof is worth its cost: few pieces besides kings and
     * pawns, and every pawn blocked head-on. Elsewhere a helpmate is all but certain.
     */
    public static boolean fewPiecesAndLockedPawns(Position p) {
        Board b = p.board();
        long pawns = b.pawns();
        long white = b.pieces(Color.WHITE, Role.PAWN), black = b.pieces(Color.BLACK, Role.PAWN);
        boolean locked = ((white << 8) & ~pawns) == 0 && ((black >>> 8) & ~pawns) == 0;
        return locked && Long.bitCount(b.occupied() & ~pawns & ~b.kings()) <= 3;
    }

    /**
     * Whether the proofs without search (saturation above all) may settle a dead position: few pieces besides kings
     * and pawns, and every pawn facing an enemy pawn somewhere ahead on its file (it cannot
     * promote without a capture).
     */
    public static boolean fewPiecesAndOpposedPawns(Position p) {
        Board b = p.board();
        long pawns = b.pawns();
        if (Long.bitCount(b.occupied() & ~pawns & ~b.kings()) > 3) return false;
        long white = b.pieces(Color.WHITE, Role.PAWN), black = b.pieces(Color.BLACK, Role.PAWN);
        for (long x = white; x != 0; x &= x - 1) if ((ahead(x & -x, 8) & black) == 0) return false;
        for (long x = black; x != 0; x &= x - 1) if ((ahead(x & -x, -8) & white) == 0) return false;
        return true;
    }

    /** The squares in front of one pawn on its file ({@code step} 8 for White, -8 for Black). */
    private static long ahead(long pawn, int step) {
        long squares = 0;
        for (long x = step > 0 ? pawn << 8 : pawn >>> 8; x != 0; x = step > 0 ? x << 8 : x >>> 8) squares |= x;
        return squares;
    }
}
