package dev.hakem.verdict;

import dev.hakem.chess.Color;
import dev.hakem.chess.Position;

/**
 * The verdict when a player's flag falls (the time has run out after the last move).
 * FIDE 6.9: the player loses, unless the opponent cannot checkmate by any possible series of
 * legal moves; then the game is drawn. Online rules: a draw when the opponent has a bare king,
 * a king and one knight, or a king and bishops all on one colour; otherwise a loss.
 *
 * @param opponentCanMate "yes", "no" or "unknown"
 * @param basis           why, in words
 */
public record FlagFall(Color flagged, Termination termination, String result, String opponentCanMate, String basis,
                       boolean certain) {

    public static FlagFall judge(Position p, Color flagged, RuleSet rules) {
        Color opponent = flagged.other();
        String lossResult = flagged == Color.WHITE ? "0-1" : "1-0";
        if (rules.staticFlagRule()) {
            if (Material.staticallyCannotMate(p, opponent))
                return draw(flagged, "no", opponentName(opponent) + " has only a king, a king and one knight, or a king and "
                        + "bishops on one colour (online rule)", true);
            return new FlagFall(flagged, Termination.TIMEOUT, lossResult, "yes",
                    opponentName(opponent) + " has mating material (online rule)", true);
        }
        if (Material.bareKing(p, opponent))
            return draw(flagged, "no", opponentName(opponent) + " has a bare king, which can never checkmate", true);
        if (Material.insufficient(p))
            return draw(flagged, "no", "the position is dead: no series of legal moves can end in checkmate", true);
        return new FlagFall(flagged, Termination.TIMEOUT, lossResult, "unknown", "whether " + opponentName(opponent)
                + " can still checkmate by some series of legal moves was not proved either way; scored as a loss, "
                + "as FIDE 6.9 does unless mate is impossible", false);
    }

    private static FlagFall draw(Color flagged, String canMate, String basis, boolean certain) {
        return new FlagFall(flagged, Termination.TIMEOUT_INSUFFICIENT_MATERIAL, "1/2-1/2", canMate, basis, certain);
    }

    private static String opponentName(Color c) {
        return c == Color.WHITE ? "White" : "Black";
    }
}
