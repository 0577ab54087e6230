package dev.hakem.api;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.jboss.resteasy.reactive.RestQuery;

@Path("/v1/position")
@Produces(MediaType.APPLICATION_JSON)
public class PositionResource {

    @GET
    @Operation(summary = "Describe a position: canonical FEN, side to move, check, and every legal move with SAN")
    @APIResponse(responseCode = "200", description = "the position report",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = PositionReport.class)))
    @APIResponse(responseCode = "400", description = "missing or invalid FEN; every problem is listed in errors",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    public PositionReport get(@Parameter(description = "the position as FEN", required = true) @RestQuery String fen) {
        Inputs.LoadedPosition loaded = Inputs.position(fen, "fen");
        return PositionReport.of(loaded.position(), loaded.warnings());
    }
}
