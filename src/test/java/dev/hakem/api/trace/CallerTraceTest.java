package dev.hakem.api.trace;

import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.*;

/** Which traceparent headers pass into the logs when tracing is off: W3C Trace Context's, and nothing else. */
class CallerTraceTest {

    @Test
    void aValidTraceparentIsTaken() {
        assertTrue(CallerTrace.valid("00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01"));
        assertTrue(CallerTrace.valid("00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-00"));
        // A later version may add fields after a dash.
        assertTrue(CallerTrace.valid("01-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01-what-comes"));
    }

    @Test
    void anythingElseIsIgnored() {
        for (String bad : new String[] {"", "00", "garbage",
                "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01-extra",
                "ff-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01",
                "00-00000000000000000000000000000000-00f067aa0ba902b7-01",
                "00-4bf92f3577b34da6a3ce929d0e0e4736-0000000000000000-01",
                "00-4BF92F3577B34DA6A3CE929D0E0E4736-00f067aa0ba902b7-01",
                "00-4bf92f3577b34da6a3ce929d0e0e473-600f067aa0ba902b7-01",
                "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-0g",
                "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01\r\nX: y",
                "01-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01x"})
            assertFalse(CallerTrace.valid(bad), bad);
    }
}
