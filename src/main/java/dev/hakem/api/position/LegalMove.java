package dev.hakem.api.position;

import dev.hakem.api.i18n.Lang;
import dev.hakem.api.i18n.Spoken;

import dev.hakem.chess.Move;
import dev.hakem.chess.MoveInfo;
import dev.hakem.chess.Role;
import dev.hakem.chess.Square;
import io.quarkus.runtime.annotations.RegisterForReflection;

/**
 * A legal move as the API reports it. {@code piece}, {@code capture} and {@code promotion} are
 * role names (pawn, knight, bishop, rook, queen, king); {@code castling} is kingside or queenside;
 * {@code spoken} is the move in words for screen readers, in the request's language.
 */
@RegisterForReflection
public record LegalMove(String uci, String san, String from, String to, String piece, String capture,
                        String promotion, String castling, boolean enPassant, boolean check, boolean checkmate,
                        String spoken) {

    public static LegalMove of(MoveInfo info, Lang lang) {
        Move m = info.move();
        String castling = m instanceof Move.Castle c ? (c.kingSide() ? "kingside" : "queenside") : null;
        String promotion = m instanceof Move.Promotion p ? p.promotion().label() : null;
        return new LegalMove(info.uci(), info.san(), Square.name(m.from()), Square.name(m.to()), m.role().label(),
                label(m.capture()), promotion, castling, m instanceof Move.EnPassant, info.check(), info.checkmate(),
                Spoken.of(info, lang));
    }

    private static String label(Role role) {
        return role == null ? null : role.label();
    }
}
