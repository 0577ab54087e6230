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

/** The game server's hot path: validate one move after a history, and report the position it leads to. */
@Path("/v1/move")
@Consumes(MediaType.APPLICATION_JSON)
@Produces(MediaType.APPLICATION_JSON)
public class MoveResource {

    @Inject
    MoveValidation validation;

    @POST
    public MoveReport post(Requests.MoveRequest request, @HeaderParam(HttpHeaders.ACCEPT_LANGUAGE) String acceptLanguage) {
        return validation.play(request, Lang.of(acceptLanguage));
    }
}
