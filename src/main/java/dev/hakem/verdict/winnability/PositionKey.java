package dev.hakem.verdict.winnability;

import dev.hakem.chess.Position;

/**
 * A position as a set or map key by FIDE 9.2.3 identity (placement, side to move, castling rights,
 * a legal en-passant capture) and variant, clocks ignored: equal to another only when it is the same
 * position, not merely the same hash.
 */
record PositionKey(Position p) {
    @Override
    public boolean equals(Object o) {
        return o instanceof PositionKey k && p.variant() == k.p.variant() && p.sameAs(k.p);
    }

    @Override
    public int hashCode() {
        return Long.hashCode(p.zobrist());
    }
}
