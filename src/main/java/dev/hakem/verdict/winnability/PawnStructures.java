package dev.hakem.verdict.winnability;

import dev.hakem.chess.Position;
import dev.hakem.chess.board.Attacks;
import dev.hakem.chess.board.Board;
import dev.hakem.chess.board.Color;
import dev.hakem.chess.board.Role;
import dev.hakem.chess.text.Phrase;
import java.util.ArrayDeque;
import java.util.HashSet;
import java.util.Set;

/**
 * A proof over every pawn structure a position can ever reach: when no promotion is possible and
 * in none of these structures can the winner check the loser's king with every flight square
 * covered or blocked, the winner can never checkmate. It extends {@link PawnWall} (one structure
 * that can never change) to structures that change by pawn moves and captures.
 *
 * <p>Pieces are followed as regions, not squares: every square a piece might ever stand on. A
 * region grows by the piece's moves through squares free of pawns (other pieces ignored: they can
 * only get in the way), a king avoiding squares the enemy pawns attack, and by the pawns the piece
 * can take (a king only a pawn that no enemy pawn guards, nor the enemy king from every square of
 * its region). Pawn moves are over-approximated the same way: a pawn may step forward onto any
 * square without a pawn or a king whose region is that one square (it can never leave), take
 * wherever an enemy pawn stands or an enemy piece might stand, and take en passant whenever an
 * enemy pawn stands beside it on its fifth rank. So every series of legal
 * moves passes through structures explored here, with each piece inside its region; regions only
 * grow, and the structures are explored again until no region grows (a fixed point), so every
 * test below used the final regions.
 *
 * <p>In each structure the test of {@link PawnWall} is made: which squares the loser's king can
 * reach where a winner's piece or pawn could check it, whether a flight square always stays free,
 * and whether the mate would need more blockers than the loser has ({@link BlockerCount}). Any
 * possible promotion, too many structures or too many passes end the proof attempt without an
 * answer: this proves "no" or says nothing.
 */
final class PawnStructures {
    private PawnStructures() {}

    /**
     * Structures examined in all passes together, at most (a few milliseconds); beyond it the
     * proof is not attempted.
     */
    static final int MAX_WORK = 8_000;
    private static final int MAX_PASSES = 6;

    static Phrase proveNoMate(Position p, Color winner) {
        Board b = p.board();
        if (b.pawns() == 0) return null;
        long kings = b.kings(), pawns = b.pawns();
        int n = Long.bitCount(b.occupied() & ~pawns);
        Color[] colors = new Color[n];
        Role[] roles = new Role[n];
        long[] regions = new long[n];
        int i = 0;
        // Kings first, then the other pieces.
        for (long x = kings; x != 0; x &= x - 1, i++) {
            int sq = Long.numberOfTrailingZeros(x);
            colors[i] = p.pieceAt(sq).color();
            roles[i] = Role.KING;
            regions[i] = 1L << sq;
        }
        for (long x = b.occupied() & ~pawns & ~kings; x != 0; x &= x - 1, i++) {
            int sq = Long.numberOfTrailingZeros(x);
            colors[i] = p.pieceAt(sq).color();
            roles[i] = p.pieceAt(sq).role();
            regions[i] = 1L << sq;
        }
        Explorer e = new Explorer(winner, colors, roles, regions);
        long white = b.pieces(Color.WHITE, Role.PAWN), black = b.pieces(Color.BLACK, Role.PAWN);
        for (int pass = 0; pass < MAX_PASSES; pass++) {
            e.grew = false;
            int explored = e.explore(white, black);
            if (explored < 0) return null;
            if (!e.grew) return Phrase.of("win.structures." + winner.label(), explored);
        }
        return null;
    }

    private static final class Explorer {
        final Color winner;
        final Color[] colors;
        final Role[] roles;
        final long[] regions;
        boolean grew;
        int work;

        Explorer(Color winner, Color[] colors, Role[] roles, long[] regions) {
            this.winner = winner;
            this.colors = colors;
            this.roles = roles;
            this.regions = regions;
        }

