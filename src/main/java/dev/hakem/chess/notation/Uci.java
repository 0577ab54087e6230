package dev.hakem.chess.notation;

import dev.hakem.chess.Move;
import dev.hakem.chess.MoveCode;
import dev.hakem.chess.Position;
import dev.hakem.chess.Variant;
import dev.hakem.chess.board.Color;
import dev.hakem.chess.board.Piece;
import dev.hakem.chess.board.Role;
import dev.hakem.chess.board.Square;

/**
 * UCI long algebraic notation: "e2e4", "e7e8q". In standard chess castling is written as the
 * king's two-square move ("e1g1"); on input the king moved onto its own rook ("e1h1") is accepted
 * too, as boards that let a king be dropped on its rook send it. In Chess960 castling is written
 * as the king taking its own rook ("e1h1", "b1a1"), as engines with UCI_Chess960 write it, because
 * the king's destination alone can be its start or an ordinary king step; on input the king's
 * destination ("e1g1") is read too when no other move goes there.
 */
public final class Uci {
    private Uci() {}

    /** The move in standard chess's form (castling as the king's destination). */
    public static String of(Move move) {
        String s = Square.name(move.from()) + Square.name(move.to());
        return move instanceof Move.Promotion pr ? s + pr.promotion().letter() : s;
    }

    /** The legal move {@code code} of p (see {@link MoveCode#uci}). */
    public static String of(Position p, int code) {
        return MoveCode.uci(code, p.variant());
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
        int[] legal = p.legalMoveCodes();
        Piece piece = p.pieceAt(from);
        boolean ownKing = piece != null && piece.role() == Role.KING && piece.color() == p.turn();
        if (p.variant() == Variant.STANDARD) {
            int home = p.turn() == Color.WHITE ? Square.E1 : Square.E8;
            if (ownKing && from == home && (to == home - 4 || to == home + 3) && ownRook(p, to)) {
                // King onto its own rook: castling with that rook.
                for (int code : legal)
                    if (MoveCode.kind(code) == MoveCode.CASTLE && MoveCode.to(code) == to) return Move.decode(p, code);
                throw MoveDiagnosis.castlingRefused(p, text, to > from);
            }
        }
        for (int code : legal) {
            if (MoveCode.from(code) == from && destination(p, code) == to && MoveCode.promotion(code) == promo)
                return Move.decode(p, code);
        }
        if (p.variant() == Variant.CHESS960 && ownKing && promo == null) {
            int backRank = p.turn() == Color.WHITE ? 0 : 7;
            if (ownRook(p, to) && Square.rank(to) == backRank && Square.rank(from) == backRank)
                throw MoveDiagnosis.castlingRefused(p, text, to > from);
            // The king's destination, as standard chess writes castling: read when no ordinary move goes there.
            for (int code : legal)
                if (MoveCode.kind(code) == MoveCode.CASTLE && MoveCode.from(code) == from && to != from
                        && ((Move.Castle) Move.decode(p, code)).to() == to) return Move.decode(p, code);
        }
        throw MoveDiagnosis.explain(p, text, from, to, promo);
    }

    /**
     * The square UCI writes as a move's destination: for castling the king's destination in
     * standard chess, the rook's square in Chess960.
     */
    static int destination(Position p, int code) {
        return MoveCode.uciTo(code, p.variant());
    }

    private static boolean ownRook(Position p, int sq) {
        Piece onTo = p.pieceAt(sq);
        return onTo != null && onTo.color() == p.turn() && onTo.role() == Role.ROOK;
    }
}
