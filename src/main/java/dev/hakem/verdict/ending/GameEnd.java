package dev.hakem.verdict.ending;

import dev.hakem.chess.board.Color;
import dev.hakem.verdict.Termination;
import dev.hakem.verdict.TimeControl;
import java.util.Locale;
import java.util.Optional;

/**
 * How a game ended beyond the board, as the caller reports it: a resignation, a flag fall, a
 * completed illegal move, an agreement, or a claim. {@link Arbiter#rule} rules on it in the last
 * position of the game. Each event names the side it is about: the one who resigned, whose flag
 * fell, who completed the illegal move, who claims.
 */
public sealed interface GameEnd {

    /** The name of the event as the API writes it ({@code by}). */
    String by();

    /** The side the event is about; null for an agreement. */
    Color side();

    /** FIDE 5.1.2: {@code side} declares that it resigns. */
    record Resignation(Color side) implements GameEnd {
        public String by() {
            return "resignation";
        }
    }

    /**
     * FIDE 6.9 (A.5.3 in rapid and blitz where supervision is inadequate): {@code side}'s flag fell.
     *
     * @param clock       the time control, when known (it decides whether Appendix A.5 can apply)
     * @param supervision whether the Competition Rules or Appendix A.5 apply
     */
    record Flag(Color side, TimeControl clock, Supervision supervision) implements GameEnd {
        public String by() {
            return "flag";
        }
    }

    /**
     * FIDE 7.5.5: {@code side} completed an illegal move after the last position of the game (the
     * position the arbiter reinstates).
     *
     * @param count       how many completed illegal moves {@code side} has made in the game, this one
     *                    included (1 for the first)
     * @param clock       the time control, when known: the penalty is 2 minutes, 1 in rapid and blitz
     * @param supervision whether the Competition Rules or Appendix A.5 apply
     * @param answered    whether the opponent has made its next move since (under A.5.2 the illegal
     *                    move then stands)
     */
    record IllegalMove(Color side, int count, TimeControl clock, Supervision supervision, boolean answered)
            implements GameEnd {
        public String by() {
            return "illegal_move";
        }
    }

    /** FIDE 5.2.3: the players agree to a draw in the last position. */
    record Agreement(Color side) implements GameEnd {
        public String by() {
            return "agreement";
        }
    }

    /**
     * FIDE 9.2 or 9.3: {@code side}, having the move, claims a draw; with {@code move} (SAN or UCI),
     * the claim is for the position that move would bring about (9.2.1, 9.3.1), without playing it.
     *
     * @param clock the time control, when known: an incorrect claim gives the opponent 2 minutes, 1
     *              in rapid and blitz (9.5.3)
     */
    record Claim(Color side, ClaimKind kind, String move, boolean lenient, TimeControl clock) implements GameEnd {
        public String by() {
            return "claim";
        }
    }

    /** What a claim rests on. */
    enum ClaimKind {
        THREEFOLD_REPETITION("threefold_repetition", Termination.THREEFOLD_REPETITION),
        FIFTY_MOVES("fifty_moves", Termination.FIFTY_MOVES);

        private final String label;
        private final Termination termination;

        ClaimKind(String label, Termination termination) {
            this.label = label;
            this.termination = termination;
        }

        public String label() {
            return label;
        }

        public Termination termination() {
            return termination;
        }

        public static Optional<ClaimKind> parse(String text) {
            String t = text.strip().toLowerCase(Locale.ROOT);
            for (ClaimKind k : values()) if (k.label.equals(t)) return Optional.of(k);
            if (t.equals("threefold") || t.equals("repetition")) return Optional.of(THREEFOLD_REPETITION);
            if (t.equals("fifty") || t.equals("50_moves") || t.equals("fifty_move")) return Optional.of(FIFTY_MOVES);
            return Optional.empty();
        }
    }

    /**
     * Whether the Competition Rules apply ({@code full}: an arbiter supervises the game, FIDE A.3,
     * B.3) or Appendix A.5 does ({@code inadequate}: rapid or blitz without full supervision).
     */
    enum Supervision {
        FULL, INADEQUATE;

        public String label() {
            return name().toLowerCase(Locale.ROOT);
        }

        public static Optional<Supervision> parse(String text) {
            String t = text.strip().toLowerCase(Locale.ROOT);
            for (Supervision s : values()) if (s.label().equals(t)) return Optional.of(s);
            return Optional.empty();
        }
    }
}
