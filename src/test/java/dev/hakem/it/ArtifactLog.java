package dev.hakem.it;

import java.nio.file.Files;
import java.nio.file.Path;

/** The console output of the artifact that @QuarkusIntegrationTest launched (the pom puts it in the build directory). */
final class ArtifactLog {
    private ArtifactLog() {}

    static Path find() {
        Path log = Path.of(System.getProperty("quarkus.log.file.path", "target/quarkus.log"));
        if (!Files.isRegularFile(log)) throw new AssertionError("no artifact log at " + log.toAbsolutePath());
        return log;
    }
}
