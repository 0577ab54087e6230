package dev.hakem.verdict.winnability.search;

import dev.hakem.chess.MoveCode;
import dev.hakem.chess.MoveGen;
import dev.hakem.chess.Position;
import dev.hakem.chess.MoveGen.SearchBoard;
import dev.hakem.chess.board.Bitboards;
import java.util.function.BooleanSupplier;

import static dev.hakem.chess.Position.BISHOP;
import static dev.hakem.chess.Position.KING;
import static dev.hakem.chess.Position.KNIGHT;
import static dev.hakem.chess.Position.PAWN;
import static dev.hakem.chess.Position.ROOK;

/**
 * A depth-first search for a helpmate (both sides cooperating to mate the loser), iteratively
 * deepened, every legal move of both sides tried in the generator's order: no scores, no queue. What
 * lets a nominal depth of a few plies reach mates of forty is the cost of each move
 * ({@link Progress}): a move towards the mate costs no depth, a normal one a ply (none right after a
 * rewarded one), a capture by the loser several.
 *
 * <p>The same search proves that no mate exists: an iteration that never stops at its depth or
 * node limit, nor trusts an entry of an earlier iteration that was itself cut short, has seen every
 * position reachable from the root (every line ends in a mate-free terminal, material that cannot
 * mate, or a position already searched). Subtrees searched in full are marked complete in the
 * {@link SearchTable} and trusted across iterations; a subtree that leans on a position still on the
 * line (a cycle) is complete only once that position is.
 *
 * <p>A node is one move tried. Budgets are node counts only, so that the same position gets the same
 * answer on any machine (a request whose time is up may stop it, without an answer). Nothing is
 * allocated per node.
 */
public final class HelpmateSearch {
    /** The longest line searched (the reference algorithm's bound). */
    public static final int MAX_LINE = 128;
    /** Nodes between two questions whether to stop (a power of two). */
    public static final long STOP_POLL = 1 << 16;

    /** What {@link #deepen} found. */
    public enum Outcome { MATE, NO_MATE, UNDECIDED }

    private static final int MATE = Integer.MIN_VALUE, PARTIAL = -1, COMPLETE = Integer.MAX_VALUE;
    /** Kinds of moves ({@link #kindOfMoves}): pawns, pieces, king. */
    private static final int KINDS = 3;

    private final SearchBoard board;
    private final int winner, loser;
    /** Each ply's moves, allocated when a line first gets that long: most searches stay short. */
    private final int[][] moves = new int[MAX_LINE + 1][];
    private final int[] line = new int[MAX_LINE + 1];
    private int mateLength;

    private SearchTable table;
    private int[] bishopRoutes;
    private int[] punishedAtRoot = new int[0];

    private int maxDepth, iteration;
    private long iterationNodes, iterationLimit = Long.MAX_VALUE;
    private long stageNodes, stageLimit;
    private boolean interrupted;
    private BooleanSupplier stop;
    /** Every node of every stage of this search. */
    public long nodes;

    public HelpmateSearch(Position root, int winner) {
        this.board = new SearchBoard(root, MAX_LINE);
        this.winner = winner;
        this.loser = winner ^ 1;
    }

    /** Use a transposition table from now on (or none), kept across iterations and stages. */
    public HelpmateSearch table(boolean on) {
        table = on ? (table != null ? table : new SearchTable()) : null;
        return this;
    }

    /** The guided stage's bishop routes to the corner ({@link Progress#bishopRoutes}), or null. */
    public HelpmateSearch bishopRoutes(int[] routes) {
        this.bishopRoutes = routes;
        return this;
    }

    /** Root moves that cost {@link Progress#PUNISHED} plies (the static analysis proves them hopeless). */
    public HelpmateSearch punishedAtRoot(int[] rootMoves) {
        this.punishedAtRoot = rootMoves;
        return this;
    }

    /**
     * Iterative deepening from depth {@code first} to {@code last}: a mate, a proof that none exists,
     * or undecided when an iteration passes {@code perDepth} × its depth nodes (then the next depth is
     * tried) or the stage its {@code limit} nodes.
     */
    public Outcome deepen(int first, int last, long perDepth, long limit, BooleanSupplier stop) {
        this.stop = stop;
        stageNodes = 0;
        stageLimit = limit;
        for (int depth = first; depth <= last; depth++) {
            maxDepth = depth;
            iteration++;
            iterationNodes = 0;
            iterationLimit = perDepth == Long.MAX_VALUE ? Long.MAX_VALUE : perDepth * depth;
            interrupted = false;
            int result = search(0, 0, false);
            if (result == MATE) return Outcome.MATE;
            if (!interrupted || result == COMPLETE) return Outcome.NO_MATE;
            if (stageNodes >= stageLimit) break;
        }
        return Outcome.UNDECIDED;
    }

