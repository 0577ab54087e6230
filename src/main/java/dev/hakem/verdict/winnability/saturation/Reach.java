package dev.hakem.verdict.winnability.saturation;

import dev.hakem.chess.Position;
import dev.hakem.chess.board.Attacks;
import dev.hakem.chess.board.Bitboards;
import dev.hakem.chess.board.Color;

/**
 * Where each piece of a position may ever stand, found by saturation (after M. Ambrona, "A
 * Practical Algorithm for Chess Unwinnability", FUN 2022): every piece starts with its own square,
 * and its set grows by the moves it could make from any square of it, until no set grows.
 *
 * <p>Pieces are named by the square they stand on now (their origin). Four facts are kept, each on
 * the safe side: {@link #reach} (over: every square the piece may ever stand on), {@link #steady}
 * (under: pieces that never move and are never taken), {@link #clear} (under: squares no piece ever
 * stands on) and {@link #attacked} (under: squares a side attacks in every position to come, by
 * pieces never taken). Moves are the pieces' own, with steady pieces as the only walls, except that
 * a pawn takes only where an enemy piece other than the king may stand, a king never steps onto a
 * square the enemy always attacks, nobody steps onto a steady king or a steady piece of its own side,
 * a move is dropped when a piece that is never taken stands in its way wherever it goes, and a pawn
 * never passes a pawn ahead of it on its file while neither may leave the file. A pawn that may
 * reach its last rank may become anything, anywhere such walls leave free.
 *
 * <p>Only games that may still end in a mate count: a king's move that stalemates the other side
 * is dropped (the game ends there), and so, when a side's mates are asked about (the winner), is a
 * move of the other side that mates the winner, and any capture of the winner's last piece beside
 * its king. Each such move is tested on facts its own making cannot undo.
 *
 * <p>Why the facts hold at the end: take the first move of any counted game from here that leaves
 * its piece's set or takes a piece never taken. Before it every fact held, so the steady pieces
 * stood on their squares and the pieces in the way were there; the move is then one the last round
 * tried and kept, so its square was added: no such move exists. Each round tries every move again with
 * the facts of that round, so a move dropped early is tried again once the facts that dropped it
 * have weakened; the rounds stop when one adds nothing, so the last round's facts are the final ones.
 *
 * <p>A case may be assumed ({@link #of}): pieces never taken while still on their origin
 * ({@code safe}), or pieces that never move ({@code stuck}); {@link Saturation} splits on them.
 */
final class Reach {
    static final long LAST_RANKS = Bitboards.RANK_1 | Bitboards.RANK_8;
    private static final int PAWN = Position.PAWN, KING = Position.KING;

    /** The origins of each side's pieces, by colour index. */
    final long[] side = new long[2];
    final long kings;
    /** By origin: the role index ({@link Position#PAWN} ...) of the piece there. */
    final byte[] role = new byte[64];
    /** By origin: every square the piece may ever stand on. */
    final long[] reach = new long[64];
    long steady, clear, capturable;
    /** By colour index: squares attacked in every position to come, and squares a piece other than the king may stand on. */
    final long[] attacked = new long[2], standable = new long[2];
    /** Origins of pawns that may promote. */
    long promoting;
    /** The first pieces found takeable while steady until then (the case splits' candidates), or 0. */
    long firstAtRisk;
    private final long safe, stuck;
    /** The winner's only piece besides its king, if it has one only (never taken in a game it mates in), else 0. */
    private final long lastPiece;
    /** The colour index of the side whose mates are asked about, or -1: only games that may still end in its mate count. */
    private final int winner;
    /** Whether the rounds stopped once a mate was found possible (the sets then are not final). */
    boolean stopped;
    /** Origins of the pieces whose set is their own square alone. */
    long lone;

    private Reach(Position p, long safe, long stuck, int winner) {
        this.stuck = stuck;
        this.winner = winner;
        side[0] = p.byColor(Color.WHITE);
        side[1] = p.byColor(Color.BLACK);
        kings = p.board().kings();
        long occupied = side[0] | side[1];
        // A mate needs a piece beside the winner's king: the winner's last one is never taken.
        long last = winner >= 0 && Long.bitCount(side[winner] & ~kings) == 1 ? side[winner] & ~kings : 0;
        this.lastPiece = last;
        this.safe = safe | last;
        for (long x = occupied; x != 0; x &= x - 1) {
            int s = Long.numberOfTrailingZeros(x);
            role[s] = (byte) p.roleAt(s);
            reach[s] = 1L << s;
        }
        int ep = p.epSquare();
        // The pawn that has just stepped two squares stood on the square it passed, as far as a pawn
        // taking it en passant is concerned.
        if (ep >= 0) {
            int pawn = p.turn() == Color.WHITE ? ep - 8 : ep + 8;
            reach[pawn] |= 1L << ep;
        }
        steady = occupied;
        for (long x = occupied; x != 0; x &= x - 1) {
            int s = Long.numberOfTrailingZeros(x);
            if (reach[s] == 1L << s) lone |= 1L << s;
        }
        derive();
    }

