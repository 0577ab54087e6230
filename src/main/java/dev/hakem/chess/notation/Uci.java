package dev.hakem.chess.notation;

import dev.hakem.chess.Move;
import dev.hakem.chess.MoveCode;
import dev.hakem.chess.Position;
import dev.hakem.chess.board.Color;
import dev.hakem.chess.board.Piece;
import dev.hakem.chess.board.Role;
import dev.hakem.chess.board.Square;

/**
 * UCI long algebraic notation: "e2e4", "e7e8q". Castling is written as the king's two-square
 * move ("e1g1"); on input the king moved onto its own rook ("e1h1") is accepted too, as boards
 * that let a king be dropped on its rook send it.
 */
public final class Uci {
    private Uci() {}

    public static String of(Move move) {
        String s = Square.name(move.from()) + Square.name(move.to());
        return move instanceof Move.Promotion pr ? s + pr.promotion().letter() : s;
    }

    public static String of(Position p, int code) {
        String s = Square.name(MoveCode.from(code)) + Square.name(MoveCode.to(code));
        Role promo = MoveCode.promotion(code);
        return promo == null ? s : s + promo.letter();
    }

    /** The legal move the text denotes, or a {@link MoveError} saying why there is none. */
    public static Move parse(Position p, String text) throws MoveError {
        if (text == null || text.length() < 4 || text.length() > 5)
            throw MoveError.syntax(text, "uci");
        int from = Square.parse(text.substring(0, 2)), to = Square.parse(text.substring(2, 4));
        if (from < 0 || to < 0)
            throw MoveError.syntax(text, "uci");
        Role promo = null;
        if (text.length() == 5) {
            promo = Role.fromLetter(text.charAt(4));
            if (promo == null || promo == Role.PAWN || promo == Role.KING || Character.isUpperCase(text.charAt(4)))
                throw MoveError.syntax(text, "uci_promotion");
        }
        Piece piece = p.pieceAt(from);
        int home = p.turn() == Color.WHITE ? Square.E1 : Square.E8;
        if (piece != null && piece.role() == Role.KING && piece.color() == p.turn() && from == home
                && (to == home - 4 || to == home + 3)) {
            Piece onTo = p.pieceAt(to);
            if (onTo != null && onTo.color() == p.turn() && onTo.role() == Role.ROOK) {
                // King onto its own rook: castling with that rook.
                int kingTo = to > from ? from + 2 : from - 2;
                for (int code : p.legalMoveCodes())
                    if (MoveCode.kind(code) == MoveCode.CASTLE && MoveCode.to(code) == kingTo) return Move.decode(p, code);
                throw MoveDiagnosis.castlingRefused(p, text, to > from);
            }
        }
        for (int code : p.legalMoveCodes()) {
            if (MoveCode.from(code) == from && MoveCode.to(code) == to && MoveCode.promotion(code) == promo)
                return Move.decode(p, code);
        }
        throw MoveDiagnosis.explain(p, text, from, to, promo);
    }
}
