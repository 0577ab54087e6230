package dev.hakem.api.game;

import dev.hakem.api.Endpoints;
import dev.hakem.api.i18n.Lang;
import dev.hakem.api.request.DrawOfferRequest;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;

/** For online rooms: may the side to move offer a draw now, and does the opponent's offer stand. */
@Path(Endpoints.DRAW_OFFER)
@Consumes(MediaType.APPLICATION_JSON)
@Produces(MediaType.APPLICATION_JSON)
public class DrawOfferResource {

    @Inject
    DrawOfferJudgement judgement;

    @POST
    public DrawOfferReport post(DrawOfferRequest request, @HeaderParam(HttpHeaders.ACCEPT_LANGUAGE) String acceptLanguage) {
        return judgement.answer(request, Lang.of(acceptLanguage));
    }
}
