package dev.hakem.verdict;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hakem.chess.Fen;
import dev.hakem.chess.notation.MoveError;
import dev.hakem.chess.notation.MoveInfo;
import dev.hakem.chess.Position;
import dev.hakem.chess.notation.San;
import dev.hakem.chess.board.Square;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * FIDE 9.2.3: positions are the same when the same side is to move, the same pieces stand on the
 * same squares, and the possible moves are the same (castling rights, and en passant only when the
 * capture is legal). Occurrences need not be consecutive; the clocks do not matter.
 */
class GameRepetitionTest {

    static Game play(String fen, String moves) throws MoveError {
        Game game = Game.of(fen == null ? Position.start() : Fen.position(fen));
        if (moves.isBlank()) return game;
        for (String san : moves.trim().split("\\s+")) {
            Position before = game.last();
            game = game.play(MoveInfo.of(before, San.parse(before, san)));
        }
        return game;
    }

    static final String SHUFFLE = "Nf3 Nf6 Ng1 Ng8";

    /** Black to move; ...d5 steps beside the white e5 pawn, which may take en passant. */
    static final String EP_UNPINNED = "1n2k3/3p4/8/4P3/8/8/8/4K1N1 b - - 0 1";
    /** As above with a black rook on e8: the e5 pawn is pinned to its king on e1, exd6 is illegal. */
    static final String EP_PINNED = "1n2r2k/3p4/8/4P3/8/8/8/4K1N1 b - - 0 1";
    static final String EP_CYCLES = "d5 Nf3 Nc6 Ng1 Nb8 Nf3 Nc6 Ng1 Nb8";

    @Test
    void theStartPositionStandsForTheThirdTimeAfterTheEighthHalfMove() throws MoveError {
        Game game = play(null, SHUFFLE + " " + SHUFFLE);
        assertEquals(8, game.plies());
        assertEquals(List.of(0, 4, 8), game.occurrencesUpTo(8));
        assertEquals(List.of(0, 4), game.occurrencesUpTo(4));
        assertEquals(List.of(0), game.occurrencesUpTo(0));
    }

    @Test
    void occurrencesNeedNotBeConsecutive() throws MoveError {
        // The start position comes back through two different knight tours.
        Game game = play(null, "Nf3 Nf6 Ng1 Ng8 Nc3 Nc6 Nb1 Nb8");
        assertEquals(List.of(0, 4, 8), game.occurrencesUpTo(8));
        assertEquals(List.of(5), game.occurrencesUpTo(5), "Nc3 after the start stood only once");
    }

    @Test
    void clocksAreNotPartOfTheIdentity() throws MoveError {
        Game game = play(null, SHUFFLE);
        Position start = game.position(0), again = game.position(4);
        assertNotEquals(start.halfmoveClock(), again.halfmoveClock());
        assertNotEquals(start.fullmoveNumber(), again.fullmoveNumber());
        assertTrue(again.sameAs(start));
        assertEquals(List.of(0, 4), game.occurrencesUpTo(4));
    }

    @Test
    void theSideToMoveIsPartOfTheIdentity() throws MoveError {
        // The white king walks a triangle (a1-b1-b2-a1), the black king goes h8-g8-h8: after five
        // half-moves the placement of ply 0 is back, but with black to move.
        Game game = play("7k/8/8/8/8/8/8/K7 w - - 0 1", "Kb1 Kg8 Kb2 Kh8 Ka1");
        assertTrue(Fen.write(game.position(5)).startsWith("7k/8/8/8/8/8/8/K7 b "));
        assertEquals(List.of(5), game.occurrencesUpTo(5));
    }

