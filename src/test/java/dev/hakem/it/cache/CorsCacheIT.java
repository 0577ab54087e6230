package dev.hakem.it.cache;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.hakem.contract.ContractValidator;
import java.io.IOException;
import java.net.ConnectException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.TimeUnit;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * CORS behind a shared cache, as frontends on their own origins meet it: the packaged service with two
 * frontends' origins allowed, behind Debian's nginx as a proxy cache keeping what Cache-Control allows, and
 * three callers asking for the same highlights URL: the two frontends (Origin: each its own) and a server
 * (no Origin). In each of the six orders, with a cache empty at the start, each caller asks twice (the cache
 * fills, then answers) and once more with the ETag it got (a 304): every answer must carry the caller's own
 * Access-Control-Allow-Origin (none for the server), whoever was first, and the second round must come from
 * the cache. With every origin allowed ({@code *}) the same matrix shows one copy serving every caller. The
 * matrices of orders and callers are printed. Skipped, saying so, where nginx cannot be had.
 */
class CorsCacheIT {

    static final String PLAY = "https://play.example.org";
    static final String BETA = "https://beta.example.org";
    /** The service's CORS setting: the two frontends' origins. */
    static final List<String> SETTINGS = List.of("hakem.http.cors.origins=" + PLAY + "," + BETA);
    static final String FEN = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    static final String PATH = "/v1/position/highlights";
    static final String URL = PATH + "?fen=" + URLEncoder.encode(FEN, StandardCharsets.UTF_8);
    /** The callers: two browser frontends, and a server, which sends no Origin (null). */
    static final List<String> CALLERS = Arrays.asList(PLAY, BETA, null);

    static Path dir;
    static Path nginx;
    static Path artifact;

    @BeforeAll
    static void start() throws Exception {
        artifact = PackagedService.artifact();
        assumeTrue(artifact.toString().endsWith(".jar"), "started as a jar; " + artifact + " is a native executable");
        nginx = Nginx.find();
        assumeTrue(nginx != null, "nginx is not installed and could not be installed with apt-get (install the Debian package nginx)");
        dir = Files.createTempDirectory("hakem-cors-cache");
    }

    @AfterAll
    static void stop() throws Exception {
        if (dir != null) try (Stream<Path> files = Files.walk(dir)) {
            files.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
        }
    }

    @Test
    void eachCallerGetsItsOwnAllowedOriginFromASharedCacheInEveryOrder() throws Exception {
        try (PackagedService service = PackagedService.start(artifact, Files.createDirectories(dir.resolve("listed")), SETTINGS)) {
            matrix(service, caller -> caller, true, "origins listed");
        }
    }

    @Test
    void withEveryOriginAllowedOneCopyServesEveryCallerInEveryOrder() throws Exception {
        // Access-Control-Allow-Origin: * on every answer, a server's too: nothing for the cache to keep apart.
        try (PackagedService service = PackagedService.start(artifact, Files.createDirectories(dir.resolve("any")),
                List.of("hakem.http.cors.origins=*"))) {
            matrix(service, caller -> "*", false, "origins *");
        }
    }

    /**
     * The six orders of the three callers, each through an nginx cache of its own that starts empty: a round that
     * fills it, one it answers, one that revalidates with each caller's tag. Each answer must carry the
     * Access-Control-Allow-Origin {@code allowed} gives its caller; with {@code variesByOrigin} each caller's first
     * answer is the service's (a copy per origin), without it the first caller's copy serves the others.
     */
    static void matrix(PackagedService service, UnaryOperator<String> allowed, boolean variesByOrigin, String title) throws Exception {
        byte[] expected = get(service.port, null, null).body();
        List<String> faults = new ArrayList<>();
        List<String> matrix = new ArrayList<>();
        int n = 0;
        for (List<String> order : permutations(CALLERS)) {
            Path cacheDir = Files.createDirectories(dir.resolve(title.replaceAll("\\W", "") + "-nginx-" + ++n));
            int port = PackagedService.freePort();
            Process cache = Nginx.start(nginx, cacheDir, port, service.port);
            try {
                awaitCache(cache, cacheDir, port);
                Map<String, String> tags = new HashMap<>();
                List<String> row = new ArrayList<>();
                for (String round : List.of("fill", "again", "revalidate")) {
                    for (String caller : order) {
                        String tag = round.equals("revalidate") ? tags.get(name(caller)) : null;
                        HttpResponse<byte[]> r = get(port, caller, tag);
                        String where = title + ", order " + n + " " + names(order) + ", " + round + ", " + name(caller);
                        List<String> wrong = check(r, allowed.apply(caller), variesByOrigin, tag != null, expected);
                        String from = cacheStatus(r);
                        if (round.equals("again") && !"HIT".equals(from))
                            wrong.add("not from the cache (" + from + "): the test would prove nothing");
                        if (round.equals("fill") && !Objects.equals(caller, order.get(0)) && !variesByOrigin && !"HIT".equals(from))
                            wrong.add("not the first caller's copy (" + from + "), though every answer is the same");
                        for (String w : wrong) faults.add(where + ": " + w);
                        r.headers().firstValue("ETag").ifPresent(t -> tags.putIfAbsent(name(caller), t));
                        row.add(String.format(Locale.ROOT, "%s %s %d %-4s %s", round, name(caller), r.statusCode(), from,
                                wrong.isEmpty() ? "ok" : "WRONG, allow-origin " + r.headers().firstValue("Access-Control-Allow-Origin").orElse("none")));
                    }
                }
                matrix.add(String.format(Locale.ROOT, "order %d %-18s %s", n, names(order), String.join(" | ", row)));
            } finally {
                PackagedService.stop(cache);
            }
        }
        System.out.println("CorsCacheIT, " + title + ": " + matrix.size() + " orders x " + CALLERS.size()
                + " callers x 3 rounds through nginx (round, caller, status, cache status, verdict):\n  " + String.join("\n  ", matrix));
        assertEquals(6, matrix.size());
        assertEquals(List.of(), faults, "answers a caller could not use");
    }

