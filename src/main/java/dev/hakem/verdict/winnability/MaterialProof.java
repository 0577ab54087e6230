package dev.hakem.verdict.winnability;

import dev.hakem.chess.Position;
import dev.hakem.chess.board.Bitboards;
import dev.hakem.chess.board.Board;
import dev.hakem.chess.board.Color;
import dev.hakem.chess.board.Role;
import dev.hakem.chess.text.Phrase;

/**
 * Material that can never mate, whatever the squares: a bare king; without pawns, a lone knight
 * against a king and queens only, bishops of one colour against a king with no knight and no bishop
 * of the other colour, or a lone minor piece that no picture lets mate ({@link LoneMinor}). Without
 * pawns the material can only shrink, so each of these holds for every position reachable from this
 * one.
 */
final class MaterialProof {
    private MaterialProof() {}

    /** A reason when the winner can never mate, else null. */
    static Phrase proveNoMate(Position p, Color winner) {
        Board b = p.board();
        long own = b.byColor(winner), theirs = b.byColor(winner.other());
        if (own == b.pieces(winner, Role.KING)) return Phrase.of("win.bare_king");
        if (b.pawns() != 0) return null;
        long ownMen = own & ~b.kings();
        long theirMen = theirs & ~b.kings();
        if ((own & (b.rooks() | b.queens())) != 0) return null;
        boolean oneColourBishops = (ownMen & ~b.bishops()) == 0 && b.knights() == 0 && oneColour(b.bishops());
        boolean loneKnight = Long.bitCount(ownMen) == 1 && (ownMen & b.knights()) != 0;
        if (loneKnight && theirMen == 0) return Phrase.of("win.knight_v_king");
        if (oneColourBishops && (theirMen & ~b.bishops()) == 0) return Phrase.of("win.bishops_one_colour");
        Phrase lone = LoneMinor.proveNoMate(b, winner);
        if (lone != null) return lone;
        // The same arguments for any number of the loser's pieces of those kinds (the reasons' texts).
        if (loneKnight && (theirMen & ~b.queens()) == 0) return Phrase.of("win.knight_v_queens");
        if (oneColourBishops) return Phrase.of("win.bishops_one_colour_v_heavy");
        return null;
    }

    private static boolean oneColour(long bishops) {
        return (bishops & Bitboards.LIGHT_SQUARES) == 0 || (bishops & Bitboards.DARK_SQUARES) == 0;
    }
}
