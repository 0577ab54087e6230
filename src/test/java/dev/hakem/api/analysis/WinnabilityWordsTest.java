package dev.hakem.api.analysis;

import dev.hakem.api.i18n.Lang;
import dev.hakem.api.i18n.Messages;
import dev.hakem.chess.Fen;
import dev.hakem.chess.Position;
import dev.hakem.chess.board.Color;
import dev.hakem.chess.board.Role;
import dev.hakem.chess.text.Phrase;
import dev.hakem.chess.text.Wording;
import dev.hakem.verdict.FlagFall;
import dev.hakem.verdict.RuleSet;
import dev.hakem.verdict.winnability.Winnability;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The reasons of the winnability analysis and of flag-fall verdicts, worded from the bundles: the
 * API's English of every reason the analysis gives is the core's, and the Turkish one fills every
 * argument. The English is pinned too, since clients match on it and the bundle is now the only
 * place it is written.
 */
class WinnabilityWordsTest {

    // One position for each kind of reason (side to analyse in the second column).
    static final String[][] NAMED = {
            {"8/8/8/4k3/8/8/8/4K3 w - - 0 1", "white"},                       // a bare king
            {"8/8/8/4k3/8/8/2N5/4K3 w - - 0 1", "white"},                     // K+N v K
            {"8/8/8/4k3/8/8/2B5/4K3 w - - 0 1", "white"},                     // bishops of one colour
            {"6nk/8/8/8/4K3/8/3Q4/8 w - - 0 1", "black"},                     // lone knight v queen
            {"6bk/8/8/8/4K3/8/8/8 w - - 0 1", "black"},                       // lone bishop v bare king
            {"rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3", "black"}, // mate on the board
            {"rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3", "white"}, // over: White mated
            {"7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", "white"},                      // over: stalemate
            {"4k3/8/8/p1p1p1p1/P1P1P1P1/8/8/4K3 w - - 0 1", "white"},         // wall nobody reaches
            {"4k3/8/8/p1p1p1p1/P1P1P1P1/8/8/4K3 w - - 0 1", "black"},
            {"2kb4/7B/8/p1p1p1p1/P1P1P1P1/8/8/4K3 w - - 0 1", "white"},       // too few blockers
            {"8/8/p5k1/Pp3p1p/1Pp1pPpP/2PpP1PK/3P4/8 w - - 0 1", "white"},   // every position examined
            {"2k5/2p1p1p1/p1P1P1P1/P6K/2P5/8/8/8 w - - 0 1", "white"},        // every pawn structure examined
            {"7k/7p/8/4K3/3N4/8/8/8 b - - 0 1", "white"},                     // a helpmate
            {"1q1q1q2/1k6/8/8/8/2K5/2N5/8 b - - 0 1", "white"},               // lone knight v queens
            {"3b4/8/8/6b1/8/8/R7/K1k5 w - - 0 1", "black"},                   // bishops of one colour v a rook
            {"2k5/6p1/6P1/6PK/6P1/6PR/7P/8 b - - 0 1", "white"},             // every reachable position listed
            {"8/2b5/kp1p1p2/1PpP1Pp1/K1P3P1/3B4/8/8 b - - 0 1", "white"},   // chains of checks
            {"8/8/8/3P2p1/PQ3p2/6kP/6P1/2q4K w - - 0 1", "white"},          // the forced moves end the game
    };

    @Test
    void everyReasonIsWordedInEnglishExactlyAsTheAnalysisSaysIt() throws Exception {
        List<String[]> cases = new ArrayList<>(List.of(NAMED));
        try (BufferedReader in = new BufferedReader(new InputStreamReader(
                getClass().getResourceAsStream("/conformance/status.tsv"), StandardCharsets.UTF_8))) {
            in.readLine();
            for (String line; (line = in.readLine()) != null; ) {
                String fen = line.split("\t")[0];
                cases.add(new String[] {fen, "white"});
                cases.add(new String[] {fen, "black"});
            }
        }
        Set<String> keys = new HashSet<>();
        for (String[] c : cases) {
            Position p = Fen.position(c[0]);
            Color side = c[1].equals("white") ? Color.WHITE : Color.BLACK;
            for (Winnability.Budget budget : List.of(Winnability.Budget.STATIC, new Winnability.Budget(20),
                    Winnability.Budget.DEFAULT)) {
                Winnability.Result r = Winnability.analyze(p, side, budget);
                assertNotNull(r.reason(), c[0]);
                String en = Wording.english(r.reason());
                assertEquals(en, Messages.text(Lang.EN, r.reason()), c[0] + " " + c[1]);
                assertFalse(en.matches(".*\\{\\d}.*"), en);
                String tr = Messages.text(Lang.TR, r.reason());
                assertFalse(tr.matches(".*\\{\\d}.*") || tr.equals(en), tr);
                keys.add(r.reason().key());
                Winnability.Result fast = Winnability.quick(p, side);
                assertEquals(Wording.english(fast.reason()), Messages.text(Lang.EN, fast.reason()), c[0] + " " + c[1]);
                keys.add(fast.reason().key());
                for (RuleSet rules : RuleSet.values()) {
                    FlagFall f = FlagFall.judge(p, side.other(), rules, budget);
                    String basis = Messages.text(Lang.TR, f.basis());
                    assertFalse(basis.matches(".*\\{\\d}.*"), basis);
                    keys.add(f.basis().key());
                }
            }
        }
        // Every reason the analysis gives came up, and every flag-fall basis (a lone minor piece against a bare
        // king is always answered by the two rules before it).
        for (String key : List.of("win.bare_king", "win.knight_v_king", "win.bishops_one_colour", "win.lone_minor",
                "win.mate_on_board", "win.over_mated.white", "win.over_stalemate",
                "win.wall_unreachable.white", "win.wall_unreachable.black", "win.wall_blockers.white",
                "win.exhausted.white", "win.check_chains.white", "win.forced_end.white", "win.helpmate", "win.static_only", "win.budget", "win.maybe",
                "win.knight_v_queens", "win.bishops_one_colour_v_heavy", "flag.no.white", "flag.yes.white",
                "flag.unknown.white", "flag.online_no.white", "flag.online_yes.black"))
            assertTrue(keys.contains(key), key + " never came up; seen: " + keys);
    }

