package dev.hakem.verdict.ending;

import dev.hakem.chess.Position;
import dev.hakem.chess.board.Color;
import dev.hakem.chess.notation.MoveError;
import dev.hakem.chess.notation.MoveInfo;
import dev.hakem.chess.notation.MoveReader;
import dev.hakem.chess.text.Phrase;
import dev.hakem.verdict.Adjudicator;
import dev.hakem.verdict.Claims;
import dev.hakem.verdict.DrawOffers;
import dev.hakem.verdict.FlagFall;
import dev.hakem.verdict.Game;
import dev.hakem.verdict.InvalidArgumentException;
import dev.hakem.verdict.Outcome;
import dev.hakem.verdict.RuleSet;
import dev.hakem.verdict.Termination;
import dev.hakem.verdict.TimeControl;
import dev.hakem.verdict.Verdict;
import dev.hakem.verdict.winnability.Winnability;
import java.util.ArrayList;
import java.util.List;

/**
 * Rules on how a game ended beyond the board ({@link GameEnd}) in the last position of the game.
 *
 * <p>Precedence (FIDE 5.1.1, 5.2.1, 5.2.2, 6.9, 9.6): an ending on the board that came first (a
 * checkmate, a stalemate, a dead position, a fivefold repetition, the seventy-five-move rule, or
 * under {@code online} its automatic endings) stands over a later flag fall, resignation, illegal
 * move, agreement or claim, which then changes nothing.
 *
 * <p>Under {@code fide} a resignation (5.1.2), a flag fall (6.9; A.5.3 on a claim in rapid and
 * blitz without full supervision) and a second completed illegal move (7.5.5) lose, unless the
 * opponent cannot checkmate by any possible series of legal moves: then the game is drawn. The
 * winnability analysis decides, its helpmate the proof of a "yes"; an "unknown" scores the loss, as
 * these articles do unless the impossibility of mate is shown. The first completed illegal move
 * gives the opponent 2 minutes (1 in rapid and blitz, A.3, B.3); under A.5.2 an illegal move stands
 * once the opponent has made its next move. An agreement ends the game only once both players have
 * made a move (5.2.3). A correct claim (9.2, 9.3) draws; an incorrect one gives the opponent 2
 * minutes, 1 in rapid and blitz (9.5.3), and counts as a draw offer (9.1.2.3).
 *
 * <p>Under {@code online} a flag fall is decided by the opponent's material, a resignation always
 * loses, an illegal move is refused by the board, an agreement draws at any time, and repetitions
 * and move counts end the game by themselves.
 */
public final class Arbiter {
    private Arbiter() {}

    /** A fault of the event as given: the member it is about ({@code side}, {@code move}, {@code count}), and why. */
    public static final class InvalidEnd extends InvalidArgumentException {
        private final String member;

        InvalidEnd(String member, Phrase phrase) {
            super(phrase);
            this.member = member;
        }

        public String member() {
            return member;
        }
    }

    /**
     * The ruling.
     *
     * @param alreadyEnded    the game had ended on the board before the event ({@link #ended} says how);
     *                        the ending stands
     * @param gameOver        whether the game is over after the ruling
     * @param outcome         the result; {@link Outcome#UNDECIDED} when the game goes on
     * @param termination     how the game ended; null when it goes on
     * @param article         the article that decides, as the Laws number it ("5.1.2", "A.5.3"), or
     *                        "online" for the online rules
     * @param rule            the article in words
     * @param reason          the ruling in words
     * @param opponentCanMate whether the opponent of the side could still checkmate, when that decided
     * @param basis           why the opponent can or cannot mate, when that decided
     * @param helpmate        the proof that it can (move codes from the last position), when found
     * @param penaltySeconds  the time added to the opponent's clock, when the ruling gives some
     * @param timeClass       the FIDE class of the time control, when known
     * @param claimCorrect    for a claim, whether it is correct
     * @param claimMove       for a claim with a move, that move
     * @param ended           when the game had already ended: the verdict of the position
     * @param notes           what else the Laws say about the event
     */
    public record Ruling(GameEnd event, boolean alreadyEnded, boolean gameOver, Outcome outcome, Termination termination,
                         String article, Phrase rule, Phrase reason, Winnability.Answer opponentCanMate, Phrase basis,
                         int[] helpmate, Integer penaltySeconds, TimeControl.Category timeClass, Boolean claimCorrect,
                         MoveInfo claimMove, Verdict ended, List<Phrase> notes) {

        /** Whether a "can mate" answer rests on a proof rather than on the fallback for "unknown". */
        public boolean certain() {
            return opponentCanMate != Winnability.Answer.UNKNOWN;
        }
    }

