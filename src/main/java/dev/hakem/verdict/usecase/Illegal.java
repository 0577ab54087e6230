package dev.hakem.verdict.usecase;

import dev.hakem.chess.Position;
import dev.hakem.chess.notation.MoveError;

/**
 * A written move that is not legal where it stands (or not readable, or ambiguous): what every use
 * case that plays moves answers for it.
 *
 * @param ply    the move's ply in the whole game (1 for the game's first move)
 * @param before the position the move was written in
 * @param error  why it is refused, with the legal moves there
 */
public record Illegal(int ply, Position before, MoveError error)
        implements PlayMove.Result, AdjudicateGame.Result, JudgeDrawOffer.Result, AnalyseWinnability.Result {}
