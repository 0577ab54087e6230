package dev.hakem.api.request;

import com.fasterxml.jackson.databind.JsonNode;
import dev.hakem.api.HakemConfig;
import dev.hakem.api.problem.Problems;
import dev.hakem.verdict.Replay;
import dev.hakem.verdict.RuleSet;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.util.List;

/**
 * The one way a request's {@code fen}, {@code moves}, {@code rules} and {@code lenient} become a
 * replayed game, or the problem that says which member is wrong: every endpoint that takes a
 * history reads it here, bounded by hakem.game.max-plies.
 */
@Singleton
public class RequestReader {

    private final int maxPlies;

    @Inject
    public RequestReader(HakemConfig config) {
        this(config.game().maxPlies());
    }

    public RequestReader(int maxPlies) {
        this.maxPlies = maxPlies;
    }

    public int maxPlies() {
        return maxPlies;
    }

    /** The body itself, refused when the request had none. */
    public static <T> T body(T request) {
        if (request == null) throw Problems.bodyRequired();
        return request;
    }

    public List<String> moves(JsonNode node) {
        return GameInputs.moves(node, maxPlies);
    }

    /**
     * The game the members describe, played under the rules until they end it (moves written after
     * the end are kept unplayed); an illegal move is a 422 problem naming its ply.
     */
    public Replayed replay(String fen, JsonNode moves, String rulesText, Boolean lenient) {
        return replay(fen, moves, rulesText, lenient, null);
    }

    /** {@link #replay(String, JsonNode, String, Boolean)} in the variant the text names (standard when null). */
    public Replayed replay(String fen, JsonNode moves, String rulesText, Boolean lenient, String variantText) {
        RuleSet rules = GameInputs.rules(rulesText);
        LoadedPosition start = GameInputs.start(fen, Inputs.variant(variantText));
        return replay(start, moves(moves), rules, Boolean.TRUE.equals(lenient));
    }

    public static Replayed replay(LoadedPosition start, List<String> moves, RuleSet rules, boolean lenient) {
        try {
            return new Replayed(start, rules, lenient, moves, Replay.play(start.position(), moves, rules, lenient));
        } catch (Replay.IllegalMove e) {
            throw Problems.illegal(e);
        }
    }

    /** Every move played, past any automatic end: for questions about the last position alone. */
    public Replayed replayThrough(String fen, JsonNode moves, Boolean lenient, String variantText) {
        LoadedPosition start = GameInputs.start(fen, Inputs.variant(variantText));
        List<String> list = moves(moves);
        boolean isLenient = Boolean.TRUE.equals(lenient);
        try {
            return new Replayed(start, RuleSet.FIDE, isLenient, list, Replay.playThrough(start.position(), list, isLenient));
        } catch (Replay.IllegalMove e) {
            throw Problems.illegal(e);
        }
    }
}
