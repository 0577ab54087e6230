package dev.hakem.verdict;

import dev.hakem.chess.text.Phrase;
import dev.hakem.chess.text.Phrased;

/**
 * An argument refused, with the reason as a {@link Phrase}, so that a front end can word it in
 * any language. Callers that only want the English text can keep catching
 * {@link IllegalArgumentException}.
 */
public class InvalidArgumentException extends IllegalArgumentException implements Phrased {
    private final transient Phrase phrase;

    public InvalidArgumentException(Phrase phrase) {
        this.phrase = phrase;
    }

    @Override
    public Phrase phrase() {
        return phrase;
    }

    /** The phrase in plain English. */
    @Override
    public String getMessage() {
        return message();
    }
}
