package dev.hakem.api.cors;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import org.junit.jupiter.api.Test;

class CorsPolicyTest {

    static final String PLAY = "https://play.example.org";

    @Test
    void noneAndNothingSwitchCorsOff() {
        for (List<String> off : List.of(List.of("none"), List.<String>of(), List.of(" none "))) {
            CorsPolicy p = CorsPolicy.of(off);
            assertFalse(p.enabled(), off.toString());
            assertFalse(p.variesByOrigin());
            assertNull(p.allowOrigin(PLAY));
            assertNull(p.allowOrigin(null));
        }
    }

    @Test
    void anyOriginIsOneAnswerForAllCallersWithOrWithoutAnOrigin() {
        CorsPolicy p = CorsPolicy.of(List.of("*"));
        assertTrue(p.enabled());
        assertFalse(p.variesByOrigin(), "every answer says *: nothing for a cache to keep apart");
        assertEquals("*", p.allowOrigin(PLAY));
        assertEquals("*", p.allowOrigin("null"));
        assertEquals("*", p.allowOrigin(null), "a copy kept from a call without Origin serves a browser too");
    }

    @Test
    void listedOriginsAreAllowedExactlyAndVaryTheAnswer() {
        CorsPolicy p = CorsPolicy.of(List.of(PLAY, "http://localhost:5173"));
        assertTrue(p.variesByOrigin());
        assertEquals(PLAY, p.allowOrigin(PLAY));
        assertEquals("http://localhost:5173", p.allowOrigin("http://localhost:5173"));
        for (String other : List.of("http://play.example.org", "https://play.example.org:8443", "https://play.example.org.evil.example",
                "https://evil.example", "null", "HTTPS://PLAY.EXAMPLE.ORG", "http://localhost:5174"))
            assertNull(p.allowOrigin(other), other);
        assertNull(p.allowOrigin(null));
    }

    @Test
    void aRegexMatchesTheWholeOrigin() {
        CorsPolicy p = CorsPolicy.of(List.of("/https://[a-z0-9-]+\\.example\\.org/"));
        assertEquals("https://beta.example.org", p.allowOrigin("https://beta.example.org"));
        assertNull(p.allowOrigin("https://beta.example.org.evil.example"), "matched whole, not found inside");
        assertNull(p.allowOrigin("https://example.org"));
    }

    @Test
    void anEntryNoOriginHeaderCouldEqualStopsTheStartWithItsReason() {
        for (String bad : List.of("https://play.example.org/", "https://play.example.org/app", "play.example.org",
                "https://Play.example.org", "/[unclosed/", "*,https://play.example.org", "none,https://play.example.org")) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> CorsPolicy.of(List.of(bad.split(","))), bad);
            assertTrue(e.getMessage().startsWith("hakem.http.cors.origins: '"), e.getMessage());
        }
    }
}
