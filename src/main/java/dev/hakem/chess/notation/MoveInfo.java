package dev.hakem.chess.notation;

import dev.hakem.chess.Move;
import dev.hakem.chess.Position;

import java.util.ArrayList;
import java.util.List;

/** A legal move with everything a report says about it, computed once per position. */
public record MoveInfo(Move move, String uci, String san, Position after, boolean check, boolean checkmate) {

    /** Every legal move of p, in generation order, with SAN computed from one move list. */
    public static List<MoveInfo> all(Position p) {
        int[] codes = p.legalMoveCodes();
        List<MoveInfo> out = new ArrayList<>(codes.length);
        for (int code : codes) out.add(of(p, code, codes));
        return out;
    }

    public static MoveInfo of(Position p, Move move) {
        return of(p, move.code(), p.legalMoveCodes());
    }

    static MoveInfo of(Position p, int code, int[] legal) {
        Position after = p.play(code);
        boolean check = after.isCheck();
        boolean mate = check && !after.hasLegalMove();
        String san = San.withoutSuffix(p, code, legal) + (mate ? "#" : check ? "+" : "");
        return new MoveInfo(Move.decode(p, code), Uci.of(p, code), san, after, check, mate);
    }
}
