package dev.hakem.api.problem;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonInclude;
import dev.hakem.api.i18n.Lang;
import dev.hakem.api.i18n.Messages;
import dev.hakem.chess.text.Phrase;
import io.quarkus.runtime.annotations.RegisterForReflection;
import java.util.List;
import java.util.Map;

/**
 * RFC 9457 problem details ({@code application/problem+json}). {@code code} is the stable,
 * machine-readable name of the problem; {@code errors} lists each individual fault found.
 */
@RegisterForReflection
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Problem(String type, String title, int status, String detail, String instance, String code,
                     List<Item> errors, List<Item> warnings, @com.fasterxml.jackson.annotation.JsonIgnore Map<String, Object> extensions) {

    public static final String MEDIA_TYPE = "application/problem+json";

    /**
     * One fault: a stable code, where it is (a FEN field, a JSON member), and a plain message,
     * worded from {@code phrase} in the request's language.
     */
    @RegisterForReflection
    public record Item(String code, String field, String message,
                       @com.fasterxml.jackson.annotation.JsonIgnore Phrase phrase) {

        public Item(String code, String field, String message) {
            this(code, field, message, null);
        }

        public static Item of(String code, String field, Phrase phrase) {
            return new Item(code, field, Messages.text(Lang.EN, phrase), phrase);
        }

        /** The item in another language. */
        public Item in(Lang lang) {
            if (phrase == null) return this;
            return new Item(code, field, Messages.text(lang, phrase), phrase);
        }

        public static List<Item> worded(List<Item> items, Lang lang) {
            if (items == null || lang == Lang.EN) return items;
            return items.stream().map(i -> i.in(lang)).toList();
        }
    }

    public static String title(Lang lang, String code) {
        return Messages.has(lang, "problem." + code) ? Messages.text(lang, "problem." + code)
                : Messages.text(lang, "problem.http_error", code.startsWith("http_") ? code.substring(5) : code);
    }

    /** Extra members (such as {@code ply}) written at the top level, as RFC 9457 allows. */
    @JsonAnyGetter
    public Map<String, Object> any() {
        return extensions == null ? Map.of() : extensions;
    }

    public static String typeFor(String code) {
        return "urn:hakem:problem:" + code.replace('_', '-');
    }
}
