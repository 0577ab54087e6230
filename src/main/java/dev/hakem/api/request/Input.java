package dev.hakem.api.request;

import dev.hakem.api.problem.Problem;
import dev.hakem.chess.pgn.PgnGame;
import java.util.List;

/**
 * A request body read once into the question its use case answers, with what the reading noticed that
 * the answer reports: the warnings of its FEN or PGN, and the PGN game itself when the body gave one
 * (its notes and its result go into the answer).
 *
 * @param pgn the game as PGN, or null
 */
public record Input<Q>(Q question, List<Problem.Item> warnings, PgnGame pgn) {

    public Input(Q question, List<Problem.Item> warnings) {
        this(question, warnings, null);
    }
}
