package dev.hakem.api.json;

/**
 * A minimal JSON text builder for the hottest responses: fields are written in a fixed order into
 * one buffer, so a report leaves as a single byte array with a known length. Strings are escaped
 * per RFC 8259 (quote, backslash and control characters) exactly as Jackson's UTF-8 generator escapes
 * them, surrogates included, so the bytes are those of the Jackson-written endpoints.
 */
public final class JsonText {
    private final StringBuilder sb;
    private boolean first = true;

    public JsonText(int capacity) {
        sb = new StringBuilder(capacity);
    }

    JsonText beginObject() {
        comma();
        sb.append('{');
        first = true;
        return this;
    }

    JsonText endObject() {
        sb.append('}');
        first = false;
        return this;
    }

    JsonText beginArray(String name) {
        name(name);
        sb.append('[');
        first = true;
        return this;
    }

    JsonText endArray() {
        sb.append(']');
        first = false;
        return this;
    }

    JsonText field(String name, String value) {
        name(name);
        string(value);
        return this;
    }

    JsonText field(String name, boolean value) {
        name(name);
        sb.append(value);
        first = false;
        return this;
    }

    JsonText field(String name, long value) {
        name(name);
        sb.append(value);
        first = false;
        return this;
    }

    JsonText name(String name) {
        comma();
        sb.append('"').append(name).append("\":");
        first = true;
        return this;
    }

    /** An array element or a value after {@link #name}. */
    JsonText value(String value) {
        comma();
        string(value);
        return this;
    }

    private void comma() {
        if (!first) sb.append(',');
        first = false;
    }

    private void string(String s) {
        if (s == null) {
            sb.append("null");
            first = false;
            return;
        }
        sb.append('"');
        if (plain(s)) {
            sb.append(s).append('"');
            first = false;
            return;
        }
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"': sb.append("\\\""); break;
                case '\\': sb.append("\\\\"); break;
                case '\b': sb.append("\\b"); break;
                case '\f': sb.append("\\f"); break;
                case '\n': sb.append("\\n"); break;
                case '\r': sb.append("\\r"); break;
                case '\t': sb.append("\\t"); break;
                default:
                    if (c < 0x20 || Character.isSurrogate(c)) unicodeEscape(c);
                    else sb.append(c);
            }
        }
        sb.append('"');
        first = false;
    }

    /** As Jackson writes them: upper-case hex digits (and surrogates one by one, a pair as two escapes). */
    private void unicodeEscape(char c) {
        sb.append("\\u");
        for (int shift = 12; shift >= 0; shift -= 4) sb.append(HEX.charAt((c >> shift) & 0xF));
    }

    private static final String HEX = "0123456789ABCDEF";

    /** True when nothing in s needs escaping (the usual case: FENs, moves, squares, codes). */
    private static boolean plain(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < 0x20 || c == '"' || c == '\\' || Character.isSurrogate(c)) return false;
        }
        return true;
    }

    @Override
    public String toString() {
        return sb.toString();
    }
}
