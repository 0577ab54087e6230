package dev.hakem.chess;

import dev.hakem.Fuzz;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The generator's shortcuts against its full list: whether a position has a legal move (FIDE 5.1.1
 * and 5.2.1 ask it of every position), answered at the first move found, is whether the full list
 * is empty; the moves from some squares to some others are exactly those of the full list, in its
 * order. Over random playouts from the perft positions and Chess960 starts, where checks, pins,
 * en passant and castling come often, and positions with hardly a move. And whether a move checks
 * (FIDE 3.9), worked out without making it, is whether the king stands attacked once it is made.
 */
class MoveGenShortcutsTest {

    static final String[] FEW_MOVES = {
            "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", // stalemate
            "7k/5Q2/8/6K1/8/8/8/8 b - - 0 1", // one king move
            "k7/P7/1K6/8/8/8/8/8 b - - 0 1", // stalemate by a pawn
            "8/8/8/2k5/3Pp3/8/8/4K2Q b - d3 0 1", // en passant
            "8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1", // en passant pinned along the rank
            "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
            "4k3/8/8/8/8/8/3p4/b2K4 w - - 0 1", // pinned pieces
            "kb6/8/1K6/8/8/8/8/8 w - - 0 1",
            "3k4/3P4/3K4/8/8/8/8/8 b - - 0 1",
            "1r5k/8/8/8/8/8/r7/K7 w - - 0 1", // checkmate by rooks
            "4k3/8/8/2KPp2r/8/8/8/8 w - e6 0 1", // en passant uncovering a rook on the rank
            "k7/8/8/7b/6Pp/8/8/3K4 b - g3 0 1", // en passant, discovered check along the diagonal
            "r3k3/1P6/8/8/8/8/8/4K2R w K - 0 1", // promotions with a capture, castling giving check
            "5k2/8/8/8/8/8/8/4K2R w K - 0 1", // castling into check by the rook
    };

    @Test
    void hasLegalMoveIsWhetherTheListIsEmpty() {
        int positions = 0;
        for (String fen : FEW_MOVES) {
            check(Fen.position(fen), fen);
            positions++;
        }
        Random r = Fuzz.random("movegen-shortcuts");
        int tries = Fuzz.tries(200);
        for (int i = 0; i < tries; i++) {
            Position p = i % 5 == 4 ? Chess960.start(r.nextInt(960))
                    : Fen.position(RandomPlayoutPropertiesTest.STARTS.get(r.nextInt(RandomPlayoutPropertiesTest.STARTS.size())));
            for (int ply = 0; ply < 300; ply++) {
                check(p, Fen.write(p));
                positions++;
                int[] codes = p.legalMoveCodes();
                if (codes.length == 0) break;
                long from = r.nextInt(4) == 0 ? ~0L : r.nextLong() | r.nextLong(), to = r.nextInt(4) == 0 ? ~0L : r.nextLong() | r.nextLong();
                assertArrayEquals(only(codes, from, to), masked(p, from, to), Fen.write(p));
                p = p.play(RandomPlayoutPropertiesTest.choose(p, codes, r.nextInt(1 << 20)));
            }
        }
        assertTrue(positions > 10_000, positions + " positions");
    }

    private static void check(Position p, String where) {
        int count = MoveGen.count(p);
        assertEquals(count, p.legalMoveCodes().length, where);
        assertEquals(count > 0, p.hasLegalMove(), where);
        assertEquals(count > 0, MoveGen.hasAny(p), where);
        for (int code : p.legalMoveCodes()) {
            assertEquals(p.play(code).isCheck(), p.givesCheck(code), () -> "givesCheck " + Move.decode(p, code) + " in " + where);
            int from = MoveCode.from(code), to = MoveCode.to(code);
            assertArrayEquals(only(p.legalMoveCodes(), 1L << from, 1L << to), masked(p, 1L << from, 1L << to), where);
            assertTrue(Arrays.stream(masked(p, 1L << from, 1L << to)).anyMatch(c -> c == code), where);
        }
    }

    private static int[] masked(Position p, long from, long to) {
        int[] out = new int[MoveGen.MAX_MOVES];
        return Arrays.copyOf(out, p.legalMoveCodes(out, from, to));
    }

    private static int[] only(int[] codes, long from, long to) {
        return Arrays.stream(codes).filter(c -> (from & (1L << MoveCode.from(c))) != 0 && (to & (1L << MoveCode.to(c))) != 0).toArray();
    }
}
