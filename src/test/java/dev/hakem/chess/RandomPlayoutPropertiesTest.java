package dev.hakem.chess;

import dev.hakem.chess.board.CastlingRights;
import dev.hakem.chess.board.Piece;
import dev.hakem.chess.board.Role;
import dev.hakem.chess.board.Square;
import dev.hakem.chess.notation.MoveError;
import dev.hakem.chess.notation.MoveInfo;
import dev.hakem.chess.notation.Notation;
import dev.hakem.chess.notation.San;
import dev.hakem.chess.notation.Uci;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.hakem.chess.reference.ReferenceMoveGen;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.function.Supplier;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.RandomDistribution;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.statistics.Statistics;

/**
 * Properties of the rules core along random legal playouts from the six standard perft positions.
 * The oracle is {@link ReferenceMoveGen}, a slow mailbox generator sharing no code with
 * {@link MoveGen}; the move choice is biased toward castling, en passant, promotions, captures
 * and double steps so that the tricky moves are played often. Seeds are fixed so that a run is
 * reproducible; change a seed to explore other games.
 */
class RandomPlayoutPropertiesTest {

    /** The six standard perft positions (chessprogramming.org, "Perft Results"). */
    static final List<String> STARTS = List.of(
            Fen.STANDARD,
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
            "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10");

    static final int MAX_PLIES = 200;

    @Provide
    Arbitrary<String> starts() {
        return Arbitraries.of(STARTS);
    }

    /** One number per ply; each picks the move played (see {@link #choose}). */
    @Provide
    Arbitrary<List<Integer>> playouts() {
        return Arbitraries.integers().between(0, 1 << 20).list().ofMinSize(1).ofMaxSize(MAX_PLIES)
                .withSizeDistribution(RandomDistribution.uniform());
    }

    @Provide
    Arbitrary<List<Integer>> prefixes() {
        return Arbitraries.integers().between(0, 1 << 20).list().ofMinSize(0).ofMaxSize(60)
                .withSizeDistribution(RandomDistribution.uniform());
    }

    // ------------------------------------------------------------------ every ply against the reference

    @Property(tries = 250, seed = "7301")
    void everyPlyAgreesWithTheReference(@ForAll("starts") String startFen, @ForAll("playouts") List<Integer> choices) {
        Game g = new Game(startFen);
        String playedSan = null;
        while (true) {
            checkPly(g, playedSan);
            int[] codes = g.p.legalMoveCodes();
            if (codes.length == 0 || g.played.size() >= choices.size()) break;
            int code = choose(g.p, codes, choices.get(g.played.size()));
            Statistics.label("moves played").collect(kindOf(g.p, code));
            playedSan = San.of(g.p, code);
            g.play(code);
        }
        Statistics.label("game end").collect(g.p.isCheckmate() ? "checkmate" : g.p.isStalemate() ? "stalemate" : "cut off");
        Statistics.label("moves played").coverage(c -> {
            c.check("en passant").count(n -> n >= 30);
            c.check("castling").count(n -> n >= 30);
            c.check("promotion").count(n -> n >= 30);
        });
    }

