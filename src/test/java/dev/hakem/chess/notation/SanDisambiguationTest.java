package dev.hakem.chess.notation;

import dev.hakem.chess.Fen;
import dev.hakem.chess.Position;
import java.util.Random;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.*;

/**
 * FIDE Appendix C.10 (a move is disambiguated by file, then rank, then both, only against other legal
 * moves of the same kind to the same square): {@link San#withoutSuffix(Position, int)}, which lists
 * the legal moves only when a rival piece attacks the target, writes every move of random games as
 * the writer that always lists them does.
 */
class SanDisambiguationTest {

    @Test
    void writingWithoutTheListWhenNoRivalAttacksTheSquareChangesNoMove() {
        Random rnd = new Random(20261207);
        int moves = 0, disambiguated = 0;
        // Positions with many pieces of one kind, where disambiguation is common, beside the start.
        String[] starts = {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                "7k/8/2N1N3/1N3N2/8/1N3N2/2N1N3/4K3 w - - 0 1", "7k/8/1R6/3Q1Q2/8/3Q1Q2/8/R3K3 w - - 0 1"};
        for (int game = 0; game < 300; game++) {
            Position p = Fen.position(starts[game % starts.length]);
            for (int ply = 0; ply < 120; ply++) {
                int[] legal = p.legalMoveCodes();
                if (legal.length == 0) break;
                Position here = p;
                for (int code : legal) {
                    String listed = San.withoutSuffix(here, code, legal);
                    assertEquals(listed, San.withoutSuffix(here, code), () -> Fen.write(here));
                    moves++;
                    if (!listed.equals(San.withoutSuffix(here, code, new int[0]))) disambiguated++;
                }
                p = p.play(legal[rnd.nextInt(legal.length)]);
            }
        }
        assertTrue(moves > 100_000, "moves written: " + moves);
        assertTrue(disambiguated > 1_000, "moves that needed a disambiguation: " + disambiguated);
    }
}
