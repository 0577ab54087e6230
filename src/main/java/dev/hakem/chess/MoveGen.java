package dev.hakem.chess;

import dev.hakem.chess.board.Attacks;
import dev.hakem.chess.board.Bitboards;
import dev.hakem.chess.board.CastlingRights;

import static dev.hakem.chess.Position.BISHOPS;
import static dev.hakem.chess.Position.KNIGHTS;
import static dev.hakem.chess.Position.PAWNS;
import static dev.hakem.chess.Position.QUEENS;
import static dev.hakem.chess.Position.ROOKS;
import static dev.hakem.chess.Position.WHITE;
import static dev.hakem.chess.Position.attackersTo;

/**
 * Legal move generation with check and pin masks, and bulk counting that counts the legal moves
 * of a position from attack sets without listing them (what makes perft fast at the leaves).
 */
public final class MoveGen {
    private MoveGen() {}

    /** More than the 218 legal moves any chess position has. */
    public static final int MAX_MOVES = 256;

    private static final long NOT_A = ~Bitboards.FILE_A, NOT_H = ~Bitboards.FILE_H;

    /** Pieces of side us pinned to their king at ksq. */
    static long pinned(long[] bb, int us, int ksq, long occ) {
        int them = us ^ 1;
        long snipers = bb[them] & ((Attacks.rook(ksq, 0) & (bb[ROOKS] | bb[QUEENS]))
                | (Attacks.bishop(ksq, 0) & (bb[BISHOPS] | bb[QUEENS])));
        long pinned = 0;
        while (snipers != 0) {
            int s = Long.numberOfTrailingZeros(snipers);
            snipers &= snipers - 1;
            long blockers = Attacks.between(ksq, s) & occ;
            if (blockers != 0 && (blockers & (blockers - 1)) == 0) pinned |= blockers & bb[us];
        }
        return pinned;
    }

    /** Writes the legal moves of p into out; returns how many. */
    public static int generate(Position p, int[] out) {
        return generate(p, out, ~0L, ~0L);
    }

    /**
     * Writes the legal moves of p that start on a square of {@code fromMask} and end on one of
     * {@code toMask} (castling ends on its rook's square) into out; returns how many. Reading one
     * written move needs only the moves of its piece to its square.
     */
    public static int generate(Position p, int[] out, long fromMask, long toMask) {
        return generate(p.bb, p.turn, p.castling, p.ep, p.castles, out, fromMask, toMask);
    }

