package dev.hakem.api.request;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import io.quarkus.runtime.annotations.RegisterForReflection;

/**
 * The body of POST /v1/draw-offer.
 *
 * @param moves  the history, SAN or UCI: an array of strings or one string separated by spaces
 * @param offers the draw offers made so far, each {"ply": n, "by": "white"|"black"}: n is the ply of
 *               the position in which it was made (0 = the start), by the side to move there
 */
@RegisterForReflection
public record DrawOfferRequest(String fen, @JsonDeserialize(using = CappedArrays.Moves.class) JsonNode moves,
        @JsonDeserialize(using = CappedArrays.Offers.class) JsonNode offers, String rules, Boolean lenient, String variant) {}