    /** The assertions (1)-(5) of the property, plus the position itself against the reference's make-move. */
    private static void checkPly(Game g, String playedSan) {
        Position p = g.p;
        ReferenceMoveGen.State ref = g.ref;
        Supplier<String> where = g::where;

        // (1) the legal moves, as a set and as counts, against the reference
        int[] codes = p.legalMoveCodes();
        List<String> uci = new ArrayList<>();
        for (int code : codes) uci.add(Uci.of(p, code));
        SortedSet<String> production = new TreeSet<>(uci);
        SortedSet<String> expected = ref.legalMoves();
        assertEquals(expected, production, () -> "legal moves; " + where.get());
        assertEquals(codes.length, production.size(), () -> "duplicate moves " + uci + "; " + where.get());
        assertEquals(expected.size(), MoveGen.count(p), () -> "MoveGen.count; " + where.get());
        assertEquals(expected.size(), p.legalMoveCount(), () -> "legalMoveCount; " + where.get());

        // the position reached (placement, turn, rights, legal en passant, clocks) against the reference's own make-move
        String fen = Fen.write(p);
        assertEquals(ref.fen(), fen, () -> "position after the last move; " + where.get());
        assertEquals(ref.legalEpSquare(), p.epSquare(), () -> "epSquare; " + where.get());

        // (2) the FEN reads back into the same position, with no warnings
        FenResult read = Fen.read(fen);
        if (!(read instanceof FenResult.Valid valid)) {
            fail("own FEN refused: " + read + "; " + where.get());
            return;
        }
        assertEquals(List.of(), valid.warnings(), () -> "warnings on own FEN; " + where.get());
        Position q = valid.position();
        assertTrue(q.sameAs(p) && p.sameAs(q), () -> "FEN round trip not sameAs; " + where.get());
        assertEquals(p.halfmoveClock(), q.halfmoveClock(), () -> "halfmove clock round trip; " + where.get());
        assertEquals(p.fullmoveNumber(), q.fullmoveNumber(), () -> "fullmove number round trip; " + where.get());
        assertEquals(fen, Fen.write(q), () -> "FEN round trip; " + where.get());

        // (4) incremental key = key from scratch = key of the re-read position
        assertEquals(p.recomputeZobrist(), p.zobrist(), () -> "incremental zobrist; " + where.get());
        assertEquals(p.zobrist(), q.zobrist(), () -> "zobrist of the re-read position; " + where.get());
        // the key after each move, worked out without making it, is the key of the position made (and from scratch)
        for (int code : codes) {
            Position after = p.play(code);
            assertEquals(after.recomputeZobrist(), p.zobristAfter(code), () -> "zobristAfter " + Uci.of(p, code) + "; " + where.get());
        }

        // (3) SAN: written, read back strictly to the same move, pairwise distinct; UCI read back too
        Set<String> sans = new HashSet<>();
        for (int code : codes) {
            String san = San.of(p, code);
            assertTrue(sans.add(san), () -> "two moves written " + san + "; " + where.get());
            try {
                assertEquals(code, San.parse(p, san).code(), () -> "SAN " + san + " read back; " + where.get());
                assertEquals(code, Uci.parse(p, Uci.of(p, code)).code(), () -> "UCI read back; " + where.get());
                // What reading hands on (the move with its SAN, UCI, position after, check and mate) is what
                // MoveInfo works out on its own, from SAN and from UCI alike.
                MoveInfo own = MoveInfo.of(p, Move.decode(p, code));
                for (String text : List.of(san, Uci.of(p, code))) {
                    MoveInfo handed = Notation.parse(p, text, false).info();
                    assertEquals(List.of(own.move(), own.uci(), own.san(), own.check(), own.checkmate(), Fen.write(own.after())),
                            List.of(handed.move(), handed.uci(), handed.san(), handed.check(), handed.checkmate(),
                                    Fen.write(handed.after())), () -> "MoveInfo of " + text + "; " + where.get());
                    assertTrue(handed.after().sameAs(own.after()), () -> "position after " + text + "; " + where.get());
                }
            } catch (MoveError e) {
                fail("own SAN/UCI " + san + " refused: " + e.getMessage() + "; " + where.get());
            }
        }

        // (5) check, checkmate, stalemate: own king attacked; no legal move
        boolean check = ref.inCheck(), none = expected.isEmpty();
        assertEquals(check, p.isCheck(), () -> "isCheck; " + where.get());
        assertEquals(check && none, p.isCheckmate(), () -> "isCheckmate; " + where.get());
        assertEquals(!check && none, p.isStalemate(), () -> "isStalemate; " + where.get());
        assertEquals(!none, p.hasLegalMove(), () -> "hasLegalMove; " + where.get());

        // the check mark of the move just played agrees with the reference's view of this position
        if (playedSan != null) {
            String mark = check ? (none ? "#" : "+") : "";
            assertEquals(mark, playedSan.replaceAll("^[^+#]*", ""), () -> "check mark of " + playedSan + "; " + where.get());
        }
    }

    // ------------------------------------------------------------------ FIDE 9.2.3 identity

