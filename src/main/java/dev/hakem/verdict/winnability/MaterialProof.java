package dev.hakem.verdict.winnability;

import dev.hakem.chess.Position;
import dev.hakem.chess.board.Bitboards;
import dev.hakem.chess.board.Board;
import dev.hakem.chess.board.Color;
import dev.hakem.chess.board.Role;
import dev.hakem.chess.text.Phrase;

/**
 * Material that can never mate, whatever the squares: a bare king; without pawns, a lone knight
 * against a bare king, bishops of one colour only, or a lone minor piece that no picture lets
 * mate ({@link LoneMinor}). Without pawns the material can only shrink, so each of these holds
 * for every position reachable from this one.
 */
final class MaterialProof {
    private MaterialProof() {}

    /** A reason when the winner can never mate, else null. */
    static Phrase proveNoMate(Position p, Color winner) {
        Board b = p.board();
        long own = b.byColor(winner), theirs = b.byColor(winner.other());
        if (own == b.pieces(winner, Role.KING)) return Phrase.of("win.bare_king");
        if (b.pawns() != 0) return null;
        long ownMinor = own & ~b.kings();
        long theirMinor = theirs & ~b.kings();
        if ((own & (b.rooks() | b.queens())) != 0) return null;
        if (Long.bitCount(ownMinor) == 1 && (ownMinor & b.knights()) != 0 && theirMinor == 0)
            return Phrase.of("win.knight_v_king");
        long bishops = b.bishops();
        boolean onlyBishops = (ownMinor & ~b.bishops()) == 0 && (theirMinor & ~b.bishops()) == 0;
        if (onlyBishops && ((bishops & Bitboards.LIGHT_SQUARES) == 0 || (bishops & Bitboards.DARK_SQUARES) == 0))
            return Phrase.of("win.bishops_one_colour");
        return LoneMinor.proveNoMate(b, winner);
    }
}
