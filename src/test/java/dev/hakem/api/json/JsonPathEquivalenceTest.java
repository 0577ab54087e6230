package dev.hakem.api.json;

import com.fasterxml.jackson.databind.ObjectWriter;
import dev.hakem.api.position.Include;
import dev.hakem.api.game.MoveReport;
import dev.hakem.api.game.ResumeReport;
import dev.hakem.api.i18n.Lang;
import dev.hakem.api.position.ClaimsReport;
import dev.hakem.api.position.LegalMove;
import dev.hakem.api.position.PositionReport;
import dev.hakem.api.position.PositionReports;
import dev.hakem.api.problem.Problem;
import dev.hakem.chess.Fen;
import dev.hakem.chess.Move;
import dev.hakem.chess.notation.MoveInfo;
import dev.hakem.chess.Position;
import dev.hakem.chess.board.Square;
import dev.hakem.verdict.Game;
import dev.hakem.verdict.Replay;
import dev.hakem.verdict.RuleSet;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The four ways of writing the position and move reports (the hand-made writer, Jackson databind on
 * the records, Jackson with {@link PositionReportSerializer}, and {@link ReportJson}'s one byte array,
 * which the hot path sends) give the same bytes.
 */
class JsonPathEquivalenceTest {

    private static final ObjectWriter DATABIND = JsonPaths.databind();
    private static final ObjectWriter SERIALIZERS = JsonPaths.serializers();

    /**
     * Every character below 0x20, quote, backslash, slash, DEL, non-ASCII (Turkish, U+2028, U+2029), a
     * surrogate pair and lone surrogates.
     */
    private static final String NASTY;

    static {
        StringBuilder sb = new StringBuilder("\"quoted\" back\\slash /slash \u007f ÇĞİÖŞÜ çğıöşü \u2028\u2029 \uD83D\uDE00 \uDE00\uD83D x\uD800 ");
        for (char c = 0; c < 0x20; c++) sb.append(c);
        NASTY = sb.toString();
    }

    private static final List<Problem.Item> WARNINGS = List.of(
            new Problem.Item("castling_order", "castling", "castling rights written out of order"),
            new Problem.Item("nasty", "fen", NASTY),
            new Problem.Item("no_field", null, "a warning about the whole FEN"));

    @Test
    void randomPlayouts() {
        Random random = new Random(20240611L);
        RuleSet[] rules = RuleSet.values();
        Lang[] langs = Lang.values();
        int positions = 0, ended = 0;
        while (positions < 400) {
            Game game = Game.of(Position.start());
            int plies = 20 + random.nextInt(380);
            for (int ply = 1; ply <= plies; ply++) {
                List<MoveInfo> legal = MoveInfo.all(game.last());
                if (legal.isEmpty()) break;
                MoveInfo info = legal.get(random.nextInt(legal.size()));
                game = game.play(info);
                // Every eighth position, and the last one of the playout (often a finished game).
                boolean last = ply == plies || info.after().legalMoveCount() == 0;
                if (!last && random.nextInt(8) != 0) continue;
                RuleSet r = rules[random.nextInt(rules.length)];
                Lang lang = langs[random.nextInt(langs.length)];
                List<Problem.Item> warnings = switch (random.nextInt(3)) {
                    case 0 -> null;
                    case 1 -> List.of();
                    default -> WARNINGS.subList(0, 1 + random.nextInt(WARNINGS.size()));
                };
                PositionReport report = PositionReports.of(game, r, warnings, lang);
                assertSame(report);
                assertSame(moveReport(game.position(ply - 1), info, game, r, lang, warnings, random.nextBoolean()));
                positions++;
                if (report.termination() != null) ended++;
            }
        }
        assertTrue(ended >= 10, ended + " finished games among the " + positions + " positions");
    }

