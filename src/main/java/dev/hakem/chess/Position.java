package dev.hakem.chess;

import dev.hakem.chess.board.Attacks;
import dev.hakem.chess.board.Bitboards;
import dev.hakem.chess.board.Board;
import dev.hakem.chess.board.Color;
import dev.hakem.chess.board.Piece;
import dev.hakem.chess.board.Role;
import dev.hakem.chess.board.Square;
import dev.hakem.chess.board.Zobrist;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A legal chess position: immutable and thread-safe. Built from a {@link Setup} by {@link #of},
 * which refuses impossible setups, or reached by {@link #play} from another position.
 *
 * <p>The en-passant square is kept only when an en-passant capture is actually legal, so two
 * positions that are the same under FIDE 9.2.3 have equal fields, equal FENs and equal keys.
 *
 * <p>Longer than usual because the position's fields and the code that makes a move on them stay
 * in one class: the generator and the make-move code share the raw bitboards, which no other
 * class may see or change.
 */
public final class Position {
    static final int WHITE = 0, BLACK = 1, PAWNS = 2, KNIGHTS = 3, BISHOPS = 4, ROOKS = 5, QUEENS = 6, KINGS = 7;
    /**
     * Roles as the int the move generator and the Zobrist keys work with: the {@link Role} ordinal,
     * and the offset of the role's bitboard from {@link #PAWNS}.
     */
    public static final int PAWN = 0, KNIGHT = 1, BISHOP = 2, ROOK = 3, QUEEN = 4, KING = 5;

    /** white, black, pawns, knights, bishops, rooks, queens, kings; never exposed, never mutated. */
    final long[] bb;
    final int turn;
    final int castling;
    final int ep;
    final int halfmoves;
    final int fullmoves;
    final long key;
    /** The game's variant and the rooks of its castling rights, shared by every position of the game. */
    final Castling castles;

    private Position(long[] bb, int turn, int castling, int ep, int halfmoves, int fullmoves, long key, Castling castles) {
        this.bb = bb;
        this.turn = turn;
        this.castling = castling;
        this.ep = ep;
        this.halfmoves = halfmoves;
        this.fullmoves = fullmoves;
        this.key = key;
        this.castles = castles;
    }

    private static final Position START = trusted(Setup.STANDARD);

    /** The standard starting position (FIDE 2.3); Chess960's 960 are {@link Chess960#start(int)}. */
    public static Position start() {
        return START;
    }

    /**
     * The legal position a setup describes (the second step of reading a FEN), or an exception
     * listing every reason it is not one. An en-passant square no capture can use is dropped.
     */
    public static Position of(Setup setup) throws PositionError.Invalid {
        List<PositionError> errors = PositionValidator.validate(setup);
        if (!errors.isEmpty()) throw new PositionError.Invalid(errors);
        return trusted(setup);
    }

    /** Builds without validation; callers have validated the setup. */
    static Position trusted(Setup s) {
        long[] bb = s.board().toArray();
        int turn = s.turn().ordinal();
        int ep = s.epSquare() >= 0 && epCapturable(bb, turn, s.epSquare()) ? s.epSquare() : -1;
        Castling castles = Castling.of(s.variant(), s.castling(), s.rookFiles(),
                Long.numberOfTrailingZeros(bb[KINGS] & bb[WHITE]), Long.numberOfTrailingZeros(bb[KINGS] & bb[BLACK]));
        return new Position(bb, turn, s.castling(), ep, s.halfmoveClock(), s.fullmoveNumber(),
                computeKey(bb, turn, s.castling(), ep, castles), castles);
    }

    /** A position from its fields, made by a search from a legal one (clocks zero and one). */
    static Position of(long[] bb, int turn, int castling, int ep, Castling castles) {
        return new Position(bb, turn, castling, ep, 0, 1, computeKey(bb, turn, castling, ep, castles), castles);
    }

    // ---------------------------------------------------------------- accessors

    public Board board() {
        return Board.fromArray(bb);
    }

    /** Squares of the given colour's pieces (no allocation, unlike {@link #board()}). */
    public long byColor(Color color) {
        return bb[color.ordinal()];
    }

    /** Squares of pieces of the given role, both colours. */
    public long byRole(Role role) {
        return bb[PAWNS + role.ordinal()];
    }

    public long pieces(Color color, Role role) {
        return bb[color.ordinal()] & bb[PAWNS + role.ordinal()];
    }

    public Color turn() {
        return Color.of(turn);
    }

    public int castlingRights() {
        return castling;
    }

    /** The game played: standard chess or Chess960. */
    public Variant variant() {
        return castles.variant;
    }

    /** The square of the rook a single castling right belongs to (a1/h1/a8/h8 in standard chess). */
    public int castlingRook(int right) {
        return castles.rookSquare[Castling.index(right)];
    }

    /** The setup this position stands for, from which {@link #of} builds it again. */
    public Setup setup() {
        return new Setup(board(), turn(), castling, ep, halfmoves, fullmoves, castles.variant, castles.files);
    }

    /** The en-passant target square when an en-passant capture is legal now, else -1. */
    public int epSquare() {
        return ep;
    }

    /** Half-moves since the last capture or pawn move (FIDE 9.3). */
    public int halfmoveClock() {
        return halfmoves;
    }

    public int fullmoveNumber() {
        return fullmoves;
    }

    /** Zobrist key of placement, side to move, castling rights and legal en passant. */
    public long zobrist() {
        return key;
    }

    public Piece pieceAt(int sq) {
        int role = roleAt(sq);
        if (role < 0) return null;
        return new Piece((bb[WHITE] & (1L << sq)) != 0 ? Color.WHITE : Color.BLACK, Role.VALUES[role]);
    }

    public int roleAt(int sq) {
        long b = 1L << sq;
        if (((bb[WHITE] | bb[BLACK]) & b) == 0) return -1;
        for (int r = PAWN; r <= KING; r++) if ((bb[PAWNS + r] & b) != 0) return r;
        return -1;
    }

    int kingSquare(int color) {
        return Long.numberOfTrailingZeros(bb[KINGS] & bb[color]);
    }

    public int kingSquare(Color color) {
        return kingSquare(color.ordinal());
    }

    public long occupied() {
        return bb[WHITE] | bb[BLACK];
    }

    /** Pieces of colour {@code by} attacking sq, given the occupancy. */
    static long attackersTo(long[] bb, int sq, int by, long occ) {
        return bb[by] & ((Attacks.pawn(by ^ 1, sq) & bb[PAWNS])
                | (Attacks.knight(sq) & bb[KNIGHTS])
                | (Attacks.king(sq) & bb[KINGS])
                | (Attacks.bishop(sq, occ) & (bb[BISHOPS] | bb[QUEENS]))
                | (Attacks.rook(sq, occ) & (bb[ROOKS] | bb[QUEENS])));
    }

    /** Whether a piece of {@code by} attacks sq (pinned pieces attack too: FIDE 3.9). */
    public boolean isAttacked(int sq, Color by) {
        return attackersTo(bb, sq, by.ordinal(), occupied()) != 0;
    }

    /** Whether a piece of {@code by} attacks sq when the given squares are occupied. */
    public boolean isAttacked(int sq, Color by, long occupied) {
        return attackersTo(bb, sq, by.ordinal(), occupied) != 0;
    }

    /** Every square a piece of the given colour attacks (pinned pieces attack too: FIDE 3.9). */
    public long attackedBy(Color by) {
        int c = by.ordinal();
        long occ = occupied(), own = bb[c], attacks = 0;
        long pawns = bb[PAWNS] & own;
        attacks |= c == WHITE ? ((pawns & ~Bitboards.FILE_A) << 7) | ((pawns & ~Bitboards.FILE_H) << 9)
                : ((pawns & ~Bitboards.FILE_A) >>> 9) | ((pawns & ~Bitboards.FILE_H) >>> 7);
        for (long x = bb[KNIGHTS] & own; x != 0; x &= x - 1) attacks |= Attacks.knight(Long.numberOfTrailingZeros(x));
        for (long x = (bb[BISHOPS] | bb[QUEENS]) & own; x != 0; x &= x - 1)
            attacks |= Attacks.bishop(Long.numberOfTrailingZeros(x), occ);
        for (long x = (bb[ROOKS] | bb[QUEENS]) & own; x != 0; x &= x - 1)
            attacks |= Attacks.rook(Long.numberOfTrailingZeros(x), occ);
        for (long x = bb[KINGS] & own; x != 0; x &= x - 1) attacks |= Attacks.king(Long.numberOfTrailingZeros(x));
        return attacks;
    }

    /** Pieces of the side not to move that give check. */
    public long checkers() {
        return attackersTo(bb, kingSquare(turn), turn ^ 1, occupied());
    }

    /** FIDE 3.9: the king of the side to move is attacked. */
    public boolean isCheck() {
        return checkers() != 0;
    }

    /** FIDE 5.1.1: in check with no legal move; the side that gave check wins. */
    public boolean isCheckmate() {
        return isCheck() && !hasLegalMove();
    }

    /** FIDE 5.2.1: not in check and no legal move; a draw whatever the material. */
    public boolean isStalemate() {
        return !isCheck() && !hasLegalMove();
    }

    public boolean hasLegalMove() {
        return MoveGen.hasAny(this);
    }

    /** Legal moves in the compact encoding of {@link MoveCode}. */
    public int[] legalMoveCodes() {
        int[] buf = new int[MoveGen.MAX_MOVES];
        return Arrays.copyOf(buf, MoveGen.generate(this, buf));
    }

    /**
     * Writes the legal move codes into {@code into} (at least {@link MoveGen#MAX_MOVES} long) and
     * returns how many: for callers that list the moves of many positions in a row without allocating.
     */
    public int legalMoveCodes(int[] into) {
        return MoveGen.generate(this, into);
    }

    /** As {@link #legalMoveCodes(int[])}, only the moves from a square of {@code from} to one of {@code to}. */
    public int legalMoveCodes(int[] into, long from, long to) {
        return MoveGen.generate(this, into, from, to);
    }

    public List<Move> legalMoves() {
        int[] codes = legalMoveCodes();
        List<Move> moves = new ArrayList<>(codes.length);
        for (int c : codes) moves.add(Move.decode(this, c));
        return moves;
    }

    public int legalMoveCount() {
        return MoveGen.count(this);
    }

    public boolean isLegal(int moveCode) {
        for (int c : legalMoveCodes()) if (c == moveCode) return true;
        return false;
    }

    /** Plays a legal move; throws IllegalArgumentException when the move is not legal here. */
    public Position play(Move move) {
        int code = move.code();
        if (!isLegal(code)) throw new IllegalArgumentException("illegal move " + Square.name(move.from()) + Square.name(move.to()) + " in " + Fen.write(this));
        return play(code);
    }

    /**
     * Whether a move taken from {@link #legalMoveCodes()} checks the other king (FIDE 3.9), worked
     * out without making it: the piece landing on its square attacks the king, or a rook, bishop or
     * queen of the mover attacks it through the square the move left (or the en-passant pawn's).
     * Other pieces attack the same squares after the move as before, when the king was not in check.
     */
    public boolean givesCheck(int move) {
        int from = MoveCode.from(move), to = MoveCode.to(move), kind = MoveCode.kind(move);
        if (kind == MoveCode.CASTLE) return play(move).isCheck();
        int us = turn, king = kingSquare(us ^ 1);
        long fromBB = 1L << from, toBB = 1L << to, kingBB = 1L << king;
        long occ = ((bb[WHITE] | bb[BLACK]) ^ fromBB) | toBB;
        if (kind == MoveCode.EN_PASSANT) occ ^= 1L << (us == WHITE ? to - 8 : to + 8);
        int landed = kind >= MoveCode.PROMO_KNIGHT ? kind - MoveCode.PROMO_KNIGHT + KNIGHT : roleAt(from);
        long direct = switch (landed) {
            case PAWN -> Attacks.pawn(us, to);
            case KNIGHT -> Attacks.knight(to);
            case BISHOP -> Attacks.bishop(to, occ);
            case ROOK -> Attacks.rook(to, occ);
            case QUEEN -> Attacks.bishop(to, occ) | Attacks.rook(to, occ);
            default -> 0L;
        };
        if ((direct & kingBB) != 0) return true;
        long others = bb[us] & ~fromBB & ~toBB;
        return (Attacks.rook(king, occ) & (bb[ROOKS] | bb[QUEENS]) & others) != 0
                || (Attacks.bishop(king, occ) & (bb[BISHOPS] | bb[QUEENS]) & others) != 0;
    }

    // ---------------------------------------------------------------- making moves

    /** Plays a move taken from {@link #legalMoveCodes()}; the move is not checked again. */
    public Position play(int move) {
        int from = MoveCode.from(move), to = MoveCode.to(move), kind = MoveCode.kind(move);
        if (kind == MoveCode.CASTLE) return castle(from, to);
        int us = turn, them = turn ^ 1;
        long fromBB = 1L << from, toBB = 1L << to;
        long[] n = bb.clone();
        long k = key ^ Zobrist.BLACK_TO_MOVE;
        int moving = roleAt(from);
        int hm = halfmoves + 1;

        if (kind == MoveCode.EN_PASSANT) {
            int capSq = us == WHITE ? to - 8 : to + 8;
            n[PAWNS] ^= 1L << capSq;
            n[them] ^= 1L << capSq;
            k ^= Zobrist.piece(them, PAWN, capSq);
        } else if ((n[them] & toBB) != 0) {
            int captured = roleAt(to);
            n[PAWNS + captured] ^= toBB;
            n[them] ^= toBB;
            k ^= Zobrist.piece(them, captured, to);
            hm = 0;
        }
        n[PAWNS + moving] ^= fromBB | toBB;
        n[us] ^= fromBB | toBB;
        k ^= Zobrist.piece(us, moving, from) ^ Zobrist.piece(us, moving, to);
        if (moving == PAWN) hm = 0;

        if (kind >= MoveCode.PROMO_KNIGHT) {
            int promo = kind - MoveCode.PROMO_KNIGHT + KNIGHT;
            n[PAWNS] ^= toBB;
            n[PAWNS + promo] |= toBB;
            k ^= Zobrist.piece(us, PAWN, to) ^ Zobrist.piece(us, promo, to);
        }

        int rights = castling & castles.keep[from] & castles.keep[to];
        k ^= castles.keys[castling] ^ castles.keys[rights];
        if (ep >= 0) k ^= Zobrist.enPassantFile(ep & 7);
        int newEp = -1;
        if (kind == MoveCode.DOUBLE_PUSH) {
            int sq = (from + to) >>> 1;
            if (epCapturable(n, them, sq)) {
                newEp = sq;
                k ^= Zobrist.enPassantFile(sq & 7);
            }
        }
        return new Position(n, them, rights, newEp, hm, fullmoves + us, k, castles);
    }

    /**
     * The {@link #zobrist()} key of the position after a move taken from {@link #legalMoveCodes()},
     * worked out without making the move (but a double step, whose en-passant right depends on the
     * position after).
     */
    public long zobristAfter(int move) {
        int from = MoveCode.from(move), to = MoveCode.to(move), kind = MoveCode.kind(move);
        if (kind == MoveCode.DOUBLE_PUSH) return play(move).key;
        int us = turn, them = turn ^ 1;
        long k = key ^ Zobrist.BLACK_TO_MOVE;
        int rights;
        if (kind == MoveCode.CASTLE) {
            int base = us == WHITE ? 0 : 56;
            boolean kingSide = to > from;
            k ^= Zobrist.piece(us, KING, from) ^ Zobrist.piece(us, KING, base + (kingSide ? 6 : 2))
                    ^ Zobrist.piece(us, ROOK, to) ^ Zobrist.piece(us, ROOK, base + (kingSide ? 5 : 3));
            rights = castling & (us == WHITE ? 12 : 3);
        } else {
            int moving = roleAt(from);
            if (kind == MoveCode.EN_PASSANT) {
                k ^= Zobrist.piece(them, PAWN, us == WHITE ? to - 8 : to + 8);
            } else if ((bb[them] & (1L << to)) != 0) {
                k ^= Zobrist.piece(them, roleAt(to), to);
            }
            k ^= Zobrist.piece(us, moving, from);
            k ^= kind >= MoveCode.PROMO_KNIGHT ? Zobrist.piece(us, kind - MoveCode.PROMO_KNIGHT + KNIGHT, to)
                    : Zobrist.piece(us, moving, to);
            rights = castling & castles.keep[from] & castles.keep[to];
        }
        k ^= castles.keys[castling] ^ castles.keys[rights];
        if (ep >= 0) k ^= Zobrist.enPassantFile(ep & 7);
        return k;
    }

    /**
     * Castling, coded as the king's move onto its rook (FIDE Guidelines II.3, Chess960 rules:
     * the king ends on the g- or c-file, the rook beside it on the f- or d-file, either may start
     * or end on the other's square). Pieces are lifted first, then put down, for that overlap.
     */
    private Position castle(int kingFrom, int rookFrom) {
        int us = turn, base = us == WHITE ? 0 : 56;
        boolean kingSide = rookFrom > kingFrom;
        int kingTo = base + (kingSide ? 6 : 2), rookTo = base + (kingSide ? 5 : 3);
        long[] n = bb.clone();
        n[us] &= ~((1L << kingFrom) | (1L << rookFrom));
        n[KINGS] &= ~(1L << kingFrom);
        n[ROOKS] &= ~(1L << rookFrom);
        n[us] |= (1L << kingTo) | (1L << rookTo);
        n[KINGS] |= 1L << kingTo;
        n[ROOKS] |= 1L << rookTo;
        long k = key ^ Zobrist.BLACK_TO_MOVE ^ Zobrist.piece(us, KING, kingFrom) ^ Zobrist.piece(us, KING, kingTo)
                ^ Zobrist.piece(us, ROOK, rookFrom) ^ Zobrist.piece(us, ROOK, rookTo);
        int rights = castling & (us == WHITE ? 12 : 3);
        k ^= castles.keys[castling] ^ castles.keys[rights];
        if (ep >= 0) k ^= Zobrist.enPassantFile(ep & 7);
        return new Position(n, us ^ 1, rights, -1, halfmoves + 1, fullmoves + us, k, castles);
    }

    /**
     * Whether side {@code stm} has a legal en-passant capture onto epSq, whose pawn just made a
     * double step. Simulated in full, so the horizontal pin through both pawns is seen.
     */
    static boolean epCapturable(long[] bb, int stm, int epSq) {
        long ours = bb[stm], theirs = bb[stm ^ 1];
        long capturers = Attacks.pawn(stm ^ 1, epSq) & bb[PAWNS] & ours;
        if (capturers == 0) return false;
        int capSq = stm == WHITE ? epSq - 8 : epSq + 8;
        long capBB = 1L << capSq;
        if ((bb[PAWNS] & theirs & capBB) == 0 || ((ours | theirs) & (1L << epSq)) != 0) return false;
        long kings = bb[KINGS] & ours;
        if (kings == 0) return false;
        int king = Long.numberOfTrailingZeros(kings);
        while (capturers != 0) {
            int from = Long.numberOfTrailingZeros(capturers);
            capturers &= capturers - 1;
            if (epLegal(bb, stm, from, epSq, king)) return true;
        }
        return false;
    }

    static boolean epLegal(long[] bb, int stm, int from, int epSq, int king) {
        int capSq = stm == WHITE ? epSq - 8 : epSq + 8;
        long occ = ((bb[WHITE] | bb[BLACK]) ^ (1L << from) ^ (1L << capSq)) | (1L << epSq);
        long attackers = bb[stm ^ 1] & ~(1L << capSq) & ((Attacks.rook(king, occ) & (bb[ROOKS] | bb[QUEENS]))
                | (Attacks.bishop(king, occ) & (bb[BISHOPS] | bb[QUEENS]))
                | (Attacks.knight(king) & bb[KNIGHTS])
                | (Attacks.pawn(stm, king) & bb[PAWNS])
                | (Attacks.king(king) & bb[KINGS]));
        return attackers == 0;
    }

    static long computeKey(long[] bb, int turn, int castling, int ep, Castling castles) {
        long k = 0;
        for (int color = 0; color < 2; color++)
            for (int role = PAWN; role <= KING; role++) {
                long b = bb[color] & bb[PAWNS + role];
                while (b != 0) {
                    k ^= Zobrist.piece(color, role, Long.numberOfTrailingZeros(b));
                    b &= b - 1;
                }
            }
        if (turn == BLACK) k ^= Zobrist.BLACK_TO_MOVE;
        k ^= castles.keys[castling];
        if (ep >= 0) k ^= Zobrist.enPassantFile(ep & 7);
        return k;
    }

    /** The key recomputed from scratch; equal to {@link #zobrist()} (checked by the tests). */
    public long recomputeZobrist() {
        return computeKey(bb, turn, castling, ep, castles);
    }

    // ---------------------------------------------------------------- identity

    /**
     * FIDE 9.2.3 identity: same side to move, same pieces on the same squares, same castling
     * rights (in Chess960, with the same rooks) and same (legal) en-passant possibility. Clocks are
     * ignored.
     */
    public boolean sameAs(Position o) {
        return turn == o.turn && castling == o.castling && ep == o.ep && Arrays.equals(bb, o.bb)
                && castles.sameRooks(o.castles, castling);
    }

    /** Full value equality, clocks included. */
    @Override
    public boolean equals(Object o) {
        return o instanceof Position p && sameAs(p) && halfmoves == p.halfmoves && fullmoves == p.fullmoves;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(key) * 31 + halfmoves * 17 + fullmoves;
    }

    @Override
    public String toString() {
        return Fen.write(this);
    }
}
