package dev.hakem.chess;

import dev.hakem.chess.notation.MoveError;
import dev.hakem.chess.notation.Uci;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/** Small helpers shared by the rule tests: positions from FEN, squares by name, moves as UCI sets. */
final class RulesTestSupport {
    private RulesTestSupport() {}

    static Position fen(String fen) {
        return Fen.position(fen);
    }

    /** The square index of a name like "e4", computed here rather than by the code under test. */
    static int sq(String name) {
        return (name.charAt(0) - 'a') + 8 * (name.charAt(1) - '1');
    }

    static Set<String> set(String... moves) {
        return new TreeSet<>(List.of(moves));
    }

    /** The legal moves as UCI strings. */
    static Set<String> uciMoves(Position p) {
        Set<String> out = new TreeSet<>();
        for (Move m : p.legalMoves()) out.add(Uci.of(m));
        return out;
    }

    /** Legal moves (UCI) of the piece on the given square. */
    static Set<String> movesFrom(Position p, String from) {
        Set<String> out = new TreeSet<>();
        for (Move m : p.legalMoves()) if (m.from() == sq(from)) out.add(Uci.of(m));
        return out;
    }

    /** Plays UCI moves one after another. */
    static Position play(Position p, String... uci) throws MoveError {
        for (String m : uci) p = p.play(Uci.parse(p, m));
        return p;
    }
}
