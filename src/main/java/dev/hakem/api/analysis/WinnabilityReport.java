package dev.hakem.api.analysis;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.quarkus.runtime.annotations.RegisterForReflection;
import java.util.List;

/**
 * Whether each side can still checkmate by some series of legal moves (FIDE 5.2.2, 6.9), with
 * the proof: a helpmate for "yes", the reason for "no"; "unknown" when the node budget ran out.
 * {@code deadPosition} is true when neither side can, false when either can, null when unsettled.
 * {@code online} gives the static material rule of the online rule set beside it. A report of one side
 * only (a line of a batch that named its side) leaves the other out.
 */
@RegisterForReflection
public record WinnabilityReport(String fen, @JsonInclude(JsonInclude.Include.NON_NULL) Side white,
                                @JsonInclude(JsonInclude.Include.NON_NULL) Side black, Boolean deadPosition, Online online) {

    /** @param canWin yes, no, or unknown (the node budget ran out) */
    @RegisterForReflection
    public record Side(String canWin, Helpmate helpmate, String reason, long nodes) {}

    /**
     * A series of legal moves that ends in mate.
     *
     * @param plies          its length: the moves of both sides, as many as {@code uci} holds
     * @param provedShortest only when the shortest helpmate was asked for: whether no shorter one exists
     *                       (false when the node budget ran out before that was proved)
     */
    @RegisterForReflection
    public record Helpmate(List<String> uci, List<String> san, int plies,
                           @JsonInclude(JsonInclude.Include.NON_NULL) Boolean provedShortest) {}

    /** The online rule set's static answers: the insufficient-material list and who could still win on time. */
    @RegisterForReflection
    public record Online(boolean insufficientMaterial, boolean whiteCanWinOnTime, boolean blackCanWinOnTime) {}
}
