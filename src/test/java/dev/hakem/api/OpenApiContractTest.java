package dev.hakem.api;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import io.quarkus.test.junit.QuarkusTest;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The committed contract in openapi/openapi.yaml and the document the service serves at
 * /q/openapi must agree on paths, operations, parameters, status codes, media types and schemas.
 */
@QuarkusTest
class OpenApiContractTest {

    @Test
    void servedOpenApiMatchesTheCommittedContract() throws Exception {
        ObjectMapper yaml = new ObjectMapper(new YAMLFactory());
        JsonNode committed = yaml.readTree(Path.of("openapi/openapi.yaml").toFile());
        JsonNode served = yaml.readTree(given().when().get("/q/openapi").then().statusCode(200).extract().asString());
        assertEquals(shape(committed), shape(served), "openapi/openapi.yaml is out of date with the service");
    }

    /** A comparable summary: for each operation its parameters and responses; for each schema its properties. */
    static Map<String, String> shape(JsonNode doc) {
        Map<String, String> out = new TreeMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> paths = doc.path("paths").fields(); paths.hasNext(); ) {
            Map.Entry<String, JsonNode> path = paths.next();
            for (Iterator<Map.Entry<String, JsonNode>> ops = path.getValue().fields(); ops.hasNext(); ) {
                Map.Entry<String, JsonNode> op = ops.next();
                String key = op.getKey().toUpperCase(Locale.ROOT) + " " + path.getKey();
                TreeSet<String> params = new TreeSet<>();
                op.getValue().path("parameters").forEach(p -> params.add(p.path("in").asText() + ":" + p.path("name").asText()
                        + (p.path("required").asBoolean() ? "!" : "") + ":" + p.path("schema").path("type").asText()));
                out.put(key + " parameters", params.toString());
                out.put(key + " requestBody", mediaTypes(op.getValue().path("requestBody").path("content")));
                for (Iterator<Map.Entry<String, JsonNode>> rs = op.getValue().path("responses").fields(); rs.hasNext(); ) {
                    Map.Entry<String, JsonNode> r = rs.next();
                    out.put(key + " " + r.getKey(), mediaTypes(r.getValue().path("content")));
                }
            }
        }
        for (Iterator<Map.Entry<String, JsonNode>> schemas = doc.path("components").path("schemas").fields(); schemas.hasNext(); ) {
            Map.Entry<String, JsonNode> s = schemas.next();
            TreeMap<String, String> props = new TreeMap<>();
            s.getValue().path("properties").fields().forEachRemaining(p -> props.put(p.getKey(),
                    p.getValue().path("type").asText() + p.getValue().path("$ref").asText()
                            + p.getValue().path("items").path("$ref").asText()));
            out.put("schema " + s.getKey(), props.toString());
        }
        return out;
    }

    private static String mediaTypes(JsonNode content) {
        TreeMap<String, String> m = new TreeMap<>();
        content.fields().forEachRemaining(e -> m.put(e.getKey(), e.getValue().path("schema").path("$ref").asText()
                + e.getValue().path("schema").path("type").asText()));
        return m.toString();
    }
}
