package dev.hakem.chess;

import dev.hakem.chess.board.CastlingRights;
import dev.hakem.chess.board.Color;
import dev.hakem.chess.board.Piece;
import dev.hakem.chess.board.Role;
import dev.hakem.chess.notation.MoveError;
import dev.hakem.chess.notation.San;
import dev.hakem.chess.notation.Uci;

import static dev.hakem.chess.RulesTestSupport.fen;
import static dev.hakem.chess.RulesTestSupport.movesFrom;
import static dev.hakem.chess.RulesTestSupport.play;
import static dev.hakem.chess.RulesTestSupport.set;
import static dev.hakem.chess.RulesTestSupport.sq;
import static dev.hakem.chess.RulesTestSupport.uciMoves;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** docs/rules.md § Moves. Every position is analysed by hand in the comment beside it. */
class MoveRulesTest {

    // ------------------------------------------------------------------ helpers

    private static MoveError.Reason uciError(Position p, String uci) {
        return assertThrows(MoveError.class, () -> Uci.parse(p, uci)).reason();
    }

    private static String castlingField(Position p) {
        return Fen.write(p).split(" ")[2];
    }

    private static List<String> warningCodes(FenResult r) {
        return r.warnings().stream().map(FenProblem::code).toList();
    }

    // ------------------------------------------------------------------ own pieces, captures

    @Test
    void noPieceMovesOntoASquareOccupiedByItsOwnSide() {
        // White Rd4 with own Pd6 and Nf4: the rook stops before its own pieces.
        Position p = fen("7k/8/3P4/8/3R1N2/8/8/K7 w - - 0 1");
        assertEquals(set("d4d5", "d4d3", "d4d2", "d4d1", "d4c4", "d4b4", "d4a4", "d4e4"), movesFrom(p, "d4"));
        assertEquals(MoveError.Reason.OWN_PIECE_ON_TARGET, uciError(p, "d4d6"));
        assertEquals(MoveError.Reason.OWN_PIECE_ON_TARGET, uciError(p, "d4f4"));
        for (Move m : p.legalMoves()) {
            Piece target = p.pieceAt(m.to());
            assertTrue(target == null || target.color() != p.turn(), Uci.of(m));
        }
    }

    @Test
    void noMoveOfTheStartPositionLandsOnAnOwnPiece() {
        Position p = Position.start();
        for (Move m : p.legalMoves()) assertNull(p.pieceAt(m.to()), Uci.of(m));
        assertTrue(movesFrom(p, "a1").isEmpty());
        assertTrue(movesFrom(p, "d1").isEmpty());
        assertTrue(movesFrom(p, "e1").isEmpty());
    }

    @Test
    void movingOntoAnEnemyPieceCapturesIt() throws MoveError {
        // Rd4 takes the knight on d7; it cannot go on to d8.
        Position p = fen("7k/3n4/8/8/3R4/8/8/K7 w - - 5 40");
        assertTrue(movesFrom(p, "d4").contains("d4d7"));
        assertFalse(movesFrom(p, "d4").contains("d4d8"));
        Move m = Uci.parse(p, "d4d7");
        assertEquals(Role.KNIGHT, m.capture());
        Position after = p.play(m);
        assertEquals(new Piece(Color.WHITE, Role.ROOK), after.pieceAt(sq("d7")));
        assertNull(after.pieceAt(sq("d4")));
        assertEquals(0, after.board().pieces(Color.BLACK, Role.KNIGHT));
        assertEquals(1, Long.bitCount(after.board().byColor(Color.BLACK)));
        assertEquals(0, after.halfmoveClock(), "a capture resets the halfmove clock");
    }

    // ------------------------------------------------------------------ sliders and the knight

    @Test
    void slidersCannotPassOverPieces() {
        // Ra1: up to the black pawn on a5 (capturing it), not beyond; along rank 1 only b1 (own Bc1).
        // Bc1: own pawn on d2 blocks one diagonal; b2 and a3 on the other.
        Position p = fen("4k3/8/8/p7/8/8/3P4/R1B1K3 w - - 0 1");
        assertEquals(set("a1a2", "a1a3", "a1a4", "a1a5", "a1b1"), movesFrom(p, "a1"));
        assertEquals(set("c1b2", "c1a3"), movesFrom(p, "c1"));
        assertEquals(MoveError.Reason.PATH_BLOCKED, uciError(p, "a1a6"));
        assertEquals(MoveError.Reason.PATH_BLOCKED, uciError(p, "a1d1"));
        assertEquals(MoveError.Reason.PATH_BLOCKED, uciError(p, "c1e3"));
    }

