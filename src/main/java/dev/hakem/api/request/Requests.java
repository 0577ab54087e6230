package dev.hakem.api.request;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.runtime.annotations.RegisterForReflection;

/** Request bodies. Unknown members are refused (a misspelt member must not pass silently). */
public final class Requests {
    private Requests() {}

    @RegisterForReflection
    public record PositionRequest(String fen, String rules) {}

    /**
     * @param moves SAN or UCI, mixed: a JSON array of strings or one string separated by spaces
     * @param flag  the side whose time ran out after the last move: "white" or "black"
     * @param pgn   one game in PGN, instead of fen and moves
     */
    @RegisterForReflection
    public record GameRequest(String fen, JsonNode moves, String rules, String flag, Boolean lenient, String pgn) {}

    @RegisterForReflection
    public record WinnabilityRequest(String fen, JsonNode moves, Boolean lenient) {}

    /**
     * @param resume a resume point an earlier answer gave, in place of fen and moves
     */
    @RegisterForReflection
    public record MoveRequest(String fen, JsonNode moves, String move, String rules, Boolean lenient, JsonNode resume) {}
}
