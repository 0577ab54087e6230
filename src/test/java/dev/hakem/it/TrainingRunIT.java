package dev.hakem.it;

import static org.junit.jupiter.api.Assertions.*;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
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
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The JVM image's training run (src/main/docker/train.sh) against the packaged jar, on the JVM
 * running the tests: every request it makes gets the status it expects, the JVM writes its
 * start-up archive (the AOT cache on JDK 25 and later, AppCDS before), and a JVM told to refuse
 * to start without that archive starts with it. A change of the API that breaks the training
 * breaks this test, not only the container build.
 */
class TrainingRunIT {

    @Test
    void theTrainingRunWritesAnArchiveTheJvmStartsWith(@TempDir Path dir) throws Exception {
        Path artifact = Path.of(System.getProperty("it.artifact.path", "target/quarkus-app/quarkus-run.jar")).toAbsolutePath();
        assumeTrue(artifact.toString().endsWith(".jar"), "a start-up archive is for the JVM, not the native executable");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        boolean aot = Runtime.version().feature() >= 25;
        Path archive = dir.resolve(aot ? "app.aot" : "app.jsa");
        Path log = dir.resolve("train.log");

        ProcessBuilder train = new ProcessBuilder("bash", Path.of("src/main/docker/train.sh").toAbsolutePath().toString(),
                (aot ? "-XX:AOTCacheOutput=" : "-XX:ArchiveClassesAtExit=") + archive, aot ? "-Xlog:aot=off" : "-Xlog:cds=off",
                "-jar", artifact.toString())
                .redirectErrorStream(true).redirectOutput(log.toFile());
        train.environment().put("JAVA", java);
        train.environment().put("TRAIN_HTTP_PORT", String.valueOf(freePort()));
        train.environment().put("TRAIN_MANAGEMENT_PORT", String.valueOf(freePort()));
        Process p = train.start();
        assertTrue(p.waitFor(180, TimeUnit.SECONDS), "the training run ends");
        assertEquals(0, p.exitValue(), "every request of the training got its status:\n" + tail(log));
        assertTrue(Files.size(archive) > 1_000_000, "the JVM wrote its archive: " + archive + "\n" + tail(log));

        int port = freePort();
        int management = freePort();
        List<String> command = new ArrayList<>(List.of(java));
        command.addAll(aot ? List.of("-XX:AOTCache=" + archive, "-XX:AOTMode=on")
                : List.of("-XX:SharedArchiveFile=" + archive, "-Xshare:on"));
        command.addAll(List.of("-Dquarkus.http.port=" + port, "-Dquarkus.management.port=" + management, "-jar", artifact.toString()));
        Path runLog = dir.resolve("run.log");
        Process run = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(runLog.toFile()).start();
        try {
            HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            int status = 0;
            while (status != 200) {
                assertTrue(run.isAlive(), "the JVM refused the archive or exited:\n" + tail(runLog));
                assertTrue(System.nanoTime() < deadline, "not ready within 60 s:\n" + tail(runLog));
                try {
                    status = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + management + "/q/health/ready"))
                            .timeout(Duration.ofSeconds(5)).build(), HttpResponse.BodyHandlers.discarding()).statusCode();
                } catch (IOException notYet) {
                    Thread.sleep(100);
                }
            }
        } finally {
            run.destroy();
            if (!run.waitFor(20, TimeUnit.SECONDS)) run.destroyForcibly();
        }
    }

    static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }

    static String tail(Path log) throws IOException {
        if (!Files.exists(log)) return "(no output)";
        List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
        return String.join("\n", lines.subList(Math.max(0, lines.size() - 40), lines.size()));
    }
}
