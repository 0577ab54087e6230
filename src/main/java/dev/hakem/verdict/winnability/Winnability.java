package dev.hakem.verdict.winnability;

import dev.hakem.chess.Phrase;
import dev.hakem.chess.Attacks;
import dev.hakem.chess.Bitboards;
import dev.hakem.chess.Board;
import dev.hakem.chess.Color;
import dev.hakem.chess.MoveCode;
import dev.hakem.chess.MoveGen;
import dev.hakem.chess.Position;
import dev.hakem.chess.Role;
import dev.hakem.chess.Square;
import dev.hakem.verdict.Reason;
import java.util.Arrays;

/**
 * Can a side still checkmate by some series of legal moves (FIDE 5.2.2, 6.9)? The answer is a
 * proof either way or an honest "unknown":
 * <ul>
 *   <li>{@code YES} with a helpmate: a line of legal moves, both sides cooperating, that ends in
 *       checkmate of the other king;</li>
 *   <li>{@code NO} with the reason: a bare king; material that can never mate; a pawn wall that
 *       can never change and that no piece of the side can attack across; no pawn structure the
 *       position can reach allowing a mate; or every reachable position examined without a mate;</li>
 *   <li>{@code UNKNOWN} when the budget ran out first. Never a guess.</li>
 * </ul>
 * Clocks are ignored: the question is whether a mate exists, not whether it comes in time.
 *
 * <p>The steps, cheapest first: the material and fixed-wall proofs; a narrow helpmate search in
 * which the loser moves only its king (most positions of real games end here); the first
 * {@link #FIRST_NODES} nodes of the full search (small reachable spaces are exhausted here); the
 * proof over pawn structures ({@link PawnStructures}); an exhaustive search for helpmates of up
 * to {@link #SHORT_PLIES} plies; then the full search resumed to the end of the budget.
 */
public final class Winnability {
    private Winnability() {}

    public enum Answer { YES, NO, UNKNOWN }

    /**
     * @param helpmate     move codes from the analysed position, when the answer is YES
     * @param reasonPhrase the reason as a phrase (keys {@code win.*}), for other languages
     */
    public record Result(Answer answer, int[] helpmate, String reason, Phrase reasonPhrase, long nodes) {
        static Result no(Reason reason, long nodes) {
            return new Result(Answer.NO, null, reason.text(), reason.phrase(), nodes);
        }

        static Result of(Answer answer, int[] helpmate, Reason reason, long nodes) {
            return new Result(answer, helpmate, reason.text(), reason.phrase(), nodes);
        }

        /** The same answer, counting {@code more} nodes spent before it. */
        Result plus(long more) {
            return new Result(answer, helpmate, reason, reasonPhrase, nodes + more);
        }
    }

    /**
     * Limits of one analysis. The node count is what normally stops a search, so that an answer
     * never depends on how busy the machine is; the wall-clock limit is only a backstop.
     */
    public record Budget(long maxNodes, long maxNanos) {
        public static final Budget DEFAULT = new Budget(100_000, 2_000_000_000L);
        /** Only the proofs that need no search: cheap enough for every position of every game. */
        public static final Budget STATIC = new Budget(0, 0);
        /** For the dead-position check of a game after an irreversible move, in few-piece positions. */
        public static final Budget GAME = new Budget(20_000, 2_000_000_000L);
    }

    // Weights of the helpmate search's estimate, tuned on minimal-material endings (K+N v K+P,
    // opposite bishops, K+B v K+N...) where a mate needs the loser's own pieces as blockers.
    private static final int W_NO_CHECK = 4, W_FLIGHT = 4, W_CORNER = 2, W_KING = 3, W_PAWN = 2, W_PIECE = 2,
            W_BLOCKER = 6, W_LOSER_PAWN = 1, W_LOSER_PAWN_V_MINORS = 4, W_MATERIAL = 4, W_PLY = 1, W_SCALE = 4;

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

