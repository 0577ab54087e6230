package dev.hakem.api.analysis;

import dev.hakem.api.Endpoints;
import dev.hakem.api.HakemConfig;
import dev.hakem.api.problem.Problems;
import dev.hakem.api.request.Inputs;
import dev.hakem.api.request.LoadedPosition;
import dev.hakem.chess.Fen;
import dev.hakem.chess.Perft;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.time.Duration;
import org.jboss.resteasy.reactive.RestQuery;

/** A diagnostic for engine authors: compare a move generator's perft with ours, move by move. */
@Path(Endpoints.PERFT)
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
    public PerftReport get(@RestQuery String fen, @RestQuery String depth, @RestQuery String variant) {
        LoadedPosition loaded = Inputs.position(fen, "fen", Inputs.variant(variant));
        int d = Inputs.integer(depth, "depth", 0, maxDepth);
        try {
            // The budget is the counting thread's CPU time: a flood of requests does not make a count fail
            // that an idle service would finish.
            Perft.Result r = Perft.divide(loaded.position(), d, ThreadClock::now, ThreadClock.now() + timeout.toNanos());
            return new PerftReport(Fen.write(loaded.position()), d, r.nodes(), r.divide());
        } catch (Perft.DeadlineExceeded e) {
            throw Problems.perftBudgetExceeded(timeout.toSeconds());
        }
    }
}
