package dev.hakem.api.game;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import dev.hakem.api.Endpoints;
import dev.hakem.api.admission.BufferedBody;
import dev.hakem.api.i18n.Lang;
import dev.hakem.api.request.EventLoop;
import dev.hakem.api.request.JsonBody;
import dev.hakem.api.request.Requests;
import io.smallrye.common.annotation.NonBlocking;
import io.smallrye.mutiny.Uni;
import io.vertx.ext.web.RoutingContext;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;

/**
 * Adjudicates a whole game: for arbiters settling a dispute, and for servers checking a finished game.
 * A game (up to hakem.game.max-plies moves, a PGN, a winnability search after a flag fall) is answered
 * on a worker thread ({@link EventLoop}).
 */
@Path(Endpoints.GAME)
@Consumes(MediaType.APPLICATION_JSON)
@Produces({MediaType.APPLICATION_JSON, Endpoints.PGN})
public class GameResource {

    private final GameAdjudication adjudication;
    private final ObjectReader requests;

    @Inject
    public GameResource(GameAdjudication adjudication, ObjectMapper mapper) {
        this.adjudication = adjudication;
        this.requests = mapper.readerFor(Requests.GameRequest.class);
    }

    @POST
    @NonBlocking
    public Uni<GameReport> post(RoutingContext rc, @HeaderParam(HttpHeaders.ACCEPT_LANGUAGE) String acceptLanguage) {
        Lang lang = Lang.of(acceptLanguage);
        byte[] body = BufferedBody.bytes(rc);
        return EventLoop.onWorker(() -> adjudication.adjudicate(JsonBody.read(requests, body), lang));
    }
}
