package dev.hakem.api.position;

import dev.hakem.api.Endpoints;
import dev.hakem.api.i18n.Lang;
import dev.hakem.api.problem.Problems;
import dev.hakem.api.request.Inputs;
import dev.hakem.chess.Position;
import dev.hakem.chess.board.Square;
import io.smallrye.common.annotation.NonBlocking;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.jboss.resteasy.reactive.RestQuery;

/**
 * For boards: where the picked-up piece may go (chessground-compatible {@code dests} without a
 * square), with the messages a board shows a player, in English or Turkish. One position, bounded by
 * the query string: answered on the event loop.
 */
@Path(Endpoints.HIGHLIGHTS)
@Produces(MediaType.APPLICATION_JSON)
public class HighlightsResource {

    @GET
    @NonBlocking
    public Response get(@RestQuery String fen,
                        @RestQuery String square,
                        @RestQuery String variant,
                        @HeaderParam(HttpHeaders.ACCEPT_LANGUAGE) String acceptLanguage) {
        Position position = Inputs.position(fen, "fen", Inputs.variant(variant)).position();
        Lang language = Lang.of(acceptLanguage);
        Object body;
        if (square == null) {
            body = new HighlightsReport.Dests(Highlights.dests(position));
        } else {
            int sq = Square.parse(square.strip());
            if (sq < 0) throw Problems.invalidSquare(square);
            body = Highlights.highlight(position, sq, language);
        }
        return Response.ok(body, MediaType.APPLICATION_JSON_TYPE).build();
    }
}
