package dev.hakem.api.game;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import dev.hakem.api.position.Include;
import dev.hakem.api.position.LegalMove;
import dev.hakem.api.position.PositionReport;
import io.quarkus.runtime.annotations.RegisterForReflection;
import java.util.List;

/**
 * One move validated and played: the move, the report on the position it leads to, and the resume
 * point to send with the next move; {@code include} says which parts are written.
 */
@RegisterForReflection
public record MoveReport(PlayedMoveDetail move, PositionReport position,
                         @JsonInclude(JsonInclude.Include.NON_NULL) ResumeReport resume, @JsonIgnore Include include) {

    /** Every part written, without a resume point. */
    public MoveReport(PlayedMoveDetail move, PositionReport position) {
        this(move, position, null, Include.ALL);
    }

    /**
     * The move as played: its ply in the whole game, the legal move it is, and what the lenient reader
     * forgave in how it was written.
     */
    @RegisterForReflection
    public record PlayedMoveDetail(int ply, @JsonUnwrapped LegalMove legal,
                                   @JsonInclude(JsonInclude.Include.NON_EMPTY) List<String> forgiven) {}
}
