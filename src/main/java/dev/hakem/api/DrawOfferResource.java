package dev.hakem.api;

import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.HeaderParam;
import dev.hakem.chess.Phrase;
import com.fasterxml.jackson.databind.JsonNode;
import dev.hakem.chess.Color;
import dev.hakem.verdict.DrawOffers;
import dev.hakem.verdict.Replay;
import dev.hakem.verdict.RuleSet;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.ArrayList;
import java.util.List;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;

/** For online rooms: may the side to move offer a draw now, and does the opponent's offer stand. */
@Path("/v1/draw-offer")
@Consumes(MediaType.APPLICATION_JSON)
@Produces(MediaType.APPLICATION_JSON)
public class DrawOfferResource {

    @ConfigProperty(name = "hakem.game.max-plies", defaultValue = "2000")
    int maxPlies;

    @POST
    @Operation(summary = "Whether the side to move may offer a draw (at most one offer per position per player) and "
            + "which offer of the opponent stands")
    @APIResponse(responseCode = "200", description = "the answer for the side to move",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = DrawOfferReport.class)))
    @APIResponse(responseCode = "400", description = "malformed JSON, invalid FEN, unknown rule set or invalid member "
            + "(an offer without a whole-number ply or with a side other than white or black)",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    @APIResponse(responseCode = "413", description = "more moves than the configured limit",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    @APIResponse(responseCode = "422", description = "an illegal move in the history, an offer that cannot have been "
            + "made (code invalid_offer: outside the game, not on the offerer's turn, or a second one in a position), "
            + "or a game that is already over (code game_over)",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    public DrawOfferReport post(DrawOfferRequest request, @Parameter(description = "tr for Turkish messages; English otherwise") @HeaderParam(HttpHeaders.ACCEPT_LANGUAGE) String acceptLanguage) {
        if (request == null) throw GameInputs.invalidMember("body", Phrase.of("detail.body_required"));
        RuleSet rules = GameInputs.rules(request.rules());
        Inputs.LoadedPosition start = GameInputs.start(request.fen());
        List<String> history = GameInputs.moves(request.moves(), maxPlies);
        List<DrawOffers.Offer> offers = offers(request.offers(), maxPlies);
        Replay.Result replay;
        try {
            replay = Replay.play(start.position(), history, rules, Boolean.TRUE.equals(request.lenient()));
        } catch (Replay.IllegalMove e) {
            throw GameInputs.illegal(e);
        }
        if (replay.endVerdict() != null) throw GameInputs.gameOver(replay, null, "detail.no_draw_offer");
        DrawOffers.Answer answer;
        try {
            answer = DrawOffers.judge(replay.game(), offers);
        } catch (DrawOffers.InvalidOffer e) {
            String field = "offers[" + e.index() + "]";
            throw ProblemException.about(422, "invalid_offer", field, e.phrase());
        }
        DrawOfferReport.OfferItem standing = answer.standing() == null ? null
                : new DrawOfferReport.OfferItem(answer.standing().ply(), answer.standing().by().label());
        return new DrawOfferReport(answer.side().label(), answer.allowed(),
                Messages.text(Lang.of(acceptLanguage), answer.reason()), standing);
    }

    /** The offers member: an array of {"ply": whole number, "by": "white" | "black"}; absent or null is none. */
    static List<DrawOffers.Offer> offers(JsonNode node, int maxPlies) {
        List<DrawOffers.Offer> out = new ArrayList<>();
        if (node == null || node.isNull()) return out;
        if (!node.isArray())
            throw GameInputs.invalidMember("offers", Phrase.of("detail.offers_array"));
        if (node.size() > 2 * (maxPlies + 1))
            throw GameInputs.invalidMember("offers", Phrase.of("detail.offers_too_many", 2 * (maxPlies + 1)));
        for (int i = 0; i < node.size(); i++) {
            JsonNode o = node.get(i);
            String at = "offers[" + i + "]";
            if (!o.isObject()) throw GameInputs.invalidMember(at, Phrase.of("detail.offer_object", at));
            for (var names = o.fieldNames(); names.hasNext(); ) {
                String name = names.next();
                if (!name.equals("ply") && !name.equals("by"))
                    throw GameInputs.invalidMember(at + "." + name, Phrase.of("detail.offer_unknown_member", at,
                            Inputs.abbreviate(name)));
            }
            JsonNode ply = o.get("ply");
            if (ply == null || !ply.canConvertToInt() || !ply.isIntegralNumber() || ply.asInt() < 0)
                throw GameInputs.invalidMember(at + ".ply", Phrase.of("detail.offer_ply", at));
            JsonNode by = o.get("by");
            Color side = by != null && by.isTextual() ? switch (by.asText().strip().toLowerCase()) {
                case "white" -> Color.WHITE;
                case "black" -> Color.BLACK;
                default -> null;
            } : null;
            if (side == null)
                throw GameInputs.invalidMember(at + ".by", Phrase.of("detail.offer_by", at));
            out.add(new DrawOffers.Offer(ply.asInt(), side));
        }
        return out;
    }
}
