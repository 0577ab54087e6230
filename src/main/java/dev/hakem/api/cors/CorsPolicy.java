package dev.hakem.api.cors;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * Which browser origins may read the API's answers, as hakem.http.cors.origins says: none, any
 * ({@code *}), or those listed (exactly, or matched whole by a {@code /regex/}). Each entry is checked
 * when the service starts: an entry that could never equal an Origin header (a trailing slash, a path,
 * no scheme) stops the start with its reason, rather than leaving a frontend refused without one.
 */
public final class CorsPolicy {

    public static final String NONE = "none";
    public static final String ANY = "*";
    /** An origin as a browser serializes it: scheme, host, optional port; no path, no trailing slash. */
    private static final Pattern ORIGIN = Pattern.compile("[a-z][a-z0-9+.-]*://[^/?#\\s]+");

    private final boolean enabled;
    private final boolean any;
    private final Set<String> exact;
    private final List<Pattern> patterns;

    private CorsPolicy(boolean enabled, boolean any, Set<String> exact, List<Pattern> patterns) {
        this.enabled = enabled;
        this.any = any;
        this.exact = exact;
        this.patterns = patterns;
    }

    /** The policy of the configured entries; an entry no Origin header could match is an IllegalArgumentException. */
    public static CorsPolicy of(List<String> entries) {
        List<String> list = entries.stream().map(String::strip).filter(e -> !e.isEmpty()).toList();
        if (list.isEmpty() || list.equals(List.of(NONE))) return new CorsPolicy(false, false, Set.of(), List.of());
        if (list.equals(List.of(ANY))) return new CorsPolicy(true, true, Set.of(), List.of());
        Set<String> exact = new HashSet<>();
        List<Pattern> patterns = new ArrayList<>();
        for (String e : list) {
            if (e.equals(NONE) || e.equals(ANY))
                throw invalid(e, "'" + e + "' stands alone, not in a list of origins");
            if (e.length() > 2 && e.startsWith("/") && e.endsWith("/")) {
                try {
                    patterns.add(Pattern.compile(e.substring(1, e.length() - 1)));
                } catch (PatternSyntaxException bad) {
                    throw invalid(e, "not a regular expression: " + bad.getDescription());
                }
            } else if (!ORIGIN.matcher(e).matches()) {
                throw invalid(e, "an origin is a scheme, a host and an optional port, as in https://play.example.org"
                        + " (no path, no trailing slash), or a /regular expression/");
            } else if (!e.equals(e.toLowerCase(Locale.ROOT))) {
                throw invalid(e, "browsers send an origin's scheme and host in lower case");
            } else {
                exact.add(e);
            }
        }
        return new CorsPolicy(true, false, Set.copyOf(exact), List.copyOf(patterns));
    }

    private static IllegalArgumentException invalid(String entry, String why) {
        return new IllegalArgumentException("hakem.http.cors.origins: '" + entry + "': " + why);
    }

    /** Whether the service answers with CORS headers at all. */
    public boolean enabled() {
        return enabled;
    }

    /**
     * Whether which CORS headers an answer carries depends on the request's Origin, so that a cache must
     * keep answers to different origins apart ({@code Vary: Origin}): when origins are listed. Not for
     * {@code *}, where every answer says the same.
     */
    public boolean variesByOrigin() {
        return enabled && !any;
    }

    /**
     * The Access-Control-Allow-Origin of an answer to a request with this Origin header (null when it has
     * none), or null when the answer carries none. With {@code *}, every answer carries it, with or without
     * an Origin: a copy a cache kept from a call without one serves a browser as well.
     */
    public String allowOrigin(String origin) {
        if (!enabled) return null;
        if (any) return ANY;
        if (origin == null) return null;
        if (exact.contains(origin)) return origin;
        for (Pattern p : patterns) if (p.matcher(origin).matches()) return origin;
        return null;
    }
}
