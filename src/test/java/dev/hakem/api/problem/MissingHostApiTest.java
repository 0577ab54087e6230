package dev.hakem.api.problem;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.hakem.api.RawHttp;
import dev.hakem.contract.ContractChecked;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.io.IOException;
import java.net.URI;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An HTTP/1.1 request without a Host header (or with one that is no host) is a 400 problem+json on
 * every path, and nothing is logged as a failure: a client sending thousands cannot flood the log.
 */
@QuarkusTest
@ExtendWith(ContractChecked.class)
class MissingHostApiTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TestHTTPResource("/")
    URI base;

    @Test
    void aRequestWithoutHostIsAProblemAndNoErrorLogLine() throws IOException {
        List<String> logged = new CopyOnWriteArrayList<>();
        Handler handler = new Handler() {
            @Override
            public void publish(LogRecord record) {
                if (record.getLevel().intValue() >= Level.WARNING.intValue())
                    logged.add(record.getLevel() + " " + record.getLoggerName() + ": " + record.getMessage());
            }

            @Override
            public void flush() {}

            @Override
            public void close() {}
        };
        Logger root = Logger.getLogger("");
        root.addHandler(handler);
        try {
            for (String head : new String[] {"GET /v1/position HTTP/1.1\r\n\r\n",
                    "POST /v1/game HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}",
                    "GET /q/health HTTP/1.1\r\n\r\n", "GET / HTTP/1.1\r\n\r\n", "GET /nowhere HTTP/1.1\r\n\r\n",
                    "GET /v1/position HTTP/1.1\r\nHost: a b\r\n\r\n", "OPTIONS * HTTP/1.1\r\n\r\n"}) {
                for (int i = 0; i < 20; i++) {
                    RawHttp.Answer a = RawHttp.exchange(base.getHost(), base.getPort(), head);
                    assertEquals(400, a.status(), head + a);
                    assertTrue(a.header("Content-Type").startsWith("application/problem+json"), head + a);
                    JsonNode p = JSON.readTree(a.body());
                    assertEquals("bad_request", p.path("code").asText(), head + a);
                }
            }
        } finally {
            root.removeHandler(handler);
        }
        assertEquals(List.of(), logged);
    }
}