    /**
     * Along random playouts: dropping a castling right, or a legal en-passant square, gives a
     * different position with a different key; writing an en-passant square whose capture is
     * illegal gives the same position with the same key.
     */
    @Property(tries = 100, seed = "9221")
    void castlingRightsAndLegalEnPassantArePartOfTheIdentity(@ForAll("starts") String startFen,
                                                             @ForAll("playouts") List<Integer> choices) {
        Game g = new Game(startFen);
        while (true) {
            Position p = g.p;
            String[] f = Fen.write(p).split(" ");
            for (char right : "KQkq".toCharArray()) {
                if (f[2].indexOf(right) < 0) continue;
                String fewer = f[2].replace(String.valueOf(right), "");
                Position q = Fen.position(f[0] + " " + f[1] + " " + (fewer.isEmpty() ? "-" : fewer) + " " + f[3] + " " + f[4] + " " + f[5]);
                assertFalse(q.sameAs(p), () -> "without " + right + " still sameAs; " + g.where());
                assertNotEquals(p.zobrist(), q.zobrist(), () -> "without " + right + " same key; " + g.where());
                Statistics.label("variants").collect("castling right dropped");
            }
            if (g.ref.legalEpSquare() >= 0) {
                Position q = Fen.position(f[0] + " " + f[1] + " " + f[2] + " - " + f[4] + " " + f[5]);
                assertFalse(q.sameAs(p), () -> "without legal en passant still sameAs; " + g.where());
                assertNotEquals(p.zobrist(), q.zobrist(), () -> "without legal en passant same key; " + g.where());
                Statistics.label("variants").collect("legal en passant dropped");
            } else if (g.ref.writtenEpSquare() >= 0 && hasPawnBeside(g.ref)) {
                // A double step beside an enemy pawn whose capture is illegal: the same position with the square written.
                String epFen = f[0] + " " + f[1] + " " + f[2] + " " + ReferenceMoveGen.squareName(g.ref.writtenEpSquare())
                        + " " + f[4] + " " + f[5];
                Position q = Fen.position(epFen);
                assertTrue(q.sameAs(p), () -> "illegal en passant written in " + epFen + " is a different position; " + g.where());
                assertEquals(p.zobrist(), q.zobrist(), () -> "illegal en passant written changes the key; " + g.where());
                assertEquals(-1, q.epSquare(), () -> epFen);
                Statistics.label("variants").collect("illegal en passant written");
            }
            int[] codes = p.legalMoveCodes();
            if (codes.length == 0 || g.played.size() >= choices.size()) break;
            g.play(choose(p, codes, choices.get(g.played.size())));
        }
        Statistics.label("variants").coverage(c -> {
            c.check("legal en passant dropped").count(n -> n >= 10);
            c.check("illegal en passant written").count(n -> n >= 5);
        });
    }

    private static boolean hasPawnBeside(ReferenceMoveGen.State ref) {
        int ep = ref.writtenEpSquare();
        int pawnRank = ref.whiteToMove() ? 4 : 3, file = ep % 8;
        char ours = ref.whiteToMove() ? 'P' : 'p';
        return (file > 0 && ref.pieceAt(pawnRank * 8 + file - 1) == ours) || (file < 7 && ref.pieceAt(pawnRank * 8 + file + 1) == ours);
    }

    /**
     * From a random position: two moves of the side to move and two replies, played in different
     * orders. The results are sameAs (and have equal keys and FEN identities) exactly when the
     * reference's FIDE 9.2.3 identities are equal.
     */
    @Property(tries = 600, seed = "3152")
    void moveOrdersTransposeExactlyWhenTheReferenceSaysSo(@ForAll("starts") String startFen,
                                                          @ForAll("prefixes") List<Integer> prefix,
                                                          @ForAll @IntRange(min = 0, max = 9999) int a,
                                                          @ForAll @IntRange(min = 0, max = 9999) int b,
                                                          @ForAll @IntRange(min = 0, max = 9999) int c,
                                                          @ForAll @IntRange(min = 0, max = 9999) int d) {
        Game g = new Game(startFen);
        for (int choice : prefix) {
            int[] codes = g.p.legalMoveCodes();
            if (codes.length == 0) break;
            g.play(choose(g.p, codes, choice));
        }
        List<String> ours = ucis(g.p);
        Assume.that(ours.size() >= 2);
        String m1 = ours.get(a % ours.size()), m2 = ours.get((a + 1 + b % (ours.size() - 1)) % ours.size());
        List<String> replies = new ArrayList<>(ucis(g.after(m1).p));
        replies.retainAll(ucis(g.after(m2).p));
        Assume.that(!replies.isEmpty());
        String n1 = replies.get(c % replies.size());
        Game third = g.after(m1, n1, m2);
        Assume.that(third != null);
        List<String> lastReplies = ucis(third.p);
        Assume.that(!lastReplies.isEmpty());
        String n2 = lastReplies.get(d % lastReplies.size());

        List<Game> results = new ArrayList<>();
        for (String[] order : new String[][] {{m1, n1, m2, n2}, {m2, n1, m1, n2}, {m2, n2, m1, n1}, {m1, n2, m2, n1}}) {
            Game end = g.after(order);
            if (end != null) results.add(end);
        }
        for (int i = 1; i < results.size(); i++) {
            Game x = results.get(0), y = results.get(i);
            boolean same = x.ref.identity().equals(y.ref.identity());
            Statistics.label("orders").collect(same ? "transposed" : "different");
            Supplier<String> where = () -> x.where() + "\n  versus " + y.where();
            assertEquals(same, x.p.sameAs(y.p), () -> "sameAs; " + where.get());
            assertEquals(same, y.p.sameAs(x.p), () -> "sameAs (swapped); " + where.get());
            assertEquals(same, x.p.zobrist() == y.p.zobrist(), () -> "zobrist equality; " + where.get());
            assertEquals(same, Fen.identity(x.p).equals(Fen.identity(y.p)), () -> "Fen.identity; " + where.get());
            assertEquals(x.ref.identity(), Fen.identity(x.p), () -> "identity against the reference; " + where.get());
        }
        Statistics.label("orders").coverage(cov -> {
            cov.check("transposed").count(n -> n >= 100);
            cov.check("different").count(n -> n >= 5);
        });
    }

