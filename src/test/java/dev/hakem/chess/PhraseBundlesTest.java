package dev.hakem.chess;

import dev.hakem.chess.board.Board;
import dev.hakem.chess.board.CastlingRights;
import dev.hakem.chess.board.Color;
import dev.hakem.chess.board.Role;
import dev.hakem.chess.board.Square;
import dev.hakem.chess.notation.MoveError;
import dev.hakem.chess.notation.MoveInfo;
import dev.hakem.chess.notation.Notation;
import dev.hakem.chess.notation.San;
import dev.hakem.chess.notation.Uci;
import dev.hakem.chess.text.Phrase;
import dev.hakem.chess.text.Wording;

import dev.hakem.chess.pgn.PgnError;
import dev.hakem.chess.pgn.PgnReader;
import dev.hakem.verdict.DrawOffers;
import dev.hakem.verdict.RuleSet;
import dev.hakem.verdict.Game;
import dev.hakem.verdict.InvalidArgumentException;
import dev.hakem.verdict.TimeControl;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * The message bundles messages/rules_en.properties and rules_tr.properties against the messages
 * the rules core produces: the same keys and arguments in both languages; every key the code names
 * is in them; a few renderings exactly as the bundles read; and for every problem the core reports
 * on a broad set of inputs (every string of the rule tests, the conformance positions, random
 * corruptions of them, random move texts), both templates of the phrase's key use exactly the
 * arguments it carries. Every key of the bundles must be said by some input, so none is dead or
 * untested.
 */
class PhraseBundlesTest {

    private static final Wording EN = Wording.of("en", List.of(Wording.RULES));
    private static final Wording TR = Wording.of("tr", List.of(Wording.RULES));
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{(\\d+)}");
    private static final Path MAIN = Path.of("src/main/java/dev/hakem");
    private static final Path CHESS_TESTS = Path.of("src/test/java/dev/hakem/chess");
    private static final Pattern STRING_LITERAL = Pattern.compile("\"((?:[^\"\\\\\\n]|\\\\.)*)\"");

    /** The keys said so far by one test, and a check of each phrase against its English text. */
    private static final class Heard {
        final Set<String> keys = new TreeSet<>();
        int count;

        /**
         * Checks that both bundles word the phrase with exactly the arguments it carries;
         * {@code where} says for which input, when it fails.
         */
        void check(Phrase phrase, Supplier<String> where) {
            count++;
            keys.add(phrase.key());
            for (Object arg : phrase.args())
                if (!(arg instanceof String || arg instanceof Integer || arg instanceof Role || arg instanceof Color))
                    fail(phrase + ": an argument is a String, Integer, Role or Color, not " + arg.getClass());
            Set<Integer> given = new TreeSet<>();
            for (int i = 0; i < phrase.args().size(); i++) given.add(i);
            for (Wording w : List.of(EN, TR)) {
                if (!w.has(phrase.key())) fail(w.language() + " has no key " + phrase.key() + " for " + where.get());
                Set<Integer> used = placeholders(w.templates().get(phrase.key()));
                if (!used.equals(given))
                    assertEquals(given, used, w.language() + " " + phrase + " for " + where.get());
            }
        }

        /** Every key of the bundles under the prefix was said. */
        void coversEvery(String prefix) {
            Set<String> unsaid = new TreeSet<>();
            for (String key : EN.templates().keySet()) if (key.startsWith(prefix) && !keys.contains(key)) unsaid.add(key);
            assertEquals(Set.of(), unsaid, "keys no input produced");
        }
    }

    // ------------------------------------------------------------------ the bundles themselves

    @Test
    void bothBundlesHaveTheSameKeysNoEmptyValueAndTheSameArgumentsPerKey() throws IOException {
        assertEquals(List.of(), duplicateKeys("en"), "keys given twice in English");
        assertEquals(List.of(), duplicateKeys("tr"), "keys given twice in Turkish");
        assertEquals(new TreeSet<>(EN.templates().keySet()), new TreeSet<>(TR.templates().keySet()));
        for (Map.Entry<String, String> e : EN.templates().entrySet()) {
            String key = e.getKey(), en = e.getValue(), tr = TR.templates().get(key);
            assertFalse(en.isBlank(), key);
            assertFalse(tr.isBlank(), key);
            assertEquals(placeholders(en), placeholders(tr), key);
            assertNotEquals(en, tr, key + " is not translated");
            assertTrue(key.matches("(fen|move|pgn|clock|offer|role|color|win|flag|end)\\.[a-z0-9_.]+"), key);
        }
        for (Role r : Role.values()) assertTrue(EN.has("role." + r.label()) && TR.has("role." + r.label()), r.label());
        for (Color c : Color.values()) assertTrue(EN.has("color." + c.label()) && TR.has("color." + c.label()), c.label());
    }

