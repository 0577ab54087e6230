package dev.hakem.api.openapi;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import dev.hakem.contract.ContractChecked;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * /q/openapi answers as SmallRye OpenAPI answered at the same paths: YAML by default, JSON when the
 * path, the format parameter or the Accept header asks for it; the YAML is the committed file's bytes.
 */
@QuarkusTest
@ExtendWith(ContractChecked.class)
class ContractRoutesTest {

    static JsonNode committed() throws Exception {
        return new ObjectMapper(new YAMLFactory()).readTree(Path.of("openapi/openapi.yaml").toFile());
    }

    @Test
    void theYamlIsTheCommittedFileByteForByte() throws Exception {
        Response r = given().when().get("/q/openapi").then().statusCode(200).extract().response();
        assertEquals("application/yaml;charset=UTF-8", r.contentType());
        assertArrayEquals(Files.readAllBytes(Path.of("openapi/openapi.yaml")), r.asByteArray());
    }

    @Test
    void theJsonPathsAndTheAcceptHeaderGiveTheSameTreeInJson() throws Exception {
        JsonNode expected = committed();
        for (Response r : List.of(
                given().when().get("/q/openapi.json"),
                given().accept("application/json").when().get("/q/openapi"),
                given().queryParam("format", "JSON").when().get("/q/openapi"))) {
            assertEquals(200, r.statusCode());
            assertEquals("application/json;charset=UTF-8", r.contentType());
            assertEquals(expected, new ObjectMapper().readTree(r.asByteArray()));
        }
    }

    @Test
    void theYamlPathsAndTheFormatParameterWinOverTheAcceptHeader() throws Exception {
        byte[] file = Files.readAllBytes(Path.of("openapi/openapi.yaml"));
        for (Response r : List.of(
                given().accept("application/json").when().get("/q/openapi.yaml"),
                given().accept("application/json").when().get("/q/openapi.yml"),
                given().accept("application/json").queryParam("format", "yaml").when().get("/q/openapi"))) {
            assertEquals(200, r.statusCode());
            assertEquals("application/yaml;charset=UTF-8", r.contentType());
            assertArrayEquals(file, r.asByteArray());
        }
    }

    @Test
    void headAnswersWithoutTheBody() {
        Response r = given().when().head("/q/openapi").then().statusCode(200).extract().response();
        assertEquals("application/yaml;charset=UTF-8", r.contentType());
        assertEquals(0, r.asByteArray().length);
    }

    @Test
    void optionsNamesTheMethods() {
        String allow = given().when().options("/q/openapi").then().extract().header("Allow");
        assertEquals("GET, HEAD, OPTIONS", allow);
    }

    @Test
    void wantsJsonReadsPathThenFormatThenAccept() {
        assertTrue(ContractRoutes.wantsJson("/q/openapi.json", null, List.of("yaml")));
        assertFalse(ContractRoutes.wantsJson("/q/openapi.yml", "application/json", List.of()));
        assertFalse(ContractRoutes.wantsJson("/q/openapi", "application/json", List.of("yaml")));
        assertTrue(ContractRoutes.wantsJson("/q/openapi", "text/plain", List.of("Json")));
        assertTrue(ContractRoutes.wantsJson("/q/openapi", "application/json, */*", List.of()));
        assertFalse(ContractRoutes.wantsJson("/q/openapi", null, List.of()));
    }
}
