package dev.hakem.it.cache;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.net.ConnectException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The packaged service behind a real shared cache, Debian's nginx with its proxy cache, honouring the
 * service's Cache-Control (max-age 1 s here) and revalidating with its ETags: a second identical request
 * is served by the cache, with the same bytes; another Accept-Language is not served the first one's
 * bytes; and once a new version of the service is deployed (the same jar with another build version and
 * another wording, as a new build would be), the cache serves the old answer no longer than max-age, then
 * asks again and serves the new version's answer.
 */
class ProxyCacheIT {

    static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    static final String NEW_WORDING = "White plays next";
    static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();

    static Path dir;
    static Path nginx;
    static Process service;
    static Process cache;
    static int servicePort;
    static int cachePort;
    /** Each request through the cache and how it was answered, printed at the end. */
    static final List<String> TRAIL = new ArrayList<>();

    @BeforeAll
    static void start() throws Exception {
        Path artifact = Path.of(System.getProperty("it.artifact.path", "target/quarkus-app/quarkus-run.jar"));
        assumeTrue(artifact.toString().endsWith(".jar"),
                "a new version is made by rewriting the packaged jar; " + artifact + " is a native executable");
        assertTrue(Files.isRegularFile(artifact), "the packaged artifact " + artifact + " is there (run through ./mvnw verify)");
        nginx = Nginx.find();
        assumeTrue(nginx != null, "nginx is not installed and could not be installed with apt-get (install the Debian package nginx)");
        dir = Files.createTempDirectory("hakem-proxy-cache");
        servicePort = freePort();
        cachePort = freePort();
        service = startService(artifact);
        cache = Nginx.start(nginx, dir, cachePort, servicePort);
        awaitCache();
    }

    @AfterAll
    static void stop() throws Exception {
        System.out.println("ProxyCacheIT, requests through nginx:\n  " + String.join("\n  ", TRAIL));
        for (Process p : new Process[] {cache, service}) {
            if (p != null && p.isAlive()) {
                p.destroy();
                if (!p.waitFor(10, TimeUnit.SECONDS)) p.destroyForcibly();
            }
        }
        if (dir != null) try (Stream<Path> files = Files.walk(dir)) {
            files.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
        }
    }

    @Test
    void aSharedCacheServesRepeatsKeepsLanguagesApartAndNeverOutlivesMaxAgeAfterADeployment() throws Exception {
        String position = "/v1/position?fen=" + URLEncoder.encode(START, StandardCharsets.UTF_8);

        // A second identical request is the cache's, with the service's bytes and tag.
        HttpResponse<byte[]> first = viaCache(position, "en", null);
        assertEquals("MISS", status(first));
        HttpResponse<byte[]> second = viaCache(position, "en", null);
        assertEquals("HIT", status(second));
        assertEquals(new String(first.body(), StandardCharsets.UTF_8), new String(second.body(), StandardCharsets.UTF_8));
        String tagV1 = first.headers().firstValue("ETag").orElseThrow();
        assertEquals(tagV1, second.headers().firstValue("ETag").orElseThrow());
        // A browser that kept the answer asks with its tag: the cache answers 304 itself.
        HttpResponse<byte[]> conditional = viaCache(position, "en", tagV1);
        assertEquals(304, conditional.statusCode());
        assertEquals(0, conditional.body().length);

        // Another language is not the first one's bytes (Vary: Accept-Language): the service's Turkish answer.
        HttpResponse<byte[]> turkish = viaCache(position, "tr", null);
        assertNotEquals("HIT", status(turkish), "a Turkish request is not answered with the English copy");
        assertEquals("tr", turkish.headers().firstValue("Content-Language").orElseThrow());
        assertEquals(text(direct(position, "tr")), text(turkish));
        assertNotEquals(text(first), text(turkish));
        HttpResponse<byte[]> turkishAgain = viaCache(position, "tr", null);
        assertEquals(text(turkish), text(turkishAgain));
        HttpResponse<byte[]> englishAgain = viaCache(position, "en", null);
        assertEquals(text(first), text(englishAgain), "English still gets English: " + status(englishAgain));

        // Past max-age the cache asks again with the tag; the same service answers 304 and the copy is kept.
        Thread.sleep(2_100);
        HttpResponse<byte[]> revalidated = viaCache(position, "en", null);
        assertEquals("REVALIDATED", status(revalidated));
        assertEquals(text(first), text(revalidated));

        // A new version is deployed: within max-age the cache may still serve the copy it has...
        restartAsNewVersion();
        HttpResponse<byte[]> fresh = direct(position, "en");
        assertTrue(text(fresh).contains(NEW_WORDING), text(fresh));
        String tagV2 = fresh.headers().firstValue("ETag").orElseThrow();
        assertNotEquals(tagV1, tagV2, "a new version answers with new tags");
        // ...and once it is past, the old tag is not the new version's: the new answer, never the stale one.
        Thread.sleep(2_100);
        HttpResponse<byte[]> afterDeploy = viaCache(position, "en", null);
        assertEquals("EXPIRED", status(afterDeploy));
        assertEquals(text(fresh), text(afterDeploy));
        assertEquals(tagV2, afterDeploy.headers().firstValue("ETag").orElseThrow());
        HttpResponse<byte[]> cachedNew = viaCache(position, "en", null);
        assertEquals("HIT", status(cachedNew));
        assertEquals(text(fresh), text(cachedNew));
        // A browser holding the old tag gets the new answer whole, not a 304.
        HttpResponse<byte[]> oldTag = viaCache(position, "en", tagV1);
        assertEquals(200, oldTag.statusCode());
        assertEquals(text(fresh), text(oldTag));

        // Errors are not kept: the same bad request reaches the service each time.
        String bad = "/v1/position?fen=nonsense";
        assertEquals(400, viaCache(bad, "en", null).statusCode());
        HttpResponse<byte[]> badAgain = viaCache(bad, "en", null);
        assertEquals(400, badAgain.statusCode());
        assertNotEquals("HIT", status(badAgain));
    }

