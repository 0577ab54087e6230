package dev.hakem.chess;

import dev.hakem.chess.board.Attacks;
import dev.hakem.chess.board.Bitboards;
import dev.hakem.chess.board.CastlingRights;
import dev.hakem.chess.board.Color;
import dev.hakem.chess.board.Piece;
import dev.hakem.chess.board.Role;
import dev.hakem.chess.board.Square;
import dev.hakem.chess.notation.MoveError;
import dev.hakem.chess.notation.San;
import dev.hakem.chess.notation.Uci;

import static dev.hakem.chess.RulesTestSupport.sq;
import static dev.hakem.chess.RulesTestSupport.uciMoves;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.IntUnaryOperator;
import org.junit.jupiter.api.Test;

/** docs/rules.md § Board and start. */
class BoardAndStartRulesTest {

    private static final String START_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    // ------------------------------------------------------------------ the board

    @Test
    void h1IsALightSquare() {
        assertTrue(Square.isLight(sq("h1")));
        assertTrue(Bitboards.has(Bitboards.LIGHT_SQUARES, sq("h1")));
        assertFalse(Bitboards.has(Bitboards.DARK_SQUARES, sq("h1")));
    }

    @Test
    void squareColoursAlternateFromDarkA1() {
        // a1 is dark, h1 light; colour flips with every step along a file or a rank.
        for (int file = 0; file < 8; file++) {
            for (int rank = 0; rank < 8; rank++) {
                int s = rank * 8 + file;
                boolean light = (file + rank) % 2 == 1;
                assertEquals(light, Square.isLight(s), "square " + (char) ('a' + file) + (rank + 1));
                assertEquals(light, Bitboards.has(Bitboards.LIGHT_SQUARES, s));
                assertEquals(!light, Bitboards.has(Bitboards.DARK_SQUARES, s));
            }
        }
        assertFalse(Square.isLight(sq("a1")));
        assertTrue(Square.isLight(sq("a8")));
        assertFalse(Square.isLight(sq("h8")));
        // "queen on her own colour": d1 light for White's queen, d8 dark for Black's
        assertTrue(Square.isLight(sq("d1")));
        assertFalse(Square.isLight(sq("d8")));
    }

    @Test
    void filesRunAToHFromWhitesLeftAndRanksOneToEightFromWhitesSide() {
        assertEquals(0, Square.parse("a1"));
        assertEquals(7, Square.parse("h1"));
        assertEquals(8, Square.parse("a2"));
        assertEquals(63, Square.parse("h8"));
        for (int s = 0; s < 64; s++) {
            String name = "" + (char) ('a' + s % 8) + (char) ('1' + s / 8);
            assertEquals(name, Square.name(s));
            assertEquals(s, Square.parse(name));
        }
        assertEquals(-1, Square.parse("i1"));
        assertEquals(-1, Square.parse("a9"));
        assertEquals(-1, Square.parse("a0"));
    }

    // ------------------------------------------------------------------ the start

    @Test
    void startPositionIsTheStandardFen() {
        assertEquals(START_FEN, Fen.STANDARD);
        assertEquals(START_FEN, Fen.write(Position.start()));
        FenResult r = Fen.read(START_FEN);
        FenResult.Valid v = assertInstanceOf(FenResult.Valid.class, r);
        assertTrue(v.warnings().isEmpty());
        assertEquals(Position.start(), v.position());
    }

    @Test
    void startPositionHasThePiecesOnTheirHomeSquares() {
        Position p = Position.start();
        String back = "RNBQKBNR";
        for (int file = 0; file < 8; file++) {
            Role role = Role.fromLetter(back.charAt(file));
            assertEquals(new Piece(Color.WHITE, role), p.pieceAt(file));
            assertEquals(new Piece(Color.WHITE, Role.PAWN), p.pieceAt(8 + file));
            assertEquals(new Piece(Color.BLACK, Role.PAWN), p.pieceAt(48 + file));
            assertEquals(new Piece(Color.BLACK, role), p.pieceAt(56 + file));
            for (int rank = 2; rank <= 5; rank++) assertEquals(null, p.pieceAt(rank * 8 + file));
        }
        assertEquals(sq("e1"), p.kingSquare(Color.WHITE));
        assertEquals(sq("e8"), p.kingSquare(Color.BLACK));
        assertEquals(CastlingRights.ALL, p.castlingRights());
        assertEquals(-1, p.epSquare());
        assertEquals(0, p.halfmoveClock());
        assertEquals(1, p.fullmoveNumber());
    }

    @Test
    void whiteMovesFirst() {
        assertEquals(Color.WHITE, Position.start().turn());
    }

