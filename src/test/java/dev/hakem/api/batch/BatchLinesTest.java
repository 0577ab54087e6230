package dev.hakem.api.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A body read line by line: LF, CRLF, and with {@link BatchLines#endingLinesAtCr} a CR alone. */
class BatchLinesTest {

    /** A stream that hands out one byte a read, so that a CRLF falls across two reads. */
    static InputStream trickle(byte[] bytes) {
        return new ByteArrayInputStream(bytes) {
            @Override
            public synchronized int read(byte[] b, int off, int len) {
                return super.read(b, off, Math.min(len, 1));
            }
        };
    }

    static List<String> lines(BatchLines lines) throws Exception {
        List<String> out = new ArrayList<>();
        for (BatchLines.Line l; (l = lines.next()) != null; ) {
            assertEquals(out.size() + 1, l.number());
            out.add(new String(l.bytes(), StandardCharsets.UTF_8));
        }
        return out;
    }

    static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void lfAndCrlfEndLinesAndALoneCrIsKept() throws Exception {
        String body = "a\r\nb\n\rc\rd\n";
        assertEquals(List.of("a", "b", "\rc\rd"), lines(new BatchLines(new ByteArrayInputStream(bytes(body)), 100, 1000)));
    }

    @Test
    void endingLinesAtCrTakesCrLfAndCrrAlike() throws Exception {
        String body = "a\rb\r\nc\n\rd\r\r\ne";
        List<String> expected = List.of("a", "b", "c", "", "d", "", "e");
        assertEquals(expected, lines(new BatchLines(new ByteArrayInputStream(bytes(body)), 100, 1000).endingLinesAtCr()));
        assertEquals(expected, lines(new BatchLines(trickle(bytes(body)), 100, 1000).endingLinesAtCr()));
        assertEquals(List.of("x"), lines(new BatchLines(trickle(bytes("x\r")), 100, 1000).endingLinesAtCr()));
    }

    @Test
    void aBlankLineIsBlankHoweverLongAndIsNoMemberOfABatch() throws Exception {
        String blank = " \t".repeat(150); // no CR: a PGN body ends lines at a CR alone
        BatchLines.Line line = new BatchLines(new ByteArrayInputStream(bytes(blank + "\n{}")), 100, 1000).next();
        assertTrue(line.tooLong() && line.blank());
        BatchLimits limits = new BatchLimits(5, 100, 10_000);
        for (boolean pgn : new boolean[] {false, true}) {
            String body = blank + "\n" + (pgn ? "1. e4 *" : "{}") + "\n" + blank + "\n";
            BatchLines lines = new BatchLines(new ByteArrayInputStream(bytes(body)), 100, 10_000);
            BatchSource source = pgn ? new PgnGames(lines, limits, b -> () -> b) : new NdjsonGames(lines, limits, b -> () -> b);
            BatchItem first = source.next();
            assertEquals(1, first.game());
            assertEquals(2, first.line());
            assertTrue(first.problem() == null, () -> String.valueOf(first.problem()));
            assertNull(source.next(), "a blank line read as a member");
        }
    }

    @Test
    void theTotalCountsTheLfOfACrlf() throws Exception {
        BatchLines lines = new BatchLines(trickle(bytes("ab\r\n")), 100, 3).endingLinesAtCr();
        assertEquals("ab", new String(lines.next().bytes(), StandardCharsets.UTF_8));
        assertThrows(BatchLines.TotalExceeded.class, lines::next);
    }
}
