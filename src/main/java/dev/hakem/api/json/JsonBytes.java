package dev.hakem.api.json;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * JSON written straight into one growing byte array: member names come pre-encoded (with their
 * quotes, colon and leading comma), strings are encoded to UTF-8 and escaped in one pass exactly as
 * Jackson's UTF-8 generator escapes them (quote, backslash, the control characters backspace, tab,
 * line feed, form feed and carriage return by their letters and the others by four hex digits, and
 * every surrogate by its own four upper-case hex digits), so the bytes are those Jackson would write.
 */
final class JsonBytes {
    private static final byte[] HEX = "0123456789ABCDEF".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] NULL = ascii("null"), TRUE = ascii("true"), FALSE = ascii("false");
    /** Per ASCII character: 0 written as it is, otherwise the letter after the backslash ('u': four hex digits). */
    private static final byte[] ESCAPES = new byte[128];

    static {
        for (int c = 0; c < 0x20; c++) ESCAPES[c] = 'u';
        ESCAPES['\b'] = 'b';
        ESCAPES['\t'] = 't';
        ESCAPES['\n'] = 'n';
        ESCAPES['\f'] = 'f';
        ESCAPES['\r'] = 'r';
        ESCAPES['"'] = '"';
        ESCAPES['\\'] = '\\';
    }

    private byte[] buf;
    private int len;
    private char[] chars = new char[64];

    JsonBytes(int capacity) {
        buf = new byte[capacity];
    }

    /** The bytes of an ASCII text, for names and punctuation written as they are. */
    static byte[] ascii(String text) {
        return text.getBytes(StandardCharsets.US_ASCII);
    }

    void raw(byte[] bytes) {
        int n = bytes.length;
        ensure(n);
        System.arraycopy(bytes, 0, buf, len, n);
        len += n;
    }

    void raw(char c) {
        ensure(1);
        buf[len++] = (byte) c;
    }

    /** A string value, or null. */
    void string(String s) {
        if (s == null) {
            raw(NULL);
            return;
        }
        int n = s.length();
        // The characters copied out in one go (as Jackson does): the loop below then reads a plain array.
        if (chars.length < n) chars = new char[Math.max(n, chars.length * 2)];
        char[] cs = chars;
        s.getChars(0, n, cs, 0);
        ensure(n * 6 + 2);
        byte[] b = buf;
        int p = len;
        b[p++] = '"';
        for (int i = 0; i < n; i++) {
            char c = cs[i];
            if (c < 0x80) {
                byte escape = ESCAPES[c];
                if (escape == 0) {
                    b[p++] = (byte) c;
                } else {
                    b[p++] = '\\';
                    b[p++] = escape;
                    if (escape == 'u') p = hex(b, p, c);
                }
            } else if (c < 0x800) {
                b[p++] = (byte) (0xC0 | (c >> 6));
                b[p++] = (byte) (0x80 | (c & 0x3F));
            } else if (Character.isSurrogate(c)) {
                b[p++] = '\\';
                b[p++] = 'u';
                p = hex(b, p, c);
            } else {
                b[p++] = (byte) (0xE0 | (c >> 12));
                b[p++] = (byte) (0x80 | ((c >> 6) & 0x3F));
                b[p++] = (byte) (0x80 | (c & 0x3F));
            }
        }
        b[p++] = '"';
        len = p;
    }

    private static int hex(byte[] b, int p, char c) {
        b[p++] = HEX[(c >> 12) & 0xF];
        b[p++] = HEX[(c >> 8) & 0xF];
        b[p++] = HEX[(c >> 4) & 0xF];
        b[p++] = HEX[c & 0xF];
        return p;
    }

    void number(int value) {
        if (value >= 0 && value < 10) {
            raw((char) ('0' + value));
            return;
        }
        raw(ascii(Integer.toString(value)));
    }

    void bool(boolean value) {
        raw(value ? TRUE : FALSE);
    }

    void nullValue() {
        raw(NULL);
    }

    private void ensure(int more) {
        if (len + more > buf.length) buf = Arrays.copyOf(buf, Math.max(buf.length * 2, len + more));
    }

    byte[] toByteArray() {
        return Arrays.copyOf(buf, len);
    }

    /** Hands the bytes written to {@code sink}, without a copy of their own. */
    <T> T to(ReportJson.Sink<T> sink) {
        return sink.take(buf, len);
    }

    /** Empties the buffer for the next document, keeping its array unless it grew past {@code keep} bytes. */
    void reset(int keep) {
        len = 0;
        if (buf.length > keep) buf = new byte[keep];
        if (chars.length > keep) chars = new char[64];
    }
}
