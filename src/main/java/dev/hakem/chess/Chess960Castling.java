package dev.hakem.chess;

import dev.hakem.chess.board.Square;
import dev.hakem.chess.text.Phrase;

import java.util.List;

import static dev.hakem.chess.Position.BLACK;
import static dev.hakem.chess.Position.KINGS;
import static dev.hakem.chess.Position.ROOKS;
import static dev.hakem.chess.Position.WHITE;

/**
 * What makes Chess960 castling rights impossible (FIDE Guidelines II, Chess960 rules: the king
 * starts between its two rooks on the first rank, and a right lasts while neither the king nor
 * that rook has moved).
 */
final class Chess960Castling {
    private Chess960Castling() {}

    private static final String[] LETTERS = {"K", "Q", "k", "q"};

    /** Adds an error for every right that cannot be: the king off its first rank or not between its rooks, the rook not there. */
    static void check(long[] bb, int castling, int files, List<FenProblem> out) {
        for (int color = WHITE; color <= BLACK; color++) {
            int rights = castling & (color == WHITE ? 3 : 12);
            long kings = bb[KINGS] & bb[color];
            if (rights == 0 || Long.bitCount(kings) != 1) continue; // king_count says it
            int king = Long.numberOfTrailingZeros(kings);
            int rank = color == WHITE ? 0 : 7;
            int first = Integer.numberOfTrailingZeros(rights);
            if (Square.rank(king) != rank) {
                out.add(FenProblem.error("castling_without_king", Fen.CASTLING,
                        Phrase.of("fen.castling_without_king.chess960", LETTERS[first], rank + 1)));
                continue;
            }
            int kingFile = Square.file(king);
            if (kingFile == 0 || kingFile == 7) {
                out.add(FenProblem.error("castling_king_not_between_rooks", Fen.CASTLING,
                        Phrase.of("fen.castling_king_not_between_rooks.corner", LETTERS[first], Square.name(king))));
                continue;
            }
            for (int i = color * 2; i < color * 2 + 2; i++) {
                if ((rights & (1 << i)) == 0) continue;
                int rook = Square.of(Castling.fileOf(files, i), rank);
                boolean kingSide = (i & 1) == 0;
                if (kingSide ? rook < king + 1 : rook > king - 1) {
                    out.add(FenProblem.error("castling_king_not_between_rooks", Fen.CASTLING,
                            Phrase.of("fen.castling_king_not_between_rooks", LETTERS[i], Square.name(rook), Square.name(king))));
                } else if ((bb[ROOKS] & bb[color] & (1L << rook)) == 0) {
                    out.add(FenProblem.error("castling_without_rook", Fen.CASTLING,
                            Phrase.of("fen.castling_without_rook", LETTERS[i], Square.name(rook))));
                }
            }
        }
    }
}