    // ------------------------------------------------------------------ hand-made cases (expected by FIDE 9.2.3)

    @Example
    void knightMovesInEitherOrderTranspose() {
        Game x = new Game(Fen.STANDARD).after("g1f3", "g8f6", "b1c3", "b8c6");
        Game y = new Game(Fen.STANDARD).after("b1c3", "b8c6", "g1f3", "g8f6");
        Game z = new Game(Fen.STANDARD).after("g1f3", "b8c6", "b1c3", "g8f6");
        Position known = Fen.position("r1bqkb1r/pppppppp/2n2n2/8/8/2N2N2/PPPPPPPP/R1BQKB1R w KQkq - 4 3");
        for (Game g : List.of(x, y, z)) {
            assertTrue(g.p.sameAs(known), g::where);
            assertEquals(known.zobrist(), g.p.zobrist(), g::where);
            assertEquals(known, g.p, g::where);
        }
    }

    @Example
    void knightsOutAndBackIsTheStartPositionAgain() {
        Game g = new Game(Fen.STANDARD).after("g1f3", "g8f6", "f3g1", "f6g8");
        assertTrue(g.p.sameAs(Position.start()));
        assertEquals(Position.start().zobrist(), g.p.zobrist());
        assertNotEquals(Position.start(), g.p, "the clocks differ, so equals() is false");
    }

    @Example
    void sameSquaresButACastlingRightLostIsNotTheSamePosition() {
        // The rook went g1 and back: the placement is the start position's, white has lost O-O.
        Game g = new Game(Fen.STANDARD).after("g1f3", "g8f6", "h1g1", "f6g8", "g1h1", "g8f6", "f3g1", "f6g8");
        assertEquals(Fen.STANDARD.split(" ")[0], Fen.write(g.p).split(" ")[0]);
        assertEquals(CastlingRights.WHITE_QUEEN_SIDE | CastlingRights.BLACK_KING_SIDE | CastlingRights.BLACK_QUEEN_SIDE,
                g.p.castlingRights());
        assertFalse(g.p.sameAs(Position.start()));
        assertNotEquals(Position.start().zobrist(), g.p.zobrist());
        Position fromFen = Fen.position("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Qkq - 8 5");
        assertTrue(g.p.sameAs(fromFen));
        assertEquals(fromFen.zobrist(), g.p.zobrist());
    }

    @Example
    void sameSquaresButNoLongerAnEnPassantCaptureIsNotTheSamePosition() {
        // After 3...d5 White may take en passant (exd6); after the knights' round trip it may not.
        Game withEp = new Game(Fen.STANDARD).after("e2e4", "g8f6", "e4e5", "f6g8", "g1f3", "d7d5");
        Game without = withEp.after("f3g1", "g8f6", "g1f3", "f6g8");
        assertEquals(Square.parse("d6"), withEp.p.epSquare());
        assertEquals(-1, without.p.epSquare());
        assertEquals(Fen.write(withEp.p).split(" ")[0], Fen.write(without.p).split(" ")[0]);
        assertFalse(withEp.p.sameAs(without.p));
        assertNotEquals(withEp.p.zobrist(), without.p.zobrist());
        assertTrue(without.p.sameAs(Fen.position("rnbqkbnr/ppp1pppp/8/3pP3/8/5N2/PPPP1PPP/RNBQKB1R w KQkq - 4 5")));
        assertTrue(withEp.p.sameAs(Fen.position("rnbqkbnr/ppp1pppp/8/3pP3/8/5N2/PPPP1PPP/RNBQKB1R w KQkq d6 0 4")));
    }

