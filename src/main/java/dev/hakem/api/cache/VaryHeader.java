package dev.hakem.api.cache;

import io.quarkus.vertx.http.runtime.filters.Filters;
import io.vertx.core.MultiMap;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Every answer names what it varies with in one Vary line ({@code Vary: Accept, Accept-Language}), not
 * one line per part (the REST layer adds Accept, the language filter Accept-Language, CORS Origin). RFC
 * 9110 reads several lines as one list, but not every cache does: nginx before 1.23 (Debian 12's 1.22)
 * keys its copies by the last Vary line alone, so that with {@code Vary: Accept} then {@code Vary: Origin}
 * it would hand a Turkish answer to an English reader. Set as the headers go out, over every answer.
 */
@ApplicationScoped
public class VaryHeader {

    /** Beside NoStore (10,100): before the request ids and every filter that answers, so it sees them all. */
    static final int PRIORITY = 10_090;
    /** As RFC 9110 writes it (Vert.x's constant is lower case, and the line is written anew here). */
    static final String VARY = "Vary";

    void register(@Observes Filters filters) {
        filters.register(this::handle, PRIORITY);
    }

    void handle(RoutingContext rc) {
        rc.addHeadersEndHandler(v -> add(rc.response().headers(), null));
        rc.next();
    }

    /**
     * Makes the Vary lines of {@code headers} one, with {@code name} among its parts when it is not null:
     * each part once (header names are case-insensitive), in the order first named; {@code *} alone when
     * any line says {@code *}.
     */
    public static void add(MultiMap headers, String name) {
        List<String> lines = headers.getAll(VARY);
        if (name == null && lines.size() < 2) return;
        List<String> parts = new ArrayList<>();
        Set<String> seen = new TreeSet<>(String.CASE_INSENSITIVE_ORDER);
        for (String line : lines)
            for (String part : line.split(",")) {
                String p = part.strip();
                if (!p.isEmpty() && seen.add(p)) parts.add(p);
            }
        if (name != null && seen.add(name)) parts.add(name);
        headers.set(VARY, seen.contains("*") ? "*" : String.join(", ", parts));
    }
}
