package dev.hakem.it;

import static io.restassured.RestAssured.given;
import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hakem.contract.ContractChecked;
import io.quarkus.test.junit.QuarkusIntegrationTest;
import io.restassured.RestAssured;
import java.io.IOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.Keys;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.Select;

/**
 * The board page at / in a real browser (Debian's headless Chromium), against the packaged service: what
 * an arbiter loads, plays and reads there. Every answer of the API the page receives is held to the
 * contract, and no request may leave the service. Skipped where /usr/bin/chromium is not installed
 * (.ci/run installs it). Screenshots of each step go to target/board-screenshots.
 */
@QuarkusIntegrationTest
@ExtendWith(ContractChecked.class)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class BoardPageIT {

    static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    static BoardBrowser browser;
    static long started;

    @BeforeAll
    static void needsChromium() {
        Assumptions.assumeTrue(Files.isExecutable(BoardBrowser.CHROMIUM) && Files.isExecutable(BoardBrowser.CHROMEDRIVER),
                "BoardPageIT skipped: no /usr/bin/chromium and /usr/bin/chromedriver (apt-get install chromium chromium-driver)");
    }

    @BeforeEach
    void startBrowser() {
        // The service's port is known once the first test has started (RestAssured.port is set per test).
        if (browser != null) return;
        started = System.nanoTime();
        browser = new BoardBrowser(RestAssured.port);
    }

    @AfterEach
    void nothingLeavesTheServiceAndEveryAnswerKeepsTheContract() {
        if (browser == null) return;
        browser.drain();
        assertEquals(List.of(), browser.foreignRequests(), "requests to other hosts than the service");
        assertEquals(List.of(), browser.contractFaults, "API answers the page received that break openapi/openapi.yaml");
    }

    @AfterAll
    static void stopBrowser() {
        if (browser == null) return;
        long api = browser.seen.stream().filter(x -> x.url.contains("/v1/")).count();
        System.out.printf(Locale.ROOT, "BoardPageIT: %d requests, %d API answers held to the contract, %.1f s in the browser%n",
                browser.seen.size(), api, (System.nanoTime() - started) / 1e9);
        browser.close();
    }

    static String q(String s) {
        return URLEncoder.encode(s, StandardCharsets.UTF_8);
    }

    @Test
    @Order(1)
    void theFirstLoadStaysOnTheServiceAndItsWeightIsMeasured() throws IOException {
        browser.open("/");
        assertEquals(START, browser.text("fen"));
        assertEquals(32, browser.pieces());
        List<BoardBrowser.Exchange> load = browser.drain();
        long total = load.stream().mapToLong(x -> x.bytes).sum();
        long assets = load.stream().filter(x -> !x.url.contains("/v1/")).mapToLong(x -> x.bytes).sum();
        String report = String.format(Locale.ROOT, "first load of /: %d requests, %d bytes transferred (%d bytes of page and"
                + " assets, %d of API answers)%n", load.size(), total, assets, total - assets);
        for (BoardBrowser.Exchange x : load) report += String.format(Locale.ROOT, "  %7d  %s %s%n", x.bytes, x.method, x.url);
        System.out.print(report);
        Files.createDirectories(BoardBrowser.SHOTS);
        Files.writeString(BoardBrowser.SHOTS.resolve("page-weight.txt"), report);
        assertTrue(load.stream().anyMatch(x -> x.url.endsWith("/vendor/chessground/chessground.min.js") && x.status == 200));
        assertEquals(List.of(), browser.foreignRequests());
        browser.screenshot("start");
    }

    @Test
    @Order(2)
    void aDeepLinkToAMateShowsTheMateVerdictInEnglishAndInTurkish() {
        browser.open("/?moves=f3+e5+g4+Qh4%23");
        assertEquals("Checkmate — Black wins", browser.text("summary"));
        assertEquals("checkmate", browser.text("status"));
        assertEquals("0-1", browser.text("result"));
        assertEquals("FIDE 5.1.1", browser.text("rule"));
        assertEquals(List.of("e1"), browser.marked("check"), "the checked king is marked");
        browser.screenshot("mate-en");
        browser.open("/?moves=f3+e5+g4+Qh4%23&lang=tr");
        assertEquals("Şah mat — Siyah kazandı", browser.text("summary"));
        assertEquals("tr", browser.js("return document.documentElement.lang"));
        browser.screenshot("mate-tr");
        // The language switched back on the page keeps the game.
        new Select(browser.byId("lang")).selectByValue("en");
        browser.waitFor("the verdict in English", () -> browser.text("summary").equals("Checkmate — Black wins"));
        assertEquals(4, browser.driver.findElements(org.openqa.selenium.By.cssSelector("#move-list button")).size());
    }

    @Test
    @Order(3)
    void clickingAPieceShowsExactlyTheApiTargetsAndBothCastlingsPlay() {
        String fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        browser.open("/?fen=" + q(fen));
        browser.click("e1");
        List<String> targets = given().queryParam("fen", fen).queryParam("square", "e1").when().get("/v1/position/highlights")
                .then().statusCode(200).extract().jsonPath().getList("targets.square", String.class);
        assertEquals(targets.stream().sorted().toList(), browser.marked("move-dest"));
        assertThat(targets, hasItems("g1", "h1", "c1", "a1"));
        browser.screenshot("e1-targets");
        browser.click("h1"); // the king onto its rook: castling kingside
        browser.waitFor("castling kingside", () -> browser.text("fen").startsWith("r3k2r/8/8/8/8/8/8/R4RK1 b kq"));
        browser.click("e8");
        browser.click("c8"); // the king two squares: castling queenside
        browser.waitFor("castling queenside", () -> browser.text("fen").startsWith("2kr3r/8/8/8/8/8/8/R4RK1 w -"));
        assertEquals("O-O O-O-O", browser.text("move-list").replaceAll("\\s*\\d+(\\.|…)\\s*", " ").strip());
        browser.screenshot("castled");
    }

    @Test
    @Order(4)
    void aMovePlayedByClicksUpdatesTheFenTheListAndTheVerdict() {
        browser.open("/");
        browser.click("e2");
        assertEquals(List.of("e3", "e4"), browser.marked("move-dest"));
        browser.click("e4");
        browser.waitFor("the move played", () -> browser.text("fen").equals("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"));
        assertThat(browser.text("move-list"), containsString("e4"));
        assertEquals("Black to move", browser.text("summary"));
        assertEquals("pawn e4", browser.text("announce"));
        assertEquals("?moves=e4", browser.js("return location.search"));
        browser.screenshot("e4-by-clicks");
    }

    @Test
    @Order(5)
    void aThreefoldGameEndsUnderOnlineAndIsAClaimUnderFide() {
        browser.open("/?moves=Nf3+Nf6+Ng1+Ng8+Nf3+Nf6+Ng1+Ng8&rules=online");
        assertEquals("Threefold repetition — draw", browser.text("summary"));
        assertEquals("threefold repetition", browser.text("status"));
        assertEquals("1/2-1/2", browser.text("result"));
        browser.click("g1");
        assertEquals(List.of(), browser.marked("move-dest"), "no move after the end");
        browser.screenshot("threefold-online");
        new Select(browser.byId("rules")).selectByValue("fide");
        browser.waitFor("the game under fide", () -> browser.text("status").equals("the game goes on"));
        assertEquals("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 8 5", browser.text("fen"), "the position is kept");
        assertThat(browser.text("claims"), containsString("threefold"));
        browser.screenshot("threefold-fide");
    }

    @Test
    @Order(6)
    void aBadFenAndABadPgnShowTheirProblemAndWhere() {
        browser.open("/?fen=" + q("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq e4 0 1"));
        assertThat(browser.text("problem"), containsString("rank 1 ('RNBQKBN') describes 7 squares; each rank has 8"));
        assertThat(browser.text("problem"), containsString("FEN"));
        assertEquals("true", browser.byId("fen-input").getAttribute("aria-invalid"));
        assertEquals(32, browser.pieces(), "never a blank board");
        browser.screenshot("bad-fen");
        browser.open("/?pgn=" + q("1. e4 e5 2. Qh5 Nc6\n[Event \"second\"]"));
        assertThat(browser.text("problem"), containsString("PGN line 2, column 1"));
        assertEquals("true", browser.byId("pgn-input").getAttribute("aria-invalid"));
        browser.screenshot("bad-pgn");
        browser.open("/?moves=e4+e5+Ke3");
        assertThat(browser.text("problem"), containsString("the king on e1 cannot move to e3"));
        assertThat(browser.text("problem"), containsString("Ke2"));
        assertEquals("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", browser.text("fen"),
                "the position the illegal move was written in");
        // A PGN file dropped on the page is loaded (the drop is dispatched as the browser would send it).
        browser.js("const dt = new DataTransfer();"
                + "dt.items.add(new File([arguments[0]], 'game.pgn', { type: 'application/x-chess-pgn' }));"
                + "document.getElementById('pgn-input').dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true }));",
                "[Event \"dropped\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n");
        browser.waitFor("the dropped game", () -> browser.text("summary").equals("Checkmate — White wins"));
        assertThat(browser.text("move-list"), containsString("Qxf7#"));
        assertTrue(browser.byId("problem").getText().isEmpty(), "the earlier problem is cleared");
        browser.screenshot("dropped-pgn");
    }

    @Test
    @Order(7)
    void theHelpmateReplaysToMate() {
        String fen = "8/8/8/8/8/5k2/8/4K2R w - - 0 1";
        List<String> helpmate = given().queryParam("fen", fen).when().get("/v1/winnability").then().statusCode(200)
                .extract().jsonPath().getList("white.helpmate.san", String.class);
        browser.open("/?fen=" + q(fen));
        browser.waitFor("the winnability panel", () -> !browser.driver.findElements(
                org.openqa.selenium.By.cssSelector("#winnability [data-side=white] .replay")).isEmpty());
        assertEquals("no", browser.js("return document.querySelector('#winnability [data-side=black]').dataset.canWin"));
        browser.screenshot("helpmate-found");
        browser.driver.findElement(org.openqa.selenium.By.cssSelector("#winnability [data-side=white] .replay")).click();
        browser.waitFor("the helpmate replayed", () -> browser.text("status").equals("checkmate")
                && browser.text("move-list").contains(helpmate.get(helpmate.size() - 1)));
        assertEquals("Checkmate — White wins", browser.text("summary"));
        assertEquals(helpmate, browser.js("return [...document.querySelectorAll('#move-list button')].map(b => b.textContent)"));
        browser.screenshot("helpmate-mate");
    }

    @Test
    @Order(8)
    void keyboardOnlyPlayMakesAMoveAndStepsThroughTheList() {
        browser.open("/");
        Actions keys = new Actions(browser.driver);
        for (int i = 0; i < 20 && !"move-input".equals(browser.js("return document.activeElement.id")); i++)
            keys.sendKeys(Keys.TAB).perform();
        assertEquals("move-input", browser.js("return document.activeElement.id"), "the move field is reached with Tab");
        keys.sendKeys("Nf3").sendKeys(Keys.ENTER).perform();
        browser.waitFor("the typed move", () -> browser.text("fen").startsWith("rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b"));
        assertEquals("Knight f3", browser.text("announce"));
        assertEquals("polite", browser.byId("announce").getAttribute("aria-live"));
        keys.sendKeys("e7e5").sendKeys(Keys.ENTER).perform();
        browser.waitFor("the second move", () -> browser.text("move-list").contains("e5"));
        keys.keyDown(Keys.SHIFT).sendKeys(Keys.TAB).keyUp(Keys.SHIFT).sendKeys(Keys.ARROW_LEFT).perform();
        browser.waitFor("one step back", () -> "1".equals(browser.js("return document.body.dataset.ply")));
        assertEquals("Knight f3", browser.text("announce"));
        browser.screenshot("keyboard");
    }

    @Test
    @Order(9)
    void aPromotionIsChosenAndAFlagFallAndADrawOfferAreJudged() {
        browser.open("/?fen=" + q("8/P7/8/8/8/8/8/k6K w - - 0 1"));
        browser.click("a7");
        browser.click("a8");
        browser.waitFor("the promotion choice", () -> browser.byId("promotion").isDisplayed());
        browser.driver.findElement(org.openqa.selenium.By.cssSelector("#promotion [data-role=n]")).click();
        browser.waitFor("the knight", () -> browser.text("fen").startsWith("N7/8/8/8/8/8/8/k6K b"));
        assertThat(browser.text("move-list"), containsString("a8=N"));
        browser.open("/?moves=e4+e5&flag=white");
        assertEquals("Time out — Black wins", browser.text("summary"));
        assertEquals("time out", browser.text("status"));
        browser.screenshot("flag-white");
        new Select(browser.byId("flag")).selectByValue("");
        browser.waitFor("no flag", () -> browser.text("summary").equals("White to move"));
        browser.byId("offer").click();
        browser.waitFor("the offer made", () -> !browser.byId("offer").isEnabled());
        browser.byId("tc").sendKeys("5+3", Keys.ENTER);
        browser.waitFor("the time control", () -> "blitz".equals(browser.byId("tc-report").getAttribute("data-category")));
        browser.screenshot("offer-and-time-control");
        // Resigns, claims, illegal move: the ruling with its article and its proof.
        browser.open("/?fen=" + URLEncoder.encode("4k3/8/8/8/8/8/8/3QK3 w - - 0 40", StandardCharsets.UTF_8));
        new Select(browser.byId("end-by")).selectByValue("resignation");
        browser.waitFor("the resignation ruled", () -> "5.1.2".equals(browser.byId("end-report").getAttribute("data-article")));
        assertEquals("Resignation, but the opponent cannot checkmate — draw", browser.text("summary"));
        browser.screenshot("resigns");
        browser.open("/?moves=Nf3+Nf6+Ng1+Ng8+Nf3+Nf6+Ng1+Ng8");
        new Select(browser.byId("end-by")).selectByValue("claim");
        browser.waitFor("the claim ruled", () -> "9.2.2".equals(browser.byId("end-report").getAttribute("data-article")));
        assertEquals("Threefold repetition — draw", browser.text("summary"));
        new Select(browser.byId("end-by")).selectByValue("illegal_move");
        browser.waitFor("the first illegal move ruled", () -> "7.5.5".equals(browser.byId("end-report").getAttribute("data-article")));
        assertThat(browser.text("end-report"), containsString("120 seconds"));
        browser.screenshot("illegal-move");
    }

    @Test
    @Order(10)
    void thePageFitsAPhone() {
        browser.driver.manage().window().setSize(new Dimension(390, 844));
        try {
            browser.open("/?moves=e4+e5+Qh5+Nc6+Bc4+Nf6+Qxf7%23");
            assertEquals("Checkmate — White wins", browser.text("summary"));
            Object wider = browser.js("const w = document.documentElement.clientWidth;"
                    + "return [...document.querySelectorAll('body *')].filter(e => e.getBoundingClientRect().right > w + 0.5)"
                    + ".map(e => e.tagName + '#' + e.id + '.' + e.className + ' ' + Math.round(e.getBoundingClientRect().right) + '>' + w);");
            assertEquals(List.of(), wider, "nothing wider than a phone's screen");
            browser.screenshot("phone");
        } finally {
            browser.driver.manage().window().setSize(new Dimension(1200, 1000));
        }
    }

    /** The codes the API answers in status and termination (openapi.yaml's Status and Termination): never words for a person. */
    static final List<String> CODES = List.of("ongoing", "checkmate", "stalemate", "draw", "insufficient_material",
            "dead_position", "fivefold_repetition", "seventyfive_moves", "threefold_repetition", "fifty_moves", "timeout",
            "timeout_insufficient_material");

    /** The codes that stand in the verdict panel's text as words of their own. */
    static List<String> codesIn(String text) {
        return CODES.stream().filter(code -> java.util.regex.Pattern.compile("(?<![\\p{L}_])" + code + "(?![\\p{L}_])",
                java.util.regex.Pattern.CASE_INSENSITIVE).matcher(text).find()).toList();
    }

    @Test
    @Order(11)
    void theTurkishVerdictPanelShowsWordsNeverTheApisCodes() {
        String[][] cases = {
                {"/?moves=f3+e5+g4+Qh4%23&lang=tr", "şah mat", "Şah mat — Siyah kazandı"},
                {"/?lang=tr", "oyun sürüyor", "Sıra Beyazda"},
                {"/?fen=" + q("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1") + "&lang=tr", "pat", "Pat — berabere"},
                {"/?moves=Nf3+Nf6+Ng1+Ng8+Nf3+Nf6+Ng1+Ng8&rules=online&lang=tr", "üç kez tekrar", "Üç kez tekrar — berabere"},
                {"/?moves=e4+e5&flag=white&lang=tr", "süre bitimi", "Süre bitti — Siyah kazandı"},
        };
        for (String[] c : cases) {
            browser.open(c[0]);
            browser.waitFor("the verdict of " + c[0], () -> browser.text("summary").equals(c[2]));
            assertEquals(c[1], browser.text("status"), c[0]);
            String panel = browser.driver.findElement(org.openqa.selenium.By.cssSelector("section.verdict")).getText();
            assertEquals(List.of(), codesIn(panel), c[0] + ": the Turkish verdict panel reads\n" + panel);
        }
        browser.screenshot("verdict-tr");
        // The codes stay on the page for programs, out of sight.
        assertEquals("timeout", browser.byId("status").getAttribute("data-code"));
    }
}
