package dev.hakem.it;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.hakem.contract.ContractValidator;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.logging.Level;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Debian's headless Chromium driven through its chromedriver (no Selenium Manager, no browser download),
 * with what the page sent and received read from Chrome's DevTools network events: every request's host,
 * the bytes transferred, and each API answer, which is held to the published contract.
 */
final class BoardBrowser implements AutoCloseable {

    static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");
    static final Path SHOTS = Path.of(System.getProperty("board.screenshots", "target/board-screenshots"));

    /** One request the page made, as the DevTools network events describe it. */
    static final class Exchange {
        String url;
        String method;
        int status;
        String mimeType;
        final Map<String, String> headers = new LinkedHashMap<>();
        long bytes;
        boolean finished;
    }

    private static final ObjectMapper JSON = new ObjectMapper();

    final ChromeDriver driver;
    final String base;
    private final Map<String, Exchange> pending = new LinkedHashMap<>();
    final List<Exchange> seen = new ArrayList<>();
    final List<String> contractFaults = new ArrayList<>();
    private int shot;

    BoardBrowser(int port) {
        this.base = "http://localhost:" + port;
        try {
            Files.createDirectories(SHOTS);
            try (var old = Files.newDirectoryStream(SHOTS, "*.png")) {
                for (Path png : old) Files.delete(png); // a run's screenshots only, numbered in order
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM.toFile());
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage", "--no-first-run",
                "--window-size=1200,1000", "--lang=en-US");
        LoggingPreferences logs = new LoggingPreferences();
        logs.enable(LogType.PERFORMANCE, Level.ALL);
        options.setCapability("goog:loggingPrefs", logs);
        options.setExperimentalOption("perfLoggingPrefs", Map.of("enableNetwork", true, "enablePage", false));
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(CHROMEDRIVER.toFile()).usingAnyFreePort().build();
        this.driver = new ChromeDriver(service, options);
        driver.executeCdpCommand("Network.enable", Map.of());
        driver.executeCdpCommand("Network.setCacheDisabled", Map.of("cacheDisabled", true));
    }

    /** Opens a page of the service and waits until it has shown its first answer. */
    void open(String pathAndQuery) {
        drain();
        driver.get(base + pathAndQuery);
        waitFor("the page's first answer", () -> !text("summary").isEmpty() || !text("problem").isEmpty());
    }

    void waitFor(String what, java.util.function.BooleanSupplier condition) {
        new WebDriverWait(driver, Duration.ofSeconds(30)).withMessage(what)
                .until(d -> condition.getAsBoolean() && idle());
    }

    boolean idle() {
        return "false".equals(driver.findElement(By.tagName("body")).getAttribute("data-busy"));
    }

    String text(String id) {
        return driver.findElement(By.id(id)).getText().strip();
    }

    WebElement byId(String id) {
        return driver.findElement(By.id(id));
    }

    Object js(String script, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(script, args);
    }

    /** Clicks the centre of a square of the board, seen from White. */
    void click(String square) {
        WebElement board = driver.findElement(By.cssSelector("#board cg-board"));
        Dimension d = board.getSize();
        double size = d.getWidth() / 8.0;
        int file = square.charAt(0) - 'a';
        int rank = square.charAt(1) - '1';
        int x = (int) Math.round((file + 0.5) * size - d.getWidth() / 2.0);
        int y = (int) Math.round((7 - rank + 0.5) * size - d.getHeight() / 2.0);
        new Actions(driver).moveToElement(board, x, y).click().perform();
    }

    /** The squares the board marks with the given class (move-dest, oc for an occupied one, check), by name. */
    @SuppressWarnings("unchecked")
    List<String> marked(String cssClass) {
        return (List<String>) js("const b = document.querySelector('#board cg-board');"
                + "const s = b.getBoundingClientRect().width / 8;"
                + "return [...b.querySelectorAll('square.' + arguments[0])].map(q => {"
                + "  const m = /translate\\((-?[\\d.]+)px, *(-?[\\d.]+)px\\)/.exec(q.style.transform);"
                + "  return 'abcdefgh'[Math.round(m[1] / s)] + (8 - Math.round(m[2] / s)); }).sort();", cssClass);
    }

    long pieces() {
        return (Long) js("return document.querySelectorAll('#board cg-board piece').length;");
    }

    void screenshot(String name) {
        try {
            Thread.sleep(250); // chessground's animation of the last move
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        try {
            Files.createDirectories(SHOTS);
            File png = driver.getScreenshotAs(OutputType.FILE);
            Files.copy(png.toPath(), SHOTS.resolve(String.format(Locale.ROOT, "%02d-%s.png", ++shot, name)),
                    StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Reads the network events since the last call: each finished request is recorded, and each answer
     * of the API is held to the contract (its body fetched from the browser before the page is left).
     */
    List<Exchange> drain() {
        List<Exchange> done = new ArrayList<>();
        for (LogEntry entry : driver.manage().logs().get(LogType.PERFORMANCE)) {
            JsonNode message;
            try {
                message = JSON.readTree(entry.getMessage()).path("message");
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            JsonNode params = message.path("params");
            String id = params.path("requestId").asText();
            switch (message.path("method").asText()) {
                case "Network.requestWillBeSent" -> {
                    Exchange x = pending.computeIfAbsent(id, k -> new Exchange());
                    x.url = params.path("request").path("url").asText();
                    x.method = params.path("request").path("method").asText();
                }
                case "Network.responseReceived" -> {
                    Exchange x = pending.computeIfAbsent(id, k -> new Exchange());
                    JsonNode response = params.path("response");
                    x.status = response.path("status").asInt();
                    x.mimeType = response.path("mimeType").asText();
                    response.path("headers").fields().forEachRemaining(
                            h -> x.headers.put(h.getKey().toLowerCase(Locale.ROOT), h.getValue().asText()));
                }
                case "Network.loadingFinished", "Network.loadingFailed" -> {
                    Exchange x = pending.remove(id);
                    if (x == null || x.url == null) continue;
                    x.bytes = params.path("encodedDataLength").asLong();
                    x.finished = message.path("method").asText().equals("Network.loadingFinished");
                    if (x.finished && x.url.startsWith(base + "/v1/")) checkContract(id, x);
                    done.add(x);
                }
                default -> { }
            }
        }
        seen.addAll(done);
        return done;
    }

    private void checkContract(String requestId, Exchange x) {
        Map<String, Object> answer = driver.executeCdpCommand("Network.getResponseBody", Map.of("requestId", requestId));
        String body = (String) answer.get("body");
        byte[] bytes = Boolean.TRUE.equals(answer.get("base64Encoded"))
                ? Base64.getDecoder().decode(body) : body.getBytes(StandardCharsets.UTF_8);
        String path = URI.create(x.url).getPath();
        contractFaults.addAll(ContractValidator.contract().check(x.method, path, x.status, x.headers.get("content-type"),
                name -> x.headers.get(name.toLowerCase(Locale.ROOT)), bytes));
    }

    /** Requests to anything but the service (data: URLs are the page's own images, read from its stylesheets). */
    List<String> foreignRequests() {
        return seen.stream().map(x -> x.url).filter(u -> !u.startsWith(base + "/") && !u.startsWith("data:")).toList();
    }

    @Override
    public void close() {
        driver.quit();
    }
}
