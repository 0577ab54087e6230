package dev.hakem.chess;

import dev.hakem.chess.board.CastlingRights;
import dev.hakem.chess.board.Color;
import dev.hakem.chess.notation.MoveError;
import dev.hakem.chess.notation.Uci;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * FEN reading reports every problem at once, each with a stable code and the field it concerns;
 * what tools commonly write is accepted with a warning; writing is canonical.
 */
class FenReadingTest {

    private static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    private static final String START_PLACEMENT = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";

    // ------------------------------------------------------------------ helpers

    private static FenResult.Invalid invalid(String fen) {
        FenResult r = Fen.read(fen);
        return assertInstanceOf(FenResult.Invalid.class, r, "expected '" + fen + "' to be refused");
    }

    private static FenResult.Valid valid(String fen) {
        FenResult r = Fen.read(fen);
        if (r instanceof FenResult.Invalid inv) throw new AssertionError("expected '" + fen + "' to be accepted: " + inv.errors());
        return (FenResult.Valid) r;
    }

    private static Set<String> errorCodes(FenResult.Invalid r) {
        Set<String> out = new TreeSet<>();
        for (FenProblem p : r.errors()) out.add(p.code());
        return out;
    }

    private static Set<String> warningCodes(FenResult r) {
        Set<String> out = new TreeSet<>();
        for (FenProblem p : r.warnings()) out.add(p.code());
        return out;
    }

    /** The FEN is refused with exactly this one error. */
    private static FenProblem onlyError(String fen, String code, String field) {
        FenResult.Invalid r = invalid(fen);
        assertEquals(List.of(code), r.errors().stream().map(FenProblem::code).toList(), fen);
        FenProblem p = r.errors().get(0);
        assertEquals(field, p.field(), fen);
        assertTrue(p.isError());
        assertEquals(FenProblem.Severity.ERROR, p.severity());
        assertFalse(p.message().isBlank());
        return p;
    }

    /** The FEN is refused, among others with this error on this field. */
    private static void hasError(String fen, String code, String field) {
        FenResult.Invalid r = invalid(fen);
        assertTrue(r.errors().stream().anyMatch(p -> p.code().equals(code) && p.field().equals(field)),
                fen + " -> " + r.errors());
    }

    /** The FEN is accepted with this warning on this field. */
    private static FenResult.Valid warned(String fen, String code, String field) {
        FenResult.Valid v = valid(fen);
        assertTrue(v.warnings().stream().anyMatch(p -> p.code().equals(code) && p.field().equals(field)
                        && p.severity() == FenProblem.Severity.WARNING && !p.message().isBlank()),
                fen + " -> " + v.warnings());
        return v;
    }

    // ------------------------------------------------------------------ syntax errors, one per code

    @Test
    void emptyFenIsRefusedWithFenEmpty() {
        onlyError("", "fen_empty", "fen");
        onlyError("   ", "fen_empty", "fen");
        onlyError(null, "fen_empty", "fen");
    }

    @Test
    void overlongFenIsRefusedWithFenTooLong() {
        String fen = START + " " + "x".repeat(200);
        onlyError(fen, "fen_too_long", "fen");
        // 129 characters after stripping is too long; 128 is not refused for its length
        String longClock = "8/8/8/8/8/8/8/K6k w - - 0 " + "1".repeat(129 - "8/8/8/8/8/8/8/K6k w - - 0 ".length());
        assertEquals(129, longClock.length());
        onlyError(longClock, "fen_too_long", "fen");
        String at128 = longClock.substring(0, 128);
        assertFalse(errorCodes(invalid(at128)).contains("fen_too_long"));
    }

    @Test
    void wrongNumberOfFieldsIsRefusedWithFieldCount() {
        hasError(START_PLACEMENT + " w KQkq", "field_count", "fen");
        hasError(START_PLACEMENT, "field_count", "fen");
        hasError(START + " 7", "field_count", "fen");
    }

