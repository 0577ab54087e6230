package dev.hakem.chess;

import java.util.List;

/**
 * The outcome of reading a FEN in one step ({@link Fen#read}): a legal position (perhaps with
 * warnings), or every problem found. The errors are the text's ({@link FenError}s) and then the
 * position's ({@link PositionError}s, as far as the fields read tell them); the warnings are the
 * text's.
 */
public sealed interface FenResult {

    List<FenProblem> warnings();

    record Valid(Position position, List<FenProblem> warnings) implements FenResult {}

    record Invalid(List<FenProblem> errors, List<FenProblem> warnings) implements FenResult {}
}