    @Test
    void theTurkishBundleUsesTheChessWords() {
        assertEquals(List.of("piyon", "at", "fil", "kale", "vezir", "şah"),
                Stream.of("pawn", "knight", "bishop", "rook", "queen", "king").map(r -> TR.templates().get("role." + r)).toList());
        assertEquals(List.of("Beyaz", "Siyah"), List.of(TR.templates().get("color.white"), TR.templates().get("color.black")));
        assertTrue(TR.templates().get("move.no_legal_moves.checkmated").contains("mat"));
        assertTrue(TR.templates().get("move.no_legal_moves.stalemated").contains("pat"));
        assertTrue(TR.templates().get("move.castling_blocked").contains("şah ile kale"));
    }

    @Test
    void renderingIsOnePassSoAnArgumentIsNeverReadAsATemplate() {
        // A rank written '{2}' must come back as written, not be replaced by the third argument.
        Phrase p = Phrase.of("fen.rank_length", 3, "{2}", 7);
        assertEquals("rank 3 ('{2}') describes 7 squares; each rank has 8", EN.word(p));
    }

    @Test
    void theCoreSaysItsMessagesInEnglishAsTheBundlesWordThem() {
        FenResult r = Fen.read("rnbqkbnr/pppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        FenProblem rank = ((FenResult.Invalid) r).errors().get(0);
        assertEquals(Phrase.of("fen.rank_length", 7, "pppp", 4), rank.phrase());
        assertEquals("rank 7 ('pppp') describes 4 squares; each rank has 8", rank.message());
        assertEquals("7. yatay ('pppp') 4 kare tanımlıyor; her yatayda 8 kare vardır", TR.word(rank.phrase()));

        MoveError notYours = assertThrows(MoveError.class, () -> Uci.parse(Position.start(), "e7e5"));
        assertEquals("the pawn on e7 is black's, and it is white's turn", notYours.getMessage());
        assertEquals("e7 karesindeki piyon Siyah tarafına ait, hamle sırası ise Beyaz tarafında", TR.word(notYours.phrase()));

        PgnError pgn = assertThrows(PgnError.class, () -> PgnReader.read("1. e4 Zz9 *", 10));
        assertEquals("'Zz9' is neither a move, a move number nor a result", pgn.getMessage());

        InvalidArgumentException clock = assertThrows(InvalidArgumentException.class, () -> TimeControl.parse("5+"));
        assertEquals("a time control is written minutes+seconds, such as '5+3' (or '5|3', '5 3'); got '5+'",
                clock.getMessage());

        // A phrase as an argument is worded in the same language.
        Phrase flag = Phrase.of("flag.no.white", Phrase.of("win.bare_king"));
        assertEquals("White cannot checkmate by any series of legal moves: only a bare king: a king can never give check",
                EN.word(flag));
        assertEquals("Beyaz hiçbir kurallara uygun hamle dizisiyle mat edemez: yalnız bir şah: şah hiçbir zaman şah çekemez",
                TR.word(flag));
        assertEquals(EN.word(flag), Wording.english(flag));
    }

    // ------------------------------------------------------------------ FEN

    @Test
    void everyFenProblemFitsItsTemplates() throws IOException {
        Heard heard = new Heard();
        Consumer<String> read = fen -> {
            FenResult r = Fen.read(fen);
            List<FenProblem> problems = new ArrayList<>(r.warnings());
            if (r instanceof FenResult.Invalid inv) problems.addAll(inv.errors());
            for (FenProblem p : problems) heard.check(p.phrase(), () -> fen);
        };
        read.accept(null);
        List<String> fens = new ArrayList<>(testStrings());
        fens.addAll(corpusFens(1));
        // What the tests build in code rather than write: a long text, the colours swapped.
        fens.add(Fen.STANDARD + " ".repeat(10) + "0".repeat(Fen.MAX_LENGTH));
        fens.add("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 100000");
        for (String fen : List.copyOf(fens)) fens.add(swapColours(fen));
        fens.forEach(read);
        Random random = new Random(20261130);
        for (int i = 0; i < 10_000; i++) read.accept(corrupt(fens.get(random.nextInt(fens.size())), random));
        // What only a Setup built in code can say: bounds and bits no FEN text reaches.
        for (Setup s : List.of(
                new Setup(Board.STANDARD, Color.WHITE, CastlingRights.ALL, -1, -1, 1),
                new Setup(Board.STANDARD, Color.WHITE, CastlingRights.ALL, -1, 0, 0),
                new Setup(Board.STANDARD, Color.WHITE, CastlingRights.ALL | 16, -1, 0, 1),
                new Setup(Board.STANDARD, Color.WHITE, CastlingRights.ALL, sq("e3"), 0, 1),
                // Castling rights without their king or rook: a FEN's are dropped with a warning instead.
                new Setup(Fen.position("r3k3/8/8/8/8/8/8/R4K1R w - - 0 1").board(), Color.WHITE, CastlingRights.ALL, -1, 0, 1))) {
            try {
                Position.of(s);
                fail("expected " + s + " to be refused");
            } catch (PositionError.Invalid e) {
                for (FenProblem p : e.problems()) heard.check(p.phrase(), s::toString);
            }
        }
        // Chess960: what its castling fields (X-FEN and Shredder-FEN) and its setups can say.
        for (String fen : List.of("4k3/8/8/8/8/8/8/R3K2R w KX - 0 1", "4k3/8/8/8/8/8/8/R1R1K2R w AC - 0 1",
                "4k3/8/8/8/8/8/8/R3K2R w E - 0 1", "4k3/8/8/8/8/8/4K3/R6R w K - 0 1", "4k3/8/8/8/8/8/8/4K3 w K - 0 1",
                "4k3/8/8/8/8/8/8/4K3 w H - 0 1", "4k3/8/8/8/8/8/8/K1R5 w K - 0 1", "4k3/8/8/8/8/8/8/R3K2R w AH - 0 1")) {
            FenResult r = Fen.read(fen, Variant.CHESS960);
            List<FenProblem> problems = new ArrayList<>(r.warnings());
            if (r instanceof FenResult.Invalid inv) problems.addAll(inv.errors());
            for (FenProblem p : problems) heard.check(p.phrase(), () -> fen);
        }
        Board kingOnE2 = Fen.position("4k3/8/8/8/8/8/4K3/R6R w - - 0 1").board();
        for (Setup s : List.of(
                new Setup(Board.STANDARD, Color.WHITE, CastlingRights.WHITE_KING_SIDE, -1, 0, 1, Variant.CHESS960,
                        Setup.rookFiles(1, 0, 7, 0)),
                new Setup(kingOnE2, Color.WHITE, CastlingRights.WHITE_KING_SIDE, -1, 0, 1, Variant.CHESS960,
                        Setup.rookFiles(7, 0, 7, 0)))) {
            PositionError.Invalid e = assertThrows(PositionError.Invalid.class, () -> Position.of(s));
            for (FenProblem p : e.problems()) heard.check(p.phrase(), s::toString);
        }
        assertTrue(heard.count > 5_000, "problems checked: " + heard.count);
        heard.coversEvery("fen.");
    }

    // ------------------------------------------------------------------ moves

    @Test
    void everyRefusedOrForgivenMoveFitsItsTemplates() throws IOException {
        Heard heard = new Heard();
        // The rule tests' own cases: each position with the move texts written near it.
        List<Position> positions = new ArrayList<>();
        List<String> texts = new ArrayList<>();
        for (List<String> literals : testStringsBySource()) {
            for (int i = 0; i < literals.size(); i++) {
                if (!(Fen.read(literals.get(i)) instanceof FenResult.Valid v)) continue;
                positions.add(v.position());
                for (int j = Math.max(0, i - 3); j < Math.min(literals.size(), i + 13); j++) {
                    String text = literals.get(j);
                    if (text.length() > 20) continue;
                    texts.add(text);
                    refuse(heard, v.position(), text);
                }
            }
        }
        // Then random texts, and texts one step from a legal move, in those and in conformance positions.
        for (String fen : corpusFens(200)) positions.add(Fen.position(fen));
        Random random = new Random(7);
        for (Position p : positions) {
            List<String> near = nearMisses(p);
            for (int i = 0; i < 12; i++) refuse(heard, p, texts.get(random.nextInt(texts.size())));
            for (int i = 0; i < Math.min(12, near.size()); i++) refuse(heard, p, near.get(random.nextInt(near.size())));
            for (int i = 0; i < 6; i++) refuse(heard, p, randomSan(random));
            for (int i = 0; i < 6; i++) refuse(heard, p, randomUci(random));
        }
        // Every from-to pair in a few positions: each reason a refused UCI move can have.
        for (int k = 0; k < positions.size(); k += Math.max(1, positions.size() / 8)) {
            Position p = positions.get(k);
            for (int from = 0; from < 64; from++) {
                for (int to = 0; to < 64; to++) {
                    String uci = Square.name(from) + Square.name(to);
                    try {
                        Uci.parse(p, uci);
                    } catch (MoveError e) {
                        heard.check(e.phrase(), () -> "'" + uci + "' in " + Fen.write(p));
                    }
                }
            }
        }
        try {
            Notation.parse(Position.start(), null, true);
            fail("null is no move");
        } catch (MoveError e) {
            heard.check(e.phrase(), () -> "null");
        }
        assertTrue(heard.count > 10_000, "refusals checked: " + heard.count);
        heard.coversEvery("move.");
    }

    /** Reads the text every way; checks each refusal, and each thing the lenient readers forgave. */
    private static void refuse(Heard heard, Position p, String text) {
        for (int mode = 0; mode < 5; mode++) {
            try {
                switch (mode) {
                    case 0 -> San.parse(p, text, false);
                    case 1 -> {
                        San.Parsed parsed = San.parse(p, text, true);
                        parsed.forgiven().forEach(f -> heard.check(f, () -> text));
                    }
                    case 2 -> Uci.parse(p, text);
                    case 3 -> {
                        Notation.Parsed parsed = Notation.parse(p, text, true);
                        parsed.forgiven().forEach(f -> heard.check(f, () -> text));
                    }
                    default -> Notation.parse(p, text, false);
                }
            } catch (MoveError e) {
                heard.check(e.phrase(), () -> "'" + text + "' in " + Fen.write(p));
            }
        }
    }

    /** Texts one step from a legal move: check marks, capture marks, disambiguation, promotion forms. */
    private static List<String> nearMisses(Position p) {
        List<String> out = new ArrayList<>();
        for (Move m : p.legalMoves()) {
            String san = San.of(p, m), body = san.replaceAll("[+#]$", "");
            out.add(body);
            out.add(body + "+");
            out.add(body + "#");
            out.add(body + "!?");
            out.add(body + " e.p.");
            out.add(body + "e.p.");
            out.add(body.replace("x", ""));
            out.add(body.replace("=", "").toLowerCase(java.util.Locale.ROOT));
            if (!body.contains("x") && body.length() >= 2)
                out.add(body.substring(0, body.length() - 2) + "x" + body.substring(body.length() - 2));
            if (Character.isUpperCase(body.charAt(0)) && !body.startsWith("O"))
                out.add(body.charAt(0) + Square.name(m.from()) + body.substring(1));
            out.add(Uci.of(m) + "q");
            // As tools and word processors write it: long algebraic, typographic dashes, UCI with a
            // check mark, white space around the move.
            boolean capture = body.contains("x");
            String letter = Character.isUpperCase(body.charAt(0)) && !body.startsWith("O") ? body.substring(0, 1) : "";
            if (!body.startsWith("O"))
                out.add(letter + Square.name(m.from()) + (capture ? "x" : "-") + Square.name(m.to()));
            else
                out.add(body.replace('-', '\u2013'));
            out.add(Uci.of(m) + "+");
            out.add(" " + body + "\n");
        }
        return out;
    }

    private static String randomSan(Random r) {
        String[] castles = {"O-O", "O-O-O", "0-0", "0-0-0", "o-o", "O-O+", "O-O-O#"};
        if (r.nextInt(8) == 0) return castles[r.nextInt(castles.length)];
        StringBuilder sb = new StringBuilder();
        String letters = "KQRBNP";
        if (r.nextInt(3) > 0) sb.append(letters.charAt(r.nextInt(letters.length())));
        if (r.nextInt(4) == 0) sb.append((char) ('a' + r.nextInt(8)));
        if (r.nextInt(6) == 0) sb.append((char) ('1' + r.nextInt(8)));
        if (r.nextInt(4) == 0) sb.append(r.nextBoolean() ? "x" : ":");
        sb.append(Square.name(r.nextInt(64)));
        if (r.nextInt(6) == 0) sb.append(new String[] {"=Q", "Q", "=n", "=K"}[r.nextInt(4)]);
        if (r.nextInt(5) == 0) sb.append(r.nextBoolean() ? "+" : "#");
        if (r.nextInt(10) == 0) sb.append(" e.p.");
        if (r.nextInt(10) == 0) sb.append("!?");
        return sb.toString();
    }

    private static String randomUci(Random r) {
        String s = Square.name(r.nextInt(64)) + Square.name(r.nextInt(64));
        return r.nextInt(8) == 0 ? s + "qrbnkQx".charAt(r.nextInt(7)) : s;
    }

    // ------------------------------------------------------------------ PGN

    @Test
    void everyPgnErrorFitsItsTemplates() throws IOException {
        Heard heard = new Heard();
        String real;
        try (InputStream in = PhraseBundlesTest.class.getResourceAsStream("/pgn/Philidor.pgn")) {
            real = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        List<String> texts = new ArrayList<>(List.of(real, "", " \n", "1. e4 *\n[Event \"x\"]\n1. d4 *", "1. e4 ) *",
                "1. e4 $ *", "1. e4 Zz9 *", "1. e4 \u0001 *", "1. e4 & *", "[", "[Event", "[ \"x\"]", "[Event x]",
                "[Event \"x", "[Event \"x\"", "[Event \"x\" x]", "1. e4 (1. d4", "1. e4 {open", "1. e4 e5 Nf3 Nc6 *",
                "1. e4\u00A0e5 \u00BD-\u00BD", "1. e4 1\u20130"));
        texts.addAll(testStrings());
        Random random = new Random(11);
        for (int i = 0; i < 3_000; i++) texts.add(corrupt(real.substring(0, 400 + random.nextInt(400)), random));
        for (String text : texts) {
            try {
                PgnReader.read(text, 3).warnings().forEach(w -> heard.check(w, () -> text));
            } catch (PgnError e) {
                heard.check(e.phrase(), () -> text);
            }
        }
        for (String text : new String[] {null, "x".repeat(PgnReader.MAX_CHARS + 1)}) {
            try {
                PgnReader.readAll(text);
                fail("expected a refusal");
            } catch (PgnError e) {
                heard.check(e.phrase(), () -> text == null ? "null" : "a long text");
            }
        }
        heard.coversEvery("pgn.");
    }

    // ------------------------------------------------------------------ time controls and draw offers

    @Test
    void everyTimeControlAndDrawOfferMessageFitsItsTemplates() throws MoveError {
        Heard heard = new Heard();
        for (String text : List.of("5", "5+", "+3", "five+three", "5+3+1", "1441+0", "1440+3601", "0+0", "0|0",
                "a rather long text that is certainly not a time control at all", "123456+1", "{1}+x")) {
            try {
                TimeControl.parse(text);
                fail(text + " should be refused");
            } catch (InvalidArgumentException e) {
                heard.check(e.phrase(), () -> text);
            }
        }
        for (int[] bi : new int[][] {{-1, 0}, {86_401, 0}, {0, -1}, {0, 3_601}, {0, 0}}) {
            try {
                TimeControl.classify(bi[0], bi[1]);
                fail(bi[0] + "+" + bi[1] + " should be refused");
            } catch (InvalidArgumentException e) {
                heard.check(e.phrase(), () -> bi[0] + "+" + bi[1]);
            }
        }
        for (String control : List.of("1+0", "3+2", "10+0", "10+5", "15+10", "59+0", "60+0", "90+30", "0+1")) {
            TimeControl t = TimeControl.parse(control);
            heard.check(t.rule(), () -> control);
        }
        // Every answer to "may the side to move offer a draw", with and without the opponent's offer standing.
        Game shuffle = play("Nf3 Nf6 Ng1 Ng8 Nf3"), opening = play("e4 e5");
        List<DrawOffers.Answer> answers = List.of(
                DrawOffers.judge(opening, List.of()),
                DrawOffers.judge(play("e4"), List.of(new DrawOffers.Offer(0, Color.WHITE))),
                DrawOffers.judge(opening, List.of(new DrawOffers.Offer(2, Color.WHITE))),
                DrawOffers.judge(opening, List.of(new DrawOffers.Offer(1, Color.BLACK), new DrawOffers.Offer(2, Color.WHITE))),
                DrawOffers.judge(shuffle, List.of(new DrawOffers.Offer(1, Color.BLACK))),
                DrawOffers.judge(shuffle, List.of(new DrawOffers.Offer(1, Color.BLACK), new DrawOffers.Offer(4, Color.WHITE))),
                DrawOffers.judge(play("e4"), List.of()),
                DrawOffers.judge(play("e4"), List.of(new DrawOffers.Offer(0, Color.WHITE)), RuleSet.ONLINE),
                DrawOffers.judge(play("e4"), List.of(new DrawOffers.Offer(0, Color.WHITE, false))));
        for (DrawOffers.Answer a : answers) {
            heard.check(a.reason(), a::toString);
            for (Phrase note : a.notes()) heard.check(note, a::toString);
        }
        Game game = play("Nf3 Nf6 Ng1 Ng8 e4");
        List<List<DrawOffers.Offer>> refused = List.of(
                List.of(new DrawOffers.Offer(0, null)),
                List.of(new DrawOffers.Offer(9, Color.BLACK)),
                List.of(new DrawOffers.Offer(-1, Color.WHITE)),
                List.of(new DrawOffers.Offer(0, Color.WHITE), new DrawOffers.Offer(1, Color.WHITE)),
                List.of(new DrawOffers.Offer(4, Color.WHITE), new DrawOffers.Offer(0, Color.WHITE)));
        for (List<DrawOffers.Offer> offers : refused) {
            try {
                DrawOffers.judge(game, offers);
                fail(offers + " should be refused");
            } catch (DrawOffers.InvalidOffer e) {
                heard.check(e.phrase(), offers::toString);
            }
        }
        heard.coversEvery("clock.");
        heard.coversEvery("offer.");
    }

    private static Game play(String sans) throws MoveError {
        Game g = Game.of(Position.start());
        for (String san : sans.split(" ")) g = g.play(MoveInfo.of(g.last(), San.parse(g.last(), san)));
        return g;
    }

    // ------------------------------------------------------------------ the keys the code names

    private static final Pattern KEY_LITERAL =
            Pattern.compile("\"((?:fen|move|pgn|clock|offer|role|color|win|flag|end)\\.[a-z0-9_.]*)\"(\\s*\\+)?");
    private static final Pattern SYNTAX_CALL = Pattern.compile("MoveError\\.syntax\\([^;]*?, \"([a-z0-9_]+)\"\\)");
    private static final Pattern BY_SIDE_CALL = Pattern.compile("bySide\\(\"([a-z0-9_.]+)\"");

    /** The keys built at run time from a prefix, each with every value the code can append. */
    private static Map<String, List<String>> dynamicFamilies() {
        List<String> sides = Stream.of(Color.values()).map(c -> "." + c.label()).toList();
        Map<String, List<String>> out = new TreeMap<>();
        out.put("fen.", List.of("halfmove_clock.not_a_number", "halfmove_clock.range", "fullmove_number.not_a_number",
                "fullmove_number.range"));
        out.put("role.", Stream.of(Role.values()).map(Role::label).toList());
        out.put("color.", Stream.of(Color.values()).map(Color::label).toList());
        out.put("clock.rule.", Stream.of(TimeControl.Category.values()).map(TimeControl.Category::label).toList());
        for (String family : List.of("flag.online_no", "flag.online_yes", "flag.no", "flag.yes", "flag.unknown",
                "win.over_mated", "win.exhausted", "win.wall_unreachable", "win.wall_flight", "win.wall_blockers",
                "win.saturation", "win.searched", "win.forced_cycle", "win.forced_end", "win.check_chains"))
            out.put(family + ".", sides.stream().map(side -> side.substring(1)).toList());
        // Its suffixes are the literals of the calls of MoveError.syntax, collected with the named keys.
        out.put("move.move_syntax.", List.of());
        return out;
    }

    @Test
    void everyKeyTheCoreNamesIsInBothBundles() throws IOException {
        Set<String> named = new TreeSet<>(), prefixes = new TreeSet<>(), bySide = new TreeSet<>();
        List<Path> sources;
        try (Stream<Path> files = Stream.concat(Files.walk(MAIN.resolve("chess")), Files.walk(MAIN.resolve("verdict")))) {
            sources = files.filter(f -> f.toString().endsWith(".java")).sorted().toList();
        }
        assertTrue(sources.size() > 20, "sources under " + MAIN.toAbsolutePath());
        for (Path source : sources) {
            String text = Files.readString(source);
            for (Matcher m = BY_SIDE_CALL.matcher(text); m.find(); ) bySide.add(m.group(1));
            for (Matcher m = SYNTAX_CALL.matcher(text); m.find(); ) named.add("move.move_syntax." + m.group(1));
            for (Matcher m = KEY_LITERAL.matcher(text); m.find(); )
                (m.group(2) != null || m.group(1).endsWith(".") ? prefixes : named).add(m.group(1));
        }
        named.removeAll(bySide);
        for (String key : bySide) for (Color c : Color.values()) named.add(key + "." + c.label());
        Map<String, List<String>> families = dynamicFamilies();
        assertEquals(families.keySet(), prefixes, "keys built from a prefix: list the values each can take");
        for (Map.Entry<String, List<String>> f : families.entrySet())
            for (String rest : f.getValue()) named.add(f.getKey() + rest);
        assertTrue(named.size() > 150, named.size() + " keys named");
        Set<String> missing = new TreeSet<>();
        for (String key : named) if (!EN.has(key) || !TR.has(key)) missing.add(key);
        assertEquals(Set.of(), missing, "keys the code names that a bundle lacks");
        // No input below produces the winnability reasons and flag-fall bases (they need an analysis), so
        // coversEvery cannot find a dead one of them: the scan has to name each.
        Set<String> unnamed = new TreeSet<>();
        for (String key : EN.templates().keySet())
            if ((key.startsWith("win.") || key.startsWith("flag.") || key.startsWith("end.")) && !named.contains(key)) unnamed.add(key);
        assertEquals(Set.of(), unnamed, "win.*, flag.* and end.* keys of the bundles that no code names");
        // The other way round, a key no code says, is what the tests of the inputs below find (coversEvery).
    }

    /** The argument indexes a template uses. */
    private static Set<Integer> placeholders(String template) {
        Set<Integer> out = new TreeSet<>();
        for (Matcher m = PLACEHOLDER.matcher(template); m.find(); ) out.add(Integer.parseInt(m.group(1)));
        return out;
    }

    /** Keys given more than once in a bundle (Properties keeps the last silently). */
    private static List<String> duplicateKeys(String language) throws IOException {
        String resource = "/messages/rules_" + language + ".properties";
        String text;
        try (InputStream in = PhraseBundlesTest.class.getResourceAsStream(resource)) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        Set<String> seen = new TreeSet<>();
        List<String> twice = new ArrayList<>();
        for (String line : text.split("\n")) {
            String l = line.strip();
            if (l.isEmpty() || l.startsWith("#") || l.startsWith("!") || l.indexOf('=') < 0) continue;
            String key = l.substring(0, l.indexOf('=')).strip();
            if (!seen.add(key)) twice.add(key);
        }
        return twice;
    }

    // ------------------------------------------------------------------ inputs

    /** Every string literal of the rule tests (FENs, moves and everything else), unescaped. */
    private static Set<String> testStrings() throws IOException {
        Set<String> out = new LinkedHashSet<>();
        for (List<String> literals : testStringsBySource()) out.addAll(literals);
        return out;
    }

    /** The string literals of each rule test source, in the order they are written. */
    private static List<List<String>> testStringsBySource() throws IOException {
        List<Path> sources;
        try (Stream<Path> files = Files.walk(CHESS_TESTS)) {
            sources = files.filter(f -> f.toString().endsWith(".java") && !f.endsWith("PhraseBundlesTest.java")).sorted().toList();
        }
        assertTrue(sources.size() > 5, "test sources under " + CHESS_TESTS.toAbsolutePath());
        List<List<String>> out = new ArrayList<>();
        for (Path source : sources) {
            List<String> literals = new ArrayList<>();
            Matcher m = STRING_LITERAL.matcher(Files.readString(source));
            while (m.find()) literals.add(unescape(m.group(1)));
            out.add(literals);
        }
        return out;
    }

    private static String unescape(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c != '\\' || i + 1 == s.length()) {
                sb.append(c);
                continue;
            }
            char n = s.charAt(++i);
            switch (n) {
                case 'n' -> sb.append('\n');
                case 't' -> sb.append('\t');
                case 'r' -> sb.append('\r');
                case 'u' -> {
                    sb.append((char) Integer.parseInt(s.substring(i + 1, i + 5), 16));
                    i += 4;
                }
                default -> sb.append(n);
            }
        }
        return sb.toString();
    }