    @Test
    void queenCannotPassOverPiecesInAnyDirection() {
        // Qd5 boxed in by enemy pawns one square away in all eight directions: eight captures only.
        Position p = fen("7k/8/2ppp3/2pQp3/2ppp3/8/8/K7 w - - 0 1");
        assertEquals(set("d5c6", "d5d6", "d5e6", "d5c5", "d5e5", "d5c4", "d5d4", "d5e4"), movesFrom(p, "d5"));
    }

    @Test
    void knightJumpsOverPieces() {
        // Nd4 surrounded on all eight neighbouring squares still has its eight jumps.
        Position p = fen("7k/8/8/2PPP3/2RNR3/2PPP3/8/7K w - - 0 1");
        assertEquals(set("d4b3", "d4b5", "d4c2", "d4c6", "d4e2", "d4e6", "d4f3", "d4f5"), movesFrom(p, "d4"));
        Position start = Position.start();
        assertEquals(set("b1a3", "b1c3"), movesFrom(start, "b1"));
        assertEquals(set("g1f3", "g1h3"), movesFrom(start, "g1"));
    }

    // ------------------------------------------------------------------ pawns

    @Test
    void pawnStepsOneOrTwoFromItsStartRank() {
        Position p = Position.start();
        assertEquals(set("e2e3", "e2e4"), movesFrom(p, "e2"));
    }

    @Test
    void pawnStepsOnlyOneSquareOffItsStartRank() {
        Position p = fen("4k3/8/8/8/8/4P3/8/4K3 w - - 0 1");
        assertEquals(set("e3e4"), movesFrom(p, "e3"));
        assertEquals(MoveError.Reason.UNREACHABLE, uciError(p, "e3e5"));
    }

    @Test
    void pawnDoubleStepNeedsBothSquaresEmpty() {
        // Black Ne4 blocks the second square: only e3.
        Position p = fen("4k3/8/8/8/4n3/8/4P3/4K3 w - - 0 1");
        assertEquals(set("e2e3"), movesFrom(p, "e2"));
        // Black Ne3 blocks the first square: nothing, and the pawn cannot jump it.
        Position q = fen("4k3/8/8/8/8/4n3/4P3/4K3 w - - 0 1");
        assertEquals(set(), movesFrom(q, "e2"));
        assertTrue(assertThrows(MoveError.class, () -> Uci.parse(q, "e2e4")).reason() != null);
    }

    @Test
    void pawnCannotCaptureStraightAhead() {
        Position p = fen("4k3/8/8/8/4n3/4P3/8/4K3 w - - 0 1");
        assertEquals(set(), movesFrom(p, "e3"));
    }

    @Test
    void blockedPawnMayStillCapture() {
        // Pe4 is blocked by Pe5 but takes the knight on d5.
        Position p = fen("4k3/8/8/3np3/4P3/8/8/4K3 w - - 0 1");
        assertEquals(set("e4d5"), movesFrom(p, "e4"));
    }

    @Test
    void pawnNeverMovesBackward() {
        // Pe4 with empty e3 and black bishops on d3 and f3 behind it: only e5.
        Position p = fen("4k3/8/8/8/4P3/3b1b2/8/4K3 w - - 0 1");
        assertEquals(set("e4e5"), movesFrom(p, "e4"));
        assertEquals(MoveError.Reason.UNREACHABLE, uciError(p, "e4e3"));
        assertEquals(MoveError.Reason.UNREACHABLE, uciError(p, "e4d3"));
        // Black pawns move down the board: ...e5-e4 only.
        Position b = fen("4k3/8/8/4p3/8/8/8/4K3 b - - 0 1");
        assertEquals(set("e5e4"), movesFrom(b, "e5"));
    }

    // ------------------------------------------------------------------ en passant

