package dev.hakem.api.openapi;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import dev.hakem.contract.ContractChecked;
import io.quarkus.test.junit.QuarkusTest;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The service serves the committed contract, openapi/openapi.yaml, as it is: nothing added from
 * annotations or configuration, nothing lost on the way (in YAML and in JSON alike).
 */
@QuarkusTest
@ExtendWith(ContractChecked.class)
class OpenApiContractTest {

    static JsonNode committed() throws Exception {
        return new ObjectMapper(new YAMLFactory()).readTree(Path.of("openapi/openapi.yaml").toFile());
    }

    @Test
    void theServedYamlIsTheCommittedContract() throws Exception {
        String served = given().when().get("/q/openapi").then().statusCode(200).extract().asString();
        assertEquals(committed(), new ObjectMapper(new YAMLFactory()).readTree(served),
                "/q/openapi differs from openapi/openapi.yaml");
    }

    @Test
    void theServedJsonIsTheCommittedContract() throws Exception {
        String served = given().queryParam("format", "json").when().get("/q/openapi").then().statusCode(200)
                .extract().asString();
        assertEquals(committed(), new ObjectMapper().readTree(served), "/q/openapi?format=json differs from openapi/openapi.yaml");
    }

    @Test
    void theSwaggerUiIsServed() {
        String page = given().when().get("/q/swagger-ui/").then().statusCode(200).extract().asString();
        assertTrue(page.contains("swagger"), page);
    }
}
