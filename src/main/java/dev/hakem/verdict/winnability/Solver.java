package dev.hakem.verdict.winnability;

import dev.hakem.verdict.winnability.search.Closure;
import dev.hakem.verdict.winnability.search.HelpmateSearch;
import dev.hakem.verdict.winnability.search.Progress;

import dev.hakem.chess.MoveGen;
import dev.hakem.chess.Position;
import dev.hakem.chess.board.Color;
import dev.hakem.chess.board.Role;
import dev.hakem.chess.text.Phrase;
import dev.hakem.verdict.winnability.Winnability.Answer;
import dev.hakem.verdict.winnability.Winnability.Result;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.BooleanSupplier;

/**
 * Whether a side can still mate, in stages, cheapest first, each within its own share of the node
 * budget (after M. Ambrona, "A Practical Algorithm for Chess Unwinnability", FUN 2022):
 * <ol>
 *   <li>forced moves played out: a forced line that repeats a position never mates;</li>
 *   <li>a {@link HelpmateSearch} of nominal depth one, whose free moves find most mates of real
 *       games;</li>
 *   <li>the static analysis, where no queen, rook or knight is left (where it is most often
 *       conclusive);</li>
 *   <li>where one is left, the search of depth two with a transposition table, for at most
 *       {@link #EARLY_TABLE_NODES}, if the budget leaves the small closure its whole allowance after it;</li>
 *   <li>every reachable position, where there are at most {@link #SMALL_CLOSURE_POSITIONS};</li>
 *   <li>the search deepened with a transposition table;</li>
 *   <li>the static analysis, where it was not tried yet;</li>
 *   <li>every reachable position, where there are at most {@link #CLOSURE_POSITIONS} ({@link Closure});</li>
 *   <li>chains of checks: every line keeps checking or reaches a position the static analysis proves
 *       dead;</li>
 *   <li>the guided search: bishops routed to the mating corner, root moves the static analysis proves
 *       hopeless punished, the rest of the budget.</li>
 * </ol>
 * Every stage that says "no" is a proof; a stage that cannot tell hands on to the next.
 */
final class Solver {
    /** Forced moves played out at most (a forced sequence of chess is never longer). */
    static final int FORCED_MOVES = 16;
    static final long SMALL_PER_DEPTH = 1_000;
    static final long TABLE_PER_DEPTH = 7_000, TABLE_NODES = 1_000_000;
    /** Depth two with the table before the small closure, where a queen, rook or knight is left. */
    static final long EARLY_TABLE_NODES = 2_000;
    static final int SMALL_CLOSURE_POSITIONS = 2_000;
    static final long SMALL_CLOSURE_NODES = 40_000;
    static final int CLOSURE_POSITIONS = 100_000;
    static final long CLOSURE_NODES = 2_000_000;
    static final int CHECK_CHAIN_PLIES = 16;
    static final long CHECK_CHAIN_NODES = 10_000;

    /** Stages, for the benchmark's "decided by" figures. */
    enum Stage { PROOF, FORCED, SMALL, STATIC_EARLY, SMALL_CLOSURE, TABLE, STATIC, CLOSURE, CHECK_CHAINS, GUIDED, NONE }

    private final Color winner;
    private final long budget;
    private final BooleanSupplier stop;
    private long spent;
    Stage decidedBy = Stage.NONE;

    private Solver(Color winner, Winnability.Budget budget) {
        this.winner = winner;
        this.budget = budget.maxNodes();
        Winnability.Watch watch = budget.watch();
        this.stop = watch == null ? null : watch::stop;
    }

    static Result solve(Position root, Color winner, Winnability.Budget budget) {
        return new Solver(winner, budget).run(root);
    }

    /** As {@link #solve}, and the stage that decided. */
    static Solver solving(Position root, Color winner, Winnability.Budget budget, Result[] into) {
        Solver s = new Solver(winner, budget);
        into[0] = s.run(root);
        return s;
    }