    @Test
    void enPassantRightAfterTheDoubleStep() throws MoveError {
        Position p = play(Position.start(), "e2e4", "a7a6", "e4e5", "d7d5");
        assertEquals(sq("d6"), p.epSquare());
        assertTrue(movesFrom(p, "e5").contains("e5d6"));
        Move m = Uci.parse(p, "e5d6");
        assertInstanceOf(Move.EnPassant.class, m);
        assertEquals(Role.PAWN, m.capture());
        Position after = p.play(m);
        assertEquals(new Piece(Color.WHITE, Role.PAWN), after.pieceAt(sq("d6")));
        assertNull(after.pieceAt(sq("d5")), "the captured pawn leaves d5");
        assertNull(after.pieceAt(sq("e5")));
        assertEquals(7, Long.bitCount(after.board().pieces(Color.BLACK, Role.PAWN)));
    }

    @Test
    void enPassantOnlyOnTheVeryNextMove() throws MoveError {
        Position p = play(Position.start(), "e2e4", "a7a6", "e4e5", "d7d5");
        assertTrue(uciMoves(p).contains("e5d6"));
        // White lets the chance go; a move later it is gone for good.
        Position later = play(p, "h2h3", "h7h6");
        assertFalse(uciMoves(later).contains("e5d6"));
        assertEquals(-1, later.epSquare());
        assertEquals("-", Fen.write(later).split(" ")[3]);
        assertThrows(MoveError.class, () -> Uci.parse(later, "e5d6"));
        assertThrows(MoveError.class, () -> San.parse(later, "exd6", true));
    }

    @Test
    void enPassantOnlyAfterADoubleStepNotTwoSingleSteps() throws MoveError {
        // ...d6 and ...d5 in two moves bring the pawn beside e5 too, but give no en passant.
        Position p = play(Position.start(), "e2e4", "d7d6", "e4e5", "a7a6", "h2h3", "d6d5");
        assertFalse(uciMoves(p).contains("e5d6"));
        assertEquals(-1, p.epSquare());
    }

    @Test
    void blackCapturesEnPassantOnRankFour() throws MoveError {
        Position p = play(Position.start(), "a2a3", "d7d5", "a3a4", "d5d4", "e2e4");
        assertEquals(sq("e3"), p.epSquare());
        assertTrue(uciMoves(p).contains("d4e3"));
        Position after = play(p, "d4e3");
        assertNull(after.pieceAt(sq("e4")));
        assertEquals(new Piece(Color.BLACK, Role.PAWN), after.pieceAt(sq("e3")));
    }

    @Test
    void enPassantIsWrittenAsAPlainPawnCapture() throws MoveError {
        Position p = play(Position.start(), "e2e4", "a7a6", "e4e5", "d7d5");
        Move ep = Uci.parse(p, "e5d6");
        assertEquals("exd6", San.of(p, ep));
        assertEquals("e5d6", Uci.of(ep));
    }

    @Test
    void enPassantAcceptsATrailingEpMarkOnInput() throws MoveError {
        Position p = play(Position.start(), "e2e4", "a7a6", "e4e5", "d7d5");
        Move plain = San.parse(p, "exd6");
        assertInstanceOf(Move.EnPassant.class, plain);
        Move marked = San.parse(p, "exd6 e.p.");
        assertEquals(plain, marked);
        assertEquals(plain, San.parse(p, "exd6 e.p.", true).move());
    }

    @Test
    void enPassantThatExposesTheKingAlongTheRankIsIllegal() {
        // White Ka5 Pb5, black Pc5 (just played c7-c5) and Rh5: bxc6 would take both pawns off
        // rank 5 and leave the rook facing the king.
        String fen = "8/8/8/KPp4r/8/8/8/7k w - c6 0 1";
        FenResult r = Fen.read(fen);
        FenResult.Valid v = assertInstanceOf(FenResult.Valid.class, r);
        Position p = v.position();
        assertFalse(uciMoves(p).contains("b5c6"));
        assertEquals(-1, p.epSquare());
        assertEquals("8/8/8/KPp4r/8/8/8/7k w - - 0 1", Fen.write(p));
        assertTrue(warningCodes(r).contains("en_passant_not_capturable"), r.warnings().toString());
        assertThrows(MoveError.class, () -> Uci.parse(p, "b5c6"));
        // The same position without the rook: the capture is legal and the FEN keeps c6.
        Position free = fen("8/8/8/KPp5/8/8/8/7k w - c6 0 1");
        assertTrue(uciMoves(free).contains("b5c6"));
        assertEquals("8/8/8/KPp5/8/8/8/7k w - c6 0 1", Fen.write(free));
    }

