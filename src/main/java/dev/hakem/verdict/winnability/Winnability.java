package dev.hakem.verdict.winnability;

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
 * <p>The steps, cheapest first: the material and fixed-wall proofs ({@link MaterialProof},
 * {@link PawnWall}); a narrow helpmate search in which the loser moves only its king (most
 * positions of real games end here); the first {@link #FIRST_NODES} nodes of the full search
 * (small reachable spaces are exhausted here); the proof over pawn structures
 * ({@link PawnStructures}); an exhaustive search for helpmates of up to {@link #SHORT_PLIES} plies
 * ({@link ShortMate}); then the full search resumed to the end of the budget. The narrow and the
 * full search are each a {@link BestFirstSearch}, ordered by a {@link Score}. A helpmate of more than
 * {@link #LONG_PLIES} plies is then searched for again, ordered for short lines.
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
        public static final Budget DEFAULT = new Budget(100_000);
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
         * @param winner   the side whose chances are analysed
         * @param shortest whether the shortest helpmate is searched for
         * @param analysis the analysis, to be run once, its answer returned
         */
        Result analysis(Color winner, boolean shortest, Supplier<Result> analysis);
    }

    /**
     * Nodes of the first, narrow search in which the loser moves only its king (unless in check):
     * most positions of real games have a helpmate there, found in a fraction of the full search's
     * nodes because the loser's other moves are not tried. Its YES is a helpmate like any other;
     * its "every position examined" proves NO only when it never left a move out (then it was the
     * full search). Its nodes count against the budget.
     */
    static final long QUICK_NODES = 5_000;

    /**
     * Nodes of the exhaustive search for a short helpmate (up to {@link #SHORT_PLIES} plies),
     * after the narrow search: a best-first search can wander off where the mate is near but
     * does not look near (the winner's king far away behind a wall, say).
     */
    static final long SHORT_NODES = 3_000;

    /** Nodes of the full search before the costlier static proof and the short-helpmate search. */
    static final long FIRST_NODES = 10_000;
    static final int SHORT_PLIES = 5;

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

    /**
     * Helpmates longer than this are searched for again, with the plies weighing more
     * ({@link Score.Weights#SHORTER}), within as many nodes again as the first search took (at least
     * {@link #SHORTEN_NODES}, at most what the budget leaves): on CHA-Solver's corpora the mean fell from
     * 21.0 to 18.4 plies on lichess positions and the longest from 107 to 87, for a tenth more time
     * (a fifth on the hard positions, 26.9 to 24.0 plies).
     */
    static final int LONG_PLIES = 20;
    static final long SHORTEN_NODES = 1_000;

    /**
     * Whether a side can still mate: the proofs, the searches, and for a long helpmate a second search
     * for a shorter one (the steps: this class's comment).
     */
    public static Result analyze(Position p, Color winner, Budget budget) {
        if (budget.watch() != null) return budget.watch().analysis(winner, false, () -> analyzeUnwatched(p, winner, budget));
        return analyzeUnwatched(p, winner, budget);
    }

    private static Result analyzeUnwatched(Position p, Color winner, Budget budget) {
        Result found = search(p, winner, budget);
        if (found.answer() != Answer.YES || found.helpmate().length <= LONG_PLIES) return found;
        long nodes = Math.min(budget.maxNodes() - found.nodes(), Math.max(SHORTEN_NODES, found.nodes()));
        BestFirstSearch again = new BestFirstSearch(winner, new Score(winner, Score.Weights.SHORTER), nodes, false);
        Result shorter = again.search(p);
        if (shorter != null && shorter.answer() == Answer.YES && shorter.helpmate().length < found.helpmate().length)
            return new Result(Answer.YES, shorter.helpmate(), shorter.reason(), found.nodes() + again.nodes, false);
        return found.plus(again.nodes);
    }

    /** The staged solver ({@link Solver}) after the proofs without search. */
    public static Result staged(Position p, Color winner, Budget budget) {
        Phrase material = MaterialProof.proveNoMate(p, winner);
        if (material != null) return Result.no(material, 0);
        Color loser = winner.other();
        if (p.turn() == loser && p.isCheckmate()) return Result.of(Answer.YES, new int[0], Phrase.of("win.mate_on_board"), 0);
        if (!p.hasLegalMove())
            return Result.no(p.isCheck() ? Phrase.of("win.over_mated." + p.turn().label()) : Phrase.of("win.over_stalemate"), 0);
        Phrase wall = PawnWall.proveNoMate(p, winner);
        if (wall != null) return Result.no(wall, 0);
        if (budget.maxNodes() <= 0) return Result.of(Answer.UNKNOWN, null, Phrase.of("win.static_only"), 0);
        return Solver.solve(p, winner, budget.maxNodes());
    }

    private static Result search(Position p, Color winner, Budget budget) {
        Phrase material = MaterialProof.proveNoMate(p, winner);
        if (material != null) return Result.no(material, 0);
        Color loser = winner.other();
        if (p.turn() == loser && p.isCheckmate()) return Result.of(Answer.YES, new int[0],
                Phrase.of("win.mate_on_board"), 0);
        if (!p.hasLegalMove())
            return Result.no(p.isCheck() ? Phrase.of("win.over_mated." + p.turn().label())
                    : Phrase.of("win.over_stalemate"), 0);
        Phrase wall = PawnWall.proveNoMate(p, winner);
        if (wall != null) return Result.no(wall, 0);

        if (budget.maxNodes() <= 0) {
            Phrase structures = PawnStructures.proveNoMate(p, winner);
            if (structures != null) return Result.no(structures, 0);
            return Result.of(Answer.UNKNOWN, null,
                    Phrase.of("win.static_only"), 0);
        }
        // The narrow search orders for short lines where there are many men; the full one as tuned for finding a mate.
        BestFirstSearch quick = new BestFirstSearch(winner, new Score(winner, Score.Weights.of(p)),
                Math.min(QUICK_NODES, budget.maxNodes() / 2), true);
        Result found = quick.search(p);
        // The narrow search's "exhausted" is a proof only if it never left a move out.
        if (found != null && (found.answer() == Answer.YES || !quick.narrowed)) return found;
        long spent = quick.nodes;
        // The full search, first with a few nodes: small spaces are exhausted (a proof) or a mate found.
        BestFirstSearch full = new BestFirstSearch(winner, new Score(winner, Score.Weights.TUNED), budget.maxNodes() - spent, false);
        full.start(p);
        Result searched = full.resume(Math.min(FIRST_NODES, (budget.maxNodes() - spent) / 2));
        if (searched != null) return searched.plus(spent);
        // Costlier than the other static proofs and never true where a search already answered.
        Phrase structures = PawnStructures.proveNoMate(p, winner);
        if (structures != null) return Result.no(structures, spent + full.nodes);
        long left = budget.maxNodes() - spent - full.nodes;
        ShortMate shortMate = new ShortMate(winner, SHORT_PLIES, Math.min(SHORT_NODES, left / 2));
        int[] line = shortMate.find(p);
        spent += shortMate.nodes;
        if (line != null)
            return Result.of(Answer.YES, line, Phrase.of("win.helpmate"), spent + full.nodes);
        searched = full.resume(budget.maxNodes() - spent);
        if (searched != null) return searched.plus(spent);
        long nodes = full.nodes + spent;
        return Result.of(Answer.UNKNOWN, null, Phrase.of("win.budget"), nodes);
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
     * The full search alone, without the static proofs at the root: an independent check of those
     * proofs in the tests. Null when the budget ran out.
     */
    static Result searchOnly(Position p, Color winner, long maxNodes) {
        return new BestFirstSearch(winner, new Score(winner, Score.Weights.TUNED), maxNodes, false).search(p);
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
     * Whether the proof over pawn structures may settle a dead position: few pieces besides kings
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
