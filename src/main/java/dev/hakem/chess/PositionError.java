package dev.hakem.chess;

import dev.hakem.chess.text.Phrase;

import java.util.List;

/**
 * Why a {@link Setup} is no legal position, the second step of reading ({@link Position#of}): a
 * side without its one king, pawns on a back rank, the side not to move in check, an impossible
 * check, castling rights without their king or rook, an en-passant square no double step can have
 * left. Always an error.
 */
public record PositionError(String code, String field, Phrase phrase) implements FenProblem {

    @Override
    public Severity severity() {
        return Severity.ERROR;
    }

    /** A setup that is not a legal position, with every reason found: what {@link Position#of} throws. */
    public static final class Invalid extends Exception {
        private final transient List<PositionError> problems;

        public Invalid(List<PositionError> problems) {
            super(problems.isEmpty() ? "invalid position" : problems.get(0).message(), null, false, false);
            this.problems = List.copyOf(problems);
        }

        public List<PositionError> problems() {
            return problems;
        }
    }
}
