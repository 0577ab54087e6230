package dev.hakem.api.game;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.quarkus.runtime.annotations.RegisterForReflection;
import java.util.List;

/**
 * Whether the side to move may offer a draw now, and the opponent's offer standing now (null
 * when none stands).
 *
 * @param agreementEndsGame whether an agreement now would end the game drawn (FIDE 5.2.3 under
 *                          {@code fide}: both players have made at least one move)
 * @param notes             what the Laws note about the offers made (FIDE 9.1.2.1); absent when nothing
 */
@RegisterForReflection
public record DrawOfferReport(String side, boolean allowed, String reason, OfferItem standingOffer,
                              boolean agreementEndsGame,
                              @JsonInclude(JsonInclude.Include.NON_EMPTY) List<String> notes) {

    /** An offer: the ply of the position in which it was made, and the side that made it. */
    @RegisterForReflection
    public record OfferItem(int ply, String by) {}
}
