package dev.hakem.ops;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every limit, budget and operations setting is documented in the README's configuration table,
 * with the right environment variable and the default the service really has; the Kubernetes
 * ConfigMap sets only documented properties, and every hakem.* limit.
 */
class ConfigurationDocsTest {

    /** Properties of application.properties that are not settings for operators. */
    static final Set<String> INTERNAL = Set.of("quarkus.application.name", "quarkus.smallrye-openapi.info-title",
            "quarkus.swagger-ui.always-include", "quarkus.http.test-port", "quarkus.jackson.fail-on-unknown-properties",
            "quarkus.native.resources.includes");

    static final Pattern ROW = Pattern.compile("^\\| `([^`]+)` \\| (?:`([A-Z0-9_]+)`|\\(fixed at build time\\)) \\| (.+?) \\| .+\\|$");
    static final Pattern CONFIG_PROPERTY = Pattern.compile(
            "@ConfigProperty\\(name\\s*=\\s*\"([^\"]+)\"(?:\\s*,\\s*defaultValue\\s*=\\s*\"([^\"]*)\")?");

    record Row(String property, String env, String defaultValue) {}

    static Map<String, Row> table() throws IOException {
        Map<String, Row> rows = new LinkedHashMap<>();
        for (String line : Files.readAllLines(Path.of("README.md"))) {
            Matcher m = ROW.matcher(line);
            if (m.matches()) assertNull(rows.put(m.group(1), new Row(m.group(1), m.group(2), m.group(3))), "twice: " + m.group(1));
        }
        assertTrue(rows.size() >= 10, "the README has the configuration table: " + rows.keySet());
        return rows;
    }

    static Properties applicationProperties() throws IOException {
        Properties p = new Properties();
        p.load(new StringReader(Files.readString(Path.of("src/main/resources/application.properties"))));
        return p;
    }

    /** MicroProfile Config's environment name: every character other than a letter or digit becomes '_', upper case. */
    static String envName(String property) {
        return property.replaceAll("[^A-Za-z0-9]", "_").toUpperCase(Locale.ROOT);
    }

    static String unquote(String cell) {
        return cell.startsWith("`") && cell.endsWith("`") ? cell.substring(1, cell.length() - 1) : cell;
    }

    static Map<String, List<String[]>> configPropertiesInCode() throws IOException {
        Map<String, List<String[]>> found = new LinkedHashMap<>();
        try (Stream<Path> files = Files.walk(Path.of("src/main/java"))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                Matcher m = CONFIG_PROPERTY.matcher(Files.readString(f));
                while (m.find()) found.computeIfAbsent(m.group(1), k -> new ArrayList<>()).add(new String[] {f.toString(), m.group(2)});
            }
        }
        return found;
    }

    @Test
    void theEnvironmentVariablesAreTheOnesConfigReads() throws IOException {
        for (Row r : table().values())
            if (r.env() != null) assertEquals(envName(r.property()), r.env(), r.property());
        assertEquals("QUARKUS_LOG_CATEGORY__DEV_HAKEM_API_OPS__LEVEL", envName("quarkus.log.category.\"dev.hakem.api.ops\".level"));
    }

    @Test
    void everyOperatorPropertyOfApplicationPropertiesIsDocumented() throws IOException {
        Map<String, Row> table = table();
        Set<String> missing = new TreeSet<>();
        for (String key : applicationProperties().stringPropertyNames())
            if (!INTERNAL.contains(key) && !key.startsWith("%") && !table.containsKey(key)) missing.add(key);
        assertEquals(Set.of(), missing, "properties missing from the README table");
    }

    @Test
    void theDocumentedDefaultsAreThoseOfApplicationProperties() throws IOException {
        Properties props = applicationProperties();
        int compared = 0;
        for (Row r : table().values()) {
            String cell = r.defaultValue();
            if (!props.containsKey(r.property()) || !cell.matches("`[^`]*`")) continue;
            assertEquals(props.getProperty(r.property()), unquote(cell), r.property());
            compared++;
        }
        assertTrue(compared >= 15, "compared " + compared);
    }

    @Test
    void everyConfigPropertyOfTheCodeIsDocumentedWithItsDefault() throws IOException {
        Map<String, Row> table = table();
        Properties props = applicationProperties();
        Map<String, List<String[]>> code = configPropertiesInCode();
        assertTrue(code.containsKey("hakem.perft.max-depth"), "the scan finds the resources' properties: " + code.keySet());
        for (Map.Entry<String, List<String[]>> e : code.entrySet()) {
            String property = e.getKey();
            assertTrue(table.containsKey(property), property + " (" + e.getValue().get(0)[0] + ") is not in the README table");
            String documented = unquote(table.get(property).defaultValue());
            assertEquals(props.getProperty(property), documented, property + ": README default vs application.properties");
            for (String[] use : e.getValue())
                if (use[1] != null) assertEquals(documented, use[1], property + ": README default vs the code's defaultValue in " + use[0]);
        }
    }

    @Test
    void theConfigMapSetsDocumentedPropertiesAndEveryLimit() throws IOException {
        JsonNode data = new ObjectMapper(new YAMLFactory()).readTree(Path.of("k8s/base/configmap.yaml").toFile()).path("data");
        Map<String, String> byEnv = new LinkedHashMap<>();
        for (Row r : table().values()) if (r.env() != null) byEnv.put(r.env(), r.property());
        List<String> keys = new ArrayList<>();
        data.fieldNames().forEachRemaining(keys::add);
        for (String key : keys) assertTrue(byEnv.containsKey(key), "ConfigMap key " + key + " is no documented property");
        for (Row r : table().values())
            if (r.property().startsWith("hakem.")) assertTrue(keys.contains(r.env()), "the ConfigMap sets " + r.env());
    }

    @Test
    void theHakemDefaultsOfTheConfigMapAreTheServiceDefaults() throws IOException {
        // The ConfigMap lists the limits so operators see and change them; as shipped it changes none.
        JsonNode data = new ObjectMapper(new YAMLFactory()).readTree(Path.of("k8s/base/configmap.yaml").toFile()).path("data");
        Properties props = applicationProperties();
        for (String key : props.stringPropertyNames())
            if (key.startsWith("hakem.")) assertEquals(props.getProperty(key), data.path(envName(key)).asText(), key);
    }
}
