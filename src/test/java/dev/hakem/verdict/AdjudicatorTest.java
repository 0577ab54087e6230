package dev.hakem.verdict;

import dev.hakem.chess.Fen;
import dev.hakem.chess.Position;
import dev.hakem.chess.board.Color;
import dev.hakem.chess.notation.MoveError;
import dev.hakem.chess.notation.MoveInfo;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import static dev.hakem.verdict.GameRepetitionTest.play;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The verdict of a rule set on the last position of a game, and what may be claimed there. */
class AdjudicatorTest {

    static final String KNIGHT_SHUFFLE_TWICE = "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8";

    /** White Ke1, Ra1, Ph2; black Ke5, Na5. White has 14 legal moves: h3, h4, Rxa5+ and 11 quiet ones. */
    static final String ROOK_PAWN_KNIGHT = "8/8/8/n3k3/8/8/7P/R3K3 w - - %d 80";

    private static Verdict judge(String fen, RuleSet rules) throws MoveError {
        return Adjudicator.judge(play(fen, ""), rules);
    }

    // ---------------------------------------------------------------- mate, stalemate, material

    @ParameterizedTest
    @EnumSource(RuleSet.class)
    void checkmateWinsForTheSideThatGaveIt(RuleSet rules) throws MoveError {
        Verdict v = judge("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3", rules);
        assertEquals(Status.CHECKMATE, v.status());
        assertEquals(Termination.CHECKMATE, v.termination());
        assertEquals(Outcome.BLACK_WINS, v.outcome());
        assertTrue(v.isOver());
    }

    @ParameterizedTest
    @EnumSource(RuleSet.class)
    void checkmateStandsOverTheSeventyFiveMoveCount(RuleSet rules) throws MoveError {
        // Back-rank mate with the clock at 150: FIDE 9.6.2, the mate takes precedence.
        Verdict v = judge("R5k1/5ppp/8/8/8/8/8/6K1 b - - 150 100", rules);
        assertEquals(Termination.CHECKMATE, v.termination());
        assertEquals(Outcome.WHITE_WINS, v.outcome());
    }

    @ParameterizedTest
    @EnumSource(RuleSet.class)
    void checkmateOnTheMoveThatCompletesTheFiftyMovesStands(RuleSet rules) throws MoveError {
        Game game = play("6k1/5ppp/8/8/8/8/8/R5K1 w - - 99 80", "Ra8#");
        assertEquals(100, game.last().halfmoveClock());
        Verdict v = Adjudicator.judge(game, rules);
        assertEquals(Status.CHECKMATE, v.status());
        assertEquals(Termination.CHECKMATE, v.termination());
        assertEquals(Outcome.WHITE_WINS, v.outcome());
    }

    @ParameterizedTest
    @EnumSource(RuleSet.class)
    void checkmateOnTheMoveThatCompletesTheSeventyFiveMovesStands(RuleSet rules) throws MoveError {
        Game game = play("6k1/5ppp/8/8/8/8/8/R5K1 w - - 149 100", "Ra8#");
        Verdict v = Adjudicator.judge(game, rules);
        assertEquals(Termination.CHECKMATE, v.termination());
        assertEquals(Outcome.WHITE_WINS, v.outcome());
    }

    @ParameterizedTest
    @EnumSource(RuleSet.class)
    void stalemateIsADrawWhateverTheMaterial(RuleSet rules) throws MoveError {
        Verdict v = judge("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", rules);
        assertEquals(Status.STALEMATE, v.status());
        assertEquals(Termination.STALEMATE, v.termination());
        assertEquals(Outcome.DRAW, v.outcome());
        assertFalse(v.insufficientMaterial());
    }

    @ParameterizedTest
    @EnumSource(RuleSet.class)
    void stalemateIsReportedAsStalemateEvenWhenTheMaterialIsAlsoInsufficient(RuleSet rules) throws MoveError {
        // Black Ka8: a7 is covered by Bb6, b7 and b8 by Kc7; no check.
        Verdict v = judge("k7/2K5/1B6/8/8/8/8/8 b - - 0 1", rules);
        assertEquals(Status.STALEMATE, v.status());
        assertEquals(Termination.STALEMATE, v.termination());
        assertTrue(v.insufficientMaterial());
    }

