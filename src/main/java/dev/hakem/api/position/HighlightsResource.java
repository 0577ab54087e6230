package dev.hakem.api.position;

import dev.hakem.api.Endpoints;
import dev.hakem.api.cache.EntityTag;
import dev.hakem.api.cache.HttpCache;
import dev.hakem.api.i18n.Lang;
import dev.hakem.api.problem.Problems;
import dev.hakem.api.request.Inputs;
import dev.hakem.chess.Position;
import dev.hakem.chess.board.Square;
import io.smallrye.common.annotation.NonBlocking;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HttpMethod;
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

    private final HttpCache cache;

    @Inject
    public HighlightsResource(HttpCache cache) {
        this.cache = cache;
    }

    /** Cacheable: tagged by the position read and the square; with a square, by the language too (dests have no words). */
    @GET
    @NonBlocking
    public Response get(@RestQuery String fen,
                        @RestQuery String square,
                        @RestQuery String variant,
                        @HeaderParam(HttpHeaders.ACCEPT_LANGUAGE) String acceptLanguage,
                        @HeaderParam(HttpHeaders.IF_NONE_MATCH) String ifNoneMatch) {
        Position position = Inputs.position(fen, "fen", Inputs.variant(variant)).position();
        EntityTag tag = EntityTag.of(HttpMethod.GET, Endpoints.HIGHLIGHTS).position(position);
        if (square == null)
            return cache.answer(ifNoneMatch, tag.part("square", null), () -> new HighlightsReport.Dests(Highlights.dests(position)));
        int sq = Square.parse(square.strip());
        if (sq < 0) throw Problems.invalidSquare(square);
        Lang language = Lang.of(acceptLanguage);
        return cache.answer(ifNoneMatch, tag.part("square", sq).lang(language), () -> Highlights.highlight(position, sq, language));
    }
}
