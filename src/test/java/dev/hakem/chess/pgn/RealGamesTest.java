package dev.hakem.chess.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.hakem.chess.Fen;
import dev.hakem.chess.Position;
import dev.hakem.chess.reference.ReferenceMoveGen;
import dev.hakem.verdict.Replay;
import dev.hakem.verdict.RuleSet;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Every game of the public game records in src/test/resources/pgn (see SOURCES.md there): read,
 * replayed with lenient SAN through the rules core, and the final position compared with an
 * independent replay on the slow reference move generator, which reads the SAN with its own matcher.
 */
class RealGamesTest {
    static final List<String> FILES = List.of("Capablanca.pgn", "London1851.pgn", "tatamast22.pgn", "WorldChamp1886.pgn",
            "Philidor.pgn", "Tarrasch7games.pgn", "Carlsen8games.pgn");
    static final Pattern SAN = Pattern.compile("([KQRBN])?([a-h])?([1-8])?[x:]?([a-h][1-8])(?:=?([QRBN]))?");

    static String resource(String name) throws IOException {
        try (InputStream in = RealGamesTest.class.getResourceAsStream("/pgn/" + name)) {
            assertNotNull(in, "missing test resource /pgn/" + name);
            return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
        }
    }

    @Test
    void everyGameOfTheRecordsIsLegalAndEndsWhereTheReferenceEnds() throws Exception {
        int games = 0, plies = 0;
        List<String> contradictions = new ArrayList<>();
        for (String file : FILES) {
            List<PgnGame> list = PgnReader.readAll(resource(file));
            for (int i = 0; i < list.size(); i++) {
                PgnGame g = list.get(i);
                String name = file + " #" + (i + 1) + " " + g.tag("White") + " - " + g.tag("Black") + " " + g.tag("Date");
                Position start = g.tag("FEN") == null ? Position.start() : Fen.position(g.tag("FEN"));
                Replay.Result all;
                try {
                    all = Replay.playThrough(start, g.moves(), true);
                } catch (Replay.IllegalMove e) {
                    fail(name + ": move " + e.ply() + " '" + e.error().input() + "' refused: " + e.getMessage());
                    return;
                }
                assertEquals(g.moves().size(), all.game().plies(), name);
                ReferenceMoveGen.State ref = ReferenceMoveGen.of(start);
                List<ReferenceMoveGen.State> states = new ArrayList<>(List.of(ref));
                for (int ply = 0; ply < g.moves().size(); ply++) {
                    ref = ref.play(referenceMove(ref, g.moves().get(ply), name + " ply " + (ply + 1)));
                    states.add(ref);
                }
                assertEquals(ref.identity(), Fen.identity(all.game().last()), name + ": final position");
                assertEquals(ref.isCheckmate(), all.game().last().isCheckmate(), name);
                assertEquals(ref.isStalemate(), all.game().last().isStalemate(), name);

                Replay.Result fide = Replay.play(start, g.moves(), RuleSet.FIDE, true);
                String tag = g.tag("Result");
                if (fide.endVerdict() != null) {
                    String verdict = fide.endVerdict().outcome().pgn();
                    if (!verdict.equals(tag)) {
                        // A contradiction is the record's, not a fault of the rules: the reference confirms the end.
                        ReferenceMoveGen.State end = states.get(fide.endPly());
                        switch (fide.endVerdict().termination()) {
                            case CHECKMATE -> assertTrue(end.isCheckmate(), name);
                            case STALEMATE -> assertTrue(end.isStalemate(), name);
                            case FIVEFOLD_REPETITION -> assertTrue(states.subList(0, fide.endPly() + 1).stream()
                                    .filter(st -> st.identity().equals(end.identity())).count() >= 5, name);
                            default -> { }
                        }
                        contradictions.add(name + ": Result " + tag + " but " + fide.endVerdict().termination().code()
                                + " at ply " + fide.endPly() + " (" + verdict + "), " + fide.unplayed().size() + " moves written after it");
                    }
                } else if (all.game().last().isCheckmate() || all.game().last().isStalemate()) {
                    fail(name + ": the game ends in checkmate or stalemate and the rules did not end it");
                }
                games++;
                plies += g.moves().size();
            }
        }
        System.out.println("real games: " + games + " games, " + plies + " plies; Result tags contradicting the verdict: "
                + contradictions.size());
        contradictions.forEach(c -> System.out.println("  " + c));
        assertEquals(980, games, "SOURCES.md counts 980 games");
        assertEquals(76_524, plies, "SOURCES.md counts 76,524 plies");
    }

    /** The reference's own reading of a SAN move: the one legal UCI move it can mean. */
    static String referenceMove(ReferenceMoveGen.State s, String written, String where) {
        String san = written.replaceAll("[+#!?]+$", "").replace("e.p.", "");
        List<String> found = new ArrayList<>();
        if (san.matches("[O0]-[O0](-[O0])?")) {
            boolean longSide = san.length() == 5;
            for (String uci : s.legalMoves()) {
                int from = ReferenceMoveGen.parseSquare(uci.substring(0, 2)), to = ReferenceMoveGen.parseSquare(uci.substring(2, 4));
                if (Character.toUpperCase(s.pieceAt(from)) == 'K' && Math.abs(to - from) == 2 && (to < from) == longSide)
                    found.add(uci);
            }
        } else {
            Matcher m = SAN.matcher(san);
            assertTrue(m.matches(), where + ": the reference cannot read '" + written + "'");
            char piece = m.group(1) == null ? 'P' : m.group(1).charAt(0);
            for (String uci : s.legalMoves()) {
                int from = ReferenceMoveGen.parseSquare(uci.substring(0, 2));
                if (!uci.substring(2, 4).equals(m.group(4))) continue;
                if (Character.toUpperCase(s.pieceAt(from)) != piece) continue;
                if (m.group(2) != null && uci.charAt(0) != m.group(2).charAt(0)) continue;
                if (m.group(3) != null && uci.charAt(1) != m.group(3).charAt(0)) continue;
                String promo = uci.length() > 4 ? uci.substring(4).toUpperCase(Locale.ROOT) : null;
                if (!java.util.Objects.equals(promo, m.group(5))) continue;
                found.add(uci);
            }
        }
        assertEquals(1, found.size(), where + ": '" + written + "' means " + found + " to the reference");
        return found.get(0);
    }
}
