package dev.hakem.ceiling;

import jakarta.inject.Singleton;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * hakem's own answers, loaded once: the position report from {@code ceiling.body} and the move
 * answers from {@code ceiling.move-dir} (one NAME.json per case), sent with {@code ceiling.content-type}.
 */
@Singleton
public class Answers {
    final byte[] position;
    final Map<String, byte[]> moves = new HashMap<>();
    final String contentType;

    public Answers(@ConfigProperty(name = "ceiling.body") String bodyPath,
                   @ConfigProperty(name = "ceiling.move-dir") Optional<String> dir,
                   @ConfigProperty(name = "ceiling.content-type") String contentType) {
        if (bodyPath == null || bodyPath.isBlank())
            throw new IllegalStateException("set -Dceiling.body=<file with the response body to serve>");
        this.contentType = contentType;
        try {
            this.position = Files.readAllBytes(java.nio.file.Path.of(bodyPath));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + bodyPath, e);
        }
        if (dir.isEmpty() || dir.get().isBlank()) return;
        try (Stream<java.nio.file.Path> files = Files.list(java.nio.file.Path.of(dir.get()))) {
            for (java.nio.file.Path f : (Iterable<java.nio.file.Path>) files::iterator) {
                String name = f.getFileName().toString();
                if (name.endsWith(".json")) moves.put(name.substring(0, name.length() - 5), Files.readAllBytes(f));
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + dir.get(), e);
        }
    }
}