    /** Every {@code step}-th FEN of the conformance corpus (the first column of the position files). */
    private static List<String> corpusFens(int step) throws IOException {
        List<String> out = new ArrayList<>();
        for (String file : List.of("moves.tsv", "perft.tsv", "status.tsv")) {
            try (InputStream in = PhraseBundlesTest.class.getResourceAsStream("/conformance/" + file)) {
                List<String> lines = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().skip(1).toList();
                for (int i = 0; i < lines.size(); i += step) out.add(lines.get(i).split("\t")[0]);
            }
        }
        return out;
    }

    /** The FEN mirrored with the colours exchanged: what it says of one side is said of the other. */
    private static String swapColours(String fen) {
        String[] f = fen.strip().split(" ");
        if (f.length < 2) return fen;
        List<String> ranks = new ArrayList<>(List.of(f[0].split("/", -1)));
        java.util.Collections.reverse(ranks);
        f[0] = swapCase(String.join("/", ranks));
        f[1] = f[1].equals("w") ? "b" : f[1].equals("b") ? "w" : f[1];
        if (f.length > 2) f[2] = swapCase(f[2]);
        if (f.length > 3) f[3] = f[3].replace('3', '#').replace('6', '3').replace('#', '6');
        return String.join(" ", f);
    }

    private static String swapCase(String s) {
        StringBuilder sb = new StringBuilder();
        for (char c : s.toCharArray()) sb.append(Character.isUpperCase(c) ? Character.toLowerCase(c) : Character.toUpperCase(c));
        return sb.toString();
    }

    private static final String NOISE = "pnbrqkPNBRQKx12345678900/ -_\twbKQkqAHah{}'ce3e6";

    /** A text changed in one to three random places: a character dropped, added or replaced, or cut short. */
    private static String corrupt(String s, Random r) {
        String out = s == null ? "" : s;
        int edits = 1 + r.nextInt(3);
        for (int e = 0; e < edits; e++) {
            int at = out.isEmpty() ? 0 : r.nextInt(out.length());
            char c = NOISE.charAt(r.nextInt(NOISE.length()));
            out = switch (r.nextInt(5)) {
                case 0 -> out.isEmpty() ? out : out.substring(0, at) + out.substring(at + 1);
                case 1 -> out.substring(0, at) + c + out.substring(at);
                case 2 -> out.isEmpty() ? out : out.substring(0, at) + c + out.substring(at + 1);
                case 3 -> out.substring(0, at);
                default -> out + (r.nextBoolean() ? " " : "") + c;
            };
        }
        return out;
    }

    private static int sq(String name) {
        return (name.charAt(0) - 'a') + 8 * (name.charAt(1) - '1');
    }
}
