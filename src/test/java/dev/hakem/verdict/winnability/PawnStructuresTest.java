package dev.hakem.verdict.winnability;

import dev.hakem.chess.Fen;
import dev.hakem.chess.Position;
import dev.hakem.chess.board.Color;
import dev.hakem.chess.text.Phrase;
import dev.hakem.verdict.winnability.Winnability.Answer;
import dev.hakem.verdict.winnability.Winnability.Budget;
import dev.hakem.verdict.winnability.Winnability.Result;
import java.util.Random;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.*;

/**
 * FIDE 5.2.2 and 6.9 through pawn structures that still change: the proof explores every pawn
 * move and capture the position allows. Each "no" it gives is checked against the full search,
 * which must never find a helpmate there.
 */
class PawnStructuresTest {

    static Position pos(String fen) {
        return Fen.position(fen);
    }

    @Test
    void aPawnBehindTheWallThatCanStillStepLeavesThePositionDead() {
        // a2 can step to a3 and no further; the wall itself never moves.
        Position p = pos("4k3/8/8/p1p1p1p1/P1P1P1P1/8/P7/4K3 w - - 0 1");
        assertNull(PawnWall.proveNoMate(p, Color.WHITE), "not a fixed wall: a pawn can move");
        for (Color side : Color.values()) {
            Phrase r = PawnStructures.proveNoMate(p, side);
            assertNotNull(r, side + " should be proved unable to mate");
            assertEquals("win.structures." + side.label(), r.key());
            assertEquals(2, r.args().get(0), "two structures: a2 and a3");
            Result searched = Winnability.searchOnly(p, side, 500_000);
            assertNotNull(searched, "the full search runs to its end here");
            assertEquals(Answer.NO, searched.answer(), "and agrees");
        }
        assertEquals(Boolean.TRUE, Winnability.dead(p, Budget.DEFAULT));
    }

    @Test
    void pawnsThatCanOnlyStepUpToTheirOwnWallLeaveThePositionDead() {
        // a2 and a7 can each step once, into their own wall pawns; four structures in all.
        Position p = pos("4k3/p7/8/p1p1p1p1/P1P1P1P1/8/P7/4K3 w - - 0 1");
        assertProvedForBothSides(p, 4);
        assertEquals(Answer.NO, Winnability.analyze(p, Color.WHITE, Budget.DEFAULT).answer());
    }

    @Test
    void aKingThatCanNeverMoveBlocksAPawnAndGuardsItsNeighbours() {
        // White's king on h1 can never move (g1 is guarded by the h2 pawn, g2 is its own pawn, h2
        // is guarded by g3), so the h2 pawn can never promote and g2 can never be taken by the
        // black king. White's light bishop cannot mate alone; Black's dark bishop can never check
        // the king on light h1.
        Position p = pos("7k/6b1/8/8/8/5Bp1/6Pp/7K w - - 0 1");
        assertProvedForBothSides(p, 1);
        assertEquals(Boolean.TRUE, Winnability.dead(p, Budget.DEFAULT));
    }

    static void assertProvedForBothSides(Position p, int structures) {
        for (Color side : Color.values()) {
            Phrase r = PawnStructures.proveNoMate(p, side);
            assertNotNull(r, side.toString());
            assertEquals(structures, r.args().get(0), "structures explored");
        }
    }

    @Test
    void aPawnTheKingCanTakeOpensTheWay() {
        // The white king stands beside an undefended black pawn: taking it frees the a-pawn.
        Position p = pos("4k3/8/8/pKp1p1p1/P1P1P1P1/8/8/8 w - - 0 1");
        assertNull(PawnStructures.proveNoMate(p, Color.WHITE));
        assertEquals(Answer.YES, Winnability.analyze(p, Color.WHITE, Budget.DEFAULT).answer());
    }

    @Test
    void aPawnFreeToPromoteLeavesNoProof() {
        Position p = pos("4k3/8/8/p1p1p1p1/P1P1P1P1/8/7P/4K3 w - - 0 1");
        assertNull(PawnStructures.proveNoMate(p, Color.WHITE));
        assertNull(PawnStructures.proveNoMate(p, Color.BLACK)); // White's promoted pieces could be blockers
        assertEquals(Answer.YES, Winnability.analyze(p, Color.WHITE, Budget.DEFAULT).answer());
    }

