package dev.hakem.chess.text;

/**
 * Something said as a {@link Phrase}: a refusal, a problem, a fault. The phrase is worded in the
 * request's language by whoever answers, and in English by {@link #message()} (as the core says it:
 * logs, {@link Exception#getMessage()}, tests).
 */
public interface Phrased {

    /** The message as a key and arguments, for other languages. */
    Phrase phrase();

    /** The phrase in plain English. */
    default String message() {
        return Wording.english(phrase());
    }
}
