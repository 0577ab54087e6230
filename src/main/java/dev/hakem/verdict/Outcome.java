package dev.hakem.verdict;

import dev.hakem.chess.board.Color;
import java.util.Optional;

/**
 * The result of a game, as FIDE 10.1 scores it: a win for one side (1 point to 0), a draw (½ each),
 * or not decided yet. The PGN game-termination markers (PGN standard 8.2.6) write them
 * "1-0", "0-1", "1/2-1/2" and "*".
 */
public enum Outcome {
    /** White won: by checkmate (FIDE 5.1.1), or Black's flag fell with mate still possible (6.9). */
    WHITE_WINS("1-0", Color.WHITE),
    /** Black won: by checkmate (FIDE 5.1.1), or White's flag fell with mate still possible (6.9). */
    BLACK_WINS("0-1", Color.BLACK),
    /** Drawn: stalemate, a dead position (FIDE 5.2.1, 5.2.2), a repetition or move count (9.2, 9.3, 9.6). */
    DRAW("1/2-1/2", null),
    /** The game goes on, or its result is not known ("*"). */
    UNDECIDED("*", null);

    private final String pgn;
    private final Color winner;

    Outcome(String pgn, Color winner) {
        this.pgn = pgn;
        this.winner = winner;
    }

    /** The PGN game-termination marker: "1-0", "0-1", "1/2-1/2" or "*". */
    public String pgn() {
        return pgn;
    }

    /** The side that won; empty for a draw and for an undecided game. */
    public Optional<Color> winner() {
        return Optional.ofNullable(winner);
    }

    /** Whether the game is over: a win or a draw (FIDE 5), not {@link #UNDECIDED}. */
    public boolean isDecided() {
        return this != UNDECIDED;
    }

    /** The win for {@code side}. */
    public static Outcome winFor(Color side) {
        return side == Color.WHITE ? WHITE_WINS : BLACK_WINS;
    }

    /** The outcome a PGN game-termination marker stands for; empty for any other text. */
    public static Optional<Outcome> parse(String pgn) {
        for (Outcome o : values()) if (o.pgn.equals(pgn)) return Optional.of(o);
        return Optional.empty();
    }
}
