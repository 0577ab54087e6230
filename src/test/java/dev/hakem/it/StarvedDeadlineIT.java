package dev.hakem.it;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.hakem.contract.ContractValidator;
import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.ServerSocket;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The packaged service starved of CPU: pinned to one processor beside three busy processes (with
 * {@code taskset}; where it is missing, beside a busy process per processor), with a short idle timeout
 * (4 s), wall-clock answer deadline (3 s) and perft CPU budget (2 s), and a winnability node budget
 * too large to be spent in that time. Deep perft counts, a winnability analysis and a winnability batch
 * with a line that cannot finish are sent at once: each must get a status and, when it is an error, a
 * problem document (a batch: a problem line for the line that did not finish), never a closed
 * connection; every answer keeps the contract, and the metrics count each budget stop by its cause as
 * the answers name it. Without the deadline (the service as it was) the same counts ended in a closed
 * connection with no status at the idle timeout.
 *
 * <p>What is asserted does not depend on the machine's speed: whichever budget stops a count first
 * (CPU time on a fast idle machine, the wall clock on a starved one), the answer is a 422 naming it.
 */
class StarvedDeadlineIT {

    static final String KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    /**
     * A position of CHA-Solver's hard file that no analysis here settles for either side within the
     * default budget: a search that runs until its deadline stops it.
     */
    static final String UNSETTLED = "BbK1kb2/b1p1p1p1/1pP1P1P1/1P6/8/8/8/1B2b2B b - - 0 1";
    static final String KNK = "8/8/8/4k3/8/8/2N5/4K3 w - - 0 1";
    static final Map<String, String> SHORT_LIMITS = Map.of(
            "quarkus.http.idle-timeout", "4s",
            "hakem.http.answer-deadline", "3s",
            "hakem.perft.timeout", "2s",
            "hakem.admission.queue-timeout", "1s",
            "hakem.winnability.max-nodes", "20000000");

