package dev.hakem.api.position;

import dev.hakem.api.request.Inputs;
import dev.hakem.api.problem.Problem;
import dev.hakem.api.problem.ProblemException;
import dev.hakem.api.i18n.Lang;
import dev.hakem.api.i18n.Messages;

import dev.hakem.chess.Phrase;
import dev.hakem.chess.Move;
import dev.hakem.chess.Piece;
import dev.hakem.chess.Position;
import dev.hakem.chess.Role;
import dev.hakem.chess.Square;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.jboss.resteasy.reactive.RestQuery;

/**
 * For boards: where the picked-up piece may go (chessground-compatible {@code dests} without a
 * square), with the messages a board shows a player, in English or Turkish.
 */
@Path("/v1/position/highlights")
@Produces(MediaType.APPLICATION_JSON)
public class HighlightsResource {

    private static final List<String> PROMOTIONS = List.of(Role.QUEEN.label(), Role.ROOK.label(), Role.BISHOP.label(),
            Role.KNIGHT.label());

    @GET
    @Operation(summary = "Targets of the piece on a square (moves, captures, castling and promotion), the king in "
            + "check, and why a piece cannot move; without a square, every movable square with its targets (dests)")
    @APIResponse(responseCode = "200", description = "with square: the piece, its targets, checkSquare and reason; "
            + "without: {\"dests\": {square: [targets]}}",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(oneOf = {
                    HighlightsReport.Square.class, HighlightsReport.Dests.class})))
    @APIResponse(responseCode = "400", description = "missing or invalid FEN, or a square that is not a square name",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    public Response get(@Parameter(description = "the position as FEN", required = true) @RestQuery String fen,
                        @Parameter(description = "a square name, such as e2; without it, the dests of every piece")
                        @RestQuery String square,
                        @Parameter(description = "tr for Turkish messages; English otherwise")
                        @HeaderParam(HttpHeaders.ACCEPT_LANGUAGE) String acceptLanguage) {
        Position position = Inputs.position(fen, "fen").position();
        Lang language = Lang.of(acceptLanguage);
        Object body;
        if (square == null) {
            body = new HighlightsReport.Dests(dests(position));
        } else {
            int sq = Square.parse(square.strip());
            if (sq < 0)
                throw new ProblemException(400, "invalid_square", Phrase.of("detail.invalid_square",
                        Inputs.abbreviate(square)), List.of(Problem.Item.of("invalid_square", "square",
                        Phrase.of("item.invalid_square"))), null, null);
            body = highlight(position, sq, language);
        }
        return Response.ok(body, MediaType.APPLICATION_JSON_TYPE).build();
    }

    /**
     * Every square with a piece that has a legal move, to its targets (castling: king's destination
     * and rook square), squares in the order a1, b1, ..., h8.
     */
    public static Map<String, List<String>> dests(Position p) {
        Map<Integer, TreeSet<Integer>> bySquare = new TreeMap<>();
        for (Move m : p.legalMoves())
            for (int to : targets(m)) bySquare.computeIfAbsent(m.from(), k -> new TreeSet<>()).add(to);
        Map<String, List<String>> out = new LinkedHashMap<>();
        bySquare.forEach((from, targets) -> out.put(Square.name(from), targets.stream().map(Square::name).toList()));
        return out;
    }

    public static HighlightsReport.Square highlight(Position p, int sq, Lang language) {
        String name = Square.name(sq);
        String checkSquare = p.isCheck() ? Square.name(p.kingSquare(p.turn())) : null;
        Piece piece = p.pieceAt(sq);
        if (piece == null)
            return new HighlightsReport.Square(name, null, null, List.of(), checkSquare, reason("empty_square", language));
        String role = piece.role().label(), color = piece.color().label();
        if (piece.color() != p.turn())
            return new HighlightsReport.Square(name, role, color, List.of(), checkSquare, reason("not_your_turn", language));
        Map<Integer, HighlightsReport.Target> targets = new TreeMap<>();
        for (Move m : p.legalMoves()) {
            if (m.from() != sq) continue;
            String kind = m.capture() != null ? "capture" : "move";
            List<String> promotions = m instanceof Move.Promotion ? PROMOTIONS : null;
            for (int to : targets(m))
                targets.putIfAbsent(to, new HighlightsReport.Target(Square.name(to), kind, promotions));
        }
        HighlightsReport.Reason reason = null;
        if (targets.isEmpty()) reason = reason(p.isCheck() ? "king_in_check" : "piece_cannot_move", language);
        return new HighlightsReport.Square(name, role, color, List.copyOf(targets.values()), checkSquare, reason);
    }

    /** The squares a board accepts for a move: its destination, and for castling also the rook's square. */
    private static int[] targets(Move m) {
        return m instanceof Move.Castle c ? new int[] {c.to(), c.rook()} : new int[] {m.to()};
    }

    private static HighlightsReport.Reason reason(String code, Lang language) {
        return new HighlightsReport.Reason(code, Messages.text(language, "highlight." + code));
    }
}
