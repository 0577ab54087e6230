package dev.hakem.api.game;

import dev.hakem.api.i18n.Lang;
import dev.hakem.api.problem.Problem;
import dev.hakem.api.request.Requests;
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

/** The game server's hot path: validate one move after a history, and report the position it leads to. */
@Path("/v1/move")
@Consumes(MediaType.APPLICATION_JSON)
@Produces(MediaType.APPLICATION_JSON)
public class MoveResource {

    @Inject
    MoveValidation validation;

    @POST
    @Operation(summary = "Validate and play one move after a history; report the resulting position with its verdict")
    @APIResponse(responseCode = "200", description = "the move and the position after it",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = MoveReport.class)))
    @APIResponse(responseCode = "400", description = "malformed JSON, invalid FEN, unknown rule set or missing move",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    @APIResponse(responseCode = "413", description = "a history longer than the configured limit",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    @APIResponse(responseCode = "422", description = "an illegal move (in the history or the move itself), or a game "
            + "that is already over (code game_over)",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    public MoveReport post(Requests.MoveRequest request, @Parameter(description = "tr for Turkish messages; English otherwise") @HeaderParam(HttpHeaders.ACCEPT_LANGUAGE) String acceptLanguage) {
        return validation.play(request, Lang.of(acceptLanguage));
    }
}
