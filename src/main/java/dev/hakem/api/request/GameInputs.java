package dev.hakem.api.request;

import com.fasterxml.jackson.databind.JsonNode;
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

/** Reading the members of game and move requests, each fault a problem that names the member. */
public final class GameInputs {
    private GameInputs() {}

    public static RuleSet rules(String text) {
        return RuleSet.parse(text).orElseThrow(() -> Problems.unknownRules(text));
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
        if (node.isTextual()) return moves(node.asText(), maxPlies);
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

    /**
     * One string of moves separated by white space, read a token at a time and no further than the move
     * past the cap: a megabyte of one-letter moves is not split into half a million strings first. An
     * en-passant mark standing apart right after a move ("exf6 e.p.") stays with that move.
     * White space at either end is dropped as {@link String#strip} drops it.
     */
    public static List<String> moves(CharSequence text, int maxPlies) {
        List<String> out = new ArrayList<>();
        int at = 0, end = text.length();
        while (end > 0 && Character.isWhitespace(text.charAt(end - 1))) end--;
        while (at < end && Character.isWhitespace(text.charAt(at))) at++;
        boolean afterMove = false;
        while (true) {
            while (at < end && space(text.charAt(at))) at++;
            if (at == end) return out;
            int start = at;
            while (at < end && !space(text.charAt(at))) at++;
            String move = move(text, start, at);
            if (move == null) {
                afterMove = false;
                continue;
            }
            if (afterMove && isEpMark(move)) {
                // "exf6 e.p." (FIDE Appendix C): the mark is part of the move before it, whose reader judges it.
                out.set(out.size() - 1, out.get(out.size() - 1) + " " + move);
                afterMove = false;
                continue;
            }
            if (out.size() == maxPlies) throw Problems.tooManyMoves(maxPlies);
            out.add(move);
            afterMove = true;
        }
    }

    /** The en-passant mark written as a token of its own: "e.p." or "ep". */
    private static boolean isEpMark(String token) {
        return token.equals("e.p.") || token.equals("ep");
    }

    /** White space between moves: what the regular expression \s matches (space, tab, line breaks, form feed, vertical tab). */
    private static boolean space(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\u000B';
    }

    /**
     * The move in text[start, end), its move number indication dropped ("12.e4", "12...e5"); null for
     * a move number indication or periods on their own ("12.", "12...", "...", "12"), as the PGN
     * standard allows.
     */
    private static String move(CharSequence text, int start, int end) {
        int at = start;
        while (at < end && text.charAt(at) >= '0' && text.charAt(at) <= '9') at++;
        int digits = at;
        while (at < end && text.charAt(at) == '.') at++;
        if (at == end) return null;
        return text.subSequence(at > digits ? at : start, end).toString();
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
