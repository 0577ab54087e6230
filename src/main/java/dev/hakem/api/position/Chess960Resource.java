package dev.hakem.api.position;

import dev.hakem.api.Endpoints;
import dev.hakem.api.cache.EntityTag;
import dev.hakem.api.cache.HttpCache;
import dev.hakem.api.request.Inputs;
import dev.hakem.chess.Chess960;
import dev.hakem.chess.Fen;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.HttpMethod;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.Locale;
import org.jboss.resteasy.reactive.RestQuery;

/** The 960 start positions of Chess960 by number, for servers that draw one and boards that set it up. */
@Path(Endpoints.CHESS960_START)
@Produces(MediaType.APPLICATION_JSON)
public class Chess960Resource {

    private final HttpCache cache;

    @Inject
    public Chess960Resource(HttpCache cache) {
        this.cache = cache;
    }

    /** Cacheable: tagged by the number. */
    @GET
    public Response get(@RestQuery String number, @HeaderParam(HttpHeaders.IF_NONE_MATCH) String ifNoneMatch) {
        int n = Inputs.integer(number, "number", 0, Chess960.COUNT - 1);
        return cache.answer(ifNoneMatch, EntityTag.of(HttpMethod.GET, Endpoints.CHESS960_START).part("number", n),
                () -> new Chess960Start(n, Chess960.backRank(n).toUpperCase(Locale.ROOT), Fen.write(Chess960.start(n))));
    }
}
