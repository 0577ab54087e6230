package dev.hakem.chess.board;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The constant magics give the attacks of the slow ray walk, and are what their search finds. */
class AttacksMagicsTest {

    private static final int[][] ROOK = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    private static final int[][] BISHOP = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

    @Test
    void slidersMatchTheRayWalkOnRandomOccupancies() {
        SplittableRandom random = new SplittableRandom(7);
        for (int sq = 0; sq < 64; sq++) {
            for (int i = 0; i < 2000; i++) {
                // Sparse and dense boards alike: the AND of one to three random words.
                long occupied = random.nextLong();
                for (int k = random.nextInt(3); k > 0; k--) occupied &= random.nextLong();
                assertEquals(Attacks.slidingAttacks(sq, occupied, ROOK), Attacks.rook(sq, occupied), Square.name(sq));
                assertEquals(Attacks.slidingAttacks(sq, occupied, BISHOP), Attacks.bishop(sq, occupied), Square.name(sq));
            }
        }
    }

    @Test
    void theConstantsAreWhatTheSeededSearchFinds() {
        long[][] found = Attacks.searchMagics();
        for (int sq = 0; sq < 64; sq++) {
            assertEquals(found[0][sq], Attacks.rookMagic(sq), "rook " + Square.name(sq));
            assertEquals(found[1][sq], Attacks.bishopMagic(sq), "bishop " + Square.name(sq));
        }
    }
}
