package dev.hakem.api.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.hakem.Fuzz;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Function;
import org.junit.jupiter.api.Tag;

/**
 * Coverage-guided fuzzing of the batch bodies of POST /v1/games and /v1/winnability: NDJSON lines and
 * PGN games cut from a stream ({@code ./mvnw verify -Pfuzz}; every build replays
 * {@code BatchBodyFuzzTestInputs}). An input is "pgn" or "ndjson" on its first line (anything else
 * chooses by its length) and the body after it, read with small bounds so that they are reached. The
 * contract:
 * <ul>
 *   <li>members are numbered 1, 2, 3... at lines that never go back; no member is handed on over the
 *       size bound (it is refused, 413, and the batch goes on); past the most members or bytes the
 *       batch stops, 413, and nothing is read after;</li>
 *   <li>NDJSON: the members are the body's lines that are not blank, each with its number, as a plain
 *       split of the body finds them;</li>
 *   <li>PGN: each game cut, read again as a batch of its own, is one game with the same bytes; the
 *       games cut make up the end of the body, line ends made LF.</li>
 * </ul>
 */
@Tag("jazzer")
class BatchBodyFuzzTest {

    private static final BatchLimits LIMITS = new BatchLimits(6, 200, 3_000);

    @FuzzTest
    void body(byte[] input) throws IOException {
        Fuzz.Selected in = Fuzz.Selected.of(input);
        boolean pgn = in.line().equals("pgn") || !in.line().equals("ndjson") && in.line().length() % 2 == 1;
        byte[] body = in.rest();
        List<Member> members = cut(body, pgn, LIMITS);
        checkNumbering(members, body.length);
        if (pgn) checkPgn(body, members);
        else checkNdjson(body, members);
    }

    /** A member as the source handed it on: its number, line, bytes (null when refused or stopping) and status. */
    record Member(int game, long line, byte[] bytes, int status, boolean last) {}

    static List<Member> cut(byte[] body, boolean pgn, BatchLimits limits) throws IOException {
        List<byte[]> handed = new ArrayList<>();
        Function<byte[], Callable<?>> keep = bytes -> {
            handed.add(bytes);
            return () -> bytes;
        };
        BatchLines lines = new BatchLines(new ByteArrayInputStream(body), limits.maxGameSize(), limits.maxBodySize());
        BatchSource source = pgn ? new PgnGames(lines, limits, keep) : new NdjsonGames(lines, limits, keep);
        List<Member> out = new ArrayList<>();
        for (BatchItem item; (item = source.next()) != null; ) {
            int before = handed.size();
            byte[] bytes = item.work() == null ? null : handed.get(before - 1);
            out.add(new Member(item.game(), item.line(), bytes, item.problem() == null ? 0 : item.problem().status(), item.last()));
            if (item.last()) {
                assertNull(source.next(), "read on after the batch stopped");
                break;
            }
        }
        return out;
    }

    private static void checkNumbering(List<Member> members, int bodyLength) {
        long line = 0;
        for (int i = 0; i < members.size(); i++) {
            Member m = members.get(i);
            assertEquals(i + 1, m.game(), "numbering");
            assertTrue(m.line() >= Math.max(line, 1), () -> "line " + m.line() + " after " + members);
            line = m.line();
            if (m.bytes() != null) {
                assertTrue(m.game() <= LIMITS.maxGames());
                assertTrue(m.bytes().length <= LIMITS.maxGameSize(), () -> m.bytes().length + " bytes handed on");
                assertEquals(0, m.status());
            } else {
                assertEquals(413, m.status(), "a member not handed on");
            }
            if (m.last()) assertEquals(members.size() - 1, i);
        }
        if (bodyLength <= LIMITS.maxBodySize())
            assertTrue(members.stream().noneMatch(m -> m.last() && m.game() <= LIMITS.maxGames()), "stopped below the bounds");
    }