    public static Ruling rule(Game game, RuleSet rules, GameEnd end) {
        return rule(game, rules, end, Winnability.Budget.DEFAULT);
    }

    /**
     * Rules on {@code end} in the last position of {@code game}.
     *
     * @throws InvalidEnd when the event cannot have happened there: a claim or an illegal move by the side
     *                    not to move, a count below 1, a claim's move that is not legal
     */
    public static Ruling rule(Game game, RuleSet rules, GameEnd end, Winnability.Budget budget) {
        Verdict v = Adjudicator.judge(game, rules);
        if (v.isOver()) {
            return new Ruling(end, true, true, v.outcome(), v.termination(), article(v.termination(), rules),
                    Phrase.of("end.rule.already_ended"), Phrase.of("end.already_ended"), null, null, null,
                    null, null, null, null, v, List.of());
        }
        Position p = game.last();
        if (end instanceof GameEnd.Resignation r) return resignation(p, rules, r, budget);
        if (end instanceof GameEnd.Flag f) return flag(p, rules, f, budget);
        if (end instanceof GameEnd.IllegalMove i) return illegalMove(p, rules, i, budget);
        if (end instanceof GameEnd.Agreement a) return agreement(p, rules, a);
        return claim(p, rules, (GameEnd.Claim) end, v);
    }

    /** The article of an ending on the board. */
    private static String article(Termination t, RuleSet rules) {
        return switch (t) {
            case CHECKMATE -> "5.1.1";
            case STALEMATE -> "5.2.1";
            case INSUFFICIENT_MATERIAL, DEAD_POSITION -> rules == RuleSet.ONLINE && t == Termination.INSUFFICIENT_MATERIAL
                    ? "online" : "5.2.2";
            case FIVEFOLD_REPETITION -> "9.6.1";
            case SEVENTYFIVE_MOVES -> "9.6.2";
            default -> "online";
        };
    }

    // ------------------------------------------------------------------ the events

    private static Ruling resignation(Position p, RuleSet rules, GameEnd.Resignation r, Winnability.Budget budget) {
        Color side = r.side(), opponent = side.other();
        if (rules == RuleSet.ONLINE)
            return over(r, Outcome.winFor(opponent), Termination.RESIGNATION, "online", Phrase.of("end.rule.online_resignation"),
                    Phrase.of("end.resigned.online", side, opponent), null, null, null);
        return mateDecides(p, r, opponent, budget, "5.1.2", Phrase.of("end.rule.5_1_2"), Termination.RESIGNATION,
                Termination.RESIGNATION_CANNOT_MATE, "end.resigned.loses", "end.resigned.draw");
    }

    private static Ruling flag(Position p, RuleSet rules, GameEnd.Flag f, Winnability.Budget budget) {
        FlagFall fall = FlagFall.judge(p, f.side(), rules, budget);
        TimeControl.Category timeClass = f.clock() == null ? null : f.clock().category();
        List<Phrase> notes = new ArrayList<>();
        String article;
        Phrase rule;
        if (rules == RuleSet.ONLINE) {
            article = "online";
            rule = Phrase.of("end.rule.online_flag");
        } else if (underA5(f.supervision(), timeClass, notes)) {
            article = "A.5.3";
            rule = Phrase.of("end.rule.a_5_3");
        } else {
            article = "6.9";
            rule = Phrase.of("end.rule.6_9");
        }
        Phrase reason = fall.outcome().isDecided() && fall.outcome() != Outcome.DRAW
                ? Phrase.of("end.flag.loses", f.side()) : Phrase.of("end.flag.draw", f.side());
        return new Ruling(f, false, true, fall.outcome(), fall.termination(), article, rule, reason, fall.opponentCanMate(),
                fall.basis(), fall.helpmate(), null, timeClass, null, null, null, List.copyOf(notes));
    }

