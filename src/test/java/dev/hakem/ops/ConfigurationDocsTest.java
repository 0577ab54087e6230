package dev.hakem.ops;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import dev.hakem.api.HakemConfig;
import io.quarkus.runtime.configuration.DurationConverter;
import io.smallrye.config.SmallRyeConfig;
import io.smallrye.config.SmallRyeConfigBuilder;
import io.smallrye.config.WithDefault;
import java.io.IOException;
import java.io.StringReader;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.*;

/**
 * Every limit, budget and operations setting is documented in the configuration table of docs/operations.md,
 * with the right environment variable and the default the service really has; the Kubernetes
 * ConfigMap sets only documented properties, and every hakem.* limit.
 */
class ConfigurationDocsTest {

    /** Properties of application.properties that are not settings for operators. */
    static final Set<String> INTERNAL = Set.of("quarkus.application.name",
            "quarkus.swagger-ui.always-include", "quarkus.http.test-port", "quarkus.management.test-port",
            "quarkus.smallrye-openapi.management.enabled", "quarkus.jackson.fail-on-unknown-properties",
            "quarkus.native.resources.includes", "quarkus.rest.output-buffer-size");

    static final Pattern ROW = Pattern.compile("^\\| `([^`]+)` \\| (?:`([A-Z0-9_]+)`|\\(fixed at build time\\)) \\| (.+?) \\| .+\\|$");

    record Row(String property, String env, String defaultValue) {}

    /** The page that holds the configuration table. */
    static final Path TABLE_PAGE = Path.of("docs/operations.md");

    static Map<String, Row> table() throws IOException {
        Map<String, Row> rows = new LinkedHashMap<>();
        for (String line : Files.readAllLines(TABLE_PAGE)) {
            Matcher m = ROW.matcher(line);
            if (m.matches()) assertNull(rows.put(m.group(1), new Row(m.group(1), m.group(2), m.group(3))), "twice: " + m.group(1));
        }
        assertTrue(rows.size() >= 10, TABLE_PAGE + " has the configuration table: " + rows.keySet());
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

    /**
     * The service's own properties and their defaults, as the configuration mapping itself gives
     * them: every leaf of {@link HakemConfig}, named as SmallRye Config names it (kebab case).
     */
    static Map<String, String> mappingDefaults() {
        SmallRyeConfig config = new SmallRyeConfigBuilder().withMapping(HakemConfig.class)
                .withConverter(Duration.class, 100, new DurationConverter()).build();
        Map<String, String> out = new TreeMap<>();
        collect(HakemConfig.class, "hakem", config, out);
        return out;
    }

    private static void collect(Class<?> group, String prefix, SmallRyeConfig config, Map<String, String> out) {
        for (Method m : group.getDeclaredMethods()) {
            String name = prefix + "." + m.getName().replaceAll("([a-z])([A-Z])", "$1-$2").toLowerCase(Locale.ROOT);
            // A group of the mapping is one of its nested interfaces; a List is a leaf with a default.
            if (m.getReturnType().isInterface() && m.getReturnType().getName().startsWith(HakemConfig.class.getName())) {
                collect(m.getReturnType(), name, config, out);
            } else {
                WithDefault declared = m.getAnnotation(WithDefault.class);
                assertNotNull(declared, name + " has a default");
                // What the configuration reads with nothing set: the mapping's default, as SmallRye sees it.
                assertEquals(declared.value(), config.getRawValue(name), name);
                out.put(name, declared.value());
            }
        }
    }

    @Test
    void noHakemPropertyIsSetOutsideTheMapping() throws IOException {
        for (String key : applicationProperties().stringPropertyNames())
            assertFalse(key.startsWith("hakem."), key + " belongs in HakemConfig, with its default");
        Map<String, List<String>> configProperty = new LinkedHashMap<>();
        try (Stream<Path> files = Files.walk(Path.of("src/main/java"))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList())
                if (Files.readString(f).contains("@ConfigProperty(name = \"hakem."))
                    configProperty.computeIfAbsent(f.toString(), k -> new ArrayList<>()).add(f.toString());
        }
        assertEquals(Map.of(), configProperty, "hakem.* is read through HakemConfig only");
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
        assertEquals(Set.of(), missing, "properties missing from the configuration table of " + TABLE_PAGE);
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
    void everyPropertyOfTheMappingIsDocumentedWithItsDefault() throws IOException {
        Map<String, Row> table = table();
        Map<String, String> defaults = mappingDefaults();
        assertTrue(defaults.containsKey("hakem.perft.max-depth") && defaults.size() >= 10, "the mapping: " + defaults.keySet());
        for (Map.Entry<String, String> e : defaults.entrySet()) {
            assertTrue(table.containsKey(e.getKey()), e.getKey() + " is not in the configuration table of " + TABLE_PAGE);
            assertEquals(e.getValue(), unquote(table.get(e.getKey()).defaultValue()), e.getKey() + ": documented default vs HakemConfig");
        }
        for (String property : table.keySet())
            if (property.startsWith("hakem.")) assertTrue(defaults.containsKey(property), property + " is not in HakemConfig");
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
        for (Map.Entry<String, String> e : mappingDefaults().entrySet())
            assertEquals(e.getValue(), data.path(envName(e.getKey())).asText(), e.getKey());
    }
}
