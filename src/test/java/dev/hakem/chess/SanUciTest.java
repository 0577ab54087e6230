package dev.hakem.chess;

import dev.hakem.chess.board.Role;
import dev.hakem.chess.notation.MoveError;
import dev.hakem.chess.notation.San;
import dev.hakem.chess.notation.Uci;
import dev.hakem.chess.text.Phrase;

import static dev.hakem.chess.RulesTestSupport.fen;
import static dev.hakem.chess.RulesTestSupport.play;
import static dev.hakem.chess.RulesTestSupport.sq;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** docs/rules.md § Notation: SAN and UCI, written canonically and read strictly or leniently. */
class SanUciTest {

    // ------------------------------------------------------------------ helpers

    /** SAN of the move given in UCI. */
    private static String san(Position p, String uci) throws MoveError {
        return San.of(p, Uci.parse(p, uci));
    }

    private static MoveError sanError(Position p, String text) {
        return assertThrows(MoveError.class, () -> San.parse(p, text), text);
    }

    private static MoveError lenientError(Position p, String text) {
        return assertThrows(MoveError.class, () -> San.parse(p, text, true), text);
    }

    private static MoveError uciError(Position p, String text) {
        return assertThrows(MoveError.class, () -> Uci.parse(p, text), String.valueOf(text));
    }

    /** Lenient reading gives the move and says what it forgave; strict reading refuses the text. */
    private static void forgivenOnlyWhenLenient(Position p, String text, String expectedUci) throws MoveError {
        San.Parsed parsed = San.parse(p, text, true);
        assertEquals(expectedUci, Uci.of(parsed.move()), text);
        assertFalse(parsed.forgiven().isEmpty(), text + " should report what was forgiven");
        assertEquals(San.of(p, parsed.move()), parsed.canonical());
        assertThrows(MoveError.class, () -> San.parse(p, text), "strict mode must refuse " + text);
        assertThrows(MoveError.class, () -> San.parse(p, text, false), "strict mode must refuse " + text);
    }

    private static final String AFTER_E4_E5 = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";
    private static final String CASTLE_BASE = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";

    // ------------------------------------------------------------------ SAN out

    @Test
    void sanUsesEnglishPieceLettersAndNoLetterForPawns() throws MoveError {
        Position p = fen(AFTER_E4_E5);
        assertEquals("Ke2", san(p, "e1e2"));
        assertEquals("Qh5", san(p, "d1h5"));
        assertEquals("Bc4", san(p, "f1c4"));
        assertEquals("Nf3", san(p, "g1f3"));
        assertEquals("d4", san(p, "d2d4"));
        assertEquals("a4", san(p, "a2a4"));
        Position r = fen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
        assertEquals("Ra5", san(r, "a1a5"));
    }

    @Test
    void sanMarksCapturesWithX() throws MoveError {
        Position p = play(Position.start(), "e2e4", "d7d5");
        assertEquals("exd5", san(p, "e4d5"));
        Position q = play(p, "e4d5");
        assertEquals("Qxd5", san(q, "d8d5"));
        assertEquals("Nf6", san(q, "g8f6"));
    }

    @Test
    void sanMarksCheckWithPlus() throws MoveError {
        Position p = play(Position.start(), "e2e4", "d7d6");
        assertEquals("Bb5+", san(p, "f1b5"));
        assertEquals("Bc4", san(p, "f1c4"));
    }

    @Test
    void sanMarksMateWithHash() throws MoveError {
        Position p = play(Position.start(), "f2f3", "e7e5", "g2g4");
        assertEquals("Qh4#", san(p, "d8h4"));
        assertEquals("Qf6", san(p, "d8f6"));
    }

    @Test
    void sanWritesPromotionWithEqualsAndTheLetter() throws MoveError {
        // Black Ka6: a queen or rook on e8 does not reach it.
        Position p = fen("8/4P3/k7/8/8/8/8/K7 w - - 0 1");
        assertEquals("e8=Q", san(p, "e7e8q"));
        assertEquals("e8=R", san(p, "e7e8r"));
        assertEquals("e8=B", san(p, "e7e8b"));
        assertEquals("e8=N", san(p, "e7e8n"));
        Position c = fen("3r4/4P3/k7/8/8/8/8/K7 w - - 0 1");
        assertEquals("exd8=Q", san(c, "e7d8q"));
    }

