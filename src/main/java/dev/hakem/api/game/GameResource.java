package dev.hakem.api.game;

import dev.hakem.api.Endpoints;
import dev.hakem.api.i18n.Lang;
import dev.hakem.api.problem.Problem;
import dev.hakem.api.request.Requests;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;

/** Adjudicates a whole game: for arbiters settling a dispute, and for servers checking a finished game. */
@Path("/v1/game")
@Consumes(MediaType.APPLICATION_JSON)
@Produces({MediaType.APPLICATION_JSON, Endpoints.PGN})
public class GameResource {

    @Inject
    GameAdjudication adjudication;

    @POST
    @Operation(summary = "Play a list of moves (SAN or UCI) or a game in PGN and adjudicate it under a rule set",
            description = "With 'pgn' instead of 'fen' and 'moves', the game's FEN/SetUp tags set the start, its main "
                    + "line is read leniently and its Result tag is checked against the verdict ('pgnResult'). With "
                    + "'Accept: application/x-chess-pgn' the game comes back as PGN: the Seven Tag Roster (the PGN's "
                    + "own tags when given) with the verdict's Result, FEN and SetUp for a non-standard start, a "
                    + "Termination tag, and the move text.")
    @APIResponse(responseCode = "200", description = "the game report (JSON), or the game as PGN",
            content = {@Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = GameReport.class)),
                    @Content(mediaType = Endpoints.PGN, schema = @Schema(type = SchemaType.STRING))})
    @APIResponse(responseCode = "400", description = "malformed JSON, invalid FEN, invalid PGN (with its line and "
            + "column), unknown rule set or invalid member",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    @APIResponse(responseCode = "413", description = "more moves than the configured limit, or a PGN text longer "
            + "than 1,000,000 characters",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    @APIResponse(responseCode = "422", description = "an illegal, ambiguous or unreadable move, with its ply, the "
            + "position before it, the reason and the legal moves of that piece",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    public GameReport post(Requests.GameRequest request, @Parameter(description = "tr for Turkish messages; English "
            + "otherwise") @HeaderParam(HttpHeaders.ACCEPT_LANGUAGE) String acceptLanguage) {
        return adjudication.adjudicate(request, Lang.of(acceptLanguage));
    }
}
