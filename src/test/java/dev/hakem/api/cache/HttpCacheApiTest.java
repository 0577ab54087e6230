package dev.hakem.api.cache;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.emptyString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.matchesPattern;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.hakem.contract.ContractChecked;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The answers caches may keep: every GET that answers from its query alone has a strong ETag made from
 * the request as read, Cache-Control and Vary, and is answered 304 when If-None-Match names its tag;
 * errors and POST answers say no-store and have no tag.
 */
@QuarkusTest
@ExtendWith(ContractChecked.class)
class HttpCacheApiTest {

    static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    static final String AFTER_E4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
    static final String KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    static final String STRONG = "^\"[A-Za-z0-9_-]{22}\"$";

    /** Each cacheable operation, as a request with its query. */
    static final Map<String, Function<RequestSpecification, Response>> CACHEABLE = Map.of(
            "position", r -> r.queryParam("fen", START).get("/v1/position"),
            "highlights", r -> r.queryParam("fen", START).queryParam("square", "g1").get("/v1/position/highlights"),
            "dests", r -> r.queryParam("fen", START).get("/v1/position/highlights"),
            "winnability", r -> r.queryParam("fen", "8/8/8/4k3/8/8/8/1N2KN2 w - - 0 1").get("/v1/winnability"),
            "perft", r -> r.queryParam("fen", START).queryParam("depth", 2).get("/v1/perft"),
            "time control", r -> r.queryParam("control", "5+3").get("/v1/time-control"),
            "chess960", r -> r.queryParam("number", 518).get("/v1/chess960/start"));

    static String tag(Response r) {
        assertEquals(200, r.statusCode(), r.asString());
        return r.header("ETag");
    }

    @Test
    void everyCacheableAnswerHasAStrongTagCacheControlAndVary() {
        for (var e : CACHEABLE.entrySet()) {
            Response r = e.getValue().apply(given());
            r.then().statusCode(200)
                    .header("ETag", matchesPattern(STRONG))
                    .header("Cache-Control", equalTo("public, max-age=3600"));
            // One line: nginx before 1.23 keys its copies by the last Vary line alone.
            assertEquals(List.of("Accept, Accept-Language"), r.headers().getValues("Vary"), e.getKey());
            assertEquals(tag(r), tag(e.getValue().apply(given())), e.getKey() + ": the same request, the same tag");
        }
    }

    @Test
    void aMatchingIfNoneMatchIsA304WithTheSameHeadersAndNoBody() {
        for (var e : CACHEABLE.entrySet()) {
            Response first = e.getValue().apply(given());
            String tag = tag(first);
            for (String header : List.of(tag, "W/" + tag, "\"other\", " + tag, "\"a\",W/" + tag + " , \"b\"", "*")) {
                Response again = e.getValue().apply(given().header("If-None-Match", header));
                again.then().statusCode(304).body(emptyString())
                        .header("ETag", equalTo(tag))
                        .header("Cache-Control", equalTo(first.header("Cache-Control")))
                        .header("Content-Language", equalTo(first.header("Content-Language")));
                assertEquals(first.headers().getValues("Vary"), again.headers().getValues("Vary"), e.getKey() + " " + header);
            }
        }
    }

    @Test
    void anotherTagIsAnsweredInFull() {
        for (var e : CACHEABLE.entrySet()) {
            Response first = e.getValue().apply(given());
            String tag = tag(first);
            String other = "\"" + "A".repeat(22) + "\"";
            for (String header : List.of(other, "W/" + other, tag.substring(0, tag.length() - 2) + "\"", "nonsense " + tag, "\"unterminated")) {
                Response again = e.getValue().apply(given().header("If-None-Match", header));
                again.then().statusCode(200).header("ETag", equalTo(tag));
                assertArrayEquals(first.asByteArray(), again.asByteArray(), e.getKey() + " " + header);
            }
        }
    }

    @Test
    void requestsAnsweredAlikeShareTheirTagAndBytes() {
        // The rule set named or left to its default, the language by any of its tags, Accept as */* or JSON.
        Response plain = given().queryParam("fen", START).get("/v1/position");
        Response named = given().queryParam("fen", START).queryParam("rules", "FIDE").header("Accept", "application/json")
                .get("/v1/position");
        assertEquals(tag(plain), tag(named));
        assertArrayEquals(plain.asByteArray(), named.asByteArray());
        Response tr = given().queryParam("fen", START).header("Accept-Language", "tr").get("/v1/position");
        Response trTR = given().queryParam("fen", START).header("Accept-Language", "tr-TR,tr;q=0.9,en;q=0.8").get("/v1/position");
        assertEquals(tag(tr), tag(trTR));
        assertArrayEquals(tr.asByteArray(), trTR.asByteArray());
        // A time control written two ways; dests, which have no words, in both languages.
        assertEquals(tag(given().queryParam("control", "5+3").get("/v1/time-control")),
                tag(given().queryParam("base", 300).queryParam("increment", 3).get("/v1/time-control")));
        Response destsEn = given().queryParam("fen", START).get("/v1/position/highlights");
        Response destsTr = given().queryParam("fen", START).header("Accept-Language", "tr").get("/v1/position/highlights");
        assertEquals(tag(destsEn), tag(destsTr));
        assertArrayEquals(destsEn.asByteArray(), destsTr.asByteArray());
        // An en-passant square no pawn can take on is not part of the position: the same FEN is written.
        assertEquals(tag(given().queryParam("fen", START).get("/v1/perft?depth=1")),
                tag(given().queryParam("fen", START).queryParam("depth", " 1").get("/v1/perft")));
    }