    /** The helpmate {@link #deepen} found: move codes from the root. */
    public int[] helpmate() {
        return java.util.Arrays.copyOf(line, mateLength);
    }

    /**
     * Searches slot {@code ply}, {@code depth} plies of the iteration's {@code maxDepth} spent.
     * Returns {@link #MATE}; {@link #COMPLETE} when every line from here was searched to its end;
     * {@link #PARTIAL} when some line was cut; or the ply of a position on the line the result leans
     * on (a cycle back to it), complete if that position's search is.
     */
    private int search(int ply, int depth, boolean afterProgress) {
        int left = maxDepth - depth;
        boolean leaf = leaf(ply, depth);
        long hash = 0;
        int entry = SearchTable.NONE;
        // At a leaf the table can only spare the iteration an interruption; once it has one, a
        // probe (a cache miss, most of a leaf's cost) buys nothing.
        if (table != null && !(leaf && interrupted)) {
            hash = SearchTable.hash(board, ply);
            entry = table.find(board, ply, hash);
            if (entry != SearchTable.NONE) {
                if (table.complete(entry)) return COMPLETE;
                if (table.onLine(entry) >= 0) return table.onLine(entry);
                // Searched in this iteration with as many plies: cut short (and the iteration knows it) or
                // leaning on a cycle. An earlier iteration's partial search is searched again: trusting it
                // would leave this iteration's proof with a hole.
                if (table.stamp(entry) == iteration && table.left(entry) >= left) return PARTIAL;
            }
        }
        if (moves[ply] == null) moves[ply] = new int[MoveGen.MAX_MOVES];
        if (leaf) {
            // A mate needs no more plies: look for one only where it could be.
            if (board.turn(ply) == loser && board.inCheck(ply) && !board.hasMove(ply, moves[ply])) return mate(ply);
            interrupted = true;
            return PARTIAL;
        }
        int[] list = moves[ply];
        int kind = 0, n = 0;
        while (n == 0 && kind < KINDS) n = board.generate(ply, list, 0, kindOfMoves(ply, kind++));
        if (n == 0) return board.turn(ply) == loser && board.inCheck(ply) ? mate(ply) : COMPLETE;
        if (cannotMate(board, ply, winner)) return COMPLETE;
        if (table != null) table.enter(board, ply, hash, entry, left, iteration);

        int mover = board.turn(ply);
        int targets = Progress.targets(Progress.corner(board, ply, winner));
        long pieces = Long.bitCount(board.occupied(ply));
        int result = COMPLETE;
        for (int i = 0; ; i++) {
            while (i == n && kind < KINDS) n = board.generate(ply, list, n, kindOfMoves(ply, kind++));
            if (i == n) break;
            if (iterationNodes >= iterationLimit || stageNodes >= stageLimit) {
                interrupted = true;
                result = PARTIAL;
                break;
            }
            iterationNodes++;
            stageNodes++;
            nodes++;
            if ((nodes & (STOP_POLL - 1)) == 0 && stop != null && stop.getAsBoolean()) throw new SearchStopped();
            int move = list[i];
            int cost = ply == 0 && punished(move) ? Progress.PUNISHED : cost(ply, mover, move, targets, pieces);
            int next = cost == Progress.NORMAL && afterProgress ? depth : depth + cost;
            boolean bareLeaf = leaf(ply + 1, next) && (table == null || interrupted);
            if (bareLeaf && (mover == loser || !board.givesCheck(ply, move))) {
                // A leaf no table is asked about is a mate or cut, and a mate needs the loser to move, in check:
                // what the next position would say is known without making it.
                interrupted = true;
                result = Math.min(result, PARTIAL);
                continue;
            }
            line[ply] = move;
            board.play(ply, move);
            int r = search(ply + 1, next, cost == Progress.REWARDED);
            if (r == MATE) return MATE;
            if (r < result) result = r;
        }
        boolean whole = result >= ply;
        if (table != null) table.leave(board, ply, hash, whole);
        return whole ? COMPLETE : result;
    }

