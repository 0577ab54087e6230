package dev.hakem.chess.text;

import dev.hakem.chess.board.Color;
import dev.hakem.chess.board.Role;

import java.util.List;

/**
 * A message as a key and its arguments, so that it can be worded in any language from templates
 * ({@code {0}}, {@code {1}}... stand for the arguments). Arguments are plain values (squares as
 * names, numbers, texts the user gave), {@link Role} and {@link Color}, which a translation words
 * too, or another phrase. The phrase is the message: the core's English texts are its English
 * templates, worded by {@link Wording}.
 *
 * <p>The templates of the core's keys ({@code fen.*}, {@code move.*}, {@code pgn.*}, {@code clock.*},
 * {@code offer.*}, and {@code role.*}, {@code color.*} for the arguments) are in
 * {@code messages/rules_en.properties} and {@code messages/rules_tr.properties}. A placeholder is
 * replaced in one pass, so an argument that contains "{1}" is never read as a template. A message
 * that begins with a side's name has one key per side ({@code fen.king_count.none.white}), since
 * English capitalises the name only there.
 */
public record Phrase(String key, List<Object> args) {

    public Phrase {
        args = List.copyOf(args);
    }

    public static Phrase of(String key, Object... args) {
        return new Phrase(key, List.of(args));
    }
}
