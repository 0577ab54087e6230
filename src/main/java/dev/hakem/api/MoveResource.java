package dev.hakem.api;

import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.HeaderParam;
import dev.hakem.chess.Phrase;
import dev.hakem.chess.Move;
import dev.hakem.chess.MoveError;
import dev.hakem.chess.MoveInfo;
import dev.hakem.chess.Notation;
import dev.hakem.chess.Position;
import dev.hakem.chess.Square;
import dev.hakem.verdict.Game;
import dev.hakem.verdict.Replay;
import dev.hakem.verdict.RuleSet;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.List;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;

/** The game server's hot path: validate one move after a history, and report the position it leads to. */
@Path("/v1/move")
@Consumes(MediaType.APPLICATION_JSON)
@Produces(MediaType.APPLICATION_JSON)
public class MoveResource {

    @ConfigProperty(name = "hakem.game.max-plies", defaultValue = "2000")
    int maxPlies;

    @POST
    @Operation(summary = "Validate and play one move after a history; report the resulting position with its verdict")
    @APIResponse(responseCode = "200", description = "the move and the position after it",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = MoveReport.class)))
    @APIResponse(responseCode = "400", description = "malformed JSON, invalid FEN, unknown rule set or missing move",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    @APIResponse(responseCode = "413", description = "a history longer than the configured limit",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    @APIResponse(responseCode = "422", description = "an illegal move (in the history or the move itself), or a game "
            + "that is already over (code game_over)",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    public MoveReport post(Requests.MoveRequest request, @Parameter(description = "tr for Turkish messages; English otherwise") @HeaderParam(HttpHeaders.ACCEPT_LANGUAGE) String acceptLanguage) {
        Lang lang = Lang.of(acceptLanguage);
        if (request == null) throw GameInputs.invalidMember("body", Phrase.of("detail.body_required"));
        RuleSet rules = GameInputs.rules(request.rules());
        if (request.move() == null || request.move().isBlank())
            throw GameInputs.invalidMember("move", Phrase.of("detail.move_required"));
        Inputs.LoadedPosition start = GameInputs.start(request.fen());
        List<String> history = GameInputs.moves(request.moves(), maxPlies);
        boolean lenient = Boolean.TRUE.equals(request.lenient());
        Replay.Result replay;
        try {
            replay = Replay.play(start.position(), history, rules, lenient);
        } catch (Replay.IllegalMove e) {
            throw GameInputs.illegal(e);
        }
        Game game = replay.game();
        // The move's place in the list as sent: after the whole history, even when the game ended earlier.
        int ply = history.size() + 1;
        if (replay.endVerdict() != null) throw GameInputs.gameOver(replay, ply, "detail.no_move_can_follow");
        Position before = game.last();
        Notation.Parsed parsed;
        try {
            parsed = Notation.parse(before, request.move(), lenient);
        } catch (MoveError e) {
            throw GameInputs.illegal(ply, before, e);
        }
        MoveInfo info = parsed.info();
        game = game.play(info);
        Move m = info.move();
        LegalMove lm = LegalMove.of(info, lang);
        MoveReport.PlayedMoveDetail detail = new MoveReport.PlayedMoveDetail(ply, info.uci(), info.san(),
                Square.name(m.from()), Square.name(m.to()), lm.piece(), lm.capture(), lm.promotion(), lm.castling(),
                lm.enPassant(), info.check(), info.checkmate(), lm.spoken(),
                parsed.forgiven().stream().map(f -> Messages.text(lang, f)).toList());
        return new MoveReport(detail, PositionReport.of(game, rules, start.warnings(), lang));
    }
}
