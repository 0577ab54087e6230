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
import java.util.regex.Matcher;
import java.util.regex.Pattern;
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

    /**
     * An AOT cache works only with the JVM that wrote it and the class path it recorded: the JVM
     * image writes it in its own stage, with the options and the jar of its ENTRYPOINT, from the
     * aot-jar layout (whose jars are on the JVM's class path, where the cache can hold their classes).
     */
    @Test
    void theJvmImageStartsFromTheAotCacheItsOwnJvmWrote() throws IOException {
        Map<String, Stage> named = byName(stages(Path.of("Dockerfile")));
        Stage jvm = named.get("jvm");
        String entrypoint = all(jvm, "ENTRYPOINT").get(0);
        List<String> args = new ArrayList<>();
        for (String a : entrypoint.substring(entrypoint.indexOf('[') + 1, entrypoint.lastIndexOf(']')).split(",")) {
            args.add(a.strip().replaceAll("^\"|\"$", ""));
        }
        assertEquals("java", args.get(0), entrypoint);
        String cache = args.stream().filter(a -> a.startsWith("-XX:AOTCache=")).findFirst()
                .orElseThrow(() -> new AssertionError("the ENTRYPOINT uses an AOT cache: " + entrypoint)).substring(13);
        List<String> options = args.subList(1, args.size()).stream().filter(a -> !a.startsWith("-XX:AOTCache=")).toList();
        String training = all(jvm, "RUN").stream().filter(r -> r.contains("train.sh")).findFirst()
                .orElseThrow(() -> new AssertionError("the JVM stage runs the training")).replaceAll("\\s+", " ");
        assertTrue(training.contains("-XX:AOTCacheOutput=" + cache), "the training writes the cache the ENTRYPOINT reads: " + training);
        assertTrue(training.contains(String.join(" ", options)), "the training runs with the ENTRYPOINT's options and jar " + options
                + ": " + training);
        String build = String.join("\n", named.get("build").instructions());
        assertTrue(build.contains("-Dquarkus.package.jar.type=aot-jar"), "the jar is built in the aot-jar layout: " + build);
        String feature = jdk(named.get("build").from());
        assertEquals(feature, jdk(jvm.from()), "the image's JVM and the build's JDK are one release");
        assertTrue(Integer.parseInt(feature) >= 25, "an AOT cache needs JDK 25 (JEP 514, 515): " + jvm.from());
    }

    /** The feature release of an eclipse-temurin based image: maven:3.9.11-eclipse-temurin-25, eclipse-temurin:25-jre. */
    static String jdk(String image) {
        Matcher m = Pattern.compile("temurin[-:](\\d+)").matcher(image);
        assertTrue(m.find(), "a Temurin image: " + image);
        return m.group(1);
    }

    @Test
    void theTrainingScriptIsExecutableBash() throws IOException {
        Path script = Path.of("src/main/docker/train.sh");
        assertTrue(Files.isExecutable(script), "executable in git, so the image keeps the bit");
        assertTrue(Files.readString(script).startsWith("#!/bin/bash\n"));
    }

    @Test
    void theHealthCheckScriptIsExecutableBash() throws IOException {
        Path script = Path.of("src/main/docker/healthcheck.sh");
        assertTrue(Files.isExecutable(script), "executable in git, so the image keeps the bit");
        assertTrue(Files.readString(script).startsWith("#!/bin/bash\n"));
    }
}
