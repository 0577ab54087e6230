package dev.hakem.verdict.winnability;

import dev.hakem.chess.Fen;
import dev.hakem.chess.Position;
import dev.hakem.chess.board.Color;
import dev.hakem.verdict.winnability.saturation.Saturation;
import dev.hakem.chess.board.Square;
import dev.hakem.chess.text.Phrase;
import java.util.Random;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.*;

/**
 * The saturation proof on blocked positions whose answer is known from the board: walls that hold
 * and walls that a pawn, a bishop, a rook or an en-passant capture breaks.
 */
class SaturationTest {

    /** Kings on either side of four locked pairs; every gap in the wall is guarded by a pawn of the other side. */
    static final String WALL = "4k3/8/8/p1p1p1p1/P1P1P1P1/8/8/4K3 w - - 0 1";

    static void assertProved(String fen, Color side) {
        Phrase reason = Saturation.proveNoMate(Fen.position(fen), side);
        assertNotNull(reason, side + " should be proved unable to mate in " + fen);
        assertEquals("win.saturation." + side.label(), reason.key());
    }

    static void assertNotProved(String fen, Color side) {
        assertNull(Saturation.proveNoMate(Fen.position(fen), side), side + " can still mate in " + fen);
    }

    static long squares(String... names) {
        long out = 0;
        for (String name : names) out |= 1L << Square.parse(name);
        return out;
    }

    @Test
    void aLockedWallThatNeitherKingCanCrossIsDeadForBothSides() {
        assertProved(WALL, Color.WHITE);
        assertProved(WALL, Color.BLACK);
    }

    @Test
    void theLockedPawnsOfTheWallAreTheSteadyPiecesAndTheKingsAreNot() {
        assertEquals(squares("a4", "c4", "e4", "g4", "a5", "c5", "e5", "g5"), Saturation.steady(Fen.position(WALL)));
    }

    @Test
    void aWallWithAPawnThatCanTakeIsNotProved() {
        // b4 takes on a5 or c5, and the pawn left behind can run to promote.
        assertNotProved("4k3/8/8/p1p1p1p1/PPP1P1P1/8/8/4K3 w - - 0 1", Color.WHITE);
    }

    @Test
    void aBishopOnTheColourOfItsOwnWallPawnsNeverCrossesIt() {
        // Every light square of the fourth rank holds a white pawn: the f1 bishop never gets past them.
        String fen = "4k3/8/8/p1p1p1p1/P1P1P1P1/8/8/4KB2 w - - 0 1";
        assertProved(fen, Color.WHITE);
        assertProved(fen, Color.BLACK);
    }

    @Test
    void aBishopOnTheColourOfTheEnemyPawnsTakesOneAndBreaksTheWall() {
        // Bc1-a3-b4xc5, then c4-c5-c6-c7-c8=Q.
        assertNotProved("4k3/8/8/p1p1p1p1/P1P1P1P1/8/8/2B1K3 w - - 0 1", Color.WHITE);
    }

    @Test
    void aFreeRookGoesThroughTheGapsOfTheWall() {
        String fen = "4k3/8/8/p1p1p1p1/P1P1P1P1/8/8/R3K3 w - - 0 1";
        assertNotProved(fen, Color.WHITE);
        assertEquals(0, Saturation.steady(Fen.position(fen)) & squares("a5", "c5", "e5", "g5"),
                "the rook may take any black pawn");
    }

    @Test
    void aKingShutInByItsOwnPiecesCanStillBeSmothered() {
        // Nf7 mate: the black king's own rook and pawns take every flight square.
        assertNotProved("6rk/6pp/8/8/8/8/8/N5K1 w - - 0 1", Color.WHITE);
    }

    @Test
    void aKingShutInByItsOwnPawnsIsOpenedByTheEnemyPawnsTakingThem() {
        // White's king, bishop and pawns cannot move now, but every white pawn stands where a black pawn
        // takes: f3xg2 (or h3xg2) mates at once, and g3xf2 Bxf2 frees White's king, bishop and g-pawn,
        // which can promote. Both sides can still mate.
        String fen = "8/8/8/3k4/8/5ppp/5PPP/6BK w - - 0 1";
        assertNotProved(fen, Color.BLACK);
        assertNotProved(fen, Color.WHITE);
    }

    @Test
    void anEnPassantCaptureBreaksAWallThatWouldOtherwiseHold() {
        // Black has just played c7-c5: b5xc6 frees a white pawn to promote.
        String wall = "4k3/8/1p6/1Pp1p1p1/2P1P1P1/8/8/4K3 w - - 0 1";
        assertProved(wall, Color.WHITE);
        assertProved(wall, Color.BLACK);
        assertNotProved("4k3/8/1p6/1Pp1p1p1/2P1P1P1/8/8/4K3 w - c6 0 1", Color.WHITE);
    }

    @Test
    void castlingRightsLeaveTheProofUnattempted() {
        Position p = Fen.position("r3k3/8/8/p1p1p1p1/P1P1P1P1/8/8/4K3 b q - 0 1");
        assertNull(Saturation.proveNoMate(p, Color.WHITE));
        assertEquals(0, Saturation.steady(p));
    }

