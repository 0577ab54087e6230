package dev.hakem.api;

/** Paths and media types more than one capability names (the batch's are also worded in problems). */
public final class Endpoints {
    private Endpoints() {}

    public static final String PGN = "application/x-chess-pgn";
    public static final String NDJSON = "application/x-ndjson";

    public static final String GAMES = "/v1/games";
    /** What a batch body may be, as a 415 problem says it. */
    public static final String GAMES_BODY_TYPES = NDJSON + " (one game request per line) or " + PGN + " (games in PGN)";
}