        /** Explores every structure reachable from (white, black): how many, or -1 when no proof can follow. */
        int explore(long white0, long black0) {
            Set<Structure> seen = new HashSet<>();
            ArrayDeque<Structure> todo = new ArrayDeque<>();
            Structure root = new Structure(white0, black0);
            seen.add(root);
            todo.push(root);
            long[] attacks = new long[regions.length];
            while (!todo.isEmpty()) {
                if (++work > MAX_WORK) return -1;
                Structure s = todo.pop();
                long white = s.white(), black = s.black(), pawns = white | black;
                close(white, black, attacks);
                if (mayMate(white, black, attacks)) return -1;
                // A king whose region is one square never leaves it: no pawn can step there.
                long blocked = pawns;
                for (int i = 0; i < regions.length; i++)
                    if (roles[i] == Role.KING && Long.bitCount(regions[i]) == 1) blocked |= regions[i];
                for (Color side : Color.values()) {
                    long own = side == Color.WHITE ? white : black, theirs = side == Color.WHITE ? black : white;
                    int forward = side == Color.WHITE ? 8 : -8;
                    long theirPieceRegions = 0, theirPieceAttacks = 0, theirKingAttacks = 0;
                    for (int i = 0; i < regions.length; i++) {
                        if (colors[i] == side) continue;
                        if (roles[i] == Role.KING) theirKingAttacks |= attacks[i];
                        else {
                            theirPieceRegions |= regions[i];
                            theirPieceAttacks |= attacks[i];
                        }
                    }
                    long ownKing = 0;
                    for (int i = 0; i < regions.length; i++) if (roles[i] == Role.KING && colors[i] == side) ownKing = regions[i];
                    long ownDefence = PawnWall.pawnAttacks(own, side) | PawnWall.alwaysGuarded(ownKing);
                    for (long x = own; x != 0; x &= x - 1) {
                        int sq = Long.numberOfTrailingZeros(x);
                        long bit = 1L << sq;
                        // Forward, one step or two from the start rank.
                        int to = sq + forward;
                        if ((blocked & (1L << to)) == 0) {
                            if (lastRank(to)) return -1;
                            add(seen, todo, side, own ^ bit ^ (1L << to), theirs);
                            int rank = sq >>> 3;
                            int to2 = to + forward;
                            if ((side == Color.WHITE ? rank == 1 : rank == 6) && (blocked & (1L << to2)) == 0)
                                add(seen, todo, side, own ^ bit ^ (1L << to2), theirs);
                        }
                        // Captures: of a pawn, or of a piece that might stand there.
                        for (long c = Attacks.pawn(side, sq); c != 0; c &= c - 1) {
                            int t = Long.numberOfTrailingZeros(c);
                            long tb = 1L << t;
                            if ((theirs & tb) == 0 && (theirPieceRegions & tb) == 0) continue;
                            if ((own & tb) != 0) continue;
                            if (lastRank(t)) return -1;
                            add(seen, todo, side, own ^ bit ^ tb, theirs & ~tb);
                        }
                        // En passant, whenever an enemy pawn stands beside on the fifth rank.
                        int rank = sq >>> 3;
                        if (side == Color.WHITE ? rank == 4 : rank == 3) {
                            for (int df = -1; df <= 1; df += 2) {
                                int file = (sq & 7) + df;
                                if (file < 0 || file > 7) continue;
                                int beside = sq + df, behind = beside + forward;
                                if ((theirs & (1L << beside)) == 0 || (pawns & (1L << behind)) != 0) continue;
                                add(seen, todo, side, own ^ bit ^ (1L << behind), theirs ^ (1L << beside));
                            }
                        }
                        // Taken by an enemy piece, or by the enemy king when no pawn defends it.
                        boolean byPiece = (theirPieceAttacks & bit) != 0;
                        boolean byKing = (theirKingAttacks & bit) != 0 && (ownDefence & bit) == 0;
                        if (byPiece || byKing) {
                            for (int i = 0; i < regions.length; i++) {
                                if (colors[i] == side || (attacks[i] & bit) == 0 || (regions[i] & bit) != 0) continue;
                                if (roles[i] == Role.KING && !byKing) continue;
                                regions[i] |= bit;
                                grew = true;
                            }
                            add(seen, todo, side, own ^ bit, theirs);
                        }
                    }
                }
            }
            return seen.size();
        }