    @Test
    void sanWritesCastlingWithTheLetterO() throws MoveError {
        Position p = fen(CASTLE_BASE);
        assertEquals("O-O", san(p, "e1g1"));
        assertEquals("O-O-O", san(p, "e1c1"));
        Position b = play(p, "a1b1");
        assertEquals("O-O", san(b, "e8g8"));
        assertEquals("O-O-O", san(b, "e8c8"));
    }

    @Test
    void sanDisambiguatesByFileWhenTwoKnightsShareARank() throws MoveError {
        // Nb1 and Nf1 both reach d2.
        Position p = fen("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1");
        assertEquals("Nbd2", san(p, "b1d2"));
        assertEquals("Nfd2", san(p, "f1d2"));
        assertEquals("Nc3", san(p, "b1c3"));
        assertEquals("Ng3", san(p, "f1g3"));
    }

    @Test
    void sanPrefersTheFileEvenWhenTheRanksDifferToo() throws MoveError {
        // Nb1 and Nc4 both reach d2: the file is enough.
        Position p = fen("4k3/8/8/8/2N5/8/8/1N2K3 w - - 0 1");
        assertEquals("Nbd2", san(p, "b1d2"));
        assertEquals("Ncd2", san(p, "c4d2"));
    }

    @Test
    void sanDisambiguatesByRankWhenTwoRooksShareAFile() throws MoveError {
        // Ra1 and Ra5 both reach a2, a3, a4.
        Position p = fen("4k3/8/8/R7/8/8/8/R3K3 w - - 0 1");
        assertEquals("R1a3", san(p, "a1a3"));
        assertEquals("R5a3", san(p, "a5a3"));
        assertEquals("R1a2", san(p, "a1a2"));
        assertEquals("Ra6", san(p, "a5a6"));
        assertEquals("Rb1", san(p, "a1b1"));
        assertEquals("Rb5", san(p, "a5b5"));
    }

    @Test
    void sanDisambiguatesByFileAndRankWithThreeQueens() throws MoveError {
        // Qa1, Qc1 and Qa3 all reach b2. Qa1 shares a file with Qa3 and a rank with Qc1: both.
        // Qc1 is alone on its file: the file. Qa3 shares the file with Qa1 only: the rank.
        Position p = fen("4k3/8/8/8/8/Q7/7K/Q1Q5 w - - 0 1");
        assertEquals("Qa1b2", san(p, "a1b2"));
        assertEquals("Qcb2", san(p, "c1b2"));
        assertEquals("Q3b2", san(p, "a3b2"));
        Position x = fen("4k3/8/8/8/8/Q7/1n5K/Q1Q5 w - - 0 1");
        assertEquals("Qa1xb2", san(x, "a1b2"));
        assertEquals("Qcxb2", san(x, "c1b2"));
        assertEquals("Q3xb2", san(x, "a3b2"));
    }

    @Test
    void aPinnedKnightDoesNotForceDisambiguation() throws MoveError {
        // Ne2 is pinned by Re8, so only Nb3 can go to d4 or c1.
        Position p = fen("4r2k/8/8/8/8/1N6/4N3/4K3 w - - 0 1");
        assertEquals("Nd4", san(p, "b3d4"));
        assertEquals("Nc1", san(p, "b3c1"));
        assertEquals("b3d4", Uci.of(San.parse(p, "Nd4")));
        assertEquals(MoveError.Reason.NOT_CANONICAL, sanError(p, "Nbd4").reason());
    }

    // ------------------------------------------------------------------ SAN in, strict

    @Test
    void strictSanReadsTheCanonicalText() throws MoveError {
        Position p = fen(AFTER_E4_E5);
        assertEquals("g1f3", Uci.of(San.parse(p, "Nf3")));
        assertEquals("d1h5", Uci.of(San.parse(p, "Qh5")));
        assertEquals("e1e2", Uci.of(San.parse(p, "Ke2")));
        San.Parsed parsed = San.parse(p, "Nf3", false);
        assertTrue(parsed.forgiven().isEmpty());
        assertEquals("Nf3", parsed.canonical());
        Position q = fen("4k3/8/8/R7/8/8/8/R3K3 w - - 0 1");
        assertEquals("a5a3", Uci.of(San.parse(q, "R5a3")));
        Position m = play(Position.start(), "f2f3", "e7e5", "g2g4");
        assertEquals("d8h4", Uci.of(San.parse(m, "Qh4#")));
    }

