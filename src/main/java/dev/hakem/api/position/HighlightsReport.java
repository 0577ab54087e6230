package dev.hakem.api.position;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.quarkus.runtime.annotations.RegisterForReflection;
import java.util.List;
import java.util.Map;

/** What a board shows when a piece is picked up: its targets, the king in check, or why it cannot move. */
public final class HighlightsReport {
    private HighlightsReport() {}

    /** Every square with a piece that can move, mapped to its targets (the {@code dests} of chessground). */
    @RegisterForReflection
    public record Dests(Map<String, List<String>> dests) {}

    /**
     * @param piece       the role on the square, or null when it is empty
     * @param color       the colour of that piece, or null
     * @param checkSquare the square of the king of the side to move when it is in check, or null
     * @param reason      why the piece has no target (null when it has one)
     */
    @RegisterForReflection
    public record Square(String square, String piece, String color, List<Target> targets, String checkSquare,
                         Reason reason) {}

    /**
     * A square the piece may be dropped on. Quiet targets are {@code move} (dots), captures
     * {@code capture} (rings; en passant is one, on its destination). Castling lists the king's
     * destination and its rook's square, both {@code move}. A promotion is one target with its choices.
     */
    @RegisterForReflection
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Target(String square, String kind, List<String> promotions) {}

    /** A stable code and a message in the language asked for (Accept-Language: tr or English). */
    @RegisterForReflection
    public record Reason(String code, String message) {}
}