    @Test
    void enPassantThatExposesTheKingAlongTheRankIsIllegalWhenReachedByPlay() throws MoveError {
        // Same pin reached by a real double step: Black's c7-c5 must not create an ep square.
        Position before = fen("8/2p5/8/KP5r/8/8/8/7k b - - 0 1");
        Position p = play(before, "c7c5");
        assertFalse(uciMoves(p).contains("b5c6"));
        assertEquals(-1, p.epSquare());
        assertEquals("8/8/8/KPp4r/8/8/8/7k w - - 0 2", Fen.write(p));
    }

    @Test
    void enPassantAsTheOnlyLegalMoveMustBePlayedAndIsNotStalemate() {
        // White Ka1, Pe5; Black Kc2, Nc1, Pd5 (just played d7-d5), Pe6.
        // Ka1: a2 (knight), b1 and b2 (king) are attacked, a1 itself is not. Pe5 is blocked by e6
        // and has nothing to take on d6 or f6 except the en passant capture of d5.
        Position p = fen("8/8/4p3/3pP3/8/8/2k5/K1n5 w - d6 0 1");
        assertFalse(p.isCheck());
        assertEquals(set("e5d6"), uciMoves(p));
        assertEquals(1, p.legalMoveCount());
        assertTrue(p.hasLegalMove());
        assertFalse(p.isStalemate());
        assertFalse(p.isCheckmate());
        // Without the double step it is stalemate.
        Position noEp = fen("8/8/4p3/3pP3/8/8/2k5/K1n5 w - - 0 1");
        assertTrue(noEp.isStalemate());
        assertEquals(0, noEp.legalMoveCount());
    }

    // ------------------------------------------------------------------ promotion

    @Test
    void promotionByPushToQueenRookBishopOrKnight() throws MoveError {
        // Pe7 can push to e8 or take the rook on d8; f8 is empty.
        Position p = fen("3r3k/4P3/8/8/8/8/8/K7 w - - 0 1");
        assertEquals(set("e7e8q", "e7e8r", "e7e8b", "e7e8n", "e7d8q", "e7d8r", "e7d8b", "e7d8n"), movesFrom(p, "e7"));
        for (String letter : List.of("q", "r", "b", "n")) {
            Move m = Uci.parse(p, "e7e8" + letter);
            Move.Promotion pr = assertInstanceOf(Move.Promotion.class, m);
            Role role = Role.fromLetter(letter.charAt(0));
            assertEquals(role, pr.promotion());
            assertNull(pr.capture());
            Position after = p.play(m);
            assertEquals(new Piece(Color.WHITE, role), after.pieceAt(sq("e8")));
            assertNull(after.pieceAt(sq("e7")));
            assertEquals(0, after.board().pieces(Color.WHITE, Role.PAWN), "the pawn does not stay a pawn");
        }
    }

    @Test
    void promotionByCaptureToQueenRookBishopOrKnight() throws MoveError {
        Position p = fen("3r3k/4P3/8/8/8/8/8/K7 w - - 0 1");
        for (String letter : List.of("q", "r", "b", "n")) {
            Move m = Uci.parse(p, "e7d8" + letter);
            Move.Promotion pr = assertInstanceOf(Move.Promotion.class, m);
            assertEquals(Role.ROOK, pr.capture());
            Position after = p.play(m);
            assertEquals(new Piece(Color.WHITE, Role.fromLetter(letter.charAt(0))), after.pieceAt(sq("d8")));
            assertEquals(0, after.board().pieces(Color.BLACK, Role.ROOK));
        }
    }