    static final ObjectMapper JSON = new ObjectMapper();
    final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5)).build();
    final List<Process> started = new ArrayList<>();
    final List<String> output = Collections.synchronizedList(new ArrayList<>());
    int port;
    int managementPort;

    @AfterEach
    void stopAll() throws Exception {
        for (Process p : started) p.destroyForcibly();
        for (Process p : started) p.waitFor(10, TimeUnit.SECONDS);
    }

    @Test
    void everyDeepRequestOfAStarvedServiceGetsAStatusAndAProblem() throws Exception {
        try {
            starvedServiceAnswers();
        } catch (AssertionError e) {
            throw new AssertionError(e.getMessage() + "\nservice output:\n" + String.join("\n", output), e);
        }
    }

    void starvedServiceAnswers() throws Exception {
        boolean pinned = taskset();
        Process server = start(SHORT_LIMITS, pinned);
        awaitReady(server);
        busy(pinned);
        Map<String, Double> before = budgetStops();

        String deep = "/v1/perft?depth=6&fen=" + URLEncoder.encode(KIWIPETE, StandardCharsets.UTF_8);
        List<CompletableFuture<Answer>> perfts = new ArrayList<>();
        for (int i = 0; i < 3; i++) perfts.add(send("GET", deep, null, null));
        CompletableFuture<Answer> analysis = send("GET",
                "/v1/winnability?fen=" + URLEncoder.encode(UNSETTLED, StandardCharsets.UTF_8), null, null);
        String lines = "{\"fen\": \"" + KNK + "\"}\n{\"fen\": \"" + UNSETTLED + "\", \"side\": \"white\"}\n{\"fen\": \""
                + KNK + "\"}\n";
        CompletableFuture<Answer> batch = send("POST", "/v1/winnability", lines, "application/x-ndjson");

        Map<String, Integer> causes = new LinkedHashMap<>();
        List<String> seen = new ArrayList<>();
        for (CompletableFuture<Answer> f : perfts) {
            Answer a = answered(f, "a deep perft");
            seen.add(a.brief());
            if (a.status == 503) {
                // Shed by admission (one count at a time, two waiting at most, for hakem.admission.queue-timeout).
                assertEquals("overloaded", problem(a).path("code").asText(), a.toString());
                continue;
            }
            assertEquals(422, a.status, a.toString());
            JsonNode p = problem(a);
            String cause = p.path("budget").asText();
            if (p.path("code").asText().equals("deadline_exceeded")) {
                // Admitted from the queue after its deadline (the queue's timer is late on a starved machine): not started.
                assertEquals("wall_clock", cause, a.toString());
            } else {
                assertEquals("perft_budget_exceeded", p.path("code").asText(), a.toString());
                assertTrue(cause.equals("cpu") || cause.equals("wall_clock"), a.toString());
            }
            assertEquals(cause.equals("cpu") ? 2.0 : 3.0, p.path("seconds").asDouble(), a.toString());
            causes.merge("perft|" + cause, 1, Integer::sum);
        }
        assertFalse(causes.isEmpty(), "at least one deep count was admitted");

        Answer a = answered(analysis, "a winnability analysis");
        seen.add(a.brief());
        assertEquals(422, a.status, a.toString());
        assertEquals("deadline_exceeded", problem(a).path("code").asText(), a.toString());
        assertEquals("wall_clock", problem(a).path("budget").asText(), a.toString());
        causes.merge("winnability|wall_clock", 1, Integer::sum);

        Answer b = answered(batch, "a winnability batch");
        seen.add(b.brief());
        assertEquals(200, b.status, b.toString());
        String[] answerLines = b.body.split("\n");
        assertEquals(3, answerLines.length, b.toString());
        assertEquals(200, JSON.readTree(answerLines[0]).path("status").asInt(), b.body);
        JsonNode slow = JSON.readTree(answerLines[1]);
        assertEquals(2, slow.path("line").asInt(), b.body);
        assertEquals(422, slow.path("status").asInt(), b.body);
        assertEquals("deadline_exceeded", slow.path("problem").path("code").asText(), b.body);
        causes.merge("winnability-batch|wall_clock", 1, Integer::sum);
        // The third waits for a worker: a pinned service has one, busy with the second's search until that
        // search sees its deadline has passed and stops. Either way it gets its line.
        JsonNode third = JSON.readTree(answerLines[2]);
        assertEquals(3, third.path("line").asInt(), b.body);
        if (third.path("status").asInt() != 200) {
            assertEquals(422, third.path("status").asInt(), b.body);
            assertEquals("deadline_exceeded", third.path("problem").path("code").asText(), b.body);
            causes.merge("winnability-batch|wall_clock", 1, Integer::sum);
        }

        Map<String, Double> after = budgetStops();
        for (Map.Entry<String, Integer> e : causes.entrySet())
            assertEquals(before.getOrDefault(e.getKey(), 0.0) + e.getValue(), after.getOrDefault(e.getKey(), 0.0),
                    () -> "hakem_budget_stops_total{" + e.getKey() + "}: " + before + " -> " + after);
        System.out.printf(java.util.Locale.ROOT, "StarvedDeadlineIT: %s; answers %s; stops by cause %s; metrics %s -> %s%n",
                pinned ? "pinned to CPU 0 beside 3 busy processes" : "beside a busy process per CPU (no taskset)",
                seen, causes, before, after);
    }

    @Test
    void aDeadlineThatOutlivesTheConnectionIsRefusedAtStartUp() throws Exception {
        Map<String, String> limits = new LinkedHashMap<>(SHORT_LIMITS);
        limits.put("hakem.http.answer-deadline", "4s");
        Process server = start(limits, false);
        assertTrue(server.waitFor(60, TimeUnit.SECONDS), "the service stops by itself");
        assertNotEquals(0, server.exitValue());
        String log = String.join("\n", output);
        assertTrue(log.contains("the time limits disagree: hakem.http.answer-deadline (4s) must end at least 1s before"
                + " quarkus.http.idle-timeout (4s)"), log);
    }

    // ---------------------------------------------------------------- the service, the load and the requests

    record Answer(String what, int status, String contentType, String body, long millis) {
        @Override
        public String toString() {
            return what + " -> " + status + " " + contentType + " after " + millis + " ms: " + body;
        }

        /** The status, the problem's code and budget (or a batch's line statuses), and the time taken. */
        String brief() {
            String about = body.lines().map(l -> {
                try {
                    JsonNode n = JSON.readTree(l);
                    JsonNode p = n.has("problem") ? n.path("problem") : n;
                    return n.has("line") ? n.path("status").asText() + (p.has("code") ? " " + p.path("code").asText() : "")
                            : p.path("code").asText() + " " + p.path("budget").asText();
                } catch (IOException e) {
                    return "?";
                }
            }).toList().toString();
            return what + " " + status + " " + about + " " + millis + " ms";
        }
    }

    Answer answered(CompletableFuture<Answer> f, String what) throws Exception {
        try {
            return f.get(60, TimeUnit.SECONDS);
        } catch (java.util.concurrent.ExecutionException e) {
            throw new AssertionError(what + " got no answer (the connection was closed or reset): " + e.getCause()
                    + "\nservice output:\n" + String.join("\n", output), e.getCause());
        }
    }

    static JsonNode problem(Answer a) throws IOException {
        assertTrue(a.contentType != null && a.contentType.startsWith("application/problem+json"), a.toString());
        return JSON.readTree(a.body);
    }

    CompletableFuture<Answer> send(String method, String pathAndQuery, String body, String contentType) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + pathAndQuery))
                .timeout(Duration.ofSeconds(30));
        if (body == null) b.GET();
        else b.header("Content-Type", contentType).method(method, HttpRequest.BodyPublishers.ofString(body));
        long t0 = System.nanoTime();
        String path = pathAndQuery.split("\\?", 2)[0];
        return http.sendAsync(b.build(), HttpResponse.BodyHandlers.ofByteArray()).thenApply(r -> {
            String type = r.headers().firstValue("Content-Type").orElse(null);
            List<String> faults = ContractValidator.contract().check(method, path, r.statusCode(), type,
                    name -> r.headers().firstValue(name).orElse(null), r.body());
            Answer a = new Answer(method + " " + path, r.statusCode(), type, new String(r.body(), StandardCharsets.UTF_8),
                    (System.nanoTime() - t0) / 1_000_000);
            assertEquals(List.of(), faults, () -> "the answer keeps openapi/openapi.yaml: " + a);
            return a;
        });
    }

    /** The service's counts of budget stops, by "endpoint|cause". */
    Map<String, Double> budgetStops() throws Exception {
        String text = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + managementPort + "/q/metrics"))
                .timeout(Duration.ofSeconds(20)).build(), HttpResponse.BodyHandlers.ofString()).body();
        Map<String, Double> stops = new LinkedHashMap<>();
        for (String line : text.split("\n")) {
            if (!line.startsWith("hakem_budget_stops_total{")) continue;
            String labels = line.substring(line.indexOf('{') + 1, line.indexOf('}'));
            String endpoint = label(labels, "endpoint"), cause = label(labels, "cause");
            stops.put(endpoint + "|" + cause, Double.parseDouble(line.substring(line.lastIndexOf(' ') + 1)));
        }
        assertFalse(stops.isEmpty(), "hakem_budget_stops_total is exported:\n" + text);
        return stops;
    }

    static String label(String labels, String name) {
        int at = labels.indexOf(name + "=\"");
        int from = at + name.length() + 2;
        return labels.substring(from, labels.indexOf('"', from));
    }

    static boolean taskset() {
        try {
            Process p = new ProcessBuilder("taskset", "-c", "0", "true").redirectErrorStream(true).start();
            return p.waitFor(10, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (IOException | InterruptedException e) {
            return false;
        }
    }

    Process start(Map<String, String> limits, boolean pinned) throws Exception {
        Path artifact = Path.of(System.getProperty("it.artifact.path", "target/quarkus-app/quarkus-run.jar"));
        assertTrue(Files.isRegularFile(artifact), "the packaged artifact " + artifact + " is there (run through ./mvnw verify)");
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        try (ServerSocket s = new ServerSocket(0)) {
            managementPort = s.getLocalPort();
        }
        List<String> command = new ArrayList<>();
        if (pinned) command.addAll(List.of("taskset", "-c", "0"));
        boolean jar = artifact.toString().endsWith(".jar");
        if (jar) command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        List<String> properties = new ArrayList<>(List.of("-Dquarkus.http.port=" + port,
                "-Dquarkus.management.port=" + managementPort, "-Dquarkus.http.host=127.0.0.1"));
        limits.forEach((k, v) -> properties.add("-D" + k + "=" + v));
        if (jar) {
            command.addAll(properties);
            command.addAll(List.of("-jar", artifact.toAbsolutePath().toString()));
        } else {
            command.add(artifact.toAbsolutePath().toString());
            command.addAll(properties);
        }
        Process p = new ProcessBuilder(command).redirectErrorStream(true).directory(new File(".")).start();
        started.add(p);
        Thread reader = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line; (line = r.readLine()) != null; ) output.add(line);
            } catch (IOException ignored) {
                // the process ended
            }
        });
        reader.setDaemon(true);
        reader.start();
        return p;
    }

    void awaitReady(Process server) throws Exception {
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
        while (true) {
            assertTrue(server.isAlive(), "the artifact exited early:\n" + String.join("\n", output));
            try {
                HttpResponse<String> r = http.send(HttpRequest.newBuilder(
                        URI.create("http://127.0.0.1:" + managementPort + "/q/health/ready")).timeout(Duration.ofSeconds(5))
                        .build(), HttpResponse.BodyHandlers.ofString());
                if (r.statusCode() == 200) return;
            } catch (IOException notYet) {
                // not listening yet
            }
            assertTrue(System.nanoTime() < until, "not ready within 90 s:\n" + String.join("\n", output));
            Thread.sleep(200);
        }
    }

    /** Busy processes beside the service: three on its processor when it is pinned, else one per processor. */
    void busy(boolean pinned) throws IOException {
        int n = pinned ? 3 : Runtime.getRuntime().availableProcessors();
        for (int i = 0; i < n; i++) {
            List<String> command = new ArrayList<>();
            if (pinned) command.addAll(List.of("taskset", "-c", "0"));
            command.addAll(List.of("sh", "-c", "while :; do :; done"));
            started.add(new ProcessBuilder(command).redirectErrorStream(true).start());
        }
    }
}