    /** The saturated sets of p, assuming the pieces on {@code safe} are never taken on their origin and those on {@code stuck} never move. */
    static Reach of(Position p, long safe, long stuck) {
        Reach r = new Reach(p, safe, stuck, -1);
        r.saturate(-1);
        return r;
    }

    /**
     * As {@link #of}, but stopped ({@link #stopped}) as soon as the sets leave room for a mate by the
     * winner (colour index w): the sets only grow and the walls only shrink, so the room stays.
     */
    static Reach until(Position p, long safe, long stuck, int w) {
        Reach r = new Reach(p, safe, stuck, w);
        r.saturate(w);
        return r;
    }

    int colour(int s) {
        return (side[0] & (1L << s)) != 0 ? 0 : 1;
    }

    private void saturate(int w) {
        boolean grew = true;
        while (grew) {
            grew = false;
            for (long x = side[0] | side[1]; x != 0; x &= x - 1) grew |= grow(Long.numberOfTrailingZeros(x));
            derive();
            if (grew && w >= 0 && Saturation.mayMate(this, w, false)) {
                stopped = true;
                return;
            }
        }
    }

    /** Every move of the piece from s, from every square of its set, with this round's facts. */
    private boolean grow(int s) {
        if ((stuck & (1L << s)) != 0) return false;
        int c = colour(s);
        long before = reach[s], set = before, frontier = before;
        while (frontier != 0) {
            long added = 0;
            for (long f = frontier; f != 0; f &= f - 1) {
                int from = Long.numberOfTrailingZeros(f);
                long targets = moves(s, c, from) & ~set & ~added;
                if (targets != 0) added |= kept(s, c, from, targets);
            }
            set |= added;
            frontier = added;
        }
        if (role[s] == PAWN && (set & LAST_RANKS) != 0) {
            promoting |= 1L << s;
            set |= ~walls(c);
        }
        reach[s] = set;
        if (set != before) lone &= ~(1L << s);
        return set != before;
    }

    /** Squares no piece of colour c may ever step onto: its own steady pieces, steady kings, and the assumed safe pieces while steady. */
    private long walls(int c) {
        return steady & (side[c] | kings | safe);
    }

    long moves(int s, int c, int from) {
        return moves(s, c, from, steady);
    }

    /** The moves of the piece from s standing on {@code from}, with only {@code walls} in the way. */
    long moves(int s, int c, int from, long walls) {
        switch (role[s]) {
            case PAWN: {
                long moves = Attacks.pawn(c, from) & standable[1 - c];
                int step = c == 0 ? 8 : -8, one = from + step;
                if (one < 0 || one > 63 || (walls & (1L << one)) != 0) return moves;
                moves |= 1L << one;
                int rank = from >>> 3;
                if (rank == (c == 0 ? 1 : 6) && (walls & (1L << (one + step))) == 0) moves |= 1L << (one + step);
                return moves;
            }
            case Position.KNIGHT: return Attacks.knight(from);
            case Position.BISHOP: return Attacks.bishop(from, walls);
            case Position.ROOK: return Attacks.rook(from, walls);
            case Position.QUEEN: return Attacks.queen(from, walls);
            default: return Attacks.king(from);
        }
    }

    /** The targets that survive the walls, the enemy's lasting attacks and the pieces that never leave the way. */
    private long kept(int s, int c, int from, long targets) {
        targets &= ~walls(c);
        if (role[s] == KING) {
            targets &= ~attacked[1 - c];
            targets = Endings.notStalemating(this, c, from, targets);
        } else if (c == 1 - winner) {
            targets = Endings.notMatingWinner(this, s, c, from, targets);
        }
        long fixed = (side[0] | side[1]) & ~capturable & ~(1L << s);
        // Pieces never taken that never leave their square: tested at once, by their squares.
        long friends = fixed & lone & side[c], enemies = fixed & lone & side[1 - c];
        fixed &= ~lone;
        boolean push = role[s] == PAWN;
        for (long t = targets; t != 0; t &= t - 1) {
            int to = Long.numberOfTrailingZeros(t);
            long between = Attacks.between(from, to), around = between | (1L << from);
            boolean straight = push && ((from ^ to) & 7) == 0;
            if (((friends | (straight ? enemies : 0)) & (around | (1L << to))) != 0 || (enemies & around) != 0
                    || straight && behindPawn(s, c, to)) {
                targets &= ~(1L << to);
                continue;
            }
            // A piece's set holds its origin: only pieces that start on the way can stay on it.
            for (long o = fixed & (around | (1L << to)); o != 0; o &= o - 1) {
                int obstacle = Long.numberOfTrailingZeros(o);
                // A friend, or anything before a pawn's step, blocks the target too; an enemy may be taken there.
                long way = colour(obstacle) == c || straight ? around | (1L << to) : around;
                if ((reach[obstacle] & ~way) == 0) {
                    targets &= ~(1L << to);
                    break;
                }
            }
        }
        return targets;
    }

