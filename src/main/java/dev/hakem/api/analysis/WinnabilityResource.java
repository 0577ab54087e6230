package dev.hakem.api.analysis;

import dev.hakem.api.HakemConfig;
import dev.hakem.api.i18n.Lang;
import dev.hakem.api.problem.Problem;
import dev.hakem.api.request.Inputs;
import dev.hakem.api.request.Replayed;
import dev.hakem.api.request.RequestReader;
import dev.hakem.api.request.Requests;
import dev.hakem.verdict.winnability.Winnability;
import jakarta.inject.Inject;
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

/** Can each side still checkmate? For arbiters deciding flag falls and dead positions. */
@Path("/v1/winnability")
@Produces(MediaType.APPLICATION_JSON)
public class WinnabilityResource {

    private final RequestReader reader;
    private final Winnability.Budget budget;

    @Inject
    public WinnabilityResource(RequestReader reader, HakemConfig config) {
        this.reader = reader;
        this.budget = new Winnability.Budget(config.winnability().maxNodes(), config.winnability().timeout().toNanos());
    }

    @GET
    @Operation(summary = "Whether each side can still checkmate by some series of legal moves, with the proof")
    @APIResponse(responseCode = "200", description = "the analysis of both sides",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = WinnabilityReport.class)))
    @APIResponse(responseCode = "400", description = "missing or invalid FEN, every problem listed",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    public WinnabilityReport get(@Parameter(description = "the position as FEN", required = true) @RestQuery String fen,
                                 @Parameter(description = "tr for Turkish messages; English otherwise") @HeaderParam(HttpHeaders.ACCEPT_LANGUAGE) String acceptLanguage) {
        return WinnabilityReports.of(Inputs.position(fen, "fen").position(), budget, Lang.of(acceptLanguage));
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(summary = "As GET, for the position a move list (SAN or UCI) reaches from a FEN or the start")
    @APIResponse(responseCode = "200", description = "the analysis of both sides",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = WinnabilityReport.class)))
    @APIResponse(responseCode = "400", description = "malformed JSON, invalid FEN or invalid member",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    @APIResponse(responseCode = "413", description = "more moves than the configured limit",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    @APIResponse(responseCode = "422", description = "an illegal, ambiguous or unreadable move",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    public WinnabilityReport post(Requests.WinnabilityRequest request, @Parameter(description = "tr for Turkish messages; English otherwise") @HeaderParam(HttpHeaders.ACCEPT_LANGUAGE) String acceptLanguage) {
        RequestReader.body(request);
        // Played move by move without stopping at an automatic end: the question is about the last position.
        Replayed replayed = reader.replayThrough(request.fen(), request.moves(), request.lenient());
        return WinnabilityReports.of(replayed.replay().game().last(), budget, Lang.of(acceptLanguage));
    }
}
