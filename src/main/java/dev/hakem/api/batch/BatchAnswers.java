package dev.hakem.api.batch;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectWriter;
import dev.hakem.api.problem.HttpProblems;
import dev.hakem.api.i18n.Lang;
import dev.hakem.api.problem.HttpLayerProblems;
import dev.hakem.api.problem.ProblemException;
import io.vertx.ext.web.RoutingContext;
import java.io.IOException;
import java.util.Arrays;

/**
 * The answer lines of one kind of batch (games, or winnability questions): the line of each member,
 * with its report or its problem, and the last line of a body that stopped arriving.
 */
public interface BatchAnswers {

    /** One member's answer line, with its newline: its work done, or the problem that refused it. */
    byte[] answer(BatchItem item, Lang lang);

    /**
     * The line of a member whose work was not done in time, with {@code problem} (422 deadline_exceeded)
     * in its stead; announced as every answered line is.
     */
    byte[] overdue(BatchItem item, ProblemException problem, Lang lang);

    /** The line of a batch whose body stopped arriving, given the members numbered so far. */
    byte[] unreadable(BatchSource source, String why, Lang lang);

    /**
     * The first member of a batch, read before the answer starts so that a batch that cannot be read, or
     * holds nothing, is refused as a whole (400 {@code body_unreadable}, or {@code empty_batch} with
     * {@code emptyDetail}).
     */
    static BatchItem first(BatchSource source, RoutingContext routing, String emptyDetail) {
        BatchItem first;
        try {
            first = source.next();
        } catch (IOException e) {
            HttpLayerProblems.closeAfterAnswer(routing);
            throw HttpProblems.bodyUnreadable(String.valueOf(e.getMessage()));
        }
        if (first == null) throw HttpProblems.emptyBatch(emptyDetail);
        return first;
    }

    /** One answer line as JSON, with its newline. */
    static byte[] line(ObjectWriter writer, Object answer) {
        try {
            byte[] json = writer.writeValueAsBytes(answer);
            byte[] line = Arrays.copyOf(json, json.length + 1);
            line[json.length] = '\n';
            return line;
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a batch answer could not be written as JSON", e);
        }
    }
}
