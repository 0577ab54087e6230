package dev.hakem.api;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hakem.contract.ContractChecked;
import dev.hakem.verdict.Termination;
import io.quarkus.test.junit.QuarkusTest;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The board page and its assets are served from the application itself, beside the API, without
 * changing how the API refuses what it does not serve. Its behaviour in a browser is BoardPageIT's.
 */
@QuarkusTest
@ExtendWith(ContractChecked.class)
class BoardPageApiTest {

    @Test
    void aBrowserAskingForTheRootGetsThePage() {
        given().accept("text/html,application/xhtml+xml,*/*;q=0.8").when().get("/").then()
                .statusCode(200).contentType(startsWith("text/html"))
                .body(containsString("<div id=\"board\""), containsString("board.js"));
    }

    @Test
    void theScriptsAndStylesAreServedFromTheJar() {
        for (String path : new String[] {"/board.js", "/words.js", "/vendor/chessground/chessground.min.js"})
            given().when().get(path).then().statusCode(200).contentType(containsString("javascript"));
        for (String path : new String[] {"/board.css", "/vendor/chessground/chessground.base.css",
                "/vendor/chessground/chessground.brown.css", "/vendor/chessground/chessground.cburnett.css"})
            given().when().get(path).then().statusCode(200).contentType(startsWith("text/css"));
    }

    @Test
    void anUnknownPathBesideThePageIsStillA404Problem() {
        given().accept("text/html").when().get("/board-missing.js").then()
                .statusCode(404).contentType("application/problem+json").body("code", equalTo("not_found"));
        given().accept("text/html").when().get("/vendor/nothing").then()
                .statusCode(404).contentType("application/problem+json");
    }

    @Test
    void thePageHasItsOwnWordsInEnglishAndTurkishAlike() throws IOException {
        String words = Files.readString(Path.of("src/main/resources/META-INF/resources/words.js"));
        int tr = words.indexOf("\n  tr: {");
        Set<String> english = keys(words.substring(words.indexOf("\n  en: {") + 8, tr));
        Set<String> turkish = keys(words.substring(tr + 8));
        assertTrue(english.size() > 40, "the keys are read: " + english.size());
        assertEquals(english, turkish);
    }

    @Test
    void everyStatusAndTerminationCodeHasThePagesWordsInBothLanguages() throws IOException {
        // The verdict panel shows these words for the API's codes, never the codes themselves.
        String words = Files.readString(Path.of("src/main/resources/META-INF/resources/words.js"));
        int tr = words.indexOf("\n  tr: {");
        for (String block : new String[] {words.substring(words.indexOf("\n  en: {"), tr), words.substring(tr)}) {
            assertTrue(block.contains("\n    ongoing: '"), block);
            String ended = block.substring(block.indexOf("ended: {"), block.indexOf("},", block.indexOf("ended: {")));
            for (Termination t : Termination.values())
                assertTrue(Pattern.compile("\\b" + t.code() + ": '[^']+'").matcher(ended).find(), t.code() + " in " + ended);
        }
    }

    private static Set<String> keys(String block) {
        Set<String> out = new TreeSet<>();
        Matcher m = Pattern.compile("(?m)(?:^ +|, |\\{ )([a-zA-Z]+): ").matcher(block);
        while (m.find()) out.add(m.group(1));
        return out;
    }

    @Test
    void theCopyOfChessgroundIsThePublishedOne() throws IOException, NoSuchAlgorithmException {
        // src/build/chessground/refresh.sh writes the files and their sums together.
        Path dir = Path.of("src/main/resources/META-INF/resources/vendor/chessground");
        for (String line : Files.readAllLines(Path.of("src/build/chessground/SHA256SUMS"))) {
            String[] sumAndName = line.split(" +", 2);
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(dir.resolve(sumAndName[1])));
            assertEquals(sumAndName[0], HexFormat.of().formatHex(digest), sumAndName[1]);
        }
    }
}