    @Test
    void promotionIsWrittenE8EqualsQInSanAndE7e8qInUci() throws MoveError {
        // Qe8 and Re8 check along rank 8 (f8, g8 empty); Be8 and Ne8 do not reach h8.
        Position p = fen("3r3k/4P3/8/8/8/8/8/K7 w - - 0 1");
        assertEquals("e8=Q+", San.of(p, Uci.parse(p, "e7e8q")));
        assertEquals("e8=R+", San.of(p, Uci.parse(p, "e7e8r")));
        assertEquals("e8=B", San.of(p, Uci.parse(p, "e7e8b")));
        assertEquals("e8=N", San.of(p, Uci.parse(p, "e7e8n")));
        assertEquals("exd8=Q+", San.of(p, Uci.parse(p, "e7d8q")));
        assertEquals("exd8=N", San.of(p, Uci.parse(p, "e7d8n")));
        assertEquals("e7e8q", Uci.of(San.parse(p, "e8=Q+")));
        assertEquals("e7d8n", Uci.of(San.parse(p, "exd8=N")));
    }

    @Test
    void promotionNeverToAKingOrAPawn() {
        Position p = fen("3r3k/4P3/8/8/8/8/8/K7 w - - 0 1");
        assertEquals(MoveError.Reason.SYNTAX, uciError(p, "e7e8k"));
        assertEquals(MoveError.Reason.SYNTAX, uciError(p, "e7e8p"));
        assertThrows(MoveError.class, () -> San.parse(p, "e8=K"));
        assertThrows(MoveError.class, () -> San.parse(p, "e8=K", true));
    }

    @Test
    void promotionIsNotLimitedToCapturedPieces() throws MoveError {
        // White still has its queen; a second one is fine.
        Position p = fen("7k/4P3/8/8/8/8/8/K2Q4 w - - 0 1");
        Position after = p.play(Uci.parse(p, "e7e8q"));
        assertEquals(2, Long.bitCount(after.board().pieces(Color.WHITE, Role.QUEEN)));
    }

    @Test
    void promotionIsNeverAssumed() {
        Position p = fen("3r3k/4P3/8/8/8/8/8/K7 w - - 0 1");
        assertEquals(MoveError.Reason.PROMOTION_REQUIRED, uciError(p, "e7e8"));
        assertEquals(MoveError.Reason.PROMOTION_REQUIRED, uciError(p, "e7d8"));
        assertEquals(MoveError.Reason.PROMOTION_REQUIRED,
                assertThrows(MoveError.class, () -> San.parse(p, "e8")).reason());
        assertEquals(MoveError.Reason.PROMOTION_REQUIRED,
                assertThrows(MoveError.class, () -> San.parse(p, "e8", true)).reason());
    }

    @Test
    void promotedQueenMatesAtOnce() throws MoveError {
        // Kh8 with White Kg6: g7 and h7 are covered by the king, Qe8 covers f8/g8 and checks h8.
        Position p = fen("7k/4P3/6K1/8/8/8/8/8 w - - 0 1");
        assertEquals("e8=Q#", San.of(p, Uci.parse(p, "e7e8q")));
        assertEquals("e8=R#", San.of(p, Uci.parse(p, "e7e8r")));
        assertEquals("e8=B", San.of(p, Uci.parse(p, "e7e8b")));
        assertEquals("e8=N", San.of(p, Uci.parse(p, "e7e8n")));
        Position after = play(p, "e7e8q");
        assertTrue(after.isCheckmate());
    }

    @Test
    void underpromotionToAKnightMates() throws MoveError {
        // Black Kh7 is walled in by its own Ng8, Rh8, Pg7, Pg6, Ph6. f8=N checks h7; the rook's
        // way to f8 is blocked by its knight; nothing else reaches f8; a knight check cannot be blocked.
        Position p = fen("6nr/5Ppk/6pp/8/8/8/8/K7 w - - 0 1");
        assertEquals("f8=N#", San.of(p, Uci.parse(p, "f7f8n")));
        assertEquals("f8=Q", San.of(p, Uci.parse(p, "f7f8q")));
        Position after = play(p, "f7f8n");
        assertTrue(after.isCheck());
        assertTrue(after.isCheckmate());
        assertFalse(play(p, "f7f8q").isCheck());
    }

    // ------------------------------------------------------------------ the king

    @Test
    void kingNeverMovesOntoAnAttackedSquare() {
        // Black Ra2 covers rank 2: Ke1 has d1 and f1 only.
        Position p = fen("4k3/8/8/8/8/8/r7/4K3 w - - 0 1");
        assertEquals(set("e1d1", "e1f1"), movesFrom(p, "e1"));
        assertEquals(MoveError.Reason.KING_INTO_CHECK, uciError(p, "e1e2"));
    }

