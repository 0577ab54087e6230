package dev.hakem.chess.notation;

import dev.hakem.chess.Move;
import dev.hakem.chess.MoveCode;
import dev.hakem.chess.Position;
import dev.hakem.chess.Variant;
import dev.hakem.chess.board.Role;

import java.util.ArrayList;
import java.util.List;

/**
 * A legal move with everything a report says about it, computed once per position. What a report
 * of the legal moves needs for each of them (the pieces moved and taken, how its SAN is
 * disambiguated, its check and mate marks) is worked out at once, without making the moves that do
 * not check; its record, UCI, SAN and the position after it are made only when asked for, because
 * a report writes most moves from those facts alone, as it wrote another move with the same ones
 * before. A move read from UCI in a game leaves its mate mark until asked, or until the next move
 * read settles it.
 */
public final class MoveInfo {
    /** Null for a move its caller built whole. */
    private final Position before;
    private final int code;
    private final boolean check;
    /** 1 mate, 0 not, -1 not worked out yet (a checking move read from UCI, until asked). */
    private byte mate;
    /**
     * Of a move listed by {@link #all}: the roles of the moving and the taken piece (null for none);
     * else null, and read from the move when asked.
     */
    private final Role role, taken;
    /** Of a move listed by {@link #all}: how its SAN is disambiguated; else -1. */
    private final byte by;
    private Move move;
    private String uci;
    private String san;
    private Position after;

    public MoveInfo(Move move, String uci, String san, Position after, boolean check, boolean checkmate) {
        this(null, move.code(), check, checkmate, null, null, -1, after);
        this.move = move;
        this.uci = uci;
        this.san = san;
    }

    private MoveInfo(Position before, int code, boolean check, boolean checkmate, Role role, Role taken, int by,
                     Position after) {
        this.before = before;
        this.code = code;
        this.check = check;
        this.mate = (byte) (checkmate ? 1 : 0);
        this.role = role;
        this.taken = taken;
        this.by = (byte) by;
        this.after = after;
    }

    /**
     * A move read from its UCI, with the position after it already made: whether a check is mate is
     * worked out on the first call of {@link #checkmate()} (in a game read move by move, the next
     * move read usually settles it first), its SAN on the first call of {@link #san()}.
     */
    static MoveInfo fromUci(Position before, int code, String uci, Position after, boolean check) {
        MoveInfo info = new MoveInfo(before, code, check, false, null, null, -1, after);
        if (check) info.mate = -1;
        info.uci = uci;
        return info;
    }

    /** A move read from its canonical SAN, with the position after it already made: its record and UCI are made when asked for. */
    static MoveInfo fromSan(Position before, int code, String san, Position after, boolean check, boolean checkmate) {
        MoveInfo info = new MoveInfo(before, code, check, checkmate, null, null, -1, after);
        info.san = san;
        return info;
    }

    /** Every legal move of p, in generation order, disambiguated from one move list. */
    public static List<MoveInfo> all(Position p) {
        int[] codes = p.legalMoveCodes();
        long[] reachers = CanonicalSan.reachers(codes);
        List<MoveInfo> out = new ArrayList<>(codes.length);
        for (int code : codes) {
            int to = MoveCode.to(code), kind = MoveCode.kind(code), role = p.roleAt(MoveCode.from(code));
            int captured = kind == MoveCode.EN_PASSANT ? Position.PAWN : kind == MoveCode.CASTLE ? -1 : p.roleAt(to);
            boolean check = p.givesCheck(code);
            Position after = check ? p.play(code) : null;
            boolean mate = check && !after.hasLegalMove();
            int by = CanonicalSan.disambiguationOf(p, code, role, reachers[to]);
            out.add(new MoveInfo(p, code, check, mate, Role.VALUES[role], captured < 0 ? null : Role.VALUES[captured], by, after));
        }
        return out;
    }

    public static MoveInfo of(Position p, Move move) {
        return of(p, move.code(), p.legalMoveCodes());
    }

    /** The legal move {@code code} of p, written out against p's legal moves {@code legal} (as listed by {@link Position#legalMoveCodes()}). */
    public static MoveInfo of(Position p, int code, int[] legal) {
        String body = San.withoutSuffix(p, code, legal);
        boolean check = p.givesCheck(code);
        Position after = check ? p.play(code) : null;
        boolean mate = check && !after.hasLegalMove();
        MoveInfo info = new MoveInfo(p, code, check, mate, null, null, -1, after);
        info.san = check ? body + (mate ? "#" : "+") : body;
        return info;
    }

    /** The move's code ({@link MoveCode}). */
    public int code() {
        return code;
    }

    /** The move (made into its record on the first call; a race between threads makes it twice, alike). */
    public Move move() {
        Move m = move;
        if (m == null) move = m = Move.decode(before, code);
        return m;
    }

    public String uci() {
        String u = uci;
        if (u == null) uci = u = Uci.of(before, code);
        return u;
    }

    /** The canonical SAN (written on the first call, alike whichever thread writes it). */
    public String san() {
        String s = san;
        if (s == null) {
            if (by >= 0) {
                String body = CanonicalSan.write(before, code, by);
                s = check ? body + (mate == 1 ? "#" : "+") : body;
            } else {
                s = MoveReader.sanOfUci(before, code, check, checkmate());
            }
            san = s;
        }
        return s;
    }

    /** The position after the move (made on the first call; a race between threads makes it twice, alike). */
    public Position after() {
        Position a = after;
        if (a == null) after = a = before.play(code);
        return a;
    }

    public boolean check() {
        return check;
    }

    /** Whether the move mates (FIDE 5.1.1): worked out once, alike whichever thread asks first. */
    public boolean checkmate() {
        byte m = mate;
        if (m < 0) mate = m = (byte) (after().hasLegalMove() ? 0 : 1);
        return m == 1;
    }

    /** Told by a reader that found a legal move after this one: it does not mate. */
    void notMate() {
        mate = 0;
    }

    /** Whether the move is known to mate, known not to, or not worked out yet: 1, 0 or -1. */
    int mateKnown() {
        return mate;
    }

    /** Whether the move is a capture or a pawn move: it sets the 50-move count to zero (FIDE 9.3). */
    public boolean zeroesClock() {
        if (before == null) return move.capture() != null || move.role() == Role.PAWN;
        return zeroesClock(before, code);
    }

    /** Whether the legal move {@code code} of p is a capture or a pawn move (FIDE 9.3). */
    public static boolean zeroesClock(Position p, int code) {
        if (MoveCode.kind(code) == MoveCode.CASTLE) return false;
        return p.roleAt(MoveCode.from(code)) == Position.PAWN || p.roleAt(MoveCode.to(code)) >= 0;
    }

    /** The moving piece's role. */
    public Role role() {
        return by >= 0 ? role : move().role();
    }

    /** The taken piece's role (a pawn's for en passant), or null. */
    public Role capture() {
        return by >= 0 ? taken : move().capture();
    }

    /**
     * How the move's SAN names the square the piece leaves, to tell it from others of its kind that
     * can go to the same square (FIDE Appendix C.10): 0 not at all, 1 by its file, 2 by its rank, 3
     * by both; -1 when not worked out (a move not listed by {@link #all}: its {@link #san()} shows it).
     */
    public int disambiguation() {
        return by;
    }

    /** The game the move is played in: standard chess or Chess960 (whose castling UCI writes otherwise). */
    public Variant variant() {
        return (before != null ? before : after).variant();
    }

    @Override
    public String toString() {
        return "MoveInfo[" + uci() + " " + san() + "]";
    }
}
