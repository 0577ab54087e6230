package dev.hakem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every citation of the FIDE Laws uses the numbering of the Laws taking effect from 1 January 2023
 * (docs/rules.md). Under that numbering 9.2.1 is the position "about to appear", 9.2.2 the position
 * that "has just appeared", 9.2.3 says when positions are the same (9.2.3.1 en passant, 9.2.3.2
 * castling rights), and Chess960 is Guidelines II (II.3 its castling); Guidelines III are the
 * games without increment. The superseded numbers 9.2.1.1 and 9.2.1.2 do not exist any more, and
 * 9.2.2 no longer defines the same position.
 */
class CitationsTest {

    /** What is searched: the sources, the bundles, the board page, the tests, the docs and the OpenAPI. */
    private static final List<String> ROOTS = List.of("src/main", "src/test", "docs", "openapi", "README.md");
    private static final Set<String> TEXT = Set.of("java", "properties", "md", "yaml", "yml", "html", "js", "css", "txt");

    private static final Pattern GONE = Pattern.compile("9\\.2\\.1\\.[12]\\b");
    private static final Pattern GUIDELINES_III = Pattern.compile("Guidelines(?:\\s|\\*|//|#)+III\\b");
    /** A line break before a line that starts a new entry rather than continuing a comment or a paragraph. */
    private static final Pattern NEW_ENTRY = Pattern.compile("\n(?=[A-Za-z])");
    private static final Pattern NINE_TWO_TWO = Pattern.compile("(?<![\\d.])9\\.2\\.2(?![\\d.]\\d)");
    /** Words that say a citation of 9.2.2 is about the identity of positions, not the position that has just appeared. */
    private static final Pattern IDENTITY = Pattern.compile("identit|compar|same as|en.passant|castling|the same position|aynı", Pattern.CASE_INSENSITIVE);
    /** Words of 9.2.2 itself: a position that has appeared, a claim. */
    private static final Pattern APPEARED = Pattern.compile("appear|claim|third|talep|görün|ortaya çık", Pattern.CASE_INSENSITIVE);

    @Test
    void no_text_of_the_project_cites_a_number_the_2023_laws_do_not_use_for_that_meaning() throws IOException {
        List<String> faults = new ArrayList<>();
        for (Path file : files()) {
            String path = file.toString().replace('\\', '/');
            if (path.endsWith("CitationsTest.java")) continue;
            String text;
            try {
                text = Files.readString(file, StandardCharsets.UTF_8);
            } catch (IOException | UncheckedIOException e) {
                continue; // not UTF-8 text
            }
            for (String fault : faults(text)) faults.add(path + ": " + fault);
        }
        assertEquals(List.of(), faults);
    }

    @Test
    void the_check_tells_the_superseded_numbers_from_the_2023_ones() {
        assertFalse(faults("claimable when the position has appeared three times (FIDE 9.2.1.2)").isEmpty());
        assertFalse(faults("with a move after which it would occur (9.2.1.1)").isEmpty());
        assertFalse(faults("Chess960 (FIDE Laws, Guidelines\n * III, Chess960 rules)").isEmpty());
        assertFalse(faults("how many times the position has stood (FIDE 9.2.2 identity)").isEmpty());
        assertFalse(faults("the same as without it (FIDE 9.2.2), and the canonical FEN omits it").isEmpty());
        assertTrue(faults("how many times the position has stood (FIDE 9.2.3 identity)").isEmpty());
        assertTrue(faults("the position has just appeared for the third time (FIDE 9.2.2)").isEmpty());
        assertTrue(faults("a claim under 9.2.2, or with a move (9.2.1); the same position: 9.2.3.1").isEmpty());
        assertTrue(faults("Chess960 (Guidelines II.3)").isEmpty());
        assertTrue(faults("a.rule=FIDE 9.3.2: same position\nb.rule=FIDE 9.2.2: aynı konum (9.2.3) üçüncü kez ortaya çıktı").isEmpty());
        assertFalse(faults("a=FIDE 9.2.2: the same position\nb=a claim").isEmpty());
    }

    /** The faults in one text, each with its line. */
    static List<String> faults(String text) {
        List<String> out = new ArrayList<>();
        Matcher m = GONE.matcher(text);
        while (m.find()) out.add(line(text, m.start()) + ": " + m.group() + " is not a 2023 number (9.2.1 about to appear, 9.2.2 has just appeared)");
        m = GUIDELINES_III.matcher(text);
        while (m.find()) out.add(line(text, m.start()) + ": Chess960 is Guidelines II in 2023 (Guidelines III: games without increment)");
        m = NINE_TWO_TWO.matcher(text);
        while (m.find()) {
            String around = sentence(text, m.start(), m.end());
            if (IDENTITY.matcher(around).find() && !APPEARED.matcher(around).find())
                out.add(line(text, m.start()) + ": 9.2.2 cited for the identity of positions, which is 9.2.3 in 2023: " + around.strip());
        }
        return out;
    }

    /** The text around a citation, up to 90 characters either side, within one sentence or bullet. */
    private static String sentence(String text, int start, int end) {
        int from = Math.max(0, start - 90), to = Math.min(text.length(), end + 90);
        String before = text.substring(from, start), after = text.substring(end, to);
        // A sentence ends at a full stop, a semicolon, a blank line, or a line that does not continue the
        // last (a line of a bundle, which starts with its key).
        int cut = Math.max(Math.max(before.lastIndexOf(". "), before.lastIndexOf("; ")), before.lastIndexOf("\n\n"));
        Matcher line = NEW_ENTRY.matcher(before);
        while (line.find()) cut = Math.max(cut, line.start());
        if (cut >= 0) before = before.substring(cut + 1);
        int stop = firstOf(after, ". ", "; ", "\n\n");
        Matcher next = NEW_ENTRY.matcher(after);
        if (next.find() && (stop < 0 || next.start() < stop)) stop = next.start();
        if (stop >= 0) after = after.substring(0, stop);
        return (before + text.substring(start, end) + after).replaceAll("\\s+", " ").toLowerCase(Locale.ROOT);
    }

    private static int firstOf(String s, String... marks) {
        int best = -1;
        for (String mark : marks) {
            int at = s.indexOf(mark);
            if (at >= 0 && (best < 0 || at < best)) best = at;
        }
        return best;
    }

    private static int line(String text, int at) {
        int n = 1;
        for (int i = 0; i < at; i++) if (text.charAt(i) == '\n') n++;
        return n;
    }

    private static List<Path> files() throws IOException {
        List<Path> out = new ArrayList<>();
        for (String root : ROOTS) {
            Path p = Path.of(root);
            if (!Files.exists(p)) continue;
            if (Files.isRegularFile(p)) {
                out.add(p);
                continue;
            }
            try (Stream<Path> walk = Files.walk(p)) {
                walk.filter(Files::isRegularFile).filter(f -> {
                    String name = f.getFileName().toString();
                    int dot = name.lastIndexOf('.');
                    return dot >= 0 && TEXT.contains(name.substring(dot + 1));
                }).forEach(out::add);
            }
        }
        return out;
    }
}
