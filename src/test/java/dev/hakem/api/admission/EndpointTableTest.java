package dev.hakem.api.admission;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.ext.web.RoutingContext;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.Path;
import java.io.IOException;
import java.io.InputStream;
import java.lang.annotation.Annotation;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The endpoint table ({@link Endpoint}) and the resources agree: every operation of a resource class
 * (found in the sources by its {@code @Path}, read from the compiled class) has its row, with the body
 * the operation takes, and every row has its operation. A resource without its row would not be
 * admitted, and a body it reads itself would not have been read for it ({@link BufferedBody#bytes}).
 */
class EndpointTableTest {

    static final java.nio.file.Path MAIN = java.nio.file.Path.of("src/main/java");
    static final Pattern PACKAGE = Pattern.compile("^package ([\\w.]+);", Pattern.MULTILINE);
    static final Pattern PATH_LITERAL = Pattern.compile("@Path\\(\\s*\"");

    /** One operation of a resource: its HTTP method, its path, and the Java method that serves it. */
    record Operation(String method, String path, Method serves) {
        boolean takesStream() {
            return Arrays.asList(serves.getParameterTypes()).contains(InputStream.class);
        }

        Set<String> consumes() {
            Consumes c = serves.getAnnotation(Consumes.class);
            if (c == null) c = serves.getDeclaringClass().getAnnotation(Consumes.class);
            return c == null ? Set.of() : Set.of(c.value());
        }

        @Override
        public String toString() {
            return method + " " + path + " (" + serves.getDeclaringClass().getSimpleName() + "." + serves.getName() + ")";
        }
    }

    /** The source files of resource classes: those with a {@code @Path}. */
    static List<java.nio.file.Path> resourceSources() throws IOException {
        try (Stream<java.nio.file.Path> files = Files.walk(MAIN)) {
            List<java.nio.file.Path> out = new ArrayList<>();
            for (java.nio.file.Path f : files.filter(p -> p.toString().endsWith(".java")).sorted().toList())
                if (Files.readString(f).contains("@Path(")) out.add(f);
            return out;
        }
    }

    static List<Operation> operations() throws Exception {
        List<Operation> out = new ArrayList<>();
        for (java.nio.file.Path f : resourceSources()) {
            String text = Files.readString(f);
            Matcher m = PACKAGE.matcher(text);
            assertTrue(m.find(), f + " has a package");
            String name = f.getFileName().toString().replace(".java", "");
            Class<?> resource = Class.forName(m.group(1) + "." + name);
            Path root = resource.getAnnotation(Path.class);
            assertTrue(root != null, f + " writes @Path, but not on its class " + resource.getName());
            for (Method method : resource.getDeclaredMethods()) {
                String http = httpMethod(method);
                if (http == null) continue;
                Path sub = method.getAnnotation(Path.class);
                out.add(new Operation(http, join(root.value(), sub == null ? null : sub.value()), method));
            }
        }
        return out;
    }

    /** The HTTP method of a resource method: the value of its annotation that carries @HttpMethod, or null. */
    static String httpMethod(Method method) {
        for (Annotation a : method.getAnnotations()) {
            jakarta.ws.rs.HttpMethod http = a.annotationType().getAnnotation(jakarta.ws.rs.HttpMethod.class);
            if (http != null) return http.value();
        }
        return null;
    }

    static String join(String root, String sub) {
        String path = sub == null ? root : root.replaceAll("/$", "") + "/" + sub.replaceAll("^/", "");
        return path.startsWith("/") ? path : "/" + path;
    }

    /** The row of an operation: of its method and path, and of the first media type it consumes that picks a row. */
    static Endpoint rowOf(Operation op) {
        Endpoint other = null;
        for (Endpoint e : Endpoint.values()) {
            if (!e.method().equals(op.method()) || !e.path().equals(op.path())) continue;
            if (e.bodyType() == null) other = e;
            else if (op.consumes().contains(e.bodyType())) return e;
        }
        return other;
    }

    @Test
    void theScanSeesTheResources() throws Exception {
        List<Operation> operations = operations();
        assertTrue(operations.size() >= Endpoint.values().length, "the scan found " + operations);
    }

    @Test
    void everyOperationOfAResourceHasItsRow() throws Exception {
        List<String> missing = new ArrayList<>();
        for (Operation op : operations()) if (rowOf(op) == null) missing.add(op.toString());
        assertEquals(List.of(), missing, "operations without a row in the endpoint table (api/admission/Endpoint)");
    }

    @Test
    void everyRowHasItsOperation() throws Exception {
        Set<Endpoint> served = new TreeSet<>();
        for (Operation op : operations()) {
            Endpoint row = rowOf(op);
            if (row != null) assertTrue(served.add(row), row + " is the row of two operations, " + op + " among them");
        }
        Set<Endpoint> unserved = new TreeSet<>(Arrays.asList(Endpoint.values()));
        unserved.removeAll(served);
        assertEquals(Set.of(), unserved, "rows of the endpoint table no resource serves");
    }

    @Test
    void eachRowSaysTheBodyItsOperationTakes() throws Exception {
        for (Operation op : operations()) {
            Endpoint row = rowOf(op);
            if (row == null) continue;
            Endpoint.Body expected = op.method().equals("GET") ? Endpoint.Body.NONE
                    : op.takesStream() ? Endpoint.Body.STREAMED : Endpoint.Body.BUFFERED;
            assertEquals(expected, row.body(), op + ": its row, " + row);
        }
    }

    @Test
    void theResourcesTakeTheirPathsFromTheConstants() throws Exception {
        List<String> literal = new ArrayList<>();
        for (java.nio.file.Path f : resourceSources())
            if (PATH_LITERAL.matcher(Files.readString(f)).find()) literal.add(f.toString());
        assertEquals(List.of(), literal, "@Path with a literal path: use the constant of dev.hakem.api.Endpoints");
    }

    @Test
    void aRequestIsAdmittedByItsRow() {
        assertEquals(Endpoint.POSITION, Endpoint.admitting("GET", "/v1/position", null));
        assertEquals(Endpoint.POSITION_POST, Endpoint.admitting("POST", "/v1/position", "application/json"));
        assertEquals(Endpoint.WINNABILITY_BATCH, Endpoint.admitting("POST", "/v1/winnability", "application/x-ndjson"));
        assertEquals(Endpoint.WINNABILITY_POST, Endpoint.admitting("POST", "/v1/winnability", "text/plain"));
        // The REST layer takes a path with a trailing slash for the path without: so does admission.
        assertEquals(Endpoint.MOVE, Endpoint.admitting("POST", "/v1/move/", "application/json"));
        // And matrix parameters.
        assertEquals(Endpoint.MOVE, Endpoint.admitting("POST", "/v1;a=b/move;c=d/", "application/json"));
        // A method the path does not answer (405) or a HEAD: admitted as the path's first operation, with no row of its own.
        assertNull(Endpoint.of("DELETE", "/v1/games", null));
        assertEquals(Endpoint.GAMES, Endpoint.admitting("DELETE", "/v1/games", null));
        assertEquals(Endpoint.WINNABILITY, Endpoint.admitting("HEAD", "/v1/winnability", "application/x-ndjson"));
        assertNull(Endpoint.admitting("GET", "/q/health", null));
        assertNull(Endpoint.admitting("POST", "/v1/nothing", null));
    }

    @Test
    void aBufferedBodyIsReadOnlyWhereTheTableSaysSo() {
        // Admitted by a row with a buffered body: the body read, or none when the request had none.
        Map<String, Object> data = new HashMap<>();
        data.put(Admission.ENDPOINT, Endpoint.POSITION_POST);
        data.put(BodyIntake.BODY, Buffer.buffer("{}"));
        assertArrayEquals("{}".getBytes(StandardCharsets.UTF_8), BufferedBody.bytes(routing("POST", "/v1/position", data)));
        data.remove(BodyIntake.BODY);
        assertArrayEquals(new byte[0], BufferedBody.bytes(routing("POST", "/v1/position", data)));
        // Never read for a request no row with a buffered body admitted: refused, not an empty body.
        data.put(Admission.ENDPOINT, Endpoint.POSITION);
        IllegalStateException none = assertThrows(IllegalStateException.class,
                () -> BufferedBody.bytes(routing("GET", "/v1/position", data)));
        assertTrue(none.getMessage().contains("POSITION") && none.getMessage().contains("NONE"), none.getMessage());
        data.clear();
        IllegalStateException unlisted = assertThrows(IllegalStateException.class,
                () -> BufferedBody.bytes(routing("POST", "/v1/unlisted", data)));
        assertTrue(unlisted.getMessage().startsWith("POST /v1/unlisted") && unlisted.getMessage().contains("endpoint table"),
                unlisted.getMessage());
    }

    /** A routing context of this method and path, with {@code data}: only what BufferedBody asks of it. */
    static RoutingContext routing(String method, String path, Map<String, Object> data) {
        HttpServerRequest request = (HttpServerRequest) Proxy.newProxyInstance(EndpointTableTest.class.getClassLoader(),
                new Class<?>[] {HttpServerRequest.class}, (proxy, m, args) -> switch (m.getName()) {
                    case "method" -> HttpMethod.valueOf(method);
                    case "path" -> path;
                    default -> throw new UnsupportedOperationException(m.getName());
                });
        return (RoutingContext) Proxy.newProxyInstance(EndpointTableTest.class.getClassLoader(),
                new Class<?>[] {RoutingContext.class}, (proxy, m, args) -> switch (m.getName()) {
                    case "get" -> data.get((String) args[0]);
                    case "request" -> request;
                    case "normalizedPath" -> path;
                    default -> throw new UnsupportedOperationException(m.getName());
                });
    }
}
