package dev.hakem.api.request;

import com.fasterxml.jackson.databind.JsonNode;
import dev.hakem.api.problem.Problem;
import dev.hakem.api.problem.ProblemException;
import dev.hakem.api.problem.Problems;
import dev.hakem.chess.board.Color;
import dev.hakem.chess.text.Phrase;
import dev.hakem.chess.Chess960;
import dev.hakem.chess.Position;
import dev.hakem.chess.Variant;
import dev.hakem.verdict.RuleSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/** Reading the members of game and move requests, each fault a problem that names the member. */
public final class GameInputs {
    private GameInputs() {}

    /** A move number indication or a period on its own ("12.", "12...", "...", "12"), as the PGN standard allows. */
    private static final Pattern MOVE_NUMBER = Pattern.compile("\\d+\\.*|\\.+");

    public static RuleSet rules(String text) {
        return RuleSet.parse(text).orElseThrow(() -> new ProblemException(400, "unknown_rules",
                Phrase.of("detail.unknown_rules", Problems.abbreviate(text)),
                List.of(Problem.Item.of("unknown_rules", "rules", Phrase.of("item.unknown_rules"))), null, null));
    }

    /** The start of a game: the FEN when given, the standard start otherwise. */
    public static LoadedPosition start(String fen) {
        return start(fen, Variant.STANDARD);
    }

    /** The start of a game of the variant: the FEN when given, else the standard start (Chess960's number 518). */
    public static LoadedPosition start(String fen, Variant variant) {
        if (fen != null) return Inputs.position(fen, "fen", variant);
        return new LoadedPosition(variant == Variant.STANDARD ? Position.start() : Chess960.start(Chess960.STANDARD_NUMBER),
                List.of());
    }

    /**
     * The moves member: an array of strings, or one string of moves separated by spaces (move number
     * indications skipped in every spacing: "1. e4 ... e5", "1...e5", "2. ... Nc6").
     */
    public static List<String> moves(JsonNode node, int maxPlies) {
        List<String> out = new ArrayList<>();
        if (node == null || node.isNull()) return out;
        if (node.isTextual()) {
            for (String token : node.asText().strip().split("\\s+")) {
                if (token.isEmpty() || MOVE_NUMBER.matcher(token).matches()) continue;
                String t = token.replaceFirst("^\\d*\\.+", "");
                out.add(t);
                if (out.size() > maxPlies) throw Problems.tooManyMoves(maxPlies);
            }
            return out;
        }
        if (!node.isArray())
            throw Problems.invalidMember("moves", Phrase.of("detail.moves_type"));
        if (node.size() > maxPlies) throw Problems.tooManyMoves(maxPlies);
        for (int i = 0; i < node.size(); i++) {
            JsonNode m = node.get(i);
            if (!m.isTextual())
                throw Problems.invalidMember("moves[" + i + "]", Phrase.of("detail.move_type", i));
            out.add(m.asText());
        }
        return out;
    }

    /** The side whose flag fell, or null when none did. */
    public static Color flag(String text) {
        if (text == null) return null;
        Color side = side(text);
        if (side == null) throw Problems.invalidMember("flag", Phrase.of("detail.flag"));
        return side;
    }

    /** "white" or "black" (any case, spaces around), else null. */
    public static Color side(String text) {
        return switch (text.strip().toLowerCase(Locale.ROOT)) {
            case "white" -> Color.WHITE;
            case "black" -> Color.BLACK;
            default -> null;
        };
    }
}