    @Test
    void wrongNumberOfRanksIsRefusedWithRankCount() {
        onlyError("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1", "rank_count", "placement");
        onlyError("rnbqkbnr/pppppppp/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "rank_count", "placement");
    }

    @Test
    void rankOfWrongLengthIsRefusedWithRankLength() {
        onlyError("rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "rank_length", "placement");
        onlyError("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNRR w KQkq - 0 1", "rank_length", "placement");
        onlyError("rnbqkbnr/pppppppp/45/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "rank_length", "placement");
    }

    @Test
    void unknownPieceLetterIsRefusedWithPieceLetter() {
        onlyError("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1", "piece_letter", "placement");
        onlyError("rnbqkbnr/pppppppp/8/8/3Z4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "piece_letter", "placement");
        // 9 and 0 are not square counts
        hasError("rnbqkbnr/pppppppp/8/8/9/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "piece_letter", "placement");
    }

    @Test
    void sideToMoveOtherThanWOrBIsRefusedWithTurn() {
        onlyError(START_PLACEMENT + " x KQkq - 0 1", "turn", "turn");
        onlyError(START_PLACEMENT + " W KQkq - 0 1", "turn", "turn");
        onlyError(START_PLACEMENT + " white KQkq - 0 1", "turn", "turn");
    }

    @Test
    void badCastlingFieldIsRefusedWithCastlingSyntax() {
        onlyError(START_PLACEMENT + " w KQkx - 0 1", "castling_syntax", "castling");
        onlyError(START_PLACEMENT + " w KKq - 0 1", "castling_syntax", "castling");
        onlyError(START_PLACEMENT + " w -- - 0 1", "castling_syntax", "castling");
    }

    @Test
    void chess960CastlingFileIsRefusedWithCastlingChess960() {
        onlyError(START_PLACEMENT + " w Bb - 0 1", "castling_chess960", "castling");
        onlyError(START_PLACEMENT + " w KQkqG - 0 1", "castling_chess960", "castling");
    }

    @Test
    void enPassantFieldThatIsNoSquareIsRefusedWithEnPassantSyntax() {
        onlyError(START_PLACEMENT + " w KQkq e9 0 1", "en_passant_syntax", "enPassant");
        onlyError(START_PLACEMENT + " w KQkq z3 0 1", "en_passant_syntax", "enPassant");
        onlyError(START_PLACEMENT + " w KQkq E3 0 1", "en_passant_syntax", "enPassant");
    }

    @Test
    void enPassantSquareOnTheWrongRankIsRefusedWithEnPassantRank() {
        // White to move: the square must be on rank 6; Black to move: rank 3.
        onlyError(START_PLACEMENT + " w KQkq e3 0 1", "en_passant_rank", "enPassant");
        onlyError("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e6 0 1", "en_passant_rank", "enPassant");
        onlyError(START_PLACEMENT + " w KQkq e4 0 1", "en_passant_rank", "enPassant");
    }

    @Test
    void badHalfmoveClockIsRefusedWithHalfmoveClock() {
        onlyError(START_PLACEMENT + " w KQkq - x 1", "halfmove_clock", "halfmoveClock");
        onlyError(START_PLACEMENT + " w KQkq - -1 1", "halfmove_clock", "halfmoveClock");
        onlyError(START_PLACEMENT + " w KQkq - 10000 1", "halfmove_clock", "halfmoveClock");
        valid(START_PLACEMENT + " w KQkq - 9999 1");
    }

    @Test
    void badFullmoveNumberIsRefusedWithFullmoveNumber() {
        onlyError(START_PLACEMENT + " w KQkq - 0 x", "fullmove_number", "fullmoveNumber");
        onlyError(START_PLACEMENT + " w KQkq - 0 -3", "fullmove_number", "fullmoveNumber");
        onlyError(START_PLACEMENT + " w KQkq - 0 100000", "fullmove_number", "fullmoveNumber");
        valid(START_PLACEMENT + " w KQkq - 0 99999");
    }

    // ------------------------------------------------------------------ impossible positions, one per code

    @Test
    void missingOrExtraKingIsRefusedWithKingCount() {
        onlyError("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w kq - 0 1", "king_count", "placement");
        onlyError("4k3/8/8/8/8/8/8/8 w - - 0 1", "king_count", "placement");
        onlyError("4k3/8/8/8/8/8/8/K6K w - - 0 1", "king_count", "placement");
        // no kings at all: one problem per side
        FenResult.Invalid none = invalid("8/8/8/8/8/8/8/8 w - - 0 1");
        assertEquals(2, none.errors().stream().filter(p -> p.code().equals("king_count")).count());
    }

    @Test
    void pawnOnTheFirstOrLastRankIsRefusedWithPawnOnBackRank() {
        onlyError("P3k3/8/8/8/8/8/8/4K3 w - - 0 1", "pawn_on_back_rank", "placement");
        onlyError("4k3/8/8/8/8/8/8/4K2p w - - 0 1", "pawn_on_back_rank", "placement");
    }

    @Test
    void ninePawnsAreRefusedWithTooManyPawns() {
        onlyError("4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1", "too_many_pawns", "placement");
        onlyError("4k3/pppppppp/p7/8/8/8/8/4K3 w - - 0 1", "too_many_pawns", "placement");
    }

    @Test
    void seventeenPiecesAreRefusedWithTooManyPieces() {
        // 9 pawns and 8 pieces: 17 in all
        hasError("4k3/8/8/8/8/P7/PPPPPPPP/RNBQKBNR w - - 0 1", "too_many_pieces", "placement");
        // the full army plus a knight
        hasError("rnbqkbnr/pppppppp/8/8/8/2N5/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "too_many_pieces", "placement");
        // sixteen is fine
        valid(START);
    }

    @Test
    void morePromotedPiecesThanMissingPawnsAreRefusedWithTooManyPromotedPieces() {
        // eight pawns and a second queen
        onlyError("4k3/8/8/8/8/8/PPPPPPPP/QQ2K3 w - - 0 1", "too_many_promoted_pieces", "placement");
        // eight pawns and two bishops on light squares (b1, f1)
        onlyError("4k3/8/8/8/8/8/PPPPPPPP/1B2KB2 w - - 0 1", "too_many_promoted_pieces", "placement");
        // seven pawns: one promotion is possible
        valid("4k3/8/8/8/8/8/PPPPPPP1/QQ2K3 w - - 0 1");
        // bishops on both colours (c1 dark, f1 light) are the original pair
        valid("4k3/8/8/8/8/8/PPPPPPPP/2B1KB2 w - - 0 1");
    }

    @Test
    void castlingRightsWithTheKingAwayAreDroppedWithAWarningEach() {
        FenResult.Valid v = valid("r3k2r/8/8/8/8/8/8/R4K1R w KQkq - 0 1");
        List<FenProblem> dropped = v.warnings().stream().filter(p -> p.code().equals("castling_without_king")).toList();
        assertEquals(2, dropped.size(), "one warning for K and one for Q: " + v.warnings());
        assertTrue(dropped.stream().allMatch(p -> p.field().equals("castling") && p.message().contains("dropped")));
        assertEquals("r3k2r/8/8/8/8/8/8/R4K1R w kq - 0 1", Fen.write(v.position()));
    }

    @Test
    void castlingRightsWithTheRookAwayAreDroppedWithAWarning() {
        assertEquals("r3k3/8/8/8/8/8/8/R3K2R w KQq - 0 1",
                Fen.write(warned("r3k3/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "castling_without_rook", "castling").position()));
        assertEquals("r3k2r/8/8/8/8/8/8/1R2K2R w Kkq - 0 1",
                Fen.write(warned("r3k2r/8/8/8/8/8/8/1R2K2R w KQkq - 0 1", "castling_without_rook", "castling").position()));
        // a black rook on h1 does not give White the K right
        assertEquals("r3k3/8/8/8/8/8/8/R3K2r w Qq - 0 1",
                Fen.write(warned("r3k3/8/8/8/8/8/8/R3K2r w KQq - 0 1", "castling_without_rook", "castling").position()));
    }

    @Test
    void aSetupWithCastlingRightsWithoutTheirPiecesIsStillRefused() {
        // Dropping is what reading a FEN forgives; a Setup built in code says exactly what it means.
        Setup setup = new Setup(Fen.position("r3k3/8/8/8/8/8/8/R3K2R w KQ - 0 1").board(), Color.WHITE,
                CastlingRights.ALL, -1, 0, 1);
        PositionError.Invalid e = assertThrows(PositionError.Invalid.class, () -> Position.of(setup));
        assertTrue(e.problems().stream().anyMatch(p -> p.code().equals("castling_without_rook") && p.isError()),
                e.problems().toString());
    }

    @Test
    void enPassantSquareWithoutADoubleStepIsRefusedWithEnPassantWithoutDoubleStep() {
        // no black pawn on e5
        onlyError("4k3/8/8/8/8/8/8/4K3 w - e6 0 1", "en_passant_without_double_step", "enPassant");
        // a pawn on e5 but e7 occupied: it cannot have come from there
        onlyError("4k3/4p3/8/4p3/8/8/8/4K3 w - e6 0 1", "en_passant_without_double_step", "enPassant");
        // a pawn on e5 but the square it crossed, e6, is occupied
        onlyError("4k3/8/4n3/4p3/8/8/8/4K3 w - e6 0 1", "en_passant_without_double_step", "enPassant");
        // a white pawn on e5 is not the black pawn that just moved
        onlyError("4k3/8/8/4P3/8/8/8/4K3 w - e6 0 1", "en_passant_without_double_step", "enPassant");
    }

    @Test
    void sideNotToMoveInCheckIsRefusedWithOpponentInCheck() {
        onlyError("4k3/8/8/8/8/8/8/4R1K1 w - - 0 1", "opponent_in_check", "turn");
        onlyError("4k3/8/8/8/8/8/8/4K1r1 b - - 0 1", "opponent_in_check", "turn");
    }

    @Test
    void threeCheckersAreRefusedWithTooManyCheckers() {
        // Re5, Bb4 and Nd3 all attack Ke1
        onlyError("4k3/8/8/4r3/1b6/3n4/8/4K3 w - - 0 1", "too_many_checkers", "placement");
    }

    @Test
    void twoKnightsCheckingAreRefusedWithImpossibleCheck() {
        onlyError("4k3/8/8/8/8/3n1n2/8/4K3 w - - 0 1", "impossible_check", "placement");
    }

    @Test
    void twoPawnsCheckingAreRefusedWithImpossibleCheck() {
        onlyError("4k3/8/8/8/8/8/3p1p2/4K3 w - - 0 1", "impossible_check", "placement");
    }

    @Test
    void pawnAndKnightCheckingAreRefusedWithImpossibleCheck() {
        // Neither a pawn's nor a knight's check can be discovered, and neither piece can uncover the other.
        onlyError("4k3/8/8/8/8/5n2/3p4/4K3 w - - 0 1", "impossible_check", "placement");
    }

    @Test
    void discoveredDoubleCheckNoLastMoveCouldMakeIsRefusedWithImpossibleCheck() {
        // Re8 and Ba5 both check Ke1. The rook cannot have come off the a5-e1 diagonal (b4, c3, d2)
        // and the bishop cannot have come off the e-file: no single move gives both.
        onlyError("4r2k/8/8/b7/8/8/8/4K3 w - - 0 1", "impossible_check", "placement");
    }

    @Test
    void twoCheckersOnOneLineAreRefusedWithImpossibleCheck() {
        // Re8 and Re1 check Ke4 from both ends of the e-file.
        onlyError("4r2k/8/8/8/4K3/8/8/4r3 w - - 0 1", "impossible_check", "placement");
    }

    @Test
    void checkThatTheLastDoubleStepCannotHaveGivenIsRefusedWithImpossibleCheck() {
        // e6 says ...e7-e5 was the last move, yet Rh1 checks Ka1 along rank 1.
        onlyError("4k3/8/8/3Pp3/8/8/8/K6r w - e6 0 1", "impossible_check", "placement");
    }

    // ------------------------------------------------------------------ legitimate double checks

    @Test
    void knightCheckDiscoveringARookIsAccepted() {
        // ...Ne5-d3+ uncovering Re8.
        Position p = valid("4r2k/8/8/8/8/3n4/8/4K3 w - - 0 1").position();
        assertEquals(2, Long.bitCount(p.checkers()));
    }

    @Test
    void rookCheckDiscoveringABishopIsAccepted() {
        // ...Rc3-c1+ leaves the a5-e1 diagonal: Rc1 and Ba5 both check Ke1.
        Position p = valid("7k/8/8/b7/8/8/8/2r1K3 w - - 0 1").position();
        assertEquals(2, Long.bitCount(p.checkers()));
    }

    @Test
    void promotionToRookThatDiscoversABishopCheckIsAccepted() {
        // ...cxd1=R+ : the rook checks Kb1 along rank 1 and the pawn leaving c2 opens Bf5-b1.
        // A rook on d1 cannot have come from c2 by a rook move: only the promotion explains it.
        Position p = valid("7k/8/8/5b2/8/8/8/1K1r4 w - - 0 1").position();
        assertEquals(2, Long.bitCount(p.checkers()));
        // White's version: c7xd8=R+ opening Bf4-b8.
        Position q = valid("1k1R4/8/8/8/5B2/8/8/7K b - - 0 1").position();
        assertEquals(2, Long.bitCount(q.checkers()));
    }

    @Test
    void promotionToQueenThatDiscoversABishopCheckIsAccepted() {
        valid("7k/8/8/5b2/8/8/8/1K1q4 w - - 0 1");
        // ...b2-b1=Q+ opening Be5-a1
        valid("7k/8/8/4b3/8/8/8/Kq6 w - - 0 1");
    }

    @Test
    void enPassantCaptureDiscoveringTwoLinesIsAccepted() {
        // exd6 e.p. emptied e5 (opening Re1 up the e-file) and d5 (opening Bb3-e6): double check
        // on Ke6 with neither checker having moved.
        Position p = valid("8/8/3Pk3/8/8/1B6/8/4R2K b - - 0 1").position();
        assertEquals(2, Long.bitCount(p.checkers()));
    }

    @Test
    void doubleStepThatDiscoversACheckIsAccepted() {
        // ...e7-e5 opened Bd8-h4: White's king is in check and the ep square e6 is consistent.
        FenResult.Valid v = valid("3bk3/8/8/4p3/7K/8/8/8 w - e6 0 1");
        assertTrue(v.position().isCheck());
    }

    // ------------------------------------------------------------------ every problem at once

    @Test
    void everySyntaxProblemIsListedAtOnce() {
        FenResult.Invalid r = invalid(START_PLACEMENT + " x KQkz e9 abc xyz");
        assertEquals(Set.of("turn", "castling_syntax", "en_passant_syntax", "halfmove_clock", "fullmove_number"), errorCodes(r));
        Set<String> fields = new TreeSet<>();
        for (FenProblem p : r.errors()) fields.add(p.field());
        assertEquals(Set.of("turn", "castling", "enPassant", "halfmoveClock", "fullmoveNumber"), fields);
    }

    @Test
    void placementAndFieldProblemsAreListedTogether() {
        // two white kings, a pawn on h8, nine black pawns; and a bad side to move and halfmove clock
        FenResult.Invalid r = invalid("4k2P/pppppppp/p7/8/8/8/8/K6K x - - abc 1");
        assertTrue(errorCodes(r).containsAll(Set.of("king_count", "pawn_on_back_rank", "too_many_pawns", "turn", "halfmove_clock")),
                r.errors().toString());
    }

    @Test
    void everyPositionProblemIsListedAtOnce() {
        // no white king, nine white pawns, a castling right without its rook (dropped, with a warning)
        FenResult.Invalid r = invalid("4k3/8/8/8/8/P7/PPPPPPPP/8 b q e3 0 1");
        assertTrue(errorCodes(r).containsAll(Set.of("king_count", "too_many_pawns")), r.errors().toString());
        assertTrue(r.warnings().stream().anyMatch(p -> p.code().equals("castling_without_rook")), r.warnings().toString());
    }

    // ------------------------------------------------------------------ warnings: accepted, never silently

    @ParameterizedTest
    @ValueSource(strings = {"4k3/8/8/8/44/8/8/4K3 w - - 0 1", "4k3/8/8/8/8/11111111/8/4K3 w - - 0 1",
            "4k3/17/8/8/8/8/8/4K3 w - - 0 1", "4k3/8/8/8/8/8/8/4K21 w - - 0 1"})
    void emptySquaresWrittenWithAdjacentDigitsAreAcceptedWithAWarningNamingTheRank(String fen) {
        FenResult.Valid v = warned(fen, "digit_run", "placement");
        String written = Fen.write(v.position());
        assertFalse(written.matches(".*[1-8][1-8].*"), written);
        String rank = v.warnings().stream().filter(p -> p.code().equals("digit_run")).findFirst().orElseThrow().message();
        assertTrue(rank.matches("rank [1-8] \\('[^']*[1-8][1-8][^']*'\\).*"), rank);
    }

    @Test
    void oneDigitPerRunOfEmptySquaresGivesNoDigitWarning() {
        FenResult.Valid v = valid("4k3/8/8/3p4/8/8/8/R3K2R w KQ - 0 1");
        assertTrue(warningCodes(v).isEmpty(), v.warnings().toString());
    }

    @Test
    void fourFieldsAreAcceptedWithMissingClocks() {
        FenResult.Valid v = warned("4k3/8/8/8/8/8/8/4K3 w - -", "missing_clocks", "halfmoveClock");
        assertEquals(0, v.position().halfmoveClock());
        assertEquals(1, v.position().fullmoveNumber());
    }

    @Test
    void fiveFieldsAreAcceptedWithMissingClocks() {
        FenResult.Valid v = warned("4k3/8/8/8/8/8/8/4K3 w - - 7", "missing_clocks", "fullmoveNumber");
        assertEquals(7, v.position().halfmoveClock());
        assertEquals(1, v.position().fullmoveNumber());
    }

    @Test
    void castlingLettersOutOfOrderAreAcceptedWithCastlingOrder() {
        FenResult.Valid v = warned(START_PLACEMENT + " w qkQK - 0 1", "castling_order", "castling");
        assertEquals(CastlingRights.ALL, v.position().castlingRights());
        assertEquals(START, Fen.write(v.position()));
        warned(START_PLACEMENT + " w kK - 0 1", "castling_order", "castling");
    }

    @Test
    void shredderCastlingLettersAreAcceptedWithCastlingFileLetters() {
        FenResult.Valid v = warned(START_PLACEMENT + " w HAha - 0 1", "castling_file_letters", "castling");
        assertEquals(CastlingRights.ALL, v.position().castlingRights());
        assertEquals(START, Fen.write(v.position()));
    }

    @Test
    void underscoresForSpacesAreAcceptedWithUnderscores() {
        FenResult.Valid v = warned(START.replace(' ', '_'), "underscores", "fen");
        assertEquals(Position.start(), v.position());
    }

    @Test
    void doubleSpacesOrTabsAreAcceptedWithExtraWhitespace() {
        FenResult.Valid v = warned(START_PLACEMENT + " w  KQkq - 0 1", "extra_whitespace", "fen");
        assertEquals(Position.start(), v.position());
        warned(START_PLACEMENT + "\tw KQkq - 0 1", "extra_whitespace", "fen");
    }

    @Test
    void fullmoveZeroIsAcceptedWithFullmoveZero() {
        FenResult.Valid v = warned(START_PLACEMENT + " w KQkq - 0 0", "fullmove_zero", "fullmoveNumber");
        assertEquals(1, v.position().fullmoveNumber());
    }

    @Test
    void enPassantSquareNoPawnCanUseIsAcceptedWithEnPassantNotCapturable() {
        // After 1.e4 no black pawn stands beside e4.
        FenResult.Valid v = warned("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
                "en_passant_not_capturable", "enPassant");
        assertEquals(-1, v.position().epSquare());
        assertEquals("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", Fen.write(v.position()));
    }

    @Test
    void canonicalFenHasNoWarnings() {
        assertTrue(valid(START).warnings().isEmpty());
        assertTrue(valid("rnbqkbnr/1pp1pppp/p7/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3").warnings().isEmpty());
    }

    // ------------------------------------------------------------------ canonical writing

    @Test
    void writtenEnPassantSquareOnlyWhenACaptureIsLegal() throws MoveError {
        Position afterE4 = Position.start().play(Uci.parse(Position.start(), "e2e4"));
        assertEquals("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", Fen.write(afterE4));
        Position p = afterE4;
        for (String m : List.of("a7a6", "e4e5", "d7d5")) p = p.play(Uci.parse(p, m));
        assertEquals("rnbqkbnr/1pp1pppp/p7/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3", Fen.write(p));
    }

    @Test
    void writtenCastlingInKQkqOrder() {
        assertEquals("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", Fen.write(Fen.position("r3k2r/8/8/8/8/8/8/R3K2R w qQkK - 0 1")));
        assertEquals("r3k2r/8/8/8/8/8/8/R3K2R w Qk - 0 1", Fen.write(Fen.position("r3k2r/8/8/8/8/8/8/R3K2R w kQ - 0 1")));
        assertEquals("r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1", Fen.write(Fen.position("r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1")));
    }

    @Test
    void writtenFenIsTheSixFieldCanonicalFormOfAWarnedInput() {
        assertEquals("4k3/8/8/8/8/8/8/4K3 w - - 0 1", Fen.write(Fen.position("4k3/8/8/8/8/8/8/4K3   w - -")));
        assertEquals("4k3/8/8/8/8/8/8/4K3 w - - 0 1", Fen.write(Fen.position("  4k3/8/8/8/8/8/8/4K3 w - - 0 1  ")));
    }

    @Test
    void canonicalFensRoundTrip() {
        List<String> fens = List.of(
                START,
                "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
                "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
                "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
                "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
                "rnbqkbnr/1pp1pppp/p7/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3",
                "rnbqkbnr/ppp1pppp/8/8/P2pP3/8/1PPP1PPP/RNBQKBNR b KQkq e3 0 3",
                "8/8/8/8/8/8/8/K6k b - - 99 150",
                "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
        for (String fen : fens) {
            FenResult.Valid v = valid(fen);
            assertTrue(v.warnings().isEmpty(), fen + " " + v.warnings());
            assertEquals(fen, Fen.write(v.position()));
            assertEquals(fen, Fen.write(Fen.position(Fen.write(v.position()))));
        }
    }
}
