package dev.hakem.verdict;

import dev.hakem.chess.board.Color;

/**
 * The rules' word on one position of a game under a rule set. How the game ended on the board
 * decides the rest: the {@link #status()}, and whether the outcome is a win, a draw or undecided
 * (the constructor refuses an outcome that does not follow).
 *
 * @param outcome     {@link Outcome#UNDECIDED} while the game goes on; a win only by checkmate
 * @param termination null while the game goes on; else an ending on the board (see {@link Status#of})
 * @param repetitions how many times this position has stood in the game so far (FIDE 9.2.3 identity)
 */
public record Verdict(Outcome outcome, Termination termination, boolean insufficientMaterial, int repetitions,
                      Claims claims) {

    public Verdict {
        Status status = Status.of(termination);
        boolean win = outcome == Outcome.WHITE_WINS || outcome == Outcome.BLACK_WINS;
        if (outcome == null || outcome.isDecided() != (status != Status.ONGOING) || win != (status == Status.CHECKMATE))
            throw new IllegalArgumentException("outcome " + outcome + " does not follow from termination " + termination);
    }

    /**
     * The verdict on a position with {@code toMove} to move: the outcome follows from the termination,
     * and on checkmate the side to move is the one mated (FIDE 5.1.1).
     */
    static Verdict of(Termination termination, Color toMove, boolean insufficientMaterial, int repetitions, Claims claims) {
        Outcome outcome = termination == null ? Outcome.UNDECIDED
                : termination == Termination.CHECKMATE ? Outcome.winFor(toMove.other()) : Outcome.DRAW;
        return new Verdict(outcome, termination, insufficientMaterial, repetitions, claims);
    }

    /** Where the position stands: as the termination says ({@link Status#of}). */
    public Status status() {
        return Status.of(termination);
    }

    /** Whether a rule of the set ends the game in this position (FIDE 5.1.1, 5.2, 9.6, or an online rule). */
    public boolean isOver() {
        return termination != null;
    }
}