    @Test
    void positionsOfNote() {
        String[] fens = {
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
                "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
                "8/8/8/4k3/8/8/2N5/4K3 w - - 120 80",
                "r6k/1P4pp/8/3pP3/8/8/8/4K2R w K d6 0 2",
                "6r1/8/4k3/3pP3/8/7p/7P/7K w - d6 99 60"};
        for (String fen : fens) for (RuleSet rules : RuleSet.values()) for (Lang lang : Lang.values()) {
            Game game = Game.of(Fen.position(fen));
            for (List<Problem.Item> warnings : Arrays.asList(null, List.<Problem.Item>of(), WARNINGS))
                assertSame(PositionReports.of(game, rules, warnings, lang));
        }
    }

    @Test
    void claimsFromAHistory() throws Exception {
        for (String moves : new String[] {"Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1", "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8",
                "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O"}) {
            Game game = Replay.play(Position.start(), List.of(moves.split(" ")), RuleSet.FIDE, false).game();
            for (Lang lang : Lang.values()) {
                PositionReport report = PositionReports.of(game, RuleSet.FIDE, List.of(), lang);
                assertSame(report);
                assertSame(moveReport(game.position(game.plies() - 1), game.move(game.plies()), game, RuleSet.FIDE, lang,
                        null, true));
            }
        }
    }

    /** Nulls wherever the records allow them, and strings that need escaping in every member. */
    @Test
    void nullsAndEscapes() {
        LegalMove nullMove = new LegalMove(null, null, null, null, null, null, null, null, false, false, false, null);
        LegalMove nastyMove = new LegalMove(NASTY, NASTY, "e2", "e4", "pawn", NASTY, "queen", "kingside", true, true, true, NASTY);
        ClaimsReport claims = new ClaimsReport(true, true,
                List.of(new ClaimsReport.ByMove(null, null, null), new ClaimsReport.ByMove(NASTY, "Nf3", "fifty_moves")));
        List<String> checkers = Arrays.asList("e1", null, NASTY);
        PositionReport nulls = new PositionReport(null, null, null, 0, 1, false, List.of(), false, false, null, null, null,
                null, null, false, 0, new ClaimsReport(false, false, List.of()), List.of(), null);
        PositionReport nasty = new PositionReport(NASTY, NASTY, NASTY, Integer.MAX_VALUE, Integer.MIN_VALUE, true, checkers,
                true, true, NASTY, NASTY, NASTY, NASTY, NASTY, true, -1, claims, List.of(nullMove, nastyMove),
                List.of(new Problem.Item(null, null, null), new Problem.Item(NASTY, NASTY, NASTY)));
        for (PositionReport r : List.of(nulls, nasty)) {
            assertSame(r);
            assertSame(new MoveReport(new MoveReport.PlayedMoveDetail(0, new LegalMove(null, null, null, null, null, null, null, null,
                    false, false, false, null), null), r));
            assertSame(new MoveReport(new MoveReport.PlayedMoveDetail(-7, new LegalMove(NASTY, NASTY, NASTY, NASTY, NASTY, NASTY, NASTY,
                    NASTY, true, true, true, NASTY), List.of()), r));
            assertSame(new MoveReport(new MoveReport.PlayedMoveDetail(3, new LegalMove("e2e4", "e4", "e2", "e4", "pawn", null, null,
                    null, false, false, false, "pawn e4"), List.of(NASTY, "lowercase piece letter")), r));
        }
    }

    /** The move report MoveResource answers for a move played from {@code before}. */
    private static MoveReport moveReport(Position before, MoveInfo info, Game after, RuleSet rules, Lang lang,
                                         List<Problem.Item> warnings, boolean forgiven) {
        Move m = info.move();
        LegalMove lm = PositionReports.legalMove(info, lang);
        MoveReport.PlayedMoveDetail detail = new MoveReport.PlayedMoveDetail(after.plies(), new LegalMove(info.uci(),
                info.san(), Square.name(m.from()), Square.name(m.to()), lm.piece(), lm.capture(), lm.promotion(),
                lm.castling(), lm.enPassant(), info.check(), info.checkmate(), lm.spoken()),
                forgiven ? List.of("the move was written in lower case") : List.of());
        assertEquals(info.uci(), MoveInfo.of(before, m).uci());
        return new MoveReport(detail, PositionReports.of(after, rules, warnings, lang));
    }