    @Test
    void anythingThatChangesTheBytesChangesTheTag() {
        String base = tag(given().queryParam("fen", START).get("/v1/position"));
        List<Response> others = List.of(
                given().queryParam("fen", AFTER_E4).get("/v1/position"),
                given().queryParam("fen", START).header("Accept-Language", "tr").get("/v1/position"),
                given().queryParam("fen", START).queryParam("rules", "online").get("/v1/position"),
                given().queryParam("fen", START).queryParam("variant", "chess960").get("/v1/position"),
                // The same position, read with a warning the answer lists.
                given().queryParam("fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -").get("/v1/position"),
                given().queryParam("fen", START.replace(" w ", "  w ")).get("/v1/position"));
        for (Response r : others) {
            assertNotEquals(base, tag(r), r.asString());
        }
        assertNotEquals(tag(given().queryParam("fen", START).queryParam("depth", 1).get("/v1/perft")),
                tag(given().queryParam("fen", START).queryParam("depth", 2).get("/v1/perft")));
        assertNotEquals(tag(given().queryParam("fen", START).queryParam("square", "g1").get("/v1/position/highlights")),
                tag(given().queryParam("fen", START).queryParam("square", "b1").get("/v1/position/highlights")));
        assertNotEquals(tag(given().queryParam("fen", START).queryParam("square", "g1").get("/v1/position/highlights")),
                tag(given().queryParam("fen", START).queryParam("square", "g1").header("Accept-Language", "tr")
                        .get("/v1/position/highlights")));
        String kbnk = "8/8/8/4k3/8/8/8/1N2KB2 w - - 0 1";
        assertNotEquals(tag(given().queryParam("fen", kbnk).get("/v1/winnability")),
                tag(given().queryParam("fen", kbnk).queryParam("shortest", "true").get("/v1/winnability")));
        assertNotEquals(tag(given().queryParam("number", 0).get("/v1/chess960/start")),
                tag(given().queryParam("number", 1).get("/v1/chess960/start")));
    }

    @Test
    void aConditionalRequestIsAnsweredWithoutComputingTheAnswer() {
        // Counted, kiwipete to depth 6 takes 8 billion leaves: past the 30 s budget, a 422. A 304 counts nothing.
        given().queryParam("fen", KIWIPETE).queryParam("depth", 6).header("If-None-Match", "*")
                .get("/v1/perft").then().statusCode(304).header("ETag", matchesPattern(STRONG));
    }

    @Test
    void errorsAreNeverKept() {
        given().queryParam("fen", "not a fen").header("If-None-Match", "*").get("/v1/position").then()
                .statusCode(400).header("Cache-Control", equalTo("no-store")).header("ETag", nullValue());
        given().queryParam("fen", START).queryParam("square", "z9").get("/v1/position/highlights").then()
                .statusCode(400).header("Cache-Control", equalTo("no-store")).header("ETag", nullValue());
        given().queryParam("number", 960).get("/v1/chess960/start").then()
                .statusCode(400).header("Cache-Control", equalTo("no-store")).header("ETag", nullValue());
        // A success refused for its Accept header: the 406 replaces the answer and its caching headers.
        given().queryParam("fen", START).header("Accept", "application/problem+json").get("/v1/position").then()
                .statusCode(406).header("Cache-Control", equalTo("no-store")).header("ETag", nullValue());
        given().get("/v1/nowhere").then().statusCode(404).header("Cache-Control", equalTo("no-store"));
    }

    @Test
    void postAnswersAreNeverKept() {
        given().contentType(ContentType.JSON).body(Map.of("fen", START)).post("/v1/position").then()
                .statusCode(200).header("Cache-Control", equalTo("no-store")).header("ETag", nullValue());
        given().contentType(ContentType.JSON).body(Map.of("moves", List.of("e4"))).post("/v1/game").then()
                .statusCode(200).header("Cache-Control", equalTo("no-store")).header("ETag", nullValue());
        given().contentType(ContentType.JSON).body(Map.of("fen", START)).post("/v1/winnability").then()
                .statusCode(200).header("Cache-Control", equalTo("no-store")).header("ETag", nullValue());
    }

    @Test
    void otherGetsAreLeftAlone() {
        given().get("/q/openapi").then().statusCode(200).header("ETag", nullValue())
                .header("Cache-Control", not(containsString("no-store")));
    }
}