    @Test
    void everyLegalMoveReadsBackFromItsSanAndUci() throws MoveError {
        List<String> fens = List.of(
                Fen.STANDARD,
                "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
                "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
                "4k3/8/8/8/8/Q7/7K/Q1Q5 w - - 0 1",
                "rnbqkbnr/1pp1pppp/p7/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3");
        for (String f : fens) {
            Position p = fen(f);
            for (Move m : p.legalMoves()) {
                String san = San.of(p, m);
                assertEquals(m, San.parse(p, san), f + " " + san);
                assertEquals(m, Uci.parse(p, Uci.of(m)), f + " " + Uci.of(m));
            }
        }
    }

    @Test
    void ambiguousSanIsRefusedListingTheCandidates() {
        Position p = fen("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1");
        MoveError e = sanError(p, "Nd2");
        assertEquals(MoveError.Reason.AMBIGUOUS, e.reason());
        assertEquals(Set.of("Nbd2", "Nfd2"), Set.copyOf(e.candidates()));
        MoveError lenient = lenientError(p, "Nd2");
        assertEquals(MoveError.Reason.AMBIGUOUS, lenient.reason());
        // three queens: Qb2 and Qab2 fit more than one
        Position q = fen("4k3/8/8/8/8/Q7/7K/Q1Q5 w - - 0 1");
        assertEquals(Set.of("Qa1b2", "Qcb2", "Q3b2"), Set.copyOf(sanError(q, "Qb2").candidates()));
        assertEquals(Set.of("Qa1b2", "Q3b2"), Set.copyOf(sanError(q, "Qab2").candidates()));
    }

    @Test
    void sanForASquareNoSuchPieceReachesIsRefusedAsUnreachable() {
        Position p = Position.start();
        MoveError e = sanError(p, "Nd5");
        assertEquals(MoveError.Reason.UNREACHABLE, e.reason());
        assertEquals(MoveError.Reason.UNREACHABLE, sanError(p, "e5").reason());
    }

    @Test
    void sanForAPieceTheSideDoesNotHaveIsRefusedAsNoPiece() {
        Position p = fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
        assertEquals(MoveError.Reason.NO_PIECE, sanError(p, "Qd4").reason());
        assertEquals(MoveError.Reason.NO_PIECE, sanError(p, "Nf3").reason());
    }

    @Test
    void sanMovingAPinnedPieceIsRefusedAsPinned() {
        // The only knight, Ne2, is pinned by Re8.
        Position p = fen("4r2k/8/8/8/8/8/4N3/4K3 w - - 0 1");
        MoveError e = sanError(p, "Nd4");
        assertEquals(MoveError.Reason.PINNED, e.reason());
        assertFalse(e.getMessage().isBlank());
    }

    @Test
    void sanNamingThePinnedKnightIsRefusedAsPinnedEvenWhenTheOtherKnightCouldGo() {
        // "Ned4" names the e2 knight, which moves that way but is pinned by Re8; UCI e2d4 says so.
        Position p = fen("4r2k/8/8/8/8/1N6/4N3/4K3 w - - 0 1");
        assertEquals(MoveError.Reason.PINNED, uciError(p, "e2d4").reason());
        assertEquals(MoveError.Reason.PINNED, sanError(p, "Ned4").reason());
    }

    @Test
    void sanKingStepIntoCheckIsRefusedAsKingIntoCheck() {
        Position p = fen("4k3/8/8/8/8/8/r7/4K3 w - - 0 1");
        assertEquals(MoveError.Reason.KING_INTO_CHECK, sanError(p, "Ke2").reason());
        assertEquals(MoveError.Reason.KING_INTO_CHECK, sanError(p, "Kd2").reason());
    }

    @Test
    void sanMoveIgnoringACheckIsRefusedAsKingInCheck() {
        Position p = fen("4k3/8/8/4r3/8/8/8/R3K3 w - - 0 1");
        assertEquals(MoveError.Reason.KING_IN_CHECK, sanError(p, "Ra2").reason());
    }

    @Test
    void sanCastlingAfterTheRightIsLostIsRefusedWithCastlingRights() {
        Position p = fen("4k3/8/8/8/8/8/8/R3K2R w Q - 0 1");
        assertEquals(MoveError.Reason.CASTLING_RIGHTS, sanError(p, "O-O").reason());
    }

    @Test
    void sanCastlingThroughPiecesIsRefusedWithCastlingBlocked() {
        Position p = fen("r3k2r/8/8/8/8/8/8/R3KB1R w KQkq - 0 1");
        assertEquals(MoveError.Reason.CASTLING_BLOCKED, sanError(p, "O-O").reason());
        Position q = fen("r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1");
        assertEquals(MoveError.Reason.CASTLING_BLOCKED, sanError(q, "O-O-O").reason());
    }

