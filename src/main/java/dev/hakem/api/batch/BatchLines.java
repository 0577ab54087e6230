package dev.hakem.api.batch;

import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;

/**
 * Reads a request body line by line without ever holding more than one line: a line longer than
 * the per-line bound is read to its end but not kept (it comes back flagged, without its bytes),
 * and the whole body may not exceed a total. Lines end with LF; a CR before it is dropped. Read
 * with {@link #endingLinesAtCr}, a CR alone ends a line too (old Mac files), and CRLF is one end.
 */
public final class BatchLines {

    /** The body went past the total the batch accepts; nothing after it is read. */
    public static final class TotalExceeded extends Exception {
        TotalExceeded(long limit) {
            super("longer than " + limit + " bytes", null, false, false);
        }
    }

    /**
     * One line of the body.
     *
     * @param number  the line number, from 1
     * @param bytes   the line without its end, or null when it was longer than the bound
     * @param length  how many bytes the line had (without its end)
     * @param blank   whether the line holds nothing but spaces, tabs and CRs, however long it is
     */
    public record Line(long number, byte[] bytes, long length, boolean blank) {
        boolean tooLong() {
            return bytes == null;
        }
    }

    private static final int CHUNK = 64 * 1024;

    private final InputStream in;
    private final int maxLine;
    private final long maxTotal;
    private final byte[] chunk = new byte[CHUNK];
    private int chunkPos;
    private int chunkEnd;
    private long consumed;
    private long number;
    private boolean eof;
    private boolean crEndsLine;
    /** The last line ended with a CR: an LF right after it belongs to the same line end. */
    private boolean afterCr;
    private byte[] line = new byte[256];

    public BatchLines(InputStream in, int maxLine, long maxTotal) {
        this.in = in;
        this.maxLine = maxLine;
        this.maxTotal = maxTotal;
    }

    /** From now on a CR alone ends a line too, and CRLF is one line end; before the first line is read. */
    BatchLines endingLinesAtCr() {
        crEndsLine = true;
        return this;
    }

    /** The next line, or null at the end of the body. */
    Line next() throws IOException, TotalExceeded {
        if (afterCr) {
            afterCr = false;
            if (chunkPos < chunkEnd || fill()) {
                if (chunk[chunkPos] == '\n') {
                    chunkPos++;
                    if (++consumed > maxTotal) throw new TotalExceeded(maxTotal);
                }
            }
        }
        if (eof && chunkPos >= chunkEnd) return null;
        int kept = 0;
        long length = 0;
        boolean any = false;
        // Looked at over every byte, kept or not: a blank line over the bound is still blank, not a member.
        boolean blank = true;
        while (true) {
            if (chunkPos >= chunkEnd && !fill()) {
                if (!any) return null;
                break; // the last line has no LF
            }
            any = true;
            int start = chunkPos;
            int lf = crEndsLine ? indexOfLineEnd(chunk, chunkPos, chunkEnd) : indexOf(chunk, (byte) '\n', chunkPos, chunkEnd);
            int end = lf < 0 ? chunkEnd : lf;
            int n = end - start;
            if (blank) blank = blank(chunk, start, end);
            if (length + n <= maxLine + 1L) { // one more than the bound: room for a CR before the LF
                if (kept + n > line.length) line = Arrays.copyOf(line, Math.max(kept + n, Math.min(maxLine + 1, line.length * 2)));
                System.arraycopy(chunk, start, line, kept, n);
                kept += n;
            }
            length += n;
            chunkPos = lf < 0 ? chunkEnd : lf + 1;
            // Counted as the lines are taken, not as the stream hands out bytes: the bound is exact.
            consumed += n + (lf < 0 ? 0 : 1);
            if (consumed > maxTotal) throw new TotalExceeded(maxTotal);
            if (lf >= 0) {
                afterCr = chunk[lf] == '\r';
                break;
            }
        }
        number++;
        if (length > 0 && length == kept && line[kept - 1] == '\r') {
            kept--;
            length--;
        }
        return new Line(number, length <= maxLine ? Arrays.copyOf(line, kept) : null, length, blank);
    }

    private static boolean blank(byte[] a, int from, int to) {
        for (int i = from; i < to; i++) if (a[i] != ' ' && a[i] != '\t' && a[i] != '\r') return false;
        return true;
    }

    /** The number of the last line returned (0 before the first). */
    long number() {
        return number;
    }

    private boolean fill() throws IOException {
        if (eof) return false;
        int n = in.read(chunk, 0, chunk.length);
        if (n < 0) {
            eof = true;
            chunkPos = chunkEnd = 0;
            return false;
        }
        chunkPos = 0;
        chunkEnd = n;
        return n > 0 || fill();
    }

    private static int indexOfLineEnd(byte[] a, int from, int to) {
        for (int i = from; i < to; i++) if (a[i] == '\n' || a[i] == '\r') return i;
        return -1;
    }

    private static int indexOf(byte[] a, byte b, int from, int to) {
        for (int i = from; i < to; i++) if (a[i] == b) return i;
        return -1;
    }
}
