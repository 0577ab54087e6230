package dev.hakem.api.request;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import dev.hakem.api.problem.HttpProblems;
import dev.hakem.api.problem.ProblemMappers;
import dev.hakem.chess.text.Phrase;
import java.io.CharConversionException;
import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * A JSON request body read by the resource itself (to choose where the work runs from the body's
 * size), with the outcome the REST layer's Jackson reader gives: no body, or one with nothing but
 * whitespace, is null; JSON that is not the record expected is the same problem as there.
 */
public final class JsonBody {
    private JsonBody() {}

    /** Jackson's message for a document without a value (RESTEasy's reader reads it as no body too). */
    private static final String NO_CONTENT = "No content to map due to end-of-input";

    public static <T> T read(ObjectReader reader, byte[] body) {
        if (body == null || body.length == 0) return null;
        try {
            return reader.readValue(body);
        } catch (MismatchedInputException e) {
            if (e.getOriginalMessage() != null && e.getOriginalMessage().startsWith(NO_CONTENT)) return null;
            throw ProblemMappers.malformedJson(e);
        } catch (JsonProcessingException e) {
            throw ProblemMappers.malformedJson(e);
        } catch (CharConversionException e) {
            // Bytes the parser took for UTF-32 (it guesses the encoding from the first four) and cannot decode.
            throw HttpProblems.malformedJson(Phrase.of("detail.json_encoding"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
