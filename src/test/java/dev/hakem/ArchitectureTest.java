package dev.hakem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The shape of the code a newcomer relies on: arrows between packages run one way (api, then
 * verdict, then chess), the rules know no framework, packages and classes stay small enough to
 * read in one sitting, and nothing cites a document outside the repository.
 */
class ArchitectureTest {

    static final Path MAIN = Path.of("src/main/java");
    static final Pattern PACKAGE = Pattern.compile("^package ([\\w.]+);", Pattern.MULTILINE);
    static final Pattern IMPORT = Pattern.compile("^import (?:static )?([\\w.]+)(?:\\.\\*)?;", Pattern.MULTILINE);
    /** Most files directly in one package, and most lines in one class without a note saying why. */
    static final int MAX_FILES = 15;
    static final int MAX_LINES = 350;
    /** The note a longer class carries in its comment, with the reason after it. */
    static final String LONG_NOTE = "Longer than usual because";

    record Source(Path path, String pkg, String text) {}

    static List<Source> sources(Path root) throws IOException {
        try (Stream<Path> files = Files.walk(root)) {
            List<Source> out = new ArrayList<>();
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                String text = Files.readString(f);
                Matcher m = PACKAGE.matcher(text);
                out.add(new Source(f, m.find() ? m.group(1) : "", text));
            }
            return out;
        }
    }

    /** The package of an imported name: its segments up to the first that starts with a capital. */
    static String packageOf(String imported) {
        StringBuilder sb = new StringBuilder();
        for (String part : imported.split("\\.")) {
            if (!part.isEmpty() && Character.isUpperCase(part.charAt(0))) break;
            if (sb.length() > 0) sb.append('.');
            sb.append(part);
        }
        return sb.toString();
    }

    static Map<String, Set<String>> projectImports(List<Source> sources) {
        Map<String, Set<String>> edges = new TreeMap<>();
        for (Source s : sources) {
            Set<String> to = edges.computeIfAbsent(s.pkg(), k -> new TreeSet<>());
            Matcher m = IMPORT.matcher(s.text());
            while (m.find()) {
                String target = packageOf(m.group(1));
                if (target.startsWith("dev.hakem") && !target.equals(s.pkg())) to.add(target);
            }
        }
        return edges;
    }

    @Test
    void noImportCycleBetweenPackages() throws IOException {
        Map<String, Set<String>> edges = projectImports(sources(MAIN));
        assertTrue(edges.size() >= 10, "the scan sees the packages: " + edges.keySet());
        for (String start : edges.keySet()) {
            // Everything reachable from start; a cycle is start reachable from itself.
            Deque<String> todo = new ArrayDeque<>(edges.get(start));
            Set<String> seen = new TreeSet<>();
            while (!todo.isEmpty()) {
                String p = todo.pop();
                assertTrue(!p.equals(start), "an import cycle through " + start + ": " + edges);
                if (seen.add(p)) todo.addAll(edges.getOrDefault(p, Set.of()));
            }
        }
    }

    @Test
    void theArrowsRunFromApiToVerdictToChess() throws IOException {
        for (Source s : sources(MAIN)) {
            Matcher m = IMPORT.matcher(s.text());
            while (m.find()) {
                String target = m.group(1);
                if (s.pkg().startsWith("dev.hakem.chess"))
                    assertTrue(!target.startsWith("dev.hakem.verdict") && !target.startsWith("dev.hakem.api"),
                            s.path() + " imports " + target);
                if (s.pkg().startsWith("dev.hakem.verdict"))
                    assertTrue(!target.startsWith("dev.hakem.api"), s.path() + " imports " + target);
            }
        }
    }

    @Test
    void theRulesKnowNoFramework() throws IOException {
        for (Source s : sources(MAIN)) {
            if (s.pkg().startsWith("dev.hakem.api")) continue;
            Matcher m = IMPORT.matcher(s.text());
            while (m.find())
                assertTrue(m.group(1).startsWith("java.") || m.group(1).startsWith("dev.hakem."),
                        s.path() + " imports " + m.group(1));
        }
    }

    @Test
    void theOperationsPackageIsImportedByNobody() throws IOException {
        for (Source s : sources(MAIN))
            if (!s.pkg().equals("dev.hakem.api.ops"))
                assertTrue(!s.text().contains("import dev.hakem.api.ops."), s.path() + " imports the operations package");
    }

    @Test
    void noPackageHoldsMoreThanFifteenFilesDirectly() throws IOException {
        Map<String, Integer> counts = new TreeMap<>();
        for (Source s : sources(MAIN)) counts.merge(s.pkg(), 1, Integer::sum);
        counts.forEach((pkg, n) -> assertTrue(n <= MAX_FILES, pkg + " holds " + n + " files"));
    }

    @Test
    void noLongClassWithoutANoteSayingWhy() throws IOException {
        List<String> tooLong = new ArrayList<>();
        for (Source s : sources(MAIN)) {
            long lines = s.text().lines().count();
            if (lines > MAX_LINES && !s.text().contains(LONG_NOTE)) tooLong.add(s.path() + " (" + lines + " lines)");
        }
        assertEquals(List.of(), tooLong);
    }

    @Test
    void nothingCitesADocumentOutsideTheRepository() throws IOException {
        List<String> cites = new ArrayList<>();
        for (Path root : List.of(MAIN, Path.of("src/test/java")))
            for (Source s : sources(root))
                if (s.text().contains("RULES.md") && !s.path().endsWith("ArchitectureTest.java")) cites.add(s.path().toString());
        assertEquals(List.of(), cites, "cite docs/rules.md, which is in the repository");
        assertTrue(Files.exists(Path.of("docs/rules.md")), "the rules document is in the repository");
    }
}