    @Example
    void aDoubleStepWhoseCaptureIsIllegalLeavesTheSamePosition() {
        // After ...d5, exd6 would take both pawns off the fifth rank and expose Ka5 to Rh5.
        Game pinned = new Game("8/3p4/8/K3P2r/8/8/8/7k b - - 0 1").after("d7d5");
        Position noEp = Fen.position("8/8/8/K2pP2r/8/8/8/7k w - - 0 2");
        assertEquals(-1, pinned.p.epSquare());
        assertTrue(pinned.p.sameAs(noEp));
        assertEquals(noEp.zobrist(), pinned.p.zobrist());
        assertTrue(Fen.position("8/8/8/K2pP2r/8/8/8/7k w - d6 0 2").sameAs(noEp));
        // Without the rook on the fifth rank the capture is legal, and the position differs.
        Game free = new Game("8/3p4/8/K3P3/8/8/8/6rk b - - 0 1").after("d7d5");
        Position freeNoEp = Fen.position("8/8/8/K2pP3/8/8/8/6rk w - - 0 2");
        assertEquals(Square.parse("d6"), free.p.epSquare());
        assertFalse(free.p.sameAs(freeNoEp));
        assertNotEquals(freeNoEp.zobrist(), free.p.zobrist());
    }

    // ------------------------------------------------------------------ playing

    /** A production position and the reference state, advanced together by the same moves. */
    static final class Game {
        final String startFen;
        final List<String> played = new ArrayList<>();
        Position p;
        ReferenceMoveGen.State ref;

        Game(String startFen) {
            this.startFen = startFen;
            this.p = Fen.position(startFen);
            this.ref = ReferenceMoveGen.fromFen(startFen);
        }

        void play(int code) {
            String uci = Uci.of(p, code);
            p = p.play(code);
            ref = ref.play(uci);
            played.add(uci);
        }

        /** A copy advanced by the given UCI moves, or null when one is not legal on the way. */
        Game after(String... moves) {
            Game g = new Game(startFen);
            for (String m : played) g.playUci(m);
            for (String m : moves) {
                if (!ucis(g.p).contains(m)) return null;
                g.playUci(m);
            }
            return g;
        }

        private void playUci(String uci) {
            for (int code : p.legalMoveCodes()) {
                if (Uci.of(p, code).equals(uci)) {
                    play(code);
                    return;
                }
            }
            throw new IllegalArgumentException(uci + " not legal in " + Fen.write(p));
        }

        String where() {
            return "from " + startFen + " after [" + String.join(" ", played) + "] at " + Fen.write(p);
        }
    }

    static List<String> ucis(Position p) {
        List<String> out = new ArrayList<>();
        for (int code : p.legalMoveCodes()) out.add(Uci.of(p, code));
        return out;
    }

    /**
     * Picks a move: most numbers look first for a move of a tricky kind (castling, en passant,
     * promotion, capture, a double step beside an enemy pawn, any double step), falling back to
     * any move when there is none of that kind.
     */
    static int choose(Position p, int[] codes, int choice) {
        int bucket = choice % 16, pick = choice / 16;
        String wanted = switch (bucket) {
            case 0, 1 -> "castling";
            case 2, 3, 4 -> "en passant";
            case 5 -> "promotion";
            case 6, 7 -> "capture";
            case 8, 9 -> "double step beside a pawn";
            case 10 -> "double step";
            default -> null;
        };
        if (wanted != null) {
            List<Integer> pool = new ArrayList<>();
            for (int code : codes) {
                String kind = kindOf(p, code);
                if (kind.equals(wanted) || (wanted.equals("double step") && kind.startsWith(wanted))) pool.add(code);
            }
            if (!pool.isEmpty()) return pool.get(pick % pool.size());
        }
        return codes[pick % codes.length];
    }

    static String kindOf(Position p, int code) {
        int kind = MoveCode.kind(code);
        if (kind == MoveCode.CASTLE) return "castling";
        if (kind == MoveCode.EN_PASSANT) return "en passant";
        if (MoveCode.isPromotion(code)) return "promotion";
        if (p.pieceAt(MoveCode.to(code)) != null) return "capture";
        if (kind == MoveCode.DOUBLE_PUSH) {
            int to = MoveCode.to(code);
            Piece enemyPawn = new Piece(p.turn().other(), Role.PAWN);
            boolean beside = (Square.file(to) > 0 && enemyPawn.equals(p.pieceAt(to - 1)))
                    || (Square.file(to) < 7 && enemyPawn.equals(p.pieceAt(to + 1)));
            return beside ? "double step beside a pawn" : "double step";
        }
        return "other";
    }
}
