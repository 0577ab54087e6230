package dev.hakem.api.analysis;

import dev.hakem.api.HakemConfig;
import dev.hakem.api.problem.Problem;
import dev.hakem.api.problem.ProblemException;
import dev.hakem.api.request.Inputs;
import dev.hakem.api.request.LoadedPosition;
import dev.hakem.chess.Fen;
import dev.hakem.chess.notation.Perft;
import dev.hakem.chess.text.Phrase;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.time.Duration;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.jboss.resteasy.reactive.RestQuery;

/** A diagnostic for engine authors: compare a move generator's perft with ours, move by move. */
@Path("/v1/perft")
@Produces(MediaType.APPLICATION_JSON)
public class PerftResource {

    private final int maxDepth;
    private final Duration timeout;

    @Inject
    public PerftResource(HakemConfig config) {
        this.maxDepth = config.perft().maxDepth();
        this.timeout = config.perft().timeout();
    }

    @GET
    @Operation(summary = "Count the leaves of the legal move tree to a depth, with the count per root move")
    @APIResponse(responseCode = "200", description = "the count",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = PerftReport.class)))
    @APIResponse(responseCode = "400", description = "invalid FEN (every problem listed), or a depth that is missing, "
            + "not a number or beyond the configured maximum",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    @APIResponse(responseCode = "422", description = "the count did not finish within the configured time budget",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    public PerftReport get(@Parameter(description = "the position as FEN", required = true) @RestQuery String fen,
                           @Parameter(description = "depth in plies, 0 to the configured maximum (default 6)", required = true,
                                   schema = @Schema(type = SchemaType.INTEGER, minimum = "0"))
                           @RestQuery String depth) {
        LoadedPosition loaded = Inputs.position(fen, "fen");
        int d = Inputs.integer(depth, "depth", 0, maxDepth);
        try {
            Perft.Result r = Perft.divide(loaded.position(), d, System.nanoTime() + timeout.toNanos());
            return new PerftReport(Fen.write(loaded.position()), d, r.nodes(), r.divide());
        } catch (Perft.DeadlineExceeded e) {
            throw new ProblemException(422, "perft_budget_exceeded", Phrase.of("detail.perft_budget", timeout.toSeconds()),
                    null, null, null);
        }
    }
}
