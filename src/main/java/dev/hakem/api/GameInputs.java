package dev.hakem.api;

import com.fasterxml.jackson.databind.JsonNode;
import dev.hakem.chess.Color;
import dev.hakem.chess.Fen;
import dev.hakem.chess.MoveError;
import dev.hakem.chess.Position;
import dev.hakem.verdict.Replay;
import dev.hakem.verdict.RuleSet;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/** Reading the members of game and move requests, each fault a problem that names the member. */
final class GameInputs {
    private GameInputs() {}

    private static final Pattern MOVE_NUMBER = Pattern.compile("\\d+\\.+");

    static RuleSet rules(String text) {
        return RuleSet.parse(text).orElseThrow(() -> new ProblemException(400, "unknown_rules", "Unknown rule set",
                "rules '" + Inputs.abbreviate(text) + "' is not known; use 'fide' (the default) or 'online'",
                List.of(new Problem.Item("unknown_rules", "rules", "use 'fide' or 'online'")), null, null));
    }

    static Inputs.LoadedPosition start(String fen) {
        return fen == null ? new Inputs.LoadedPosition(Position.start(), List.of()) : Inputs.position(fen, "fen");
    }

    /** The moves member: an array of strings, or one string of moves separated by spaces (move numbers skipped). */
    static List<String> moves(JsonNode node, int maxPlies) {
        List<String> out = new ArrayList<>();
        if (node == null || node.isNull()) return out;
        if (node.isTextual()) {
            for (String token : node.asText().strip().split("\\s+")) {
                if (token.isEmpty() || MOVE_NUMBER.matcher(token).matches()) continue;
                String t = token.replaceFirst("^\\d+\\.+", "");
                out.add(t);
                if (out.size() > maxPlies) throw tooMany(maxPlies);
            }
            return out;
        }
        if (!node.isArray())
            throw invalidMember("moves", "'moves' must be an array of moves or a string of moves separated by spaces");
        if (node.size() > maxPlies) throw tooMany(maxPlies);
        for (int i = 0; i < node.size(); i++) {
            JsonNode m = node.get(i);
            if (!m.isTextual())
                throw invalidMember("moves[" + i + "]", "each move is a string in SAN or UCI; moves[" + i + "] is not");
            out.add(m.asText());
        }
        return out;
    }

    static Color flag(String text) {
        if (text == null) return null;
        switch (text.strip().toLowerCase()) {
            case "white": return Color.WHITE;
            case "black": return Color.BLACK;
            default: throw invalidMember("flag", "'flag' names the side whose time ran out: 'white' or 'black'");
        }
    }

    static ProblemException invalidMember(String member, String detail) {
        return new ProblemException(400, "invalid_member", "Invalid request member", detail,
                List.of(new Problem.Item("invalid_member", member, detail)), null, null);
    }

    static ProblemException tooMany(int maxPlies) {
        return new ProblemException(413, "too_many_moves", "Too many moves", "at most " + maxPlies
                + " moves are accepted in one request", null, null, null);
    }

    /** 422: the move at this ply is not legal (or not readable, or ambiguous) where it stands. */
    static ProblemException illegal(Replay.IllegalMove e) {
        return illegal(e.ply(), e.before(), e.error());
    }

    static ProblemException illegal(int ply, Position before, MoveError error) {
        String code = switch (error.reason()) {
            case AMBIGUOUS -> "ambiguous_move";
            case SYNTAX -> "unreadable_move";
            default -> "illegal_move";
        };
        String title = switch (error.reason()) {
            case AMBIGUOUS -> "Ambiguous move";
            case SYNTAX -> "Unreadable move";
            default -> "Illegal move";
        };
        Map<String, Object> ext = new LinkedHashMap<>();
        ext.put("ply", ply);
        ext.put("move", error.input());
        ext.put("fen", Fen.write(before));
        ext.put("reason", error.reason().code());
        ext.put("legalMoves", error.candidates());
        return new ProblemException(422, code, title, "move " + ply + " ('" + Inputs.abbreviate(error.input()) + "'): "
                + error.getMessage(), null, null, ext);
    }

    /**
     * 422 game_over: the history already ended the game, so nothing more can be played or
     * offered. {@code ply}, when given, is the refused request's place after the whole history.
     */
    static ProblemException gameOver(Replay.Result replay, Integer ply, String consequence) {
        Map<String, Object> ext = new LinkedHashMap<>();
        ext.put("reason", "game_over");
        if (ply != null) ext.put("ply", ply);
        ext.put("endPly", replay.endPly());
        ext.put("termination", replay.endVerdict().termination().code());
        ext.put("result", replay.endVerdict().result());
        String detail = "the game ended at ply " + replay.endPly() + " by " + replay.endVerdict().termination().code()
                + (replay.unplayed().isEmpty() ? "" : ", before the last " + replay.unplayed().size() + " move(s) of the history")
                + "; " + consequence;
        return new ProblemException(422, "game_over", "Game over", detail, null, null, ext);
    }
}
