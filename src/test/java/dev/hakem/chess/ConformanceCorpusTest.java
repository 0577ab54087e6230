package dev.hakem.chess;

import dev.hakem.chess.notation.MoveError;
import dev.hakem.chess.notation.San;
import dev.hakem.chess.notation.Uci;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import dev.hakem.chess.reference.ReferenceMoveGen;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.stream.Stream;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The rules core against the conformance corpus in {@code src/test/resources/conformance}:
 * answers computed by Stockfish 15.1 (perft) and chessops 0.15.1 (move lists, SAN, status,
 * games), never by this project. The reference generator is checked against the same answers,
 * and against published perft numbers, so that it can serve as an oracle elsewhere.
 */
class ConformanceCorpusTest {

    // ------------------------------------------------------------------ perft.tsv

    @TestFactory
    @DisplayName("perft.tsv: MoveGen.perft equals Stockfish's node count")
    Stream<DynamicTest> perft() {
        return rows("perft.tsv", row -> {
            int depth = Integer.parseInt(row.get("depth"));
            long nodes = Long.parseLong(row.get("nodes"));
            return dynamicTest(row.name("d" + depth + "=" + nodes + " " + row.get("fen")),
                    () -> assertEquals(nodes, MoveGen.perft(Fen.position(row.get("fen")), depth), row.where()));
        });
    }

    // ------------------------------------------------------------------ moves.tsv

    @TestFactory
    @DisplayName("moves.tsv: legal moves (UCI and SAN) equal chessops' lists")
    Stream<DynamicTest> moves() {
        return rows("moves.tsv", row -> dynamicTest(row.name(row.get("fen")), () -> {
            Position p = Fen.position(row.get("fen"));
            int n = Integer.parseInt(row.get("n_moves"));
            int[] codes = p.legalMoveCodes();
            List<String> uci = new ArrayList<>(), san = new ArrayList<>();
            for (int code : codes) {
                uci.add(Uci.of(p, code));
                san.add(San.of(p, code));
            }
            assertEquals(n, codes.length, "number of legal moves; " + row.where());
            assertEquals(n, p.legalMoveCount(), "legalMoveCount(); " + row.where());
            assertEquals(list(row.get("uci_moves_sorted")), sorted(uci), "UCI moves; " + row.where());
            assertEquals(list(row.get("san_moves_sorted")), sorted(san), "SAN moves; " + row.where());
        }));
    }

    @TestFactory
    @DisplayName("moves.tsv: the reference generator equals chessops' lists")
    Stream<DynamicTest> referenceMoves() {
        return rows("moves.tsv", row -> dynamicTest(row.name(row.get("fen")), () -> {
            List<String> expected = list(row.get("uci_moves_sorted"));
            // From the FEN as written (en-passant square kept whether or not the capture is legal) ...
            assertEquals(expected, new ArrayList<>(ReferenceMoveGen.fromFen(row.get("fen")).legalMoves()),
                    "reference from the FEN text; " + row.where());
            // ... and from the accessors of the production position.
            assertEquals(expected, new ArrayList<>(ReferenceMoveGen.legalMoves(Fen.position(row.get("fen")))),
                    "reference from Position; " + row.where());
        }));
    }

    // ------------------------------------------------------------------ status.tsv

    @TestFactory
    @DisplayName("status.tsv: check, checkmate and stalemate equal chessops'")
    Stream<DynamicTest> status() {
        return rows("status.tsv", row -> dynamicTest(row.name(row.get("category") + " " + row.get("fen")), () -> {
            Position p = Fen.position(row.get("fen"));
            boolean check = yes(row.get("in_check")), mate = yes(row.get("is_checkmate")), stale = yes(row.get("is_stalemate"));
            assertEquals(check, p.isCheck(), "isCheck; " + row.where());
            assertEquals(mate, p.isCheckmate(), "isCheckmate; " + row.where());
            assertEquals(stale, p.isStalemate(), "isStalemate; " + row.where());
            assertEquals(!mate && !stale, p.hasLegalMove(), "hasLegalMove; " + row.where());
            ReferenceMoveGen.State ref = ReferenceMoveGen.fromFen(row.get("fen"));
            assertEquals(check, ref.inCheck(), "reference in check; " + row.where());
            assertEquals(mate, ref.isCheckmate(), "reference checkmate; " + row.where());
            assertEquals(stale, ref.isStalemate(), "reference stalemate; " + row.where());
        }));
    }

