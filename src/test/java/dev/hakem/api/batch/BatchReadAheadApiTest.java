package dev.hakem.api.batch;

import dev.hakem.contract.ContractChecked;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import static org.junit.jupiter.api.Assertions.*;

/**
 * A client that sends its whole batch before it reads a byte of the answer, as Python's
 * http.client and requests do, gets the whole answer: the body is read ahead while the answer waits.
 */
@QuarkusTest
@ExtendWith(ContractChecked.class)
class BatchReadAheadApiTest {
    static final int GAMES = 5000;

    @TestHTTPResource("/")
    URI base;

    static String readLine(InputStream in) throws java.io.IOException {
        StringBuilder b = new StringBuilder();
        for (int c; (c = in.read()) != '\n'; ) {
            if (c < 0) throw new java.io.EOFException("the answer ended early: " + b);
            if (c != '\r') b.append((char) c);
        }
        return b.toString();
    }

    @Test
    void aBodySentWholeBeforeTheAnswerIsReadDoesNotDeadlock() throws Exception {
        // Each line padded to 1 KB with JSON whitespace: 5 MB in all, more than the sockets' buffers hold.
        String line = "{\"moves\": \"e4 e5\"" + " ".repeat(1000) + "}\n";
        byte[] body = line.repeat(GAMES).getBytes(StandardCharsets.UTF_8);
        try (Socket s = new Socket(base.getHost(), base.getPort())) {
            s.setSoTimeout(60_000);
            OutputStream out = s.getOutputStream();
            CompletableFuture<Void> sent = CompletableFuture.runAsync(() -> {
                try {
                    out.write(("POST /v1/games HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-ndjson\r\n"
                            + "Connection: close\r\nContent-Length: " + body.length + "\r\n\r\n")
                            .getBytes(StandardCharsets.ISO_8859_1));
                    out.write(body);
                    out.flush();
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            });
            // The whole body goes out before anything is read: with a service that read only as fast as
            // it wrote, this would never complete.
            sent.get(60, TimeUnit.SECONDS);
            InputStream in = s.getInputStream();
            String status = readLine(in);
            assertTrue(status.startsWith("HTTP/1.1 200"), status);
            boolean chunked = false;
            for (String h; !(h = readLine(in)).isEmpty(); )
                chunked |= h.toLowerCase(java.util.Locale.ROOT).startsWith("transfer-encoding: chunked");
            ByteArrayOutputStream all = new ByteArrayOutputStream();
            if (chunked) {
                for (int size; (size = Integer.parseInt(readLine(in).split(";")[0].strip(), 16)) > 0; ) {
                    all.write(in.readNBytes(size));
                    readLine(in);
                }
            } else {
                in.transferTo(all);
            }
            String[] lines = all.toString(StandardCharsets.UTF_8).split("\n");
            assertEquals(GAMES, lines.length, "one answer line per game");
            for (int i = 0; i < GAMES; i++)
                assertTrue(lines[i].startsWith("{\"game\":" + (i + 1) + ","), lines[i]);
        }
    }
}
