package dev.hakem.verdict;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hakem.chess.board.Color;
import dev.hakem.chess.Fen;
import dev.hakem.chess.Position;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The static insufficient-material list of docs/rules.md § Insufficient material: K v K; K+N v K; kings with any number of
 * bishops (either side may have none) all on squares of one colour. Square colours by hand: a1 is
 * dark, so a square is dark when file index + rank index is even (c1, e3, g5, d6, f8 dark; f1, d3,
 * h3, c8 light).
 */
class MaterialTest {

    private static Position placement(String placement) {
        return Fen.position(placement + " w - - 0 1");
    }

    private static boolean insufficient(String placement) {
        return Material.insufficient(placement(placement));
    }

    @Test
    void kingAgainstKingIsOnTheList() {
        assertTrue(insufficient("4k3/8/8/8/8/8/8/4K3"));
    }

    @Test
    void kingAndKnightAgainstKingIsOnTheListForEitherSide() {
        assertTrue(insufficient("4k3/8/8/8/8/8/8/4K1N1"), "white K+N v K");
        assertTrue(insufficient("4k1n1/8/8/8/8/8/8/4K3"), "black K+N v K");
    }

    @Test
    void kingAndBishopAgainstKingIsOnTheListForEitherSide() {
        assertTrue(insufficient("4k3/8/8/8/8/8/8/2B1K3"), "white Bc1 v K");
        assertTrue(insufficient("2b1k3/8/8/8/8/8/8/4K3"), "black Bc8 v K");
    }

    @Test
    void bishopsOfBothSidesOnTheSameColourAreOnTheList() {
        // Bc1 and Bf8: both dark.
        assertTrue(insufficient("4kb2/8/8/8/8/8/8/2B1K3"));
        // Bf1 and Bc8: both light.
        assertTrue(insufficient("2b1k3/8/8/8/8/8/8/4KB2"));
    }

    @Test
    void anyNumberOfBishopsAllOnOneColourIsOnTheList() {
        // White Bc1, Be3, Bg5 and black Bd6, Bf8: five dark-squared bishops.
        assertTrue(insufficient("4kb2/8/3b4/6B1/8/4B3/8/2B1K3"));
        // Three white light-squared bishops (Bd3, Bh3, Bf1) against a bare king.
        assertTrue(insufficient("4k3/8/8/8/8/3B3B/8/4KB2"));
    }

    @Test
    void knightAgainstKnightIsNotOnTheList() {
        assertFalse(insufficient("4k1n1/8/8/8/8/8/8/4K1N1"));
    }

    @Test
    void bishopAgainstKnightIsNotOnTheList() {
        assertFalse(insufficient("4k1n1/8/8/8/8/8/8/2B1K3"));
    }

    @Test
    void twoKnightsAgainstKingAreNotOnTheList() {
        assertFalse(insufficient("4k3/8/8/8/8/8/8/1N2K1N1"));
    }

    @Test
    void bishopAndKnightAgainstKingAreNotOnTheList() {
        assertFalse(insufficient("4k3/8/8/8/8/8/8/2B1K1N1"));
    }

    @Test
    void bishopsOnBothColoursAreNotOnTheList() {
        // One side: Bc1 (dark) and Bf1 (light).
        assertFalse(insufficient("4k3/8/8/8/8/8/8/2B1KB2"));
        // One bishop each, on opposite colours: Bc1 (dark) against Bc8 (light).
        assertFalse(insufficient("2b1k3/8/8/8/8/8/8/2B1K3"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"4k3/8/8/8/8/8/4P3/4K3", "4k3/4p3/8/8/8/8/8/4K3", "4k3/8/8/8/8/8/8/R3K3",
            "r3k3/8/8/8/8/8/8/4K3", "4k3/8/8/8/8/8/8/3QK3", "3qk3/8/8/8/8/8/8/4K3"})
    void anyPawnRookOrQueenKeepsMatingMaterial(String placement) {
        assertFalse(insufficient(placement));
    }

    @Test
    void aPawnNextToSameColouredBishopsStillKeepsMatingMaterial() {
        assertFalse(insufficient("4kb2/7p/8/8/8/8/8/2B1K3"));
    }

    // ---------------------------------------------------------------- one side's material (online flag rule)

    @Test
    void bareKingIsOnlyAKing() {
        Position p = placement("4k3/8/8/8/8/8/4P3/4K3");
        assertTrue(Material.bareKing(p, Color.BLACK));
        assertFalse(Material.bareKing(p, Color.WHITE));
    }

    @Test
    void onlineFlagRuleBareKingCannotWinOnTimeWhateverTheOpponentHas() {
        Position p = placement("4k3/8/8/8/8/8/8/3QK3");
        assertTrue(Material.staticallyCannotMate(p, Color.BLACK));
        assertFalse(Material.staticallyCannotMate(p, Color.WHITE));
    }

    @Test
    void onlineFlagRuleLoneKnightCannotWinOnTimeEvenAgainstAPawn() {
        // docs/rules.md § Flag fall, the worked example: white K+N, black K+P.
        Position p = placement("7k/7p/8/8/8/8/8/4K1N1");
        assertTrue(Material.staticallyCannotMate(p, Color.WHITE));
        assertFalse(Material.staticallyCannotMate(p, Color.BLACK), "a pawn can promote: black keeps mating material");
    }

    @Test
    void onlineFlagRuleBishopsOnOneColourCannotWinOnTime() {
        assertTrue(Material.staticallyCannotMate(placement("4k3/8/8/8/8/3B3B/8/4KB2"), Color.WHITE));
        assertTrue(Material.staticallyCannotMate(placement("4k3/8/8/8/8/8/8/2B1K3"), Color.WHITE));
    }

    @ParameterizedTest
    @ValueSource(strings = {"4k3/8/8/8/8/8/8/1N2K1N1", "4k3/8/8/8/8/8/8/2B1K1N1", "4k3/8/8/8/8/8/8/2B1KB2",
            "4k3/8/8/8/8/8/4P3/4K3", "4k3/8/8/8/8/8/8/R3K3", "4k3/8/8/8/8/8/8/3QK3"})
    void onlineFlagRuleTwoKnightsBishopAndKnightBothColoursPawnRookOrQueenCanWinOnTime(String placement) {
        assertFalse(Material.staticallyCannotMate(placement(placement), Color.WHITE));
    }
}