    private static void checkNdjson(byte[] body, List<Member> members) {
        if (body.length > LIMITS.maxBodySize()) return;
        List<Member> expected = new ArrayList<>();
        int from = 0;
        long number = 0;
        while (from < body.length) {
            int lf = Fuzz.indexOf(body, (byte) '\n', from);
            int end = lf < 0 ? body.length : lf;
            number++;
            int stop = end > from && body[end - 1] == '\r' ? end - 1 : end;
            byte[] line = Arrays.copyOfRange(body, from, stop);
            from = end + 1;
            if (blank(line)) continue;
            if (expected.size() == LIMITS.maxGames()) {
                expected.add(new Member(expected.size() + 1, number, null, 413, true));
                break;
            }
            boolean tooLong = line.length > LIMITS.maxGameSize();
            expected.add(new Member(expected.size() + 1, number, tooLong ? null : line, tooLong ? 413 : 0, false));
        }
        assertEquals(expected.size(), members.size(), () -> describe(expected) + " / " + describe(members));
        for (int i = 0; i < expected.size(); i++) {
            Member e = expected.get(i), m = members.get(i);
            assertEquals(e.line(), m.line(), "line of member " + (i + 1));
            assertTrue(same(e.bytes(), m.bytes()), "bytes of member " + (i + 1));
            assertEquals(e.status(), m.status());
        }
    }

    private static void checkPgn(byte[] body, List<Member> members) throws IOException {
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        boolean whole = true;
        for (Member m : members) {
            if (m.bytes() == null) {
                whole = false;
                continue;
            }
            // Alone, a game cut inside its last line gets that line's LF: one byte more to allow for.
            List<Member> again = cut(m.bytes(), true, new BatchLimits(LIMITS.maxGames(), LIMITS.maxGameSize() + 1,
                    LIMITS.maxBodySize()));
            assertEquals(1, again.size(), () -> "a game cut again: " + new String(m.bytes(), StandardCharsets.UTF_8));
            // Alone, the game's last line is the body's: it gets the LF every line read ends with.
            byte[] alone = again.get(0).bytes(), lf = Arrays.copyOf(m.bytes(), m.bytes().length + 1);
            lf[m.bytes().length] = '\n';
            assertTrue(same(m.bytes(), alone) || same(lf, alone), "a game cut again changes");
            all.writeBytes(m.bytes());
        }
        if (whole && body.length <= LIMITS.maxBodySize()) {
            String text = blankLinesEmptied(new String(lf(body), StandardCharsets.ISO_8859_1));
            String games = all.toString(StandardCharsets.ISO_8859_1);
            assertTrue(text.endsWith(games) || (text + "\n").endsWith(games), () -> "the games are not the end of the body");
        }
    }

    /** A blank line over the size bound stands in its game as an empty line (its number kept, its bytes not). */
    private static String blankLinesEmptied(String text) {
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++)
            if (lines[i].length() > LIMITS.maxGameSize() && blank(lines[i].getBytes(StandardCharsets.ISO_8859_1))) lines[i] = "";
        return String.join("\n", lines);
    }

    /** The body with CRLF and CR alone made LF. */
    private static byte[] lf(byte[] body) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (int i = 0; i < body.length; i++) {
            if (body[i] == '\r') {
                out.write('\n');
                if (i + 1 < body.length && body[i + 1] == '\n') i++;
            } else {
                out.write(body[i]);
            }
        }
        return out.toByteArray();
    }

    /**
     * Equal bytes, either side null. Not Arrays.equals on a null array: Jazzer's hook on it crashes the
     * JVM while fuzzing (SIGSEGV in TraceDataFlowNativeCallbacks.traceMemcmp, Jazzer 0.26.0).
     */
    private static boolean same(byte[] a, byte[] b) {
        if (a == null || b == null) return a == b;
        return Arrays.equals(a, b);
    }

    private static boolean blank(byte[] line) {
        for (byte b : line) if (b != ' ' && b != '\t' && b != '\r') return false;
        return true;
    }


    private static String describe(List<Member> members) {
        StringBuilder sb = new StringBuilder();
        for (Member m : members) sb.append(m.game()).append('@').append(m.line()).append(':').append(m.status()).append(' ');
        return sb.toString();
    }
}