    @Test
    void whiteHasExactlyTheTwentyFirstMoves() {
        Set<String> expected = new TreeSet<>(List.of(
                "a2a3", "b2b3", "c2c3", "d2d3", "e2e3", "f2f3", "g2g3", "h2h3",
                "a2a4", "b2b4", "c2c4", "d2d4", "e2e4", "f2f4", "g2g4", "h2h4",
                "b1a3", "b1c3", "g1f3", "g1h3"));
        assertEquals(20, expected.size());
        Position p = Position.start();
        assertEquals(expected, uciMoves(p));
        assertEquals(20, p.legalMoveCount());
        assertEquals(20, p.legalMoves().size());
        assertEquals(20, p.legalMoveCodes().length);
    }

    @Test
    void theTwentyFirstMovesInSan() {
        Set<String> expected = new TreeSet<>(List.of(
                "a3", "b3", "c3", "d3", "e3", "f3", "g3", "h3",
                "a4", "b4", "c4", "d4", "e4", "f4", "g4", "h4",
                "Na3", "Nc3", "Nf3", "Nh3"));
        Position p = Position.start();
        Set<String> actual = new TreeSet<>();
        for (Move m : p.legalMoves()) actual.add(San.of(p, m));
        assertEquals(expected, actual);
    }

    @Test
    void blackAlsoHasTwentyRepliesToTheFirstMove() {
        Position p = Position.start().play(MoveCode.of(sq("e2"), sq("e4"), MoveCode.DOUBLE_PUSH));
        assertEquals(Color.BLACK, p.turn());
        Set<String> expected = new TreeSet<>(List.of(
                "a7a6", "b7b6", "c7c6", "d7d6", "e7e6", "f7f6", "g7g6", "h7h6",
                "a7a5", "b7b5", "c7c5", "d7d5", "e7e5", "f7f5", "g7g5", "h7h5",
                "b8a6", "b8c6", "g8f6", "g8h6"));
        assertEquals(expected, uciMoves(p));
    }

    @Test
    void aMoveCannotBePassed() throws Exception {
        Position p = Position.start();
        for (int code : p.legalMoveCodes()) {
            assertNotEquals(MoveCode.from(code), MoveCode.to(code), "a null move is listed");
            Position after = p.play(code);
            assertEquals(Color.BLACK, after.turn());
            assertFalse(after.sameAs(p));
        }
        MoveError e = assertThrows(MoveError.class, () -> Uci.parse(p, "0000"));
        assertEquals(MoveError.Reason.SYNTAX, e.reason());
        assertThrows(MoveError.class, () -> Uci.parse(p, "e2e2"));
        assertThrows(MoveError.class, () -> San.parse(p, "--"));
        assertThrows(MoveError.class, () -> San.parse(p, "--", true));
        assertThrows(MoveError.class, () -> San.parse(p, "Z0", true));
    }

    @Test
    void everyMovePassesTheTurnToTheOpponent() {
        Position p = Position.start();
        for (int code : p.legalMoveCodes()) {
            Position after = p.play(code);
            assertEquals(Color.BLACK, after.turn());
            for (int reply : after.legalMoveCodes()) assertEquals(Color.WHITE, after.play(reply).turn());
        }
    }

    // ------------------------------------------------------------------ empty-board mobility

    /** Counts squares reachable by repeating (or once, when slide is false) each step from (file, rank). */
    private static int reach(int file, int rank, int[][] steps, boolean slide) {
        int n = 0;
        for (int[] d : steps) {
            int f = file + d[0], r = rank + d[1];
            while (f >= 0 && f < 8 && r >= 0 && r < 8) {
                n++;
                if (!slide) break;
                f += d[0];
                r += d[1];
            }
        }
        return n;
    }

