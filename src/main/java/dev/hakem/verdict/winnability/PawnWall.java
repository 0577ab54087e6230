package dev.hakem.verdict.winnability;

import dev.hakem.chess.Position;
import dev.hakem.chess.board.Attacks;
import dev.hakem.chess.board.Board;
import dev.hakem.chess.board.Color;
import dev.hakem.chess.board.Role;
import dev.hakem.chess.text.Phrase;

/**
 * A static proof that a pawn structure can never change and that no piece of one side can ever
 * attack a square the other king can reach; then that side can never checkmate.
 *
 * <p>Each piece's region is the set of squares it could ever reach moving through squares free
 * of pawns (other pieces ignored: they can only get in the way), kings avoiding squares the
 * enemy pawns attack. The structure is fixed when every pawn is blocked head-on by a pawn, no
 * enemy piece can ever stand on a square it captures to, and no enemy piece can ever attack it.
 * Because nothing can disturb the pawns, the regions stay valid forever: an induction over any
 * series of legal moves.
 */
final class PawnWall {
    private PawnWall() {}

    static Phrase proveNoMate(Position p, Color winner) {
        Board b = p.board();
        long pawns = b.pawns();
        if (pawns == 0 || p.epSquare() >= 0) return null;
        // Cheap first test: every pawn is blocked head-on by a pawn.
        long white = b.pieces(Color.WHITE, Role.PAWN), black = b.pieces(Color.BLACK, Role.PAWN);
        if (((white << 8) & ~pawns) != 0 || ((black >>> 8) & ~pawns) != 0) return null;
        long occPawns = pawns;
        long whitePawnAttacks = pawnAttacks(b.pieces(Color.WHITE, Role.PAWN), Color.WHITE);
        long blackPawnAttacks = pawnAttacks(b.pieces(Color.BLACK, Role.PAWN), Color.BLACK);

        // Regions and what each side's pieces can ever attack.
        long[] reachBy = new long[2], attackBy = new long[2], kingRegion = new long[2], pieceAttackBy = new long[2];
        long[] pieceReachBy = new long[2];
        for (Color c : Color.values()) {
            long enemyPawnAttacks = c == Color.WHITE ? blackPawnAttacks : whitePawnAttacks;
            for (long x = b.byColor(c) & ~pawns; x != 0; x &= x - 1) {
                int sq = Long.numberOfTrailingZeros(x);
                Role role = p.pieceAt(sq).role();
                long region = region(role, sq, occPawns, role == Role.KING ? enemyPawnAttacks : 0);
                long attacks = 0;
                for (long r = region; r != 0; r &= r - 1)
                    attacks |= Attacks.of(role, c, Long.numberOfTrailingZeros(r), occPawns);
                reachBy[c.ordinal()] |= region;
                attackBy[c.ordinal()] |= attacks;
                if (role == Role.KING) kingRegion[c.ordinal()] = region;
                else {
                    pieceAttackBy[c.ordinal()] |= attacks;
                    pieceReachBy[c.ordinal()] |= region;
                }
            }
        }
        for (Color c : Color.values()) {
            long own = b.pieces(c, Role.PAWN);
            int forward = c == Color.WHITE ? 8 : -8;
            long enemyReach = reachBy[c.other().ordinal()];
            long enemyAttack = attackBy[c.other().ordinal()];
            long enemyPieceAttack = pieceAttackBy[c.other().ordinal()];
            long defended = pawnAttacks(own, c) | alwaysGuarded(kingRegion[c.ordinal()]);
            long enemyPawns = b.pieces(c.other(), Role.PAWN);
            for (long x = own; x != 0; x &= x - 1) {
                int sq = Long.numberOfTrailingZeros(x);
                if ((pawns & (1L << (sq + forward))) == 0) return null; // can advance (or will, once cleared)
                long captures = Attacks.pawn(c, sq);
                if ((captures & (enemyReach | enemyPawns)) != 0) return null; // may capture some day
                // A king takes only an undefended pawn; any other piece could take a defended one.
                long bit = 1L << sq;
                if ((enemyPieceAttack & bit) != 0 || ((enemyAttack & bit) != 0 && (defended & bit) == 0)) return null;
            }
        }
        Color loser = winner.other();
        long winnerPawnAttacks = winner == Color.WHITE ? whitePawnAttacks : blackPawnAttacks;
        // A king never gives check; other pieces and pawns do.
        long canCheck = pieceAttackBy[winner.ordinal()] | winnerPawnAttacks;
        long loserKing = kingRegion[loser.ordinal()];
        if ((canCheck & loserKing) == 0)
            return Phrase.of("win.wall_unreachable." + winner.label());
        // Where a check is possible, a mate also needs every flight square covered or blocked: a
        // neighbour that no winner piece can ever attack and no loser piece can ever occupy stays free.
        long canCover = attackBy[winner.ordinal()] | winnerPawnAttacks;
        long loserBlockers = b.pieces(loser, Role.PAWN) | pieceReachBy[loser.ordinal()];
        boolean flightAlwaysFree = true;
        for (long k = canCheck & loserKing; k != 0; k &= k - 1) {
            long neighbours = Attacks.king(Long.numberOfTrailingZeros(k));
            if ((neighbours & ~canCover & ~loserBlockers) == 0) flightAlwaysFree = false;
        }
        if (flightAlwaysFree)
            return Phrase.of("win.wall_flight." + winner.label());
        if (BlockerCount.tooFewBlockers(p, winner, occPawns, kingRegion[winner.ordinal()], loserKing & canCheck,
                winnerPawnAttacks, b.pieces(loser, Role.PAWN)))
            return Phrase.of("win.wall_blockers." + winner.label());
        return null;
    }

    /**
     * Squares next to every square of a king's region: wherever that king goes, it guards them,
     * so the enemy king can never take a pawn there.
     */
    static long alwaysGuarded(long kingRegion) {
        if (kingRegion == 0) return 0;
        long guarded = -1L;
        for (long r = kingRegion; r != 0; r &= r - 1) guarded &= Attacks.king(Long.numberOfTrailingZeros(r));
        return guarded;
    }

    static long pawnAttacks(long pawns, Color c) {
        long a = 0;
        for (long x = pawns; x != 0; x &= x - 1) a |= Attacks.pawn(c, Long.numberOfTrailingZeros(x));
        return a;
    }

    /** Squares a piece could ever reach from sq through pawn-free squares (kings also avoiding forbidden squares). */
    static long region(Role role, int sq, long pawns, long forbidden) {
        long reached = 1L << sq, frontier = reached;
        while (frontier != 0) {
            long next = 0;
            for (long x = frontier; x != 0; x &= x - 1) {
                int from = Long.numberOfTrailingZeros(x);
                long moves = role == Role.PAWN ? 0 : Attacks.of(role, Color.WHITE, from, pawns);
                next |= moves & ~pawns & ~forbidden;
            }
            frontier = next & ~reached;
            reached |= next;
        }
        return reached;
    }
}