    private static Ruling illegalMove(Position p, RuleSet rules, GameEnd.IllegalMove i, Winnability.Budget budget) {
        if (i.count() < 1) throw new InvalidEnd("count", Phrase.of("end.invalid.count", i.count()));
        if (rules == RuleSet.ONLINE)
            return goesOn(i, "online", Phrase.of("end.rule.online_illegal_move"), Phrase.of("end.illegal.online", i.side()),
                    null, null, null, null, List.of());
        if (i.side() != p.turn())
            throw new InvalidEnd("side", Phrase.of("end.invalid.illegal_not_on_turn", i.side(), p.turn()));
        TimeControl.Category timeClass = i.clock() == null ? null : i.clock().category();
        List<Phrase> notes = new ArrayList<>();
        boolean a5 = underA5(i.supervision(), timeClass, notes);
        if (a5 && i.answered())
            return goesOn(i, "A.5.2", Phrase.of("end.rule.a_5_2"), Phrase.of("end.illegal.stands", i.side(), i.side().other()),
                    null, timeClass, null, null, notes);
        if (i.count() >= 2) {
            Ruling r = mateDecides(p, i, i.side().other(), budget, "7.5.5", Phrase.of(penaltyRule(timeClass, a5, true)),
                    Termination.ILLEGAL_MOVE, Termination.ILLEGAL_MOVE_CANNOT_MATE, "end.illegal.second.loses",
                    "end.illegal.second.draw");
            return new Ruling(r.event(), false, true, r.outcome(), r.termination(), r.article(), r.rule(), r.reason(),
                    r.opponentCanMate(), r.basis(), r.helpmate(), null, timeClass, null, null, null, List.copyOf(notes));
        }
        int penalty = penalty(i.clock(), a5);
        return goesOn(i, "7.5.5", Phrase.of(penaltyRule(timeClass, a5, false)),
                Phrase.of("end.illegal.first", i.side(), i.side().other(), penalty), penalty, timeClass, null, null, notes);
    }

    private static Ruling agreement(Position p, RuleSet rules, GameEnd.Agreement a) {
        if (rules == RuleSet.ONLINE)
            return over(a, Outcome.DRAW, Termination.AGREEMENT, "online", Phrase.of("end.rule.online_agreement"),
                    Phrase.of("end.agreed"), null, null, null);
        if (!DrawOffers.bothHaveMoved(p))
            return goesOn(a, "5.2.3", Phrase.of("end.rule.5_2_3"), Phrase.of("end.agreement_too_early"), null, null, null,
                    null, List.of());
        return over(a, Outcome.DRAW, Termination.AGREEMENT, "5.2.3", Phrase.of("end.rule.5_2_3"), Phrase.of("end.agreed"),
                null, null, null);
    }

    private static Ruling claim(Position p, RuleSet rules, GameEnd.Claim c, Verdict v) {
        if (c.side() != p.turn())
            throw new InvalidEnd("side", Phrase.of("end.invalid.claim_not_on_turn", c.side(), p.turn()));
        MoveInfo move = null;
        if (c.move() != null) {
            try {
                move = new MoveReader(p).read(c.move(), c.lenient()).info();
            } catch (MoveError e) {
                throw new InvalidEnd("move", e.phrase());
            }
        }
        Termination rests = c.kind().termination();
        boolean correct;
        if (move == null) {
            correct = rests == Termination.THREEFOLD_REPETITION ? v.claims().threefoldRepetition() : v.claims().fiftyMoves();
        } else {
            correct = false;
            for (Claims.ByMove b : v.claims().byMove())
                if (b.move().code() == move.code() && b.rule() == rests) correct = true;
        }
        boolean threefold = rests == Termination.THREEFOLD_REPETITION;
        String article = threefold ? (move == null ? "9.2.2" : "9.2.1") : (move == null ? "9.3.2" : "9.3.1");
        String ruleKey = threefold ? (move == null ? "end.rule.9_2_2" : "end.rule.9_2_1")
                : (move == null ? "end.rule.9_3_2" : "end.rule.9_3_1");
        TimeControl.Category timeClass = c.clock() == null ? null : c.clock().category();
        if (rules == RuleSet.ONLINE) {
            // The online rules end the game by themselves: what a claim would rest on has not happened.
            if (correct)
                return new Ruling(c, false, true, Outcome.DRAW, rests, "online", Phrase.of("end.rule.online_claim"),
                        Phrase.of("end.claim.online_by_move", c.side()), null, null, null, null, timeClass, true, move,
                        null, List.of());
            return goesOn(c, "online", Phrase.of("end.rule.online_claim"), Phrase.of("end.claim.online_nothing", c.side()),
                    null, timeClass, false, move, List.of());
        }
        if (correct)
            return new Ruling(c, false, true, Outcome.DRAW, rests, article, Phrase.of(ruleKey),
                    Phrase.of(move == null ? "end.claim.correct" : "end.claim.correct_by_move", c.side()), null, null, null,
                    null, timeClass, true, move, null, List.of());
        int penalty = penalty(c.clock(), false);
        List<Phrase> notes = new ArrayList<>();
        notes.add(Phrase.of("end.note.claim_is_offer"));
        if (move != null) notes.add(Phrase.of("end.note.claim_move_must_be_played"));
        return goesOn(c, "9.5.3", Phrase.of(timeClass == null || timeClass == TimeControl.Category.STANDARD
                        ? "end.rule.9_5_3" : "end.rule.9_5_3_rapid_blitz"),
                Phrase.of("end.claim.incorrect", c.side(), c.side().other(), penalty), penalty, timeClass, false, move, notes);
    }