    /**
     * What is wrong with an answer: it must allow {@code allowOrigin} (null: no CORS header), say Vary: Origin when
     * the answer varies by origin (a cache keeps the callers apart by it) and not otherwise (one copy for all),
     * and be the service's answer (a 304 when the caller named its tag), within the contract.
     */
    static List<String> check(HttpResponse<byte[]> r, String allowOrigin, boolean variesByOrigin, boolean conditional, byte[] expected) {
        List<String> wrong = new ArrayList<>();
        int status = conditional ? 304 : 200;
        if (r.statusCode() != status) wrong.add("status " + r.statusCode() + ", not " + status);
        String allowed = r.headers().firstValue("Access-Control-Allow-Origin").orElse(null);
        if (!Objects.equals(allowOrigin, allowed)) wrong.add("Access-Control-Allow-Origin " + allowed + ", not " + allowOrigin);
        String exposed = r.headers().firstValue("Access-Control-Expose-Headers").orElse("");
        if (allowOrigin != null && !exposed.contains("ETag")) wrong.add("ETag not exposed: '" + exposed + "'");
        List<String> vary = r.headers().allValues("Vary").stream().flatMap(v -> Arrays.stream(v.split(","))).map(String::strip).toList();
        if (variesByOrigin != vary.contains("Origin")) wrong.add("Vary " + vary + (variesByOrigin ? " without" : " with") + " Origin");
        if (!vary.containsAll(List.of("Accept", "Accept-Language"))) wrong.add("Vary " + vary + " without the language");
        if (!conditional && !Arrays.equals(expected, r.body())) wrong.add("another body: " + new String(r.body(), StandardCharsets.UTF_8));
        wrong.addAll(ContractValidator.contract().check("GET", PATH, r.statusCode(), r.headers().firstValue("Content-Type").orElse(null),
                h -> r.headers().firstValue(h).orElse(null), r.body()));
        return wrong;
    }

    static HttpResponse<byte[]> get(int port, String origin, String ifNoneMatch) throws IOException, InterruptedException {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + URL)).timeout(Duration.ofSeconds(10))
                .header("Accept", "application/json").header("Accept-Language", "en");
        if (origin != null) b.header("Origin", origin);
        if (ifNoneMatch != null) b.header("If-None-Match", ifNoneMatch);
        return PackagedService.HTTP.send(b.build(), HttpResponse.BodyHandlers.ofByteArray());
    }

    static void awaitCache(Process cache, Path cacheDir, int port) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (true) {
            assertTrue(cache.isAlive(), "nginx exited:\n" + Files.readString(cacheDir.resolve("nginx.out")));
            try {
                HttpRequest probe = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/v1/chess960/start?number=1")).build();
                if (PackagedService.HTTP.send(probe, HttpResponse.BodyHandlers.discarding()).statusCode() == 200) return;
            } catch (ConnectException notYet) {
                // not listening yet
            }
            assertTrue(System.nanoTime() < deadline, "nginx did not answer within 20 s");
            Thread.sleep(50);
        }
    }

    static String cacheStatus(HttpResponse<?> r) {
        return r.headers().firstValue("X-Cache-Status").orElse("-");
    }

    static String name(String caller) {
        return caller == null ? "server" : caller.substring("https://".length(), caller.indexOf('.'));
    }

    static String names(List<String> order) {
        return String.join(",", order.stream().map(CorsCacheIT::name).toList());
    }

    /** Every order of the items. */
    static List<List<String>> permutations(List<String> items) {
        if (items.isEmpty()) return List.of(List.of());
        List<List<String>> all = new ArrayList<>();
        for (int i = 0; i < items.size(); i++) {
            List<String> rest = new ArrayList<>(items);
            String first = rest.remove(i);
            for (List<String> tail : permutations(rest)) {
                List<String> order = new ArrayList<>();
                order.add(first);
                order.addAll(tail);
                all.add(order);
            }
        }
        return all;
    }
}
