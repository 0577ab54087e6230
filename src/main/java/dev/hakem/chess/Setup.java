package dev.hakem.chess;

import dev.hakem.chess.board.Board;
import dev.hakem.chess.board.CastlingRights;
import dev.hakem.chess.board.Color;

/**
 * What a FEN says ({@link Fen#parse}), unchecked: it may describe an impossible position.
 * {@link Position#of(Setup)} turns it into a legal position or reports every reason it cannot.
 *
 * @param castling  bit set of {@link CastlingRights}
 * @param epSquare  the en-passant target square as written, or -1
 * @param variant   the game played; it decides where castling rooks may stand
 * @param rookFiles Chess960: the file (0-7) of each right's rook, four bits per right in the order
 *                  of the right bits (white king side in the lowest four bits); standard chess
 *                  ignores it (its rooks are on the a- and h-files)
 */
public record Setup(Board board, Color turn, int castling, int epSquare, int halfmoveClock, int fullmoveNumber,
                    Variant variant, int rookFiles) {

    public static final Setup STANDARD = new Setup(Board.STANDARD, Color.WHITE, CastlingRights.ALL, -1, 0, 1);

    /** A setup of standard chess. */
    public Setup(Board board, Color turn, int castling, int epSquare, int halfmoveClock, int fullmoveNumber) {
        this(board, turn, castling, epSquare, halfmoveClock, fullmoveNumber, Variant.STANDARD, Castling.STANDARD_FILES);
    }

    /** Packs rook files given per right (white king side, white queen side, black king side, black queen side). */
    public static int rookFiles(int whiteKingSide, int whiteQueenSide, int blackKingSide, int blackQueenSide) {
        return (whiteKingSide & 7) | (whiteQueenSide & 7) << 4 | (blackKingSide & 7) << 8 | (blackQueenSide & 7) << 12;
    }
}
