package dev.hakem.verdict.usecase;

import dev.hakem.verdict.Replay;

/**
 * The history had already ended the game under the rules (FIDE 5.1.1, 5.2.1, 5.2.2, 9.6; or the online
 * rules' automatic ends), so nothing more can be played or offered.
 *
 * @param replay the history as played, its ending and the moves written after it
 * @param ply    the refused move's ply in the whole game, after the whole history; null for what is not a move
 * @param offset the ply of the replay's start in the whole game
 */
public record GameOver(Replay.Result replay, Integer ply, int offset) implements PlayMove.Result, JudgeDrawOffer.Result {

    /** The ply in the whole game at which the rules ended it. */
    public int endPly() {
        return replay.endPly() + offset;
    }
}