    // ------------------------------------------------------------------ games.tsv

    @TestFactory
    @DisplayName("games.tsv: every SAN move reads strictly and the final position matches")
    Stream<DynamicTest> games() {
        return rows("games.tsv", row -> dynamicTest(row.name(row.get("id") + " " + row.get("kind")), () -> {
            Position p = playStrictly(row.get("start_fen"), list(row.get("moves_san")), row);
            assertEquals(firstFields(row.get("final_fen"), 4), Fen.identity(p), "final position; " + row.where());
            assertEquals(Integer.parseInt(row.get("halfmove_clock")), p.halfmoveClock(), "halfmove clock; " + row.where());
            assertEquals(row.get("final_fen").split(" ")[5], String.valueOf(p.fullmoveNumber()),
                    "fullmove number; " + row.where());
            switch (row.get("final_status")) {
                case "checkmate" -> assertTrue(p.isCheckmate(), "expected checkmate; " + row.where());
                case "stalemate" -> assertTrue(p.isStalemate(), "expected stalemate; " + row.where());
                case "ongoing" -> assertTrue(p.hasLegalMove(), "expected legal moves; " + row.where());
                default -> { } // insufficient material: a verdict of the service, not of the move rules
            }
        }));
    }

    @TestFactory
    @DisplayName("games_past_end.tsv: every SAN move reads strictly, also past the automatic end")
    Stream<DynamicTest> gamesPastEnd() {
        return rows("games_past_end.tsv", row -> dynamicTest(row.name(row.get("id") + " " + row.get("kind")), () -> {
            List<String> moves = list(row.get("moves_san"));
            assertTrue(Integer.parseInt(row.get("end_ply")) <= moves.size(), row.where());
            playStrictly(row.get("start_fen"), moves, row);
        }));
    }

    private static Position playStrictly(String startFen, List<String> sans, Row row) {
        Position p = Fen.position(startFen);
        for (int i = 0; i < sans.size(); i++) {
            String san = sans.get(i);
            try {
                Move m = San.parse(p, san);
                assertEquals(san, San.of(p, m.code()), "SAN written back at ply " + (i + 1) + " in " + Fen.write(p));
                p = p.play(m.code());
            } catch (MoveError e) {
                fail("ply " + (i + 1) + " '" + san + "' refused in " + Fen.write(p) + ": " + e.getMessage() + "; " + row.where());
            }
        }
        return p;
    }

    // ------------------------------------------------------------------ en-passant squares

    /**
     * Every FEN of the corpus that writes an en-passant square: the position keeps it exactly when
     * the reference generator finds a legal en-passant capture (FIDE 9.2.3), and the FEN reader
     * says so with a warning otherwise.
     */
    @TestFactory
    @DisplayName("corpus FENs with an en-passant square: kept exactly when the capture is legal")
    Stream<DynamicTest> enPassantSquareKeptOnlyWhenLegal() {
        Map<String, String> fens = new LinkedHashMap<>();
        for (String file : List.of("perft.tsv", "moves.tsv", "status.tsv")) {
            for (Row row : read(file)) fens.putIfAbsent(row.get("fen"), row.where());
        }
        for (String file : List.of("games.tsv", "games_past_end.tsv")) {
            for (Row row : read(file)) fens.putIfAbsent(row.get("start_fen"), row.where());
        }
        List<DynamicTest> tests = new ArrayList<>();
        int[] legal = {0}, illegal = {0};
        fens.forEach((fen, where) -> {
            String field = fen.split(" ")[3];
            if (field.equals("-")) return;
            int written = ReferenceMoveGen.parseSquare(field);
            boolean capturable = ReferenceMoveGen.fromFen(fen).hasLegalEnPassant();
            (capturable ? legal : illegal)[0]++;
            tests.add(dynamicTest((capturable ? "legal " : "illegal ") + fen, () -> {
                FenResult r = Fen.read(fen);
                assertTrue(r instanceof FenResult.Valid, "FEN refused: " + r + "; " + where);
                Position p = ((FenResult.Valid) r).position();
                assertEquals(capturable ? written : -1, p.epSquare(), "epSquare(); " + where);
                assertEquals(capturable ? field : "-", Fen.identity(p).split(" ")[3], "FEN en-passant field; " + where);
                boolean warned = r.warnings().stream().anyMatch(w -> w.code().equals("en_passant_not_capturable"));
                assertEquals(!capturable, warned, "warning en_passant_not_capturable; " + where);
            }));
        });
        // The corpus is meant to hold both kinds; if it did not, this test would prove little.
        tests.add(dynamicTest("the corpus has legal and illegal en-passant squares", () -> {
            assertTrue(legal[0] >= 20, "legal: " + legal[0]);
            assertTrue(illegal[0] >= 20, "illegal: " + illegal[0]);
        }));
        return tests.stream();
    }