    private static final int[][] KNIGHT_STEPS = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};

    /** Bishop: sum over the four diagonals of the distance to the nearer edge in that direction. */
    private static int bishopFormula(int f, int r) {
        return Math.min(7 - f, 7 - r) + Math.min(f, 7 - r) + Math.min(7 - f, r) + Math.min(f, r);
    }

    /** King: the 3x3 block around it, clipped at the edges, minus its own square. */
    private static int kingFormula(int f, int r) {
        int cols = 1 + (f > 0 ? 1 : 0) + (f < 7 ? 1 : 0);
        int rows = 1 + (r > 0 ? 1 : 0) + (r < 7 ? 1 : 0);
        return cols * rows - 1;
    }

    private static int knightFormula(int f, int r) {
        return reach(f, r, KNIGHT_STEPS, false);
    }

    @Test
    void rookAlwaysHasFourteenSquaresOnAnEmptyBoard() {
        for (int s = 0; s < 64; s++) {
            assertEquals(14, Long.bitCount(Attacks.rook(s, 0L)), Square.name(s));
            // the seven other squares of its file and the seven of its rank
            assertEquals((Bitboards.fileOf(s) | Bitboards.rankOf(s)) & ~(1L << s), Attacks.rook(s, 0L));
        }
    }

    @Test
    void knightHasTwoInACornerAndEightAtMost() {
        int max = 0;
        for (int s = 0; s < 64; s++) {
            int expected = knightFormula(s % 8, s / 8);
            assertEquals(expected, Long.bitCount(Attacks.knight(s)), Square.name(s));
            max = Math.max(max, expected);
        }
        for (String corner : List.of("a1", "h1", "a8", "h8")) assertEquals(2, Long.bitCount(Attacks.knight(sq(corner))));
        assertEquals(3, Long.bitCount(Attacks.knight(sq("b1"))));
        assertEquals(4, Long.bitCount(Attacks.knight(sq("c1"))));
        assertEquals(4, Long.bitCount(Attacks.knight(sq("b2"))));
        assertEquals(6, Long.bitCount(Attacks.knight(sq("c2"))));
        assertEquals(8, max);
        // exactly the 16 squares c3..f6 give the knight eight moves
        for (int s = 0; s < 64; s++) {
            int f = s % 8, r = s / 8;
            boolean centre = f >= 2 && f <= 5 && r >= 2 && r <= 5;
            assertEquals(centre, Long.bitCount(Attacks.knight(s)) == 8, Square.name(s));
        }
    }

    @Test
    void bishopHasSevenInACornerAndThirteenAtMost() {
        int min = 99, max = 0;
        for (int s = 0; s < 64; s++) {
            int f = s % 8, r = s / 8;
            int expected = bishopFormula(f, r);
            assertEquals(expected, reach(f, r, new int[][] {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}, true));
            assertEquals(expected, Long.bitCount(Attacks.bishop(s, 0L)), Square.name(s));
            min = Math.min(min, expected);
            max = Math.max(max, expected);
        }
        for (String corner : List.of("a1", "h1", "a8", "h8")) assertEquals(7, Long.bitCount(Attacks.bishop(sq(corner), 0L)));
        for (String centre : List.of("d4", "e4", "d5", "e5")) assertEquals(13, Long.bitCount(Attacks.bishop(sq(centre), 0L)));
        assertEquals(7, min);
        assertEquals(13, max);
    }

    @Test
    void queenHasTwentyOneToTwentySeven() {
        int min = 99, max = 0;
        for (int s = 0; s < 64; s++) {
            int expected = 14 + bishopFormula(s % 8, s / 8);
            int actual = Long.bitCount(Attacks.queen(s, 0L));
            assertEquals(expected, actual, Square.name(s));
            assertTrue(actual >= 21 && actual <= 27, Square.name(s));
            min = Math.min(min, actual);
            max = Math.max(max, actual);
        }
        assertEquals(21, min);
        assertEquals(27, max);
        assertEquals(21, Long.bitCount(Attacks.queen(sq("a1"), 0L)));
        assertEquals(27, Long.bitCount(Attacks.queen(sq("e5"), 0L)));
    }

    @Test
    void kingHasThreeToEight() {
        for (int s = 0; s < 64; s++) {
            int f = s % 8, r = s / 8;
            int expected = kingFormula(f, r);
            assertEquals(expected, Long.bitCount(Attacks.king(s)), Square.name(s));
            boolean corner = (f == 0 || f == 7) && (r == 0 || r == 7);
            boolean edge = f == 0 || f == 7 || r == 0 || r == 7;
            assertEquals(corner ? 3 : edge ? 5 : 8, expected, Square.name(s));
        }
    }

    @Test
    void emptyBoardMobilityTotalsOverAllSixtyFourSquares() {
        // Published totals: rook 64*14, bishop 560, queen 1456, knight 336, king 420.
        int rook = 0, bishop = 0, queen = 0, knight = 0, king = 0;
        for (int s = 0; s < 64; s++) {
            rook += Long.bitCount(Attacks.rook(s, 0L));
            bishop += Long.bitCount(Attacks.bishop(s, 0L));
            queen += Long.bitCount(Attacks.queen(s, 0L));
            knight += Long.bitCount(Attacks.knight(s));
            king += Long.bitCount(Attacks.king(s));
        }
        assertEquals(896, rook);
        assertEquals(560, bishop);
        assertEquals(1456, queen);
        assertEquals(336, knight);
        assertEquals(420, king);
    }

    // ------------------------------------------------------------------ the same counts from legal moves

    private static final String[] PIECE_FOR_TEST = {"R", "N", "B", "Q"};

    /** The empty-board destination count of a white piece on (f, r), computed from the geometry. */
    private static int formula(String piece, int f, int r) {
        switch (piece) {
            case "R": return 14;
            case "N": return knightFormula(f, r);
            case "B": return bishopFormula(f, r);
            case "Q": return 14 + bishopFormula(f, r);
            default: return kingFormula(f, r);
        }
    }

    /** Squares a piece on s reaches on the empty board, computed by walking its steps. */
    private static long geometricTargets(String piece, int s) {
        int[][] orth = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        int[][] diag = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
        List<int[]> steps = new ArrayList<>();
        boolean slide = true;
        switch (piece) {
            case "R": steps.addAll(List.of(orth)); break;
            case "B": steps.addAll(List.of(diag)); break;
            case "Q": steps.addAll(List.of(orth)); steps.addAll(List.of(diag)); break;
            case "N": steps.addAll(List.of(KNIGHT_STEPS)); slide = false; break;
            default: steps.addAll(List.of(orth)); steps.addAll(List.of(diag)); slide = false;
        }
        long out = 0;
        for (int[] d : steps) {
            int f = s % 8 + d[0], r = s / 8 + d[1];
            while (f >= 0 && f < 8 && r >= 0 && r < 8) {
                out |= 1L << (r * 8 + f);
                if (!slide) break;
                f += d[0];
                r += d[1];
            }
        }
        return out;
    }

    private static boolean adjacent(int a, int b) {
        return Math.abs(a % 8 - b % 8) <= 1 && Math.abs(a / 8 - b / 8) <= 1;
    }

    private static String fenOf(char[] board, char turn) {
        StringBuilder sb = new StringBuilder();
        for (int rank = 7; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 8; file++) {
                char c = board[rank * 8 + file];
                if (c == 0) {
                    empty++;
                } else {
                    if (empty > 0) sb.append(empty);
                    empty = 0;
                    sb.append(c);
                }
            }
            if (empty > 0) sb.append(empty);
            if (rank > 0) sb.append('/');
        }
        return sb + " " + turn + " - - 0 1";
    }

    @Test
    void pieceMobilityFromLegalMovesWithTwoKingsOutOfTheWay() {
        for (String piece : PIECE_FOR_TEST) {
            for (int s = 0; s < 64; s++) {
                long reach = geometricTargets(piece, s);
                // two kings on squares the piece does not reach, not adjacent to each other
                int wk = -1, bk = -1;
                for (int a = 0; a < 64 && bk < 0; a++) {
                    if (a == s || (reach & (1L << a)) != 0) continue;
                    for (int b = 0; b < 64; b++) {
                        if (b == s || b == a || (reach & (1L << b)) != 0 || adjacent(a, b)) continue;
                        wk = a;
                        bk = b;
                        break;
                    }
                }
                assertTrue(bk >= 0, "no room for the kings with " + piece + " on " + Square.name(s));
                char[] board = new char[64];
                board[s] = piece.charAt(0);
                board[wk] = 'K';
                board[bk] = 'k';
                Position p = Fen.position(fenOf(board, 'w'));
                Set<Integer> targets = new TreeSet<>();
                for (int code : p.legalMoveCodes()) if (MoveCode.from(code) == s) targets.add(MoveCode.to(code));
                assertEquals(formula(piece, s % 8, s / 8), targets.size(), piece + " on " + Square.name(s) + " in " + p);
                long bits = 0;
                for (int t : targets) bits |= 1L << t;
                assertEquals(reach, bits, piece + " on " + Square.name(s));
            }
        }
    }

    @Test
    void kingMobilityFromLegalMovesWithTheOtherKingFarAway() {
        IntUnaryOperator far = s -> {
            for (int b = 0; b < 64; b++)
                if (Math.max(Math.abs(s % 8 - b % 8), Math.abs(s / 8 - b / 8)) >= 3) return b;
            return -1;
        };
        for (int s = 0; s < 64; s++) {
            int bk = far.applyAsInt(s);
            char[] board = new char[64];
            board[s] = 'K';
            board[bk] = 'k';
            Position p = Fen.position(fenOf(board, 'w'));
            assertEquals(kingFormula(s % 8, s / 8), p.legalMoveCount(), "king on " + Square.name(s));
            assertEquals(geometricTargets("K", s), Attacks.king(s));
        }
    }
}
