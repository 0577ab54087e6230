package dev.hakem.verdict.winnability;

import dev.hakem.chess.MoveGen;
import dev.hakem.chess.Position;
import dev.hakem.chess.board.Color;
import dev.hakem.chess.board.Role;
import dev.hakem.chess.text.Phrase;
import dev.hakem.verdict.winnability.Winnability.Answer;
import dev.hakem.verdict.winnability.Winnability.Result;

/** Cooperative search: both sides play for the winner's mate. */
final class BestFirstSearch {
    private final Color winner, loser;
    private final Score score;
    private long maxNodes;
    /** Narrow search: the loser moves only its king when it has a king move and is not in check. */
    private final boolean kingOnly;
    /** Whether the narrow search may have left out a move: until then its space is the full one. */
    boolean narrowed;
    long nodes;

    private Visited visited;
    private Heap open;
    private final int[] moves = new int[MoveGen.MAX_MOVES];

    BestFirstSearch(Color winner, Score score, long maxNodes, boolean kingOnly) {
        this.winner = winner;
        this.loser = winner.other();
        this.score = score;
        this.kingOnly = kingOnly;
        this.maxNodes = maxNodes;
    }

    private void tick() {
        if (nodes >= maxNodes)
            throw new BudgetExceeded();
        nodes++;
    }

    /**
     * Best-first cooperative search: always expand the position that looks closest to a mate
     * of the loser (see {@link Score}). A mate found is returned as a helpmate; a search
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

    void start(Position root) {
        visited = new Visited();
        open = new Heap();
        visited.add(root, -1, 0, 0);
        open.push(0, 0);
    }

    /**
     * Searches on until {@code limit} nodes in all: the result, or null when the nodes ran
     * out first. Then it can be resumed: the position being expanded goes back
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
                int n = -1;
                if (kingOnly && p.turn() == loser && !p.isCheck()) {
                    // Only the king's moves are generated; the others, if the loser has any men, are left out.
                    n = MoveGen.generate(p, moves, 1L << p.kingSquare(loser), -1L);
                    if (n == 0) n = -1;
                    else if (p.byColor(loser) != p.pieces(loser, Role.KING)) narrowed = true;
                }
                if (n < 0) n = MoveGen.generate(p, moves);
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
                                Phrase.of("win.helpmate"), nodes);
                    // Material and pawns only change on captures and pawn moves (clock reset): only then
                    // can the material run out or a pawn wall close. Both proofs hold for every position
                    // reachable from c, so nothing beyond c needs to be examined.
                    if (c.halfmoveClock() == 0
                            && (MaterialProof.proveNoMate(c, winner) != null || PawnWall.proveNoMate(c, winner) != null))
                        continue;
                    open.push(score.priority(c, ply), index);
                }
                at = -1;
            }
        } catch (BudgetExceeded e) {
            if (at >= 0) open.repush();
            return null;
        }
        return Result.no(Phrase.of("win.exhausted." + winner.label(), visited.size()), nodes);
    }
}