    public static Result analyze(Position p, Color winner, Budget budget) {
        Reason trivial = trivialNo(p, winner);
        if (trivial != null) return Result.no(trivial, 0);
        Color loser = winner.other();
        if (p.turn() == loser && p.isCheckmate()) return Result.of(Answer.YES, new int[0],
                Reason.of("checkmate on the board", "win.mate_on_board"), 0);
        if (!p.hasLegalMove())
            return Result.no(p.isCheck() ? Reason.of("the game is over: " + name(p.turn()) + " is checkmated",
                    "win.over_mated." + p.turn().label()) : Reason.of("the game is over: stalemate", "win.over_stalemate"), 0);
        Reason wall = PawnWall.proveNoMate(p, winner);
        if (wall != null) return Result.no(wall, 0);

        if (budget.maxNodes() <= 0) {
            Reason structures = PawnStructures.proveNoMate(p, winner);
            if (structures != null) return Result.no(structures, 0);
            return Result.of(Answer.UNKNOWN, null,
                    Reason.of("not analysed beyond the static proofs", "win.static_only"), 0);
        }
        long deadline = System.nanoTime() + budget.maxNanos();
        Search quick = new Search(winner, Math.min(QUICK_NODES, budget.maxNodes() / 2), deadline, true);
        Result found = quick.search(p);
        // The narrow search's "exhausted" is a proof only if it never left a move out.
        if (found != null && (found.answer() == Answer.YES || !quick.narrowed)) return found;
        long spent = quick.nodes;
        // The full search, first with a few nodes: small spaces are exhausted (a proof) or a mate found.
        Search full = new Search(winner, budget.maxNodes() - spent, deadline, false);
        full.start(p);
        Result searched = full.resume(Math.min(FIRST_NODES, (budget.maxNodes() - spent) / 2));
        if (searched != null) return searched.plus(spent);
        // Costlier than the other static proofs and never true where a search already answered.
        Reason structures = PawnStructures.proveNoMate(p, winner);
        if (structures != null) return Result.no(structures, spent + full.nodes);
        long left = budget.maxNodes() - spent - full.nodes;
        ShortMate shortMate = new ShortMate(winner, SHORT_PLIES, Math.min(SHORT_NODES, left / 2), deadline);
        int[] line = shortMate.find(p);
        spent += shortMate.nodes;
        if (line != null)
            return Result.of(Answer.YES, line, Reason.of("a helpmate exists", "win.helpmate"), spent + full.nodes);
        searched = full.resume(budget.maxNodes() - spent);
        if (searched != null) return searched.plus(spent);
        return Result.of(Answer.UNKNOWN, null,
                Reason.of("the search budget ran out before a proof either way", "win.budget"), full.nodes + spent);
    }

