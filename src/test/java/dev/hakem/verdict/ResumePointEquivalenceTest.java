package dev.hakem.verdict;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hakem.Fuzz;
import dev.hakem.chess.Fen;
import dev.hakem.chess.MoveCode;
import dev.hakem.chess.Position;
import dev.hakem.chess.board.Role;
import dev.hakem.chess.notation.MoveError;
import dev.hakem.chess.notation.MoveInfo;
import dev.hakem.chess.notation.Notation;
import dev.hakem.chess.notation.Uci;
import dev.hakem.chess.pgn.PgnGame;
import dev.hakem.chess.pgn.PgnReader;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * The resume point stands for the whole history: after every move of real and random games, under
 * both rule sets, the verdict of the game resumed from it (its FEN written and read back, its UCI
 * moves played) equals the verdict with the whole history: status, result, termination, the
 * insufficient-material flag, the repetition count, the claims now and by move (FIDE 9.2, 9.3,
 * 9.6), and, one move on, the verdict after every legal move. The resume point a server carries from
 * move to move, each made from the previous one, is the one the whole history gives.
 */
class ResumePointEquivalenceTest {

    static final List<String> FILES = List.of("Capablanca.pgn", "London1851.pgn", "tatamast22.pgn", "WorldChamp1886.pgn",
            "Philidor.pgn", "Tarrasch7games.pgn", "Carlsen8games.pgn");

    /** Starts with castling rights to lose, clocks near the fifty- and seventy-five-move marks, pawns to lock. */
    static final List<String> STARTS = List.of(
            Fen.STANDARD,
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 80 60",
            "4k3/8/3q4/8/8/3Q4/8/4K3 w - - 90 80",
            "6k1/5ppp/8/8/8/8/5PPP/3R2K1 b - - 130 90",
            "r3k3/8/8/p1p1p1p1/P1P1P1P1/8/8/4K2R w Kq - 3 40",
            "1n2k3/3p4/8/4P3/8/8/8/4K1N1 b - - 0 1");

    @Test
    void everyPlyOfTheRealGamesIsJudgedAlikeFromTheResumePoint() throws Exception {
        int games = 0, plies = 0;
        for (String file : FILES) {
            for (PgnGame g : PgnReader.readAll(resource(file))) {
                Position start = g.tag("FEN") == null ? Position.start() : Fen.position(g.tag("FEN"));
                List<MoveInfo> moves = new ArrayList<>();
                Position p = start;
                for (String san : g.moves()) {
                    MoveInfo m = Notation.parse(p, san, true).info();
                    moves.add(m);
                    p = m.after();
                }
                for (RuleSet rules : RuleSet.values()) plies += walk(start, moves, rules, false, () -> file + " " + g.tag("White"));
                games++;
            }
        }
        System.err.printf(java.util.Locale.ROOT, "resume point equivalence: %d real games, %d plies judged (both rule sets)%n", games, plies);
        assertTrue(games > 900 && plies > 150_000, games + " games, " + plies + " plies");
    }

    @Test
    void everyPlyOfRandomPlayoutsIsJudgedAlikeFromTheResumePointAndOneMoveOn() {
        Random r = Fuzz.random("resume-point");
        int tries = Fuzz.tries(40), plies = 0, longest = 0;
        for (int i = 0; i < tries; i++) {
            String fen = STARTS.get(i % STARTS.size());
            Position start = Fen.position(fen);
            List<MoveInfo> moves = new ArrayList<>();
            Game game = Game.of(start);
            int length = 1 + r.nextInt(400);
            for (int ply = 0; ply < length; ply++) {
                List<MoveInfo> legal = MoveInfo.all(game.last());
                if (legal.isEmpty() || Adjudicator.judge(game, RuleSet.FIDE).isOver()) break;
                MoveInfo m = choose(r, game, legal, moves);
                moves.add(m);
                game = game.play(m);
            }
            longest = Math.max(longest, moves.size());
            for (RuleSet rules : RuleSet.values()) {
                final int at = i;
                plies += walk(start, moves, rules, true, () -> "playout " + at + " from " + fen + " (seed " + Fuzz.seed() + ")");
            }
        }
        System.err.printf(java.util.Locale.ROOT, "resume point equivalence: %d random playouts, %d plies judged, longest %d%n", tries, plies, longest);
        assertTrue(longest > 150, "the playouts must outlast the seventy-five-move bound: " + longest);
    }

    /** Walks the game move by move until the rules end it; returns the plies judged. */
    private static int walk(Position start, List<MoveInfo> moves, RuleSet rules, boolean oneMoveOn, Supplier<String> name) {
        Game whole = Game.of(start);
        ResumePoint carried = ResumePoint.of(whole, 0);
        int judged = 0;
        for (int n = 0; ; n++) {
            String where = name.get() + " " + rules.id() + " ply " + n;
            ResumePoint resume = ResumePoint.of(whole, 0);
            assertEquals(n, resume.ply() + resume.moves().size(), where);
            assertTrue(resume.moves().size() <= ResumePoint.MAX_MOVES, where + ": " + resume.moves().size() + " moves");
            assertSame(resume, carried, where + ": the resume point carried from move to move");
            Game resumed = resumed(resume);
            assertTrue(resumed.last().equals(whole.last()), where);
            Verdict v = Adjudicator.judge(whole, rules);
            assertVerdict(v, Adjudicator.judge(resumed, rules), where);
            judged++;
            if (oneMoveOn && !v.isOver()) {
                for (MoveInfo m : MoveInfo.all(whole.last())) {
                    Game a = whole.play(m), b = resumed.play(MoveInfo.of(resumed.last(), m.move()));
                    assertVerdict(Adjudicator.judge(a, a.plies(), rules), Adjudicator.judge(b, b.plies(), rules), where + " then " + m.uci());
                }
            }
            if (v.isOver() || n == moves.size()) return judged;
            whole = whole.play(moves.get(n));
            carried = ResumePoint.of(resumed.play(MoveInfo.of(resumed.last(), moves.get(n).move())), carried.ply());
        }
    }

