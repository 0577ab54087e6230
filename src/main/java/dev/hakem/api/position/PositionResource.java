package dev.hakem.api.position;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import dev.hakem.api.Endpoints;
import dev.hakem.api.admission.BufferedBody;
import dev.hakem.api.cache.EntityTag;
import dev.hakem.api.cache.HttpCache;
import dev.hakem.api.i18n.Lang;
import dev.hakem.api.request.EventLoop;
import dev.hakem.api.request.GameInputs;
import dev.hakem.api.request.Inputs;
import dev.hakem.api.request.JsonBody;
import dev.hakem.api.request.LoadedPosition;
import dev.hakem.api.request.RequestReader;
import dev.hakem.api.request.Requests;
import dev.hakem.verdict.RuleSet;
import io.smallrye.common.annotation.NonBlocking;
import io.vertx.ext.web.RoutingContext;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HttpMethod;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.concurrent.CompletionStage;
import org.jboss.resteasy.reactive.RestQuery;

/**
 * One position, seen alone (no history): for frontends and for arbiters judging a diagram. The
 * report is computed on the event loop (one position, tens of microseconds); only a body too large
 * to be a position request is read on a worker thread ({@link EventLoop}).
 */
@Path(Endpoints.POSITION)
@Produces(MediaType.APPLICATION_JSON)
public class PositionResource {

    private final ObjectReader requests;
    private final HttpCache cache;

    @Inject
    public PositionResource(ObjectMapper mapper, HttpCache cache) {
        this.requests = mapper.readerFor(Requests.PositionRequest.class);
        this.cache = cache;
    }

    /** Cacheable: tagged by the position read, its warnings, the rule set and the language. */
    @GET
    @NonBlocking
    public Response get(@RestQuery String fen,
                        @RestQuery String rules,
                        @RestQuery String variant,
                        @HeaderParam(HttpHeaders.ACCEPT_LANGUAGE) String acceptLanguage,
                        @HeaderParam(HttpHeaders.IF_NONE_MATCH) String ifNoneMatch) {
        RuleSet ruleSet = GameInputs.rules(rules);
        LoadedPosition loaded = Inputs.position(fen, "fen", Inputs.variant(variant));
        Lang lang = Lang.of(acceptLanguage);
        EntityTag tag = EntityTag.of(HttpMethod.GET, Endpoints.POSITION).position(loaded.position())
                .warnings(loaded.warnings()).part("rules", ruleSet.name()).lang(lang);
        return cache.answer(ifNoneMatch, tag, () -> PositionReports.of(loaded.position(), ruleSet, loaded.warnings(), lang));
    }

    @POST
    @NonBlocking
    @Consumes(MediaType.APPLICATION_JSON)
    public CompletionStage<PositionReport> post(RoutingContext rc, @HeaderParam(HttpHeaders.ACCEPT_LANGUAGE) String acceptLanguage) {
        Lang lang = Lang.of(acceptLanguage);
        byte[] body = BufferedBody.bytes(rc);
        return EventLoop.run(body.length <= EventLoop.MAX_BODY, () -> {
            Requests.PositionRequest request = RequestReader.body(JsonBody.<Requests.PositionRequest>read(requests, body));
            return report(request.fen(), request.rules(), request.variant(), lang);
        });
    }

    private static PositionReport report(String fen, String rulesText, String variant, Lang lang) {
        RuleSet rules = GameInputs.rules(rulesText);
        LoadedPosition loaded = Inputs.position(fen, "fen", Inputs.variant(variant));
        return PositionReports.of(loaded.position(), rules, loaded.warnings(), lang);
    }
}
