package dev.hakem.chess;

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
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** docs/rules.md § Check, mate, stalemate. Every position is analysed by hand in the comment beside it. */
class CheckMateStalemateRulesTest {

    private static long bits(String... squares) {
        long b = 0;
        for (String s : squares) b |= 1L << sq(s);
        return b;
    }

    private static MoveError.Reason uciError(Position p, String uci) {
        return assertThrows(MoveError.class, () -> Uci.parse(p, uci)).reason();
    }

    // ------------------------------------------------------------------ check by each piece

    private static void assertCheckFrom(String fen, String checker) {
        Position p = fen(fen);
        assertTrue(p.isCheck(), fen);
        assertEquals(bits(checker), p.checkers(), fen);
        assertTrue(p.isAttacked(p.kingSquare(p.turn()), p.turn().other()));
        assertEquals(p.turn().other(), p.pieceAt(sq(checker)).color(), "the checking side is the side not to move");
    }

    private static void assertNoCheck(String fen) {
        Position p = fen(fen);
        assertFalse(p.isCheck(), fen);
        assertEquals(0L, p.checkers(), fen);
    }

    @Test
    void checkByAPawn() {
        assertCheckFrom("4k3/8/8/8/8/8/3p4/4K3 w - - 0 1", "d2");
        assertCheckFrom("4k3/8/8/8/8/8/5p2/4K3 w - - 0 1", "f2");
        // a pawn straight in front attacks nothing ahead of it
        assertNoCheck("4k3/8/8/8/8/8/4p3/4K3 w - - 0 1");
        // a black pawn does not attack backward: Pd3 below Ke4
        assertNoCheck("4k3/8/8/8/4K3/3p4/8/8 w - - 0 1");
    }

    @Test
    void checkByAKnight() {
        assertCheckFrom("4k3/8/8/8/8/5n2/8/4K3 w - - 0 1", "f3");
        assertCheckFrom("4k3/8/8/8/8/8/2n5/4K3 w - - 0 1", "c2");
        assertNoCheck("4k3/8/8/8/8/4n3/8/4K3 w - - 0 1");
    }

    @Test
    void checkByABishop() {
        assertCheckFrom("4k3/8/8/8/1b6/8/8/4K3 w - - 0 1", "b4");
        // blocked by a white pawn on d2
        assertNoCheck("4k3/8/8/8/1b6/8/3P4/4K3 w - - 0 1");
    }

    @Test
    void checkByARook() {
        assertCheckFrom("4k3/8/8/4r3/8/8/8/4K3 w - - 0 1", "e5");
        assertCheckFrom("4k3/8/8/8/8/8/8/r3K3 w - - 0 1", "a1");
        assertNoCheck("4k3/8/8/4r3/8/4N3/8/4K3 w - - 0 1");
        // a rook does not attack diagonally
        assertNoCheck("4k3/8/8/8/8/8/3r4/4K3 w - - 0 1");
    }

    @Test
    void checkByAQueen() {
        assertCheckFrom("4k3/8/8/8/7q/8/8/4K3 w - - 0 1", "h4");
        assertCheckFrom("4k3/8/8/8/4q3/8/8/4K3 w - - 0 1", "e4");
        assertNoCheck("4k3/8/8/8/7q/8/5P2/4K3 w - - 0 1");
    }

    @Test
    void checkOfBlackKingByWhitePieces() {
        assertCheckFrom("4k3/3P4/8/8/8/8/8/4K3 b - - 0 1", "d7");
        assertCheckFrom("4k3/8/5N2/8/8/8/8/4K3 b - - 0 1", "f6");
        assertCheckFrom("4k3/8/8/8/B7/8/8/4K3 b - - 0 1", "a4");
    }

    @Test
    void aKingNeverGivesCheckSoAdjacentKingsAreNoPosition() {
        FenResult r = Fen.read("8/8/8/8/8/8/3k4/4K3 w - - 0 1");
        FenResult.Invalid inv = assertInstanceOf(FenResult.Invalid.class, r);
        assertTrue(inv.errors().stream().anyMatch(e -> e.code().equals("opponent_in_check")), inv.errors().toString());
    }

    // ------------------------------------------------------------------ answering a check

    @Test
    void replyToCheckMustMoveTheKingCaptureTheCheckerOrBlock() {
        // Re8 checks Ke1 down the e-file. Ke1: d1, d2, f1, f2 (e2 stays on the file).
        // Nc3 blocks on e2 or e4; Ba4 takes the rook on e8 (b5, c6, d7 empty). Nothing else helps.
        Position p = fen("4r2k/8/8/8/B7/2N5/8/4K3 w - - 0 1");
        assertEquals(bits("e8"), p.checkers());
        assertEquals(set("e1d1", "e1d2", "e1f1", "e1f2", "c3e2", "c3e4", "a4e8"), uciMoves(p));
        assertEquals(MoveError.Reason.KING_IN_CHECK, uciError(p, "c3d5"));
        assertEquals(MoveError.Reason.KING_INTO_CHECK, uciError(p, "e1e2"));
        for (int code : p.legalMoveCodes()) {
            Position after = p.play(code);
            assertFalse(after.isAttacked(after.kingSquare(Color.WHITE), Color.BLACK), Uci.of(p, code));
        }
    }

