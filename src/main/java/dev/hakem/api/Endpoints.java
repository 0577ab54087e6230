package dev.hakem.api;

/** Paths and media types more than one capability names (the batch's are also worded in problems). */
public final class Endpoints {
    private Endpoints() {}

    public static final String PGN = "application/x-chess-pgn";
    public static final String NDJSON = "application/x-ndjson";

    public static final String GAMES = "/v1/games";
    /** What a batch body may be, as a 415 problem says it. */
    public static final String GAMES_BODY_TYPES = NDJSON + " (one game request per line) or " + PGN + " (games in PGN)";

    public static final String WINNABILITY = "/v1/winnability";
    /** What a body of POST /v1/winnability may be, as a 415 problem says it. */
    public static final String WINNABILITY_BODY_TYPES = "application/json (one position) or " + NDJSON
            + " (one position per line)";

    /**
     * Whether a request is a batch, its body streamed and bounded by hakem.batch.*: every request to
     * /v1/games, and a POST to /v1/winnability with an NDJSON body.
     */
    public static boolean streamedBatch(String method, String path, String contentType) {
        if (GAMES.equals(path)) return true;
        return WINNABILITY.equals(path) && "POST".equalsIgnoreCase(method) && isNdjson(contentType);
    }

    /** Whether a Content-Type header names application/x-ndjson (parameters, case and spaces aside). */
    public static boolean isNdjson(String contentType) {
        if (contentType == null) return false;
        int semicolon = contentType.indexOf(';');
        String type = (semicolon < 0 ? contentType : contentType.substring(0, semicolon)).strip();
        return type.equalsIgnoreCase(NDJSON);
    }
}
