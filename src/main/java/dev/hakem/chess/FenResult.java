package dev.hakem.chess;

import java.util.List;

/** The outcome of reading a FEN: a legal position (perhaps with warnings), or every problem found. */
public sealed interface FenResult {

    List<FenProblem> warnings();

    record Valid(Position position, List<FenProblem> warnings) implements FenResult {}

    record Invalid(List<FenProblem> errors, List<FenProblem> warnings) implements FenResult {}
}