    @Test
    void sanCastlingInCheckIsRefusedWithCastlingInCheck() {
        Position p = fen("4k3/8/8/4r3/8/8/8/R3K2R w KQ - 0 1");
        assertEquals(MoveError.Reason.CASTLING_IN_CHECK, sanError(p, "O-O").reason());
        assertEquals(MoveError.Reason.CASTLING_IN_CHECK, sanError(p, "O-O-O").reason());
    }

    @Test
    void sanCastlingThroughAnAttackedSquareIsRefusedWithCastlingThroughAttack() {
        Position p = fen("4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1");
        assertEquals(MoveError.Reason.CASTLING_THROUGH_ATTACK, sanError(p, "O-O").reason());
        Position q = fen("2r1k3/8/8/8/8/8/8/R3K2R w KQ - 0 1");
        assertEquals(MoveError.Reason.CASTLING_THROUGH_ATTACK, sanError(q, "O-O-O").reason());
    }

    @Test
    void sanPawnReachingTheLastRankWithoutAPieceIsRefusedWithPromotionRequired() {
        Position p = fen("8/4P3/k7/8/8/8/8/K7 w - - 0 1");
        assertEquals(MoveError.Reason.PROMOTION_REQUIRED, sanError(p, "e8").reason());
    }

    @Test
    void sanAfterMateIsRefusedWithNoLegalMoves() throws MoveError {
        Position p = play(Position.start(), "f2f3", "e7e5", "g2g4", "d8h4");
        assertEquals(MoveError.Reason.NO_LEGAL_MOVES, sanError(p, "Kf2").reason());
        assertEquals(MoveError.Reason.NO_LEGAL_MOVES, sanError(p, "e4").reason());
    }

    @Test
    void malformedSanIsRefusedWithSyntax() {
        Position p = Position.start();
        for (String text : new String[] {"", "   ", "Xe4", "Ne9", "hello", "N", "e", "Nf3Nf3Nf3Nf3Nf3Nf3", "e2-e4", "i4"}) {
            assertEquals(MoveError.Reason.SYNTAX, sanError(p, text).reason(), "'" + text + "'");
        }
        assertEquals(MoveError.Reason.SYNTAX, sanError(p, null).reason());
    }

    // ------------------------------------------------------------------ SAN in, lenient

    @Test
    void lenientAcceptsZeroZeroForCastling() throws MoveError {
        Position p = fen(CASTLE_BASE);
        forgivenOnlyWhenLenient(p, "0-0", "e1g1");
        forgivenOnlyWhenLenient(p, "0-0-0", "e1c1");
    }

    @Test
    void trailingEpIsAcceptedAndReported() throws MoveError {
        // docs/rules.md § En passant: a trailing "e.p." is accepted on input — in both modes; the lenient reader reports it.
        Position p = play(Position.start(), "e2e4", "a7a6", "e4e5", "d7d5");
        San.Parsed lenient = San.parse(p, "exd6 e.p.", true);
        assertInstanceOf(Move.EnPassant.class, lenient.move());
        assertFalse(lenient.forgiven().isEmpty());
        assertEquals("exd6", lenient.canonical());
        assertInstanceOf(Move.EnPassant.class, San.parse(p, "exd6 e.p."));
        // but an e.p. mark glued to a move that is no en passant is refused by the strict reader
        Position q = play(Position.start(), "e2e4", "d7d5");
        forgivenOnlyWhenLenient(q, "exd5e.p.", "e4d5");
    }

    @Test
    void aSeparateEpMarkOnAMoveThatIsNoEnPassantIsRefusedInBothModes() throws MoveError {
        // "exd5 e.p.", the mark apart as FIDE writes it, after a capture of a pawn that stood on d5: the
        // mark (also a token of its own in a move string or PGN, joined to the move before it) is wrong.
        Position q = play(Position.start(), "e2e4", "d7d5");
        for (String text : List.of("exd5 e.p.", "exd5 ep")) {
            assertEquals(MoveError.Reason.SYNTAX, sanError(q, text).reason(), text);
            MoveError lenient = lenientError(q, text);
            assertEquals(MoveError.Reason.SYNTAX, lenient.reason(), text);
            assertEquals("move.move_syntax.ep_mark", lenient.phrase().key(), text);
        }
    }