    @Test
    void kingsAreNeverAdjacent() {
        // Kd3 against Kd5: c4, d4, e4 touch the black king.
        Position p = fen("8/8/8/3k4/8/3K4/8/8 w - - 0 1");
        assertEquals(set("d3c2", "d3d2", "d3e2", "d3c3", "d3e3"), uciMoves(p));
        assertEquals(MoveError.Reason.KING_INTO_CHECK, uciError(p, "d3d4"));
    }

    @Test
    void kingMayCaptureAnUnprotectedPiece() {
        // Re2 checks and nothing protects it: Kxe2 is legal, as are Kd1 and Kf1 (d2/f2 are on the rook's rank).
        Position p = fen("4k3/8/8/8/8/8/4r3/4K3 w - - 0 1");
        assertEquals(set("e1d1", "e1f1", "e1e2"), uciMoves(p));
    }

    @Test
    void kingMayNotCaptureAProtectedPiece() {
        // The same, with Pd3 protecting the rook.
        Position p = fen("4k3/8/8/8/8/3p4/4r3/4K3 w - - 0 1");
        assertEquals(set("e1d1", "e1f1"), uciMoves(p));
        assertEquals(MoveError.Reason.KING_INTO_CHECK, uciError(p, "e1e2"));
    }

    @Test
    void kingMayNotCaptureAPieceProtectedByAPinnedPiece() {
        // Black Bc4 protects Re2 through d3 though it is pinned to its Kh4 by White's Ra4 — a pinned
        // piece still attacks.
        Position p = fen("8/8/8/8/R1b4k/8/4r3/4K3 w - - 0 1");
        assertFalse(uciMoves(p).contains("e1e2"));
        assertEquals(set("e1d1", "e1f1"), movesFrom(p, "e1"));
    }

    // ------------------------------------------------------------------ castling

    private static final String CASTLE_BASE = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";

    @Test
    void castlingBothWaysWhenEveryConditionHolds() throws MoveError {
        Position p = fen(CASTLE_BASE);
        assertTrue(uciMoves(p).containsAll(set("e1g1", "e1c1")));
        Position ks = play(p, "e1g1");
        assertEquals(new Piece(Color.WHITE, Role.KING), ks.pieceAt(sq("g1")));
        assertEquals(new Piece(Color.WHITE, Role.ROOK), ks.pieceAt(sq("f1")), "the rook lands on the square the king crossed");
        assertNull(ks.pieceAt(sq("h1")));
        assertNull(ks.pieceAt(sq("e1")));
        assertEquals("kq", castlingField(ks));
        Position qs = play(p, "e1c1");
        assertEquals(new Piece(Color.WHITE, Role.KING), qs.pieceAt(sq("c1")));
        assertEquals(new Piece(Color.WHITE, Role.ROOK), qs.pieceAt(sq("d1")));
        assertNull(qs.pieceAt(sq("a1")));
        Position black = play(p, "a1b1", "e8g8");
        assertEquals(new Piece(Color.BLACK, Role.KING), black.pieceAt(sq("g8")));
        assertEquals(new Piece(Color.BLACK, Role.ROOK), black.pieceAt(sq("f8")));
        Position blackLong = play(p, "a1b1", "e8c8");
        assertEquals(new Piece(Color.BLACK, Role.KING), blackLong.pieceAt(sq("c8")));
        assertEquals(new Piece(Color.BLACK, Role.ROOK), blackLong.pieceAt(sq("d8")));
    }

    @Test
    void castlingRightIsLostForeverOnceTheKingHasMoved() throws MoveError {
        // Ke1-f1-e1 brings the king home again, but castling is gone for good.
        Position p = play(fen(CASTLE_BASE), "e1f1", "a8b8", "f1e1", "b8a8");
        assertEquals(sq("e1"), p.kingSquare(Color.WHITE));
        assertFalse(uciMoves(p).contains("e1g1"));
        assertFalse(uciMoves(p).contains("e1c1"));
        assertEquals(0, p.castlingRights() & (CastlingRights.WHITE_KING_SIDE | CastlingRights.WHITE_QUEEN_SIDE));
        assertEquals(MoveError.Reason.CASTLING_RIGHTS, uciError(p, "e1g1"));
        assertEquals(MoveError.Reason.CASTLING_RIGHTS, uciError(p, "e1c1"));
    }

