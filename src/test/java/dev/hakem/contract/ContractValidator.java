package dev.hakem.contract;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import com.networknt.schema.oas.OpenApi31;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * Holds an answer of the service to the published contract (openapi/openapi.yaml): the status must be
 * declared for the operation, the media type must be one the status declares, the required headers
 * must be there with values their schemas allow, and the body must match the schema of its media type
 * (an NDJSON body line by line, each line against the media type's item schema: {@link #checkLines}). Answers on paths the contract does not describe (/q/health, a
 * misspelt path) are not checked.
 *
 * <p>The document's schemas are OpenAPI 3.1 Schema Objects, that is JSON Schema 2020-12 with the
 * OpenAPI dialect, and are validated as such: each response schema is compiled with the component
 * schemas beside it under $defs.
 */
public final class ContractValidator {

    /**
     * What the HTTP codec refuses before any code of the service runs, and Quarkus gives no hook to
     * word (see api/problem/HttpLayerProblems): a request line or headers past the codec's own 64 KiB
     * limits, a request head it cannot read. It answers an empty 414, 431 or 400; these are accepted
     * empty, and only empty: an answer with a body is checked in full.
     */
    static final Set<Integer> CODEC_REFUSALS = Set.of(400, 414, 431);

    private static final ContractValidator CONTRACT = new ContractValidator(Path.of("openapi/openapi.yaml"));
    /** A body or a line is one JSON document: anything after it is a fault, not ignored. */
    private static final ObjectMapper JSON = new ObjectMapper().enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
    private static final String COMPONENT_SCHEMAS = "#/components/schemas/";
    /** The media types whose bodies are streams of JSON texts, one a line (OpenAPI 3.2's sequential media types). */
    static final Set<String> SEQUENTIAL = Set.of("application/x-ndjson", "application/jsonl");
    /**
     * OpenAPI 3.2's {@code itemSchema} as a 3.1 document carries it: openapi-generator's parser (swagger-parser)
     * does not read 3.2 documents yet, so the contract stays 3.1 with the field under the extension prefix.
     */
    static final String ITEM_SCHEMA_EXTENSION = "x-itemSchema";