    @Test
    void knightCheckCannotBeBlocked() {
        // Nd3 checks Ke1. Ke1: d1, d2, e2, f1 (f2 is covered by the knight). Ra3 can take it.
        // No rook move that stands between d3 and e1 exists or would help.
        Position p = fen("4k3/8/8/8/8/R2n4/8/4K3 w - - 0 1");
        assertEquals(bits("d3"), p.checkers());
        assertEquals(set("e1d1", "e1d2", "e1e2", "e1f1", "a3d3"), uciMoves(p));
    }

    @Test
    void adjacentCheckCannotBeBlocked() {
        // Qd2 stands next to Ke1, protected by Nb3; there is no square between to block on.
        // Ke1: d1, e2, f2 are on the queen's lines, Kxd2 is illegal (protected); f1 is free.
        // Rd8 takes the queen down the open d-file.
        Position p = fen("3R4/7k/8/8/8/1n6/3q4/4K3 w - - 0 1");
        assertEquals(bits("d2"), p.checkers());
        assertEquals(set("e1f1", "d8d2"), uciMoves(p));
    }

    @Test
    void doubleCheckAllowsOnlyKingMoves() {
        // ...Ne5-d3 discovered the Re8: Ke1 is attacked by the rook (e-file) and the knight.
        // Rxd3, Bxd3, Bxe8, Ng3-e2/e4 each answer only one check. Ke1: d1, d2, f1 (e2 on the file,
        // f2 covered by the knight).
        Position p = fen("4r2k/8/8/1B6/8/R2n2N1/8/4K3 w - - 0 1");
        assertEquals(bits("e8", "d3"), p.checkers());
        assertEquals(set("e1d1", "e1d2", "e1f1"), uciMoves(p));
        for (String m : List.of("a3d3", "b5d3", "b5e8", "g3e2", "g3e4")) {
            assertEquals(MoveError.Reason.KING_IN_CHECK, uciError(p, m), m);
        }
    }

    // ------------------------------------------------------------------ pins

    @Test
    void pinnedPiecesCannotLeaveTheLineOfThePin() {
        // Re4 pinned by Re8 (e-file): moves along the file only, including Rxe8.
        // Bd2 pinned by Bb4: c3 and xb4 only. Nf2 pinned by Qh4: no move at all.
        // Ke1: d1, e2, f1.
        Position p = fen("4r2k/8/8/8/1b2R2q/8/3B1N2/4K3 w - - 0 1");
        assertEquals(set("e4e2", "e4e3", "e4e5", "e4e6", "e4e7", "e4e8"), movesFrom(p, "e4"));
        assertEquals(set("d2c3", "d2b4"), movesFrom(p, "d2"));
        assertEquals(set(), movesFrom(p, "f2"));
        assertEquals(set("e1d1", "e1e2", "e1f1"), movesFrom(p, "e1"));
        assertEquals(11, p.legalMoveCount());
        assertEquals(MoveError.Reason.PINNED, uciError(p, "f2g4"));
        assertEquals(MoveError.Reason.PINNED, uciError(p, "e4f4"));
        assertEquals(MoveError.Reason.PINNED, uciError(p, "d2e3"));
    }

    @Test
    void pinsAreAbsoluteEvenForCapturingTheQueen() {
        // Rxh4 along rank 4 would take the queen but leave the e-file: illegal.
        Position p = fen("4r2k/8/8/8/1b2R2q/8/3B1N2/4K3 w - - 0 1");
        assertFalse(uciMoves(p).contains("e4h4"));
        assertEquals(MoveError.Reason.PINNED, uciError(p, "e4h4"));
    }

    @Test
    void aPinnedPieceStillGivesCheck() {
        // White Nc3 is pinned to Ka1 by Be5 but still checks Kd5.
        String fen = "8/8/8/3kb3/8/2N5/8/K7 b - - 0 1";
        Position p = fen(fen);
        assertTrue(p.isCheck());
        assertEquals(bits("c3"), p.checkers());
        // Black must answer it: every legal move ends the check (e.g. ...Bxc3 or a king move).
        assertTrue(uciMoves(p).contains("e5c3"));
        assertFalse(uciMoves(p).contains("e5f6"), "...Bf6 ignores the check");
        // With White to move instead, Black's king stands in check: no such position.
        FenResult r = Fen.read(fen.replace(" b ", " w "));
        FenResult.Invalid inv = assertInstanceOf(FenResult.Invalid.class, r);
        assertTrue(inv.errors().stream().anyMatch(e -> e.code().equals("opponent_in_check")));
    }

    @Test
    void aPinnedBishopStillAttacksSquaresNextToTheEnemyKing() {
        // White Be3 is pinned to Ke1 by Re8, yet it covers g5 and h6: Black Kh5 has g4, g6, h4.
        Position p = fen("4r3/8/8/7k/8/4B3/8/4K3 b - - 0 1");
        assertTrue(p.isAttacked(sq("g5"), Color.WHITE));
        assertTrue(p.isAttacked(sq("h6"), Color.WHITE));
        assertEquals(set("h5g4", "h5g6", "h5h4"), movesFrom(p, "h5"));
        assertEquals(MoveError.Reason.KING_INTO_CHECK, uciError(p, "h5g5"));
    }

