package dev.hakem.api.position;

import dev.hakem.api.Endpoints;
import dev.hakem.api.request.Inputs;
import dev.hakem.chess.Chess960;
import dev.hakem.chess.Fen;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.Locale;
import org.jboss.resteasy.reactive.RestQuery;

/** The 960 start positions of Chess960 by number, for servers that draw one and boards that set it up. */
@Path(Endpoints.CHESS960_START)
@Produces(MediaType.APPLICATION_JSON)
public class Chess960Resource {

    @GET
    public Chess960Start get(@RestQuery String number) {
        int n = Inputs.integer(number, "number", 0, Chess960.COUNT - 1);
        return new Chess960Start(n, Chess960.backRank(n).toUpperCase(Locale.ROOT), Fen.write(Chess960.start(n)));
    }
}
