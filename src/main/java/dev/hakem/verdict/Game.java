package dev.hakem.verdict;

import dev.hakem.chess.notation.MoveInfo;
import dev.hakem.chess.Position;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A start position and the moves played from it, with every position they produced: what the
 * history rules (repetition, move counts) read. Ply 0 is the start; ply i follows move i.
 *
 * <p>A game never changes: {@link #play} returns a longer game. Games made from one another
 * share storage (a game is a prefix of append-only lists), so playing a long game move by move
 * costs no copying. Meant for one request at a time, not for sharing between threads.
 */
public final class Game {
    private final List<Position> positions;
    private final List<MoveInfo> moves;
    private final int plies;

    private Game(List<Position> positions, List<MoveInfo> moves, int plies) {
        this.positions = positions;
        this.moves = moves;
        this.plies = plies;
    }

    public static Game of(Position start) {
        return of(start, 10);
    }

    /** A game about to be played for {@code plies} moves: its lists are made that long at once. */
    public static Game of(Position start, int plies) {
        List<Position> positions = new ArrayList<>(plies + 2);
        positions.add(start);
        return new Game(positions, new ArrayList<>(plies + 1), 0);
    }

    /** This game followed by one more move (which must be legal in {@link #last()}). */
    public Game play(MoveInfo move) {
        if (moves.size() == plies) {
            moves.add(move);
            positions.add(move.after());
            return new Game(positions, moves, plies + 1);
        }
        List<Position> ps = new ArrayList<>(positions.subList(0, plies + 1));
        List<MoveInfo> ms = new ArrayList<>(moves.subList(0, plies));
        ps.add(move.after());
        ms.add(move);
        return new Game(ps, ms, plies + 1);
    }

    public int plies() {
        return plies;
    }

    public Position start() {
        return positions.get(0);
    }

    public Position last() {
        return positions.get(plies);
    }

    public Position position(int ply) {
        if (ply < 0 || ply > plies) throw new IndexOutOfBoundsException("ply " + ply + " of " + plies);
        return positions.get(ply);
    }

    /** The move that led to position {@code ply} (1-based). */
    public MoveInfo move(int ply) {
        if (ply < 1 || ply > plies) throw new IndexOutOfBoundsException("move " + ply + " of " + plies);
        return moves.get(ply - 1);
    }

    public List<MoveInfo> moves() {
        return List.copyOf(moves.subList(0, plies));
    }

    /**
     * The plies up to {@code ply} at which the position at {@code ply} stood, the same under
     * FIDE 9.2.3 (placement, side to move, castling rights, legal en passant). Keys find the
     * candidates; the fields decide. Positions before the last capture or pawn move cannot recur.
     */
    public List<Integer> occurrencesUpTo(int ply) {
        return occurrences(position(ply), ply);
    }

    /**
     * Every position that stood more than once (FIDE 9.2.3 identity), as the plies at which it stood,
     * in the order of its first occurrence. Zobrist keys find the candidates; the fields decide, so a
     * key collision never joins two positions.
     */
    public List<List<Integer>> repetitions() {
        Map<Long, List<Integer>> byKey = new LinkedHashMap<>();
        for (int i = 0; i <= plies; i++) byKey.computeIfAbsent(positions.get(i).zobrist(), k -> new ArrayList<>()).add(i);
        List<List<Integer>> out = new ArrayList<>();
        for (List<Integer> bucket : byKey.values()) {
            while (bucket.size() > 1) {
                Position p = positions.get(bucket.get(0));
                List<Integer> same = new ArrayList<>(), rest = new ArrayList<>();
                for (int ply : bucket) (positions.get(ply).sameAs(p) ? same : rest).add(ply);
                if (same.size() > 1) out.add(List.copyOf(same));
                bucket = rest;
            }
        }
        out.sort((a, b) -> Integer.compare(a.get(0), b.get(0)));
        return out;
    }

    /** How many times position p stood up to {@code ply} (p need not be in the game); no allocation. */
    public int count(Position p, int ply) {
        return scan(p, ply, null);
    }

    /**
     * Whether a position of this Zobrist key, with the other side to move than at {@code ply}, may
     * have stood up to {@code ply}: a test without the position, before {@link #count} decides.
     */
    public boolean mayHaveStoodAfter(long key, int ply) {
        for (int j = firstCandidate(ply, false); j <= ply; j += 2) if (positions.get(j).zobrist() == key) return true;
        return false;
    }

    /** The plies up to {@code ply} at which position p stood (p need not be in the game). */
    public List<Integer> occurrences(Position p, int ply) {
        List<Integer> found = new ArrayList<>(4);
        scan(p, ply, found);
        return found;
    }

    /**
     * Counts (and lists, when {@code into} is given) the plies up to {@code ply} where p stood. Only
     * every other ply can hold it: the side to move changes with every ply.
     */
    private int scan(Position p, int ply, List<Integer> into) {
        int n = 0;
        for (int j = firstCandidate(ply, position(ply).turn() == p.turn()); j <= ply; j += 2) {
            Position q = positions.get(j);
            if (q == p || (q.zobrist() == p.zobrist() && q.sameAs(p))) {
                n++;
                if (into != null) into.add(j);
            }
        }
        return n;
    }

    /**
     * The first ply up to {@code ply} that can hold a position with the same side to move as at
     * {@code ply} ({@code sameTurn}) or the other: behind the last capture or pawn move, every other ply.
     */
    private int firstCandidate(int ply, boolean sameTurn) {
        int low = ply - Math.min(ply, position(ply).halfmoveClock());
        return low + ((ply - low + (sameTurn ? 0 : 1)) & 1);
    }
}
