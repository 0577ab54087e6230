package dev.hakem.api;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * HTTP/1.1 over a plain socket, for requests an HTTP client will not send (a request line or headers
 * over the server's limits, a broken Content-Length, a body announced but never sent) and for
 * answers whose every byte matters (an empty body, a closed connection).
 */
public final class RawHttp {
    private RawHttp() {}

    /** An answer as the server sent it: status, headers (lower-case names), body, and whether the server closed. */
    public record Answer(int status, Map<String, String> headers, byte[] body, boolean closed) {
        public String header(String name) {
            return headers.get(name.toLowerCase(Locale.ROOT));
        }

        public String text() {
            return new String(body, StandardCharsets.UTF_8);
        }

        @Override
        public String toString() {
            return status + " " + headers + " " + (body.length > 600 ? text().substring(0, 600) + "..." : text());
        }
    }

    /**
     * Sends {@code head} (the request line and headers, each ending in CRLF, and the blank line) and
     * {@code body}, and reads one answer. The server may refuse before it has read everything: a
     * write that fails because it closed the connection is not an error, the answer is still read.
     */
    public static Answer exchange(String host, int port, String head, byte[] body) throws IOException {
        try (Socket s = new Socket(host, port)) {
            s.setSoTimeout(30_000);
            OutputStream out = s.getOutputStream();
            try {
                out.write(head.getBytes(StandardCharsets.ISO_8859_1));
                out.write(body);
                out.flush();
            } catch (IOException refusedEarly) {
                // read what the server said before it closed
            }
            return read(s.getInputStream());
        }
    }

    public static Answer exchange(String host, int port, String head) throws IOException {
        return exchange(host, port, head, new byte[0]);
    }

    public static Answer readAnswer(InputStream in) throws IOException {
        return read(in);
    }

    static Answer read(InputStream in) throws IOException {
        String statusLine = line(in);
        if (statusLine == null) throw new IOException("the server closed the connection without an answer");
        int status = Integer.parseInt(statusLine.split(" ")[1]);
        Map<String, String> headers = new TreeMap<>();
        for (String h; (h = line(in)) != null && !h.isEmpty(); ) {
            int colon = h.indexOf(':');
            headers.merge(h.substring(0, colon).strip().toLowerCase(Locale.ROOT), h.substring(colon + 1).strip(),
                    (a, b) -> a + "," + b);
        }
        byte[] body;
        String length = headers.get("content-length");
        if (length != null) {
            body = in.readNBytes(Integer.parseInt(length));
        } else if ("chunked".equalsIgnoreCase(headers.get("transfer-encoding"))) {
            ByteArrayOutputStream chunks = new ByteArrayOutputStream();
            for (int n; (n = Integer.parseInt(line(in).split(";")[0].strip(), 16)) > 0; ) {
                chunks.write(in.readNBytes(n));
                line(in);
            }
            body = chunks.toByteArray();
        } else {
            body = in.readAllBytes();
        }
        return new Answer(status, headers, body, closedAfter(in, headers));
    }

    /** Whether the server ends the connection after this answer: it says so, and nothing more comes. */
    private static boolean closedAfter(InputStream in, Map<String, String> headers) throws IOException {
        if (!"close".equalsIgnoreCase(headers.get("connection"))) return false;
        try {
            return in.read() == -1;
        } catch (IOException reset) {
            return true;
        }
    }

    private static String line(InputStream in) throws IOException {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        for (int c; (c = in.read()) != -1; ) {
            if (c == '\n') {
                byte[] bytes = b.toByteArray();
                int n = bytes.length > 0 && bytes[bytes.length - 1] == '\r' ? bytes.length - 1 : bytes.length;
                return new String(bytes, 0, n, StandardCharsets.ISO_8859_1);
            }
            b.write(c);
        }
        return b.size() == 0 ? null : b.toString(StandardCharsets.ISO_8859_1);
    }
}
