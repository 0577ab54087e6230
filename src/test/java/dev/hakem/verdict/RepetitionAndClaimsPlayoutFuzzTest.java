package dev.hakem.verdict;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hakem.Fuzz;
import dev.hakem.chess.Fen;
import dev.hakem.chess.MoveCode;
import dev.hakem.chess.notation.MoveInfo;
import dev.hakem.chess.Position;
import dev.hakem.chess.board.Role;
import dev.hakem.chess.reference.ReferenceMoveGen;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * Along random playouts that often step back and forth (so positions recur) and rarely move a
 * pawn or capture (so the clocks run out), the history rules agree with a naive recomputation:
 * every earlier position compared by the reference generator's FIDE 9.2.3 identity, the clock as
 * the reference counts it. Repetition counts, the plies listed, the threefold and fifty-move
 * claims (now and by move) and the automatic endings of both rule sets are all checked at every ply.
 */
class RepetitionAndClaimsPlayoutFuzzTest {

    static final List<String> STARTS = List.of(
            Fen.STANDARD,
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 80 60",
            "4k3/8/3q4/8/8/3Q4/8/4K3 w - - 90 80",
            "6k1/5ppp/8/8/8/8/5PPP/3R2K1 b - - 130 90",
            "2r3k1/8/8/8/8/8/8/2R2NK1 w - - 40 70");

    static final int MAX_PLIES = 220;

    @Test
    void repetitionsClaimsAndEndingsEqualANaiveRecount() {
        Random r = Fuzz.random("repetition");
        int tries = Fuzz.tries(12), threefolds = 0, fifties = 0, fivefolds = 0;
        for (int i = 0; i < tries; i++) {
            String start = STARTS.get(r.nextInt(STARTS.size()));
            Game game = Game.of(Fen.position(start));
            ReferenceMoveGen.State first = ReferenceMoveGen.fromFen(start);
            List<ReferenceMoveGen.State> refs = new ArrayList<>(List.of(first));
            List<String> ids = new ArrayList<>(List.of(first.identity()));
            List<String> played = new ArrayList<>();
            int plies = 1 + r.nextInt(MAX_PLIES);
            for (int ply = 0; ; ply++) {
                final int at = ply;
                Supplier<String> where = () -> "case from " + start + " after [" + String.join(" ", played) + "] (ply " + at
                        + ", seed " + Fuzz.seed() + ")";
                int[] counts = checkPly(game, refs, ids, where);
                threefolds += counts[0];
                fifties += counts[1];
                fivefolds += counts[2];
                List<MoveInfo> legal = MoveInfo.all(game.last());
                if (legal.isEmpty() || ply >= plies) break;
                MoveInfo m = choose(r, game, legal, played);
                game = game.play(m);
                refs.add(refs.get(refs.size() - 1).play(m.uci()));
                ids.add(refs.get(refs.size() - 1).identity());
                played.add(m.uci());
            }
        }
        // The playouts must reach what they test, or the properties hold vacuously.
        assertTrue(threefolds > 0 && fifties > 0 && fivefolds > 0,
                "threefold " + threefolds + ", fifty moves " + fifties + ", fivefold " + fivefolds);
    }

