package dev.hakem.chess.text;

/**
 * A checked exception whose message is a {@link Phrase}: {@link #getMessage()} words it in English
 * when asked, a front end in any language. Without a stack trace: a refusal is an answer, and a
 * reader of many moves or games makes many.
 */
public abstract class PhrasedException extends Exception implements Phrased {
    private final transient Phrase phrase;

    protected PhrasedException(Phrase phrase) {
        super(null, null, false, false);
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
