package dev.hakem.api;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.quarkus.runtime.annotations.RegisterForReflection;
import java.util.List;

/**
 * A whole game adjudicated: every move played, the report on the final position (with the
 * history), the game's result and termination, and every position that occurred more than once.
 *
 * @param endPly        the ply at which the rules ended the game, when they did
 * @param unplayedMoves moves written after the end, not played
 */
@RegisterForReflection
public record GameReport(String rules, String startFen, List<PlayedMove> moves, PositionReport position, String result,
                         String termination, String rule, Integer endPly,
                         @JsonInclude(JsonInclude.Include.NON_EMPTY) List<String> unplayedMoves,
                         List<Repetition> repetitions, @JsonInclude(JsonInclude.Include.NON_NULL) FlagReport flag,
                         @JsonInclude(JsonInclude.Include.NON_EMPTY) List<Problem.Item> warnings) {

    /** @param forgiven what the lenient reader accepted although it is not canonical SAN */
    @RegisterForReflection
    public record PlayedMove(int ply, String san, String uci, String fen,
                             @JsonInclude(JsonInclude.Include.NON_EMPTY) List<String> forgiven) {}

    /** A position (FIDE 9.2.2 identity) and the plies at which it stood; ply 0 is the start. */
    @RegisterForReflection
    public record Repetition(String fen, List<Integer> plies) {}

    /**
     * The flag-fall verdict: whether the flagged player's opponent could still checkmate (yes, no,
     * unknown), why, and the helpmate that proves a "yes" under FIDE 6.9.
     */
    @RegisterForReflection
    public record FlagReport(String flagged, String opponentCanMate, String basis, boolean certain,
                             @JsonInclude(JsonInclude.Include.NON_NULL) WinnabilityReport.Helpmate helpmate,
                             @JsonInclude(JsonInclude.Include.NON_NULL) String note) {}
}
