package dev.hakem.api;

import com.fasterxml.jackson.databind.JsonNode;
import dev.hakem.chess.Color;
import dev.hakem.chess.Fen;
import dev.hakem.chess.Phrase;
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
        return RuleSet.parse(text).orElseThrow(() -> new ProblemException(400, "unknown_rules",
                Phrase.of("detail.unknown_rules", Inputs.abbreviate(text)),
                List.of(Problem.Item.of("unknown_rules", "rules", Phrase.of("item.unknown_rules"))), null, null));
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
            throw invalidMember("moves", Phrase.of("detail.moves_type"));
        if (node.size() > maxPlies) throw tooMany(maxPlies);
        for (int i = 0; i < node.size(); i++) {
            JsonNode m = node.get(i);
            if (!m.isTextual())
                throw invalidMember("moves[" + i + "]", Phrase.of("detail.move_type", i));
            out.add(m.asText());
        }
        return out;
    }

    static Color flag(String text) {
        if (text == null) return null;
        switch (text.strip().toLowerCase()) {
            case "white": return Color.WHITE;
            case "black": return Color.BLACK;
            default: throw invalidMember("flag", Phrase.of("detail.flag"));
        }
    }

    static ProblemException invalidMember(String member, Phrase detail) {
        return ProblemException.about(400, "invalid_member", member, detail);
    }

    static ProblemException tooMany(int maxPlies) {
        return new ProblemException(413, "too_many_moves", Phrase.of("detail.too_many_moves", maxPlies), null, null,
                null);
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
        Map<String, Object> ext = new LinkedHashMap<>();
        ext.put("ply", ply);
        ext.put("move", error.input());
        ext.put("fen", Fen.write(before));
        ext.put("reason", error.reason().code());
        ext.put("legalMoves", error.candidates());
        return new ProblemException(422, code, Phrase.of("detail.illegal_move", ply, Inputs.abbreviate(error.input()),
                error.phrase()), null, null, ext);
    }

    /**
     * 422 game_over: the history already ended the game, so nothing more can be played or
     * offered. {@code ply}, when given, is the refused request's place after the whole history.
     */
    static ProblemException gameOver(Replay.Result replay, Integer ply, String consequenceKey) {
        Map<String, Object> ext = new LinkedHashMap<>();
        ext.put("reason", "game_over");
        if (ply != null) ext.put("ply", ply);
        ext.put("endPly", replay.endPly());
        ext.put("termination", replay.endVerdict().termination().code());
        ext.put("result", replay.endVerdict().outcome().pgn());
        Phrase termination = Phrase.of("termination." + replay.endVerdict().termination().code());
        Phrase consequence = Phrase.of(consequenceKey);
        Phrase detail = replay.unplayed().isEmpty()
                ? Phrase.of("detail.game_over", replay.endPly(), termination, consequence)
                : Phrase.of("detail.game_over_unplayed", replay.endPly(), termination, consequence, replay.unplayed().size());
        return new ProblemException(422, "game_over", detail, null, null, ext);
    }
}