    private final JsonNode document;
    private final JsonNode definitions;
    private final JsonSchemaFactory factory = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012,
            b -> b.metaSchema(OpenApi31.getInstance()).defaultMetaSchemaIri(OpenApi31.getInstance().getIri()));
    private final Map<String, JsonSchema> compiled = new ConcurrentHashMap<>();

    ContractValidator(Path file) {
        try {
            this.document = new ObjectMapper(new YAMLFactory()).readTree(file.toFile());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        this.definitions = rewriteRefs(document.path("components").path("schemas").deepCopy());
    }

    /** The contract of this repository. */
    public static ContractValidator contract() {
        return CONTRACT;
    }

    public JsonNode document() {
        return document;
    }

    /** Whether the contract describes this path (a path of the API, without its query). */
    public boolean describes(String path) {
        return document.path("paths").has(path);
    }

    /**
     * What is wrong with an answer, one line per fault; empty when it keeps the contract.
     *
     * @param header a header of the answer by name (case-insensitive), or null when it is absent
     */
    public List<String> check(String method, String path, int status, String contentType,
                              Function<String, String> header, byte[] body) {
        List<String> faults = new ArrayList<>();
        JsonNode operation = document.path("paths").path(path).path(method.toLowerCase(Locale.ROOT));
        if (operation.isMissingNode()) return faults; // not an operation of the contract: a 405 or 404 is not described
        String where = method.toUpperCase(Locale.ROOT) + " " + path + " " + status;
        JsonNode response = operation.path("responses").path(String.valueOf(status));
        if (response.isMissingNode()) {
            faults.add(where + ": status not declared for " + operation.path("operationId").asText());
            return faults;
        }
        response = resolve(response);
        boolean empty = body == null || body.length == 0;
        if (empty && CODEC_REFUSALS.contains(status)) return faults;
        for (Iterator<Map.Entry<String, JsonNode>> it = response.path("headers").fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> h = it.next();
            JsonNode declared = resolve(h.getValue());
            String value = header.apply(h.getKey());
            if (value == null) {
                if (declared.path("required").asBoolean()) faults.add(where + ": header " + h.getKey() + " missing");
            } else {
                for (ValidationMessage m : schema("header " + h.getKey() + " " + declared.path("schema"), declared.path("schema")).validate(TextNode.valueOf(value)))
                    faults.add(where + ": header " + h.getKey() + " '" + value + "': " + m.getMessage());
            }
        }
        JsonNode content = response.path("content");
        if (content.isMissingNode() || content.isEmpty()) {
            if (!empty) faults.add(where + ": a body where none is declared");
            return faults;
        }
        String mediaType = contentType == null ? "" : contentType.split(";", 2)[0].strip().toLowerCase(Locale.ROOT);
        JsonNode media = content.path(mediaType);
        if (media.isMissingNode()) {
            faults.add(where + ": media type '" + contentType + "' not declared; declared: " + names(content));
            return faults;
        }
        if (empty) {
            faults.add(where + ": empty body for " + mediaType);
            return faults;
        }
        String key = path + " " + method + " " + status + " " + mediaType;
        String text = new String(body, StandardCharsets.UTF_8);
        if (SEQUENTIAL.contains(mediaType)) {
            checkLines(key, media, text, where, faults);
        } else if (mediaType.equals("application/json") || mediaType.endsWith("+json")) {
            validateJson(schema(key, media.path("schema")), text, where, faults);
        }
        return faults;
    }

    /**
     * A stream of JSON lines, as OpenAPI 3.2 describes a sequential media type: each line against the
     * media type's item schema ({@code itemSchema}, or {@code x-itemSchema} in a 3.1 document), which it
     * must have; and, when it has a {@code schema}, the lines read as one array against that.
     */
    private void checkLines(String key, JsonNode media, String text, String where, List<String> faults) {
        JsonNode item = itemSchema(media);
        if (item == null) {
            faults.add(where + ": a stream of lines whose media type has no itemSchema (nor " + ITEM_SCHEMA_EXTENSION
                    + ") to check them by");
            return;
        }
        JsonSchema lineSchema = schema(key + " item", item);
        ArrayNode all = JSON.createArrayNode();
        int before = faults.size();
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].isBlank()) continue;
            JsonNode line = validateJson(lineSchema, lines[i], where + " line " + (i + 1), faults);
            if (line != null) all.add(line);
        }
        // The lines as one array, once each line is good (a bad line is reported once, by its number).
        if (faults.size() == before && !media.path("schema").isMissingNode())
            for (ValidationMessage m : schema(key, media.path("schema")).validate(all))
                faults.add(where + " (the lines as an array): " + m.getMessage());
    }

    /** The schema of each item of a sequential media type: OpenAPI 3.2's itemSchema, or its 3.1 extension. */
    static JsonNode itemSchema(JsonNode media) {
        if (media.has("itemSchema")) return media.get("itemSchema");
        return media.has(ITEM_SCHEMA_EXTENSION) ? media.get(ITEM_SCHEMA_EXTENSION) : null;
    }

    /** What is wrong with a JSON document as an instance of a component schema (such as Problem). */
    public List<String> checkSchema(String component, JsonNode instance) {
        JsonSchema schema = schema("schema " + component,
                JSON.createObjectNode().put("$ref", COMPONENT_SCHEMAS + component));
        List<String> faults = new ArrayList<>();
        for (ValidationMessage m : schema.validate(instance)) faults.add(component + ": " + m.getMessage());
        return faults;
    }

    /** Validates one JSON document, and gives it back (null when it is not JSON). */
    private static JsonNode validateJson(JsonSchema schema, String text, String where, List<String> faults) {
        JsonNode instance;
        try {
            instance = JSON.readTree(text);
        } catch (JsonProcessingException e) {
            faults.add(where + ": not JSON: " + e.getOriginalMessage());
            return null;
        }
        for (ValidationMessage m : schema.validate(instance)) faults.add(where + ": " + m.getMessage());
        return instance;
    }

    private JsonSchema schema(String key, JsonNode schema) {
        return compiled.computeIfAbsent(key, k -> {
            ObjectNode root = rewriteRefs(schema.deepCopy()) instanceof ObjectNode o ? o : JSON.createObjectNode();
            root.set("$defs", definitions);
            return factory.getSchema(root);
        });
    }

    /** A response or header given by reference, as the component it refers to. */
    private JsonNode resolve(JsonNode node) {
        String ref = node.path("$ref").asText();
        if (ref.isEmpty()) return node;
        JsonNode target = document;
        for (String part : ref.substring(2).split("/")) target = target.path(part.replace("~1", "/").replace("~0", "~"));
        return target;
    }

    /** The references to component schemas, pointed at the $defs the compiled schema carries them in. */
    private static JsonNode rewriteRefs(JsonNode node) {
        if (node instanceof ObjectNode o) {
            JsonNode ref = o.get("$ref");
            if (ref != null && ref.isTextual() && ref.asText().startsWith(COMPONENT_SCHEMAS))
                o.put("$ref", "#/$defs/" + ref.asText().substring(COMPONENT_SCHEMAS.length()));
            o.fields().forEachRemaining(e -> rewriteRefs(e.getValue()));
        } else if (node != null && node.isArray()) {
            node.forEach(ContractValidator::rewriteRefs);
        }
        return node;
    }

    private static String names(JsonNode content) {
        List<String> out = new ArrayList<>();
        content.fieldNames().forEachRemaining(out::add);
        return out.toString();
    }
}