    @Test
    void castlingRightIsLostWithThatRookOnlyOnceItHasMoved() throws MoveError {
        // Rh1-h2-h1: kingside gone; the a1 rook never moved so O-O-O stays.
        Position p = play(fen(CASTLE_BASE), "h1h2", "a8a7", "h2h1", "a7a8");
        assertFalse(uciMoves(p).contains("e1g1"));
        assertTrue(uciMoves(p).contains("e1c1"));
        assertEquals("Qk", castlingField(p));
        assertEquals(MoveError.Reason.CASTLING_RIGHTS, uciError(p, "e1g1"));
    }

    @Test
    void castlingNeedsTheSquaresBetweenKingAndRookEmpty() {
        // Own knights on b1 and f1: no castling either way (b1 blocks though the king never crosses it).
        Position p = fen("r3k2r/8/8/8/8/8/8/RN2KN1R w KQkq - 0 1");
        assertFalse(uciMoves(p).contains("e1g1"));
        assertFalse(uciMoves(p).contains("e1c1"));
        assertEquals(MoveError.Reason.CASTLING_BLOCKED, uciError(p, "e1g1"));
        assertEquals(MoveError.Reason.CASTLING_BLOCKED, uciError(p, "e1c1"));
        // An enemy bishop on f1 blocks O-O as well (it attacks e2/g2, not f1 or g1); O-O-O is unaffected.
        Position q = fen("r3k2r/8/8/8/8/8/8/R3Kb1R w KQkq - 0 1");
        assertFalse(uciMoves(q).contains("e1g1"));
        assertTrue(uciMoves(q).contains("e1c1"));
        // The block is temporary: the right is kept.
        assertEquals("KQkq", castlingField(p));
    }

    @Test
    void castlingIsIllegalWhileTheKingIsInCheck() {
        // Black Re5 checks e1; f1, g1, d1, c1 are not attacked.
        Position p = fen("4k3/8/8/4r3/8/8/8/R3K2R w KQ - 0 1");
        assertTrue(p.isCheck());
        assertFalse(uciMoves(p).contains("e1g1"));
        assertFalse(uciMoves(p).contains("e1c1"));
        assertEquals(MoveError.Reason.CASTLING_IN_CHECK, uciError(p, "e1g1"));
        assertEquals(MoveError.Reason.CASTLING_IN_CHECK, uciError(p, "e1c1"));
        assertEquals("KQ", castlingField(p), "being in check does not cost the right");
    }

    @Test
    void castlingThroughOrOntoAnAttackedSquareIsIllegal() {
        // A black rook on f8 covers f1 (crossed), on g8 covers g1 (landed on): O-O illegal, O-O-O fine.
        for (String fen : List.of("4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1", "4k1r1/8/8/8/8/8/8/R3K2R w KQ - 0 1")) {
            Position p = fen(fen);
            assertFalse(uciMoves(p).contains("e1g1"), fen);
            assertTrue(uciMoves(p).contains("e1c1"), fen);
            assertEquals(MoveError.Reason.CASTLING_THROUGH_ATTACK, uciError(p, "e1g1"));
        }
        // On d8 it covers d1 (crossed), on c8 c1 (landed on): O-O-O illegal, O-O fine.
        for (String fen : List.of("3rk3/8/8/8/8/8/8/R3K2R w KQ - 0 1", "2r1k3/8/8/8/8/8/8/R3K2R w KQ - 0 1")) {
            Position p = fen(fen);
            assertFalse(uciMoves(p).contains("e1c1"), fen);
            assertTrue(uciMoves(p).contains("e1g1"), fen);
            assertEquals(MoveError.Reason.CASTLING_THROUGH_ATTACK, uciError(p, "e1c1"));
        }
        // Black: a white bishop on c5 covers f8.
        Position b = fen("r3k2r/8/8/2B5/8/8/8/4K3 b kq - 0 1");
        assertFalse(uciMoves(b).contains("e8g8"));
        assertTrue(uciMoves(b).contains("e8c8"));
    }