    // ------------------------------------------------------------------ shared

    /**
     * The side loses unless its opponent cannot checkmate by any series of legal moves (FIDE 5.1.2,
     * 6.9, 7.5.5): the winnability analysis of the opponent decides; "unknown" scores the loss.
     */
    private static Ruling mateDecides(Position p, GameEnd event, Color opponent, Winnability.Budget budget, String article,
                                      Phrase rule, Termination loss, Termination draw, String loseKey, String drawKey) {
        Color side = opponent.other();
        Winnability.Result w = Winnability.analyze(p, opponent, budget);
        return switch (w.answer()) {
            case NO -> over(event, Outcome.DRAW, draw, article, rule, Phrase.of(drawKey, side, opponent),
                    Winnability.Answer.NO, Phrase.of("end.cannot_mate", opponent, w.reason()), null);
            case YES -> over(event, Outcome.winFor(opponent), loss, article, rule, Phrase.of(loseKey, side, opponent),
                    Winnability.Answer.YES, Phrase.of("end.can_mate", opponent), w.helpmate());
            default -> over(event, Outcome.winFor(opponent), loss, article, rule, Phrase.of(loseKey, side, opponent),
                    Winnability.Answer.UNKNOWN, Phrase.of("end.mate_unknown", opponent), null);
        };
    }

    /**
     * Whether Appendix A.5 applies: the caller says supervision is inadequate, in rapid or blitz (or
     * with no time control given). In standard play it cannot, which a note says.
     */
    private static boolean underA5(GameEnd.Supervision supervision, TimeControl.Category timeClass, List<Phrase> notes) {
        if (supervision != GameEnd.Supervision.INADEQUATE) return false;
        if (timeClass == TimeControl.Category.STANDARD) {
            notes.add(Phrase.of("end.note.a5_standard"));
            return false;
        }
        return true;
    }

    /** The time the opponent gets: 2 minutes, 1 in rapid and blitz (A.3, B.3) and wherever A.5 applies. */
    private static int penalty(TimeControl clock, boolean a5) {
        if (clock != null) return clock.illegalMovePenaltySeconds();
        return a5 ? 60 : 120;
    }

    private static String penaltyRule(TimeControl.Category timeClass, boolean a5, boolean second) {
        boolean blitz = timeClass == TimeControl.Category.BLITZ;
        boolean rapid = timeClass == TimeControl.Category.RAPID || timeClass == null && a5;
        if (second) return rapid ? "end.rule.7_5_5_second_rapid" : blitz ? "end.rule.7_5_5_second_blitz" : "end.rule.7_5_5_second";
        return rapid ? "end.rule.7_5_5_first_rapid" : blitz ? "end.rule.7_5_5_first_blitz" : "end.rule.7_5_5_first";
    }

    private static Ruling over(GameEnd event, Outcome outcome, Termination termination, String article, Phrase rule,
                               Phrase reason, Winnability.Answer canMate, Phrase basis, int[] helpmate) {
        return new Ruling(event, false, true, outcome, termination, article, rule, reason, canMate, basis, helpmate, null,
                null, null, null, null, List.of());
    }

    private static Ruling goesOn(GameEnd event, String article, Phrase rule, Phrase reason, Integer penalty,
                                 TimeControl.Category timeClass, Boolean claimCorrect, MoveInfo claimMove, List<Phrase> notes) {
        return new Ruling(event, false, false, Outcome.UNDECIDED, null, article, rule, reason, null, null, null, penalty,
                timeClass, claimCorrect, claimMove, null, List.copyOf(notes));
    }
}
