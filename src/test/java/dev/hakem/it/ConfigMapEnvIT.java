package dev.hakem.it;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.ConnectException;
import java.net.ServerSocket;
import java.net.URI;
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
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * The packaged artifact started as Kubernetes starts it: with the environment of the base
 * ConfigMap (k8s/base/configmap.yaml), a few limits lowered so their effect shows. Proves that
 * the ConfigMap's variable names reach the properties they are meant for, and that a SIGTERM
 * turns readiness DOWN for quarkus.shutdown.delay before the server stops.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ConfigMapEnvIT {

    static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR%20w%20KQkq%20-%200%201";
    static final Map<String, String> LOWERED = Map.of(
            "HAKEM_PERFT_MAX_DEPTH", "1",
            "HAKEM_GAME_MAX_PLIES", "3",
            "HAKEM_MAX_BODY_SIZE", "300",
            "QUARKUS_SHUTDOWN_DELAY", "3s");

    static Process process;
    static int port;
    static int managementPort;
    static final List<String> output = Collections.synchronizedList(new ArrayList<>());
    static final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();

    @BeforeAll
    static void start() throws Exception {
        Path artifact = Path.of(System.getProperty("it.artifact.path", "target/quarkus-app/quarkus-run.jar"));
        assertTrue(Files.isRegularFile(artifact), "the packaged artifact " + artifact + " is there (run through ./mvnw verify)");
        Map<String, String> env = configMap();
        assertTrue(env.containsKey("HAKEM_PERFT_MAX_DEPTH"), "the ConfigMap sets the perft depth: " + env);
        for (String key : LOWERED.keySet()) assertTrue(env.containsKey(key), "the ConfigMap sets " + key);
        env.putAll(LOWERED);
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        env.put("QUARKUS_HTTP_PORT", String.valueOf(port));
        try (ServerSocket s = new ServerSocket(0)) {
            managementPort = s.getLocalPort();
        }
        env.put("QUARKUS_MANAGEMENT_PORT", String.valueOf(managementPort));

        List<String> command = new ArrayList<>();
        if (artifact.toString().endsWith(".jar")) {
            command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
            command.add("-jar");
        }
        command.add(artifact.toAbsolutePath().toString());
        ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true);
        pb.environment().putAll(env);
        process = pb.start();
        Thread reader = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line; (line = r.readLine()) != null; ) output.add(line);
            } catch (Exception ignored) {
                // the process ended
            }
        });
        reader.setDaemon(true);
        reader.start();

        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (true) {
            assertTrue(process.isAlive(), "the artifact exited early:\n" + String.join("\n", output));
            try {
                if (get("/q/health/ready").statusCode() == 200) break;
            } catch (ConnectException | java.net.http.HttpTimeoutException notYet) {
                // not listening yet, or too busy starting to answer within the request timeout
            }
            assertTrue(System.nanoTime() < deadline, "not ready within 60 s:\n" + String.join("\n", output));
            Thread.sleep(100);
        }
    }

    @AfterAll
    static void stop() throws Exception {
        if (process != null && process.isAlive()) {
            process.destroyForcibly();
            process.waitFor(10, TimeUnit.SECONDS);
        }
    }

    static Map<String, String> configMap() throws Exception {
        Path file = Path.of(System.getProperty("it.k8s", "k8s"), "base", "configmap.yaml");
        JsonNode doc = new ObjectMapper(new YAMLFactory()).readTree(file.toFile());
        assertEquals("ConfigMap", doc.path("kind").asText());
        Map<String, String> env = new LinkedHashMap<>();
        doc.path("data").fields().forEachRemaining(e -> env.put(e.getKey(), e.getValue().asText()));
        return env;
    }

    /** An API path on the service's port; health and metrics (/q/) on its management interface. */
    static HttpResponse<String> get(String path) throws Exception {
        int to = path.startsWith("/q/health") || path.startsWith("/q/metrics") ? managementPort : port;
        return http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + to + path)).timeout(Duration.ofSeconds(10)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    static HttpResponse<String> post(String path, String json) throws Exception {
        return http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path)).timeout(Duration.ofSeconds(10))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(json)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    @Test
    @Order(1)
    void theConfigMapLimitsApply() throws Exception {
        HttpResponse<String> deep = get("/v1/perft?depth=2&fen=" + START);
        assertEquals(400, deep.statusCode(), deep.body());
        assertTrue(deep.body().contains("between 0 and 1"), deep.body());
        assertEquals(200, get("/v1/perft?depth=1&fen=" + START).statusCode());

        HttpResponse<String> long_ = post("/v1/game", "{\"moves\":[\"e4\",\"e5\",\"Nf3\",\"Nc6\"]}");
        assertEquals(413, long_.statusCode(), long_.body());
        assertTrue(long_.body().contains("at most 3 moves"), long_.body());

        HttpResponse<String> big = post("/v1/position", "{\"fen\":\"" + " ".repeat(300) + "\"}");
        assertEquals(413, big.statusCode(), big.body());
        assertTrue(big.body().contains("at most 300"), big.body());
    }

    @Test
    @Order(2)
    void theConfigMapSwitchesTheLogsToJson() throws Exception {
        ObjectMapper json = new ObjectMapper();
        List<String> lines;
        synchronized (output) {
            lines = new ArrayList<>(output);
        }
        JsonNode started = null;
        for (String line : lines) {
            if (!line.startsWith("{")) continue;
            JsonNode record = json.readTree(line);
            if (record.path("message").asText().contains("started in")) started = record;
        }
        assertNotNull(started, "the startup line as JSON:\n" + String.join("\n", lines));
        assertEquals("INFO", started.path("level").asText());
        assertTrue(started.has("timestamp") && started.has("loggerName"), started.toString());
    }

    @Test
    @Order(3) // last: it stops the process
    void sigtermTurnsReadinessDownThenStops() throws Exception {
        process.toHandle().destroy(); // SIGTERM
        boolean sawDown = false;
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(3);
        while (System.nanoTime() < deadline && process.isAlive()) {
            try {
                if (get("/q/health/ready").statusCode() == 503) {
                    sawDown = true;
                    break;
                }
            } catch (java.io.IOException closed) {
                break;
            }
            Thread.sleep(50);
        }
        assertTrue(sawDown, "readiness answers 503 during quarkus.shutdown.delay:\n" + String.join("\n", output));
        // Liveness still holds while the pod drains: Kubernetes must not restart it.
        assertEquals(200, get("/q/health/live").statusCode());
        assertTrue(process.waitFor(20, TimeUnit.SECONDS), "the artifact stops after the delay");
    }
}
