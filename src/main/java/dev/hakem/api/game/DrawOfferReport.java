package dev.hakem.api.game;

import io.quarkus.runtime.annotations.RegisterForReflection;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * Whether the side to move may offer a draw now, and the opponent's offer standing now (null
 * when none stands).
 */
@RegisterForReflection
public record DrawOfferReport(@Schema(enumeration = {"white", "black"}) String side, boolean allowed, String reason,
                              @Schema(nullable = true) OfferItem standingOffer) {

    /** An offer: the ply of the position in which it was made, and the side that made it. */
    @RegisterForReflection
    @Schema(name = "DrawOffer")
    public record OfferItem(int ply, @Schema(enumeration = {"white", "black"}) String by) {}
}
