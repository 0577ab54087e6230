package dev.hakem.ops;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The Kubernetes manifests under k8s/: every file parses, every kustomization refers to files that
 * exist (and every manifest is referred to), and the Deployment has the security settings, probes
 * and resources the service is meant to run with. The overlays are also rendered with
 * {@code kubectl kustomize} where kubectl is installed.
 */
class KubernetesManifestsTest {

    static final Path K8S = Path.of("k8s");
    static final Path BASE = K8S.resolve("base");
    static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());

    static List<JsonNode> documents(Path file) throws IOException {
        List<JsonNode> docs = new ArrayList<>();
        try (MappingIterator<JsonNode> it = YAML.readerFor(JsonNode.class).readValues(file.toFile())) {
            while (it.hasNext()) {
                JsonNode doc = it.next();
                if (doc != null && !doc.isNull() && !doc.isEmpty()) docs.add(doc);
            }
        }
        return docs;
    }

    static List<Path> yamlFiles() throws IOException {
        try (Stream<Path> s = Files.walk(K8S)) {
            return s.filter(p -> p.toString().endsWith(".yaml") || p.toString().endsWith(".yml")).sorted().toList();
        }
    }

    /** The base's resources by kind (one of each kind here). */
    static Map<String, JsonNode> base() throws IOException {
        Map<String, JsonNode> byKind = new LinkedHashMap<>();
        for (JsonNode r : documents(BASE.resolve("kustomization.yaml")).get(0).path("resources")) {
            for (JsonNode doc : documents(BASE.resolve(r.asText()))) {
                assertNull(byKind.put(doc.path("kind").asText(), doc), "one " + doc.path("kind").asText() + " in the base");
            }
        }
        return byKind;
    }

    static JsonNode container() throws IOException {
        JsonNode containers = base().get("Deployment").path("spec").path("template").path("spec").path("containers");
        assertEquals(1, containers.size(), "one container");
        return containers.get(0);
    }

    // ---------------------------------------------------------------- files and kustomizations

    @Test
    void everyYamlFileParsesAsKubernetesObjects() throws IOException {
        List<Path> files = yamlFiles();
        assertTrue(files.size() >= 10, "the base and two overlays: " + files);
        for (Path f : files) {
            List<JsonNode> docs = documents(f);
            assertFalse(docs.isEmpty(), f + " is empty");
            for (JsonNode doc : docs) {
                assertTrue(doc.hasNonNull("apiVersion"), f + ": apiVersion");
                assertTrue(doc.hasNonNull("kind"), f + ": kind");
                if (!doc.path("kind").asText().equals("Kustomization"))
                    assertTrue(doc.path("metadata").hasNonNull("name"), f + ": metadata.name");
            }
        }
    }

    @Test
    void kustomizationsReferToExistingFilesAndEveryManifestIsReferredTo() throws IOException {
        List<Path> kustomizations = yamlFiles().stream().filter(p -> p.getFileName().toString().equals("kustomization.yaml")).toList();
        assertEquals(Set.of(BASE, K8S.resolve("overlays/jvm"), K8S.resolve("overlays/native")),
                new HashSet<>(kustomizations.stream().map(Path::getParent).toList()));
        for (Path k : kustomizations) {
            Path dir = k.getParent();
            JsonNode doc = documents(k).get(0);
            assertEquals("Kustomization", doc.path("kind").asText(), k.toString());
            Set<Path> referred = new HashSet<>();
            for (JsonNode r : doc.path("resources")) {
                Path target = dir.resolve(r.asText()).normalize();
                assertTrue(Files.isRegularFile(target) || Files.isRegularFile(target.resolve("kustomization.yaml")),
                        k + " refers to " + r.asText() + ", which is neither a file nor a kustomization");
                referred.add(target);
            }
            for (JsonNode p : doc.path("patches")) {
                if (p.has("path")) {
                    Path target = dir.resolve(p.path("path").asText()).normalize();
                    assertTrue(Files.isRegularFile(target), k + " patches with missing " + target);
                    referred.add(target);
                }
            }
            try (Stream<Path> s = Files.list(dir)) {
                for (Path f : s.filter(p -> p.toString().endsWith(".yaml") && !p.equals(k)).toList())
                    assertTrue(referred.contains(f.normalize()), f + " is in " + dir + " but its kustomization does not use it");
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"jvm", "native"})
    void eachOverlayBuildsOnTheBaseWithItsOwnImage(String flavour) throws IOException {
        JsonNode k = documents(K8S.resolve("overlays/" + flavour + "/kustomization.yaml")).get(0);
        assertTrue(k.path("resources").toString().contains("../../base"), k.toString());
        JsonNode image = k.path("images").get(0);
        assertEquals("hakem", image.path("name").asText(), "the overlay sets the base's image");
        assertEquals(flavour, image.path("newTag").asText(), "hakem:" + flavour + " as docs/container-and-kubernetes.md builds it");
    }

    // ---------------------------------------------------------------- the Deployment

    @Test
    void thePodRunsAsNonRootWithTheDefaultSeccompProfile() throws IOException {
        JsonNode pod = base().get("Deployment").path("spec").path("template").path("spec");
        JsonNode podSecurity = pod.path("securityContext");
        assertTrue(podSecurity.path("runAsNonRoot").asBoolean(false), "runAsNonRoot");
        assertTrue(podSecurity.path("runAsUser").asInt(0) > 0, "a numeric non-root user, as the images have");
        assertEquals("RuntimeDefault", podSecurity.path("seccompProfile").path("type").asText());
        assertFalse(pod.path("automountServiceAccountToken").asBoolean(true), "the service needs no API token");
    }

    @Test
    void theContainerIsLockedDown() throws IOException {
        JsonNode security = container().path("securityContext");
        assertFalse(security.path("allowPrivilegeEscalation").asBoolean(true), "allowPrivilegeEscalation: false");
        assertTrue(security.path("readOnlyRootFilesystem").asBoolean(false), "readOnlyRootFilesystem: true");
        assertFalse(security.path("privileged").asBoolean(false), "not privileged");
        List<String> dropped = new ArrayList<>();
        security.path("capabilities").path("drop").forEach(c -> dropped.add(c.asText()));
        assertEquals(List.of("ALL"), dropped, "every capability dropped");
        assertTrue(security.path("capabilities").path("add").isMissingNode(), "none added back");
    }

    @Test
    void tmpIsTheOnlyWritablePlaceAndIsAnEmptyDir() throws IOException {
        JsonNode mounts = container().path("volumeMounts");
        assertEquals(1, mounts.size(), mounts.toString());
        assertEquals("/tmp", mounts.get(0).path("mountPath").asText());
        String volume = mounts.get(0).path("name").asText();
        boolean emptyDir = false;
        for (JsonNode v : base().get("Deployment").path("spec").path("template").path("spec").path("volumes"))
            if (v.path("name").asText().equals(volume)) emptyDir = v.has("emptyDir");
        assertTrue(emptyDir, "/tmp comes from an emptyDir volume");
    }

    @Test
    void probesUseTheHealthEndpointsOnTheManagementPort() throws IOException {
        JsonNode c = container();
        Map<String, String> expected = Map.of("startupProbe", "/q/health/started", "livenessProbe", "/q/health/live",
                "readinessProbe", "/q/health/ready");
        Set<String> ports = new HashSet<>();
        for (JsonNode p : c.path("ports")) {
            ports.add(p.path("name").asText());
            ports.add(p.path("containerPort").asText());
        }
        assertTrue(ports.contains("8080"), "the container listens on 8080");
        assertTrue(ports.contains("9000"), "the container's management interface listens on 9000");
        for (Map.Entry<String, String> e : expected.entrySet()) {
            JsonNode probe = c.path(e.getKey());
            assertTrue(probe.isObject(), e.getKey() + " is set");
            assertEquals(e.getValue(), probe.path("httpGet").path("path").asText(), e.getKey());
            String port = probe.path("httpGet").path("port").asText();
            assertTrue(port.equals("management") || port.equals("9000"), e.getKey() + " uses the management port: " + port);
        }
        JsonNode startup = c.path("startupProbe");
        assertTrue(startup.path("periodSeconds").asInt() * startup.path("failureThreshold").asInt() >= 30,
                "the startup probe allows at least 30 s before liveness takes over");
    }

    @Test
    void theContainerHasResourceRequestsAndLimits() throws IOException {
        JsonNode resources = container().path("resources");
        for (String kind : new String[] {"requests", "limits"})
            for (String resource : new String[] {"cpu", "memory"})
                assertTrue(resources.path(kind).hasNonNull(resource), kind + "." + resource);
        assertTrue(mebibytes(resources.path("requests").path("memory").asText())
                <= mebibytes(resources.path("limits").path("memory").asText()), "requests within limits");
    }

    static long mebibytes(String quantity) {
        if (quantity.endsWith("Gi")) return Long.parseLong(quantity.substring(0, quantity.length() - 2)) * 1024;
        if (quantity.endsWith("Mi")) return Long.parseLong(quantity.substring(0, quantity.length() - 2));
        throw new AssertionError("memory in Mi or Gi: " + quantity);
    }

    @Test
    void theNativeOverlayKeepsTheSecuritySettings() throws IOException {
        // A strategic-merge patch replaces only what it names: it must not bring a securityContext of its own.
        String patch = Files.readString(K8S.resolve("overlays/native/resources.yaml"), StandardCharsets.UTF_8);
        assertFalse(patch.contains("securityContext"), patch);
        JsonNode c = documents(K8S.resolve("overlays/native/resources.yaml")).get(0)
                .path("spec").path("template").path("spec").path("containers").get(0);
        assertEquals("hakem", c.path("name").asText(), "the patch names the base's container");
        assertTrue(mebibytes(c.path("resources").path("limits").path("memory").asText())
                < mebibytes(container().path("resources").path("limits").path("memory").asText()), "native needs less memory");
    }

    @Test
    void theGracePeriodCoversTheShutdownDelayAndTimeout() throws IOException {
        Map<String, JsonNode> base = base();
        long grace = base.get("Deployment").path("spec").path("template").path("spec").path("terminationGracePeriodSeconds").asLong();
        JsonNode data = base.get("ConfigMap").path("data");
        long delay = seconds(data.path("QUARKUS_SHUTDOWN_DELAY").asText("0s"));
        long timeout = seconds(data.path("QUARKUS_SHUTDOWN_TIMEOUT").asText());
        assertTrue(timeout > 0, "the ConfigMap sets the shutdown timeout");
        assertTrue(grace > delay + timeout, "grace " + grace + " s > delay " + delay + " s + timeout " + timeout + " s");
    }

    static long seconds(String duration) {
        assertTrue(duration.matches("\\d+s"), "a duration in seconds: " + duration);
        return Long.parseLong(duration.substring(0, duration.length() - 1));
    }

    // ---------------------------------------------------------------- the other objects

    @Test
    void theServiceAndThePolicySelectThePodsAndOnlyTheirPort() throws IOException {
        Map<String, JsonNode> base = base();
        JsonNode podLabels = base.get("Deployment").path("spec").path("template").path("metadata").path("labels");
        assertEquals(podLabels.get("app.kubernetes.io/name"), base.get("Deployment").path("spec").path("selector")
                .path("matchLabels").get("app.kubernetes.io/name"));

        JsonNode service = base.get("Service").path("spec");
        assertSubset(service.path("selector"), podLabels, "Service selector");
        assertEquals(1, service.path("ports").size());
        JsonNode servicePort = service.path("ports").get(0);
        String target = servicePort.path("targetPort").asText();
        boolean matches = false;
        for (JsonNode p : container().path("ports"))
            matches |= target.equals(p.path("name").asText()) || target.equals(p.path("containerPort").asText());
        assertTrue(matches, "the Service targets the container's port");

        JsonNode policy = base.get("NetworkPolicy").path("spec");
        assertSubset(policy.path("podSelector").path("matchLabels"), podLabels, "NetworkPolicy podSelector");
        assertTrue(policy.path("policyTypes").toString().contains("Ingress"));
        assertEquals(2, policy.path("ingress").size(), "two ingress rules: the API, the management interface");
        JsonNode ports = policy.path("ingress").get(0).path("ports");
        assertEquals(1, ports.size(), "one port admitted");
        assertEquals(8080, ports.get(0).path("port").asInt(), "the service's port");
        assertEquals("TCP", ports.get(0).path("protocol").asText("TCP"));
        JsonNode management = policy.path("ingress").get(1);
        assertEquals(9000, management.path("ports").get(0).path("port").asInt(), "the management port");
        assertFalse(management.path("from").isMissingNode() || management.path("from").isEmpty(),
                "the management port is not open to every pod");
    }

    @Test
    void theAutoscalerScalesTheDeploymentOnCpuAndTheBudgetLeavesRoomToDrain() throws IOException {
        Map<String, JsonNode> base = base();
        JsonNode hpa = base.get("HorizontalPodAutoscaler");
        assertEquals("autoscaling/v2", hpa.path("apiVersion").asText());
        assertEquals("Deployment", hpa.path("spec").path("scaleTargetRef").path("kind").asText());
        assertEquals(base.get("Deployment").path("metadata").path("name").asText(),
                hpa.path("spec").path("scaleTargetRef").path("name").asText());
        JsonNode metric = hpa.path("spec").path("metrics").get(0);
        assertEquals("cpu", metric.path("resource").path("name").asText());
        int min = hpa.path("spec").path("minReplicas").asInt();
        assertTrue(min >= 2 && hpa.path("spec").path("maxReplicas").asInt() > min);
        assertTrue(base.get("Deployment").path("spec").path("replicas").isMissingNode(),
                "the autoscaler owns the replica count; a fixed one would be reset at every apply");

        JsonNode pdb = base.get("PodDisruptionBudget");
        assertEquals("policy/v1", pdb.path("apiVersion").asText());
        assertSubset(pdb.path("spec").path("selector").path("matchLabels"),
                base.get("Deployment").path("spec").path("template").path("metadata").path("labels"), "PDB selector");
        assertTrue(pdb.path("spec").path("minAvailable").asInt() < min, "a drain can still evict a pod");
    }

    @Test
    void theDeploymentTakesItsEnvironmentFromTheConfigMap() throws IOException {
        Map<String, JsonNode> base = base();
        String name = base.get("ConfigMap").path("metadata").path("name").asText();
        assertEquals(name, container().path("envFrom").get(0).path("configMapRef").path("name").asText());
        base.get("ConfigMap").path("data").fields().forEachRemaining(e ->
                assertTrue(e.getValue().isTextual(), e.getKey() + ": ConfigMap values are strings (quote numbers)"));
    }

    static void assertSubset(JsonNode selector, JsonNode labels, String what) {
        assertTrue(selector.size() > 0, what + " is empty");
        selector.fields().forEachRemaining(e -> assertEquals(e.getValue(), labels.get(e.getKey()), what + " " + e.getKey()));
    }

    // ---------------------------------------------------------------- rendered by kubectl, where it is installed

    @ParameterizedTest
    @ValueSource(strings = {"base", "overlays/jvm", "overlays/native"})
    void kubectlKustomizeRendersIt(String dir) throws Exception {
        Assumptions.assumeTrue(onPath("kubectl"), "kubectl is not installed");
        Process p = new ProcessBuilder("kubectl", "kustomize", K8S.resolve(dir).toString()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        assertEquals(0, p.exitValue(), out);
        Map<String, JsonNode> byKind = new LinkedHashMap<>();
        try (MappingIterator<JsonNode> it = YAML.readerFor(JsonNode.class).readValues(out)) {
            while (it.hasNext()) {
                JsonNode doc = it.next();
                byKind.put(doc.path("kind").asText(), doc);
            }
        }
        assertEquals(Set.of("ConfigMap", "Deployment", "Service", "HorizontalPodAutoscaler", "PodDisruptionBudget", "NetworkPolicy"),
                byKind.keySet());
        JsonNode c = byKind.get("Deployment").path("spec").path("template").path("spec").path("containers").get(0);
        String image = c.path("image").asText();
        if (dir.startsWith("overlays/")) assertEquals("hakem:" + dir.substring("overlays/".length()), image);
        assertTrue(c.path("securityContext").path("readOnlyRootFilesystem").asBoolean(false), "kept after patches");
        assertEquals("hakem", byKind.get("Deployment").path("metadata").path("labels").path("app.kubernetes.io/part-of").asText());
    }

    static boolean onPath(String command) {
        String path = System.getenv("PATH");
        if (path == null) return false;
        for (String dir : path.split(java.io.File.pathSeparator))
            if (Files.isExecutable(Path.of(dir, command))) return true;
        return false;
    }
}
