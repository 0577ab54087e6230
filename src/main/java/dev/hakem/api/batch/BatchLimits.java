package dev.hakem.api.batch;

/**
 * The bounds of one batch (hakem.batch.*): the most games, the most bytes of one game (an NDJSON
 * line, or a PGN game), and the most bytes of the whole body.
 */
public record BatchLimits(int maxGames, int maxGameSize, long maxBodySize) {}
