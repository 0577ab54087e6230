package dev.hakem.api.game;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.hakem.api.position.PositionReport;
import io.quarkus.runtime.annotations.RegisterForReflection;
import java.util.List;

/** One move validated and played: the move, and the report on the position it leads to. */
@RegisterForReflection
public record MoveReport(PlayedMoveDetail move, PositionReport position) {

    @RegisterForReflection
    public record PlayedMoveDetail(int ply, String uci, String san, String from, String to, String piece, String capture,
                                   String promotion, String castling, boolean enPassant, boolean check,
                                   boolean checkmate, String spoken,
                                   @JsonInclude(JsonInclude.Include.NON_EMPTY) List<String> forgiven) {}
}