    /** {@link #generate(Position, int[], long, long)} on a position's fields, for boards that make moves in place. */
    static int generate(long[] bb, int us, int castling, int ep, Castling castles, int[] out, long fromMask, long toMask) {
        int them = us ^ 1;
        long ours = bb[us], theirs = bb[them], occ = ours | theirs;
        int ksq = Long.numberOfTrailingZeros(bb[Position.KINGS] & ours);
        long checkers = attackersTo(bb, ksq, them, occ);
        int n = 0;

        boolean kingMoves = (fromMask & (1L << ksq)) != 0;
        long kingTargets = kingMoves ? Attacks.king(ksq) & ~ours & toMask : 0;
        long occNoKing = occ ^ (1L << ksq);
        while (kingTargets != 0) {
            int t = Long.numberOfTrailingZeros(kingTargets);
            kingTargets &= kingTargets - 1;
            if (attackersTo(bb, t, them, occNoKing) == 0) out[n++] = MoveCode.of(ksq, t, MoveCode.NORMAL);
        }
        if ((checkers & (checkers - 1)) != 0) return n;

        long target = (checkers == 0 ? ~ours : Attacks.between(ksq, Long.numberOfTrailingZeros(checkers)) | checkers) & toMask;
        long pinned = pinned(bb, us, ksq, occ);

        long knights = bb[KNIGHTS] & ours & ~pinned & fromMask;
        while (knights != 0) {
            int from = Long.numberOfTrailingZeros(knights);
            knights &= knights - 1;
            n = emit(out, n, from, Attacks.knight(from) & target);
        }
        long diagonal = (bb[BISHOPS] | bb[QUEENS]) & ours & fromMask;
        while (diagonal != 0) {
            int from = Long.numberOfTrailingZeros(diagonal);
            diagonal &= diagonal - 1;
            long t = Attacks.bishop(from, occ) & target;
            if ((pinned & (1L << from)) != 0) t &= Attacks.line(ksq, from);
            n = emit(out, n, from, t);
        }
        long orthogonal = (bb[ROOKS] | bb[QUEENS]) & ours & fromMask;
        while (orthogonal != 0) {
            int from = Long.numberOfTrailingZeros(orthogonal);
            orthogonal &= orthogonal - 1;
            long t = Attacks.rook(from, occ) & target;
            if ((pinned & (1L << from)) != 0) t &= Attacks.line(ksq, from);
            n = emit(out, n, from, t);
        }

        long pawns = bb[PAWNS] & ours & fromMask;
        int forward = us == WHITE ? 8 : -8;
        long startRank = us == WHITE ? Bitboards.RANK_2 : Bitboards.RANK_7;
        while (pawns != 0) {
            int from = Long.numberOfTrailingZeros(pawns);
            pawns &= pawns - 1;
            long allowed = (pinned & (1L << from)) != 0 ? Attacks.line(ksq, from) : ~0L;
            long dests = Attacks.pawn(us, from) & theirs;
            int one = from + forward;
            if ((occ & (1L << one)) == 0) {
                dests |= 1L << one;
                int two = one + forward;
                if ((startRank & (1L << from)) != 0 && (occ & (1L << two)) == 0 && (target & allowed & (1L << two)) != 0)
                    out[n++] = MoveCode.of(from, two, MoveCode.DOUBLE_PUSH);
            }
            dests &= target & allowed;
            while (dests != 0) {
                int to = Long.numberOfTrailingZeros(dests);
                dests &= dests - 1;
                if (to >= 56 || to < 8) {
                    for (int kind = MoveCode.PROMO_QUEEN; kind >= MoveCode.PROMO_KNIGHT; kind--)
                        out[n++] = MoveCode.of(from, to, kind);
                } else {
                    out[n++] = MoveCode.of(from, to, MoveCode.NORMAL);
                }
            }
        }

        if (ep >= 0 && (toMask & (1L << ep)) != 0) {
            long capturers = Attacks.pawn(them, ep) & bb[PAWNS] & ours & fromMask;
            while (capturers != 0) {
                int from = Long.numberOfTrailingZeros(capturers);
                capturers &= capturers - 1;
                if (Position.epLegal(bb, us, from, ep, ksq)) out[n++] = MoveCode.of(from, ep, MoveCode.EN_PASSANT);
            }
        }

        if (checkers == 0 && kingMoves && (castling & (us == WHITE ? 3 : 12)) != 0) {
            int rights = castling & (us == WHITE ? 3 : 12);
            for (int right = rights & -rights; right != 0; rights &= ~right, right = rights & -rights) {
                int i = Integer.numberOfTrailingZeros(right);
                if ((toMask & (1L << castles.rookSquare[i])) == 0) continue;
                if (castles == Castling.STANDARD ? canCastleStandard(bb, us, them, ksq, occ, right)
                        : canCastle(bb, us, them, occ, castles, i))
                    out[n++] = MoveCode.of(ksq, castles.rookSquare[i], MoveCode.CASTLE);
            }
        }
        return n;
    }

    private static int emit(int[] out, int n, int from, long targets) {
        while (targets != 0) {
            out[n++] = MoveCode.of(from, Long.numberOfTrailingZeros(targets), MoveCode.NORMAL);
            targets &= targets - 1;
        }
        return n;
    }

    /**
     * FIDE 3.8.2, and for Chess960 Guidelines II.3 (of which standard castling is the case of a
     * king on e1 and rooks on a1 and h1): the king goes to the g- or c-file, the rook to the f- or
     * d-file; every square between the king and its destination and between the rook and its
     * destination, both destinations included, is empty but for the king and that rook; the king
     * is not in check (checked by the caller), and no square it crosses or lands on is attacked.
     * The rook itself and the squares only it crosses (b1/b8) may be attacked. Attacks are looked
     * for with the rook lifted: a rook that shields its king's destination (queen a1, rook b1,
     * king c1 staying on c1) shields nothing once castled.
     */
    private static boolean canCastle(long[] bb, int us, int them, long occ, Castling castles, int right) {
        long rook = 1L << castles.rookSquare[right];
        if ((occ & castles.mustBeEmpty[right]) != 0 || (bb[ROOKS] & bb[us] & rook) == 0) return false;
        long occNoRook = occ ^ rook;
        for (long path = castles.kingPath[right]; path != 0; path &= path - 1)
            if (attackersTo(bb, Long.numberOfTrailingZeros(path), them, occNoRook) != 0) return false;
        return true;
    }

