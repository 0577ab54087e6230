package dev.hakem.chess.notation;

import dev.hakem.chess.MoveCode;
import dev.hakem.chess.Position;
import dev.hakem.chess.Variant;
import dev.hakem.chess.board.Attacks;
import dev.hakem.chess.board.CastlingRights;
import dev.hakem.chess.board.Color;
import dev.hakem.chess.board.Piece;
import dev.hakem.chess.board.Role;
import dev.hakem.chess.board.Square;
import dev.hakem.chess.text.Phrase;

import java.util.ArrayList;
import java.util.List;

/** Explains, in the words of the rules, why a described move is not legal. */
public final class MoveDiagnosis {
    private MoveDiagnosis() {}

    /** A move from one square to another (with optional promotion) that is not among the legal moves. */
    static MoveError explain(Position p, String input, int from, int to, Role promo) {
        Piece piece = p.pieceAt(from);
        String fromName = Square.name(from), toName = Square.name(to);
        if (!p.hasLegalMove())
            return new MoveError(input, MoveError.Reason.NO_LEGAL_MOVES, p.isCheck()
                    ? Phrase.of("move.no_legal_moves.checkmated", p.turn())
                    : Phrase.of("move.no_legal_moves.stalemated", p.turn()), List.of());
        if (piece == null)
            return new MoveError(input, MoveError.Reason.NO_PIECE, Phrase.of("move.no_piece.on_square", fromName), List.of());
        if (piece.color() != p.turn())
            return new MoveError(input, MoveError.Reason.NOT_YOUR_PIECE,
                    Phrase.of("move.not_your_piece", piece.role(), fromName, piece.color(), p.turn()), List.of());
        List<String> fromHere = new ArrayList<>();
        for (int code : p.legalMoveCodes()) if (MoveCode.from(code) == from) fromHere.add(San.of(p, code));
        Piece onTo = p.pieceAt(to);
        if (onTo != null && onTo.color() == p.turn())
            return new MoveError(input, MoveError.Reason.OWN_PIECE_ON_TARGET,
                    Phrase.of("move.own_piece_on_target", toName, onTo.role()), fromHere);
        if (piece.role() == Role.KING && Math.abs(to - from) == 2 && Square.rank(from) == Square.rank(to)
                && (from == Square.E1 || from == Square.E8) && p.variant() == Variant.STANDARD)
            return castlingRefused(p, input, to > from);
        if (piece.role() == Role.KING && Math.abs(to - from) >= 2 && Square.rank(from) == Square.rank(to)
                && (Square.file(to) == 2 || Square.file(to) == 6) && Square.rank(from) == backRank(p.turn())
                && p.variant() == Variant.CHESS960)
            return castlingRefused(p, input, to > from);
        boolean lastRank = Square.rank(to) == (p.turn() == Color.WHITE ? 7 : 0);
        if (piece.role() == Role.PAWN && lastRank && promo == null && reaches(p, piece, from, to))
            return new MoveError(input, MoveError.Reason.PROMOTION_REQUIRED,
                    Phrase.of("move.promotion_required.uci", toName), fromHere);
        if (promo != null && (piece.role() != Role.PAWN || !lastRank))
            return new MoveError(input, MoveError.Reason.PROMOTION_NOT_ALLOWED,
                    Phrase.of("move.promotion_not_allowed"), fromHere);
        if (!reaches(p, piece, from, to)) {
            if (piece.role() != Role.KNIGHT && piece.role() != Role.PAWN && piece.role() != Role.KING
                    && (Attacks.of(piece.role(), piece.color(), from, 0) & (1L << to)) != 0)
                return new MoveError(input, MoveError.Reason.PATH_BLOCKED,
                        Phrase.of("move.blocked", piece.role(), fromName, toName), fromHere);
            return new MoveError(input, MoveError.Reason.UNREACHABLE,
                    Phrase.of("move.unreachable.from_square", piece.role(), fromName, toName), fromHere);
        }
        if (piece.role() == Role.KING)
            return new MoveError(input, MoveError.Reason.KING_INTO_CHECK,
                    Phrase.of("move.leaves_king_in_check.into_check", toName), fromHere);
        if (p.isCheck())
            return new MoveError(input, MoveError.Reason.KING_IN_CHECK,
                    Phrase.of("move.leaves_king_in_check.not_ended", fromName, toName), fromHere);
        return new MoveError(input, MoveError.Reason.PINNED,
                Phrase.of("move.leaves_king_in_check.pinned", piece.role(), fromName, toName), fromHere);
    }

    /** Whether the piece's way of moving takes it from one square to the other, ignoring king safety. */
    static boolean reaches(Position p, Piece piece, int from, int to) {
        long occ = p.occupied();
        long own = p.byColor(piece.color());
        if ((own & (1L << to)) != 0) return false;
        if (piece.role() != Role.PAWN) return (Attacks.of(piece.role(), piece.color(), from, occ) & (1L << to)) != 0;
        int forward = piece.color() == Color.WHITE ? 8 : -8;
        boolean empty = (occ & (1L << to)) == 0;
        if (to == from + forward && empty) return true;
        int startRank = piece.color() == Color.WHITE ? 1 : 6;
        if (to == from + 2 * forward && empty && Square.rank(from) == startRank && (occ & (1L << (from + forward))) == 0)
            return true;
        if ((Attacks.pawn(piece.color(), from) & (1L << to)) != 0) {
            return !empty || p.epSquare() == to;
        }
        return false;
    }

    private static int backRank(Color c) {
        return c == Color.WHITE ? 0 : 7;
    }

    /** Why castling to the given side is not legal now (FIDE 3.8.2; Chess960: Guidelines II.3). */
    static MoveError castlingRefused(Position p, String input, boolean kingSide) {
        Color us = p.turn();
        int right = kingSide ? CastlingRights.kingSide(us) : CastlingRights.queenSide(us);
        String name = kingSide ? "O-O" : "O-O-O";
        if ((p.castlingRights() & right) == 0)
            return new MoveError(input, MoveError.Reason.CASTLING_RIGHTS, Phrase.of("move.castling_rights_lost.moved", name), List.of());
        int ksq = p.kingSquare(us), rookSq = p.castlingRook(right);
        int base = Square.of(0, backRank(us)), kingTo = base + (kingSide ? 6 : 2), rookTo = base + (kingSide ? 5 : 3);
        long path = Attacks.between(ksq, kingTo) | (1L << kingTo) | Attacks.between(rookSq, rookTo) | (1L << rookTo);
        if ((path & p.occupied() & ~((1L << ksq) | (1L << rookSq))) != 0)
            return new MoveError(input, MoveError.Reason.CASTLING_BLOCKED, Phrase.of("move.castling_blocked", name), List.of());
        if (p.isCheck())
            return new MoveError(input, MoveError.Reason.CASTLING_IN_CHECK, Phrase.of("move.castling_in_check", name), List.of());
        // From the king outward; a king that stays (Chess960) is looked at where it stands, its rook lifted.
        long occNoRook = p.occupied() & ~(1L << rookSq);
        int step = kingTo > ksq ? 1 : -1;
        for (int sq = kingTo == ksq ? ksq : ksq + step; ; sq += step) {
            if (p.isAttacked(sq, us.other(), occNoRook))
                return new MoveError(input, MoveError.Reason.CASTLING_THROUGH_ATTACK,
                        Phrase.of("move.castling_through_check", name, Square.name(sq)), List.of());
            if (sq == kingTo) break;
        }
        return new MoveError(input, MoveError.Reason.CASTLING_RIGHTS, Phrase.of("move.castling_rights_lost.here", name), List.of());
    }
}
