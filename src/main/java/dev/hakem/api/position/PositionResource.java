package dev.hakem.api.position;

import dev.hakem.api.i18n.Lang;
import dev.hakem.api.problem.Problem;
import dev.hakem.api.request.GameInputs;
import dev.hakem.api.request.Inputs;
import dev.hakem.api.request.LoadedPosition;
import dev.hakem.api.request.RequestReader;
import dev.hakem.api.request.Requests;
import dev.hakem.verdict.RuleSet;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
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
import org.jboss.resteasy.reactive.RestQuery;

/** One position, seen alone (no history): for frontends and for arbiters judging a diagram. */
@Path("/v1/position")
@Produces(MediaType.APPLICATION_JSON)
public class PositionResource {

    @GET
    @Operation(summary = "Describe a position: canonical FEN, check, every legal move with SAN, and the verdict")
    @APIResponse(responseCode = "200", description = "the position report",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = PositionReport.class)))
    @APIResponse(responseCode = "400", description = "missing or invalid FEN (every problem listed in errors), or an "
            + "unknown rule set",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    public PositionReport get(@Parameter(description = "the position as FEN", required = true) @RestQuery String fen,
                              @Parameter(description = "fide (default) or online") @RestQuery String rules,
                              @Parameter(description = "tr for Turkish messages; English otherwise") @HeaderParam(HttpHeaders.ACCEPT_LANGUAGE) String acceptLanguage) {
        return report(fen, rules, Lang.of(acceptLanguage));
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(summary = "As GET, with the FEN and rule set in a JSON body")
    @APIResponse(responseCode = "200", description = "the position report",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = PositionReport.class)))
    @APIResponse(responseCode = "400", description = "malformed JSON, missing or invalid FEN, or an unknown rule set",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    public PositionReport post(Requests.PositionRequest request, @Parameter(description = "tr for Turkish messages; English otherwise") @HeaderParam(HttpHeaders.ACCEPT_LANGUAGE) String acceptLanguage) {
        RequestReader.body(request);
        return report(request.fen(), request.rules(), Lang.of(acceptLanguage));
    }

    private static PositionReport report(String fen, String rulesText, Lang lang) {
        RuleSet rules = GameInputs.rules(rulesText);
        LoadedPosition loaded = Inputs.position(fen, "fen");
        return PositionReports.of(loaded.position(), rules, loaded.warnings(), lang);
    }
}
