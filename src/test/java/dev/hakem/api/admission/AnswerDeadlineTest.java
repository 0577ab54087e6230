package dev.hakem.api.admission;

import static org.junit.jupiter.api.Assertions.*;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The time limits that must agree for every request to be answered on an open connection. */
class AnswerDeadlineTest {
    static final Duration QUEUE = Duration.ofSeconds(2);

    static Duration s(double seconds) {
        return Duration.ofMillis(Math.round(seconds * 1000));
    }

    @Test
    void theDefaultsAgree() {
        // application.properties: quarkus.http.idle-timeout=60s; HakemConfig: answer-deadline 45s, perft 30s, queue 2s.
        assertEquals(List.of(), AnswerDeadline.faults(s(45), s(60), s(30), QUEUE));
    }

    @Test
    void aDeadlineMustEndAFifthOfTheIdleTimeoutBeforeIt() {
        assertEquals(List.of(), AnswerDeadline.faults(s(48), s(60), s(30), QUEUE));
        List<String> late = AnswerDeadline.faults(s(48.001), s(60), s(30), QUEUE);
        assertEquals(1, late.size(), late::toString);
        assertTrue(late.get(0).contains("must end at least 12s before quarkus.http.idle-timeout (60s)"), late::toString);
        assertTrue(late.get(0).contains("set it to at most 48s"), late::toString);
        List<String> outliving = AnswerDeadline.faults(s(90), s(60), s(30), QUEUE);
        assertEquals(1, outliving.size(), outliving::toString);
    }

    @Test
    void aShortIdleTimeoutStillLeavesASecond() {
        assertEquals(List.of(), AnswerDeadline.faults(s(3), s(4), s(2), s(1)));
        List<String> faults = AnswerDeadline.faults(s(3.5), s(4), s(2), s(1));
        assertEquals(1, faults.size(), faults::toString);
        assertTrue(faults.get(0).contains("at least 1s before"), faults::toString);
    }

    @Test
    void aCpuBudgetLongerThanTheDeadlineCouldNeverBeReached() {
        List<String> faults = AnswerDeadline.faults(s(45), s(60), s(46), QUEUE);
        assertEquals(1, faults.size(), faults::toString);
        assertTrue(faults.get(0).startsWith("hakem.perft.timeout (46s of CPU time) is longer than"), faults::toString);
    }

    @Test
    void theQueueIsWaitedInWithinTheDeadline() {
        List<String> faults = AnswerDeadline.faults(s(2), s(60), s(1), s(2));
        assertEquals(1, faults.size(), faults::toString);
        assertTrue(faults.get(0).startsWith("hakem.admission.queue-timeout (2s)"), faults::toString);
    }

    @Test
    void disagreeingLimitsAreRefusedWithEveryFault() {
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> AnswerDeadline.check(s(0), s(60), s(30), QUEUE));
        assertTrue(e.getMessage().startsWith("the time limits disagree: hakem.http.answer-deadline (0s) must be positive"),
                e::getMessage);
        assertTrue(e.getMessage().contains("hakem.perft.timeout (30s of CPU time)"), e::getMessage);
    }
}
