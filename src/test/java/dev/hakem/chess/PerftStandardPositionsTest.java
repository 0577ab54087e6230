package dev.hakem.chess;

import dev.hakem.chess.notation.MoveError;
import dev.hakem.chess.notation.Uci;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Perft of the six standard test positions against the published counts (chessprogramming.org,
 * "Perft Results"). The default run goes to at least a million leaves per position; the deeper
 * counts are tagged "slow" and run with -Pdeep.
 */
class PerftStandardPositionsTest {

    static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    static final String KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    static final String POSITION_3 = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1";
    static final String POSITION_4 = "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1";
    static final String POSITION_4_MIRRORED = "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1";
    static final String POSITION_5 = "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8";
    static final String POSITION_6 = "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10";

    private static long perft(String fen, int depth) {
        return MoveGen.perft(Fen.position(fen), depth);
    }

    // ------------------------------------------------------------------ shallow depths (every published count up to the default depth)

    @Test
    void startPositionShallowDepths() {
        assertEquals(1, perft(START, 0));
        assertEquals(20, perft(START, 1));
        assertEquals(400, perft(START, 2));
        assertEquals(8_902, perft(START, 3));
        assertEquals(197_281, perft(START, 4));
    }

    @Test
    void kiwipeteShallowDepths() {
        assertEquals(48, perft(KIWIPETE, 1));
        assertEquals(2_039, perft(KIWIPETE, 2));
        assertEquals(97_862, perft(KIWIPETE, 3));
    }

    @Test
    void position3ShallowDepths() {
        assertEquals(14, perft(POSITION_3, 1));
        assertEquals(191, perft(POSITION_3, 2));
        assertEquals(2_812, perft(POSITION_3, 3));
        assertEquals(43_238, perft(POSITION_3, 4));
    }

    @Test
    void position4ShallowDepths() {
        assertEquals(6, perft(POSITION_4, 1));
        assertEquals(264, perft(POSITION_4, 2));
        assertEquals(9_467, perft(POSITION_4, 3));
    }

    @Test
    void position4MirroredGivesTheSameCounts() {
        assertEquals(6, perft(POSITION_4_MIRRORED, 1));
        assertEquals(264, perft(POSITION_4_MIRRORED, 2));
        assertEquals(9_467, perft(POSITION_4_MIRRORED, 3));
        assertEquals(422_333, perft(POSITION_4_MIRRORED, 4));
    }

    @Test
    void position5ShallowDepths() {
        assertEquals(44, perft(POSITION_5, 1));
        assertEquals(1_486, perft(POSITION_5, 2));
        assertEquals(62_379, perft(POSITION_5, 3));
    }

    @Test
    void position6ShallowDepths() {
        assertEquals(46, perft(POSITION_6, 1));
        assertEquals(2_079, perft(POSITION_6, 2));
        assertEquals(89_890, perft(POSITION_6, 3));
    }

    // ------------------------------------------------------------------ default run: at least a million leaves each

    @Test
    void startPositionDepth5() {
        assertEquals(4_865_609L, perft(START, 5));
    }

    @Test
    void kiwipeteDepth4() {
        assertEquals(4_085_603L, perft(KIWIPETE, 4));
    }

    @Test
    void position3Depth5And6() {
        assertEquals(674_624L, perft(POSITION_3, 5));
        assertEquals(11_030_083L, perft(POSITION_3, 6));
    }

    @Test
    void position4Depth4And5() {
        assertEquals(422_333L, perft(POSITION_4, 4));
        assertEquals(15_833_292L, perft(POSITION_4, 5));
    }

    @Test
    void position5Depth4() {
        assertEquals(2_103_487L, perft(POSITION_5, 4));
    }

    @Test
    void position6Depth4() {
        assertEquals(3_894_594L, perft(POSITION_6, 4));
    }

    // ------------------------------------------------------------------ deep: -Pdeep

    @Test
    @Tag("slow")
    void startPositionDepth6() {
        assertEquals(119_060_324L, perft(START, 6));
    }

    @Test
    @Tag("slow")
    void kiwipeteDepth5() {
        assertEquals(193_690_690L, perft(KIWIPETE, 5));
    }

    @Test
    @Tag("slow")
    void position4Depth6() {
        assertEquals(706_045_033L, perft(POSITION_4, 6));
    }

