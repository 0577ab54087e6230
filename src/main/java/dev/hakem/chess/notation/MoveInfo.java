package dev.hakem.chess.notation;

import dev.hakem.chess.Move;
import dev.hakem.chess.MoveCode;
import dev.hakem.chess.Position;

import java.util.ArrayList;
import java.util.List;

/**
 * A legal move with everything a report says about it, computed once per position. The position
 * after the move is made only when asked for: a report of the legal moves needs their check and
 * mate marks, which are worked out without making the moves that do not check.
 */
public final class MoveInfo {
    private final Move move;
    private final String uci;
    /** Null until asked for when the move was read from UCI: a replayed history's SAN is seldom read. */
    private String san;
    private final boolean check;
    private final boolean checkmate;
    private final Position before;
    private final int code;
    private Position after;

    public MoveInfo(Move move, String uci, String san, Position after, boolean check, boolean checkmate) {
        this(move, uci, san, after, check, checkmate, null, 0);
    }

    private MoveInfo(Move move, String uci, String san, Position after, boolean check, boolean checkmate,
                     Position before, int code) {
        this.move = move;
        this.uci = uci;
        this.san = san;
        this.after = after;
        this.check = check;
        this.checkmate = checkmate;
        this.before = before;
        this.code = code;
    }

    /**
     * A move read from its UCI, with the position after it already made: its SAN is written on the
     * first call of {@link #san()}, with the check mark the flags say.
     */
    static MoveInfo fromUci(Position before, int code, String uci, Position after, boolean check, boolean checkmate) {
        return new MoveInfo(Move.decode(before, code), uci, null, after, check, checkmate, before, code);
    }

    /** Every legal move of p, in generation order, with SAN computed from one move list. */
    public static List<MoveInfo> all(Position p) {
        int[] codes = p.legalMoveCodes();
        long[] reachers = CanonicalSan.reachers(codes);
        List<MoveInfo> out = new ArrayList<>(codes.length);
        for (int code : codes) out.add(of(p, code, CanonicalSan.write(p, code, reachers[MoveCode.to(code)])));
        return out;
    }

    public static MoveInfo of(Position p, Move move) {
        return of(p, move.code(), p.legalMoveCodes());
    }

    static MoveInfo of(Position p, int code, int[] legal) {
        return of(p, code, San.withoutSuffix(p, code, legal));
    }

    /** The move with its SAN written without the check mark. */
    private static MoveInfo of(Position p, int code, String body) {
        boolean check = p.givesCheck(code);
        Position after = check ? p.play(code) : null;
        boolean mate = check && !after.hasLegalMove();
        String san = check ? body + (mate ? "#" : "+") : body;
        return new MoveInfo(Move.decode(p, code), Uci.of(p, code), san, after, check, mate, p, code);
    }

    public Move move() {
        return move;
    }

    public String uci() {
        return uci;
    }

    /** The canonical SAN (written on the first call for a move read from UCI; a race between threads writes it twice, alike). */
    public String san() {
        String s = san;
        if (s == null) {
            s = MoveReader.sanOfUci(before, code, check, checkmate);
            san = s;
        }
        return s;
    }

    /** The position after the move (made on the first call; a race between threads makes it twice, alike). */
    public Position after() {
        Position a = after;
        if (a == null) {
            a = before.play(code);
            after = a;
        }
        return a;
    }

    public boolean check() {
        return check;
    }

    public boolean checkmate() {
        return checkmate;
    }

    @Override
    public String toString() {
        return "MoveInfo[" + uci + " " + san() + "]";
    }
}
