package dev.hakem.chess;

import dev.hakem.chess.MoveGen.SearchBoard;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link SearchBoard}, which makes moves in place, against {@link Position#play(int)}, which makes a
 * new position: along random games from the perft positions and from Chess960 starts, every slot is
 * the position the same moves lead to (FIDE 9.2.3 identity), with the same legal moves, check and
 * identity key, a legal move found where there is one, every move said to check where it does, and a
 * slot is never taken for another position.
 */
class SearchBoardTest {

    private static void playOut(Position start, Random random) {
        SearchBoard board = new SearchBoard(start, 120);
        Position p = start;
        int[] fromBoard = new int[MoveGen.MAX_MOVES];
        long[] keys = new long[121 * SearchBoard.KEY_WORDS];
        for (int ply = 0; ply < 120; ply++) {
            int n = board.generate(ply, fromBoard);
            int[] expected = p.legalMoveCodes();
            int[] actual = Arrays.copyOf(fromBoard, n);
            Arrays.sort(expected);
            Arrays.sort(actual);
            String where = "ply " + ply + " of a game from " + Fen.write(start) + ", at " + Fen.write(p);
            assertArrayEquals(expected, actual, where);
            assertEquals(p.isCheck(), board.inCheck(ply), where);
            assertEquals(n > 0, board.hasMove(ply, new int[MoveGen.MAX_MOVES]), where);
            assertEquals(p.turn().ordinal(), board.turn(ply), where);
            assertTrue(board.position(ply).sameAs(p), where + ": slot " + Fen.write(board.position(ply)));
            for (int sq = 0; sq < 64; sq++) assertEquals(p.roleAt(sq), board.roleAt(ply, sq), where + " square " + sq);
            board.writeKey(ply, keys, ply * SearchBoard.KEY_WORDS);
            assertTrue(board.sameKey(ply, keys, ply * SearchBoard.KEY_WORDS), where);
            if (ply > 0) assertFalse(board.sameKey(ply, keys, (ply - 1) * SearchBoard.KEY_WORDS), where + ": the side to move differs");
            for (int m : actual) assertEquals(p.play(m).isCheck(), board.givesCheck(ply, m), where + ", move " + m);
            if (n == 0) return;
            int move = actual[random.nextInt(n)];
            board.play(ply, move);
            p = p.play(move);
        }
    }

    @Test
    void slotsFollowPositionPlayAlongRandomGames() {
        Random random = new Random(20261207);
        for (String fen : RandomPlayoutPropertiesTest.STARTS)
            for (int game = 0; game < 40; game++) playOut(((FenResult.Valid) Fen.read(fen)).position(), random);
    }

    @Test
    void slotsFollowPositionPlayInChess960() {
        Random random = new Random(960);
        for (int start = 0; start < 960; start += 37) playOut(Chess960.start(start), random);
    }

    @Test
    void theSamePositionReachedByTwoOrdersHasOneKeyAndHash() {
        Position start = Position.start();
        SearchBoard a = new SearchBoard(start, 4), b = new SearchBoard(start, 4);
        int nf3 = MoveCode.of(6, 21, MoveCode.NORMAL), nc3 = MoveCode.of(1, 18, MoveCode.NORMAL);
        int nf6 = MoveCode.of(62, 45, MoveCode.NORMAL), nc6 = MoveCode.of(57, 42, MoveCode.NORMAL);
        int[] first = {nf3, nf6, nc3, nc6}, second = {nc3, nc6, nf3, nf6};
        for (int i = 0; i < 4; i++) {
            a.play(i, first[i]);
            b.play(i, second[i]);
        }
        long[] key = new long[SearchBoard.KEY_WORDS];
        a.writeKey(4, key, 0);
        assertTrue(b.sameKey(4, key, 0));
        assertEquals(a.hash(4), b.hash(4));
        assertFalse(b.sameKey(2, key, 0));
    }
}
