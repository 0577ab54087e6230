package dev.hakem.api.analysis;

import dev.hakem.api.Endpoints;
import dev.hakem.api.HakemConfig;
import dev.hakem.api.cache.EntityTag;
import dev.hakem.api.cache.HttpCache;
import dev.hakem.api.problem.Problems;
import dev.hakem.api.request.Inputs;
import dev.hakem.api.request.LoadedPosition;
import dev.hakem.chess.Fen;
import dev.hakem.chess.Perft;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.HttpMethod;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.time.Duration;
import org.jboss.resteasy.reactive.RestQuery;

/** A diagnostic for engine authors: compare a move generator's perft with ours, move by move. */
@Path(Endpoints.PERFT)
@Produces(MediaType.APPLICATION_JSON)
public class PerftResource {

    private final int maxDepth;
    private final Duration timeout;
    private final HttpCache cache;

    @Inject
    public PerftResource(HakemConfig config, HttpCache cache) {
        this.maxDepth = config.perft().maxDepth();
        this.timeout = config.perft().timeout();
        this.cache = cache;
    }

    /** Cacheable: tagged by the position read and the depth; a 304 counts nothing. */
    @GET
    public Response get(@RestQuery String fen, @RestQuery String depth, @RestQuery String variant,
                        @HeaderParam(HttpHeaders.IF_NONE_MATCH) String ifNoneMatch) {
        LoadedPosition loaded = Inputs.position(fen, "fen", Inputs.variant(variant));
        int d = Inputs.integer(depth, "depth", 0, maxDepth);
        EntityTag tag = EntityTag.of(HttpMethod.GET, Endpoints.PERFT).position(loaded.position()).part("depth", d);
        return cache.answer(ifNoneMatch, tag, () -> count(loaded, d));
    }

    private PerftReport count(LoadedPosition loaded, int d) {
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