    /**
     * {@link #canCastle} for standard chess's king on e1/e8 and rooks on the a- and h-files, where
     * the king's path is the two squares beside it and the rook shields nothing: kept apart because
     * its fixed tables make standard perft about a tenth faster in positions with castling rights
     * (kiwipete), measured against the general form.
     */
    private static boolean canCastleStandard(long[] bb, int us, int them, int ksq, long occ, int right) {
        int rookSq = CastlingRights.rookSquare(right);
        if ((bb[ROOKS] & bb[us] & (1L << rookSq)) == 0) return false;
        if ((Attacks.between(ksq, rookSq) & occ) != 0) return false;
        int step = rookSq > ksq ? 1 : -1;
        for (int i = 1; i <= 2; i++) {
            if (attackersTo(bb, ksq + i * step, them, occ) != 0) return false;
        }
        return true;
    }

    /**
     * Whether p has a legal move, stopping at the first one found. Out of check a piece that is not
     * pinned may go to any square its way of moving reaches that holds no piece of its own, and a
     * pinned one along its pin; what is left (the king in check, pinned pawns, en passant,
     * castling) the full count decides, which only positions with hardly a move ever reach.
     */
    public static boolean hasAny(Position p) {
        long[] bb = p.bb;
        int us = p.turn, them = us ^ 1;
        long ours = bb[us], theirs = bb[them], occ = ours | theirs;
        int ksq = p.kingSquare(us);
        if (attackersTo(bb, ksq, them, occ) != 0) return count(p) > 0;
        long pinned = pinned(bb, us, ksq, occ);
        long pawns = bb[PAWNS] & ours & ~pinned;
        long reach = us == WHITE ? (pawns << 8) & ~occ | (((pawns & NOT_A) << 7) | ((pawns & NOT_H) << 9)) & theirs
                : (pawns >>> 8) & ~occ | (((pawns & NOT_A) >>> 9) | ((pawns & NOT_H) >>> 7)) & theirs;
        if (reach != 0) return true;
        for (long x = bb[KNIGHTS] & ours & ~pinned; x != 0; x &= x - 1)
            if ((Attacks.knight(Long.numberOfTrailingZeros(x)) & ~ours) != 0) return true;
        for (long x = (bb[BISHOPS] | bb[QUEENS]) & ours; x != 0; x &= x - 1) {
            int from = Long.numberOfTrailingZeros(x);
            long t = Attacks.bishop(from, occ) & ~ours;
            if ((pinned & (1L << from)) != 0) t &= Attacks.line(ksq, from);
            if (t != 0) return true;
        }
        for (long x = (bb[ROOKS] | bb[QUEENS]) & ours; x != 0; x &= x - 1) {
            int from = Long.numberOfTrailingZeros(x);
            long t = Attacks.rook(from, occ) & ~ours;
            if ((pinned & (1L << from)) != 0) t &= Attacks.line(ksq, from);
            if (t != 0) return true;
        }
        long occNoKing = occ ^ (1L << ksq);
        for (long x = Attacks.king(ksq) & ~ours; x != 0; x &= x - 1)
            if (attackersTo(bb, Long.numberOfTrailingZeros(x), them, occNoKing) == 0) return true;
        return count(p) > 0;
    }

