package dev.hakem.api.game;

import io.quarkus.runtime.annotations.RegisterForReflection;

/**
 * Whether the side to move may offer a draw now, and the opponent's offer standing now (null
 * when none stands).
 */
@RegisterForReflection
public record DrawOfferReport(String side, boolean allowed, String reason, OfferItem standingOffer) {

    /** An offer: the ply of the position in which it was made, and the side that made it. */
    @RegisterForReflection
    public record OfferItem(int ply, String by) {}
}
