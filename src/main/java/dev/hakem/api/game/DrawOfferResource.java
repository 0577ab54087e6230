package dev.hakem.api.game;

import dev.hakem.api.i18n.Lang;
import dev.hakem.api.request.DrawOfferRequest;
import dev.hakem.api.request.Input;
import dev.hakem.api.request.RequestReader;
import dev.hakem.verdict.usecase.JudgeDrawOffer;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;

/** For online rooms: may the side to move offer a draw now, and does the opponent's offer stand. */
@Path("/v1/draw-offer")
@Consumes(MediaType.APPLICATION_JSON)
@Produces(MediaType.APPLICATION_JSON)
public class DrawOfferResource {

    private final RequestReader reader;

    @Inject
    public DrawOfferResource(RequestReader reader) {
        this.reader = reader;
    }

    @POST
    public DrawOfferReport post(DrawOfferRequest request, @HeaderParam(HttpHeaders.ACCEPT_LANGUAGE) String acceptLanguage) {
        Input<JudgeDrawOffer.Question> input = reader.drawOffer(request);
        return DrawOfferReport.of(JudgeDrawOffer.judge(input.question()), Lang.of(acceptLanguage));
    }
}
