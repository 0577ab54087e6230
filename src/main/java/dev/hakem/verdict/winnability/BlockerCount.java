package dev.hakem.verdict.winnability;

import dev.hakem.chess.board.Attacks;
import dev.hakem.chess.board.Color;
import dev.hakem.chess.Position;
import dev.hakem.chess.board.Role;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * Behind a pawn wall that can never change (see {@link PawnWall}), counts the loser's pieces a
 * mate would need as blockers. A mated king's neighbours are each attacked by the winner or
 * occupied by one of the loser's own men; the loser's pawns never move, so every other neighbour
 * the winner cannot attack needs its own loser piece, one piece per square.
 *
 * <p>Every candidate mate is enumerated: the loser king on a square of its region where a check is
 * possible, the checking piece on a square of its region from which it attacks the king (or a
 * fixed pawn giving the check), the winner king anywhere in its region not next to the other king.
 * What the winner attacks is over-estimated (the checker's attacks from its square through
 * everything but pawns, every other winner piece's attacks from anywhere in its region), so the
 * squares left to block are never more than in the real position. The proof holds when, for every
 * candidate, the checker could be taken by the king or the squares left to block cannot be given
 * distinct loser pieces that can ever reach them.
 */
final class BlockerCount {
    private BlockerCount() {}

    /** Whether every possible mating picture needs more blockers than the loser can ever supply. */
    static boolean tooFewBlockers(Position p, Color winner, long pawns, long winnerKingRegion, long checkSquares,
            long winnerPawnAttacks, long loserPawns) {
        Color loser = winner.other();
        long kings = p.byRole(Role.KING);
        long winnerPieces = p.byColor(winner) & ~kings & ~pawns;
        long loserPieces = p.byColor(loser) & ~kings & ~pawns;

        int nw = Long.bitCount(winnerPieces);
        Role[] roles = new Role[nw];
        long[] regions = new long[nw], attacks = new long[nw];
        int i = 0;
        for (long x = winnerPieces; x != 0; x &= x - 1, i++) {
            int sq = Long.numberOfTrailingZeros(x);
            roles[i] = p.pieceAt(sq).role();
            regions[i] = PawnWall.region(roles[i], sq, pawns, 0);
            for (long r = regions[i]; r != 0; r &= r - 1)
                attacks[i] |= Attacks.of(roles[i], winner, Long.numberOfTrailingZeros(r), pawns);
        }
        int nl = Long.bitCount(loserPieces);
        long[] blockerRegions = new long[nl];
        int j = 0;
        for (long x = loserPieces; x != 0; x &= x - 1, j++) {
            int sq = Long.numberOfTrailingZeros(x);
            blockerRegions[j] = PawnWall.region(p.pieceAt(sq).role(), sq, pawns, 0);
        }
        return tooFewBlockers(attacks, regions, roles, winner, blockerRegions, pawns, winnerKingRegion, checkSquares,
                winnerPawnAttacks, loserPawns);
    }

    /**
     * The same question with the pieces given by their regions: {@code roles}, {@code regions}
     * and {@code attacks} (everything attacked from anywhere in the region) of the winner's
     * pieces other than the king, {@code blockerRegions} of the loser's pieces other than the king.
     */
    static boolean tooFewBlockers(long[] attacks, long[] regions, Role[] roles, Color winner, long[] blockerRegions,
            long pawns, long winnerKingRegion, long checkSquares, long winnerPawnAttacks, long loserPawns) {
        int nw = roles.length;
        Memo memo = new Memo(blockerRegions);
        for (long ks = checkSquares; ks != 0; ks &= ks - 1) {
            int k = Long.numberOfTrailingZeros(ks);
            long flight = Attacks.king(k);
            // A fixed pawn giving the check: everything else may be anywhere.
            if ((winnerPawnAttacks & (1L << k)) != 0) {
                long others = winnerPawnAttacks;
                for (int a = 0; a < nw; a++) others |= attacks[a];
                if (!memo.allTooFew(flight & ~others & ~loserPawns, -1, winnerKingRegion, k)) return false;
            }
            for (int c = 0; c < nw; c++) {
                long others = winnerPawnAttacks;
                for (int a = 0; a < nw; a++) if (a != c) others |= attacks[a];
                for (long ss = regions[c]; ss != 0; ss &= ss - 1) {
                    int s = Long.numberOfTrailingZeros(ss);
                    long from = Attacks.of(roles[c], winner, s, pawns);
                    if ((from & (1L << k)) == 0) continue;
                    // Only a checker next to the king can be taken by it.
                    int adjacent = (flight & (1L << s)) != 0 ? s : -1;
                    if (!memo.allTooFew(flight & ~from & ~others & ~loserPawns, adjacent, winnerKingRegion, k))
                        return false;
                }
            }
        }
        return true;
    }

    /** The same questions come up for many checker squares: each is answered once. */
    private static final class Memo {
        final long[] blockerRegions;
        final Map<Long, Boolean> coverable = new HashMap<>();
        /** By king square and checker (slot), then by the open squares; filled as questions come. */
        final Map<Integer, Map<Long, Boolean>> tooFew = new HashMap<>();

        Memo(long[] blockerRegions) {
            this.blockerRegions = blockerRegions;
        }

        /**
         * For one king square and what is left open around it (the checker, when next to the king,
         * is given; else -1): whether every winner king square leaves the checker en prise to the
         * king or more squares to block than distinct blockers can reach.
         */
        boolean allTooFew(long open, int checker, long winnerKingRegion, int k) {
            int slot = k * 65 + checker + 1;
            Map<Long, Boolean> answers = tooFew.computeIfAbsent(slot, x -> new HashMap<>());
            Boolean known = answers.get(open);
            if (known != null) return known;
            boolean result = true;
            for (long ws = winnerKingRegion & ~Attacks.king(k) & ~(1L << k); ws != 0; ws &= ws - 1) {
                long toBlock = open & ~Attacks.king(Long.numberOfTrailingZeros(ws));
                if (checker >= 0 && (toBlock & (1L << checker)) != 0) continue; // the king takes the undefended checker
                if (coverable.computeIfAbsent(toBlock, squares -> BlockerCount.coverable(squares, blockerRegions))) {
                    result = false;
                    break;
                }
            }
            answers.put(open, result);
            return result;
        }
    }

    /** Whether each square of {@code squares} can get its own piece among those with the given regions. */
    static boolean coverable(long squares, long[] regions) {
        int n = Long.bitCount(squares);
        if (n == 0) return true;
        if (n > regions.length) return false;
        int[] targets = new int[n];
        int t = 0;
        for (long x = squares; x != 0; x &= x - 1) targets[t++] = Long.numberOfTrailingZeros(x);
        int[] owner = new int[regions.length]; // square index held by each piece, or -1
        Arrays.fill(owner, -1);
        for (int q = 0; q < n; q++) {
            if (!augment(q, targets, regions, owner, new boolean[regions.length])) return false;
        }
        return true;
    }

    /** Kuhn's augmenting path: gives square q a piece, moving other squares to other pieces if needed. */
    private static boolean augment(int q, int[] targets, long[] regions, int[] owner, boolean[] seen) {
        for (int piece = 0; piece < regions.length; piece++) {
            if (seen[piece] || (regions[piece] & (1L << targets[q])) == 0) continue;
            seen[piece] = true;
            if (owner[piece] < 0 || augment(owner[piece], targets, regions, owner, seen)) {
                owner[piece] = q;
                return true;
            }
        }
        return false;
    }
}