    /** The game a resume point stands for, its position written as FEN and read back, its moves read as UCI. */
    static Game resumed(ResumePoint resume) {
        Game game = Game.of(Fen.position(Fen.write(resume.position())));
        for (String uci : resume.moves()) {
            try {
                game = game.play(MoveInfo.of(game.last(), Uci.parse(game.last(), uci)));
            } catch (MoveError e) {
                throw new AssertionError(uci + " refused in " + Fen.write(game.last()), e);
            }
        }
        return game;
    }

    static void assertSame(ResumePoint expected, ResumePoint actual, String where) {
        assertEquals(expected.ply(), actual.ply(), where);
        assertEquals(Fen.write(expected.position()), Fen.write(actual.position()), where);
        assertEquals(expected.moves(), actual.moves(), where);
    }

    static void assertVerdict(Verdict whole, Verdict resumed, String where) {
        assertEquals(whole.status(), resumed.status(), where);
        assertEquals(whole.outcome(), resumed.outcome(), where);
        assertEquals(whole.termination(), resumed.termination(), where);
        assertEquals(whole.insufficientMaterial(), resumed.insufficientMaterial(), where);
        assertEquals(whole.repetitions(), resumed.repetitions(), where);
        assertNotNull(resumed.claims(), where);
        assertEquals(whole.claims().threefoldRepetition(), resumed.claims().threefoldRepetition(), where);
        assertEquals(whole.claims().fiftyMoves(), resumed.claims().fiftyMoves(), where);
        assertEquals(byMove(whole.claims()), byMove(resumed.claims()), where);
    }

    private static List<String> byMove(Claims c) {
        return c.byMove().stream().map(b -> b.move().uci() + " " + b.move().san() + " " + b.rule()).toList();
    }

    /** Mostly steps back and forth and quiet moves, so positions recur and the clocks run out; sometimes anything. */
    private static MoveInfo choose(Random r, Game game, List<MoveInfo> legal, List<MoveInfo> played) {
        int roll = r.nextInt(10);
        if (roll < 5 && played.size() >= 2) {
            String mine = played.get(played.size() - 2).uci();
            String back = mine.substring(2, 4) + mine.substring(0, 2);
            for (MoveInfo m : legal) if (m.uci().equals(back)) return m;
        }
        if (roll < 9) {
            List<MoveInfo> quiet = new ArrayList<>();
            for (MoveInfo m : legal) {
                int code = m.move().code();
                boolean pawn = game.last().pieceAt(MoveCode.from(code)).role() == Role.PAWN;
                if (!pawn && game.last().pieceAt(MoveCode.to(code)) == null) quiet.add(m);
            }
            if (!quiet.isEmpty()) return quiet.get(r.nextInt(quiet.size()));
        }
        return legal.get(r.nextInt(legal.size()));
    }

    static String resource(String name) throws IOException {
        try (InputStream in = ResumePointEquivalenceTest.class.getResourceAsStream("/pgn/" + name)) {
            assertNotNull(in, "missing test resource /pgn/" + name);
            return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
        }
    }

    @Test
    void aChangeOfCastlingRightsIsACutAndThePositionRightAfterItMayRecur() throws Exception {
        // Ke2 (ply 3) loses White's rights: a cut. Ke1 (ply 5) gives nothing back, so it is no cut, and
        // Ke2 again (ply 7) brings back the very position of ply 3: the resume point's own start recurs.
        Game g = Game.of(Position.start());
        for (String uci : List.of("e2e4", "e7e5", "e1e2", "g8f6", "e2e1", "f6g8", "e1e2"))
            g = g.play(MoveInfo.of(g.last(), Uci.parse(g.last(), uci)));
        ResumePoint r = ResumePoint.of(g, 0);
        assertEquals(3, r.ply());
        assertEquals("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPPKPPP/RNBQ1BNR b kq - 1 2", Fen.write(r.position()));
        assertEquals(List.of("g8f6", "e2e1", "f6g8", "e1e2"), r.moves());
        assertEquals(2, Adjudicator.judge(g, RuleSet.FIDE).repetitions());
        assertEquals(2, Adjudicator.judge(resumed(r), RuleSet.FIDE).repetitions());
    }

    @Test
    void aGameWithoutIrreversibleMoveResumesFromItsStartAndAResumedGameKeepsItsPlyNumbers() throws Exception {
        Game g = Game.of(Position.start());
        for (String uci : List.of("g1f3", "g8f6", "f3g1")) g = g.play(MoveInfo.of(g.last(), Uci.parse(g.last(), uci)));
        ResumePoint r = ResumePoint.of(g, 0);
        assertEquals(0, r.ply());
        assertEquals(Fen.STANDARD, Fen.write(r.position()));
        assertEquals(List.of("g1f3", "g8f6", "f3g1"), r.moves());
        // Played from a resume point of ply 40, the same game numbers its cut from there.
        assertEquals(40, ResumePoint.of(g, 40).ply());
    }
}
