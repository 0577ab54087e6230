package dev.hakem.verdict.winnability;

import dev.hakem.chess.Position;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * Dead-position answers already worked out, by exact position: placement, side to move, castling
 * rights, en passant and variant, not the clocks (which cannot change whether a mate exists). A game
 * server asks about the same position on every move until the next irreversible one, because its
 * resume point starts there. Bounded: emptied when full.
 */
final class PositionMemo {
    private final int capacity;
    private final Map<Key, Answer> answers = new ConcurrentHashMap<>();

    private enum Answer { DEAD, ALIVE, UNSETTLED }

    /** The position, equal to another only when it is the same position (not merely the same hash). */
    private record Key(Position p) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && p.variant() == k.p.variant() && p.sameAs(k.p);
        }

        @Override
        public int hashCode() {
            return Long.hashCode(p.zobrist());
        }
    }

    PositionMemo(int capacity) {
        this.capacity = capacity;
    }

    /**
     * The answer of {@code work} for p, worked out once: true, false, or null (unsettled), which is
     * kept only when {@code keepUnsettled} (the work has no budget that another try could spend further).
     */
    Boolean get(Position p, Function<Position, Boolean> work, boolean keepUnsettled) {
        Key key = new Key(p);
        Answer known = answers.get(key);
        if (known != null) return known == Answer.UNSETTLED ? null : known == Answer.DEAD;
        Boolean found = work.apply(p);
        if (found != null || keepUnsettled) {
            if (answers.size() >= capacity) answers.clear();
            answers.put(key, found == null ? Answer.UNSETTLED : found ? Answer.DEAD : Answer.ALIVE);
        }
        return found;
    }

    int size() {
        return answers.size();
    }

    void clear() {
        answers.clear();
    }
}