    private static void assertSame(PositionReport r) {
        byte[] a = JsonPaths.handMade(r);
        assertBytes(a, JsonPaths.jackson(DATABIND, r), "B (databind)", r.fen());
        assertBytes(a, JsonPaths.jackson(SERIALIZERS, r), "C (serializer)", r.fen());
        assertBytes(a, ReportJson.of(r), "D (one byte array)", r.fen());
    }

    private static void assertSame(MoveReport r) {
        byte[] a = JsonPaths.handMade(r);
        assertBytes(a, JsonPaths.jackson(DATABIND, r), "B (databind)", "move " + r.move().legal().uci());
        assertBytes(a, JsonPaths.jackson(SERIALIZERS, r), "C (serializer)", "move " + r.move().legal().uci());
        assertBytes(a, ReportJson.of(r), "D (one byte array)", "move " + r.move().legal().uci());
    }

    /** The parts an answer leaves out ({@link Include}) are left out alike by the serializer and the byte array. */
    @Test
    void partsLeftOut() throws Exception {
        Game game = Replay.play(Position.start(), List.of("e4 e5 Nf3 Nc6 Bb5 a6".split(" ")), RuleSet.FIDE, false).game();
        MoveInfo info = game.move(game.plies());
        for (String include : new String[] {null, "", "legalMoves", "spoken", "summary", "details", "legalMoves,spoken",
                "summary,details", "legalMoves,spoken,summary,details"})
            for (String prefer : new String[] {null, "return=minimal"}) for (Lang lang : Lang.values()) {
                Include parts = Include.of(include, prefer);
                MoveReport full = moveReport(game.position(game.plies() - 1), info, game, RuleSet.FIDE, lang, WARNINGS, true);
                MoveReport r = new MoveReport(full.move(), PositionReports.of(game, RuleSet.FIDE, WARNINGS, lang, parts), ResumeReport.of(game, 12), parts);
                assertBytes(JsonPaths.jackson(SERIALIZERS, r), ReportJson.of(r), "D (one byte array)",
                        "include=" + include + " prefer=" + prefer);
            }
    }

    /** Every UTF-16 code unit, alone and in pairs, in every string member: escaped as Jackson escapes it. */
    @Test
    void everyCharacter() {
        StringBuilder all = new StringBuilder();
        for (int c = 0; c <= 0xFFFF; c++) all.append((char) c);
        all.append("\uD83D\uDE00\uDBFF\uDFFF\uD800");
        for (int from = 0; from < all.length(); from += 4096) {
            String s = all.substring(from, Math.min(all.length(), from + 4096));
            PositionReport r = new PositionReport(s, s, s, 1, 1, false, List.of(s), false, false, s, s, s, s, s, false, 0,
                    new ClaimsReport(false, false, List.of()), List.of(new LegalMove(s, s, s, s, s, s, s, s, false, false,
                    false, s)), List.of(new Problem.Item(s, s, s)));
            assertSame(r);
        }
    }

    private static void assertBytes(byte[] expected, byte[] actual, String path, String what) {
        if (Arrays.equals(expected, actual)) return;
        int i = Arrays.mismatch(expected, actual);
        assertArrayEquals(expected, actual, path + " differs from A (hand-made) for " + what + " at byte " + i
                + ": A " + around(expected, i) + ", " + path + " " + around(actual, i));
    }

    private static String around(byte[] json, int i) {
        int from = Math.max(0, i - 60), to = Math.min(json.length, i + 60);
        return "..." + new String(json, from, to - from, StandardCharsets.UTF_8) + "...";
    }
}
