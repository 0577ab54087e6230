package dev.hakem.chess;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Chess960 move generation against Stockfish (UCI_Chess960): the leaf counts in
 * src/test/resources/chess960 were computed by its generate.sh, which also numbers the 960 starts
 * on its own (Scharnagl's numbering, in awk). Depth 5 of the sample runs with -Pdeep.
 */
class Chess960PerftTest {

    record Row(int number, String fen, int depth, long nodes) {}

    static List<String[]> lines(String resource, String separator) throws IOException {
        List<String[]> rows = new ArrayList<>();
        try (InputStream in = Chess960PerftTest.class.getResourceAsStream("/chess960/" + resource)) {
            assertNotNull(in, resource);
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            r.readLine();
            for (String line; (line = r.readLine()) != null; ) if (!line.isBlank()) rows.add(line.split(separator));
        }
        return rows;
    }

    static List<Row> starts(String resource) throws IOException {
        List<Row> rows = new ArrayList<>();
        for (String[] f : lines(resource, ","))
            rows.add(new Row(Integer.parseInt(f[0]), f[1], Integer.parseInt(f[2]), Long.parseLong(f[3])));
        return rows;
    }

    private static void assertAllAgree(List<Row> rows, int depth) {
        List<String> wrong = new ArrayList<>();
        int checked = 0;
        for (Row row : rows) {
            if (row.depth() != depth) continue;
            checked++;
            long nodes = MoveGen.perft(Chess960.start(row.number()), depth);
            if (nodes != row.nodes()) wrong.add(row.number() + ": " + nodes + " != " + row.nodes());
        }
        assertTrue(checked > 0);
        assertEquals(List.of(), wrong, (checked - wrong.size()) + " of " + checked + " agree at depth " + depth);
    }

    @Test
    void perftOfAll960StartsAtDepth3AgreesWithStockfish() throws IOException {
        List<Row> rows = starts("starts-depth3.csv");
        assertEquals(Chess960.COUNT, rows.size());
        assertAllAgree(rows, 3);
    }

    @Test
    void perftOfASampleOfStartsAtDepth4AgreesWithStockfish() throws IOException {
        assertAllAgree(starts("starts-deep.csv"), 4);
    }

    @Test
    @Tag("slow")
    void perftOfASampleOfStartsAtDepth5AgreesWithStockfish() throws IOException {
        assertAllAgree(starts("starts-deep.csv"), 5);
    }

    @Test
    void perftOfCastlingEdgeCasesAndMiddleGamesAgreesWithStockfish() throws IOException {
        List<String> wrong = new ArrayList<>();
        List<String[]> rows = lines("positions.csv", ";");
        assertEquals(18, rows.size());
        for (String[] f : rows) {
            long nodes = MoveGen.perft(Fen.position(f[0], Variant.CHESS960), Integer.parseInt(f[1]));
            if (nodes != Long.parseLong(f[2])) wrong.add(f[0] + ": " + nodes + " != " + f[2]);
        }
        assertEquals(List.of(), wrong);
    }

    @Test
    void scharnaglNumbersNameTheKnownStarts() {
        assertEquals("bbqnnrkr", Chess960.backRank(0));
        assertEquals("rnbqkbnr", Chess960.backRank(518));
        assertEquals("rkrnnqbb", Chess960.backRank(959));
        assertEquals("bqnbnrkr", Chess960.backRank(1));
    }

    @Test
    void scharnaglNumbersAgreeWithTheGeneratorsOwnNumbering() throws IOException {
        for (Row row : starts("starts-depth3.csv")) {
            assertEquals(row.fen(), Chess960.fen(row.number()), "start " + row.number());
            assertEquals(row.fen(), Fen.write(Chess960.start(row.number())), "start " + row.number());
            assertEquals(Fen.position(row.fen(), Variant.CHESS960), Chess960.start(row.number()));
        }
    }

    @Test
    void standardStartIsNumber518AndCountsAsInStandardChess() {
        Position p = Chess960.start(Chess960.STANDARD_NUMBER);
        assertEquals(Fen.STANDARD, Fen.write(p));
        assertEquals(Variant.CHESS960, p.variant());
        assertEquals(Position.start().zobrist(), p.zobrist());
        assertEquals(197_281L, MoveGen.perft(p, 4));
    }
}
