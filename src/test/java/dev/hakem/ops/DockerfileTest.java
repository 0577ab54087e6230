package dev.hakem.ops;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The Dockerfiles, checked on paper (no Docker engine where the tests run): the default target is
 * the JVM image, "native" is a target, both run as a numeric non-root user with a HEALTHCHECK, and
 * every file they copy from the context exists and is not excluded by .dockerignore.
 */
class DockerfileTest {

    record Stage(String name, String from, List<String> instructions) {}

    /** Stages in order; each instruction on one line (continuations joined), comments dropped. */
    static List<Stage> stages(Path dockerfile) throws IOException {
        List<Stage> stages = new ArrayList<>();
        StringBuilder pending = new StringBuilder();
        for (String raw : Files.readAllLines(dockerfile)) {
            String line = raw.strip();
            if (line.startsWith("#") || (line.isEmpty() && pending.isEmpty())) continue;
            if (line.endsWith("\\")) {
                pending.append(line, 0, line.length() - 1).append(' ');
                continue;
            }
            String instruction = pending.append(line).toString().strip();
            pending.setLength(0);
            if (instruction.isEmpty()) continue;
            String[] words = instruction.split("\\s+");
            if (words[0].equalsIgnoreCase("FROM")) {
                String name = words.length >= 4 && words[2].equalsIgnoreCase("AS") ? words[3] : "#" + stages.size();
                stages.add(new Stage(name, words[1], new ArrayList<>()));
            } else if (words[0].equalsIgnoreCase("ARG") && stages.isEmpty()) {
                continue;
            } else {
                assertFalse(stages.isEmpty(), "instruction before FROM: " + instruction);
                stages.get(stages.size() - 1).instructions().add(instruction);
            }
        }
        return stages;
    }

    static Map<String, Stage> byName(List<Stage> stages) {
        Map<String, Stage> m = new LinkedHashMap<>();
        for (Stage s : stages) m.put(s.name(), s);
        return m;
    }

    static List<String> all(Stage s, String keyword) {
        return s.instructions().stream().filter(i -> i.toUpperCase(Locale.ROOT).startsWith(keyword + " ")).toList();
    }

    static void assertRuntimeStage(Stage s) {
        List<String> users = all(s, "USER");
        assertFalse(users.isEmpty(), s.name() + " sets a USER");
        String user = users.get(users.size() - 1).substring(5).strip();
        assertTrue(user.matches("[1-9]\\d*(:\\d+)?"), s.name() + ": a numeric non-root user, for runAsNonRoot: " + user);
        List<String> checks = all(s, "HEALTHCHECK");
        assertEquals(1, checks.size(), s.name() + " has a HEALTHCHECK");
        assertTrue(checks.get(0).contains("healthcheck.sh"), checks.get(0));
        assertTrue(all(s, "EXPOSE").stream().anyMatch(e -> e.contains("8080")), s.name() + " exposes 8080");
        assertEquals(1, all(s, "ENTRYPOINT").size(), s.name() + " has an ENTRYPOINT");
    }

    @Test
    void theDefaultTargetIsTheJvmImageAndNativeIsATarget() throws IOException {
        List<Stage> stages = stages(Path.of("Dockerfile"));
        Stage last = stages.get(stages.size() - 1);
        assertEquals("jvm", last.name(), "docker build without --target builds the last stage");
        assertTrue(last.from().contains("jre"), "a JRE runs the jar: " + last.from());
        Map<String, Stage> named = byName(stages);
        assertTrue(named.containsKey("native"), "docker build --target native");
        assertTrue(named.get("native").from().contains("quarkus-micro-image"), named.get("native").from());
        assertTrue(named.get("native-build").from().contains("mandrel-builder-image"), named.get("native-build").from());
        assertTrue(named.get("native").instructions().stream().anyMatch(i -> i.contains("--from=native-build")),
                "the native image takes the executable the Mandrel stage built");
        assertRuntimeStage(named.get("jvm"));
        assertRuntimeStage(named.get("native"));
    }

    @Test
    void theNativeStagesBuildFromTheSourcesOnlyOutput() throws IOException {
        Map<String, Stage> named = byName(stages(Path.of("Dockerfile")));
        String sources = String.join("\n", named.get("native-sources").instructions());
        assertTrue(sources.contains("-Dnative") && sources.contains("-Dquarkus.native.sources-only=true"), sources);
        String build = String.join("\n", named.get("native-build").instructions());
        assertTrue(build.contains("native-sources") && build.contains("native-image $(cat native-image.args)"), build);
    }

    @Test
    void thePrebuiltNativeDockerfileIsARuntimeImageToo() throws IOException {
        List<Stage> stages = stages(Path.of("src/main/docker/Dockerfile.native"));
        assertEquals(1, stages.size());
        assertRuntimeStage(stages.get(0));
    }

    @Test
    void everyCopiedFileIsInTheBuildContext() throws IOException {
        List<String> ignore = Files.readAllLines(Path.of(".dockerignore")).stream()
                .map(String::strip).filter(l -> !l.isEmpty() && !l.startsWith("#")).toList();
        for (Path dockerfile : List.of(Path.of("Dockerfile"), Path.of("src/main/docker/Dockerfile.native"))) {
            for (Stage s : stages(dockerfile)) {
                for (String copy : all(s, "COPY")) {
                    if (copy.contains("--from=")) continue;
                    List<String> words = new ArrayList<>(List.of(copy.split("\\s+")));
                    words.remove(0);
                    words.removeIf(w -> w.startsWith("--"));
                    for (String source : words.subList(0, words.size() - 1)) {
                        String path = source.replaceAll("/$", "");
                        if (!path.contains("*")) assertTrue(Files.exists(Path.of(path)), dockerfile + ": COPY " + source + " does not exist");
                        assertFalse(ignored(ignore, path), dockerfile + ": COPY " + source + " is excluded by .dockerignore");
                    }
                }
            }
        }
    }

    /** .dockerignore's rule: the last pattern that matches the path (or one of its parents) decides. */
    static boolean ignored(List<String> patterns, String path) {
        boolean excluded = false;
        for (String pattern : patterns) {
            boolean exception = pattern.startsWith("!");
            String glob = (exception ? pattern.substring(1) : pattern).replaceAll("/$", "");
            PathMatcher m = FileSystems.getDefault().getPathMatcher("glob:" + glob);
            boolean matches = false;
            for (Path p = Path.of(path); p != null; p = p.getParent()) matches |= m.matches(p);
            if (matches) excluded = !exception;
        }
        return excluded;
    }

    @Test
    void theIgnoreRulesAreReadAsDockerReadsThem() {
        List<String> rules = List.of("*", "!src/main/", "!pom.xml");
        assertTrue(ignored(rules, "src/test/java"));
        assertTrue(ignored(rules, "target/quarkus-app"));
        assertFalse(ignored(rules, "src/main/docker/healthcheck.sh"));
        assertFalse(ignored(rules, "pom.xml"));
    }

    @Test
    void theHealthCheckScriptIsExecutableBash() throws IOException {
        Path script = Path.of("src/main/docker/healthcheck.sh");
        assertTrue(Files.isExecutable(script), "executable in git, so the image keeps the bit");
        assertTrue(Files.readString(script).startsWith("#!/bin/bash\n"));
    }
}