    @Test
    void everyReasonReadsInEnglishAsClientsKnowIt() {
        String wall = "the pawn wall cannot be crossed: no pawn can ever move or be taken, and ";
        Map<Phrase, String> english = new LinkedHashMap<>();
        english.put(Phrase.of("win.mate_on_board"), "checkmate on the board");
        english.put(Phrase.of("win.over_stalemate"), "the game is over: stalemate");
        english.put(Phrase.of("win.static_only"), "not analysed beyond the static proofs");
        english.put(Phrase.of("win.budget"), "the search budget ran out before a proof either way");
        english.put(Phrase.of("win.maybe"), "no proof without a search: a mate may or may not exist");
        english.put(Phrase.of("win.bare_king"), "only a bare king: a king can never give check");
        english.put(Phrase.of("win.knight_v_king"), "a king and a knight cannot mate a bare king");
        english.put(Phrase.of("win.bishops_one_colour"), "bishops of one colour only: a king on the other colour can never "
                + "be attacked, and a mated king would need flight squares of both colours covered");
        english.put(Phrase.of("win.helpmate"), "a helpmate exists");
        english.put(Phrase.of("win.knight_v_queens"), "a king and a knight against a king and queens only, without pawns: "
                + "a queen beside the king can always take the checking knight");
        english.put(Phrase.of("win.bishops_one_colour_v_heavy"), "bishops of one colour only, without pawns or knights: the "
                + "mated king's flight squares of the other colour would need the king's own rooks or queens, and one of "
                + "them can always take the checking bishop or step between");
        english.put(Phrase.of("win.lone_minor_v_king", Role.BISHOP),
                "a lone bishop against a bare king without pawns: no checkmate with this material exists on any squares");
        english.put(Phrase.of("win.lone_minor", Role.KNIGHT, Role.QUEEN),
                "a lone knight against a king and queen without pawns: no checkmate with this material exists on any squares");
        for (Color side : Color.values()) {
            String us = side.label(), them = side.other().label();
            String name = side == Color.WHITE ? "White" : "Black";
            english.put(Phrase.of("win.over_mated." + us), "the game is over: " + name + " is checkmated");
            english.put(Phrase.of("win.exhausted." + us, 1234),
                    "every position reachable from here (1234) was examined: none is a mate by " + name);
            english.put(Phrase.of("win.wall_unreachable." + us),
                    wall + "no " + us + " piece can ever attack a square the " + them + " king can reach");
            english.put(Phrase.of("win.wall_flight." + us), wall + "wherever a " + us + " piece could check the " + them
                    + " king, the king keeps a flight square no " + us + " piece can ever cover");
            english.put(Phrase.of("win.wall_blockers." + us), wall + "wherever a " + us + " piece could check the " + them
                    + " king, more of its flight squares stay uncovered than " + them + " pieces can ever stand on");
            english.put(Phrase.of("win.searched." + us), "every line of play from here was followed to its end (a position "
                    + "without a mate, material that cannot mate, or a position already followed): none ends in a mate by " + name);
            english.put(Phrase.of("win.forced_cycle." + us), "every move from here is forced, and the forced moves come back "
                    + "to a position already reached: " + name + " can never mate");
            english.put(Phrase.of("win.forced_end." + us), "the forced moves from here end the game without a mate by " + name);
            english.put(Phrase.of("win.check_chains." + us), "every line either goes on with checks that never mate or "
                    + "reaches a position in which " + name + " can never mate");
            english.put(Phrase.of("win.saturation." + us), "following every piece to the squares it can ever stand on, "
                    + "with the pieces that can never move or be taken as walls: on no square the " + them + " king can "
                    + "reach could a " + us + " piece or pawn check it with every flight square covered or blocked");
        }
        english.forEach((phrase, text) -> assertEquals(text, Wording.english(phrase), phrase.key()));
        Set<String> pinned = new HashSet<>();
        english.keySet().forEach(phrase -> pinned.add(phrase.key()));
        Set<String> bundled = new HashSet<>();
        Wording.english().templates().keySet().stream().filter(k -> k.startsWith("win.")).forEach(bundled::add);
        assertEquals(bundled, pinned, "every reason of the bundle is pinned");
    }
}
