package dev.hakem.api.batch;

import dev.hakem.api.problem.HttpProblems;
import dev.hakem.api.Endpoints;
import dev.hakem.api.i18n.Lang;
import dev.hakem.api.problem.HttpLayerProblems;
import dev.hakem.api.problem.ProblemException;
import dev.hakem.api.request.GameInputs;
import dev.hakem.api.request.Inputs;
import io.vertx.ext.web.RoutingContext;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.StreamingOutput;
import java.io.InputStream;
import java.nio.charset.Charset;
import java.nio.charset.IllegalCharsetNameException;
import java.nio.charset.StandardCharsets;
import java.nio.charset.UnsupportedCharsetException;
import org.jboss.resteasy.reactive.RestQuery;

/** Adjudicates many games in one request, for arbiters settling a whole event at once. */
@Path(Endpoints.GAMES)
public class GamesResource {

    private final BatchGames games;
    private final OrderedStreamer streamer;

    @Inject
    public GamesResource(BatchGames games, OrderedStreamer streamer) {
        this.games = games;
        this.streamer = streamer;
    }

    @POST
    @Consumes({Endpoints.NDJSON, Endpoints.PGN})
    @Produces(Endpoints.NDJSON)
    public Response post(InputStream body, @Context HttpHeaders headers, @Context RoutingContext routing,
                         @RestQuery String rules, @RestQuery String flag, @RestQuery String variant) {
        BatchLimits limits = games.limits();
        Lang lang = Lang.of(headers.getHeaderString(HttpHeaders.ACCEPT_LANGUAGE));
        BatchSource source;
        try {
            // Checked once for the whole batch, with the problem /v1/game gives for the member.
            if (rules != null) GameInputs.rules(rules);
            if (flag != null) GameInputs.flag(flag);
            if (variant != null) Inputs.variant(variant);
            BatchBodyRoutes.checkDeclaredLength(routing, limits.maxBodySize());
            BatchLines lines = new BatchLines(body, limits.maxGameSize(), limits.maxBodySize());
            if (isPgn(headers.getMediaType())) {
                Charset charset = charset(headers.getMediaType());
                source = new PgnGames(lines, limits, text -> games.pgn(text, charset, rules, flag, variant, lang));
            } else {
                source = new NdjsonGames(lines, limits, line -> games.json(line, rules, flag, variant, lang));
            }
        } catch (ProblemException e) {
            HttpLayerProblems.closeAfterAnswer(routing); // refused unread
            throw e;
        }
        BatchItem first = BatchAnswers.first(source, routing,
                source instanceof PgnGames ? "detail.batch_empty_pgn" : "detail.batch_empty_ndjson");
        StreamingOutput answer = out -> {
            if (!streamer.stream(source, first, out, lang)) HttpLayerProblems.closeAfterAnswer(routing);
        };
        return Response.ok(answer, Endpoints.NDJSON).build();
    }

    private static boolean isPgn(MediaType type) {
        return type != null && "application".equalsIgnoreCase(type.getType())
                && "x-chess-pgn".equalsIgnoreCase(type.getSubtype());
    }

    /** The charset parameter of a PGN body (PGN files in the wild are often ISO-8859-1); UTF-8 without one. */
    private static Charset charset(MediaType type) {
        String name = type.getParameters().get(MediaType.CHARSET_PARAMETER);
        if (name == null) return StandardCharsets.UTF_8;
        try {
            return Charset.forName(name);
        } catch (IllegalCharsetNameException | UnsupportedCharsetException e) {
            throw HttpProblems.unknownCharset(name);
        }
    }
}
