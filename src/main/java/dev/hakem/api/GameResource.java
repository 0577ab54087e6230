package dev.hakem.api;

import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.HeaderParam;
import dev.hakem.chess.Color;
import dev.hakem.chess.Fen;
import dev.hakem.chess.MoveInfo;
import dev.hakem.chess.Phrase;
import dev.hakem.chess.Position;
import dev.hakem.chess.pgn.PgnGame;
import dev.hakem.verdict.FlagFall;
import dev.hakem.verdict.Game;
import dev.hakem.verdict.Replay;
import dev.hakem.verdict.RuleSet;
import dev.hakem.verdict.Winnability;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;

/** Adjudicates a whole game: for arbiters settling a dispute, and for servers checking a finished game. */
@Path("/v1/game")
@Consumes(MediaType.APPLICATION_JSON)
@Produces({MediaType.APPLICATION_JSON, PgnWriter.MEDIA_TYPE})
public class GameResource {

    @ConfigProperty(name = "hakem.game.max-plies", defaultValue = "2000")
    int maxPlies;

    @ConfigProperty(name = "hakem.winnability.max-nodes", defaultValue = "100000")
    long winnabilityNodes;

    @ConfigProperty(name = "hakem.winnability.timeout", defaultValue = "2s")
    Duration winnabilityTimeout;

    @POST
    @Operation(summary = "Play a list of moves (SAN or UCI) or a game in PGN and adjudicate it under a rule set",
            description = "With 'pgn' instead of 'fen' and 'moves', the game's FEN/SetUp tags set the start, its main "
                    + "line is read leniently and its Result tag is checked against the verdict ('pgnResult'). With "
                    + "'Accept: application/x-chess-pgn' the game comes back as PGN: the Seven Tag Roster (the PGN's "
                    + "own tags when given) with the verdict's Result, FEN and SetUp for a non-standard start, a "
                    + "Termination tag, and the move text.")
    @APIResponse(responseCode = "200", description = "the game report (JSON), or the game as PGN",
            content = {@Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = GameReport.class)),
                    @Content(mediaType = PgnWriter.MEDIA_TYPE, schema = @Schema(type = SchemaType.STRING))})
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
        return adjudicate(request, Lang.of(acceptLanguage));
    }

    /** The game of a request, its messages in {@code lang}: for this endpoint and for each game of a batch. */
    GameReport adjudicate(Requests.GameRequest request, Lang lang) {
        if (request == null) throw GameInputs.invalidMember("body", Phrase.of("detail.body_required"));
        RuleSet rules = GameInputs.rules(request.rules());
        Color flag = GameInputs.flag(request.flag());
        if (request.pgn() != null) return postPgn(request, rules, flag, lang);
        Inputs.LoadedPosition start = GameInputs.start(request.fen());
        List<String> moves = GameInputs.moves(request.moves(), maxPlies);
        Replay.Result replay;
        try {
            replay = Replay.play(start.position(), moves, rules, Boolean.TRUE.equals(request.lenient()));
        } catch (Replay.IllegalMove e) {
            throw GameInputs.illegal(e);
        }
        return report(replay, rules, flag, start, new Winnability.Budget(winnabilityNodes, winnabilityTimeout.toNanos()),
                lang);
    }

    /** A game given as PGN: its tags set the start, its main line is read leniently, its result is checked. */
    private GameReport postPgn(Requests.GameRequest request, RuleSet rules, Color flag, Lang lang) {
        if (request.fen() != null || (request.moves() != null && !request.moves().isNull()))
            throw GameInputs.invalidMember("pgn", Phrase.of("detail.pgn_or_moves"));
        PgnGame pgn = PgnInputs.read(request.pgn(), maxPlies);
        Inputs.LoadedPosition start = PgnInputs.start(pgn);
        Replay.Result replay;
        try {
            replay = Replay.play(start.position(), pgn.moves(), rules, true);
        } catch (Replay.IllegalMove e) {
            throw GameInputs.illegal(e);
        }
        GameReport r = report(replay, rules, flag, start, new Winnability.Budget(winnabilityNodes, winnabilityTimeout.toNanos()),
                lang);
        return new GameReport(r.rules(), r.startFen(), r.moves(), r.position(), r.result(), r.termination(), r.rule(),
                r.summary(), r.endPly(), r.unplayedMoves(), r.repetitions(), r.flag(), r.warnings(), PgnInputs.judge(pgn, r, lang));
    }

    static GameReport report(Replay.Result replay, RuleSet rules, Color flag, Inputs.LoadedPosition start,
                             Winnability.Budget budget, Lang lang) {
        Game game = replay.game();
        List<GameReport.PlayedMove> played = new ArrayList<>(game.plies());
        for (int ply = 1; ply <= game.plies(); ply++) {
            MoveInfo m = game.move(ply);
            played.add(new GameReport.PlayedMove(ply, m.san(), m.uci(), Fen.write(m.after()), Spoken.of(m, lang),
                    replay.forgiven().get(ply - 1).stream().map(f -> Messages.text(lang, f)).toList()));
        }
        PositionReport position = PositionReport.of(game, rules, List.of(), lang);
        String result = position.result();
        String termination = position.termination();
        String rule = position.rule();
        String summary = position.summary();
        GameReport.FlagReport flagReport = null;
        if (flag != null) {
            if (termination != null) {
                flagReport = new GameReport.FlagReport(flag.label(), null, null, true, null,
                        Messages.text(lang, "flag.already_ended", Phrase.of("termination." + termination)));
            } else {
                FlagFall f = FlagFall.judge(game.last(), flag, rules, budget);
                result = f.outcome().pgn();
                termination = f.termination().code();
                rule = Messages.text(lang, rules == RuleSet.ONLINE ? "rule.online_flag" : "rule." + f.termination().code());
                summary = PositionReport.summary(f.termination(), f.outcome(), lang);
                flagReport = new GameReport.FlagReport(flag.label(), f.opponentCanMate().name().toLowerCase(),
                        Messages.text(lang, f.basis()),
                        f.certain(), WinnabilityReport.helpmate(game.last(), f.helpmate()), null);
            }
        }
        Integer endPly = replay.endPly() >= 0 ? Integer.valueOf(replay.endPly()) : termination != null ? game.plies() : null;
        return new GameReport(rules.id(), Fen.write(game.start()), played, position, result, termination, rule, summary,
                endPly, replay.unplayed(), repetitions(game), flagReport, Problem.Item.worded(start.warnings(), lang), null);
    }

    /** Every position that stood more than once, with its plies, in order of first occurrence. */
    static List<GameReport.Repetition> repetitions(Game game) {
        Map<Long, List<Integer>> byKey = new LinkedHashMap<>();
        for (int i = 0; i <= game.plies(); i++)
            byKey.computeIfAbsent(game.position(i).zobrist(), k -> new ArrayList<>()).add(i);
        List<GameReport.Repetition> out = new ArrayList<>();
        for (List<Integer> bucket : byKey.values()) {
            // Equal keys are candidates; the position fields decide (a key collision splits the bucket).
            while (bucket.size() > 1) {
                Position p = game.position(bucket.get(0));
                List<Integer> same = new ArrayList<>(), rest = new ArrayList<>();
                for (int ply : bucket) (game.position(ply).sameAs(p) ? same : rest).add(ply);
                if (same.size() > 1) out.add(new GameReport.Repetition(Fen.identity(p), same));
                bucket = rest;
            }
        }
        out.sort((a, b) -> Integer.compare(a.plies().get(0), b.plies().get(0)));
        return out;
    }
}