    /** The number of legal moves, counted from attack sets without listing them. */
    public static int count(Position p) {
        long[] bb = p.bb;
        int us = p.turn, them = us ^ 1;
        long ours = bb[us], theirs = bb[them], occ = ours | theirs;
        int ksq = p.kingSquare(us);
        long checkers = attackersTo(bb, ksq, them, occ);
        int n = 0;

        long kingTargets = Attacks.king(ksq) & ~ours;
        long occNoKing = occ ^ (1L << ksq);
        while (kingTargets != 0) {
            int t = Long.numberOfTrailingZeros(kingTargets);
            kingTargets &= kingTargets - 1;
            if (attackersTo(bb, t, them, occNoKing) == 0) n++;
        }
        if ((checkers & (checkers - 1)) != 0) return n;

        long target = checkers == 0 ? ~ours : Attacks.between(ksq, Long.numberOfTrailingZeros(checkers)) | checkers;
        long pinned = pinned(bb, us, ksq, occ);

        long knights = bb[KNIGHTS] & ours & ~pinned;
        while (knights != 0) {
            n += Long.bitCount(Attacks.knight(Long.numberOfTrailingZeros(knights)) & target);
            knights &= knights - 1;
        }
        long diagonal = (bb[BISHOPS] | bb[QUEENS]) & ours;
        while (diagonal != 0) {
            int from = Long.numberOfTrailingZeros(diagonal);
            diagonal &= diagonal - 1;
            long t = Attacks.bishop(from, occ) & target;
            if ((pinned & (1L << from)) != 0) t &= Attacks.line(ksq, from);
            n += Long.bitCount(t);
        }
        long orthogonal = (bb[ROOKS] | bb[QUEENS]) & ours;
        while (orthogonal != 0) {
            int from = Long.numberOfTrailingZeros(orthogonal);
            orthogonal &= orthogonal - 1;
            long t = Attacks.rook(from, occ) & target;
            if ((pinned & (1L << from)) != 0) t &= Attacks.line(ksq, from);
            n += Long.bitCount(t);
        }

        long pawns = bb[PAWNS] & ours;
        long free = pawns & ~pinned;
        long empty = ~occ;
        long single, dbl, capWest, capEast;
        if (us == WHITE) {
            single = (free << 8) & empty;
            dbl = ((single & Bitboards.RANK_3) << 8) & empty;
            capWest = ((free & NOT_A) << 7) & theirs;
            capEast = ((free & NOT_H) << 9) & theirs;
        } else {
            single = (free >>> 8) & empty;
            dbl = ((single & Bitboards.RANK_6) >>> 8) & empty;
            capWest = ((free & NOT_A) >>> 9) & theirs;
            capEast = ((free & NOT_H) >>> 7) & theirs;
        }
        n += Long.bitCount(dbl & target);
        n += countPawnDestinations(single & target) + countPawnDestinations(capWest & target)
                + countPawnDestinations(capEast & target);

        long pinnedPawns = pawns & pinned;
        int forward = us == WHITE ? 8 : -8;
        long startRank = us == WHITE ? Bitboards.RANK_2 : Bitboards.RANK_7;
        while (pinnedPawns != 0) {
            int from = Long.numberOfTrailingZeros(pinnedPawns);
            pinnedPawns &= pinnedPawns - 1;
            long allowed = target & Attacks.line(ksq, from);
            long dests = Attacks.pawn(us, from) & theirs;
            int one = from + forward;
            if ((occ & (1L << one)) == 0) {
                dests |= 1L << one;
                int two = one + forward;
                if ((startRank & (1L << from)) != 0 && (occ & (1L << two)) == 0 && (allowed & (1L << two)) != 0) n++;
            }
            n += countPawnDestinations(dests & allowed);
        }

        if (p.ep >= 0) {
            long capturers = Attacks.pawn(them, p.ep) & bb[PAWNS] & ours;
            while (capturers != 0) {
                int from = Long.numberOfTrailingZeros(capturers);
                capturers &= capturers - 1;
                if (Position.epLegal(bb, us, from, p.ep, ksq)) n++;
            }
        }

        int rights = p.castling & (us == WHITE ? 3 : 12);
        if (checkers == 0 && rights != 0) {
            for (int right = rights & -rights; right != 0; rights &= ~right, right = rights & -rights)
                if (p.castles == Castling.STANDARD ? canCastleStandard(bb, us, them, ksq, occ, right)
                        : canCastle(bb, us, them, occ, p.castles, Integer.numberOfTrailingZeros(right))) n++;
        }
        return n;
    }

    private static int countPawnDestinations(long dests) {
        return Long.bitCount(dests & ~Bitboards.BACK_RANKS) + 4 * Long.bitCount(dests & Bitboards.BACK_RANKS);
    }

    /** Leaf count of the legal move tree to the given depth, counting the last ply in bulk. */
    public static long perft(Position p, int depth) {
        if (depth <= 0) return 1;
        return perft(p, depth, new int[depth][MAX_MOVES]);
    }

    private static long perft(Position p, int depth, int[][] buffers) {
        if (depth == 1) return count(p);
        int[] moves = buffers[depth - 1];
        int n = generate(p, moves);
        long total = 0;
        for (int i = 0; i < n; i++) total += perft(p.play(moves[i]), depth - 1, buffers);
        return total;
    }
}
