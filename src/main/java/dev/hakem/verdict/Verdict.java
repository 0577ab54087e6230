package dev.hakem.verdict;

/**
 * The rules' word on one position of a game under a rule set.
 *
 * @param outcome     {@link Outcome#UNDECIDED} while the game goes on
 * @param termination null while the game goes on
 * @param repetitions how many times this position has stood in the game so far (FIDE 9.2.3 identity)
 */
public record Verdict(Status status, Outcome outcome, Termination termination, boolean insufficientMaterial,
                      int repetitions, Claims claims) {

    /** Whether a rule of the set ends the game in this position (FIDE 5.1.1, 5.2, 9.6, or an online rule). */
    public boolean isOver() {
        return termination != null;
    }
}
