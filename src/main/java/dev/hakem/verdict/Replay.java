package dev.hakem.verdict;

import dev.hakem.chess.notation.MoveError;
import dev.hakem.chess.notation.MoveReader;
import dev.hakem.chess.notation.Notation;
import dev.hakem.chess.text.Phrase;
import dev.hakem.chess.Position;
import java.util.ArrayList;
import java.util.List;

/**
 * Plays a list of written moves from a position under a rule set, stopping where the rules end
 * the game. Moves written after the end are returned untouched, never silently played.
 */
public final class Replay {
    private Replay() {}

    /**
     * @param endPly     the ply at which the game ended automatically, or -1
     * @param unplayed   moves that came after the end, as written
     * @param forgiven   per ply (1-based index - 1), what the lenient reader forgave
     */
    public record Result(Game game, int endPly, Verdict endVerdict, List<String> unplayed, List<List<Phrase>> forgiven) {

        /** How the rules ended the game; {@link Outcome#UNDECIDED} when they did not. */
        public Outcome outcome() {
            return endVerdict == null ? Outcome.UNDECIDED : endVerdict.outcome();
        }
    }

    /** A written move that is not legal where it stands. */
    public static final class IllegalMove extends Exception {
        private final int ply;
        private final Position before;
        private final MoveError error;

        IllegalMove(int ply, Position before, MoveError error) {
            super(error.getMessage(), null, false, false);
            this.ply = ply;
            this.before = before;
            this.error = error;
        }

        /** 1 for the first move of the list. */
        public int ply() {
            return ply;
        }

        public Position before() {
            return before;
        }

        public MoveError error() {
            return error;
        }
    }

    public static Result play(Position start, List<String> moves, RuleSet rules, boolean lenient) throws IllegalMove {
        return run(start, moves, rules, lenient);
    }

    /** Plays every move, whatever the rules would have ended on the way (for questions about the last position). */
    public static Result playThrough(Position start, List<String> moves, boolean lenient) throws IllegalMove {
        return run(start, moves, null, lenient);
    }

    /**
     * With rules, stops where they end the game; without, plays everything. The reader lists each
     * position's legal moves once, for reading the next move and for the verdict on the position.
     */
    private static Result run(Position start, List<String> moves, RuleSet rules, boolean lenient) throws IllegalMove {
        Game game = Game.of(start);
        MoveReader reader = new MoveReader(start);
        List<List<Phrase>> forgiven = new ArrayList<>(moves.size());
        Verdict startVerdict = rules == null ? null : Adjudicator.judge(game, 0, rules, reader.hasLegalMove());
        if (startVerdict != null && startVerdict.isOver()) return new Result(game, 0, startVerdict, List.copyOf(moves), forgiven);
        for (int i = 0; i < moves.size(); i++) {
            Notation.Parsed parsed;
            try {
                parsed = reader.play(moves.get(i), lenient);
            } catch (MoveError e) {
                throw new IllegalMove(i + 1, reader.position(), e);
            }
            game = game.play(parsed.info());
            forgiven.add(parsed.forgiven());
            Verdict v = rules == null ? null : Adjudicator.judge(game, i + 1, rules, reader.hasLegalMove());
            if (v != null && v.isOver()) return new Result(game, i + 1, v, List.copyOf(moves.subList(i + 1, moves.size())), forgiven);
        }
        return new Result(game, -1, null, List.of(), forgiven);
    }
}
