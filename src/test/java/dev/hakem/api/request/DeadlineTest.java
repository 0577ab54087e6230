package dev.hakem.api.request;

import static org.junit.jupiter.api.Assertions.*;

import dev.hakem.api.problem.ProblemException;
import dev.hakem.chess.Fen;
import dev.hakem.chess.board.Color;
import dev.hakem.verdict.winnability.Winnability;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** A request's wall-clock deadline: when it has passed, who sees it, and when the request's place is given back. */
class DeadlineTest {

    @Test
    void aDeadlinePassesAtItsLimitAndItsBackstopComesHalfwayToTheIdleTimeout() {
        long start = System.nanoTime();
        Deadline d = Deadline.of(start, Duration.ofSeconds(40), Duration.ofSeconds(60));
        assertFalse(d.passed());
        long remaining = d.remainingNanos(), backstop = d.backstopNanos();
        assertTrue(remaining <= Duration.ofSeconds(40).toNanos() && remaining > Duration.ofSeconds(39).toNanos(), "" + remaining);
        assertTrue(backstop <= Duration.ofSeconds(50).toNanos() && backstop > Duration.ofSeconds(49).toNanos(), "" + backstop);
        assertTrue(Deadline.of(start - Duration.ofSeconds(41).toNanos(), Duration.ofSeconds(40), Duration.ofSeconds(60)).passed());
    }

    @Test
    void aCancelledDeadlineHasPassedAndTheSharedNoneNeverDoes() {
        Deadline d = Deadline.cancellable();
        assertFalse(d.passed());
        d.cancel();
        assertTrue(d.passed());
        Deadline.NONE.cancel();
        assertFalse(Deadline.NONE.passed(), "no request's cancel reaches the others");
    }

    @Test
    void theWorkSeesItsDeadlineAndAProblemStopsIt() {
        Deadline d = Deadline.cancellable();
        assertSame(Deadline.NONE, Deadline.current());
        assertSame(d, Deadline.within(d, Deadline::current));
        assertSame(Deadline.NONE, Deadline.current(), "let go of after the work");
        d.cancel();
        ProblemException e = assertThrows(ProblemException.class, () -> Deadline.within(d, () -> {
            Deadline.current().check();
            return null;
        }));
        assertEquals(422, e.status());
        assertEquals("deadline_exceeded", e.code());
    }

    @Test
    void aWinnabilityAnalysisLooksAtTheDeadlineFirst() {
        Winnability.Budget budget = Deadline.watched(new Winnability.Budget(1000));
        var position = Fen.position("8/8/8/4k3/8/8/2N5/4K3 w - - 0 1");
        assertEquals(Winnability.Answer.NO, Winnability.analyze(position, Color.WHITE, budget).answer(), "runs as usual");
        Deadline d = Deadline.cancellable();
        d.cancel();
        ProblemException e = assertThrows(ProblemException.class,
                () -> Deadline.within(d, () -> Winnability.analyze(position, Color.WHITE, budget)));
        assertEquals("deadline_exceeded", e.code());
    }

    @Test
    void thePlaceIsGivenBackWhenTheAnswerHasGoneAndTheWorkHasStopped() {
        Deadline d = Deadline.cancellable();
        AtomicInteger left = new AtomicInteger();
        d.hold();
        d.whenStopped(left::incrementAndGet);
        assertEquals(0, left.get(), "the work still runs");
        d.release();
        assertEquals(1, left.get());
        d.hold();
        d.release();
        assertEquals(1, left.get(), "once");

        Deadline idle = Deadline.cancellable();
        idle.whenStopped(left::incrementAndGet);
        assertEquals(2, left.get(), "no work running: at once");
        Deadline.NONE.hold();
        Deadline.NONE.whenStopped(left::incrementAndGet);
        assertEquals(3, left.get(), "NONE keeps no count");
        Deadline.NONE.release();
    }
}