    @Test
    void castlingIsLegalWhenTheRookIsAttacked() {
        // Black rooks on a8 and h8 attack the white rooks on a1 and h1 down the open files.
        Position p = fen("r3k2r/8/8/8/8/8/8/R3K2R w KQ - 0 1");
        assertTrue(p.isAttacked(sq("a1"), Color.BLACK));
        assertTrue(p.isAttacked(sq("h1"), Color.BLACK));
        assertTrue(uciMoves(p).containsAll(set("e1g1", "e1c1")));
    }

    @Test
    void queensideCastlingIsLegalWhenB1IsAttacked() {
        Position p = fen("1r2k3/8/8/8/8/8/8/R3K2R w KQ - 0 1");
        assertTrue(p.isAttacked(sq("b1"), Color.BLACK));
        assertTrue(uciMoves(p).contains("e1c1"));
        Position b = fen("r3k3/8/8/8/8/8/8/1R2K3 b q - 0 1");
        assertTrue(b.isAttacked(sq("b8"), Color.WHITE));
        assertTrue(uciMoves(b).contains("e8c8"));
    }

    @Test
    void aRookCapturedOnItsHomeSquareEndsThatRight() throws MoveError {
        // ...Rxa1: Black's rook leaves a8 (q gone) and White's a1 rook is taken (Q gone).
        Position p = fen("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1");
        Position after = play(p, "a8a1");
        assertEquals("Kk", castlingField(after));
        // A bishop taking the h1 rook ends K.
        Position q = fen("r3k2r/8/8/8/8/8/6b1/R3K2R b KQkq - 0 1");
        Position afterBishop = play(q, "g2h1");
        assertEquals("Qkq", castlingField(afterBishop));
        assertFalse(uciMoves(afterBishop).contains("e1g1"));
    }

    @Test
    void castlingInputAsKingTwoSquares() throws MoveError {
        Position p = fen(CASTLE_BASE);
        Move.Castle ks = assertInstanceOf(Move.Castle.class, Uci.parse(p, "e1g1"));
        assertEquals(sq("g1"), ks.to());
        assertEquals(sq("h1"), ks.rook());
        Move.Castle qs = assertInstanceOf(Move.Castle.class, Uci.parse(p, "e1c1"));
        assertEquals(sq("c1"), qs.to());
        assertEquals(sq("a1"), qs.rook());
    }

    @Test
    void castlingInputAsKingOntoItsOwnRook() throws MoveError {
        Position p = fen(CASTLE_BASE);
        assertEquals(Uci.parse(p, "e1g1"), Uci.parse(p, "e1h1"));
        assertEquals(Uci.parse(p, "e1c1"), Uci.parse(p, "e1a1"));
        Position b = play(p, "a1b1");
        assertEquals(Uci.parse(b, "e8g8"), Uci.parse(b, "e8h8"));
        assertEquals(Uci.parse(b, "e8c8"), Uci.parse(b, "e8a8"));
        // And refused with the castling reason when castling is not possible.
        Position blocked = fen("r3k2r/8/8/8/8/8/8/R3K1NR w KQkq - 0 1");
        assertEquals(MoveError.Reason.CASTLING_BLOCKED, uciError(blocked, "e1h1"));
    }

    @Test
    void castlingInputAsSanOhOhAndLenientZeroZero() throws MoveError {
        Position p = fen(CASTLE_BASE);
        assertEquals(Uci.parse(p, "e1g1"), San.parse(p, "O-O"));
        assertEquals(Uci.parse(p, "e1c1"), San.parse(p, "O-O-O"));
        San.Parsed zero = San.parse(p, "0-0", true);
        assertEquals(Uci.parse(p, "e1g1"), zero.move());
        assertFalse(zero.forgiven().isEmpty());
        assertEquals(Uci.parse(p, "e1c1"), San.parse(p, "0-0-0", true).move());
    }

    @Test
    void castlingOutputIsKingTwoSquaresAndOhOh() throws MoveError {
        Position p = fen(CASTLE_BASE);
        Move ks = Uci.parse(p, "e1h1");
        assertEquals("e1g1", Uci.of(ks));
        assertEquals("O-O", San.of(p, ks));
        Move qs = Uci.parse(p, "e1a1");
        assertEquals("e1c1", Uci.of(qs));
        assertEquals("O-O-O", San.of(p, qs));
    }
}
