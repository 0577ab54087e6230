package dev.hakem.api.request;

import com.fasterxml.jackson.databind.JsonNode;
import dev.hakem.api.problem.Problems;
import dev.hakem.chess.board.Color;
import dev.hakem.chess.text.Phrase;
import dev.hakem.verdict.DrawOffers;
import java.util.ArrayList;
import java.util.List;

/** Reading the offers member of a draw-offer request, each fault a problem that names the offer and member. */
public final class DrawOfferInputs {
    private DrawOfferInputs() {}

    /**
     * The offers member: an array of {"ply": whole number, "by": "white" | "black", "withMove": boolean
     * (optional)}; absent or null is none.
     */
    public static List<DrawOffers.Offer> offers(JsonNode node, int maxPlies) {
        List<DrawOffers.Offer> out = new ArrayList<>();
        if (node == null || node.isNull()) return out;
        if (!node.isArray())
            throw Problems.invalidMember("offers", Phrase.of("detail.offers_array"));
        if (node.size() > CappedArrays.maxOffers(maxPlies))
            throw Problems.invalidMember("offers", Phrase.of("detail.offers_too_many", CappedArrays.maxOffers(maxPlies)));
        for (int i = 0; i < node.size(); i++) {
            JsonNode o = node.get(i);
            String at = "offers[" + i + "]";
            if (!o.isObject()) throw Problems.invalidMember(at, Phrase.of("detail.offer_object", at));
            for (var names = o.fieldNames(); names.hasNext(); ) {
                String name = names.next();
                if (!name.equals("ply") && !name.equals("by") && !name.equals("withMove"))
                    throw Problems.invalidMember(at + "." + name, Phrase.of("detail.offer_unknown_member", at,
                            Problems.abbreviate(name)));
            }
            JsonNode ply = o.get("ply");
            if (ply == null || !ply.canConvertToInt() || !ply.isIntegralNumber() || ply.asInt() < 0)
                throw Problems.invalidMember(at + ".ply", Phrase.of("detail.offer_ply", at));
            JsonNode by = o.get("by");
            Color side = by != null && by.isTextual() ? GameInputs.side(by.asText()) : null;
            if (side == null)
                throw Problems.invalidMember(at + ".by", Phrase.of("detail.offer_by", at));
            JsonNode withMove = o.get("withMove");
            if (withMove != null && !withMove.isNull() && !withMove.isBoolean())
                throw Problems.invalidMember(at + ".withMove", Phrase.of("detail.offer_with_move", at));
            Boolean made = withMove == null || withMove.isNull() ? null : withMove.booleanValue();
            out.add(new DrawOffers.Offer(ply.asInt(), side, made));
        }
        return out;
    }
}
