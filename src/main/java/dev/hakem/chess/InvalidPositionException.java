package dev.hakem.chess;

import java.util.List;

/** A setup that is not a legal chess position, with every reason found. */
public final class InvalidPositionException extends Exception {
    private final List<FenProblem> problems;

    public InvalidPositionException(List<FenProblem> problems) {
        super(problems.isEmpty() ? "invalid position" : problems.get(0).message(), null, false, false);
        this.problems = List.copyOf(problems);
    }

    public List<FenProblem> problems() {
        return problems;
    }
}