        private static boolean lastRank(int sq) {
            return sq < 8 || sq >= 56;
        }

        private static void add(Set<Structure> seen, ArrayDeque<Structure> todo, Color side, long own, long theirs) {
            Structure s = side == Color.WHITE ? new Structure(own, theirs) : new Structure(theirs, own);
            if (seen.add(s)) todo.push(s);
        }

        /** Grows every region to its closure in this structure and fills what each piece attacks from it. */
        private void close(long white, long black, long[] attacks) {
            long pawns = white | black;
            long whitePawnAttacks = PawnWall.pawnAttacks(white, Color.WHITE);
            long blackPawnAttacks = PawnWall.pawnAttacks(black, Color.BLACK);
            for (int i = 0; i < regions.length; i++) {
                long forbidden = roles[i] != Role.KING ? 0 : colors[i] == Color.WHITE ? blackPawnAttacks : whitePawnAttacks;
                long reached = regions[i], frontier = reached;
                while (frontier != 0) {
                    long next = 0;
                    for (long x = frontier; x != 0; x &= x - 1)
                        next |= Attacks.of(roles[i], colors[i], Long.numberOfTrailingZeros(x), pawns);
                    next &= ~pawns & ~forbidden;
                    frontier = next & ~reached;
                    reached |= next;
                }
                if (reached != regions[i]) {
                    regions[i] = reached;
                    grew = true;
                }
                long a = 0;
                for (long x = reached; x != 0; x &= x - 1)
                    a |= Attacks.of(roles[i], colors[i], Long.numberOfTrailingZeros(x), pawns);
                attacks[i] = a;
            }
        }

        /** Whether a mate of the loser might be possible in this structure (the test of {@link PawnWall}). */
        private boolean mayMate(long white, long black, long[] attacks) {
            Color loser = winner.other();
            long pawns = white | black;
            long winnerPawns = winner == Color.WHITE ? white : black, loserPawns = winner == Color.WHITE ? black : white;
            long winnerPawnAttacks = PawnWall.pawnAttacks(winnerPawns, winner);
            long pieceAttacks = 0, allAttacks = winnerPawnAttacks, loserKing = 0, winnerKing = 0, loserReach = 0;
            int nw = 0, nl = 0;
            for (int i = 0; i < regions.length; i++) {
                if (roles[i] == Role.KING) {
                    if (colors[i] == loser) loserKing = regions[i];
                    else {
                        winnerKing = regions[i];
                        allAttacks |= attacks[i];
                    }
                } else if (colors[i] == winner) {
                    pieceAttacks |= attacks[i];
                    allAttacks |= attacks[i];
                    nw++;
                } else {
                    loserReach |= regions[i];
                    nl++;
                }
            }
            long checkSquares = (pieceAttacks | winnerPawnAttacks) & loserKing;
            if (checkSquares == 0) return false;
            long blockers = loserPawns | loserReach;
            boolean flightAlwaysFree = true;
            for (long k = checkSquares; k != 0; k &= k - 1) {
                if ((Attacks.king(Long.numberOfTrailingZeros(k)) & ~allAttacks & ~blockers) == 0) {
                    flightAlwaysFree = false;
                    break;
                }
            }
            if (flightAlwaysFree) return false;
            Role[] wRoles = new Role[nw];
            long[] wRegions = new long[nw], wAttacks = new long[nw], lRegions = new long[nl];
            int a = 0, c = 0;
            for (int i = 0; i < regions.length; i++) {
                if (roles[i] == Role.KING) continue;
                if (colors[i] == winner) {
                    wRoles[a] = roles[i];
                    wRegions[a] = regions[i];
                    wAttacks[a++] = attacks[i];
                } else lRegions[c++] = regions[i];
            }
            return !BlockerCount.tooFewBlockers(wAttacks, wRegions, wRoles, winner, lRegions, pawns, winnerKing,
                    checkSquares, winnerPawnAttacks, loserPawns);
        }
    }

    private record Structure(long white, long black) {}
}
