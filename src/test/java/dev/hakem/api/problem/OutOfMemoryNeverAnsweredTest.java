package dev.hakem.api.problem;

import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** An OutOfMemoryError (or another failure of the JVM itself) is never turned into an answer. */
class OutOfMemoryNeverAnsweredTest {

    private final ProblemMappers mappers = new ProblemMappers();

    @Test
    void anOutOfMemoryErrorIsNeverTurnedIntoAnAnswer() {
        OutOfMemoryError oom = new OutOfMemoryError("Java heap space");
        assertSame(oom, assertThrows(OutOfMemoryError.class, () -> mappers.unexpectedError(oom, null, null, null)));
        InternalError internal = new InternalError("broken");
        assertSame(internal, assertThrows(InternalError.class, () -> mappers.unexpectedError(internal, null, null, null)));
    }

    @Test
    void otherErrorsAreStillAnswered() {
        // A stack overflow has unwound by the time it is mapped, like an assertion that failed.
        for (Error e : new Error[] {new StackOverflowError(), new AssertionError("bug"), new NoClassDefFoundError("x")}) {
            assertEquals(false, ProblemMappers.unanswerable(e), e::toString);
        }
        assertEquals(true, ProblemMappers.unanswerable(new OutOfMemoryError()));
    }
}
