package dev.hakem.api.position;

import dev.hakem.api.i18n.Lang;
import dev.hakem.chess.notation.MoveInfo;
import java.util.AbstractList;
import java.util.RandomAccess;

/**
 * The legal moves of a report, in the order it lists them. Each {@link LegalMove} is made when it is
 * read: the report's JSON writes most moves from their {@link MoveInfo}'s facts alone, as it wrote
 * another move with the same facts before, and never needs the record.
 */
public final class LegalMoves extends AbstractList<LegalMove> implements RandomAccess {
    private final MoveInfo[] moves;
    private final Lang lang;

    /** The moves as listed, worded in {@code lang} (no words when it is null). */
    LegalMoves(MoveInfo[] moves, Lang lang) {
        this.moves = moves;
        this.lang = lang;
    }

    @Override
    public LegalMove get(int index) {
        return PositionReports.legalMove(moves[index], lang);
    }

    @Override
    public int size() {
        return moves.length;
    }

    /** The move at {@code index} as the rules list it, whose facts its record is made from. */
    public MoveInfo info(int index) {
        return moves[index];
    }

    /** The language of the moves' words, or null when they carry none. */
    public Lang lang() {
        return lang;
    }
}
