package dev.hakem.api.position;

import io.quarkus.runtime.annotations.RegisterForReflection;

/**
 * A Chess960 start position by its number (Scharnagl's numbering, 518 the standard start).
 *
 * @param backRank White's first rank from the a-file to the h-file ("RNBQKBNR")
 * @param fen      the position's FEN, castling in X-FEN ("KQkq"), to be read with variant chess960
 */
@RegisterForReflection
public record Chess960Start(int number, String backRank, String fen) {}
