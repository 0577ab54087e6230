package dev.hakem.api.request;

import com.fasterxml.jackson.databind.JsonNode;
import dev.hakem.api.problem.Problems;
import dev.hakem.chess.board.Color;
import dev.hakem.chess.text.Phrase;
import dev.hakem.verdict.ending.GameEnd;
import dev.hakem.verdict.InvalidArgumentException;
import dev.hakem.verdict.TimeControl;
import java.util.Iterator;
import java.util.Set;

/**
 * Reading the end member of a game request: how the game ended beyond the board, each fault a 400
 * problem that names the member ({@code end.by}, {@code end.side}, ...).
 *
 * <pre>
 * {"by": "resignation" | "flag" | "illegal_move" | "agreement" | "claim",
 *  "side": "white" | "black",                 the side the event is about (not for an agreement)
 *  "timeControl": "15+10",                    flag, illegal_move, claim: the FIDE class decides the penalty
 *  "supervision": "full" | "inadequate",      flag, illegal_move: the Competition Rules or Appendix A.5
 *  "count": 2,                                illegal_move: the player's completed illegal moves, this one included
 *  "answered": true,                          illegal_move: the opponent has moved since (A.5.2)
 *  "claim": "threefold_repetition" | "fifty_moves",   claim: what it rests on
 *  "move": "Nf3"}                             claim: the move written, not made (9.2.1, 9.3.1)
 * </pre>
 */
public final class EndInputs {
    private EndInputs() {}

    private static final Set<String> MEMBERS = Set.of("by", "side", "timeControl", "supervision", "count", "answered",
            "claim", "move");

    /** The event, or null when the member is absent or null; {@code flag} is the shorthand for a flag fall. */
    public static GameEnd read(JsonNode node, String flagText, boolean lenient) {
        Color flag = GameInputs.flag(flagText);
        if (node == null || node.isNull()) return flag == null ? null : new GameEnd.Flag(flag, null, null);
        if (flag != null) throw Problems.invalidMember("end", Phrase.of("detail.end_and_flag"));
        if (!node.isObject()) throw Problems.invalidMember("end", Phrase.of("detail.end_object"));
        for (Iterator<String> names = node.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!MEMBERS.contains(name))
                throw Problems.invalidMember("end." + name, Phrase.of("detail.end_unknown_member", Problems.abbreviate(name)));
        }
        String by = text(node, "by");
        if (by == null) throw Problems.invalidMember("end.by", Phrase.of("detail.end_by"));
        TimeControl clock = clock(node);
        GameEnd.Supervision supervision = supervision(node);
        switch (by.strip().toLowerCase(java.util.Locale.ROOT)) {
            case "resignation":
                only(node, "resignation", "by", "side");
                return new GameEnd.Resignation(side(node, true));
            case "flag":
                only(node, "flag", "by", "side", "timeControl", "supervision");
                return new GameEnd.Flag(side(node, true), clock, supervision);
            case "illegal_move":
                only(node, "illegal_move", "by", "side", "timeControl", "supervision", "count", "answered");
                return new GameEnd.IllegalMove(side(node, true), count(node), clock, supervision, answered(node));
            case "agreement":
                only(node, "agreement", "by", "side");
                return new GameEnd.Agreement(side(node, false));
            case "claim":
                only(node, "claim", "by", "side", "timeControl", "claim", "move");
                String kind = text(node, "claim");
                GameEnd.ClaimKind k = kind == null ? null : GameEnd.ClaimKind.parse(kind).orElse(null);
                if (k == null) throw Problems.invalidMember("end.claim", Phrase.of("detail.end_claim"));
                JsonNode move = node.get("move");
                if (move != null && !move.isNull() && !move.isTextual())
                    throw Problems.invalidMember("end.move", Phrase.of("detail.end_move"));
                String m = move == null || move.isNull() ? null : move.asText();
                return new GameEnd.Claim(side(node, true), k, m, lenient, clock);
            default:
                throw Problems.invalidMember("end.by", Phrase.of("detail.end_by"));
        }
    }

    /** A member that the event does not take is refused, so a misplaced one does not pass silently. */
    private static void only(JsonNode node, String by, String... allowed) {
        Set<String> ok = Set.of(allowed);
        for (Iterator<String> names = node.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!ok.contains(name) && !node.get(name).isNull())
                throw Problems.invalidMember("end." + name, Phrase.of("detail.end_member_not_for", name, by));
        }
    }

    private static String text(JsonNode node, String name) {
        JsonNode v = node.get(name);
        return v != null && v.isTextual() ? v.asText() : null;
    }

    private static Color side(JsonNode node, boolean required) {
        JsonNode v = node.get("side");
        if (v == null || v.isNull()) {
            if (required) throw Problems.invalidMember("end.side", Phrase.of("detail.end_side"));
            return null;
        }
        Color side = v.isTextual() ? GameInputs.side(v.asText()) : null;
        if (side == null) throw Problems.invalidMember("end.side", Phrase.of("detail.end_side"));
        return side;
    }

    private static TimeControl clock(JsonNode node) {
        JsonNode v = node.get("timeControl");
        if (v == null || v.isNull()) return null;
        if (!v.isTextual()) throw Problems.invalidMember("end.timeControl", Phrase.of("detail.end_time_control"));
        try {
            return TimeControl.parse(v.asText());
        } catch (InvalidArgumentException e) {
            throw Problems.invalidMember("end.timeControl", e.phrase());
        }
    }

    private static GameEnd.Supervision supervision(JsonNode node) {
        JsonNode v = node.get("supervision");
        if (v == null || v.isNull()) return GameEnd.Supervision.FULL;
        GameEnd.Supervision s = v.isTextual() ? GameEnd.Supervision.parse(v.asText()).orElse(null) : null;
        if (s == null) throw Problems.invalidMember("end.supervision", Phrase.of("detail.end_supervision"));
        return s;
    }

    private static int count(JsonNode node) {
        JsonNode v = node.get("count");
        if (v == null || v.isNull()) return 1;
        if (!v.isIntegralNumber() || !v.canConvertToInt() || v.asInt() < 1)
            throw Problems.invalidMember("end.count", Phrase.of("detail.end_count"));
        return v.asInt();
    }

    private static boolean answered(JsonNode node) {
        JsonNode v = node.get("answered");
        if (v == null || v.isNull()) return false;
        if (!v.isBoolean()) throw Problems.invalidMember("end.answered", Phrase.of("detail.end_answered"));
        return v.booleanValue();
    }
}
