package dev.hakem.verdict.winnability;

import dev.hakem.verdict.winnability.saturation.Saturation;

import dev.hakem.chess.Position;
import dev.hakem.chess.board.Color;
import dev.hakem.chess.text.Phrase;

/** The proofs without search the {@link Solver}'s stages ask for, in one place. */
final class StaticProof {
    private StaticProof() {}

    /** A reason when no mate by {@code winner} can ever arise from p, else null. */
    static Phrase proveNoMate(Position p, Color winner) {
        Phrase material = MaterialProof.proveNoMate(p, winner);
        if (material != null) return material;
        Phrase wall = PawnWall.proveNoMate(p, winner);
        if (wall != null) return wall;
        return Saturation.proveNoMate(p, winner);
    }

    /** The squares of pieces that never move and are never taken. */
    static long steady(Position p) {
        return Saturation.steady(p);
    }
}
