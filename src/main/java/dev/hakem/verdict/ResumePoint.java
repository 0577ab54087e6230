package dev.hakem.verdict;

import dev.hakem.chess.Position;
import java.util.ArrayList;
import java.util.List;

/**
 * The shortest history that yields the same verdicts as the whole game for every continuation: the
 * position after the game's last irreversible move (a capture, a pawn move, a change of castling
 * rights) and the moves since, in UCI. No position before such a move can stand again after it
 * (FIDE 9.2.3 identity: pieces only leave the board, pawns only advance, castling rights are only
 * lost), and the position keeps the half-move clock the fifty- and seventy-five-move rules (9.3,
 * 9.6.2) count, so the repetition counts, the claims and the automatic ends are those of the whole
 * game; docs/resume-point.md gives the proof.
 *
 * <p>Its length is bounded by the seventy-five-move rule: after 150 plies without a capture or a
 * pawn move the game is over (9.6.2), whatever the game's length.
 *
 * @param ply      the ply of {@code position} in the whole game (0 = the game's start)
 * @param position the position after the last irreversible move, clocks included
 * @param moves    the moves played since, in UCI
 */
public record ResumePoint(int ply, Position position, List<String> moves) {

    /** The most moves a resume point of a game still going on holds: 150 plies end the game (FIDE 9.6.2). */
    public static final int MAX_MOVES = Adjudicator.SEVENTY_FIVE_MOVES;

    public ResumePoint {
        moves = List.copyOf(moves);
    }

    /**
     * The resume point of the game's last position, numbered in the whole game: {@code plyOffset} is
     * the ply of the game's start in the whole game (0 when the game is the whole history, the
     * resume point's own ply when the game was played from one).
     */
    public static ResumePoint of(Game game, int plyOffset) {
        int cut = lastIrreversible(game);
        List<String> since = new ArrayList<>(game.plies() - cut);
        for (int ply = cut + 1; ply <= game.plies(); ply++) since.add(game.move(ply).uci());
        return new ResumePoint(plyOffset + cut, game.position(cut), since);
    }

    /**
     * The ply after the game's last irreversible move, or 0 when it has none. The game's start stands
     * as a cut of its own: nothing before it is known.
     */
    static int lastIrreversible(Game game) {
        for (int ply = game.plies(); ply > 0; ply--)
            if (irreversible(game, ply)) return ply;
        return 0;
    }

    /**
     * Whether move {@code ply} (1-based) is one that no later position can repeat across: a capture or
     * a pawn move (which reset the half-move clock, FIDE 9.3) or a change of castling rights (9.2.3).
     */
    static boolean irreversible(Game game, int ply) {
        Position after = game.position(ply);
        return after.halfmoveClock() == 0 || after.castlingRights() != game.position(ply - 1).castlingRights();
    }
}