    @Test
    void theProofIsReachedWithTheStaticBudget() {
        Result r = Winnability.analyze(pos("4k3/8/8/p1p1p1p1/P1P1P1P1/8/P7/4K3 w - - 0 1"), Color.BLACK, Budget.STATIC);
        assertEquals(Answer.NO, r.answer());
        // Where each piece can ever stand proves it first; the pawn structures prove it too.
        assertEquals("win.saturation.black", r.reason().key());
        assertNotNull(PawnStructures.proveNoMate(pos("4k3/8/8/p1p1p1p1/P1P1P1P1/8/P7/4K3 w - - 0 1"), Color.BLACK));
    }

    /**
     * Random walls with loose pawns and minor pieces around them: wherever the proof says "no",
     * the full search (which explores every move) must not find a helpmate. Some proofs must be
     * given, or the test proves nothing.
     */
    @Test
    void noProofIsEverContradictedByTheSearch() {
        Random rnd = new Random(20261130);
        int proofs = 0, tried = 0, exhaustedAgree = 0;
        while (tried < 6_000 && proofs < 150) {
            Position p = randomWallPosition(rnd);
            if (p == null) continue;
            tried++;
            for (Color side : Color.values()) {
                if (MaterialProof.proveNoMate(p, side) != null || PawnWall.proveNoMate(p, side) != null) continue;
                if (PawnStructures.proveNoMate(p, side) == null) continue;
                proofs++;
                Result r = Winnability.searchOnly(p, side, 30_000);
                if (r == null) continue;
                assertNotEquals(Answer.YES, r.answer(), () -> "helpmate found where the pawn structures proof said no: "
                        + Fen.write(p) + " for " + side);
                exhaustedAgree++;
            }
        }
        assertTrue(proofs >= 30, "too few proofs to test: " + proofs + " in " + tried + " positions");
        assertTrue(exhaustedAgree >= 10, "too few searches ran to the end: " + exhaustedAgree);
    }

    /**
     * Pairs of pawns locked head-on on some files at various ranks, some with a pawn of the same
     * side behind, and the two kings: pawn structures that change a little and often lock.
     */
    static Position randomWallPosition(Random rnd) {
        char[] board = new char[64];
        java.util.Arrays.fill(board, '.');
        int base = 2 + rnd.nextInt(3), parity = rnd.nextInt(2);
        for (int f = parity; f < 8; f += 2) {
            int r = rnd.nextInt(5) > 0 ? base : Math.max(1, Math.min(5, base + rnd.nextInt(3) - 1));
            board[r * 8 + f] = 'P';
            board[(r + 1) * 8 + f] = 'p';
            if (r > 1 && rnd.nextInt(3) == 0) board[(1 + rnd.nextInt(r - 1)) * 8 + f] = 'P';
            if (r + 1 < 6 && rnd.nextInt(3) == 0) board[(r + 2 + rnd.nextInt(5 - r)) * 8 + f] = 'p';
        }
        if (rnd.nextInt(4) == 0) board[8 + (1 - parity) + 2 * rnd.nextInt(4)] = 'P';
        if (rnd.nextInt(4) == 0) board[48 + (1 - parity) + 2 * rnd.nextInt(4)] = 'p';
        // Kings (and perhaps a minor piece) behind their own pawns.
        drop(board, 'K', rnd, 0, 8 * base);
        drop(board, 'k', rnd, 8 * (base + 2), 64 - 8 * (base + 2));
        if (rnd.nextInt(4) == 0) drop(board, rnd.nextBoolean() ? 'B' : 'N', rnd, 0, 8 * base);
        if (rnd.nextInt(4) == 0) drop(board, rnd.nextBoolean() ? 'b' : 'n', rnd, 8 * (base + 2), 64 - 8 * (base + 2));
        StringBuilder fen = new StringBuilder(Placements.fen(board));
        fen.append(rnd.nextBoolean() ? " w - - 0 1" : " b - - 0 1");
        try {
            return Fen.position(fen.toString());
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /** A piece on a free square among {@code count} squares from {@code first}. */
    static void drop(char[] board, char piece, Random rnd, int first, int count) {
        for (int tries = 0; tries < 100; tries++) {
            int sq = first + rnd.nextInt(count);
            if (board[sq] == '.') {
                board[sq] = piece;
                return;
            }
        }
    }
}
