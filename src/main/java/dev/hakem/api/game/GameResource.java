package dev.hakem.api.game;

import dev.hakem.api.Endpoints;
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

/** Adjudicates a whole game: for arbiters settling a dispute, and for servers checking a finished game. */
@Path(Endpoints.GAME)
@Consumes(MediaType.APPLICATION_JSON)
@Produces({MediaType.APPLICATION_JSON, Endpoints.PGN})
public class GameResource {

    @Inject
    GameAdjudication adjudication;

    @POST
    public GameReport post(Requests.GameRequest request, @HeaderParam(HttpHeaders.ACCEPT_LANGUAGE) String acceptLanguage) {
        return adjudication.adjudicate(request, Lang.of(acceptLanguage));
    }
}
