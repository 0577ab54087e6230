package dev.hakem.api.analysis;

import dev.hakem.api.Endpoints;
import dev.hakem.api.HakemConfig;
import dev.hakem.api.cache.EntityTag;
import dev.hakem.api.cache.HttpCache;
import dev.hakem.api.problem.LimitProblems;
import dev.hakem.api.problem.Problems;
import dev.hakem.api.request.Deadline;
import dev.hakem.api.request.EventLoop;
import dev.hakem.api.request.Inputs;
import dev.hakem.api.request.LoadedPosition;
import dev.hakem.chess.Fen;
import dev.hakem.chess.Perft;
import io.smallrye.common.annotation.NonBlocking;
import io.smallrye.mutiny.Uni;
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

    /**
     * Cacheable: tagged by the position read and the depth; a 304 counts nothing. The count runs on a
     * worker thread within the request's wall-clock deadline.
     */
    @GET
    @NonBlocking
    public Uni<Response> get(@RestQuery String fen, @RestQuery String depth, @RestQuery String variant,
                             @HeaderParam(HttpHeaders.IF_NONE_MATCH) String ifNoneMatch) {
        LoadedPosition loaded = Inputs.position(fen, "fen", Inputs.variant(variant));
        int d = Inputs.integer(depth, "depth", 0, maxDepth);
        EntityTag tag = EntityTag.of(HttpMethod.GET, Endpoints.PERFT).position(loaded.position()).part("depth", d);
        return EventLoop.onWorker(() -> cache.answer(ifNoneMatch, tag, () -> count(loaded, d)));
    }

    /**
     * The count, stopped by whichever budget runs out first: the counting thread's CPU time, so that a
     * flood of requests does not make a count fail that an idle service would finish; or the request's
     * wall-clock deadline, so that a starved count is answered before its connection's idle timeout.
     */
    private PerftReport count(LoadedPosition loaded, int d) {
        Deadline deadline = Deadline.current();
        long cpuEnd = ThreadClock.now() + timeout.toNanos();
        try {
            Perft.Result r = Perft.divide(loaded.position(), d, () -> ThreadClock.now() - cpuEnd > 0 || deadline.passed());
            return new PerftReport(Fen.write(loaded.position()), d, r.nodes(), r.divide());
        } catch (Perft.DeadlineExceeded e) {
            if (deadline.passed()) throw Problems.perftBudgetExceeded(LimitProblems.Budget.WALL_CLOCK, deadline.seconds());
            throw Problems.perftBudgetExceeded(LimitProblems.Budget.CPU, timeout.toMillis() / 1000.0);
        }
    }
}