    @Test
    void castlingRightsArePartOfTheIdentity() throws MoveError {
        // After e4 e5 the kings walk out and back: the placement of ply 2 returns at plies 6 and 10,
        // but without castling rights, so it is a different position.
        Game game = play(null, "e4 e5 Ke2 Ke7 Ke1 Ke8 Ke2 Ke7 Ke1 Ke8 Ke2 Ke7");
        assertEquals(List.of(6, 10), game.occurrencesUpTo(10));
        // Ply 3 (Ke2 with black still able to castle) differs from plies 7 and 11.
        assertEquals(List.of(7, 11), game.occurrencesUpTo(11));
        // Ply 4, 8, 12: no rights on either side each time: three occurrences.
        assertEquals(List.of(4, 8, 12), game.occurrencesUpTo(12));
    }

    @Test
    void aLegalEnPassantCaptureMakesThePositionDifferentFromTheLaterIdenticalPlacement() throws MoveError {
        Game game = play(EP_UNPINNED, EP_CYCLES);
        assertEquals("d6", Square.name(game.position(1).epSquare()), "after ...d5, exd6 e.p. is legal");
        assertEquals(List.of(5, 9), game.occurrencesUpTo(9));
        assertEquals(List.of(1), game.occurrencesUpTo(1));
    }

    @Test
    void anEnPassantCaptureThatIsIllegalThroughAPinDoesNotMakeThePositionDifferent() throws MoveError {
        Game game = play(EP_PINNED, EP_CYCLES);
        assertEquals(-1, game.position(1).epSquare());
        assertEquals(List.of(1, 5, 9), game.occurrencesUpTo(9));
    }

    @Test
    void aHorizontalPinThroughBothPawnsAlsoMakesEnPassantIllegalAndThePositionsTheSame() throws MoveError {
        // White Ka5, Pe5; black Rh5. After ...d5, exd6 would empty the fifth rank between the rook and the king.
        Game game = play("6nk/3p4/8/K3P2r/8/8/8/6N1 b - - 0 1", "d5 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8");
        assertEquals(List.of(1, 5, 9), game.occurrencesUpTo(9));
    }

    @Test
    void occurrencesOfAPositionNotYetReachedCountTheEarlierPlies() throws MoveError {
        Game game = play(null, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1");
        assertEquals(List.of(0, 4), game.occurrences(Position.start(), 7));
        assertEquals(List.of(0), game.occurrences(Position.start(), 3));
    }

    @Test
    void playingFromAnEarlierGameLeavesTheLongerGameIntact() throws MoveError {
        Game two = play(null, "e4 e5");
        Game three = then(two, "Nf3");
        Game four = then(three, "Nc6");
        // Both branch from games whose storage the longer game shares.
        Game branch = then(three, "d6");
        Game other = then(two, "Nc3");
        assertEquals(List.of("e4", "e5", "Nf3", "Nc6"), sans(four));
        assertEquals(List.of("e4", "e5", "Nf3", "d6"), sans(branch));
        assertEquals(List.of("e4", "e5", "Nf3"), sans(three));
        assertEquals(List.of("e4", "e5", "Nc3"), sans(other));
        assertEquals("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3", Fen.write(four.last()));
        assertEquals("rnbqkbnr/ppp2ppp/3p4/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 3", Fen.write(branch.last()));
        assertEquals("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", Fen.write(two.last()));
        // A later move on the longer game still appends after Nc6.
        Game five = then(four, "Bc4");
        assertEquals(List.of("e4", "e5", "Nf3", "Nc6", "Bc4"), sans(five));
        assertEquals(List.of("e4", "e5", "Nf3", "d6"), sans(branch));
    }

    private static Game then(Game game, String san) throws MoveError {
        Position before = game.last();
        return game.play(MoveInfo.of(before, San.parse(before, san)));
    }

    private static List<String> sans(Game game) {
        return game.moves().stream().map(MoveInfo::san).toList();
    }

    @Test
    void pliesOutsideTheGameAreRefused() throws MoveError {
        Game game = play(null, "e4");
        assertThrows(IndexOutOfBoundsException.class, () -> game.position(2));
        assertThrows(IndexOutOfBoundsException.class, () -> game.position(-1));
        assertThrows(IndexOutOfBoundsException.class, () -> game.move(0));
        assertEquals("e4", game.move(1).san());
        assertEquals(Position.start(), game.start());
    }
}
