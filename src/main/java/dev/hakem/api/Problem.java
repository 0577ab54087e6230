package dev.hakem.api;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonInclude;
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

    /** One fault: a stable code, where it is (a FEN field, a JSON member), and a plain message. */
    @RegisterForReflection
    public record Item(String code, String field, String message) {}

    /** Extra members (such as {@code ply}) written at the top level, as RFC 9457 allows. */
    @JsonAnyGetter
    public Map<String, Object> any() {
        return extensions == null ? Map.of() : extensions;
    }

    static String typeFor(String code) {
        return "urn:hakem:problem:" + code.replace('_', '-');
    }
}
