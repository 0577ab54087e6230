package dev.hakem.api;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.hakem.contract.ContractValidator;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * A plain HTTP client for the fuzz and concurrency tests: every request has a timeout (a hang is a
 * failure, not a stuck build), and every answer is checked to be handled: 2xx, or a 4xx problem+json
 * document whose status is the HTTP status. Never a 5xx. Every answer is also held to the published
 * contract (ContractValidator), as REST Assured's are.
 */
public final class HttpProbe {
    public static final Duration TIMEOUT = Duration.ofSeconds(30);
    private static final ObjectMapper JSON = new ObjectMapper();

    private final URI base;
    private final HttpClient client;

    public HttpProbe(URI base) {
        this.base = base;
        this.client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).connectTimeout(Duration.ofSeconds(10)).build();
    }

    /** An answer, with its headers (lower-case names) as the server sent them. */
    public record Answer(int status, Map<String, String> headers, byte[] body) {
        public String contentType() {
            return headers.getOrDefault("content-type", "");
        }

        public String text() {
            return new String(body, StandardCharsets.UTF_8);
        }
    }

    public Answer post(String path, String contentType, byte[] body, Map<String, String> headers) {
        HttpRequest.Builder b = HttpRequest.newBuilder(base.resolve(path)).timeout(TIMEOUT)
                .POST(HttpRequest.BodyPublishers.ofByteArray(body));
        if (contentType != null) b.header("Content-Type", contentType);
        headers.forEach(b::header);
        return send(b.build(), "POST " + path);
    }

    public Answer post(String path, String json) {
        return post(path, "application/json", json.getBytes(StandardCharsets.UTF_8), Map.of());
    }

    public Answer get(String pathAndQuery, Map<String, String> headers) {
        HttpRequest.Builder b = HttpRequest.newBuilder(base.resolve(pathAndQuery)).timeout(TIMEOUT).GET();
        headers.forEach(b::header);
        return send(b.build(), "GET " + pathAndQuery);
    }

    public Answer send(HttpRequest request, String what) {
        try {
            HttpResponse<byte[]> r = client.send(request, HttpResponse.BodyHandlers.ofByteArray());
            Map<String, String> headers = new TreeMap<>();
            r.headers().map().forEach((k, v) -> headers.put(k.toLowerCase(Locale.ROOT), String.join(",", v)));
            Answer a = new Answer(r.statusCode(), headers, r.body());
            List<String> faults = ContractValidator.contract().check(request.method(), request.uri().getRawPath(), a.status(),
                    a.contentType(), name -> headers.get(name.toLowerCase(Locale.ROOT)), a.body());
            if (!faults.isEmpty())
                fail("the answer breaks openapi/openapi.yaml: " + String.join("; ", faults) + " <- " + what);
            return a;
        } catch (HttpTimeoutException e) {
            fail("no answer within " + TIMEOUT.toSeconds() + " s: " + what);
        } catch (IOException e) {
            fail("connection failed (" + e + "): " + what);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            fail("interrupted: " + what);
        }
        return null;
    }

    /** 2xx, or a 4xx problem+json document that agrees with the HTTP status; never a 5xx. */
    public static void assertHandled(Answer a, String what) {
        String shown = what.length() > 600 ? what.substring(0, 600) + "..." : what;
        assertTrue(a.status() < 500, () -> a.status() + " " + a.text() + " <- " + shown);
        if (a.status() < 400) return;
        assertTrue(a.contentType().startsWith("application/problem+json"), () -> a.status() + " " + a.contentType() + " <- " + shown);
        JsonNode problem;
        try {
            problem = JSON.readTree(a.body());
        } catch (IOException e) {
            throw new AssertionError("problem document is not JSON: " + a.text() + " <- " + shown, e);
        }
        assertEquals(a.status(), problem.path("status").asInt(), () -> "status member; " + a.text() + " <- " + shown);
        assertFalse(problem.path("code").asText().isEmpty(), () -> "no code; " + a.text() + " <- " + shown);
    }

    public static String query(Map<String, String> params) {
        StringBuilder sb = new StringBuilder();
        params.forEach((k, v) -> {
            if (v == null) return;
            sb.append(sb.length() == 0 ? '?' : '&').append(k).append('=').append(URLEncoder.encode(v, StandardCharsets.UTF_8));
        });
        return sb.toString();
    }
}
