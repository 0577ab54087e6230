package dev.hakem.ops;

import static org.junit.jupiter.api.Assertions.*;

import dev.hakem.api.ops.RequestIds;
import org.junit.jupiter.api.Test;

/** Which incoming X-Request-Id values are echoed and logged as they are. */
class RequestIdsTest {

    @Test
    void commonIdFormatsAreAccepted() {
        for (String id : new String[] {"7f9c2d4e-1b2a-4c3d-9e8f-0a1b2c3d4e5f", "req_42", "a", "Root=1-5759e988-bd862e3fe1be46a994272793",
                "trace.id:span/7+x=y@z"})
            assertEquals(id, RequestIds.accept(id), id);
        assertEquals(128, RequestIds.accept("x".repeat(128)).length());
    }

    @Test
    void anythingThatCouldForgeALogLineOrHeaderIsRefused() {
        for (String id : new String[] {null, "", "x".repeat(129), "two words", "line\nbreak", "cr\rlf", "tab\t", "quote\"",
                "<script>", "semi;colon", "comma,", "é", "\u0000", "{json}"})
            assertNull(RequestIds.accept(id), String.valueOf(id));
    }
}
