package dev.hakem.verdict.winnability;

import static org.junit.jupiter.api.Assertions.*;

import dev.hakem.chess.board.Color;
import dev.hakem.chess.Fen;
import dev.hakem.chess.Position;
import dev.hakem.chess.board.Square;
import org.junit.jupiter.api.Test;

/** The best-first search's estimate: lower is nearer a mate of the loser. */
class ScoreTest {

    static final Score WHITE_WINS = new Score(Color.WHITE, Score.Weights.TUNED);

    @Test
    void aCorneredKingWithTheEnemyKingAndQueenCloseIsNearerMateThanACentralOne() {
        Position cornered = Fen.position("7k/8/5K2/8/8/8/8/6Q1 b - - 0 1");
        Position central = Fen.position("8/8/8/3k4/8/8/8/K5Q1 b - - 0 1");
        assertTrue(WHITE_WINS.estimate(cornered) < WHITE_WINS.estimate(central),
                WHITE_WINS.estimate(cornered) + " v " + WHITE_WINS.estimate(central));
    }

    @Test
    void keptMaterialIsNearerMate() {
        Position withQueen = Fen.position("7k/8/5K2/8/8/8/8/R5Q1 b - - 0 1");
        Position withoutQueen = Fen.position("7k/8/5K2/8/8/8/8/R7 b - - 0 1");
        assertTrue(WHITE_WINS.estimate(withQueen) < WHITE_WINS.estimate(withoutQueen));
    }

    @Test
    void eachWeightCountsItsOwnTermOnly() {
        Position p = Fen.position("8/8/8/3k4/8/8/8/K5Q1 b - - 0 1");
        Score corner = new Score(Color.WHITE, new Score.Weights(0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1));
        Score kings = new Score(Color.WHITE, new Score.Weights(0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1));
        Score material = new Score(Color.WHITE, new Score.Weights(0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1));
        assertEquals(3, corner.estimate(p), "d5 is three king moves from the nearest corner");
        assertEquals(4, kings.estimate(p), "a1 to d5");
        assertEquals(-9, material.estimate(p), "a queen kept");
    }

    @Test
    void thePriorityScalesTheEstimateThenAddsThePlies() {
        Score.Weights w = Score.Weights.TUNED;
        Position p = Fen.position("8/8/8/3k4/8/8/8/K5Q1 b - - 0 1");
        assertEquals(WHITE_WINS.estimate(p) * w.scale() + 7 * w.ply(), WHITE_WINS.priority(p, 7));
        Score plyOnly = new Score(Color.WHITE, new Score.Weights(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0));
        assertEquals(7, plyOnly.priority(p, 7), "with every other weight zero only the plies count");
    }

    @Test
    void withBishopsOfOneColourTheCornerOfThatColourCounts() {
        assertEquals(0, Score.colourCornerDistance(Square.A8, true));
        assertEquals(0, Score.colourCornerDistance(Square.H1, true));
        assertEquals(7, Score.colourCornerDistance(Square.H8, true), "a dark corner is no place for a light bishop's mate");
        assertEquals(0, Score.colourCornerDistance(Square.H8, false));
        assertEquals(0, Score.cornerDistance(Square.H8));
        assertEquals(3, Score.cornerDistance(Square.of(4, 3)), "e4: three king moves from every corner");
    }
}