    @Test
    void theEpMarkMayStandBeforeOrAfterTheCheckSign() throws MoveError {
        // 1. d4 f6 2. d5 Kf7 3. a3 e5: dxe6 takes en passant and checks the king on f7.
        Position p = play(Position.start(), "d2d4", "f7f6", "d4d5", "e8f7", "a2a3", "e7e5");
        for (String text : List.of("dxe6+ e.p.", "dxe6 e.p.+", "dxe6+e.p.", "dxe6+ ep", "dxe6+ep")) {
            for (boolean lenient : new boolean[] {false, true}) {
                San.Parsed parsed = San.parse(p, text, lenient);
                assertInstanceOf(Move.EnPassant.class, parsed.move(), text);
                assertEquals("dxe6+", parsed.canonical(), text);
                assertEquals(List.of("move.forgiven.ep_mark"), parsed.forgiven().stream().map(Phrase::key).toList(), text);
            }
        }
    }

    @Test
    void lenientAcceptsAMissingCheckSign() throws MoveError {
        Position p = play(Position.start(), "e2e4", "d7d6");
        forgivenOnlyWhenLenient(p, "Bb5", "f1b5");
        assertEquals(MoveError.Reason.NOT_CANONICAL, sanError(p, "Bb5").reason());
    }

    @Test
    void lenientAcceptsAMissingOrWrongMateSign() throws MoveError {
        Position p = play(Position.start(), "f2f3", "e7e5", "g2g4");
        forgivenOnlyWhenLenient(p, "Qh4+", "d8h4");
        forgivenOnlyWhenLenient(p, "Qh4", "d8h4");
        assertEquals(MoveError.Reason.NOT_CANONICAL, sanError(p, "Qh4+").reason());
    }

    @Test
    void lenientAcceptsACheckSignOnAQuietMove() throws MoveError {
        Position p = Position.start();
        forgivenOnlyWhenLenient(p, "e4+", "e2e4");
        forgivenOnlyWhenLenient(p, "Nf3#", "g1f3");
    }

    @Test
    void lenientAcceptsOverDisambiguation() throws MoveError {
        Position p = fen("4k3/8/8/8/8/8/2R5/4K3 w - - 0 1");
        forgivenOnlyWhenLenient(p, "Rcd2", "c2d2");
        forgivenOnlyWhenLenient(p, "R2d2", "c2d2");
        forgivenOnlyWhenLenient(p, "Rc2d2", "c2d2");
        assertEquals(MoveError.Reason.NOT_CANONICAL, sanError(p, "Rcd2").reason());
    }

    @Test
    void lenientAcceptsPromotionWithoutTheEqualsSign() throws MoveError {
        Position p = fen("8/4P3/k7/8/8/8/8/K7 w - - 0 1");
        forgivenOnlyWhenLenient(p, "e8Q", "e7e8q");
        forgivenOnlyWhenLenient(p, "e8N", "e7e8n");
        forgivenOnlyWhenLenient(p, "e8=q", "e7e8q");
        assertEquals(MoveError.Reason.SYNTAX, sanError(p, "e8Q").reason());
    }

    @Test
    void lenientAcceptsAMissingCaptureSign() throws MoveError {
        Position p = play(Position.start(), "e2e4", "d7d5", "e4d5");
        forgivenOnlyWhenLenient(p, "Qd5", "d8d5");
        assertEquals(MoveError.Reason.NOT_CANONICAL, sanError(p, "Qd5").reason());
    }

    @Test
    void lenientReadsCanonicalTextWithoutForgivingAnything() throws MoveError {
        Position p = fen(CASTLE_BASE);
        San.Parsed parsed = San.parse(p, "O-O", true);
        assertTrue(parsed.forgiven().isEmpty());
        assertEquals("O-O", parsed.canonical());
        assertTrue(San.parse(Position.start(), "Nf3", true).forgiven().isEmpty());
    }

    @Test
    void lenientStillRefusesWhatIsNoMove() {
        Position p = Position.start();
        assertEquals(MoveError.Reason.SYNTAX, lenientError(p, "hello").reason());
        assertEquals(MoveError.Reason.UNREACHABLE, lenientError(p, "Nd5").reason());
    }

    // ------------------------------------------------------------------ UCI

