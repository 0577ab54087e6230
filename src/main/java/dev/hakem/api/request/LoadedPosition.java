package dev.hakem.api.request;

import dev.hakem.api.problem.Problem;
import dev.hakem.chess.Position;
import java.util.List;

/** A position read from a request, with what its FEN had that common tools write but the standard does not. */
public record LoadedPosition(Position position, List<Problem.Item> warnings) {}
