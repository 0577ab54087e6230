package dev.hakem.verdict;

import dev.hakem.chess.board.Bitboards;
import dev.hakem.chess.board.Board;
import dev.hakem.chess.board.Color;
import dev.hakem.chess.Position;
import dev.hakem.chess.board.Role;

/** Material rules that need only the pieces on the board. */
public final class Material {
    private Material() {}

    /**
     * The static "insufficient material" list: K v K; K+N v K; kings with any number of bishops
     * (either side may have none) all standing on squares of one colour. Every position on it is
     * dead (FIDE 5.2.2); the online rules end the game on it. K+N v K+N, K+B v K+N, K+N+N v K and
     * bishops on both colours are not on it: a mate can still arise.
     */
    public static boolean insufficient(Position p) {
        Board b = p.board();
        if ((b.pawns() | b.rooks() | b.queens()) != 0) return false;
        long knights = b.knights(), bishops = b.bishops();
        if (knights != 0) return Long.bitCount(knights) == 1 && bishops == 0;
        return (bishops & Bitboards.LIGHT_SQUARES) == 0 || (bishops & Bitboards.DARK_SQUARES) == 0;
    }

    /** A bare king: the side has nothing but its king. */
    public static boolean bareKing(Position p, Color side) {
        Board b = p.board();
        return b.byColor(side) == b.pieces(side, Role.KING);
    }

    /**
     * The online flag-fall rule: the side cannot win on time with a bare king, a king and one
     * knight, or a king and bishops all on squares of one colour (whatever the other side has).
     */
    public static boolean staticallyCannotMate(Position p, Color side) {
        Board b = p.board();
        long own = b.byColor(side);
        if ((own & (b.pawns() | b.rooks() | b.queens())) != 0) return false;
        long knights = own & b.knights(), bishops = own & b.bishops();
        if (knights != 0) return Long.bitCount(knights) == 1 && bishops == 0;
        return (bishops & Bitboards.LIGHT_SQUARES) == 0 || (bishops & Bitboards.DARK_SQUARES) == 0;
    }
}
