package dev.hakem.api.game;

import dev.hakem.api.i18n.Lang;
import dev.hakem.api.problem.Problem;
import dev.hakem.api.request.DrawOfferRequest;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;

/** For online rooms: may the side to move offer a draw now, and does the opponent's offer stand. */
@Path("/v1/draw-offer")
@Consumes(MediaType.APPLICATION_JSON)
@Produces(MediaType.APPLICATION_JSON)
public class DrawOfferResource {

    @Inject
    DrawOfferJudgement judgement;

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
        return judgement.answer(request, Lang.of(acceptLanguage));
    }
}
