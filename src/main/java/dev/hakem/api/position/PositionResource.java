package dev.hakem.api.position;

import dev.hakem.api.i18n.Lang;
import dev.hakem.api.request.GameInputs;
import dev.hakem.api.request.Inputs;
import dev.hakem.api.request.LoadedPosition;
import dev.hakem.api.request.RequestReader;
import dev.hakem.api.request.Requests;
import dev.hakem.verdict.RuleSet;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import org.jboss.resteasy.reactive.RestQuery;

/** One position, seen alone (no history): for frontends and for arbiters judging a diagram. */
@Path("/v1/position")
@Produces(MediaType.APPLICATION_JSON)
public class PositionResource {

    @GET
    public PositionReport get(@RestQuery String fen,
                              @RestQuery String rules,
                              @RestQuery String variant,
                              @HeaderParam(HttpHeaders.ACCEPT_LANGUAGE) String acceptLanguage) {
        return report(fen, rules, variant, Lang.of(acceptLanguage));
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    public PositionReport post(Requests.PositionRequest request, @HeaderParam(HttpHeaders.ACCEPT_LANGUAGE) String acceptLanguage) {
        RequestReader.body(request);
        return report(request.fen(), request.rules(), request.variant(), Lang.of(acceptLanguage));
    }

    private static PositionReport report(String fen, String rulesText, String variant, Lang lang) {
        RuleSet rules = GameInputs.rules(rulesText);
        LoadedPosition loaded = Inputs.position(fen, "fen", Inputs.variant(variant));
        return PositionReports.of(loaded.position(), rules, loaded.warnings(), lang);
    }
}