    /**
     * Whether slot {@code ply}, {@code depth} plies spent, ends its line: no depth left, or the longest
     * line. One comparison, not two: a line of {@link #MAX_LINE} plies comes so seldom that the compiler
     * would leave that case out of the search's code, and have to throw the code away when one came.
     */
    private boolean leaf(int ply, int depth) {
        return Math.max(depth - maxDepth, ply - MAX_LINE) >= 0;
    }

    /**
     * The squares the moves of one kind start from, kinds in the order the reference solver's costs
     * were tuned for: pawns first (a pawn on its way to promote is tried early), the king last, the
     * other pieces between, each kind in the generator's order. A kind is generated only when the
     * moves before it were all tried: a line that mates after a pawn move lists no other move.
     */
    private long kindOfMoves(int ply, int kind) {
        long own = board.pieces(ply, board.turn(ply));
        long pawns = own & board.role(ply, PAWN), king = own & board.role(ply, KING);
        return kind == 0 ? pawns : kind == 1 ? own & ~pawns & ~king : king;
    }

    private int mate(int ply) {
        mateLength = ply;
        return MATE;
    }

    private boolean punished(int move) {
        for (int m : punishedAtRoot) if (m == move) return true;
        return false;
    }

    /** The plies a move costs ({@link Progress}). */
    private int cost(int ply, int mover, int move, int targets, long pieces) {
        int from = MoveCode.from(move), to = MoveCode.to(move);
        int role = board.roleAt(ply, from);
        int kind = MoveCode.kind(move);
        int captured = kind == MoveCode.EN_PASSANT ? PAWN : kind == MoveCode.CASTLE ? -1 : board.roleAt(ply, to);
        if (mover == winner) {
            if (role == PAWN || captured >= 0) return Progress.REWARDED;
            if (role == KING && Progress.nears(KING, from, to, targets & 0xFF)) return Progress.REWARDED;
            if (role == KNIGHT && Progress.nears(KNIGHT, from, to, (targets >>> 8) & 0xFF)) return Progress.REWARDED;
            if (role == BISHOP && bishopRoutes != null) {
                int there = bishopRoutes[from], then = bishopRoutes[to];
                if (there != Progress.FAR && (there <= 1 && there < then || there > 2 && there > then)) return Progress.REWARDED;
            }
            return Progress.NORMAL;
        }
        if (bishopRoutes != null && pieces > 5 && captured >= 0 && (role == PAWN || captured == PAWN)) return Progress.REWARDED;
        if (bishopRoutes != null && role == BISHOP && bishopRoutes[from] > bishopRoutes[to]) return Progress.REWARDED;
        if (role == KING && Progress.nears(KING, from, to, (targets >>> 16) & 0xFF)) return Progress.REWARDED;
        if (role == KNIGHT && Progress.nears(KNIGHT, from, to, targets >>> 24)) return Progress.REWARDED;
        return captured >= 0 ? Progress.PUNISHED : Progress.NORMAL;
    }

    /** Slot 0's position is the root; for the stages that look at it. */
    public SearchBoard board() {
        return board;
    }



    /**
     * Material with which the winner can never mate, whatever follows, asked at every position (the
     * part of the material proofs that needs a few bit operations): a bare king; a king and a knight
     * against a king and queens only; bishops of one colour with no bishop of the other colour, no
     * knight and no pawn on the board.
     */
    static boolean cannotMate(SearchBoard board, int ply, int winner) {
        long own = board.pieces(ply, winner), theirs = board.pieces(ply, winner ^ 1);
        long men = own & ~board.role(ply, KING);
        if (men == 0) return true;
        long knights = board.role(ply, KNIGHT), pawns = board.role(ply, PAWN), bishops = board.role(ply, BISHOP);
        if ((men & (men - 1)) == 0 && (men & knights) != 0
                && (theirs & (knights | bishops | board.role(ply, ROOK) | pawns)) == 0) return true;
        if ((men & ~bishops) != 0 || knights != 0 || pawns != 0) return false;
        long colour = (men & Bitboards.DARK_SQUARES) != 0 ? Bitboards.DARK_SQUARES : Bitboards.LIGHT_SQUARES;
        return (bishops & ~colour) == 0;
    }
}
