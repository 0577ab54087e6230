package dev.hakem.verdict.usecase;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hakem.chess.Fen;
import dev.hakem.chess.Position;
import dev.hakem.chess.board.Color;
import dev.hakem.verdict.Outcome;
import dev.hakem.verdict.RuleSet;
import dev.hakem.verdict.Termination;
import dev.hakem.verdict.ending.GameEnd;
import dev.hakem.verdict.winnability.Winnability;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A whole game adjudicated: the board's ending, or the event's in its place when the event ended the game. */
class AdjudicateGameTest {

    private static AdjudicateGame.Result adjudicate(String fen, List<String> moves, RuleSet rules, GameEnd end) {
        Position start = fen == null ? Position.start() : Fen.position(fen);
        return AdjudicateGame.adjudicate(new AdjudicateGame.Question(History.of(start, moves, false), rules, end,
                Winnability.Budget.DEFAULT));
    }

    private static GameEnd.Flag flag(Color side) {
        return new GameEnd.Flag(side, null, null);
    }

    @Test
    void aGameGoingOnHasNoEnding() {
        AdjudicateGame.Adjudicated a = assertInstanceOf(AdjudicateGame.Adjudicated.class,
                adjudicate(null, List.of("e4", "e5"), RuleSet.FIDE, null));
        assertEquals(Outcome.UNDECIDED, a.ending().outcome());
        assertNull(a.ending().termination());
        assertNull(a.endPly());
        assertNull(a.ruling());
    }

    /** FIDE 5.1.1: checkmate ends the game at the mating move. */
    @Test
    void article5_1_1_checkmateEndsTheGameAtItsPly() {
        AdjudicateGame.Adjudicated a = assertInstanceOf(AdjudicateGame.Adjudicated.class,
                adjudicate(null, List.of("f3", "e5", "g4", "Qh4#"), RuleSet.FIDE, null));
        assertEquals(Outcome.BLACK_WINS, a.ending().outcome());
        assertEquals(Termination.CHECKMATE, a.ending().termination());
        assertEquals(4, a.endPly());
    }

    /** FIDE 6.9: the flag falls, the opponent can mate, the opponent wins; the ruling ends the game at the last ply. */
    @Test
    void article6_9_aFlagFallLosesWhenTheOpponentCanMate() {
        AdjudicateGame.Adjudicated a = assertInstanceOf(AdjudicateGame.Adjudicated.class,
                adjudicate("4k3/8/8/8/8/8/8/3QK3 w - - 0 1", List.of("Qd2"), RuleSet.FIDE, flag(Color.BLACK)));
        assertEquals(Outcome.WHITE_WINS, a.ending().outcome());
        assertEquals(Termination.TIMEOUT, a.ending().termination());
        assertNotNull(a.ending().ruling());
        assertEquals(1, a.endPly());
    }

    /** FIDE 6.9: the flag falls but the opponent has a bare king: drawn. */
    @Test
    void article6_9_aFlagFallAgainstABareKingIsADraw() {
        AdjudicateGame.Adjudicated a = assertInstanceOf(AdjudicateGame.Adjudicated.class,
                adjudicate("4k3/8/8/8/8/8/8/3QK3 w - - 0 1", List.of(), RuleSet.FIDE, flag(Color.WHITE)));
        assertEquals(Outcome.DRAW, a.ending().outcome());
    }

    /** FIDE 5.1.1 before 6.9: a flag that falls after checkmate changes nothing. */
    @Test
    void aFlagAfterCheckmateLeavesTheBoardsEnding() {
        AdjudicateGame.Adjudicated a = assertInstanceOf(AdjudicateGame.Adjudicated.class,
                adjudicate(null, List.of("f3", "e5", "g4", "Qh4#"), RuleSet.FIDE, flag(Color.BLACK)));
        assertEquals(Termination.CHECKMATE, a.ending().termination());
        assertEquals(Outcome.BLACK_WINS, a.ending().outcome());
        assertNull(a.ending().ruling());
        assertTrue(a.ruling().alreadyEnded());
    }

    /** FIDE 9.2.3: positions are the same with the same player to move, pieces, castling rights and en passant. */
    @Test
    void article9_2_3_repetitionsListThePliesOfEachPositionThatStoodAgain() {
        AdjudicateGame.Adjudicated a = assertInstanceOf(AdjudicateGame.Adjudicated.class,
                adjudicate(null, List.of("Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6"), RuleSet.FIDE, null));
        assertEquals(List.of(List.of(0, 4), List.of(1, 5), List.of(2, 6)), a.repetitions());
    }

    @Test
    void anEventThatCannotHaveHappenedIsNamedByItsMember() {
        // After 1. e4 Black is to move: White cannot claim.
        AdjudicateGame.InvalidEnd invalid = assertInstanceOf(AdjudicateGame.InvalidEnd.class,
                adjudicate(null, List.of("e4"), RuleSet.FIDE, new GameEnd.Claim(Color.WHITE, GameEnd.ClaimKind.FIFTY_MOVES,
                        null, false, null)));
        assertEquals("side", invalid.member());
        assertEquals("end.invalid.claim_not_on_turn", invalid.reason().key());
    }

    @Test
    void anIllegalMoveIsNamedByItsPly() {
        Illegal i = assertInstanceOf(Illegal.class, adjudicate(null, List.of("e4", "e4"), RuleSet.FIDE, flag(Color.WHITE)));
        assertEquals(2, i.ply());
    }
}
