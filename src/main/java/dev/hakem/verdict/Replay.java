package dev.hakem.verdict;

import dev.hakem.chess.notation.MoveError;
import dev.hakem.chess.notation.MoveReader;
import dev.hakem.chess.notation.Notation;
import dev.hakem.chess.text.Phrase;
import dev.hakem.chess.text.Phrased;
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
     * @param reader     when every move was played: the reader in the last position, for a move after
     *                   them (it knows already what it found out there); else null
     */
    public record Result(Game game, int endPly, Verdict endVerdict, List<String> unplayed, List<List<Phrase>> forgiven,
                         MoveReader reader) {

        /** How the rules ended the game; {@link Outcome#UNDECIDED} when they did not. */
        public Outcome outcome() {
            return endVerdict == null ? Outcome.UNDECIDED : endVerdict.outcome();
        }
    }

    /** A written move that is not legal where it stands: its {@link MoveError} says why. */
    public static final class IllegalMove extends Exception implements Phrased {
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

        /** The move error's phrase. */
        @Override
        public Phrase phrase() {
            return error.phrase();
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
     * With rules, stops where they end the game; without, plays everything. Each position is judged
     * once the move after it is read: a legal next move proves the side to move had one, so no
     * position but the last needs its legal moves looked for. A move written after the end is never
     * played, legal or not.
     */
    private static Result run(Position start, List<String> moves, RuleSet rules, boolean lenient) throws IllegalMove {
        // Room for one move more, played after the list.
        Game game = Game.of(start, moves.size() + 1);
        MoveReader reader = new MoveReader(start);
        List<List<Phrase>> forgiven = new ArrayList<>(moves.size());
        for (int ply = 0; ; ply++) {
            Notation.Parsed next = null;
            MoveError error = null;
            if (ply < moves.size()) {
                try {
                    next = reader.read(moves.get(ply), lenient);
                } catch (MoveError e) {
                    error = e;
                }
            }
            if (rules != null) {
                Verdict v = Adjudicator.judge(game, ply, rules, next != null || reader.hasLegalMove());
                if (v.isOver()) return new Result(game, ply, v, List.copyOf(moves.subList(ply, moves.size())), forgiven, null);
            }
            if (ply == moves.size()) return new Result(game, -1, null, List.of(), forgiven, reader);
            if (error != null) throw new IllegalMove(ply + 1, reader.position(), error);
            reader.advance(next);
            game = game.play(next.info());
            forgiven.add(next.forgiven());
        }
    }
}