    @Test
    void kingCannotTakeAPieceProtectedOnlyByAPinnedPiece() {
        // White Pg5 is protected by the pinned Be3: Kxg5 is illegal; h6 is covered by the pawn.
        Position p = fen("4r3/8/8/6Pk/8/4B3/8/4K3 b - - 0 1");
        assertEquals(set("h5g4", "h5g6", "h5h4"), movesFrom(p, "h5"));
    }

    @Test
    void noLegalMoveLeavesTheOwnKingAttacked() throws MoveError {
        List<String> fens = List.of(
                Fen.STANDARD,
                "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
                "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
                "4r2k/8/8/8/1b2R2q/8/3B1N2/4K3 w - - 0 1");
        for (String f : fens) {
            Position p = fen(f);
            for (int code : p.legalMoveCodes()) {
                Position after = p.play(code);
                Color mover = p.turn();
                assertFalse(after.isAttacked(after.kingSquare(mover), mover.other()), f + " " + Uci.of(p, code));
            }
        }
    }

    // ------------------------------------------------------------------ mate and stalemate

    @Test
    void foolsMateIsCheckmateAndBlackWins() throws MoveError {
        Position before = play(Position.start(), "f2f3", "e7e5", "g2g4");
        Move qh4 = Uci.parse(before, "d8h4");
        assertEquals("Qh4#", San.of(before, qh4));
        Position p = before.play(qh4);
        assertTrue(p.isCheck());
        assertTrue(p.isCheckmate());
        assertFalse(p.isStalemate());
        assertFalse(p.hasLegalMove());
        assertEquals(0, p.legalMoveCount());
        assertTrue(p.legalMoves().isEmpty());
        assertEquals(Color.WHITE, p.turn(), "the mated side is the side to move");
        assertEquals(bits("h4"), p.checkers());
        assertEquals(new Piece(Color.BLACK, Role.QUEEN), p.pieceAt(sq("h4")), "the checking side, Black, wins");
        assertEquals(sq("e1"), p.kingSquare(Color.WHITE), "the king is never captured");
        MoveError e = assertThrows(MoveError.class, () -> Uci.parse(p, "e1f2"));
        assertEquals(MoveError.Reason.NO_LEGAL_MOVES, e.reason());
    }

    @Test
    void backRankMate() throws MoveError {
        // Ra8+: f8/h8 are on the rook's rank, f7/g7/h7 hold Black's own pawns; nothing takes or blocks.
        Position p = fen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
        assertEquals("Ra8#", San.of(p, Uci.parse(p, "a1a8")));
        Position after = play(p, "a1a8");
        assertTrue(after.isCheckmate());
        assertEquals(Color.BLACK, after.turn());
    }

    @Test
    void backRankCheckWithALuftIsNotMate() throws MoveError {
        // With ...h6 played the king escapes to h7.
        Position p = fen("6k1/5pp1/7p/8/8/8/8/R5K1 w - - 0 1");
        assertEquals("Ra8+", San.of(p, Uci.parse(p, "a1a8")));
        Position after = play(p, "a1a8");
        assertTrue(after.isCheck());
        assertFalse(after.isCheckmate());
        assertEquals(set("g8h7"), uciMoves(after));
    }

    @Test
    void stalemateIsNotCheckAndNoLegalMove() {
        // Kh8: g8 (queen's diagonal), g7 and h7 (queen's rank, king) are covered; h8 itself is not.
        Position p = fen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
        assertFalse(p.isCheck());
        assertEquals(0L, p.checkers());
        assertTrue(p.isStalemate());
        assertFalse(p.isCheckmate());
        assertEquals(0, p.legalMoveCount());
        assertEquals(MoveError.Reason.NO_LEGAL_MOVES, uciError(p, "h8g8"));
    }

    @Test
    void stalemateWhateverTheMaterial() {
        // Black still has a bishop and a pawn: Bg8 is pinned along rank 8 by Ra8, Pa5 is blocked,
        // Kh8: g7 (Pf6) and h7 (Pg6) are covered.
        Position p = fen("R5bk/8/5PP1/p7/P7/8/8/2K5 b - - 0 1");
        assertFalse(p.isCheck());
        assertTrue(p.isStalemate());
        assertFalse(p.isCheckmate());
    }

    @Test
    void checkWithAnEscapeIsNeitherMateNorStalemate() {
        Position p = fen("4k3/8/8/4r3/8/8/8/4K3 w - - 0 1");
        assertTrue(p.isCheck());
        assertFalse(p.isCheckmate());
        assertFalse(p.isStalemate());
        assertEquals(set("e1d1", "e1d2", "e1f1", "e1f2"), uciMoves(p));
    }

    @Test
    void startPositionIsNeitherCheckNorMateNorStalemate() {
        Position p = Position.start();
        assertFalse(p.isCheck());
        assertFalse(p.isCheckmate());
        assertFalse(p.isStalemate());
    }
}
