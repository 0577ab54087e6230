package dev.hakem.verdict;

import dev.hakem.chess.Phrase;

/**
 * An argument refused with a plain English message and the same message as a {@link Phrase}, so
 * that a front end can word it in other languages. Callers that only want the English text can
 * keep catching {@link IllegalArgumentException}.
 */
public class InvalidArgumentException extends IllegalArgumentException {
    private final transient Phrase phrase;

    public InvalidArgumentException(Phrase phrase, String message) {
        super(message);
        this.phrase = phrase;
    }

    /** The message as a key and arguments, for other languages. */
    public Phrase phrase() {
        return phrase;
    }
}
