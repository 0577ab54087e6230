package dev.hakem.api.position;

import dev.hakem.api.i18n.Lang;
import dev.hakem.chess.Chess960;
import dev.hakem.chess.Position;
import dev.hakem.chess.notation.MoveInfo;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A listed move's shape is all its report depends on: over random playouts, in standard chess and in
 * Chess960, every two legal moves of one shape (in different positions) are reported alike, in both
 * languages, so a report may write a move from an earlier one of its shape. And every listed move has
 * a shape.
 */
class LegalMoveShapeTest {

    @Test
    void movesOfOneShapeAreReportedAlike() {
        Random random = new Random(20261202L);
        Map<Integer, MoveInfo> first = new HashMap<>();
        int moves = 0, repeats = 0, castles = 0;
        for (int game = 0; game < 300; game++) {
            Position p = game % 3 == 0 ? Chess960.start(random.nextInt(Chess960.COUNT)) : Position.start();
            for (int ply = 0; ply < 200; ply++) {
                List<MoveInfo> legal = MoveInfo.all(p);
                if (legal.isEmpty()) break;
                for (MoveInfo m : legal) {
                    int shape = m.shape();
                    assertTrue(shape >= 0, m + " is listed without a shape");
                    moves++;
                    MoveInfo earlier = first.putIfAbsent(shape, m);
                    if (earlier == null) continue;
                    repeats++;
                    if (m.uci().startsWith("e1") && m.san().startsWith("O-O")) castles++;
                    for (Lang lang : Lang.values()) {
                        LegalMove a = PositionReports.legalMove(earlier, lang), b = PositionReports.legalMove(m, lang);
                        assertEquals(a, b, "shape " + Integer.toHexString(shape));
                    }
                    assertEquals(PositionReports.legalMove(earlier, null), PositionReports.legalMove(m, null));
                }
                p = legal.get(random.nextInt(legal.size())).after();
            }
        }
        assertTrue(repeats > moves / 2, repeats + " repeated shapes among " + moves + " moves");
        assertTrue(castles > 0, "no castling seen twice");
    }

    @Test
    void movesNotListedHaveNoShape() {
        Position p = Position.start();
        MoveInfo listed = MoveInfo.all(p).get(0);
        assertEquals(-1, MoveInfo.of(p, listed.move()).shape());
    }
}