    /**
     * Whether the pawn from s (colour c), pushed to {@code to}, would pass a pawn ahead of it on its file:
     * neither ever leaves the file (their sets say) and the one ahead is never taken, so the pawn
     * from s stays behind it, short of the farthest square toward s's promotion that it may reach.
     */
    private boolean behindPawn(int s, int c, int to) {
        long file = Bitboards.fileOf(s);
        if ((reach[s] & ~file) != 0) return false;
        long ahead = c == 0 ? -1L << s << 1 : (1L << s) - 1;
        for (long x = file & ahead & ~capturable & (side[0] | side[1]) & ~kings; x != 0; x &= x - 1) {
            int o = Long.numberOfTrailingZeros(x);
            if (role[o] != PAWN || (reach[o] & ~file) != 0) continue;
            int far = c == 0 ? 63 - Long.numberOfLeadingZeros(reach[o]) : Long.numberOfTrailingZeros(reach[o]);
            if (c == 0 ? to >= far : to <= far) return true;
        }
        return false;
    }

    /** The facts that follow from the sets: squares stood on, captures, steady pieces, lasting attacks. */
    private void derive() {
        long occupied = side[0] | side[1];
        long all0 = 0, all1 = 0, entered = 0;
        standable[0] = standable[1] = 0;
        for (long x = occupied; x != 0; x &= x - 1) {
            int s = Long.numberOfTrailingZeros(x);
            int c = colour(s);
            if (c == 0) all0 |= reach[s];
            else all1 |= reach[s];
            if (role[s] != KING && (lastPiece & (1L << s)) == 0) standable[c] |= reach[s];
            entered |= reach[s] & ~(1L << s);
        }
        clear = ~(all0 | all1);
        // Where each side may take: anywhere a moving piece may stand, but a pawn only on a square it
        // steps to diagonally (it takes nothing it meets head-on on its file).
        long takes0 = 0, takes1 = 0;
        for (long x = occupied & ~lone; x != 0; x &= x - 1) {
            int s = Long.numberOfTrailingZeros(x);
            long t = reach[s];
            if (role[s] == PAWN && (promoting & (1L << s)) == 0) {
                long diagonal = 0;
                for (long r = t; r != 0; r &= r - 1) diagonal |= Attacks.pawn(colour(s), Long.numberOfTrailingZeros(r));
                t &= diagonal;
            }
            if (colour(s) == 0) takes0 |= t;
            else takes1 |= t;
        }
        long taken = 0;
        for (long x = occupied & ~kings & ~lastPiece; x != 0; x &= x - 1) {
            int s = Long.numberOfTrailingZeros(x);
            if ((reach[s] & (colour(s) == 0 ? takes1 : takes0)) != 0) taken |= 1L << s;
        }
        capturable = taken;
        long still = 0;
        for (long x = occupied; x != 0; x &= x - 1) {
            int s = Long.numberOfTrailingZeros(x);
            if (reach[s] == 1L << s) still |= 1L << s;
        }
        // Pieces that never move themselves, first found takeable: they stop being walls only by being taken.
        if (firstAtRisk == 0) firstAtRisk = steady & still & taken;
        steady &= still & ~entered;
        attacked[0] = lastingAttacks(0, ~clear, -1L);
        attacked[1] = lastingAttacks(1, ~clear, -1L);
    }

    /** Squares colour c attacks from every square of the set of each of its pieces that is never taken. */
    long lastingAttacks(int c, long blockers, long pieces) {
        long out = 0;
        for (long x = side[c] & ~capturable & ~promoting & pieces; x != 0; x &= x - 1) {
            int s = Long.numberOfTrailingZeros(x);
            long always = -1L;
            for (long r = reach[s]; r != 0 && always != 0; r &= r - 1)
                always &= attacks(role[s], c, Long.numberOfTrailingZeros(r), blockers);
            out |= always;
        }
        return out;
    }

    static long attacks(int role, int c, int sq, long blockers) {
        switch (role) {
            case PAWN: return Attacks.pawn(c, sq);
            case Position.KNIGHT: return Attacks.knight(sq);
            case Position.BISHOP: return Attacks.bishop(sq, blockers);
            case Position.ROOK: return Attacks.rook(sq, blockers);
            case Position.QUEEN: return Attacks.queen(sq, blockers);
            default: return Attacks.king(sq);
        }
    }
}
