package dev.hakem.api.position;

import dev.hakem.api.i18n.Lang;
import dev.hakem.chess.Chess960;
import dev.hakem.chess.Fen;
import dev.hakem.chess.Position;
import dev.hakem.chess.Variant;
import dev.hakem.chess.notation.Uci;
import dev.hakem.verdict.RuleSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A report lists every legal move once, in the order of the UCI strings it gives them (the
 * contract's "UCI order"), castling included, in standard chess and in Chess960, where castling's
 * UCI names the rook's square.
 */
class LegalMoveOrderTest {

    @Test
    void legalMovesAreListedInTheOrderOfTheirUci() {
        Random random = new Random(20261203L);
        int castles = 0, chess960Castles = 0;
        for (int game = 0; game < 200; game++) {
            Position p = game % 2 == 0 ? Chess960.start(random.nextInt(Chess960.COUNT)) : Position.start();
            for (int ply = 0; ply < 120; ply++) {
                int[] codes = p.legalMoveCodes();
                if (codes.length == 0) break;
                PositionReport report = PositionReports.of(p, RuleSet.FIDE, List.of(), Lang.EN);
                List<String> listed = new ArrayList<>();
                for (LegalMove m : report.legalMoves()) {
                    listed.add(m.uci());
                    if (m.castling() != null) {
                        castles++;
                        if (p.variant() == Variant.CHESS960) chess960Castles++;
                    }
                }
                List<String> expected = new ArrayList<>();
                for (int code : codes) expected.add(Uci.of(p, code));
                expected.sort(null);
                assertEquals(expected, listed, Fen.write(p));
                p = p.play(codes[random.nextInt(codes.length)]);
            }
        }
        // The playouts must castle in both variants, or the order of castling goes untested.
        assertTrue(castles > chess960Castles && chess960Castles > 20, castles + " castlings, " + chess960Castles + " in Chess960");
    }

    @Test
    void chess960CastlingSortsByTheRooksSquare() {
        Position p = Fen.position("1k6/8/8/8/8/8/8/RK5R w HA - 0 1", Variant.CHESS960);
        List<String> listed = new ArrayList<>();
        for (LegalMove m : PositionReports.of(p, RuleSet.FIDE, List.of(), Lang.EN).legalMoves()) listed.add(m.uci());
        int queenside = listed.indexOf("b1a1");
        assertTrue(queenside >= 0 && listed.indexOf("b1a2") == queenside + 1, listed.toString());
    }
}
