package dev.hakem.api.game;

import dev.hakem.api.i18n.Lang;
import dev.hakem.api.request.Requests;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import org.jboss.resteasy.reactive.RestQuery;
import org.jboss.resteasy.reactive.RestResponse;

/**
 * The game server's hot path: validate one move after a history (or a resume point), and report the
 * position it leads to, with the parts asked for ({@code include}, {@code Prefer: return=minimal}).
 */
@Path("/v1/move")
@Consumes(MediaType.APPLICATION_JSON)
@Produces(MediaType.APPLICATION_JSON)
public class MoveResource {

    /** RFC 7240: the preferences the answer honoured. */
    static final String PREFERENCE_APPLIED = "Preference-Applied";

    @Inject
    MoveValidation validation;

    @POST
    public RestResponse<MoveReport> post(Requests.MoveRequest request, @RestQuery String include,
                                         @HeaderParam("Prefer") String prefer,
                                         @HeaderParam(HttpHeaders.ACCEPT_LANGUAGE) String acceptLanguage) {
        Include parts = Include.of(include, prefer);
        MoveReport report = validation.play(request, Lang.of(acceptLanguage), parts);
        if (!parts.minimalPreferred()) return RestResponse.ok(report);
        return RestResponse.ResponseBuilder.ok(report).header(PREFERENCE_APPLIED, "return=minimal").build();
    }
}
