package dev.hakem.api.request;

import io.vertx.core.Context;
import io.vertx.core.Vertx;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Where {@link EventLoop} runs a request's work: on the event loop it is called from, or on a worker
 * thread of the same Vert.x context (which carries the request's logging MDC), the answer or failure
 * handed back to the event loop either way.
 */
class EventLoopTest {
    private static Vertx vertx;

    @BeforeAll
    static void start() {
        vertx = Vertx.vertx();
    }

    @AfterAll
    static void stop() throws Exception {
        vertx.close().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
    }

    /** Where the work ran, in which context, and where its answer arrived. */
    private record Placement(boolean workOnEventLoop, boolean sameContext, boolean answerOnEventLoop, Object answer) {}

    private static Placement run(boolean here, boolean fail) throws Exception {
        CompletableFuture<Placement> done = new CompletableFuture<>();
        Context context = vertx.getOrCreateContext();
        context.runOnContext(v -> {
            boolean[] workOnLoop = new boolean[1];
            boolean[] same = new boolean[1];
            try {
                EventLoop.run(here, () -> {
                    workOnLoop[0] = Context.isOnEventLoopThread();
                    same[0] = Vertx.currentContext() == context;
                    if (fail) throw new IllegalStateException("refused");
                    return "answer";
                }).whenComplete((item, failure) -> done.complete(new Placement(workOnLoop[0], same[0],
                        Context.isOnEventLoopThread(), failure != null ? failure : item)));
            } catch (IllegalStateException e) {
                done.complete(new Placement(workOnLoop[0], same[0], Context.isOnEventLoopThread(), e));
            }
        });
        return done.get(10, TimeUnit.SECONDS);
    }

    @Test
    void smallWorkRunsOnTheEventLoop() throws Exception {
        Placement p = run(true, false);
        assertTrue(p.workOnEventLoop());
        assertTrue(p.sameContext());
        assertTrue(p.answerOnEventLoop());
        assertEquals("answer", p.answer());
    }

    /** The REST layer goes on with the answer at once, without waiting for a completion to be signalled. */
    @Test
    void smallWorkIsAnsweredAlreadyComplete() {
        CompletableFuture<String> answer = EventLoop.run(true, () -> "answer").toCompletableFuture();
        assertTrue(answer.isDone());
        assertEquals("answer", answer.getNow(null));
    }

    @Test
    void largeWorkRunsOnAWorkerOfTheSameContextAndAnswersOnTheEventLoop() throws Exception {
        Placement p = run(false, false);
        assertEquals(false, p.workOnEventLoop());
        assertTrue(p.sameContext());
        assertTrue(p.answerOnEventLoop());
        assertEquals("answer", p.answer());
    }

    @Test
    void aFailureOnAWorkerComesBackAsTheFailure() throws Exception {
        Placement p = run(false, true);
        assertTrue(p.answerOnEventLoop());
        assertTrue(p.answer() instanceof IllegalStateException, String.valueOf(p.answer()));
        assertEquals("refused", ((IllegalStateException) p.answer()).getMessage());
        assertSame(IllegalStateException.class, run(true, true).answer().getClass());
    }
}
