package dev.hakem.api.batch;

import dev.hakem.api.Endpoints;
import dev.hakem.api.i18n.Lang;
import dev.hakem.api.problem.HttpLayerProblems;
import dev.hakem.api.problem.Problem;
import dev.hakem.api.problem.ProblemException;
import dev.hakem.api.problem.Problems;
import dev.hakem.api.request.GameInputs;
import dev.hakem.chess.text.Phrase;
import io.vertx.ext.web.RoutingContext;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.StreamingOutput;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.Charset;
import java.nio.charset.IllegalCharsetNameException;
import java.nio.charset.StandardCharsets;
import java.nio.charset.UnsupportedCharsetException;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;

/** Adjudicates many games in one request, for arbiters settling a whole event at once. */
@Path(Endpoints.GAMES)
public class GamesResource {

    @Inject
    BatchGames games;

    @Inject
    OrderedStreamer streamer;

    @POST
    @Consumes({Endpoints.NDJSON, Endpoints.PGN})
    @Produces(Endpoints.NDJSON)
    @Operation(summary = "Adjudicate a batch of games: NDJSON game requests, or a PGN file of many games",
            description = "Each line of an application/x-ndjson body is the JSON body POST /v1/game takes (blank lines "
                    + "are skipped); the query's 'rules' and 'flag' are the defaults of lines that do not give their own. "
                    + "An application/x-chess-pgn body holds many games, each adjudicated as {\"pgn\": game} would be, "
                    + "under the query's 'rules' and 'flag'. The answer is application/x-ndjson, one line per game in "
                    + "the order of the body, streamed as the games are adjudicated: {game, line, status, report} or "
                    + "{game, line, status, problem}, the report or problem document POST /v1/game would give. A bad "
                    + "game does not stop the batch; more games than hakem.batch.max-games or more bytes than "
                    + "hakem.batch.max-body-size end it with a 413 line for the first game not read.")
    @RequestBody(content = {@Content(mediaType = Endpoints.NDJSON, schema = @Schema(type = SchemaType.STRING)),
            @Content(mediaType = Endpoints.PGN, schema = @Schema(type = SchemaType.STRING))})
    @APIResponse(responseCode = "200", description = "one line per game, in order: its report or its problem",
            content = @Content(mediaType = Endpoints.NDJSON, schema = @Schema(implementation = BatchResult.class)))
    @APIResponse(responseCode = "400", description = "an empty or unreadable body, an unknown rule set or flag in "
            + "the query, an unknown charset",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    @APIResponse(responseCode = "413", description = "a Content-Length over hakem.batch.max-body-size",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    @APIResponse(responseCode = "415", description = "a body that is neither application/x-ndjson nor "
            + "application/x-chess-pgn",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    public Response post(InputStream body, @Context HttpHeaders headers, @Context RoutingContext routing,
                         @Parameter(description = "rule set: 'fide' (default) or 'online'; for NDJSON the default of "
                                 + "lines without their own") @QueryParam("rules") String rules,
                         @Parameter(description = "the side whose time ran out after the last move of every game; for "
                                 + "NDJSON the default of lines without their own") @QueryParam("flag") String flag) {
        BatchLimits limits = games.limits();
        Lang lang = Lang.of(headers.getHeaderString(HttpHeaders.ACCEPT_LANGUAGE));
        BatchSource source;
        try {
            // Checked once for the whole batch, with the problem /v1/game gives for the member.
            if (rules != null) GameInputs.rules(rules);
            if (flag != null) GameInputs.flag(flag);
            BatchBodyRoutes.checkDeclaredLength(routing, limits.maxBodySize());
            BatchLines lines = new BatchLines(body, limits.maxGameSize(), limits.maxBodySize());
            if (isPgn(headers.getMediaType())) {
                Charset charset = charset(headers.getMediaType());
                source = new PgnGames(lines, limits, text -> games.pgn(text, charset, rules, flag, lang));
            } else {
                source = new NdjsonGames(lines, limits, line -> games.json(line, rules, flag, lang));
            }
        } catch (ProblemException e) {
            HttpLayerProblems.closeAfterAnswer(routing); // refused unread
            throw e;
        }
        BatchItem first;
        try {
            first = source.next();
        } catch (IOException e) {
            HttpLayerProblems.closeAfterAnswer(routing);
            throw ProblemException.badRequest("body_unreadable", "detail.batch_unreadable", String.valueOf(e.getMessage()));
        }
        if (first == null)
            throw ProblemException.badRequest("empty_batch",
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
            throw ProblemException.about(400, "unknown_charset", "Content-Type",
                    Phrase.of("detail.batch_charset", Problems.abbreviate(name)));
        }
    }
}