    // ------------------------------------------------------------------ the service and the cache

    static Process startService(Path jar) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Dquarkus.http.port=" + servicePort, "-Dquarkus.management.port=" + freePort(),
                "-Dhakem.http.cache.max-age=1s", "-jar", jar.toAbsolutePath().toString()));
        Process p = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(dir.resolve("service.log").toFile())).start();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (true) {
            assertTrue(p.isAlive(), "the service exited early:\n" + Files.readString(dir.resolve("service.log")));
            try {
                if (direct("/v1/chess960/start?number=0", "en").statusCode() == 200) return p;
            } catch (ConnectException | java.net.http.HttpTimeoutException notYet) {
                // not listening yet
            }
            assertTrue(System.nanoTime() < deadline, "not ready within 60 s:\n" + Files.readString(dir.resolve("service.log")));
            Thread.sleep(100);
        }
    }

    /**
     * The service stopped and started again as a new build: a copy of the packaged application whose jar
     * has another build version and says "White plays next" where the old one said "White to move".
     */
    static void restartAsNewVersion() throws Exception {
        Path app = Path.of(System.getProperty("it.artifact.path", "target/quarkus-app/quarkus-run.jar")).toAbsolutePath().getParent();
        Path copy = dir.resolve("quarkus-app-next");
        try (Stream<Path> files = Files.walk(app)) {
            for (Path f : files.toList()) {
                Path to = copy.resolve(app.relativize(f).toString());
                if (Files.isDirectory(f)) Files.createDirectories(to);
                else Files.copy(f, to, StandardCopyOption.REPLACE_EXISTING);
            }
        }
        Path jar;
        try (Stream<Path> jars = Files.list(copy.resolve("app"))) {
            jar = jars.filter(f -> f.getFileName().toString().startsWith("hakem")).findFirst().orElseThrow();
        }
        try (FileSystem zip = FileSystems.newFileSystem(jar)) {
            Path build = zip.getPath("hakem/build.properties");
            Files.writeString(build, Files.readString(build).replaceAll("(?m)^built=(.*)$", "built=$1-next"));
            Path messages = zip.getPath("messages/api_en.properties");
            String words = Files.readString(messages, StandardCharsets.ISO_8859_1);
            assertTrue(words.contains("summary.to_move.white=White to move"), "the wording to change is there");
            Files.writeString(messages, words.replace("summary.to_move.white=White to move", "summary.to_move.white=" + NEW_WORDING),
                    StandardCharsets.ISO_8859_1);
        }
        service.destroy();
        assertTrue(service.waitFor(30, TimeUnit.SECONDS), "the old version stops");
        service = startService(copy.resolve("quarkus-run.jar"));
    }

    static void awaitCache() throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (true) {
            assertTrue(cache.isAlive(), "nginx exited:\n" + Files.readString(dir.resolve("nginx.out"))
                    + (Files.exists(dir.resolve("error.log")) ? Files.readString(dir.resolve("error.log")) : ""));
            try {
                if (viaCache("/v1/chess960/start?number=1", "en", null).statusCode() == 200) return;
            } catch (ConnectException notYet) {
                // not listening yet
            }
            assertTrue(System.nanoTime() < deadline, "nginx did not answer within 20 s");
            Thread.sleep(100);
        }
    }

    static HttpResponse<byte[]> viaCache(String path, String language, String ifNoneMatch) throws IOException, InterruptedException {
        HttpResponse<byte[]> r = get(cachePort, path, language, ifNoneMatch);
        TRAIL.add(String.format(java.util.Locale.ROOT, "%-45.45s %s%s -> %d %s, %d bytes", path, language,
                ifNoneMatch == null ? "" : " If-None-Match", r.statusCode(), r.headers().firstValue("X-Cache-Status").orElse("-"),
                r.body().length));
        return r;
    }

    static HttpResponse<byte[]> direct(String path, String language) throws IOException, InterruptedException {
        return get(servicePort, path, language, null);
    }

    static HttpResponse<byte[]> get(int port, String path, String language, String ifNoneMatch) throws IOException, InterruptedException {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
                .timeout(Duration.ofSeconds(10)).header("Accept-Language", language).header("Accept", "application/json");
        if (ifNoneMatch != null) b.header("If-None-Match", ifNoneMatch);
        return HTTP.send(b.build(), HttpResponse.BodyHandlers.ofByteArray());
    }

    static String status(HttpResponse<?> r) {
        String s = r.headers().firstValue("X-Cache-Status").orElse(null);
        assertNotNull(s, "nginx says whether it answered from its cache");
        return s;
    }

    static String text(HttpResponse<byte[]> r) {
        return new String(r.body(), StandardCharsets.UTF_8);
    }

    static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }
}
