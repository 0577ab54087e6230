package dev.hakem.chess.notation;

import dev.hakem.chess.Move;
import dev.hakem.chess.Position;
import dev.hakem.chess.text.Phrase;

import java.util.List;
import java.util.regex.Pattern;

/** Reads a move written either in UCI ("g1f3", "e7e8q", "e1h1") or in SAN ("Nf3", "O-O"). */
public final class Notation {
    private Notation() {}

    private static final Pattern UCI = Pattern.compile("[a-h][1-8][a-h][1-8][qrbn]?");

    /**
     * The move (with its SAN, UCI and the position after it) and what the lenient SAN reader forgave
     * (keys {@code move.forgiven.*}).
     */
    public record Parsed(MoveInfo info, List<Phrase> forgiven) {
        public Move move() {
            return info.move();
        }
    }

    public static Parsed parse(Position p, String text, boolean lenient) throws MoveError {
        if (text == null) throw MoveError.syntax("", "empty");
        String s = text.strip();
        if (UCI.matcher(s).matches()) return new Parsed(MoveInfo.of(p, Uci.parse(p, s)), List.of());
        San.Parsed san = San.parse(p, s, lenient);
        return new Parsed(san.info(), san.forgiven());
    }
}
