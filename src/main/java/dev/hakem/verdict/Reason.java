package dev.hakem.verdict;

import dev.hakem.chess.text.Phrase;

/** Why a verdict was reached: in English, and as a phrase a front end words in another language. */
public record Reason(String text, Phrase phrase) {

    public static Reason of(String text, String key, Object... args) {
        return new Reason(text, Phrase.of(key, args));
    }
}
