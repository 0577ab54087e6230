package dev.hakem.chess;

import dev.hakem.chess.board.Role;

/**
 * A move as code reads it: a closed set of kinds. Each kind knows its compact {@link MoveCode}.
 * Castling is the king's move with its rook (FIDE 3.8.2; in Chess960, Guidelines II.3).
 */
public sealed interface Move permits Move.Normal, Move.Castle, Move.EnPassant, Move.Promotion {

    int from();

    int to();

    Role role();

    /** The captured role, or null. En passant captures a pawn. */
    Role capture();

    int code();

    /** A move of any piece that is not castling, en passant or promotion (pawn double steps included). */
    record Normal(Role role, int from, int to, Role capture) implements Move {
        @Override
        public int code() {
            boolean doubleStep = role == Role.PAWN && Math.abs(to - from) == 16;
            return MoveCode.of(from, to, doubleStep ? MoveCode.DOUBLE_PUSH : MoveCode.NORMAL);
        }
    }

    /**
     * Castling; {@code to} is the king's destination (the g- or c-file), {@code rook} the rook's
     * home square. In Chess960 the king may stay where it is ({@code to == from}) or land on the
     * rook's square.
     */
    record Castle(int from, int to, int rook) implements Move {
        @Override
        public Role role() {
            return Role.KING;
        }

        @Override
        public Role capture() {
            return null;
        }

        public boolean kingSide() {
            return rook > from;
        }

        public int rookTo() {
            return kingSide() ? to - 1 : to + 1;
        }

        @Override
        public int code() {
            return MoveCode.of(from, rook, MoveCode.CASTLE);
        }
    }

    record EnPassant(int from, int to) implements Move {
        @Override
        public Role role() {
            return Role.PAWN;
        }

        @Override
        public Role capture() {
            return Role.PAWN;
        }

        @Override
        public int code() {
            return MoveCode.of(from, to, MoveCode.EN_PASSANT);
        }
    }

    record Promotion(int from, int to, Role promotion, Role capture) implements Move {
        @Override
        public Role role() {
            return Role.PAWN;
        }

        @Override
        public int code() {
            return MoveCode.of(from, to, MoveCode.promotionKind(promotion));
        }
    }

    /** The move a code denotes in a position (the code must come from that position). */
    static Move decode(Position p, int code) {
        int from = MoveCode.from(code), to = MoveCode.to(code);
        switch (MoveCode.kind(code)) {
            case MoveCode.CASTLE:
                return new Castle(from, (from & 56) + (to > from ? 6 : 2), to);
            case MoveCode.EN_PASSANT:
                return new EnPassant(from, to);
            case MoveCode.NORMAL:
            case MoveCode.DOUBLE_PUSH: {
                int captured = p.roleAt(to);
                return new Normal(Role.VALUES[p.roleAt(from)], from, to, captured < 0 ? null : Role.VALUES[captured]);
            }
            default: {
                int captured = p.roleAt(to);
                return new Promotion(from, to, MoveCode.promotion(code), captured < 0 ? null : Role.VALUES[captured]);
            }
        }
    }
}
