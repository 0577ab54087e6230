package dev.hakem.it.cache;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.hakem.contract.ContractValidator;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * A frontend on its own origin in a real browser (Debian's headless Chromium): a page served by nginx as
 * http://play.example.org:P fetches the legal moves of a king and plays one move (POST /v1/move with
 * Prefer: return=minimal, X-Request-Id, traceparent) from the packaged service at http://hakem.example.org:C,
 * behind nginx's proxy cache, and shows them; loaded again, it asks with the ETag it kept and shows its copy
 * on the 304. Both names are mapped to 127.0.0.1 inside the browser. Every answer, as the page's script sees
 * it (only the headers CORS lets it read), is held to the contract. The same page from an origin not allowed
 * gets nothing: the browser keeps the answers from it. Screenshots go to target/cross-origin-screenshots.
 */
class CrossOriginPageIT {

    static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");
    static final Path SHOTS = Path.of("target/cross-origin-screenshots");
    /** The king's targets in r3k2r/8/8/8/8/8/8/R3K2R w KQkq: castling both ways (the king's square and the rook's), and its steps. */
    static final Set<String> KING_TARGETS = Set.of("a1", "c1", "d1", "f1", "g1", "h1", "d2", "e2", "f2");
    static final String AFTER_NF3 = "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2";

    static Path dir;
    static PackagedService service;
    static Process nginx;
    static ChromeDriver browser;
    static int pagePort;
    static int cachePort;

    @BeforeAll
    static void start() throws Exception {
        assumeTrue(Files.isExecutable(CHROMIUM) && Files.isExecutable(CHROMEDRIVER),
                "no /usr/bin/chromium and /usr/bin/chromedriver (apt-get install chromium chromium-driver)");
        Path artifact = PackagedService.artifact();
        assumeTrue(artifact.toString().endsWith(".jar"), "started as a jar; " + artifact + " is a native executable");
        Path binary = Nginx.find();
        assumeTrue(binary != null, "nginx is not installed and could not be installed with apt-get (install the Debian package nginx)");
        dir = Files.createTempDirectory("hakem-cross-origin");
        pagePort = PackagedService.freePort();
        cachePort = PackagedService.freePort();
        service = PackagedService.start(artifact, dir, List.of("hakem.http.cors.origins=" + pageOrigin("play")));
        Path page = Files.createDirectories(dir.resolve("page"));
        try (InputStream html = CrossOriginPageIT.class.getResourceAsStream("frontend.html")) {
            Files.copy(html, page.resolve("index.html"), StandardCopyOption.REPLACE_EXISTING);
        }
        String pageServer = """
                    server {
                        listen 127.0.0.1:PORT;
                        root %1$s/page;
                        location / { add_header Cache-Control no-store; }
                    }
                """.replace("PORT", String.valueOf(pagePort));
        nginx = Nginx.start(binary, dir, Nginx.config(dir, cachePort, service.port, pageServer));
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM.toFile());
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage", "--no-first-run",
                "--window-size=1000,700", "--lang=en-US", "--host-resolver-rules=MAP *.example.org 127.0.0.1");
        browser = new ChromeDriver(new ChromeDriverService.Builder().usingDriverExecutable(CHROMEDRIVER.toFile())
                .usingAnyFreePort().build(), options);
        Files.createDirectories(SHOTS);
    }

    @AfterAll
    static void stop() throws Exception {
        if (browser != null) browser.quit();
        PackagedService.stop(nginx);
        if (service != null) service.close();
        if (dir != null) try (Stream<Path> files = Files.walk(dir)) {
            files.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
        }
    }

    static String pageOrigin(String host) {
        return "http://" + host + ".example.org:" + pagePort;
    }

    @Test
    void aFrontendOnItsOwnOriginShowsHighlightsAndAMoveThenRevalidatesWithItsETag() throws Exception {
        open(pageOrigin("play"));
        shot("1-first-load");
        assertEquals("", text("error"), "the page met no error");
        assertEquals(KING_TARGETS, new TreeSet<>(Arrays.asList(text("targets").split(" "))));
        assertEquals("200: a new answer", text("source"));
        String etag = text("etag");
        assertTrue(etag.matches("\"[A-Za-z0-9_-]{22}\""), "the script reads the ETag: " + etag);
        assertEquals("Nf3: " + AFTER_NF3, text("move"));
        assertEquals("return=minimal", text("preference"), "the script reads Preference-Applied");
        String[] ids = text("request-id").split(" ");
        assertEquals(ids[0], ids[1], "the X-Request-Id the page sent is echoed, and readable");
        List<String> faults = new ArrayList<>(contractFaults());

        // Loaded again: the page asks with the tag it kept (a preflight, for If-None-Match), and shows its copy.
        open(pageOrigin("play"));
        shot("2-second-load");
        assertEquals("", text("error"), "the page met no error");
        assertEquals("304 Not Modified: the copy this page kept", text("source"));
        assertEquals(etag, text("etag"));
        assertEquals(KING_TARGETS, new TreeSet<>(Arrays.asList(text("targets").split(" "))));
        assertEquals("Nf3: " + AFTER_NF3, text("move"));
        faults.addAll(contractFaults());
        assertEquals(List.of(), faults, "answers the page's script received that break openapi/openapi.yaml");
        String log = Files.readString(dir.resolve("access.log"));
        System.out.println("CrossOriginPageIT, the API requests through nginx (uri status cache-status):\n  "
                + String.join("\n  ", log.lines().filter(l -> l.startsWith("/v1/")).toList()));
    }

    @Test
    void theSamePageFromAnOriginNotAllowedIsKeptFromTheAnswers() throws Exception {
        open(pageOrigin("elsewhere"));
        shot("3-origin-not-allowed");
        assertTrue(text("error").contains("Failed to fetch"), "the browser withholds the answer: " + text("error"));
        assertEquals("", text("targets"));
        assertEquals(List.of(), exchanges(), "the script received no answer");
    }

    void open(String origin) {
        browser.get(origin + "/?api=" + "http://hakem.example.org:" + cachePort);
        new WebDriverWait(browser, Duration.ofSeconds(30)).withMessage("the page's requests end")
                .until(d -> "true".equals(d.findElement(By.tagName("body")).getAttribute("data-done")));
    }

    static String text(String id) {
        return browser.findElement(By.id(id)).getText().strip();
    }

    @SuppressWarnings("unchecked")
    static List<Map<String, Object>> exchanges() {
        return (List<Map<String, Object>>) ((JavascriptExecutor) browser).executeScript("return window.exchanges;");
    }

    /** The page's answers held to the contract, with the headers its script could read. */
    @SuppressWarnings("unchecked")
    static List<String> contractFaults() {
        List<String> faults = new ArrayList<>();
        List<Map<String, Object>> seen = exchanges();
        assertEquals(2, seen.size(), "the highlights and the move: " + seen);
        for (Map<String, Object> x : seen) {
            Map<String, Object> headers = (Map<String, Object>) x.get("headers");
            faults.addAll(ContractValidator.contract().check((String) x.get("method"), (String) x.get("path"),
                    ((Number) x.get("status")).intValue(), (String) x.get("contentType"),
                    h -> (String) headers.get(h.toLowerCase(Locale.ROOT)), ((String) x.get("body")).getBytes(StandardCharsets.UTF_8)));
        }
        return faults;
    }

    static void shot(String name) throws IOException {
        Files.copy(browser.getScreenshotAs(OutputType.FILE).toPath(), SHOTS.resolve(name + ".png"), StandardCopyOption.REPLACE_EXISTING);
    }
}