    @ParameterizedTest
    @EnumSource(RuleSet.class)
    void insufficientMaterialEndsTheGameUnderBothRuleSets(RuleSet rules) throws MoveError {
        Verdict v = judge("8/8/8/8/8/5k2/8/5K1N w - - 0 1", rules);
        assertEquals(Status.DRAW, v.status());
        assertEquals(Termination.INSUFFICIENT_MATERIAL, v.termination());
        assertEquals(Outcome.DRAW, v.outcome());
        assertTrue(v.insufficientMaterial());
    }

    @ParameterizedTest
    @EnumSource(RuleSet.class)
    void knightAgainstKnightPlaysOn(RuleSet rules) throws MoveError {
        Verdict v = judge("4k1n1/8/8/8/8/8/8/4K1N1 w - - 0 1", rules);
        assertEquals(Status.ONGOING, v.status());
        assertNull(v.termination());
        assertEquals(Outcome.UNDECIDED, v.outcome());
        assertFalse(v.insufficientMaterial());
    }

    // ---------------------------------------------------------------- repetition

    @Test
    void onlineEndsTheGameOnTheThirdOccurrence() throws MoveError {
        Game game = play(null, KNIGHT_SHUFFLE_TWICE);
        Verdict v = Adjudicator.judge(game, RuleSet.ONLINE);
        assertEquals(Termination.THREEFOLD_REPETITION, v.termination());
        assertEquals(Status.DRAW, v.status());
        assertEquals(Outcome.DRAW, v.outcome());
        assertEquals(3, v.repetitions());
    }

    @Test
    void onlineDoesNotEndTheGameOnTheSecondOccurrence() throws MoveError {
        Game game = play(null, "Nf3 Nf6 Ng1 Ng8");
        Verdict v = Adjudicator.judge(game, RuleSet.ONLINE);
        assertNull(v.termination());
        assertEquals(2, v.repetitions());
        assertFalse(v.claims().threefoldRepetition());
    }

    @Test
    void fideMakesTheThirdOccurrenceClaimableWithoutEndingTheGame() throws MoveError {
        Game game = play(null, KNIGHT_SHUFFLE_TWICE);
        Verdict v = Adjudicator.judge(game, RuleSet.FIDE);
        assertNull(v.termination());
        assertEquals(Status.ONGOING, v.status());
        assertEquals(Outcome.UNDECIDED, v.outcome());
        assertEquals(3, v.repetitions());
        assertTrue(v.claims().threefoldRepetition());
    }