    /** The checks at the last ply; returns whether a threefold claim, a fifty-move claim and a fivefold ending were seen. */
    private static int[] checkPly(Game game, List<ReferenceMoveGen.State> refs, List<String> ids, Supplier<String> where) {
        int ply = game.plies();
        ReferenceMoveGen.State now = refs.get(ply);
        List<Integer> naivePlies = new ArrayList<>();
        for (int j = 0; j <= ply; j++) if (ids.get(j).equals(ids.get(ply))) naivePlies.add(j);
        int naive = naivePlies.size(), clock = clock(now);

        Position p = game.last();
        List<MoveInfo> legal = MoveInfo.all(p);
        Verdict fide = Adjudicator.judge(game, RuleSet.FIDE, legal);
        assertEquals(naive, fide.repetitions(), () -> "repetitions; " + where.get());
        assertEquals(naivePlies, game.occurrencesUpTo(ply), () -> "plies of the occurrences; " + where.get());
        assertEquals(clock, p.halfmoveClock(), () -> "halfmove clock; " + where.get());
        // Once the game has ended (by the naive count, or dead, which it cannot tell), nothing can be claimed.
        boolean ended = expectedEnding(p, legal.isEmpty(), naive, clock, RuleSet.FIDE) != null
                || fide.termination() == Termination.DEAD_POSITION;
        assertEquals(!ended && naive >= 3, fide.claims().threefoldRepetition(), () -> "threefold claim; " + where.get());
        assertEquals(!ended && clock >= 100, fide.claims().fiftyMoves(), () -> "fifty-move claim; " + where.get());

        Set<String> expectedByMove = new TreeSet<>();
        for (MoveInfo m : ended ? List.<MoveInfo>of() : legal) {
            ReferenceMoveGen.State after = now.play(m.uci());
            String id = after.identity();
            long seen = ids.stream().filter(id::equals).count();
            if (seen + 1 >= 3) expectedByMove.add(m.uci() + " threefold_repetition");
            if (clock(after) >= 100) expectedByMove.add(m.uci() + " fifty_moves");
        }
        Set<String> byMove = new TreeSet<>();
        for (Claims.ByMove b : fide.claims().byMove()) byMove.add(b.move().uci() + " " + b.rule().code());
        assertEquals(expectedByMove, byMove, () -> "claims by move; " + where.get());

        // Without the move list (the minimal answer), only the moves' codes are listed: the same verdict,
        // and the same moves to claim with, written the same.
        Verdict unlisted = Adjudicator.judge(game, RuleSet.FIDE);
        assertEquals(List.of(fide.status(), fide.termination() == null ? "" : fide.termination(), fide.repetitions(),
                        fide.claims().threefoldRepetition(), fide.claims().fiftyMoves(), sans(fide)),
                List.of(unlisted.status(), unlisted.termination() == null ? "" : unlisted.termination(), unlisted.repetitions(),
                        unlisted.claims().threefoldRepetition(), unlisted.claims().fiftyMoves(), sans(unlisted)),
                () -> "verdict from the codes alone; " + where.get());

        for (RuleSet rules : RuleSet.values()) {
            Verdict v = rules == RuleSet.FIDE ? fide : Adjudicator.judge(game, rules, legal);
            Termination expected = expectedEnding(p, legal.isEmpty(), naive, clock, rules);
            if (expected == null) {
                assertTrue(v.termination() == null || v.termination() == Termination.DEAD_POSITION,
                        () -> rules + " ended by " + v.termination() + "; " + where.get());
            } else {
                assertEquals(expected, v.termination(), () -> rules + " ending; " + where.get());
            }
        }
        boolean fivefold = naive >= 5 && fide.termination() == Termination.FIVEFOLD_REPETITION;
        return new int[] {fide.claims().threefoldRepetition() ? 1 : 0, fide.claims().fiftyMoves() ? 1 : 0, fivefold ? 1 : 0};
    }

    /** The claims by move, in order, as UCI, SAN and rule. */
    private static List<String> sans(Verdict v) {
        List<String> out = new ArrayList<>();
        for (Claims.ByMove b : v.claims().byMove()) out.add(b.move().uci() + " " + b.move().san() + " " + b.rule().code());
        return out;
    }

    /** The order of the Laws: mate or stalemate, then no mating material, then the counts of the rule set. */
    private static Termination expectedEnding(Position p, boolean noMove, int repetitions, int clock, RuleSet rules) {
        if (noMove) return p.isCheck() ? Termination.CHECKMATE : Termination.STALEMATE;
        if (Material.insufficient(p)) return Termination.INSUFFICIENT_MATERIAL;
        if (rules == RuleSet.ONLINE && repetitions >= 3) return Termination.THREEFOLD_REPETITION;
        if (rules == RuleSet.ONLINE && clock >= 100) return Termination.FIFTY_MOVES;
        if (repetitions >= 5) return Termination.FIVEFOLD_REPETITION;
        if (clock >= 150) return Termination.SEVENTYFIVE_MOVES;
        return null;
    }

    private static int clock(ReferenceMoveGen.State s) {
        return Integer.parseInt(s.fen().split(" ")[4]);
    }

    /**
     * Mostly the move that undoes this side's last move (so positions recur), else mostly a quiet
     * piece move (so the clock runs), else anything.
     */
    private static MoveInfo choose(Random r, Game game, List<MoveInfo> legal, List<String> played) {
        int roll = r.nextInt(10);
        if (roll < 6 && played.size() >= 2) {
            String mine = played.get(played.size() - 2);
            String back = mine.substring(2, 4) + mine.substring(0, 2);
            for (MoveInfo m : legal) if (m.uci().equals(back)) return m;
        }
        if (roll < 9) {
            List<MoveInfo> quiet = new ArrayList<>();
            for (MoveInfo m : legal) {
                int code = m.move().code();
                boolean pawn = game.last().pieceAt(MoveCode.from(code)).role() == Role.PAWN;
                if (!pawn && game.last().pieceAt(MoveCode.to(code)) == null && MoveCode.kind(code) != MoveCode.EN_PASSANT) quiet.add(m);
            }
            if (!quiet.isEmpty()) return quiet.get(r.nextInt(quiet.size()));
        }
        return legal.get(r.nextInt(legal.size()));
    }
}
