package dev.hakem.chess;

import dev.hakem.chess.board.Color;
import dev.hakem.chess.board.Attacks;
import dev.hakem.chess.board.Bitboards;
import dev.hakem.chess.board.CastlingRights;

import static dev.hakem.chess.Position.BLACK;
import static dev.hakem.chess.Position.KING;
import static dev.hakem.chess.Position.KINGS;
import static dev.hakem.chess.Position.KNIGHT;
import static dev.hakem.chess.Position.PAWN;
import static dev.hakem.chess.Position.ROOK;
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
 *
 * <p>Longer than usual because it holds {@link SearchBoard}, the positions of a search made in place
 * on the generator's own arrays: the package's fifteen files are taken, and the board shares the
 * generator's internals (the fields it generates from) with nothing else.
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
        return generate(p.bb, p.turn, p.castling, p.ep, p.castles, out, 0, fromMask, toMask);
    }

    /**
     * {@link #generate(Position, int[], long, long)} on a position's fields, for boards that make moves in
     * place, writing from {@code out[at]}; returns where the moves written end.
     */
    static int generate(long[] bb, int us, int castling, int ep, Castling castles, int[] out, int at, long fromMask, long toMask) {
        int them = us ^ 1;
        long ours = bb[us], theirs = bb[them], occ = ours | theirs;
        int ksq = Long.numberOfTrailingZeros(bb[Position.KINGS] & ours);
        long checkers = attackersTo(bb, ksq, them, occ);
        int n = at;

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
        // Pins matter only to the other men: a search that lists the king's moves apart skips them.
        long pinned = (ours & fromMask & ~(1L << ksq)) == 0 ? 0 : pinned(bb, us, ksq, occ);

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

    /**
     * The positions along one line of a depth-first search, one slot per ply (allocated when a line
     * first reaches it), each made from the one before it in place: a search that tries millions of moves allocates nothing per move, where
     * {@link Position#play(int)} allocates a position. Moves are generated by the same
     * {@link MoveGen} as every position's, so the two agree move for move (checked by the tests against
     * {@link Position#play(int)} over random games). Clocks are not kept: a search for a mate has no use
     * for them.
     *
     * <p>A slot's identity (FIDE 9.2.3: the pieces on their squares, the side to move, the castling
     * rights and a legal en-passant capture) is its seven bitboards and one packed state word, which
     * {@link #writeKey} copies out and {@link #sameKey} compares, for transposition tables that verify
     * a hit instead of trusting a hash.
     */
    public static final class SearchBoard {
        /** Words of a slot's identity: white, pawns, knights, bishops, rooks, queens, kings, state. */
        public static final int KEY_WORDS = 8;

        private final long[][] bb;
        private final int[] turn, castling, ep;
        private final Castling castles;

        /** A board whose slot 0 is {@code root}, with room for lines of {@code maxPly} moves. */
        public SearchBoard(Position root, int maxPly) {
            bb = new long[maxPly + 1][];
            bb[0] = new long[8];
            turn = new int[maxPly + 1];
            castling = new int[maxPly + 1];
            ep = new int[maxPly + 1];
            castles = root.castles;
            System.arraycopy(root.bb, 0, bb[0], 0, 8);
            turn[0] = root.turn;
            castling[0] = root.castling;
            ep[0] = root.ep;
        }

        public int maxPly() {
            return bb.length - 1;
        }

        /** The legal moves of slot {@code ply} (as {@link MoveGen#generate(Position, int[])}); how many. */
        public int generate(int ply, int[] out) {
            return MoveGen.generate(bb[ply], turn[ply], castling[ply], ep[ply], castles, out, 0, ~0L, ~0L);
        }

        /**
         * The legal moves of slot {@code ply} from the squares of {@code fromMask}, in the order
         * {@link #generate(int, int[])} lists them, written from {@code out[at]}; returns where they end.
         */
        public int generate(int ply, int[] out, int at, long fromMask) {
            return MoveGen.generate(bb[ply], turn[ply], castling[ply], ep[ply], castles, out, at, fromMask, ~0L);
        }

        /**
         * Whether the side to move in slot {@code ply} has a legal move, {@code scratch} room for its
         * moves: a step of the king to a square no enemy attacks, which most often escapes a check, is
         * looked for first, and the moves are listed only when there is none.
         */
        public boolean hasMove(int ply, int[] scratch) {
            long[] b = bb[ply];
            int us = turn[ply];
            long ours = b[us];
            int king = Long.numberOfTrailingZeros(b[KINGS] & ours);
            long withoutKing = (b[WHITE] | b[BLACK]) ^ (1L << king);
            for (long to = Attacks.king(king) & ~ours; to != 0; to &= to - 1)
                if (attackersTo(b, Long.numberOfTrailingZeros(to), us ^ 1, withoutKing) == 0) return true;
            return generate(ply, scratch) > 0;
        }

        /** Makes a legal move of slot {@code ply} into slot {@code ply + 1}. */
        public void play(int ply, int move) {
            if (bb[ply + 1] == null) bb[ply + 1] = new long[8];
            long[] s = bb[ply], n = bb[ply + 1];
            System.arraycopy(s, 0, n, 0, 8);
            int us = turn[ply], them = us ^ 1;
            int from = MoveCode.from(move), to = MoveCode.to(move), kind = MoveCode.kind(move);
            long fromBB = 1L << from, toBB = 1L << to;
            turn[ply + 1] = them;
            if (kind == MoveCode.CASTLE) {
                int base = us == WHITE ? 0 : 56;
                boolean kingSide = to > from;
                int kingTo = base + (kingSide ? 6 : 2), rookTo = base + (kingSide ? 5 : 3);
                n[us] &= ~(fromBB | toBB);
                n[KINGS] &= ~fromBB;
                n[PAWNS + ROOK] &= ~toBB;
                n[us] |= (1L << kingTo) | (1L << rookTo);
                n[KINGS] |= 1L << kingTo;
                n[PAWNS + ROOK] |= 1L << rookTo;
                castling[ply + 1] = castling[ply] & (us == WHITE ? 12 : 3);
                ep[ply + 1] = -1;
                return;
            }
            int moving = roleAt(s, from);
            if (kind == MoveCode.EN_PASSANT) {
                long captured = 1L << (us == WHITE ? to - 8 : to + 8);
                n[PAWNS] ^= captured;
                n[them] ^= captured;
            } else if ((n[them] & toBB) != 0) {
                n[PAWNS + roleAt(s, to)] ^= toBB;
                n[them] ^= toBB;
            }
            n[PAWNS + moving] ^= fromBB | toBB;
            n[us] ^= fromBB | toBB;
            if (kind >= MoveCode.PROMO_KNIGHT) {
                n[PAWNS] ^= toBB;
                n[PAWNS + kind - MoveCode.PROMO_KNIGHT + KNIGHT] |= toBB;
            }
            castling[ply + 1] = castling[ply] & castles.keep[from] & castles.keep[to];
            int square = (from + to) >>> 1;
            ep[ply + 1] = kind == MoveCode.DOUBLE_PUSH && Position.epCapturable(n, them, square) ? square : -1;
        }

        private static int roleAt(long[] b, int sq) {
            long bit = 1L << sq;
            for (int r = PAWN; r < KING; r++) if ((b[PAWNS + r] & bit) != 0) return r;
            return KING;
        }

        /** The role ({@link Position#PAWN} ... {@link Position#KING}) on a square of slot {@code ply}, or -1. */
        public int roleAt(int ply, int sq) {
            long[] b = bb[ply];
            return ((b[WHITE] | b[BLACK]) & (1L << sq)) == 0 ? -1 : roleAt(b, sq);
        }

        /** The side to move in slot {@code ply}, as {@link Color#ordinal()}. */
        public int turn(int ply) {
            return turn[ply];
        }

        /** The pieces of one colour ({@link Color#ordinal()}) in slot {@code ply}. */
        public long pieces(int ply, int color) {
            return bb[ply][color];
        }

        /** The pieces of one role ({@link Position#PAWN} ... {@link Position#KING}), both colours. */
        public long role(int ply, int role) {
            return bb[ply][PAWNS + role];
        }

        public long occupied(int ply) {
            return bb[ply][WHITE] | bb[ply][BLACK];
        }

        /** Whether the side to move in slot {@code ply} is in check. */
        public boolean inCheck(int ply) {
            long[] b = bb[ply];
            int us = turn[ply];
            int king = Long.numberOfTrailingZeros(b[KINGS] & b[us]);
            return Position.attackersTo(b, king, us ^ 1, b[WHITE] | b[BLACK]) != 0;
        }

        /**
         * Whether a legal move of slot {@code ply} checks the other king, as {@link #play} then
         * {@link #inCheck} of the next slot say: for a search whose next position is only asked whether it is a
         * mate. A normal move is looked at without being made: the moved man from its new square, the mover's
         * other men through the square it left; castling, en passant and promotions are made.
         */
        public boolean givesCheck(int ply, int move) {
            int kind = MoveCode.kind(move);
            if (kind != MoveCode.NORMAL && kind != MoveCode.DOUBLE_PUSH) {
                play(ply, move);
                return inCheck(ply + 1);
            }
            long[] b = bb[ply];
            int us = turn[ply], from = MoveCode.from(move), to = MoveCode.to(move);
            long king = b[KINGS] & b[us ^ 1];
            long occupied = (b[WHITE] | b[BLACK]) & ~(1L << from) | (1L << to);
            long direct = switch (roleAt(b, from)) {
                case PAWN -> Attacks.pawn(us, to);
                case KNIGHT -> Attacks.knight(to);
                case Position.BISHOP -> Attacks.bishop(to, occupied);
                case ROOK -> Attacks.rook(to, occupied);
                case Position.QUEEN -> Attacks.bishop(to, occupied) | Attacks.rook(to, occupied);
                default -> Attacks.king(to);
            };
            if ((direct & king) != 0) return true;
            int k = Long.numberOfTrailingZeros(king);
            return (b[us] & ~(1L << from) & ((Attacks.pawn(us ^ 1, k) & b[PAWNS]) | (Attacks.knight(k) & b[KNIGHTS])
                    | (Attacks.king(k) & b[KINGS]) | (Attacks.bishop(k, occupied) & (b[BISHOPS] | b[QUEENS]))
                    | (Attacks.rook(k, occupied) & (b[ROOKS] | b[QUEENS])))) != 0;
        }

        /**
         * A hash of slot {@code ply}'s identity (not a Zobrist key: a mix of its words, for tables that verify
         * hits). Each word is multiplied by its own odd constant and the products summed, then mixed once: the
         * products do not wait on each other as a chain of mixes would, and the sum's high bits, which the
         * tables index by, depend on every word.
         */
        public long hash(int ply) {
            long[] b = bb[ply];
            long h = b[WHITE] * 0x9E3779B97F4A7C15L + b[PAWNS] * 0xBF58476D1CE4E5B9L
                    + b[PAWNS + 1] * 0x94D049BB133111EBL + b[PAWNS + 2] * 0xD6E8FEB86659FD93L
                    + b[PAWNS + 3] * 0xA0761D6478BD642FL + b[PAWNS + 4] * 0xE7037ED1A0B428DBL
                    + b[PAWNS + 5] * 0x8EBC6AF09C88C6E3L + state(ply) * 0x589965CC75374CC3L;
            h ^= h >>> 32;
            return h * 0xFF51AFD7ED558CCDL;
        }

        private long state(int ply) {
            return turn[ply] | (castling[ply] << 1) | ((ep[ply] + 1) << 5);
        }

        /** Copies slot {@code ply}'s identity into {@code KEY_WORDS} words of {@code into} from {@code at}. */
        public void writeKey(int ply, long[] into, int at) {
            long[] b = bb[ply];
            into[at] = b[WHITE];
            System.arraycopy(b, PAWNS, into, at + 1, 6);
            into[at + 7] = state(ply);
        }

        /** Whether slot {@code ply} is the position whose identity {@link #writeKey} wrote at {@code at}. */
        public boolean sameKey(int ply, long[] key, int at) {
            long[] b = bb[ply];
            return key[at] == b[WHITE] && key[at + 7] == state(ply) && key[at + 1] == b[PAWNS]
                    && key[at + 2] == b[PAWNS + 1] && key[at + 3] == b[PAWNS + 2] && key[at + 4] == b[PAWNS + 3]
                    && key[at + 5] == b[PAWNS + 4] && key[at + 6] == b[PAWNS + 5];
        }

        /** Makes slot {@code ply} the position whose identity {@link #writeKey} wrote at {@code at}. */
        public void load(int ply, long[] key, int at) {
            if (bb[ply] == null) bb[ply] = new long[8];
            long[] b = bb[ply];
            b[WHITE] = key[at];
            System.arraycopy(key, at + 1, b, PAWNS, 6);
            long occupied = 0;
            for (int i = PAWNS; i < 8; i++) occupied |= b[i];
            b[BLACK] = occupied & ~b[WHITE];
            long state = key[at + 7];
            turn[ply] = (int) state & 1;
            castling[ply] = (int) (state >>> 1) & 0xF;
            ep[ply] = (int) (state >>> 5) - 1;
        }

        /** Slot {@code ply} as a position (clocks zero and one), for analyses that read a {@link Position}. */
        public Position position(int ply) {
            return Position.of(bb[ply].clone(), turn[ply], castling[ply], ep[ply], castles);
        }
    }
}
