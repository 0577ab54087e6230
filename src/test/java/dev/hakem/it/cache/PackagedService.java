package dev.hakem.it.cache;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.ConnectException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The packaged jar (it.artifact.path) started as an operator starts it, with settings given as system
 * properties, on free ports, its output in a log file; ready once it answers a request.
 */
final class PackagedService implements AutoCloseable {

    static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();

    final int port;
    final Path log;
    private final Process process;

    private PackagedService(int port, Path log, Process process) {
        this.port = port;
        this.log = log;
        this.process = process;
    }

    /** The packaged artifact, or a failed assumption's reason when it is a native executable. */
    static Path artifact() {
        Path artifact = Path.of(System.getProperty("it.artifact.path", "target/quarkus-app/quarkus-run.jar"));
        assertTrue(Files.isRegularFile(artifact), "the packaged artifact " + artifact + " is there (run through ./mvnw verify)");
        return artifact;
    }

    /** The jar started with these settings ({@code name=value}), ready within 60 s. */
    static PackagedService start(Path jar, Path dir, List<String> settings) throws IOException, InterruptedException {
        int port = freePort();
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Dquarkus.http.port=" + port, "-Dquarkus.management.port=" + freePort()));
        for (String s : settings) command.add("-D" + s);
        command.addAll(List.of("-jar", jar.toAbsolutePath().toString()));
        Path log = dir.resolve("service.log");
        Process p = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile())).start();
        PackagedService service = new PackagedService(port, log, p);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (true) {
            assertTrue(p.isAlive(), "the service exited early:\n" + Files.readString(log));
            try {
                HttpRequest ready = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/v1/chess960/start?number=0"))
                        .timeout(Duration.ofSeconds(5)).build();
                if (HTTP.send(ready, HttpResponse.BodyHandlers.discarding()).statusCode() == 200) return service;
            } catch (ConnectException | HttpTimeoutException notYet) {
                // not listening yet
            }
            assertTrue(System.nanoTime() < deadline, "not ready within 60 s:\n" + Files.readString(log));
            Thread.sleep(100);
        }
    }

    static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }

    /** Stops a process and waits for it, forcibly after 10 s. */
    static void stop(Process p) throws InterruptedException {
        if (p == null || !p.isAlive()) return;
        p.destroy();
        if (!p.waitFor(10, TimeUnit.SECONDS)) p.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
    }

    @Override
    public void close() throws InterruptedException {
        stop(process);
    }
}