    // ------------------------------------------------------------------ the reference itself

    /** Published perft numbers (chessprogramming.org, "Perft Results") of the six standard positions. */
    private static final Object[][] PUBLISHED = {
        {"startpos", Fen.STANDARD, new long[] {20, 400, 8902, 197281, 4865609}},
        {"kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            new long[] {48, 2039, 97862, 4085603}},
        {"position 3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", new long[] {14, 191, 2812, 43238, 674624}},
        {"position 4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            new long[] {6, 264, 9467, 422333}},
        {"position 5", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", new long[] {44, 1486, 62379, 2103487}},
        {"position 6", "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
            new long[] {46, 2079, 89890, 3894594}},
    };

    @TestFactory
    @DisplayName("published perft numbers: production at full depth, the reference while under 10,000 nodes")
    Stream<DynamicTest> publishedPerft() {
        List<DynamicTest> tests = new ArrayList<>();
        for (Object[] pos : PUBLISHED) {
            String name = (String) pos[0], fen = (String) pos[1];
            long[] nodes = (long[]) pos[2];
            for (int d = 1; d <= nodes.length; d++) {
                int depth = d;
                long expected = nodes[d - 1];
                tests.add(dynamicTest("MoveGen " + name + " d" + depth + "=" + expected,
                        () -> assertEquals(expected, MoveGen.perft(Fen.position(fen), depth), fen)));
                if (expected <= 10_000)
                    tests.add(dynamicTest("reference " + name + " d" + depth + "=" + expected,
                            () -> assertEquals(expected, ReferenceMoveGen.fromFen(fen).perft(depth), fen)));
            }
        }
        return tests.stream();
    }

    @TestFactory
    @DisplayName("perft.tsv: the reference generator's perft equals Stockfish's (rows under 50,000 nodes)")
    Stream<DynamicTest> referencePerft() {
        return read("perft.tsv").stream()
                .filter(row -> Long.parseLong(row.get("nodes")) <= 50_000)
                .map(row -> {
                    int depth = Integer.parseInt(row.get("depth"));
                    long nodes = Long.parseLong(row.get("nodes"));
                    return dynamicTest(row.name("d" + depth + "=" + nodes + " " + row.get("fen")),
                            () -> assertEquals(nodes, ReferenceMoveGen.fromFen(row.get("fen")).perft(depth), row.where()));
                });
    }

    @TestFactory
    @DisplayName("castling, en-passant and promotion corner cases: reference and production")
    Stream<DynamicTest> referenceCornerCases() {
        // Expected move sets worked out by hand from FIDE 3.7-3.9.
        return Stream.of(
                referenceHas("b1 attacked: O-O-O allowed", "1r2k3/8/8/8/8/8/8/R3K3 w Q - 0 1", "e1c1", true),
                referenceHas("rook attacked: O-O allowed", "4k2r/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1", true),
                referenceHas("crossed square attacked: no O-O", "4k3/8/8/8/8/8/5r2/4K2R w K - 0 1", "e1g1", false),
                referenceHas("landing square attacked: no O-O", "4k3/8/8/8/8/8/6r1/4K2R w K - 0 1", "e1g1", false),
                referenceHas("in check: no O-O", "4k3/8/8/8/8/8/4r3/4K2R w K - 0 1", "e1g1", false),
                referenceHas("piece between: no O-O-O", "4k3/8/8/8/8/8/8/RN2K3 w Q - 0 1", "e1c1", false),
                referenceHas("no right: no O-O", "4k3/8/8/8/8/8/8/4K2R w - - 0 1", "e1g1", false),
                referenceHas("black O-O-O with b8 attacked", "r3k3/8/8/8/8/8/8/1R2K3 b q - 0 1", "e8c8", true),
                referenceHas("ep legal", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6", true),
                referenceHas("ep: both pawns leave the king's rank", "4k3/8/8/K2pP2r/8/8/8/8 w - d6 0 1", "e5d6", false),
                referenceHas("ep: the captured pawn shielded the king", "b3k3/8/8/3pP3/8/8/6K1/8 w - d6 0 1", "e5d6", false),
                referenceHas("ep along the pinning diagonal", "4k3/2b5/8/3pP3/5K2/8/8/8 w - d6 0 1", "e5d6", true),
                referenceHas("ep off the pinning diagonal", "4k3/6b1/8/3pP3/8/2K5/8/8 w - d6 0 1", "e5d6", false),
                referenceHas("ep capturing the checker", "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1", "e4d3", true),
                referenceHas("ep: the capturing pawn shielded the king", "8/8/2k5/8/3Pp3/8/6B1/4K3 b - d3 0 1", "e4d3", false),
                referenceHas("promotion to a knight", "8/4P3/8/8/8/8/k7/4K3 w - - 0 1", "e7e8n", true),
                referenceHas("no plain push to the last rank", "8/4P3/8/8/8/8/k7/4K3 w - - 0 1", "e7e8", false));
    }

    private static DynamicTest referenceHas(String name, String fen, String uci, boolean expected) {
        return dynamicTest(name + ": " + uci + (expected ? " legal" : " illegal"), () -> {
            assertEquals(expected, ReferenceMoveGen.fromFen(fen).legalMoves().contains(uci), "reference; " + fen);
            Position p = Fen.position(fen);
            boolean found = false;
            for (int code : p.legalMoveCodes()) found |= Uci.of(p, code).equals(uci);
            assertEquals(expected, found, "production; " + fen);
        });
    }

    // ------------------------------------------------------------------ reading the corpus

    /** One data line of a TSV file. */
    record Row(String file, int line, Map<String, String> cols) {
        String get(String column) {
            String v = cols.get(column);
            assertNotNull(v, "no column " + column + " in " + file);
            return v;
        }

        String where() {
            return file + ":" + line;
        }

        String name(String what) {
            return line + ": " + what;
        }
    }

    private static final Map<String, List<Row>> CACHE = new HashMap<>();

    static synchronized List<Row> read(String file) {
        return CACHE.computeIfAbsent(file, f -> {
            try (InputStream in = ConformanceCorpusTest.class.getResourceAsStream("/conformance/" + f)) {
                assertNotNull(in, "missing test resource conformance/" + f);
                BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
                String[] header = reader.readLine().split("\t", -1);
                List<Row> rows = new ArrayList<>();
                String line;
                int number = 1;
                while ((line = reader.readLine()) != null) {
                    number++;
                    if (line.isBlank()) continue;
                    String[] cells = line.split("\t", -1);
                    assertEquals(header.length, cells.length, f + ":" + number + " has a wrong number of columns");
                    Map<String, String> cols = new HashMap<>();
                    for (int i = 0; i < header.length; i++) cols.put(header[i], cells[i]);
                    rows.add(new Row(f, number, cols));
                }
                assertFalse(rows.isEmpty(), f + " is empty");
                return rows;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }

    private static Stream<DynamicTest> rows(String file, Function<Row, DynamicTest> test) {
        return read(file).stream().map(test);
    }

    private static List<String> list(String spaceSeparated) {
        String s = spaceSeparated.strip();
        return s.isEmpty() ? List.of() : Arrays.asList(s.split(" +"));
    }

    private static List<String> sorted(List<String> items) {
        SortedSet<String> set = new TreeSet<>(items);
        assertEquals(items.size(), set.size(), "duplicates in " + items);
        return new ArrayList<>(set);
    }

    private static String firstFields(String fen, int n) {
        return String.join(" ", Arrays.asList(fen.split(" ")).subList(0, n));
    }

    private static boolean yes(String s) {
        if (s.equals("yes")) return true;
        if (s.equals("no")) return false;
        throw new IllegalArgumentException("not yes/no: " + s);
    }
}
