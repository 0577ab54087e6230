package dev.hakem.api.cache;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hakem.api.i18n.Lang;
import dev.hakem.chess.Position;
import org.junit.jupiter.api.Test;

/** The canonical request, the tag made from it, and If-None-Match read as RFC 9110 §13.1.2 says. */
class EntityTagTest {

    static final String TAG = "\"abcdefghijklmnopqrstuv\"";

    @Test
    void ifNoneMatchUsesTheWeakComparisonOverAList() {
        assertTrue(EntityTag.matches(TAG, TAG));
        assertTrue(EntityTag.matches("W/" + TAG, TAG));
        assertTrue(EntityTag.matches("\"x\", " + TAG, TAG));
        assertTrue(EntityTag.matches("\"x\",W/" + TAG + ",\"y\"", TAG));
        assertTrue(EntityTag.matches("*", TAG));
        assertTrue(EntityTag.matches(" \t*", TAG));
        assertFalse(EntityTag.matches(null, TAG));
        assertFalse(EntityTag.matches("", TAG));
        assertFalse(EntityTag.matches("\"abcdefghijklmnopqrstu\"", TAG));
        assertFalse(EntityTag.matches("\"abcdefghijklmnopqrstuvw\"", TAG));
        assertFalse(EntityTag.matches("abcdefghijklmnopqrstuv", TAG));
        assertFalse(EntityTag.matches("w/" + TAG, TAG));
        // A list that cannot be read further names nothing after the fault.
        assertFalse(EntityTag.matches("\"x\" junk, " + TAG, TAG));
        assertFalse(EntityTag.matches("\"unterminated, " + TAG, TAG));
    }

    @Test
    void theTagIsStrongAndStable() {
        String a = EntityTag.of("GET", "/v1/position").position(Position.start()).lang(Lang.EN).value();
        assertTrue(a.matches("\"[A-Za-z0-9_-]{22}\""), a);
        assertEquals(a, EntityTag.of("GET", "/v1/position").position(Position.start()).lang(Lang.EN).value());
        assertNotEquals(a, EntityTag.of("GET", "/v1/position").position(Position.start()).lang(Lang.TR).value());
        assertNotEquals(a, EntityTag.of("GET", "/v1/perft").position(Position.start()).lang(Lang.EN).value());
    }

    @Test
    void partsAreWrittenSoThatNoTwoListsReadAlike() {
        assertNotEquals(EntityTag.of("GET", "/x").part("a", "b;1:c=d").canonical(),
                EntityTag.of("GET", "/x").part("a", "b").part("c", "d").canonical());
        assertNotEquals(EntityTag.of("GET", "/x").part("a", null).canonical(),
                EntityTag.of("GET", "/x").part("a", "-").canonical());
        assertTrue(EntityTag.of("GET", "/x").canonical().contains(RulesVersion.VALUE), "the version is in every tag");
    }

    @Test
    void theVersionIsTheBuilds() {
        assertTrue(RulesVersion.VALUE.matches("\\d+\\.\\d+\\.\\d+(-SNAPSHOT)?\\+\\d{8}T\\d{6}Z"), RulesVersion.VALUE);
    }

    @Test
    void aMaxAgeOfZeroMeansRevalidateEachTime() {
        assertEquals("no-cache", new HttpCache(0).cacheControl());
        assertEquals("public, max-age=3600", new HttpCache(3600).cacheControl());
    }
}