    @Test
    void uciWritesFromAndToSquares() throws MoveError {
        Position p = Position.start();
        assertEquals("e2e4", Uci.of(Uci.parse(p, "e2e4")));
        assertEquals("g1f3", Uci.of(San.parse(p, "Nf3")));
        Move m = Uci.parse(p, "e2e4");
        assertEquals(sq("e2"), m.from());
        assertEquals(sq("e4"), m.to());
        assertEquals(Role.PAWN, m.role());
        assertEquals("e2e4", Uci.of(p, m.code()));
    }

    @Test
    void uciWritesCastlingAsTheKingsTwoSquareMove() throws MoveError {
        Position p = fen(CASTLE_BASE);
        assertEquals("e1g1", Uci.of(San.parse(p, "O-O")));
        assertEquals("e1c1", Uci.of(San.parse(p, "O-O-O")));
        assertEquals("e1g1", Uci.of(Uci.parse(p, "e1h1")));
        assertEquals("e1c1", Uci.of(Uci.parse(p, "e1a1")));
    }

    @Test
    void uciReadsCastlingAsKingTwoSquaresOrKingOntoRook() throws MoveError {
        Position p = fen(CASTLE_BASE);
        Move a = Uci.parse(p, "e1g1");
        Move b = Uci.parse(p, "e1h1");
        assertInstanceOf(Move.Castle.class, a);
        assertEquals(a, b);
        assertEquals(Uci.parse(p, "e1c1"), Uci.parse(p, "e1a1"));
    }

    @Test
    void uciKingOntoAnOwnRookAwayFromItsHomeSquareIsNoCastling() {
        // Kg1 and Rf1 after castling: g1f1 is a king moving onto its own rook, not an attempt to
        // castle (the king is not on e1), so the reason is the own piece on f1.
        Position p = fen("5rk1/8/8/8/8/8/8/5RK1 w - - 0 1");
        assertEquals(MoveError.Reason.OWN_PIECE_ON_TARGET, uciError(p, "g1f1").reason());
    }

    @Test
    void uciWritesAndReadsThePromotionLetter() throws MoveError {
        Position p = fen("3r4/4P3/k7/8/8/8/8/K7 w - - 0 1");
        for (String letter : List.of("q", "r", "b", "n")) {
            Move push = Uci.parse(p, "e7e8" + letter);
            assertEquals(Role.fromLetter(letter.charAt(0)), assertInstanceOf(Move.Promotion.class, push).promotion());
            assertEquals("e7e8" + letter, Uci.of(push));
            assertEquals("e7e8" + letter, Uci.of(p, push.code()));
            Move capture = Uci.parse(p, "e7d8" + letter);
            assertEquals("e7d8" + letter, Uci.of(capture));
        }
        assertNotEquals(Uci.parse(p, "e7e8q"), Uci.parse(p, "e7e8n"));
    }

    @Test
    void uciWritesEnPassantAsAPlainPawnCapture() throws MoveError {
        Position p = play(Position.start(), "e2e4", "a7a6", "e4e5", "d7d5");
        Move ep = San.parse(p, "exd6");
        assertEquals("e5d6", Uci.of(ep));
    }

    @Test
    void malformedUciIsRefusedWithSyntax() {
        Position p = fen("3r4/4P3/k7/8/8/8/8/K7 w - - 0 1");
        for (String text : new String[] {"", "e2", "e2e", "e7e8qq", "e2e4e5", "i2i4", "e2e9", "e0e1", "E7E8",
                "e7e8Q", "e7e8x", "e7e8k", "e7e8p", "e2-e4", "0000", "e7 e8"}) {
            assertEquals(MoveError.Reason.SYNTAX, uciError(p, text).reason(), "'" + text + "'");
        }
        assertEquals(MoveError.Reason.SYNTAX, uciError(p, null).reason());
    }

    @Test
    void wellFormedButIllegalUciSaysWhy() {
        Position p = Position.start();
        assertEquals(MoveError.Reason.NO_PIECE, uciError(p, "e4e5").reason());
        assertEquals(MoveError.Reason.NOT_YOUR_PIECE, uciError(p, "e7e5").reason());
        assertEquals(MoveError.Reason.UNREACHABLE, uciError(p, "e2e5").reason());
        assertEquals(MoveError.Reason.OWN_PIECE_ON_TARGET, uciError(p, "d1d2").reason());
        assertEquals(MoveError.Reason.PATH_BLOCKED, uciError(p, "d1d4").reason());
        assertEquals(MoveError.Reason.PROMOTION_NOT_ALLOWED, uciError(p, "e2e4q").reason());
    }
}
