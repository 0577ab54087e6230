package dev.hakem.api;

import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.HeaderParam;
import dev.hakem.chess.Phrase;
import dev.hakem.verdict.Replay;
import dev.hakem.verdict.Winnability;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.time.Duration;
import java.util.List;
import org.eclipse.microprofile.config.inject.ConfigProperty;
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

    @ConfigProperty(name = "hakem.winnability.max-nodes", defaultValue = "100000")
    long maxNodes;

    @ConfigProperty(name = "hakem.winnability.timeout", defaultValue = "2s")
    Duration timeout;

    @ConfigProperty(name = "hakem.game.max-plies", defaultValue = "2000")
    int maxPlies;

    Winnability.Budget budget() {
        return new Winnability.Budget(maxNodes, timeout.toNanos());
    }

    @GET
    @Operation(summary = "Whether each side can still checkmate by some series of legal moves, with the proof")
    @APIResponse(responseCode = "200", description = "the analysis of both sides",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = WinnabilityReport.class)))
    @APIResponse(responseCode = "400", description = "missing or invalid FEN, every problem listed",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    public WinnabilityReport get(@Parameter(description = "the position as FEN", required = true) @RestQuery String fen,
                                 @Parameter(description = "tr for Turkish messages; English otherwise") @HeaderParam(HttpHeaders.ACCEPT_LANGUAGE) String acceptLanguage) {
        return WinnabilityReport.of(Inputs.position(fen, "fen").position(), budget(), Lang.of(acceptLanguage));
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
        if (request == null) throw GameInputs.invalidMember("body", Phrase.of("detail.body_required"));
        Inputs.LoadedPosition start = GameInputs.start(request.fen());
        List<String> moves = GameInputs.moves(request.moves(), maxPlies);
        try {
            // Played move by move without stopping at an automatic end: the question is about the last position.
            Replay.Result replay = Replay.playThrough(start.position(), moves, Boolean.TRUE.equals(request.lenient()));
            return WinnabilityReport.of(replay.game().last(), budget(), Lang.of(acceptLanguage));
        } catch (Replay.IllegalMove e) {
            throw GameInputs.illegal(e);
        }
    }
}
