package dev.hakem.api.trace;

import dev.hakem.api.admission.Admission;
import dev.hakem.api.admission.CostClass;
import dev.hakem.api.admission.GateStats;
import dev.hakem.contract.ContractChecked;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.sdk.testing.exporter.InMemorySpanExporter;
import io.opentelemetry.sdk.trace.data.SpanData;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.*;

/**
 * With tracing on, a request's trace continues the caller's (W3C traceparent) and holds the service's
 * spans: the body's intake, admission, the request read, the use case, each winnability search and
 * each game of a batch, parented as they run, across the hop to a worker thread too. The traces of
 * one POST /v1/move and one flag-fall POST /v1/game are printed and kept in the build directory.
 */
@QuarkusTest
@ExtendWith(ContractChecked.class)
@TestProfile(TracingApiTest.On.class)
class TracingApiTest {
    static final String KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    /** The caller's span, the parent of the service's server span in every trace here. */
    static final String CALLER = "00f067aa0ba902b7";

    public static class On implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("quarkus.otel.sdk.disabled", "false",
                    // Nothing to send spans to but the in-memory exporter; exported soon after they end.
                    "quarkus.otel.exporter.otlp.enabled", "false", "quarkus.otel.bsp.schedule.delay", "20ms",
                    // One deep perft at a time and one waiting, briefly: a third is shed at once, the waiting one after 200 ms.
                    "hakem.perft.max-in-flight", "1", "hakem.perft.max-queued", "1", "hakem.perft.timeout", "2s",
                    "hakem.admission.queue-timeout", "200ms");
        }
    }

    @Inject
    InMemorySpanExporter exporter;

    @Inject
    Admission admission;

    @Inject
    Tracing tracing;

    @BeforeEach
    void clear() {
        exporter.reset();
    }

    static String traceparent(String traceId) {
        return "00-" + traceId + "-" + CALLER + "-01";
    }

    @Test
    void tracingIsOnInThisProfile() {
        assertTrue(tracing.on());
    }

    @Test
    void aMoveOnTheEventLoopContinuesTheCallersTraceWithTheServicesSpans() throws Exception {
        String traceId = "4bf92f3577b34da6a3ce929d0e0e4736";
        warmUp("/v1/move", "{\"moves\": [\"e4\", \"e5\", \"Nf3\", \"Nc6\"], \"move\": \"Bb5\"}");
        given().header("traceparent", traceparent(traceId)).contentType("application/json")
                .body("{\"moves\": [\"e4\", \"e5\", \"Nf3\", \"Nc6\"], \"move\": \"Bb5\"}")
                .when().post("/v1/move").then().statusCode(200);
        List<SpanData> spans = Traces.await(exporter, traceId);
        Traces.record("move", "POST /v1/move, a 4-ply history and Bb5", spans);

        SpanData server = Traces.server(spans);
        assertEquals(CALLER, server.getParentSpanId(), "the server span continues the caller's");
        assertEquals(SpanKind.SERVER, server.getKind());
        for (String name : List.of("hakem.body", "hakem.admission", "hakem.read", "hakem.play_move"))
            assertEquals(server.getSpanId(), Traces.named(spans, name).getParentSpanId(), name + " is the server span's child");
        SpanData admission = Traces.named(spans, "hakem.admission");
        assertEquals("check", attribute(admission, "hakem.cost_class"));
        assertEquals("admitted", attribute(admission, "hakem.admission.outcome"));
        assertEquals(Boolean.FALSE, attribute(admission, "hakem.admission.queued"));
        assertTrue((Long) attribute(Traces.named(spans, "hakem.body"), "http.request.body.size") > 0);
        SpanData play = Traces.named(spans, "hakem.play_move");
        assertEquals("played", attribute(play, "hakem.result"));
        assertEquals(4L, attribute(play, "hakem.replay.plies"));
        assertEquals(5L, attribute(play, "hakem.ply"));
        assertEquals("fide", attribute(play, "hakem.rules"));
        // A short history is answered on the event loop (EventLoop.run).
        assertTrue(((String) attribute(play, "thread.name")).contains("eventloop"), play::toString);
        assertTrue(Traces.named(spans, "hakem.body").getEndEpochNanos() <= admission.getStartEpochNanos(),
                "the body is read before the request waits for its place");
    }

    @Test
    void theTraceAndSpanIdsAreInTheLogs() {
        String traceId = "9f0e1d2c3b4a59687766554433221100";
        List<Map<String, String>> logged = VerdictLogs.during(() -> given().header("traceparent", traceparent(traceId))
                .contentType("application/json").body("{\"moves\": [\"e4\"], \"move\": \"e5\"}")
                .when().post("/v1/move").then().statusCode(200));
        assertFalse(logged.isEmpty(), "a verdict line is logged");
        assertEquals(traceId, logged.get(0).get("traceId"), logged::toString);
        assertNotNull(logged.get(0).get("spanId"), logged::toString);
    }

    @Test
    void aLongHistoryIsReplayedOnAWorkerThreadInTheSameTrace() throws Exception {
        String traceId = "0af7651916cd43dd8448eb211c80319c";
        String moves = "Nf3 Nf6 Ng1 Ng8 ".repeat(26).strip();
        given().header("traceparent", traceparent(traceId)).contentType("application/json")
                .body("{\"moves\": \"" + moves + "\", \"move\": \"e4\", \"rules\": \"online\"}")
                .when().post("/v1/move").then().statusCode(422);
        List<SpanData> spans = Traces.await(exporter, traceId);
        SpanData server = Traces.server(spans);
        SpanData play = Traces.named(spans, "hakem.play_move");
        // EventLoop.onWorker's executeBlocking keeps the request's Vert.x context, where the OpenTelemetry context is.
        assertEquals(server.getSpanId(), play.getParentSpanId(), () -> Traces.tree(spans));
        assertTrue(((String) attribute(play, "thread.name")).contains("executor-thread"), () -> Traces.tree(spans));
        assertEquals(104L, attribute(play, "hakem.replay.plies"));
        assertEquals("game_over", attribute(play, "hakem.result"), "threefold repetition ends an online game");
    }

    @Test
    void aFlagFallTracesItsWinnabilitySearchWithNodesAndBudget() throws Exception {
        String traceId = "b7ad6b7169203331b7ad6b7169203331";
        warmUp("/v1/game", "{\"fen\": \"4k3/8/8/8/8/8/8/3QK3 w - - 0 1\", \"moves\": [\"Qd2\"], \"flag\": \"black\"}");
        given().header("traceparent", traceparent(traceId)).contentType("application/json")
                .body("{\"fen\": \"4k3/8/8/8/8/8/8/3QK3 w - - 0 1\", \"moves\": [\"Qd2\"], \"flag\": \"black\"}")
                .when().post("/v1/game").then().statusCode(200);
        List<SpanData> spans = Traces.await(exporter, traceId);
        Traces.record("game-flag-fall", "POST /v1/game, a flag fall: black's flag falls against K+Q", spans);

        SpanData server = Traces.server(spans);
        assertEquals(CALLER, server.getParentSpanId());
        assertEquals("game", attribute(Traces.named(spans, "hakem.admission"), "hakem.cost_class"));
        SpanData adjudicate = Traces.named(spans, "hakem.adjudicate");
        assertEquals(server.getSpanId(), adjudicate.getParentSpanId());
        assertEquals(server.getSpanId(), Traces.named(spans, "hakem.read").getParentSpanId());
        assertTrue(((String) attribute(adjudicate, "thread.name")).contains("executor-thread"), adjudicate::toString);
        assertEquals("flag", attribute(adjudicate, "hakem.end"));
        assertEquals("timeout", attribute(adjudicate, "hakem.termination"));
        assertEquals(1L, attribute(adjudicate, "hakem.replay.plies"));
        SpanData search = Traces.named(spans, "hakem.winnability");
        assertEquals(adjudicate.getSpanId(), search.getParentSpanId(), "the search runs within the adjudication");
        assertEquals("white", attribute(search, "hakem.winnability.side"));
        assertEquals("yes", attribute(search, "hakem.winnability.answer"));
        assertEquals(64_000_000L, attribute(search, "hakem.winnability.budget"));
        long nodes = (Long) attribute(search, "hakem.winnability.nodes");
        assertTrue(nodes > 0 && nodes <= 64_000_000, "nodes " + nodes);
        assertTrue((Long) attribute(search, "hakem.winnability.helpmate_plies") > 0);
    }

    @Test
    void aWinnabilityAnalysisHasOneSearchSpanPerSide() throws Exception {
        String traceId = "11111111111111112222222222222222";
        given().header("traceparent", traceparent(traceId)).queryParam("fen", "4k3/8/8/8/8/8/8/3QK3 w - - 0 1")
                .when().get("/v1/winnability").then().statusCode(200);
        List<SpanData> spans = Traces.await(exporter, traceId);
        SpanData analyse = Traces.named(spans, "hakem.analyse_winnability");
        List<SpanData> searches = Traces.all(spans, "hakem.winnability");
        assertEquals(2, searches.size(), () -> Traces.tree(spans));
        for (SpanData s : searches) assertEquals(analyse.getSpanId(), s.getParentSpanId());
        assertEquals(List.of("white", "black"), searches.stream().map(s -> attribute(s, "hakem.winnability.side")).toList());
        assertEquals("winnability", attribute(Traces.named(spans, "hakem.admission"), "hakem.cost_class"));
    }

    @Test
    void eachGameOfABatchHasItsSpanWithItsLine() throws Exception {
        String traceId = "33333333333333334444444444444444";
        given().header("traceparent", traceparent(traceId)).contentType("application/x-ndjson")
                .body("{\"moves\": \"f3 e5 g4 Qh4#\"}\n\n{\"moves\": \"e4 e5 Ke3\"}\n".getBytes(StandardCharsets.UTF_8))
                .when().post("/v1/games").then().statusCode(200);
        List<SpanData> spans = Traces.await(exporter, traceId);
        SpanData server = Traces.server(spans);
        List<SpanData> games = Traces.all(spans, "hakem.batch.game");
        assertEquals(2, games.size(), () -> Traces.tree(spans) + "\nall:\n" + Traces.tree(exporter.getFinishedSpanItems()));
        // The batch's workers run in the request's Vert.x context, the OpenTelemetry context with it.
        for (SpanData g : games) assertEquals(server.getSpanId(), g.getParentSpanId(), () -> Traces.tree(spans));
        SpanData first = games.stream().filter(g -> Long.valueOf(1).equals(attribute(g, "hakem.batch.game"))).findFirst().orElseThrow();
        SpanData second = games.stream().filter(g -> Long.valueOf(2).equals(attribute(g, "hakem.batch.game"))).findFirst().orElseThrow();
        assertEquals(1L, attribute(first, "hakem.batch.line"));
        assertEquals(200L, attribute(first, "http.response.status_code"));
        assertEquals(3L, attribute(second, "hakem.batch.line"));
        assertEquals(422L, attribute(second, "http.response.status_code"));
        for (SpanData g : games) {
            SpanData adjudicate = spans.stream().filter(s -> s.getName().equals("hakem.read")
                    && s.getParentSpanId().equals(g.getSpanId())).findFirst().orElse(null);
            assertNotNull(adjudicate, () -> "the game's reading is its child\n" + Traces.tree(spans));
        }
        assertEquals("batch", attribute(Traces.named(spans, "hakem.admission"), "hakem.cost_class"));
    }

    @Test
    void aShedRequestsAdmissionSpanIsMarkedWithThe503() throws Exception {
        CompletableFuture<Response> running = deepPerft(null);
        awaitPerft(1, 0);
        String waitingTrace = "55555555555555556666666666666666";
        CompletableFuture<Response> waiting = deepPerft(waitingTrace);
        awaitPerft(1, 1);
        String refusedTrace = "77777777777777778888888888888888";
        assertEquals(503, deepPerft(refusedTrace).get(10, TimeUnit.SECONDS).statusCode());
        assertEquals(503, waiting.get(10, TimeUnit.SECONDS).statusCode());

        List<SpanData> refused = Traces.await(exporter, refusedTrace);
        SpanData full = Traces.named(refused, "hakem.admission");
        assertEquals(Traces.server(refused).getSpanId(), full.getParentSpanId());
        assertEquals("perft", attribute(full, "hakem.cost_class"));
        assertEquals("shed", attribute(full, "hakem.admission.outcome"));
        assertEquals("full", attribute(full, "hakem.admission.shed_reason"));
        assertEquals(Boolean.FALSE, attribute(full, "hakem.admission.queued"));
        assertEquals(503L, attribute(full, "http.response.status_code"));
        assertEquals(StatusCode.ERROR, full.getStatus().getStatusCode());
        assertEquals(StatusCode.ERROR, Traces.server(refused).getStatus().getStatusCode(), "a 503 fails the server span too");

        SpanData timedOut = Traces.named(Traces.await(exporter, waitingTrace), "hakem.admission");
        assertEquals("shed", attribute(timedOut, "hakem.admission.outcome"));
        assertEquals("timeout", attribute(timedOut, "hakem.admission.shed_reason"));
        assertEquals(Boolean.TRUE, attribute(timedOut, "hakem.admission.queued"));
        assertTrue(timedOut.getEndEpochNanos() - timedOut.getStartEpochNanos() >= TimeUnit.MILLISECONDS.toNanos(150),
                "the span covers the wait in the queue");
        assertEquals(StatusCode.ERROR, timedOut.getStatus().getStatusCode());
        running.get(20, TimeUnit.SECONDS);
        awaitPerft(0, 0);
    }

    /** The same request, untraced by the caller, a few hundred times: the trace recorded next is of warm code. */
    static void warmUp(String path, String body) {
        for (int i = 0; i < 300; i++) given().contentType("application/json").body(body).when().post(path).then().statusCode(200);
    }

    CompletableFuture<Response> deepPerft(String traceId) {
        return CompletableFuture.supplyAsync(() -> {
            var request = given().queryParam("fen", KIWIPETE).queryParam("depth", 6);
            if (traceId != null) request = request.header("traceparent", traceparent(traceId));
            return request.when().get("/v1/perft").andReturn();
        });
    }

    void awaitPerft(int inFlight, int queued) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (System.nanoTime() < end) {
            GateStats s = perft();
            if (s.inFlight() == inFlight && s.queued() == queued) return;
            Thread.sleep(10);
        }
        fail("perft gate never reached " + inFlight + " in flight, " + queued + " queued: " + perft());
    }

    GateStats perft() {
        return admission.stats().stream().filter(s -> s.costClass() == CostClass.PERFT).findFirst().orElseThrow();
    }

    static Object attribute(SpanData span, String key) {
        Object[] found = {null};
        span.getAttributes().forEach((k, v) -> {
            if (k.getKey().equals(key)) found[0] = v;
        });
        return found[0];
    }
}
