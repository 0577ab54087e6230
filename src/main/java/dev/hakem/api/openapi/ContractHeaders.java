package dev.hakem.api.openapi;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;

/**
 * What the published contract says a caller may send and read, by name: the methods of its operations,
 * the request headers they read (each header parameter, Content-Type where an operation takes a body,
 * Accept where it answers with one) and the response headers they answer with. CORS answers with these
 * (dev.hakem.api.cors), so a header documented for the API is one a browser script may send or read,
 * with no second list to keep.
 *
 * @param methods         upper case, in the contract's order
 * @param requestHeaders  as the contract writes them, in its order, each once
 * @param responseHeaders as the contract writes them, in its order, each once
 */
public record ContractHeaders(List<String> methods, List<String> requestHeaders, List<String> responseHeaders) {

    private static final Set<String> METHODS = Set.of("get", "put", "post", "delete", "options", "head", "patch", "trace");

    /**
     * What the build read from the contract ({@link #main}): reading the 108 KB document itself at a start
     * costs more CPU than the rest of what CORS needs (SnakeYAML, cold). Also named in application.properties
     * (quarkus.native.resources.includes), so native images keep it.
     */
    static final String RESOURCE = "hakem/contract-headers.properties";

    /**
     * The headers of the contract the service serves: as the build wrote them beside it, or, where the build
     * did not (a class path assembled without Maven's process-classes), read from the served document now.
     */
    public static ContractHeaders packaged() {
        try (InputStream in = ContractHeaders.class.getClassLoader().getResourceAsStream(RESOURCE)) {
            if (in != null) {
                Properties p = new Properties();
                p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
                return new ContractHeaders(list(p, "methods"), list(p, "request-headers"), list(p, "response-headers"));
            }
            return of(new ObjectMapper(new YAMLFactory()).readTree(ContractDocument.yaml()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<String> list(Properties p, String key) {
        String value = p.getProperty(key);
        if (value == null) throw new IllegalStateException(RESOURCE + " has no " + key);
        return value.isEmpty() ? List.of() : List.of(value.split(","));
    }

    /** The build's step (process-classes): reads the contract {@code args[0]} and writes its headers to {@code args[1]}. */
    public static void main(String[] args) throws IOException {
        ContractHeaders h = of(new ObjectMapper(new YAMLFactory()).readTree(Path.of(args[0]).toFile()));
        Path out = Path.of(args[1]);
        Files.createDirectories(out.getParent());
        Files.writeString(out, "# The headers openapi/openapi.yaml documents, written by the build (dev.hakem.api.openapi.ContractHeaders).\n"
                + "methods=" + String.join(",", h.methods()) + "\n"
                + "request-headers=" + String.join(",", h.requestHeaders()) + "\n"
                + "response-headers=" + String.join(",", h.responseHeaders()) + "\n", StandardCharsets.UTF_8);
    }

    /** The headers of an OpenAPI 3 document, its local references ({@code #/components/...}) followed. */
    public static ContractHeaders of(JsonNode contract) {
        Names methods = new Names(), request = new Names(), response = new Names();
        for (JsonNode item : iterable(contract.path("paths").elements())) {
            for (Map.Entry<String, JsonNode> op : iterable(item.fields())) {
                if (!METHODS.contains(op.getKey())) continue;
                methods.add(op.getKey().toUpperCase(Locale.ROOT));
                JsonNode operation = op.getValue();
                for (JsonNode list : List.of(item.path("parameters"), operation.path("parameters")))
                    for (JsonNode p : list) {
                        JsonNode parameter = resolve(contract, p);
                        if ("header".equals(parameter.path("in").asText())) request.add(parameter.path("name").asText());
                    }
                if (operation.has("requestBody")) request.add("Content-Type");
                for (JsonNode r : iterable(operation.path("responses").elements())) {
                    JsonNode answer = resolve(contract, r);
                    if (answer.has("content")) request.add("Accept");
                    answer.path("headers").fieldNames().forEachRemaining(response::add);
                }
            }
        }
        return new ContractHeaders(methods.list, request.list, response.list);
    }

    /** The node a {@code $ref} names in the same document, or the node itself. */
    private static JsonNode resolve(JsonNode contract, JsonNode node) {
        String ref = node.path("$ref").asText("");
        if (!ref.startsWith("#/")) return node;
        JsonNode target = contract.at(ref.substring(1));
        if (target.isMissingNode()) throw new IllegalStateException("the contract refers to " + ref + ", which it lacks");
        return target;
    }

    private static <T> Iterable<T> iterable(Iterator<T> it) {
        return () -> it;
    }

    /** Names in the order first met, each once whatever its case (header names are case-insensitive). */
    private static final class Names {
        final List<String> list = new ArrayList<>();
        final Set<String> seen = new TreeSet<>(String.CASE_INSENSITIVE_ORDER);

        void add(String name) {
            if (!name.isEmpty() && seen.add(name)) list.add(name);
        }
    }
}