    private Result run(Position root) {
        // 1. Forced moves.
        List<Integer> forced = new ArrayList<>();
        Position p = root;
        Set<PositionKey> seen = new HashSet<>();
        int[] buffer = new int[MoveGen.MAX_MOVES];
        for (int i = 0; i < FORCED_MOVES && spent < budget; i++) {
            int n = p.legalMoveCodes(buffer);
            if (n != 1) break;
            seen.add(new PositionKey(p));
            p = p.play(buffer[0]);
            forced.add(buffer[0]);
            spent++;
            if (seen.contains(new PositionKey(p))) return decided(Stage.FORCED, Result.no(Phrase.of("win.forced_cycle." + winner.label()), spent));
        }
        if (!forced.isEmpty()) {
            if (p.turn() == winner.other() && p.isCheckmate()) return decided(Stage.FORCED, yes(forced, new int[0]));
            if (!p.hasLegalMove()) return decided(Stage.FORCED, Result.no(Phrase.of("win.forced_end." + winner.label()), spent));
            Phrase material = MaterialProof.proveNoMate(p, winner);
            if (material != null) return decided(Stage.FORCED, Result.no(material, spent));
        }

        HelpmateSearch search = new HelpmateSearch(p, winner.ordinal());
        // 2. A small search: depth one, and the moves that cost nothing.
        Result r = deepen(search, forced, Stage.SMALL, 1, 1, SMALL_PER_DEPTH, SMALL_PER_DEPTH);
        if (r != null) return r;
        // 3. The static analysis, where it is most often conclusive.
        boolean heavy = (p.byRole(Role.QUEEN) | p.byRole(Role.ROOK) | p.byRole(Role.KNIGHT)) != 0;
        if (!heavy) {
            Phrase proof = StaticProof.proveNoMate(p, winner);
            if (proof != null) return decided(Stage.STATIC_EARLY, Result.no(proof, spent));
        }
        search.table(true);
        // With a queen, rook or knight the small closure hardly ever closes, and fails only after listing its
        // thousands of positions, where depth two with the table mostly mates within a few hundred nodes. Not
        // where the budget would then leave the closure less than its allowance: a small budget keeps its order.
        if (heavy && budget - spent >= EARLY_TABLE_NODES + SMALL_CLOSURE_NODES) {
            r = deepen(search, forced, Stage.TABLE, 2, 2, TABLE_PER_DEPTH, EARLY_TABLE_NODES);
            if (r != null) return r;
        }
        // A few thousand reachable positions are listed faster than a search by depth proves there are no more.
        r = closure(p, Stage.SMALL_CLOSURE, SMALL_CLOSURE_POSITIONS, SMALL_CLOSURE_NODES);
        if (r != null) return r;
        // 4. Deepening with the table.
        r = deepen(search, forced, Stage.TABLE, 2, HelpmateSearch.MAX_LINE, TABLE_PER_DEPTH, TABLE_NODES);
        if (r != null) return r;
        // 5. The static analysis for the rest.
        if (heavy) {
            Phrase proof = StaticProof.proveNoMate(p, winner);
            if (proof != null) return decided(Stage.STATIC, Result.no(proof, spent));
        }
        // 6. Every reachable position, where there are few.
        r = closure(p, Stage.CLOSURE, CLOSURE_POSITIONS, CLOSURE_NODES);
        if (r != null) return r;
        // 7. Chains of checks.
        if (spent < budget) {
            CheckChains chains = new CheckChains(winner, Math.min(CHECK_CHAIN_NODES, budget - spent));
            int[] line = chains.search(p);
            spent += chains.nodes;
            if (line != null) return decided(Stage.CHECK_CHAINS, yes(forced, line));
            if (chains.proved) return decided(Stage.CHECK_CHAINS, Result.no(Phrase.of("win.check_chains." + winner.label()), spent));
        }
        // 8. The guided search, with the rest of the budget.
        HelpmateSearch guided = new HelpmateSearch(p, winner.ordinal()).table(true)
                .bishopRoutes(Progress.bishopRoutes(Progress.corner(search.board(), 0, winner.ordinal()), StaticProof.steady(p)))
                .punishedAtRoot(hopelessRootMoves(p));
        r = deepen(guided, forced, Stage.GUIDED, 2, HelpmateSearch.MAX_LINE, Long.MAX_VALUE, Long.MAX_VALUE);
        if (r != null) return r;
        return Result.of(Answer.UNKNOWN, null, Phrase.of("win.budget"), spent);
    }

    private Result deepen(HelpmateSearch search, List<Integer> forced, Stage stage, int first, int last, long perDepth, long limit) {
        if (spent >= budget) return null;
        long before = search.nodes;
        HelpmateSearch.Outcome outcome = search.deepen(first, last, perDepth, Math.min(limit, budget - spent), stop);
        spent += search.nodes - before;
        return switch (outcome) {
            case MATE -> decided(stage, yes(forced, search.helpmate()));
            case NO_MATE -> decided(stage, Result.no(Phrase.of("win.searched." + winner.label()), spent));
            case UNDECIDED -> null;
        };
    }

    private Result closure(Position p, Stage stage, int positions, long nodes) {
        if (spent >= budget) return null;
        Closure closure = new Closure(p, winner);
        int found = closure.noMate(positions, Math.min(nodes, budget - spent), stop);
        spent += closure.nodes;
        return found > 0 ? decided(stage, Result.no(Phrase.of("win.exhausted." + winner.label(), found), spent)) : null;
    }

    /** The root's moves after which the static analysis proves no mate. */
    private int[] hopelessRootMoves(Position p) {
        int[] moves = p.legalMoveCodes();
        int n = 0;
        for (int m : moves) if (StaticProof.proveNoMate(p.play(m), winner) != null) moves[n++] = m;
        return java.util.Arrays.copyOf(moves, n);
    }

    private Result yes(List<Integer> forced, int[] line) {
        int[] all = new int[forced.size() + line.length];
        for (int i = 0; i < forced.size(); i++) all[i] = forced.get(i);
        System.arraycopy(line, 0, all, forced.size(), line.length);
        return Result.of(Answer.YES, all, Phrase.of("win.helpmate"), spent);
    }

    private Result decided(Stage stage, Result r) {
        decidedBy = stage;
        return r;
    }
}