    @Test
    void fideLetsTheSideToMoveClaimByTheMoveThatRepeatsAThirdTime() throws MoveError {
        // Before ...Ng8 the start position has stood twice (plies 0 and 4): ...Ng8 would make it three.
        Game game = play(null, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1");
        Verdict v = Adjudicator.judge(game, RuleSet.FIDE);
        assertFalse(v.claims().threefoldRepetition());
        List<String> threefold = v.claims().byMove().stream().filter(b -> b.rule() == Termination.THREEFOLD_REPETITION)
                .map(b -> b.move().san()).toList();
        assertEquals(List.of("Ng8"), threefold);
    }

    @Test
    void noRepetitionClaimByMoveAfterOnlyOneEarlierOccurrence() throws MoveError {
        Game game = play(null, "Nf3 Nf6 Ng1");
        Verdict v = Adjudicator.judge(game, RuleSet.FIDE);
        assertTrue(v.claims().byMove().isEmpty(), v.claims().byMove().toString());
    }

    @Test
    void fideEndsTheGameOnTheFifthOccurrence() throws MoveError {
        String moves = String.join(" ", KNIGHT_SHUFFLE_TWICE, KNIGHT_SHUFFLE_TWICE);
        Game game = play(null, moves);
        assertEquals(16, game.plies());
        Verdict fifth = Adjudicator.judge(game, RuleSet.FIDE);
        assertEquals(Termination.FIVEFOLD_REPETITION, fifth.termination());
        assertEquals(Status.DRAW, fifth.status());
        assertEquals(5, fifth.repetitions());
        Verdict fourth = Adjudicator.judge(game, 12, RuleSet.FIDE);
        assertNull(fourth.termination());
        assertEquals(4, fourth.repetitions());
    }

    @Test
    void aVerdictOnAnEarlierPlyHasNoClaims() throws MoveError {
        Game game = play(null, KNIGHT_SHUFFLE_TWICE);
        Verdict v = Adjudicator.judge(game, 8, RuleSet.FIDE);
        assertEquals(3, v.repetitions());
        assertEquals(Claims.NONE, v.claims());
    }

    // ---------------------------------------------------------------- fifty and seventy-five moves

    @Test
    void fideFiftyMoveClaimWhenTheClockReachesOneHundred() throws MoveError {
        Verdict v = judge(String.format(Locale.ROOT, ROOK_PAWN_KNIGHT, 100), RuleSet.FIDE);
        assertNull(v.termination());
        assertEquals(Status.ONGOING, v.status());
        assertTrue(v.claims().fiftyMoves());
    }

    @Test
    void onlineEndsTheGameWhenTheClockReachesOneHundred() throws MoveError {
        Verdict v = judge(String.format(Locale.ROOT, ROOK_PAWN_KNIGHT, 100), RuleSet.ONLINE);
        assertEquals(Termination.FIFTY_MOVES, v.termination());
        assertEquals(Outcome.DRAW, v.outcome());
    }

    @ParameterizedTest
    @EnumSource(RuleSet.class)
    void ninetyNineHalfMovesAreNotYetFifty(RuleSet rules) throws MoveError {
        Verdict v = judge(String.format(Locale.ROOT, ROOK_PAWN_KNIGHT, 99), rules);
        assertNull(v.termination());
        assertFalse(v.claims().fiftyMoves());
    }

    @Test
    void fiftyMoveClaimByMoveListsEveryMoveThatIsNeitherAPawnMoveNorACapture() throws MoveError {
        Verdict v = judge(String.format(Locale.ROOT, ROOK_PAWN_KNIGHT, 99), RuleSet.FIDE);
        List<String> claimable = v.claims().byMove().stream().map(b -> b.move().san()).sorted().toList();
        assertTrue(v.claims().byMove().stream().allMatch(b -> b.rule() == Termination.FIFTY_MOVES));
        List<String> expected = Arrays.asList("Kd1", "Kd2", "Ke2", "Kf1", "Kf2", "Ra2", "Ra3", "Ra4", "Rb1", "Rc1", "Rd1");
        assertEquals(expected.stream().sorted().toList(), claimable);
    }

    @Test
    void seventyFiveMovesEndTheGameUnderFide() throws MoveError {
        Verdict v = judge(String.format(Locale.ROOT, ROOK_PAWN_KNIGHT, 150), RuleSet.FIDE);
        assertEquals(Termination.SEVENTYFIVE_MOVES, v.termination());
        assertEquals(Status.DRAW, v.status());
        Verdict before = judge(String.format(Locale.ROOT, ROOK_PAWN_KNIGHT, 149), RuleSet.FIDE);
        assertNull(before.termination());
        assertTrue(before.claims().fiftyMoves());
    }

    @Test
    void theSeventyFiveMoveDrawCanBeReachedByAMove() throws MoveError {
        Game game = play(String.format(Locale.ROOT, ROOK_PAWN_KNIGHT, 149), "Kd2");
        assertEquals(Termination.SEVENTYFIVE_MOVES, Adjudicator.judge(game, RuleSet.FIDE).termination());
    }

    @Test
    void aPawnMoveOrACaptureResetsTheCount() throws MoveError {
        assertNull(Adjudicator.judge(play(String.format(Locale.ROOT, ROOK_PAWN_KNIGHT, 149), "h3"), RuleSet.FIDE).termination());
        Game capture = play(String.format(Locale.ROOT, ROOK_PAWN_KNIGHT, 99), "Rxa5+");
        assertEquals(0, capture.last().halfmoveClock());
        assertNull(Adjudicator.judge(capture, RuleSet.ONLINE).termination());
    }

    // ---------------------------------------------------------------- flag fall

    /** "yes", "no" or "unknown", however the verdict carries it. */
    private static String canMate(FlagFall f) {
        return String.valueOf(f.opponentCanMate()).toLowerCase(Locale.ROOT);
    }

    @Test
    void onlineFlagFallAgainstALoneKnightIsADraw() {
        // docs/rules.md § Flag fall, the worked example: white K+N, black K+P, black's flag falls.
        FlagFall f = FlagFall.judge(Fen.position("7k/7p/8/8/8/8/8/4K1N1 b - - 0 1"), Color.BLACK, RuleSet.ONLINE);
        assertEquals(Termination.TIMEOUT_INSUFFICIENT_MATERIAL, f.termination());
        assertEquals(Outcome.DRAW, f.outcome());
        assertEquals("no", canMate(f));
        assertTrue(f.certain());
    }

    @Test
    void onlineFlagFallAgainstAPawnIsALoss() {
        FlagFall f = FlagFall.judge(Fen.position("7k/7p/8/8/8/8/8/4K1N1 w - - 0 1"), Color.WHITE, RuleSet.ONLINE);
        assertEquals(Termination.TIMEOUT, f.termination());
        assertEquals(Outcome.BLACK_WINS, f.outcome());
        assertEquals("yes", canMate(f));
    }

    @ParameterizedTest
    @EnumSource(RuleSet.class)
    void flagFallAgainstABareKingIsADrawUnderBothRuleSets(RuleSet rules) {
        FlagFall f = FlagFall.judge(Fen.position("4k3/8/8/8/8/8/3QP3/4K3 w - - 0 1"), Color.WHITE, rules);
        assertEquals(Termination.TIMEOUT_INSUFFICIENT_MATERIAL, f.termination());
        assertEquals(Outcome.DRAW, f.outcome());
        assertEquals("no", canMate(f));
        assertTrue(f.certain());
    }

    @ParameterizedTest
    @EnumSource(RuleSet.class)
    void flagFallAgainstAQueenIsALossUnderBothRuleSets(RuleSet rules) {
        FlagFall f = FlagFall.judge(Fen.position("3qk3/8/8/8/8/8/8/4K3 w - - 0 1"), Color.WHITE, rules);
        assertEquals(Termination.TIMEOUT, f.termination());
        assertEquals(Outcome.BLACK_WINS, f.outcome());
    }

    // ---------------------------------------------------------------- nothing to claim once the game has ended

    /** The verdict on the position after the moves, played under the rules until they end the game. */
    private static Verdict afterMoves(String fen, String moves, RuleSet rules) throws Exception {
        Position start = Fen.position(fen);
        List<String> list = moves.isBlank() ? List.of() : List.of(moves.split(" "));
        return Adjudicator.judge(Replay.play(start, list, rules, false).game(), rules);
    }

    private static void assertNothingToClaim(Verdict v, Termination ended) {
        assertEquals(ended, v.termination());
        assertEquals(Claims.NONE, v.claims(), "claims after " + ended);
    }

    @ParameterizedTest
    @EnumSource(RuleSet.class)
    void nothingCanBeClaimedAfterCheckmateEvenWithTheClockPastFiftyMoves(RuleSet rules) throws Exception {
        // Black Kh8, White Qg7 guarded by Kg6: mate, with 105 half-moves on the clock.
        assertNothingToClaim(afterMoves("7k/6Q1/6K1/8/8/8/8/8 b - - 105 120", "", rules), Termination.CHECKMATE);
    }

    @ParameterizedTest
    @EnumSource(RuleSet.class)
    void nothingCanBeClaimedAfterStalemateAtAHundredHalfMoves(RuleSet rules) throws Exception {
        // Black Kh8, White Qf7 and Kg6: Black has no move and is not in check.
        Verdict v = afterMoves("7k/5Q2/6K1/8/8/8/8/8 b - - 99 120", "", rules);
        assertEquals(Status.STALEMATE, v.status());
        assertNothingToClaim(v, Termination.STALEMATE);
        assertNothingToClaim(afterMoves("7k/5Q2/6K1/8/8/8/8/8 b - - 100 120", "", rules), Termination.STALEMATE);
    }

    @Test
    void nothingCanBeClaimedAfterTheSeventyFiveMoveRuleEndedTheGame() throws Exception {
        // A rook and a pawn against a knight: far from dead; the clock reaches 150 with White's move.
        Verdict v = afterMoves(String.format(Locale.ROOT, ROOK_PAWN_KNIGHT, 149), "Kd1", RuleSet.FIDE);
        assertNothingToClaim(v, Termination.SEVENTYFIVE_MOVES);
    }

    @Test
    void nothingCanBeClaimedAfterTheFivefoldRepetitionEndedTheGame() throws Exception {
        String shuffle = "Nf3 Nf6 Ng1 Ng8 ";
        Verdict v = afterMoves(Fen.STANDARD, shuffle.repeat(4).strip(), RuleSet.FIDE);
        assertEquals(5, v.repetitions());
        assertNothingToClaim(v, Termination.FIVEFOLD_REPETITION);
    }

    @Test
    void nothingCanBeClaimedInADeadPositionAtAHundredHalfMoves() throws Exception {
        // A locked pawn wall: neither side can ever mate (FIDE 5.2.2).
        assertNothingToClaim(afterMoves("4k3/8/8/p1p1p1p1/P1P1P1P1/8/8/4K3 w - - 100 80", "", RuleSet.FIDE),
                Termination.DEAD_POSITION);
    }

    @Test
    void nothingCanBeClaimedOnlineOnceInsufficientMaterialEndedTheGame() throws Exception {
        // King and knight against a king: the online rule set's static list ends the game.
        assertNothingToClaim(afterMoves("8/8/4k3/8/8/4K3/5N2/8 w - - 100 90", "", RuleSet.ONLINE),
                Termination.INSUFFICIENT_MATERIAL);
    }

    // ---------------------------------------------------------------- replay

    @Test
    void replayStopsAtTheFirstAutomaticEndAndReturnsTheRestUnplayed() throws Exception {
        List<String> moves = List.of("f3", "e5", "g4", "Qh4#", "Nc3", "Nc6");
        Replay.Result r = Replay.play(Position.start(), moves, RuleSet.FIDE, false);
        assertEquals(4, r.endPly());
        assertEquals(Termination.CHECKMATE, r.endVerdict().termination());
        assertEquals(List.of("Nc3", "Nc6"), r.unplayed());
        assertEquals(4, r.game().plies());
    }

    @Test
    void replayEndsOnlineGamesAtTheThirdOccurrenceAndFideGamesAtTheFifth() throws Exception {
        List<String> moves = List.of((KNIGHT_SHUFFLE_TWICE + " " + KNIGHT_SHUFFLE_TWICE + " e4").split(" "));
        Replay.Result online = Replay.play(Position.start(), moves, RuleSet.ONLINE, false);
        assertEquals(8, online.endPly());
        assertEquals(9, online.unplayed().size());
        Replay.Result fide = Replay.play(Position.start(), moves, RuleSet.FIDE, false);
        assertEquals(16, fide.endPly());
        assertEquals(Termination.FIVEFOLD_REPETITION, fide.endVerdict().termination());
        assertEquals(List.of("e4"), fide.unplayed());
    }

    @Test
    void replayOfAGameThatGoesOnHasNoEnd() throws Exception {
        Replay.Result r = Replay.play(Position.start(), List.of("e4", "e5"), RuleSet.ONLINE, false);
        assertEquals(-1, r.endPly());
        assertNull(r.endVerdict());
        assertTrue(r.unplayed().isEmpty());
    }

    @Test
    void replayNamesThePlyOfAnIllegalMoveCountingFromOne() {
        Replay.IllegalMove e = assertThrows(Replay.IllegalMove.class,
                () -> Replay.play(Position.start(), List.of("e4", "e5", "Ke3"), RuleSet.FIDE, false));
        assertEquals(3, e.ply());
        assertEquals("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", Fen.write(e.before()));
        assertEquals("unreachable", e.error().reason().code());
    }

    @Test
    void replayReadsStrictSanUnlessLenient() throws Exception {
        List<String> moves = List.of("e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "0-0");
        Replay.IllegalMove e = assertThrows(Replay.IllegalMove.class,
                () -> Replay.play(Position.start(), moves, RuleSet.FIDE, false));
        assertEquals(7, e.ply());
        assertEquals("move_syntax", e.error().reason().code());
        Replay.Result lenient = Replay.play(Position.start(), moves, RuleSet.FIDE, true);
        MoveInfo castle = lenient.game().move(7);
        assertEquals("O-O", castle.san());
        assertEquals(1, lenient.forgiven().get(6).size());
    }

    @Test
    void seventyFiveMovesIsReportedBeforeADeadPositionProvedBySearch() throws MoveError {
        // White's king on a2 is in check from the unprotected queen on b2 and has one move, Kxb2, which
        // leaves two bare kings: no series of legal moves can mate (FIDE 5.2.2). With the clock past 150
        // the seventy-five-move rule had already ended the game (9.6.2); with a low clock the position is dead.
        assertEquals(Termination.SEVENTYFIVE_MOVES, judge("8/8/8/3k4/8/8/Kq6/8 w - - 151 76", RuleSet.FIDE).termination());
        assertEquals(Termination.DEAD_POSITION, judge("8/8/8/3k4/8/8/Kq6/8 w - - 10 76", RuleSet.FIDE).termination());
        assertNull(judge("8/8/8/3k4/8/8/Kq6/8 w - - 10 76", RuleSet.ONLINE).termination(), "online: no static rule applies");
    }
}
