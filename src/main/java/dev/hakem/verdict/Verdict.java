package dev.hakem.verdict;

/**
 * The rules' word on one position of a game under a rule set.
 *
 * @param result      "*", "1-0", "0-1" or "1/2-1/2"
 * @param termination null while the game goes on
 * @param repetitions how many times this position has stood in the game so far (FIDE 9.2.2 identity)
 */
public record Verdict(Status status, String result, Termination termination, boolean insufficientMaterial,
                      int repetitions, Claims claims) {

    public boolean isOver() {
        return termination != null;
    }
}
