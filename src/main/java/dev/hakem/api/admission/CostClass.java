package dev.hakem.api.admission;

import java.util.Locale;

/**
 * What a request costs, by its endpoint ({@link Endpoint} gives each its class). Each class has its own
 * bound on requests in flight and its own short queue, so an expensive class that is saturated never
 * delays a cheap one.
 */
public enum CostClass {
    /** Perft counts deeper than {@link #CHEAP_PERFT_DEPTH}: seconds of CPU each at the deeper depths. */
    PERFT,
    /** Winnability analyses: up to the node budget per side. */
    WINNABILITY,
    /** Whole games: up to hakem.game.max-plies moves, or a PGN game. */
    GAME,
    /**
     * Batches of games (POST /v1/games) and of winnability questions (POST /v1/winnability with an
     * NDJSON body), streamed: one holds a slot for as long as it runs.
     */
    BATCH,
    /**
     * Positions, highlights, one move, draw offers, time controls, Chess960 starts, shallow perft: the
     * cheap checks of the hot path.
     */
    CHECK;

    /** The name used in configuration, metrics and problems. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Perft to this depth counts at most about a hundred thousand leaves: a cheap check. */
    static final int CHEAP_PERFT_DEPTH = 3;

    /**
     * The class of a request to {@code path} (with {@code depth}, a perft's query parameter, or null),
     * or null for what is not admitted (health, metrics, static files).
     */
    public static CostClass of(String path, String depth) {
        return of(null, path, depth, null);
    }

    /**
     * As {@link #of(String, String)}, for a request of this method and Content-Type (either may be
     * null), as the endpoint table says ({@link Endpoint}): a POST to /v1/winnability with an NDJSON
     * body is a batch.
     */
    public static CostClass of(String method, String path, String depth, String contentType) {
        Endpoint endpoint = Endpoint.admitting(method, path, contentType);
        return endpoint == null ? null : endpoint.costClass(depth);
    }

    static boolean cheapDepth(String depth) {
        return depth != null && depth.length() == 1 && depth.charAt(0) >= '0' && depth.charAt(0) <= '0' + CHEAP_PERFT_DEPTH;
    }
}
