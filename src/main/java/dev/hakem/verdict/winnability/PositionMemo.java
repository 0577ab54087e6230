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
    private final Map<PositionKey, Answer> answers = new ConcurrentHashMap<>();

    private enum Answer { DEAD, ALIVE, UNSETTLED }

    PositionMemo(int capacity) {
        this.capacity = capacity;
    }

    /**
     * The answer of {@code work} for p, worked out once: true, false, or null (unsettled), which is
     * kept only when {@code keepUnsettled} (the work has no budget that another try could spend further).
     */
    Boolean get(Position p, Function<Position, Boolean> work, boolean keepUnsettled) {
        PositionKey key = new PositionKey(p);
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
