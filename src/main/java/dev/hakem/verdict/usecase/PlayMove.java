package dev.hakem.verdict.usecase;

import dev.hakem.chess.notation.MoveError;
import dev.hakem.chess.notation.MoveInfo;
import dev.hakem.chess.notation.Notation;
import dev.hakem.chess.text.Phrase;
import dev.hakem.verdict.Game;
import dev.hakem.verdict.Replay;
import dev.hakem.verdict.RuleSet;
import java.util.List;

/** The game server's hot path: one more move after a history, played if the rules allow it. */
public final class PlayMove {
    private PlayMove() {}

    /**
     * @param move    the move written after the history (SAN or UCI)
     * @param lenient whether that move is read leniently (a resume point's moves never are)
     */
    public record Question(History history, RuleSet rules, String move, boolean lenient) {}

    /** The move {@link Played}, or why not: the game was already over, or a move (the history's or this one) is illegal. */
    public sealed interface Result permits Played, GameOver, Illegal {}

    /**
     * @param ply      the move's ply in the whole game
     * @param move     the move as played
     * @param forgiven what the lenient reader forgave in how it was written
     * @param game     the game after it, from the history's start
     * @param offset   the ply of the game's start in the whole game
     */
    public record Played(int ply, MoveInfo move, List<Phrase> forgiven, Game game, int offset) implements Result {}

    public static Result play(Question q) {
        History history = q.history();
        Replay.Result replay;
        try {
            replay = history.replay(q.rules());
        } catch (Replay.IllegalMove e) {
            return history.illegal(e);
        }
        // The move's place in the list as sent: after the whole history, even when the game ended earlier.
        int ply = history.nextPly();
        if (replay.endVerdict() != null) return new GameOver(replay, ply, history.offset());
        Game game = replay.game();
        Notation.Parsed parsed;
        try {
            // The replay's reader stands in the last position and knows already what it found out there.
            parsed = replay.reader().read(q.move(), q.lenient());
        } catch (MoveError e) {
            return new Illegal(ply, game.last(), e);
        }
        return new Played(ply, parsed.info(), parsed.forgiven(), game.play(parsed.info()), history.offset());
    }
}
