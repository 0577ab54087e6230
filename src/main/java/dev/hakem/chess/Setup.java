package dev.hakem.chess;

import dev.hakem.chess.board.Board;
import dev.hakem.chess.board.CastlingRights;
import dev.hakem.chess.board.Color;

/**
 * What a FEN says, unchecked: it may describe an impossible position. {@link Position#of(Setup)}
 * turns it into a legal position or reports every reason it cannot.
 *
 * @param castling bit set of {@link CastlingRights}
 * @param epSquare the en-passant target square as written, or -1
 */
public record Setup(Board board, Color turn, int castling, int epSquare, int halfmoveClock, int fullmoveNumber) {

    public static final Setup STANDARD = new Setup(Board.STANDARD, Color.WHITE, CastlingRights.ALL, -1, 0, 1);
}