    /**
     * The full search alone, without the static proofs at the root: an independent check of those
     * proofs in the tests. Null when the budget ran out.
     */
    static Result searchOnly(Position p, Color winner, long maxNodes) {
        return new Search(winner, maxNodes, System.nanoTime() + 60_000_000_000L, false).search(p);
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
        for (Color side : Color.values()) {
            if (trivialNo(p, side) == null && PawnWall.proveNoMate(p, side) == null) return false;
        }
        return true;
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

    /** Material arguments that need no search. */
    static Reason trivialNo(Position p, Color winner) {
        Board b = p.board();
        long own = b.byColor(winner), theirs = b.byColor(winner.other());
        if (own == b.pieces(winner, Role.KING)) return Reason.of("only a bare king: a king can never give check", "win.bare_king");
        if (b.pawns() != 0) return null;
        long ownMinor = own & ~b.kings();
        long theirMinor = theirs & ~b.kings();
        if ((own & (b.rooks() | b.queens())) != 0) return null;
        if (Long.bitCount(ownMinor) == 1 && (ownMinor & b.knights()) != 0 && theirMinor == 0)
            return Reason.of("a king and a knight cannot mate a bare king", "win.knight_v_king");
        long bishops = b.bishops();
        boolean onlyBishops = (ownMinor & ~b.bishops()) == 0 && (theirMinor & ~b.bishops()) == 0;
        if (onlyBishops && ((bishops & Bitboards.LIGHT_SQUARES) == 0 || (bishops & Bitboards.DARK_SQUARES) == 0))
            return Reason.of("bishops of one colour only: a king on the other colour can never be attacked, and a mated "
                    + "king would need flight squares of both colours covered", "win.bishops_one_colour");
        return LoneMinor.proveNoMate(b, winner);
    }

    static String name(Color c) {
        return c == Color.WHITE ? "White" : "Black";
    }

    /** Cooperative search: both sides play for the winner's mate. */
    private static final class Search {
        final Color winner, loser;
        final long deadline;
        long maxNodes;
        /** Narrow search: the loser moves only its king when it has a king move and is not in check. */
        final boolean kingOnly;
        /** Whether the narrow search left out any move: until then its space is the full one. */
        boolean narrowed;
        long nodes;

        Search(Color winner, long maxNodes, long deadline, boolean kingOnly) {
            this.winner = winner;
            this.kingOnly = kingOnly;
            this.loser = winner.other();
            this.maxNodes = maxNodes;
            this.deadline = deadline;
        }

        void tick() {
            if (nodes >= maxNodes || ((nodes & 255) == 255 && System.nanoTime() > deadline))
                throw new BudgetExceeded();
            nodes++;
        }

        /**
         * Best-first cooperative search: always expand the position that looks closest to a mate
         * of the loser (see {@link #score}). A mate found is returned as a helpmate; a search
         * that runs out of positions has seen every position reachable from the root (by FIDE
         * identity, clocks ignored; branches cut only where a material proof says no mate can
         * follow or a pawn wall proves none can), which proves "no". Null when the budget ran out first.
         *
         * <p>Why running out proves "no": every legal move of every expanded position is played;
         * the only children not queued are those seen before and those where a proof holds for
         * every position reachable from them. "Seen before" compares side to move, placement,
         * castling rights and the legal en-passant square ({@link Position#sameAs}), so a merged
         * child has exactly the same legal continuations as the position it merged into. There is
         * no ply limit and no move is skipped for being unpromising (ordering only decides what
         * comes first). So when the queue is empty, every position reachable from the root has
         * been generated, and each was tested for mate as it was generated.
         */
        Result search(Position root) {
            start(root);
            return resume(maxNodes);
        }

        private Visited visited;
        private Heap open;
        private final int[] moves = new int[MoveGen.MAX_MOVES];

        void start(Position root) {
            visited = new Visited();
            open = new Heap();
            visited.add(root, -1, 0, 0);
            open.push(0, 0);
        }

        /**
         * Searches on until {@code limit} nodes in all: the result, or null when the nodes (or
         * the time) ran out first. Then it can be resumed: the position being expanded goes back
         * into the queue, and its children already generated are recognised as seen.
         */
        Result resume(long limit) {
            maxNodes = limit;
            int at = -1;
            try {
                while (!open.isEmpty()) {
                    at = open.pop();
                    Position p = visited.position(at);
                    int ply = visited.ply(at) + 1;
                    int n = MoveGen.generate(p, moves);
                    if (kingOnly && p.turn() == loser && !p.isCheck()) {
                        int lk = p.kingSquare(loser), k = 0;
                        for (int i = 0; i < n; i++) if (MoveCode.from(moves[i]) == lk) moves[k++] = moves[i];
                        if (k > 0 && k < n) {
                            n = k;
                            narrowed = true;
                        }
                    }
                    for (int i = 0; i < n; i++) {
                        tick();
                        int m = moves[i];
                        Position c = p.play(m);
                        // A position seen before was tested (and, if it could be, expanded) the first time.
                        int index = visited.add(c, at, m, ply);
                        if (index < 0) continue;
                        // Only a check can be mate; a stalemate is expanded later into nothing.
                        if (c.turn() == loser && c.isCheck() && !c.hasLegalMove())
                            return Result.of(Answer.YES, visited.line(at, m),
                                    Reason.of("a helpmate exists", "win.helpmate"), nodes);
                        // Material and pawns only change on captures and pawn moves (clock reset): only then
                        // can the material run out or a pawn wall close. Both proofs hold for every position
                        // reachable from c, so nothing beyond c needs to be examined.
                        if (c.halfmoveClock() == 0 && (trivialNo(c, winner) != null || PawnWall.proveNoMate(c, winner) != null))
                            continue;
                        open.push(score(c) * W_SCALE + W_PLY * ply, index);
                    }
                    at = -1;
                }
            } catch (BudgetExceeded e) {
                if (at >= 0) open.repush();
                return null;
            }
            return Result.no(Reason.of("every position reachable from here (" + visited.size() + ") was examined: none "
                    + "is a mate by " + name(winner), "win.exhausted." + winner.label(), visited.size()), nodes);
        }

        /**
         * Lower is closer to a mate of the loser: its king's square and flight squares attacked by
         * the winner or blocked by its own pieces, its king near a corner, the winner's pieces
         * near it, the winner's pawns advanced and its material kept.
         */
        int score(Position p) {
            int lk = p.kingSquare(loser);
            long loserPieces = p.byColor(loser);
            long attacked = p.attackedBy(winner);
            long kings = p.byRole(Role.KING), pawns = p.byRole(Role.PAWN);
            int s = 0;
            if ((attacked & (1L << lk)) == 0) s += W_NO_CHECK;
            // Flight squares neither attacked by the winner nor blocked by the loser's own pieces.
            s += W_FLIGHT * Long.bitCount(Attacks.king(lk) & ~loserPieces & ~attacked);
            long winnerBishops = p.byColor(winner) & p.byRole(Role.BISHOP);
            long winnerOthers = p.byColor(winner) & ~kings & ~winnerBishops;
            if (winnerOthers == 0 && winnerBishops != 0
                    && ((winnerBishops & Bitboards.LIGHT_SQUARES) == 0 || (winnerBishops & Bitboards.DARK_SQUARES) == 0)) {
                // Bishops of one colour only: a mate is in a corner of that colour.
                boolean light = (winnerBishops & Bitboards.LIGHT_SQUARES) != 0;
                s += W_CORNER * colourCornerDistance(lk, light);
            } else {
                s += W_CORNER * cornerDistance(lk);
            }
            s += W_KING * distance(p.kingSquare(winner), lk);
            long own = p.byColor(winner) & ~kings;
            for (long x = own; x != 0; x &= x - 1) {
                int sq = Long.numberOfTrailingZeros(x);
                if ((pawns & (1L << sq)) != 0) {
                    int advance = winner == Color.WHITE ? Square.rank(sq) : 7 - Square.rank(sq);
                    s += W_PAWN * (7 - advance);
                } else {
                    s += W_PIECE * distance(sq, lk);
                }
            }
            long winnerMen = p.byColor(winner) & ~kings;
            // With only minor pieces the winner's mate nearly always needs the loser's own blockers,
            // often a piece the loser promotes for it (under-promoted to a knight, say).
            int loserPawnWeight = (winnerMen & (pawns | p.byRole(Role.ROOK) | p.byRole(Role.QUEEN))) == 0
                    ? W_LOSER_PAWN_V_MINORS : W_LOSER_PAWN;
            for (long x = loserPieces & ~kings; x != 0; x &= x - 1) {
                int sq = Long.numberOfTrailingZeros(x);
                s += W_BLOCKER * (distance(sq, lk) - 1);
                // The loser's pawns pushed on: a promoted piece can be the blocker a mate needs.
                if ((pawns & (1L << sq)) != 0) {
                    int advance = loser == Color.WHITE ? Square.rank(sq) : 7 - Square.rank(sq);
                    s += loserPawnWeight * (7 - advance);
                }
            }
            s -= W_MATERIAL * (Long.bitCount(own & p.byRole(Role.QUEEN)) * 9 + Long.bitCount(own & p.byRole(Role.ROOK)) * 5
                    + Long.bitCount(own & (p.byRole(Role.BISHOP) | p.byRole(Role.KNIGHT))) * 3 + Long.bitCount(own & pawns));
            return s;
        }
    }

    static int distance(int a, int b) {
        return Math.max(Math.abs(Square.file(a) - Square.file(b)), Math.abs(Square.rank(a) - Square.rank(b)));
    }

    /** King moves to the nearer corner of the given colour (a1 and h8 are dark, a8 and h1 light). */
    static int colourCornerDistance(int sq, boolean light) {
        return light ? Math.min(distance(sq, 56), distance(sq, 7)) : Math.min(distance(sq, 0), distance(sq, 63));
    }

    static int cornerDistance(int sq) {
        int f = Square.file(sq), r = Square.rank(sq);
        return Math.max(Math.min(f, 7 - f), Math.min(r, 7 - r));
    }
}
