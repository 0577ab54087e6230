package dev.hakem.api.admission;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.hakem.api.RawHttp;
import dev.hakem.contract.ContractChecked;
import dev.hakem.contract.ContractValidator;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.*;
import static org.junit.jupiter.api.Assertions.*;

/**
 * Admission control and the bounds on bodies, with small limits: one perft in flight and one
 * waiting, 300 ms of queue, a 2 s body deadline and a 4 KiB buffer for all bodies together.
 */
@QuarkusTest
@TestProfile(AdmissionApiTest.SmallLimits.class)
@ExtendWith(ContractChecked.class)
class AdmissionApiTest {
    static final String KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    static final ObjectMapper JSON = new ObjectMapper();

    public static class SmallLimits implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("hakem.perft.max-in-flight", "1", "hakem.perft.max-queued", "1",
                    "hakem.perft.timeout", "4s", "hakem.admission.queue-timeout", "300ms",
                    "hakem.admission.retry-after", "3s", "hakem.http.body-timeout", "2s",
                    "hakem.http.min-body-rate", "64", "hakem.http.body-buffer", "4096");
        }
    }

    @Inject
    Admission admission;

    @TestHTTPResource("/")
    URI base;

    GateStats perft() {
        return admission.stats().stream().filter(s -> s.costClass() == CostClass.PERFT).findFirst().orElseThrow();
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

    CompletableFuture<Response> deepPerft() {
        return CompletableFuture.supplyAsync(() -> given().queryParam("fen", KIWIPETE).queryParam("depth", 6)
                .when().get("/v1/perft").andReturn());
    }

    @Test
    void pastItsPlacesAndQueueAClassIsShedWith503AndRetryAfterWhileCheapRequestsAreServed() throws Exception {
        CompletableFuture<Response> running = deepPerft();
        awaitPerft(1, 0);
        CompletableFuture<Response> waiting = deepPerft();
        awaitPerft(1, 1);

        given().queryParam("fen", KIWIPETE).queryParam("depth", 6)
                .when().get("/v1/perft")
                .then().statusCode(503).contentType("application/problem+json")
                .header("Retry-After", "3")
                .body("code", equalTo("overloaded"))
                .body("detail", containsString("perft"));
        // Another class is not held up by perft's.
        given().queryParam("fen", START).when().get("/v1/position").then().statusCode(200);
        given().contentType("application/json").body("{\"moves\": \"e4 e5 Nf3\"}")
                .when().post("/v1/game").then().statusCode(200);

        // The queued one waited its 300 ms and was shed too.
        Response shed = waiting.get(10, TimeUnit.SECONDS);
        assertEquals(503, shed.statusCode(), shed::asString);
        assertEquals("overloaded", shed.jsonPath().getString("code"));
        Response done = running.get(20, TimeUnit.SECONDS);
        assertEquals(422, done.statusCode(), "depth 6 of kiwipete runs past the 4 s budget: " + done.asString());
        awaitPerft(0, 0);
        assertTrue(perft().refused() >= 1 && perft().timedOut() >= 1, perft()::toString);
        String metrics = given().when().get(metrics()).then().statusCode(200).extract().asString();
        assertTrue(metrics.lines().anyMatch(l -> l.startsWith("hakem_admission_shed_total{")
                && l.contains("class=\"perft\"") && l.contains("reason=\"full\"") && !l.endsWith(" 0.0")), metrics);
        String ready = given().when().get(live.resolve("/q/health/ready")).then().statusCode(200).extract().asString();
        assertTrue(ready.contains("\"admission\"") && ready.contains("perft"), ready);
    }

    URI metrics() {
        return live.resolve("/q/metrics");
    }

    @Test
    void aPlaceFreedGoesToTheWaitingRequest() throws Exception {
        CompletableFuture<Response> first = CompletableFuture.supplyAsync(() -> given().queryParam("fen", KIWIPETE)
                .queryParam("depth", 4).when().get("/v1/perft").andReturn());
        CompletableFuture<Response> second = CompletableFuture.supplyAsync(() -> given().queryParam("fen", KIWIPETE)
                .queryParam("depth", 3).when().get("/v1/perft").andReturn());
        // Kiwipete's published perft(4) and perft(3): both served, one after the other or at once.
        assertEquals(4085603, first.get(20, TimeUnit.SECONDS).jsonPath().getLong("nodes"));
        assertEquals(97862, second.get(20, TimeUnit.SECONDS).jsonPath().getLong("nodes"));
        awaitPerft(0, 0);
    }

    @Test
    void aBodyTrickledSlowerThanTheLeastRateIsA408ProblemAndTheConnectionCloses() throws Exception {
        try (Socket s = new Socket(base.getHost(), base.getPort())) {
            s.setSoTimeout(10_000);
            OutputStream out = s.getOutputStream();
            out.write(("POST /v1/game HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                    + "Content-Length: 200\r\n\r\n{").getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            long start = System.nanoTime();
            RawHttp.Answer a = read(s.getInputStream());
            long millis = (System.nanoTime() - start) / 1_000_000;
            JsonNode p = problem(a, 408, "body_too_slow");
            assertTrue(p.path("detail").asText().contains("64"), a::toString);
            assertTrue(millis < 5_000, "cut after " + millis + " ms");
            assertTrue(a.closed(), a::toString);
        }
    }

    @Test
    void aBodyThatKeepsTheRateButNeverEndsIsCutAtTheDeadline() throws Exception {
        try (Socket s = new Socket(base.getHost(), base.getPort())) {
            s.setSoTimeout(10_000);
            OutputStream out = s.getOutputStream();
            out.write(("POST /v1/game HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                    + "Transfer-Encoding: chunked\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1));
            CompletableFuture<Void> trickle = CompletableFuture.runAsync(() -> {
                try {
                    // 100 bytes every 100 ms: over the least rate, never ending.
                    for (int i = 0; i < 60; i++) {
                        out.write(("64\r\n" + " ".repeat(100) + "\r\n").getBytes(StandardCharsets.ISO_8859_1));
                        out.flush();
                        Thread.sleep(100);
                    }
                } catch (IOException | InterruptedException closed) {
                    // the server cut the body
                }
            });
            RawHttp.Answer a = read(s.getInputStream());
            problem(a, 408, "body_timeout");
            trickle.cancel(true);
        }
    }

    @Test
    void bodiesOverTheMemoryForAllBodiesAreShedWith503() throws Exception {
        String moves = "e4 e5 ".repeat(1000);
        given().contentType("application/json").body("{\"moves\": \"" + moves + "\"}")
                .when().post("/v1/game")
                .then().statusCode(503).contentType("application/problem+json")
                .header("Retry-After", notNullValue())
                .body("code", equalTo("overloaded"))
                .body("detail", containsString("4096"));
        long[] buffer = admission.bodyBuffer();
        assertEquals(0, buffer[0], "every reservation is given back");
        given().contentType("application/json").body("{\"moves\": \"e4 e5\"}").when().post("/v1/game")
                .then().statusCode(200);
    }

    @Test
    void aClientExpectingContinueGetsItAndItsAnswer() throws Exception {
        try (Socket s = new Socket(base.getHost(), base.getPort())) {
            s.setSoTimeout(10_000);
            byte[] body = "{\"moves\": \"f3 e5 g4 Qh4#\"}".getBytes(StandardCharsets.UTF_8);
            OutputStream out = s.getOutputStream();
            out.write(("POST /v1/game HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                    + "Expect: 100-continue\r\nContent-Length: " + body.length + "\r\n\r\n")
                    .getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            InputStream in = s.getInputStream();
            String interim = new String(in.readNBytes("HTTP/1.1 100 Continue\r\n\r\n".length()), StandardCharsets.ISO_8859_1);
            assertTrue(interim.startsWith("HTTP/1.1 100"), interim);
            out.write(body);
            out.flush();
            RawHttp.Answer a = read(in);
            assertEquals(200, a.status(), a::toString);
            assertEquals("checkmate", JSON.readTree(a.body()).path("termination").asText());
        }
    }

    @Test
    void anH2cUpgradeIsAnsweredInHttp11() throws Exception {
        java.net.http.HttpClient client = java.net.http.HttpClient.newBuilder()
                .version(java.net.http.HttpClient.Version.HTTP_2).build();
        java.net.http.HttpResponse<String> r = client.send(java.net.http.HttpRequest.newBuilder(
                base.resolve("/v1/time-control?control=5%2B3")).build(), java.net.http.HttpResponse.BodyHandlers.ofString());
        assertEquals(200, r.statusCode(), r.body());
        assertEquals(java.net.http.HttpClient.Version.HTTP_1_1, r.version(), "no HTTP/2 without TLS");
    }

    @TestHTTPResource(value = "/health/live", management = true)
    URI live;

    @Test
    void probesAndUnclassifiedPathsAreNotAdmitted() {
        assertNotEquals(base.getPort(), live.getPort(), "health has its own port: " + live);
        assertEquals(200, given().when().get(live).statusCode(), "liveness at " + live);
        for (GateStats s : admission.stats()) assertEquals(0, s.inFlight(), s::toString);
    }

    static RawHttp.Answer read(InputStream in) throws IOException {
        return RawHttp.readAnswer(in);
    }

    static JsonNode problem(RawHttp.Answer a, int status, String code) throws IOException {
        assertEquals(status, a.status(), a::toString);
        assertTrue(a.header("Content-Type").startsWith("application/problem+json"), a::toString);
        assertEquals(List.of(), ContractValidator.contract().check("POST", "/v1/game", status, a.header("Content-Type"),
                a::header, a.body()));
        JsonNode p = JSON.readTree(a.body());
        assertEquals(code, p.path("code").asText(), a::toString);
        return p;
    }
}