    @Test
    void everyLockedWallThatPawnWallProvesSaturationProvesToo() {
        for (String fen : new String[] {WALL, "4k3/8/8/p1p1p1p1/P1P1P1P1/8/8/4KB2 w - - 0 1",
                "2kb4/7B/8/p1p1p1p1/P1P1P1P1/8/8/4K3 w - - 0 1"})
            for (Color side : Color.values())
                if (PawnWall.proveNoMate(Fen.position(fen), side) != null) assertProved(fen, side);
    }

    @Test
    void aKingThatCanOnlyComeNearByStalematingNeverHelpsToMate() {
        // Black moves only its king, between a6 and a5; White's king could reach it only round the
        // pawns, and wherever it stands beside that corner Black has no move left: stalemate, so
        // White (pawns only, none that can move) never mates. (Law 5.2.1)
        assertProved("8/1p6/kPp3p1/2P3p1/1pP3Pb/1P4p1/6P1/7K w - - 0 1", Color.WHITE);
    }

    @Test
    void aKingTakingAPawnThatLeavesTheOtherSideNoMoveEndsTheGameThere() {
        // Black's king may walk round to take g2 or h5, but with White's king on h4 or h3 either
        // capture leaves White without a move: the pawns that free White never get taken in a game
        // that goes on. Neither side can mate.
        String fen = "8/b1b5/k6p/2b2p1P/1b3p2/5PpK/6P1/8 w - - 0 1";
        assertProved(fen, Color.WHITE);
        assertProved(fen, Color.BLACK);
        // The same with Black's king already beside g2: Kxg2 is stalemate while White's king is on h4,
        // a square two steps from g2, next to the h3 that the capture takes away.
        String near = "8/8/3b3p/5p1P/3b1p1K/5Pp1/6P1/5kb1 b - - 0 1";
        assertProved(near, Color.WHITE);
        assertProved(near, Color.BLACK);
    }

    @Test
    void pawnsMeetingHeadOnOnAFileNeverPassEachOther() {
        // The a-, c-, e- and g-pawns of both sides below the locked rows can only meet on their files;
        // no pawn can take, so none passes, and the kings stay on their sides of the locked rows.
        String fen = "1k6/p1p1p1p1/P1P1P1P1/p1p1p1p1/8/8/P1P1P1P1/4K3 w - - 0 1";
        assertProved(fen, Color.WHITE);
        assertProved(fen, Color.BLACK);
    }

    @Test
    void aPieceWhoseOnlyWayOutMatesTheWinnerNeverComesOutInAGameTheWinnerMates() {
        // Nh1-f2 mates White (Kd1 boxed in by its own pawns and by d2, nothing of White reaches f2),
        // so in a game White mates that knight never moves; with it, White's pieces stay shut in or
        // alone. Black can mate; White cannot.
        String fen = "8/2b4B/4k3/8/8/2p1p1p1/2PpP1P1/1B1K3n b - - 0 1";
        assertProved(fen, Color.WHITE);
    }

    @Test
    void theStalemateRulesNeverHideAMateOfAKingAndPawnAgainstAKing() {
        // Positions a stalemate rule taken too loosely would prove dead: each side named here mates.
        assertNotProved("6k1/6P1/6K1/8/8/8/8/8 w - - 0 1", Color.WHITE);
        assertNotProved("8/8/8/7p/5K1k/7P/8/8 w - - 0 1", Color.WHITE);
        assertNotProved("8/8/8/8/8/6k1/7p/7K b - - 0 1", Color.BLACK);
    }

    /**
     * Random walls with loose pawns and minor pieces around them: wherever saturation says "no", the
     * full search (which follows every move) finds no helpmate. Some proofs must be given and some
     * searches must end, or the test proves nothing.
     */
    @Test
    void noProofOnRandomWallsIsEverContradictedByTheSearch() {
        Random rnd = new Random(20261130);
        int proofs = 0, tried = 0, searchedToTheEnd = 0;
        while (tried < 6_000 && proofs < 150) {
            Position p = randomWallPosition(rnd);
            if (p == null) continue;
            tried++;
            for (Color side : Color.values()) {
                if (MaterialProof.proveNoMate(p, side) != null || PawnWall.proveNoMate(p, side) != null) continue;
                if (Saturation.proveNoMate(p, side) == null) continue;
                proofs++;
                Winnability.Result r = Winnability.searchOnly(p, side, 30_000);
                if (r == null) continue;
                assertNotEquals(Winnability.Answer.YES, r.answer(), () -> "helpmate found where saturation said no: "
                        + Fen.write(p) + " for " + side);
                searchedToTheEnd++;
            }
        }
        assertTrue(proofs >= 30, "too few proofs to test: " + proofs + " in " + tried + " positions");
        assertTrue(searchedToTheEnd >= 10, "too few searches ran to the end: " + searchedToTheEnd);
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
