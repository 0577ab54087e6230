package dev.hakem.api.position;

import io.quarkus.runtime.annotations.RegisterForReflection;
import java.util.List;

/**
 * What the side to move may claim now (FIDE 9.2, 9.3), and which legal moves would let it claim:
 * {@code rule} is threefold_repetition or fifty_moves.
 */
@RegisterForReflection
public record ClaimsReport(boolean threefoldRepetition, boolean fiftyMoves, List<ByMove> byMove) {

    @RegisterForReflection
    public record ByMove(String uci, String san, String rule) {}
}
