package dev.hakem.api;

/**
 * The paths of the API and the media types more than one capability names. Each path is written
 * here once, as a constant the resources' {@code @Path} takes; what a request to it costs and how
 * its body is taken is said by the endpoint table, {@link dev.hakem.api.admission.Endpoint}.
 */
public final class Endpoints {
    private Endpoints() {}

    public static final String PGN = "application/x-chess-pgn";
    public static final String NDJSON = "application/x-ndjson";

    public static final String POSITION = "/v1/position";
    public static final String HIGHLIGHTS = "/v1/position/highlights";
    public static final String MOVE = "/v1/move";
    public static final String GAME = "/v1/game";
    public static final String DRAW_OFFER = "/v1/draw-offer";
    public static final String TIME_CONTROL = "/v1/time-control";
    public static final String CHESS960_START = "/v1/chess960/start";
    public static final String PERFT = "/v1/perft";

    public static final String GAMES = "/v1/games";
    /** What a batch body may be, as a 415 problem says it. */
    public static final String GAMES_BODY_TYPES = NDJSON + " (one game request per line) or " + PGN + " (games in PGN)";

    public static final String WINNABILITY = "/v1/winnability";
    /** What a body of POST /v1/winnability may be, as a 415 problem says it. */
    public static final String WINNABILITY_BODY_TYPES = "application/json (one position) or " + NDJSON
            + " (one position per line)";

    /** Whether a Content-Type header names application/x-ndjson (parameters, case and spaces aside). */
    public static boolean isNdjson(String contentType) {
        return hasType(contentType, NDJSON);
    }

    /** Whether a Content-Type header names {@code type} (parameters, case and spaces aside). */
    public static boolean hasType(String contentType, String type) {
        if (contentType == null) return false;
        int semicolon = contentType.indexOf(';');
        String named = (semicolon < 0 ? contentType : contentType.substring(0, semicolon)).strip();
        return named.equalsIgnoreCase(type);
    }
}
