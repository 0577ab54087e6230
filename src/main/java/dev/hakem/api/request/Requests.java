package dev.hakem.api.request;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import io.quarkus.runtime.annotations.RegisterForReflection;

/**
 * Request bodies. Unknown members are refused (a misspelt member must not pass silently); list members
 * are counted while they are read ({@link CappedArrays}).
 */
public final class Requests {
    private Requests() {}

    @RegisterForReflection
    public record PositionRequest(String fen, String rules, String variant) {}

    /**
     * @param moves SAN or UCI, mixed: a JSON array of strings or one string separated by spaces
     * @param flag  the side whose time ran out after the last move: "white" or "black" (the shorthand
     *              of {@code "end": {"by": "flag", "side": ...}})
     * @param end   how the game ended beyond the board ({@link EndInputs})
     * @param pgn   one game in PGN, instead of fen and moves
     * @param variant standard or chess960; a PGN's Variant tag says it instead
     */
    @RegisterForReflection
    public record GameRequest(String fen, @JsonDeserialize(using = CappedArrays.Moves.class) JsonNode moves, String rules,
            String flag, Boolean lenient, String pgn, String variant, JsonNode end) {

        public GameRequest(String fen, JsonNode moves, String rules, String flag, Boolean lenient, String pgn, String variant) {
            this(fen, moves, rules, flag, lenient, pgn, variant, null);
        }
    }

    /** @param shortest whether each helpmate is to be the shortest the node budget can prove */
    @RegisterForReflection
    public record WinnabilityRequest(String fen, @JsonDeserialize(using = CappedArrays.Moves.class) JsonNode moves, Boolean lenient,
                                     String variant, Boolean shortest) {}

    /**
     * One line of a batch of winnability questions (POST /v1/winnability, NDJSON).
     *
     * @param side     the side asked about, "white" or "black"; both when absent
     * @param shortest whether the helpmate is to be the shortest the node budget can prove
     */
    @RegisterForReflection
    public record WinnabilityLine(String fen, String side, Boolean shortest, String variant) {}

    /**
     * @param resume a resume point an earlier answer gave, in place of fen and moves
     */
    @RegisterForReflection
    public record MoveRequest(String fen, @JsonDeserialize(using = CappedArrays.Moves.class) JsonNode moves, String move,
            String rules, Boolean lenient, String variant, JsonNode resume) {}
}
