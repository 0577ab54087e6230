package dev.hakem.api.json;

import dev.hakem.api.i18n.Lang;
import dev.hakem.api.position.PositionReports;
import dev.hakem.chess.Chess960;
import dev.hakem.chess.Fen;
import dev.hakem.chess.Position;
import dev.hakem.chess.Variant;
import dev.hakem.chess.notation.MoveInfo;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The key a report's legal move is cached by covers every fact its bytes depend on: two listed moves
 * of one key (in different positions) are written alike, with each of the words a report asks for
 * (none, none in no language, each language), so the cache may copy one for the other; put the other
 * way, moves written differently never share a key. Seen over every position within two plies of the
 * six perft positions and of Chess960 starts, and over random playouts in both variants. Every listed
 * move has a key; a move not listed has none and is written from its record.
 */
class MoveJsonKeyTest {

    /** The six positions of chessprogramming.org "Perft Results". */
    static final List<String> PERFT = List.of(
            Fen.STANDARD,
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
            "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10");

    /** The words a key is asked with: 0 none, 1 null (no language), 2 + each language's ordinal. */
    static final int WORDS = 2 + Lang.values().length;

    /** The object first written for each key, as text. */
    private final Map<Integer, String> written = new HashMap<>();
    private int moves, repeats, castles;

    private void check(Position p) {
        for (MoveInfo m : MoveInfo.all(p)) {
            moves++;
            for (int words = 0; words < WORDS; words++) {
                int key = MoveJson.key(m, words);
                assertTrue(key >= 0, () -> m + " is listed without a key");
                Lang lang = words >= 2 ? Lang.values()[words - 2] : null;
                String json = new String(MoveJson.object(PositionReports.legalMove(m, lang), words > 0), StandardCharsets.UTF_8);
                String earlier = written.putIfAbsent(key, json);
                if (earlier == null) continue;
                if (words == 0) repeats++;
                if (words == 0 && m.san().startsWith("O-O")) castles++;
                assertEquals(earlier, json, () -> "key " + Integer.toHexString(key) + " of " + m + " in " + Fen.write(p));
            }
        }
    }

    private void walk(Position p, int depth) {
        check(p);
        if (depth > 0) for (MoveInfo m : MoveInfo.all(p)) walk(m.after(), depth - 1);
    }

    @Test
    void movesOfOneKeyAreWrittenAlike() {
        for (String fen : PERFT) walk(Fen.position(fen), 2);
        Random random = new Random(20261202L);
        for (int i = 0; i < 8; i++) walk(Chess960.start(random.nextInt(Chess960.COUNT)), 2);
        for (int game = 0; game < 120; game++) {
            Position p = game % 3 == 0 ? Chess960.start(random.nextInt(Chess960.COUNT)) : Position.start();
            for (int ply = 0; ply < 200; ply++) {
                check(p);
                List<MoveInfo> legal = MoveInfo.all(p);
                if (legal.isEmpty()) break;
                p = legal.get(random.nextInt(legal.size())).after();
            }
        }
        assertTrue(repeats > moves / 2, repeats + " repeated keys among " + moves + " moves");
        assertTrue(castles > 0, "no castling seen twice");
    }

    @Test
    void aCastlingIsWrittenAsItsVariantWritesIt() {
        // The same king and rook squares and the same SAN: UCI e1g1 in standard chess, e1h1 in Chess960.
        MoveInfo standard = castling(Fen.position("4k3/8/8/8/8/8/8/4K2R w K - 0 1"));
        MoveInfo chess960 = castling(Fen.position("4k3/8/8/8/8/8/8/4K2R w K - 0 1", Variant.CHESS960));
        assertEquals(standard.code(), chess960.code());
        assertTrue(MoveJson.key(standard, 0) != MoveJson.key(chess960, 0));
    }

    private static MoveInfo castling(Position p) {
        return MoveInfo.all(p).stream().filter(m -> m.san().equals("O-O")).findFirst().orElseThrow();
    }

    @Test
    void movesNotListedHaveNoKey() {
        Position p = Position.start();
        MoveInfo listed = MoveInfo.all(p).get(0);
        assertEquals(-1, MoveJson.key(MoveInfo.of(p, listed.move()), 0));
    }
}
