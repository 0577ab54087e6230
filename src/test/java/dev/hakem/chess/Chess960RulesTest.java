package dev.hakem.chess;

import dev.hakem.Fuzz;
import dev.hakem.chess.board.CastlingRights;
import dev.hakem.chess.board.Color;
import dev.hakem.chess.notation.MoveError;
import dev.hakem.chess.notation.San;
import dev.hakem.chess.notation.Uci;
import dev.hakem.chess.reference.ReferenceMoveGen;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.SortedSet;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** docs/rules.md § Chess960 castling (FIDE Guidelines II): castling with a rook on any file, its FEN, its notation, its identity. */
class Chess960RulesTest {

    private static Position c960(String fen) {
        return Fen.position(fen, Variant.CHESS960);
    }

    /** Plays a SAN move and returns the FEN reached. */
    private static String after(String fen, String san) throws MoveError {
        Position p = c960(fen);
        return Fen.write(p.play(San.parse(p, san)));
    }

    private static List<String> codes(List<? extends FenProblem> problems) {
        List<String> out = new ArrayList<>();
        for (FenProblem p : problems) out.add(p.code());
        return out;
    }

    // ------------------------------------------------------------------ castling (Guidelines II.3)

    @Test
    void queenSideCastlingWithTheKingOnB1AndTheRookOnA1() throws MoveError {
        String fen = "r3k2r/8/8/8/8/8/8/RK5R w HAha - 0 1";
        assertEquals("r3k2r/8/8/8/8/8/8/2KR3R b kq - 1 1", after(fen, "O-O-O"));
        assertEquals("b1a1", Uci.of(c960(fen), San.parse(c960(fen), "O-O-O").code()));
    }

    @Test
    void kingAndRookSideBySideCastleOntoEachOthersSquares() throws MoveError {
        assertEquals("4k3/8/8/8/8/8/8/5RK1 b - - 1 1", after("4k3/8/8/8/8/8/8/5KR1 w G - 0 1", "O-O"));
        Move.Castle c = assertInstanceOf(Move.Castle.class, Uci.parse(c960("4k3/8/8/8/8/8/8/5KR1 w G - 0 1"), "f1g1"));
        assertEquals(sq("g1"), c.to());
        assertEquals(sq("g1"), c.rook());
        assertEquals(sq("f1"), c.rookTo());
    }

    @Test
    void kingAlreadyOnItsDestinationCastlesByMovingTheRookOnly() throws MoveError {
        assertEquals("4k3/8/8/8/8/8/8/R4RK1 b - - 1 1", after("4k3/8/8/8/8/8/8/R5KR w HA - 0 1", "O-O"));
    }

    @Test
    void castlingOutOfCheckIsRefused() {
        Position p = c960("3rk3/8/8/8/8/8/8/R2K3R w HA - 0 1");
        for (Move m : p.legalMoves()) assertFalse(m instanceof Move.Castle, m.toString());
        MoveError e = assertThrows(MoveError.class, () -> San.parse(p, "O-O"));
        assertEquals(MoveError.Reason.CASTLING_IN_CHECK, e.reason());
    }

    @Test
    void castlingRookThatShieldsTheKingsDestinationShieldsNothingOnceCastled() {
        Position p = c960("4k3/8/8/8/8/8/8/qRK4R w BH - 0 1");
        MoveError e = assertThrows(MoveError.class, () -> San.parse(p, "O-O-O"));
        assertEquals(MoveError.Reason.CASTLING_THROUGH_ATTACK, e.reason());
        assertTrue(e.getMessage().contains("c1"), e.getMessage());
        assertTrue(p.legalMoves().stream().anyMatch(m -> m instanceof Move.Castle c && c.kingSide()));
    }

    @Test
    void castlingThroughTheRooksOwnSquare() throws MoveError {
        assertEquals("4k3/8/8/8/8/8/8/5RK1 b - - 1 1", after("4k3/8/8/8/8/8/8/1KR5 w C - 0 1", "O-O"));
    }

    @Test
    void castlingWithAnAttackedRookIsLegal() throws MoveError {
        assertEquals("r3k3/8/8/8/8/8/8/2KR4 b - - 1 1", after("r3k3/8/8/8/8/8/8/R3K3 w A - 0 1", "O-O-O"));
    }

    @Test
    void kingsDestinationHeldByItsOwnCastlingRook() throws MoveError {
        assertEquals("4k3/8/8/8/8/8/8/5RK1 b - - 1 1", after("4k3/8/8/8/8/8/8/4K1R1 w G - 0 1", "O-O"));
        assertEquals("4k3/8/8/8/8/8/8/2KR4 b - - 1 1", after("4k3/8/8/8/8/8/8/2R1K3 w C - 0 1", "O-O-O"));
    }

