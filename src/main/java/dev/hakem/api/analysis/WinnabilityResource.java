package dev.hakem.api.analysis;

import dev.hakem.api.Endpoints;
import dev.hakem.api.HakemConfig;
import dev.hakem.api.i18n.Lang;
import dev.hakem.api.request.Inputs;
import dev.hakem.api.request.Input;
import dev.hakem.api.request.RequestReader;
import dev.hakem.api.request.Requests;
import dev.hakem.verdict.usecase.AnalyseWinnability;
import dev.hakem.verdict.winnability.Winnability;
import io.vertx.ext.web.RoutingContext;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
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
    private final Winnability.Budget budget;
    private final WinnabilityBatchAnswer batch;

    @Inject
    public WinnabilityResource(RequestReader reader, HakemConfig config, WinnabilityBatchAnswer batch) {
        this.reader = reader;
        this.budget = WinnabilityReports.budget(config);
        this.batch = batch;
    }

    @GET
    public WinnabilityReport get(@RestQuery String fen,
                                 @RestQuery String variant,
                                 @RestQuery String shortest,
                                 @HeaderParam(HttpHeaders.ACCEPT_LANGUAGE) String acceptLanguage,
                                 @Context RoutingContext routing) {
        boolean shortestHelpmates = Inputs.bool(asSent(routing, "shortest", shortest), "shortest");
        return WinnabilityReports.of(Inputs.position(fen, "fen", Inputs.variant(variant)).position(), budget,
                shortestHelpmates, null, Lang.of(acceptLanguage));
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    public WinnabilityReport post(Requests.WinnabilityRequest request, @HeaderParam(HttpHeaders.ACCEPT_LANGUAGE) String acceptLanguage) {
        Input<AnalyseWinnability.Question> input = reader.winnability(request, budget);
        return WinnabilityReports.of(AnalyseWinnability.analyse(input.question()), Lang.of(acceptLanguage));
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
