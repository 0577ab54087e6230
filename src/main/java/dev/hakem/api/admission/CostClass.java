package dev.hakem.api.admission;

import dev.hakem.api.Endpoints;
import java.util.Locale;

/**
 * What a request costs, by its endpoint. Each class has its own bound on requests in flight and its
 * own short queue, so an expensive class that is saturated never delays a cheap one.
 */
public enum CostClass {
    /** Perft counts: seconds of CPU each at the deeper depths. */
    PERFT,
    /** Winnability analyses: up to the node budget per side. */
    WINNABILITY,
    /** Whole games: up to hakem.game.max-plies moves, or a PGN game. */
    GAME,
    /** Batches of games (POST /v1/games), streamed: one holds a slot for as long as it runs. */
    BATCH,
    /** Positions, highlights, one move, draw offers, time controls: the cheap checks of the hot path. */
    CHECK;

    /** The name used in configuration, metrics and problems. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The class of a request to {@code path}, or null for what is not admitted (health, metrics, static files). */
    public static CostClass of(String path) {
        if (path == null || !path.startsWith("/v1/")) return null;
        return switch (path) {
            case "/v1/perft" -> PERFT;
            case "/v1/winnability" -> WINNABILITY;
            case "/v1/game" -> GAME;
            case Endpoints.GAMES -> BATCH;
            case "/v1/position", "/v1/position/highlights", "/v1/move", "/v1/draw-offer", "/v1/time-control" -> CHECK;
            default -> null;
        };
    }
}
