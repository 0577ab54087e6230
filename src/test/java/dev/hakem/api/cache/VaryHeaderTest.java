package dev.hakem.api.cache;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.vertx.core.MultiMap;
import java.util.List;
import org.junit.jupiter.api.Test;

class VaryHeaderTest {

    static List<String> vary(String name, String... lines) {
        MultiMap headers = MultiMap.caseInsensitiveMultiMap();
        for (String l : lines) headers.add("Vary", l);
        VaryHeader.add(headers, name);
        return headers.getAll("vary");
    }

    @Test
    void severalLinesBecomeOneWithEachPartOnceAsFirstNamed() {
        assertEquals(List.of("Accept, Accept-Language"), vary(null, "Accept", "Accept-Language"));
        assertEquals(List.of("Accept, accept-language, Origin"), vary("Origin", "Accept", "accept-language", "Accept-Language"));
        assertEquals(List.of("Accept-Language, Accept, Origin"), vary("origin", "Accept-Language,Accept", " Origin "));
    }

    @Test
    void oneLineOrNoneIsLeftAsItIsUnlessAPartIsAdded() {
        assertEquals(List.of(), vary(null));
        assertEquals(List.of("Accept ,Accept-Language"), vary(null, "Accept ,Accept-Language"));
        assertEquals(List.of("Origin"), vary("Origin"));
    }

    @Test
    void aStarIsAllThereIsToSay() {
        assertEquals(List.of("*"), vary("Origin", "Accept", "*"));
    }
}
