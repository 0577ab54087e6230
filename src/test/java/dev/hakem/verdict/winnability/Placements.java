package dev.hakem.verdict.winnability;

import dev.hakem.chess.Fen;
import dev.hakem.chess.FenResult;
import dev.hakem.chess.Position;
import java.util.Arrays;
import java.util.Random;
import java.util.function.BiPredicate;

/** Boards built square by square for the tests: written as a FEN, or filled at random. */
final class Placements {
    private Placements() {}

    /** The placement field of a FEN for 64 characters, a1 first, '.' for an empty square. */
    static String fen(char[] board) {
        StringBuilder fen = new StringBuilder();
        for (int rank = 7; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 8; file++) {
                char c = board[rank * 8 + file];
                if (c == '.') empty++;
                else {
                    if (empty > 0) fen.append(empty);
                    empty = 0;
                    fen.append(c);
                }
            }
            if (empty > 0) fen.append(empty);
            if (rank > 0) fen.append('/');
        }
        return fen.toString();
    }

    /**
     * The men (White's in upper case) each on a random free square where {@code allowed} lets it stand,
     * either side to move, no castling; null when the FEN reader refuses the position (a king in check
     * with the other side to move, say).
     */
    static Position random(Random random, String men, BiPredicate<Character, Integer> allowed) {
        char[] board = new char[64];
        Arrays.fill(board, '.');
        for (char c : men.toCharArray()) {
            int sq;
            do sq = random.nextInt(64); while (board[sq] != '.' || !allowed.test(c, sq));
            board[sq] = c;
        }
        String fen = fen(board) + (random.nextBoolean() ? " w" : " b") + " - - 0 1";
        return Fen.read(fen) instanceof FenResult.Valid v ? v.position() : null;
    }
}
