package dev.hakem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * A run meant to happen under another default locale (./mvnw verify -Pturkish) really does: else the
 * tests would pass for the wrong reason. Without the profile it is skipped.
 */
class DefaultLocaleTest {

    @Test
    void theJvmHasTheDefaultLocaleTheRunAsksFor() {
        String expected = System.getProperty("expected.default.language");
        assumeTrue(expected != null, "not a run under another default locale");
        assertEquals(expected, Locale.getDefault().getLanguage());
        // The reason such a run exists: a default-locale case conversion goes wrong here.
        if (expected.equals("tr")) assertEquals("\u0130", "i".toUpperCase(Locale.getDefault()));
    }
}
