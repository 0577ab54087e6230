package dev.hakem.api.batch;

import dev.hakem.api.i18n.Lang;

/**
 * The answer lines of one kind of batch (games, or winnability questions): the line of each member,
 * with its report or its problem, and the last line of a body that stopped arriving.
 */
public interface BatchAnswers {

    /** One member's answer line, with its newline: its work done, or the problem that refused it. */
    byte[] answer(BatchItem item, Lang lang);

    /** The line of a batch whose body stopped arriving, given the members numbered so far. */
    byte[] unreadable(BatchSource source, String why, Lang lang);
}
