package dev.hakem.api.analysis;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import dev.hakem.api.Endpoints;
import dev.hakem.api.HakemConfig;
import dev.hakem.api.admission.BufferedBody;
import dev.hakem.api.cache.EntityTag;
import dev.hakem.api.cache.HttpCache;
import dev.hakem.api.i18n.Lang;
import dev.hakem.api.request.EventLoop;
import dev.hakem.api.request.Inputs;
import dev.hakem.api.request.Input;
import dev.hakem.api.request.JsonBody;
import dev.hakem.api.request.RequestReader;
import dev.hakem.api.request.Requests;
import dev.hakem.api.trace.Tracing;
import dev.hakem.api.trace.UseCaseSpans;
import dev.hakem.chess.Position;
import dev.hakem.verdict.usecase.AnalyseWinnability;
import dev.hakem.verdict.usecase.History;
import dev.hakem.verdict.winnability.Winnability;
import io.smallrye.common.annotation.NonBlocking;
import io.smallrye.mutiny.Uni;
import io.vertx.ext.web.RoutingContext;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.HttpMethod;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.io.InputStream;
import org.jboss.resteasy.reactive.RestQuery;

/** Can each side still checkmate? For arbiters deciding flag falls and dead positions. */
@Path(Endpoints.WINNABILITY)
@Produces(MediaType.APPLICATION_JSON)
public class WinnabilityResource {

    private final RequestReader reader;
    private final Tracing tracing;
    private final Winnability.Budget budget;
    private final WinnabilityBatchAnswer batch;
    private final ObjectReader requests;
    private final HttpCache cache;

    @Inject
    public WinnabilityResource(RequestReader reader, HakemConfig config, WinnabilityBatchAnswer batch, ObjectMapper mapper,
                               Tracing tracing, HttpCache cache) {
        this.reader = reader;
        this.tracing = tracing;
        this.cache = cache;
        this.requests = mapper.readerFor(Requests.WinnabilityRequest.class);
        this.budget = tracing.watched(WinnabilityReports.budget(config));
        this.batch = batch;
    }

    /**
     * Cacheable: tagged by the position read, {@code shortest}, the language and the node budget (which
     * the answer's counts and verdicts depend on). The tag is known from the query, read on the event
     * loop: a 304 runs no analysis and takes no worker thread.
     */
    @GET
    @NonBlocking
    public Uni<Response> get(@RestQuery String fen,
                             @RestQuery String variant,
                             @RestQuery String shortest,
                             @HeaderParam(HttpHeaders.ACCEPT_LANGUAGE) String acceptLanguage,
                             @HeaderParam(HttpHeaders.IF_NONE_MATCH) String ifNoneMatch,
                             @Context RoutingContext routing) {
        boolean shortestHelpmates = Inputs.bool(asSent(routing, "shortest", shortest), "shortest");
        Position p = tracing.in("hakem.read", () -> Inputs.position(fen, "fen", Inputs.variant(variant)).position(), null);
        Lang lang = Lang.of(acceptLanguage);
        String tag = EntityTag.of(HttpMethod.GET, Endpoints.WINNABILITY).position(p)
                .part("shortest", shortestHelpmates).part("maxNodes", budget.maxNodes()).lang(lang).value();
        Response notModified = cache.notModified(ifNoneMatch, tag);
        if (notModified != null) return Uni.createFrom().item(notModified);
        return EventLoop.onWorker(() -> cache.ok(WinnabilityReports.of(
                analyse(new AnalyseWinnability.Question(History.of(p), budget, shortestHelpmates, null)), lang), tag));
    }

    @POST
    @NonBlocking
    @Consumes(MediaType.APPLICATION_JSON)
    public Uni<WinnabilityReport> post(@Context RoutingContext routing,
                                       @HeaderParam(HttpHeaders.ACCEPT_LANGUAGE) String acceptLanguage) {
        byte[] body = BufferedBody.bytes(routing);
        return EventLoop.onWorker(() -> {
            Requests.WinnabilityRequest request = JsonBody.read(requests, body);
            Input<AnalyseWinnability.Question> input = tracing.in("hakem.read", () -> reader.winnability(request, budget), null);
            return WinnabilityReports.of(analyse(input.question()), Lang.of(acceptLanguage));
        });
    }

    /** The analysis in its span; each side's search in a span of its own, within it (the budget's watch). */
    private AnalyseWinnability.Result analyse(AnalyseWinnability.Question q) {
        return tracing.in("hakem.analyse_winnability", () -> AnalyseWinnability.analyse(q), (span, r) -> UseCaseSpans.analyse(span, q, r));
    }

    /** Many positions, one question per NDJSON line, answered one line each in order: for scans of a database. */
    @POST
    @Consumes(Endpoints.NDJSON)
    @Produces(Endpoints.NDJSON)
    public Response batch(InputStream body, @Context HttpHeaders headers, @Context RoutingContext routing,
                          @RestQuery String side, @RestQuery String shortest, @RestQuery String variant) {
        return batch.answer(body, headers, routing, side, asSent(routing, "shortest", shortest), variant);
    }

    /**
     * A query parameter as the request wrote it: the REST layer reads an empty value ({@code shortest=})
     * as no value, which would pass for the default; it is a value that is neither true nor false.
     */
    static String asSent(RoutingContext routing, String name, String value) {
        if (value != null || routing == null) return value;
        return routing.queryParams().get(name);
    }
}
