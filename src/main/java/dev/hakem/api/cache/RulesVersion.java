package dev.hakem.api.cache;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/**
 * The version every answer of the API is a function of, with its request: the project's version and
 * the moment it was built, which the build writes into {@code hakem/build.properties}. It is the one
 * source of the version in the entity tags ({@link EntityTag}): a new build answers with new tags, so a
 * cache that revalidates after a deployment gets the new answer, never a 304 for the old one.
 */
public final class RulesVersion {
    private RulesVersion() {}

    static final String RESOURCE = "hakem/build.properties";

    /** {@code 0.1.0-SNAPSHOT+20260101T120000Z}: the project's version, then the build's time (UTC). */
    public static final String VALUE = read();

    static String read() {
        Properties p = new Properties();
        try (InputStream in = RulesVersion.class.getClassLoader().getResourceAsStream(RESOURCE)) {
            if (in == null) throw new IllegalStateException(RESOURCE + " is missing: the build writes it");
            p.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return p.getProperty("version", "unknown") + "+" + p.getProperty("built", "unknown");
    }
}