    @Test
    void castlingIsBlockedByAnyOtherPieceOnEitherPath() {
        // the outer rook on a1 has the right; the inner one on c1 stands on the king's destination
        Position p = c960("4k3/8/8/8/8/8/8/R1R1K3 w A - 0 1");
        MoveError e = assertThrows(MoveError.class, () -> San.parse(p, "O-O-O"));
        assertEquals(MoveError.Reason.CASTLING_BLOCKED, e.reason());
    }

    @Test
    void uciWritesCastlingAsKingTakesRookAndReadsBothForms() throws MoveError {
        Position p = c960("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        SortedSet<String> uci = new TreeSet<>();
        for (int code : p.legalMoveCodes()) uci.add(Uci.of(p, code));
        assertTrue(uci.contains("e1h1") && uci.contains("e1a1"), uci.toString());
        assertFalse(uci.contains("e1g1") || uci.contains("e1c1"), uci.toString());
        assertInstanceOf(Move.Castle.class, Uci.parse(p, "e1g1"));
        assertInstanceOf(Move.Castle.class, Uci.parse(p, "e1h1"));
        // standard chess keeps the king's two-square form
        Position standard = Fen.position("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        assertEquals("e1g1", Uci.of(standard, Uci.parse(standard, "e1h1").code()));
    }

    @Test
    void uciKingStepOntoTheCastlingDestinationIsAnOrdinaryMoveWhenOneGoesThere() throws MoveError {
        Position p = c960("4k3/8/8/8/8/8/8/R4K1R w HA - 0 1");
        assertInstanceOf(Move.Normal.class, Uci.parse(p, "f1g1"));
        assertInstanceOf(Move.Castle.class, Uci.parse(p, "f1h1"));
    }

    @Test
    void uciKingThatStaysIsNotAMoveFromItsSquareToItself() {
        Position p = c960("4k3/8/8/8/8/8/8/R1K5 w Q - 0 1");
        assertInstanceOf(Move.Castle.class, assertDoesNotThrow(() -> Uci.parse(p, "c1a1")));
        assertThrows(MoveError.class, () -> Uci.parse(p, "c1c1"));
    }

    @Test
    void movingOrLosingTheCastlingRookEndsOnlyItsRight() throws MoveError {
        Position p = c960("r3k2r/8/8/8/8/8/8/RK5R w HAha - 0 1");
        Position q = p.play(Uci.parse(p, "h1h2"));
        assertEquals(CastlingRights.WHITE_QUEEN_SIDE | CastlingRights.BLACK_KING_SIDE | CastlingRights.BLACK_QUEEN_SIDE,
                q.castlingRights());
        Position r = q.play(Uci.parse(q, "a8a1"));
        assertEquals("4k2r/8/8/8/8/8/7R/rK6 w k - 0 2", Fen.write(r));
    }

    // ------------------------------------------------------------------ FEN: X-FEN and Shredder-FEN

    @Test
    void xFenIsWrittenWithFileLettersOnlyForAnInnerRook() {
        assertEquals("4k3/8/8/8/8/8/8/R1R1K3 w C - 0 1", Fen.write(c960("4k3/8/8/8/8/8/8/R1R1K3 w C - 0 1")));
        assertEquals("4k3/8/8/8/8/8/8/R1R1K3 w Q - 0 1", Fen.write(c960("4k3/8/8/8/8/8/8/R1R1K3 w A - 0 1")));
        assertEquals("4k3/8/8/8/8/8/8/R1R1K3 w Q - 0 1", Fen.write(c960("4k3/8/8/8/8/8/8/R1R1K3 w Q - 0 1")));
    }

    @Test
    void shredderFenIsReadWithAWarningAndWrittenAsXFen() {
        FenResult r = Fen.read("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1", Variant.CHESS960);
        FenResult.Valid v = assertInstanceOf(FenResult.Valid.class, r);
        assertEquals(Chess960.fen(0), Fen.write(v.position()));
        assertEquals(List.of("castling_file_letters"), codes(v.warnings()));
    }

    @Test
    void twoCastlingRightsOnOneSideOfTheKingAreRefused() {
        FenResult.Invalid r = assertInstanceOf(FenResult.Invalid.class,
                Fen.read("4k3/8/8/8/8/8/8/R1R1K2R w AC - 0 1", Variant.CHESS960));
        assertEquals(List.of("castling_two_rights_one_side"), codes(r.errors()));
    }

    @Test
    void castlingRightsWithoutTheirKingOnItsFirstRankOrTheirRookAreDroppedWithAWarning() {
        FenResult.Valid v = assertInstanceOf(FenResult.Valid.class, Fen.read("4k3/8/8/8/8/8/4K3/R6R w KQ - 0 1", Variant.CHESS960));
        assertEquals(0, v.position().castlingRights());
        assertEquals(List.of("castling_without_king", "castling_without_king"), codes(v.warnings()));
        FenResult.Valid w = assertInstanceOf(FenResult.Valid.class, Fen.read("4k3/8/8/8/8/8/8/4K2R w KG - 0 1", Variant.CHESS960));
        assertEquals(CastlingRights.WHITE_KING_SIDE, w.position().castlingRights());
        assertEquals(List.of("castling_without_rook"), codes(w.warnings()));
    }

    @Test
    void chess960CastlingLettersInAStandardFenAreStillRefused() {
        FenResult.Invalid r = assertInstanceOf(FenResult.Invalid.class, Fen.read("4k3/8/8/8/8/8/8/R1R1K3 w C - 0 1"));
        assertEquals(List.of("castling_chess960"), codes(r.errors()));
    }

    @Test
    void aKingNotBetweenItsCastlingRooksIsRefused() {
        Setup wrongSide = new Setup(Fen.position("4k3/8/8/8/8/8/8/RR2K3 w - - 0 1").board(), Color.WHITE,
                CastlingRights.WHITE_KING_SIDE, -1, 0, 1, Variant.CHESS960, Setup.rookFiles(1, 0, 7, 0));
        PositionError.Invalid e = assertThrows(PositionError.Invalid.class, () -> Position.of(wrongSide));
        assertEquals(List.of("castling_king_not_between_rooks"), codes(e.problems()));
        FenResult.Invalid corner = assertInstanceOf(FenResult.Invalid.class,
                Fen.read("4k3/8/8/8/8/8/8/K1R5 w K - 0 1", Variant.CHESS960));
        assertEquals(List.of("castling_king_not_between_rooks"), codes(corner.errors()));
    }

    // ------------------------------------------------------------------ identity (FIDE 9.2.3)

    @Test
    void castlingRightsOfDifferentRooksMakeDifferentPositions() {
        Position inner = c960("4k3/8/8/8/8/8/8/4K1RR w G - 0 1"), outer = c960("4k3/8/8/8/8/8/8/4K1RR w H - 0 1");
        assertEquals(inner.castlingRights(), outer.castlingRights());
        assertFalse(inner.sameAs(outer));
        assertNotEquals(inner.zobrist(), outer.zobrist());
        assertEquals(inner.zobrist(), inner.recomputeZobrist());
        assertEquals("4k3/8/8/8/8/8/8/4K1RR w G -", Fen.identity(inner));
        assertEquals("4k3/8/8/8/8/8/8/4K1RR w K -", Fen.identity(outer));
    }

    // ------------------------------------------------------------------ random games against the reference

    @Test
    void randomChess960GamesAgreeWithTheReferenceAtEveryPly() throws MoveError {
        Random random = Fuzz.random("chess960 playouts");
        int castlings = 0, games = Fuzz.tries(60);
        for (int game = 0; game < games; game++) {
            int number = random.nextInt(Chess960.COUNT);
            Position p = Chess960.start(number);
            ReferenceMoveGen.State ref = ReferenceMoveGen.fromChess960Fen(Chess960.fen(number));
            for (int ply = 0; ply < 160; ply++) {
                String where = "start " + number + ", ply " + ply + ", " + Fen.write(p);
                SortedSet<String> production = new TreeSet<>();
                List<String> castles = new ArrayList<>();
                for (int code : p.legalMoveCodes()) {
                    String uci = Uci.of(p, code);
                    production.add(uci);
                    if (MoveCode.kind(code) == MoveCode.CASTLE) castles.add(uci);
                    assertEquals(p.play(code).recomputeZobrist(), p.zobristAfter(code), where + ", key after " + uci);
                }
                assertEquals(ref.legalMoves(), production, where);
                assertEquals(production.size(), MoveGen.count(p), where);
                assertEquals(ref.fen(), Fen.write(p), where);
                assertEquals(p.zobrist(), p.recomputeZobrist(), where);
                assertEquals(p, c960(Fen.write(p)), where);
                try {
                    assertEquals(p, Position.of(p.setup()), where);
                } catch (PositionError.Invalid e) {
                    throw new AssertionError(where + ": " + e.problems(), e);
                }
                if (production.isEmpty()) break;
                List<String> moves = new ArrayList<>(production);
                String uci = !castles.isEmpty() && random.nextInt(3) == 0 ? castles.get(random.nextInt(castles.size()))
                        : moves.get(random.nextInt(moves.size()));
                if (castles.contains(uci)) castlings++;
                Move m = Uci.parse(p, uci);
                String san = San.of(p, m.code());
                assertEquals(m, San.parse(p, san), where + " " + san);
                p = p.play(m);
                ref = ref.play(uci);
            }
        }
        assertTrue(castlings >= games / 2, "castlings played: " + castlings);
    }

    private static int sq(String name) {
        return dev.hakem.chess.board.Square.parse(name);
    }
}
