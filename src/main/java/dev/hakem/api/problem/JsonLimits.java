package dev.hakem.api.problem;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.JsonMappingException;
import dev.hakem.chess.text.Phrase;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Words what the JSON reader refuses by the service's settings (api.json.JsonSettings): a limit of
 * its constraints, a member given twice, content after the value. Jackson says which in its message
 * only, by the name of the constraint's getter and the words of its checks; tests pin each.
 */
final class JsonLimits {
    private JsonLimits() {}

    private static final Pattern CAP = Pattern.compile("maximum allowed \\((\\d+)");
    private static final Pattern DUPLICATE = Pattern.compile("^Duplicate (?:field|Object property) '(.*)'", Pattern.DOTALL);

    /**
     * A body past one of the reader's limits: 400 malformed_json when nested too deep (no document of
     * the contract is), 413 json_too_large for a string, name, number, document or count of values
     * past its cap; the member it was read for, when known, and the cap are named. Null for anything else.
     */
    static ProblemException problem(JsonProcessingException e) {
        StreamConstraintsException c = constraint(e);
        if (c == null) return null;
        String message = String.valueOf(c.getOriginalMessage());
        Matcher m = CAP.matcher(message);
        String cap = m.find() ? m.group(1) : null;
        String key = cap == null ? null
                : message.contains("getMaxNestingDepth") ? "detail.json_limit_nesting"
                : message.contains("getMaxStringLength") ? "detail.json_limit_string"
                : message.contains("getMaxNameLength") ? "detail.json_limit_name"
                : message.contains("getMaxNumberLength") ? "detail.json_limit_number"
                : message.contains("getMaxTokenCount") ? "detail.json_limit_tokens"
                : message.contains("getMaxDocumentLength") ? "detail.json_limit_document" : null;
        Phrase what = key == null ? Phrase.of("detail.json_limit_other") : Phrase.of(key, Long.parseLong(cap));
        String member = member(e);
        if (member != null) what = Phrase.of("detail.json_in_member", what, Problems.abbreviate(member));
        if (e.getLocation() != null)
            what = Phrase.of("detail.json_located", what, e.getLocation().getLineNr(), e.getLocation().getColumnNr());
        if ("detail.json_limit_nesting".equals(key)) return HttpProblems.malformedJson(what);
        return LimitProblems.jsonTooLarge(what);
    }

    /** What strict JSON refuses, worded: a member given twice, content after the value; else "not JSON". */
    static Phrase strictness(JsonProcessingException e) {
        String message = String.valueOf(e.getOriginalMessage());
        Matcher duplicate = DUPLICATE.matcher(message);
        if (duplicate.find()) return Phrase.of("detail.json_duplicate", Problems.abbreviate(duplicate.group(1)));
        if (message.contains("FAIL_ON_TRAILING_TOKENS")) return Phrase.of("detail.json_trailing");
        return Phrase.of("detail.json_not_json");
    }

    private static StreamConstraintsException constraint(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause())
            if (t instanceof StreamConstraintsException c) return c;
        return null;
    }

    /** The member being read, as the mapper's path names it (moves[3] for an element), or null. */
    private static String member(JsonProcessingException e) {
        if (!(e instanceof JsonMappingException m)) return null;
        List<JsonMappingException.Reference> path = m.getPath();
        StringBuilder out = new StringBuilder();
        for (JsonMappingException.Reference r : path) {
            if (r.getFieldName() != null) out.append(out.length() == 0 ? "" : ".").append(r.getFieldName());
            else if (r.getIndex() >= 0) out.append('[').append(r.getIndex()).append(']');
        }
        return out.length() == 0 ? null : out.toString();
    }
}
