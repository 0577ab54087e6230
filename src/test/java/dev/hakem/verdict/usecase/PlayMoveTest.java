package dev.hakem.verdict.usecase;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import dev.hakem.chess.Fen;
import dev.hakem.chess.Position;
import dev.hakem.chess.notation.MoveError;
import dev.hakem.verdict.RuleSet;
import dev.hakem.verdict.Termination;
import java.util.List;
import org.junit.jupiter.api.Test;

/** One move after a history or a resume point: played, refused as illegal with its ply, or refused because the game is over. */
class PlayMoveTest {

    private static PlayMove.Result play(List<String> history, String move, boolean lenient) {
        return PlayMove.play(new PlayMove.Question(History.of(Position.start(), history, lenient), RuleSet.FIDE, move, lenient));
    }

    @Test
    void aLegalMoveIsPlayedAtThePlyAfterTheHistory() {
        PlayMove.Played p = assertInstanceOf(PlayMove.Played.class, play(List.of("e4", "e5"), "Nf3", false));
        assertEquals(3, p.ply());
        assertEquals("g1f3", p.move().uci());
        assertEquals(3, p.game().plies());
        assertEquals("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2", Fen.write(p.game().last()));
        assertEquals(List.of(), p.forgiven());
    }

    @Test
    void anIllegalMoveInTheHistoryIsNamedByItsPlyAndThePositionBeforeIt() {
        Illegal i = assertInstanceOf(Illegal.class, play(List.of("e4", "e5", "Ke3"), "Nf3", false));
        assertEquals(3, i.ply());
        assertEquals("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", Fen.write(i.before()));
        assertEquals(MoveError.Reason.UNREACHABLE, i.error().reason());
    }

    @Test
    void anIllegalNewMoveIsNamedByThePlyItWouldHaveHad() {
        Illegal i = assertInstanceOf(Illegal.class, play(List.of("e4"), "e4", false));
        assertEquals(2, i.ply());
        assertEquals("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", Fen.write(i.before()));
    }

    /** FIDE 5.1.1: checkmate ends the game, so no move can follow it. */
    @Test
    void article5_1_1_noMoveFollowsCheckmate() {
        GameOver over = assertInstanceOf(GameOver.class, play(List.of("f3", "e5", "g4", "Qh4#"), "e4", false));
        assertEquals(5, over.ply());
        assertEquals(4, over.endPly());
        assertEquals(Termination.CHECKMATE, over.replay().endVerdict().termination());
    }

    @Test
    void movesWrittenAfterTheEndStayUnplayedAndTheRefusedMoveComesAfterThemAll() {
        GameOver over = assertInstanceOf(GameOver.class, play(List.of("f3", "e5", "g4", "Qh4#", "a3"), "a6", false));
        assertEquals(6, over.ply());
        assertEquals(4, over.endPly());
        assertEquals(List.of("a3"), over.replay().unplayed());
    }

    @Test
    void aLenientMoveIsPlayedWithWhatWasForgiven() {
        PlayMove.Played p = assertInstanceOf(PlayMove.Played.class, play(List.of(), "Ng1-f3", true));
        assertEquals("g1f3", p.move().uci());
        assertFalse(p.forgiven().isEmpty());
        assertInstanceOf(Illegal.class, play(List.of(), "Ng1-f3", false));
    }

    @Test
    void aResumePointCountsPliesInTheWholeGame() {
        // After 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 (ply 6), a resume point at the last pawn move (ply 6) with no move since.
        Position at = Fen.position("r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4");
        History resume = History.resume(6, at, List.of("b5a4", "g8f6"));
        PlayMove.Played p = assertInstanceOf(PlayMove.Played.class,
                PlayMove.play(new PlayMove.Question(resume, RuleSet.FIDE, "O-O", false)));
        assertEquals(9, p.ply());
        assertEquals(6, p.offset());
        assertEquals(3, p.game().plies());

        Illegal i = assertInstanceOf(Illegal.class, PlayMove.play(new PlayMove.Question(
                History.resume(6, at, List.of("b5a4", "g8g6")), RuleSet.FIDE, "O-O", false)));
        assertEquals(8, i.ply());
    }

    @Test
    void aResumePointsOwnMovesAreReadStrictlyWhateverTheNewMovesLeniency() {
        Position at = Fen.position("r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4");
        PlayMove.Result r = PlayMove.play(new PlayMove.Question(History.resume(6, at, List.of("ba4")), RuleSet.FIDE, "Ng8-f6", true));
        Illegal i = assertInstanceOf(Illegal.class, r);
        assertEquals(7, i.ply());
        PlayMove.Played p = assertInstanceOf(PlayMove.Played.class, PlayMove.play(new PlayMove.Question(
                History.resume(6, at, List.of("Ba4")), RuleSet.FIDE, "Ng8-f6", true)));
        assertEquals("g8f6", p.move().uci());
        assertEquals(8, p.ply());
    }
}