    @Test
    @Tag("slow")
    void position5Depth5() {
        assertEquals(89_941_194L, perft(POSITION_5, 5));
    }

    @Test
    @Tag("slow")
    void position6Depth5() {
        assertEquals(164_075_551L, perft(POSITION_6, 5));
    }

    // ------------------------------------------------------------------ divide

    private static final long NO_DEADLINE = Long.MAX_VALUE / 4;

    private static long farDeadline() {
        return System.nanoTime() + NO_DEADLINE;
    }

    @Test
    void divideOfTheStartPositionAtDepth3MatchesThePublishedPerMoveCounts() {
        Map<String, Long> expected = new LinkedHashMap<>();
        expected.put("a2a3", 380L);
        expected.put("b2b3", 420L);
        expected.put("c2c3", 420L);
        expected.put("d2d3", 539L);
        expected.put("e2e3", 599L);
        expected.put("f2f3", 380L);
        expected.put("g2g3", 420L);
        expected.put("h2h3", 380L);
        expected.put("a2a4", 420L);
        expected.put("b2b4", 421L);
        expected.put("c2c4", 441L);
        expected.put("d2d4", 560L);
        expected.put("e2e4", 600L);
        expected.put("f2f4", 401L);
        expected.put("g2g4", 421L);
        expected.put("h2h4", 420L);
        expected.put("b1a3", 400L);
        expected.put("b1c3", 440L);
        expected.put("g1f3", 440L);
        expected.put("g1h3", 400L);
        Perft.Result r = Perft.divide(Position.start(), 3, farDeadline());
        assertEquals(8_902L, r.nodes());
        assertEquals(expected.keySet(), r.divide().keySet().stream().collect(java.util.stream.Collectors.toSet()));
        for (Map.Entry<String, Long> e : expected.entrySet()) assertEquals(e.getValue(), r.divide().get(e.getKey()), e.getKey());
    }

    @Test
    void divideSumsToTheTotalAndItsKeysAreTheLegalMovesInUci() {
        String[] fens = {START, KIWIPETE, POSITION_3, POSITION_4, POSITION_5, POSITION_6};
        long[] depth3 = {8_902, 97_862, 2_812, 9_467, 62_379, 89_890};
        for (int i = 0; i < fens.length; i++) {
            Position p = Fen.position(fens[i]);
            Perft.Result r = Perft.divide(p, 3, farDeadline());
            assertEquals(depth3[i], r.nodes(), fens[i]);
            long sum = 0;
            for (long n : r.divide().values()) sum += n;
            assertEquals(r.nodes(), sum, fens[i]);
            Set<String> legal = new TreeSet<>();
            for (Move m : p.legalMoves()) legal.add(Uci.of(m));
            assertEquals(legal, r.divide().keySet(), fens[i]);
            for (Map.Entry<String, Long> e : r.divide().entrySet()) {
                Position after;
                try {
                    after = p.play(Uci.parse(p, e.getKey()));
                } catch (MoveError err) {
                    throw new AssertionError(e.getKey() + " is not a legal move of " + fens[i], err);
                }
                assertEquals(MoveGen.perft(after, 2), e.getValue().longValue(), fens[i] + " " + e.getKey());
            }
        }
    }

    @Test
    void divideKeysCarryThePromotionLetter() {
        // Position 5: d7xc8 promotes four ways; each is its own key.
        Perft.Result r = Perft.divide(Fen.position(POSITION_5), 1, farDeadline());
        assertEquals(44L, r.nodes());
        for (String m : new String[] {"d7c8q", "d7c8r", "d7c8b", "d7c8n"}) assertEquals(1L, r.divide().get(m), m);
        assertEquals(44, r.divide().size());
    }

    @Test
    void divideAtDepthZeroIsOneNodeWithNoMoves() {
        Perft.Result r = Perft.divide(Position.start(), 0, farDeadline());
        assertEquals(1L, r.nodes());
        assertEquals(0, r.divide().size());
    }

    @Test
    void divideStopsWhenTheDeadlineHasPassed() {
        long past = System.nanoTime() - 1_000_000_000L;
        assertThrows(Perft.DeadlineExceeded.class, () -> Perft.divide(Position.start(), 5, past));
    }
}
