package dev.hakem.api.position;

import io.quarkus.runtime.annotations.RegisterForReflection;

/**
 * A legal move as the API reports it. {@code piece}, {@code capture} and {@code promotion} are
 * role names (pawn, knight, bishop, rook, queen, king); {@code castling} is kingside or queenside;
 * {@code spoken} is the move in words for screen readers, in the request's language.
 */
@RegisterForReflection
public record LegalMove(String uci, String san, String from, String to, String piece, String capture,
                        String promotion, String castling, boolean enPassant, boolean check, boolean checkmate,
                        String spoken) {}
