package dev.hakem.api.i18n;

import dev.hakem.chess.board.Color;
import dev.hakem.chess.text.Phrase;
import dev.hakem.chess.board.Role;
import dev.hakem.chess.text.Wording;
import dev.hakem.verdict.Termination;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The English and Turkish bundles say the same things: the same keys, each filled, with the same
 * arguments; every key the service names is in both; and a few messages read exactly as written.
 */
class MessageBundlesTest {

    private static final Pattern PLACEHOLDER = Pattern.compile("\\{(\\d{1,2})}");
    private static final Path API = Path.of("src/main/java/dev/hakem/api");
    private static final Pattern KEY_LITERAL = Pattern.compile(
            "\"((?:detail|problem|rule|side|spoken|summary|termination|warning|highlight|item|pgn|flag)\\.[a-z0-9_.]*)\"(\\s*\\+)?");
    private static final Pattern HIGHLIGHT_CALL = Pattern.compile("reason\\((?:[^;]*\\? )?\"([a-z_]+)\"(?: : \"([a-z_]+)\")?");

    @Test
    void everyFamilyHasTheSameKeysInBothLanguages() {
        for (String family : Messages.FAMILIES) {
            Map<String, String> en = Messages.load(family, Lang.EN), tr = Messages.load(family, Lang.TR);
            assertEquals(new TreeSet<>(en.keySet()), new TreeSet<>(tr.keySet()), family);
            assertFalse(en.isEmpty(), family);
        }
    }

    @Test
    void noMessageIsEmptyAndBothUseTheSameArguments() {
        for (String family : Messages.FAMILIES) {
            Map<String, String> en = Messages.load(family, Lang.EN), tr = Messages.load(family, Lang.TR);
            for (String key : en.keySet()) {
                assertFalse(en.get(key).isBlank(), family + ": " + key);
                assertFalse(tr.get(key).isBlank(), family + ": " + key);
                assertEquals(placeholders(en.get(key)), placeholders(tr.get(key)), family + ": " + key);
            }
        }
    }

    @Test
    void turkishIsWrittenInTurkish() {
        // Keys whose text is the same in both languages: article numbers and the bare argument.
        Set<String> same = Set.of("rule.checkmate", "rule.stalemate", "rule.dead_position", "rule.fivefold_repetition",
                "rule.seventyfive_moves", "rule.timeout", "rule.timeout_insufficient_material", "rule.resignation",
                "rule.resignation_cannot_mate", "rule.illegal_move", "rule.illegal_move_cannot_mate", "rule.agreement", "spoken.move",
                "detail.as_is");
        int differ = 0, total = 0;
        for (String family : Messages.FAMILIES) {
            Map<String, String> en = Messages.load(family, Lang.EN), tr = Messages.load(family, Lang.TR);
            for (String key : en.keySet()) {
                total++;
                if (same.contains(key)) continue;
                if (!en.get(key).equals(tr.get(key))) differ++;
                else if (!key.startsWith("fen.") && !key.startsWith("move.") && !key.startsWith("pgn."))
                    throw new AssertionError("not translated: " + family + ": " + key);
            }
        }
        assertTrue(differ > total / 2, differ + " of " + total);
    }

    @Test
    void templatesAreFilledLiterallyWithApostrophesKept() {
        assertEquals("Şah mat — Beyaz kazandı", Messages.text(Lang.TR, "summary.checkmate", dev.hakem.chess.board.Color.WHITE));
        assertEquals("Checkmate — Black wins", Messages.text(Lang.EN, "summary.checkmate", dev.hakem.chess.text.Phrase.of("side.black")));
        assertEquals("e8'de vezire terfi", Messages.text(Lang.TR, "spoken.promotion", "e8'de", "vezire"));
        assertEquals("the parameter 'depth' must be between 0 and 6; got 9",
                Messages.text(Lang.EN, "detail.parameter_range", "depth", 0, 6, 9));
        // Braces that are not an argument number stay as written.
        assertTrue(Messages.text(Lang.EN, "detail.offers_array").contains("{\"ply\": n"));
    }

    /** The keys built at run time from a prefix, each with every value the code can append. */
    private static Map<String, List<String>> dynamicFamilies(Set<String> highlights) {
        List<String> terminations = Stream.of(Termination.values()).map(Termination::code).toList();
        List<String> sides = Stream.of(Color.values()).map(Color::label).toList();
        Map<String, List<String>> out = new TreeMap<>();
        out.put("termination.", terminations);
        out.put("rule.", terminations);
        out.put("summary.", terminations);
        out.put("summary.to_move.", sides);
        out.put("summary.in_check.", sides);
        out.put("side.", sides);
        out.put("spoken.piece.", Stream.of(Role.values()).map(Role::label).toList());
        out.put("spoken.taken.", Stream.of(Role.values()).filter(r -> r != Role.KING).map(Role::label).toList());
        out.put("spoken.promoted.", Stream.of(Role.KNIGHT, Role.BISHOP, Role.ROOK, Role.QUEEN).map(Role::label).toList());
        out.put("highlight.", List.copyOf(highlights));
        // Problem codes without a title of their own get the generic one (Problem.title asks first).
        out.put("problem.", List.of());
        return out;
    }

    @Test
    void everyKeyTheServiceNamesIsInBothLanguages() throws IOException {
        Set<String> named = new TreeSet<>(), prefixes = new TreeSet<>(), highlights = new TreeSet<>();
        List<Path> sources;
        try (Stream<Path> files = Files.walk(API)) {
            sources = files.filter(f -> f.toString().endsWith(".java")).sorted().toList();
        }
        assertTrue(sources.size() > 20, "sources under " + API.toAbsolutePath());
        for (Path source : sources) {
            String text = Files.readString(source);
            for (Matcher m = KEY_LITERAL.matcher(text); m.find(); )
                (m.group(2) != null || m.group(1).endsWith(".") ? prefixes : named).add(m.group(1));
            if (text.contains("\"highlight.\" +"))
                for (Matcher m = HIGHLIGHT_CALL.matcher(text); m.find(); ) {
                    highlights.add(m.group(1));
                    if (m.group(2) != null) highlights.add(m.group(2));
                }
        }
        Map<String, List<String>> families = dynamicFamilies(highlights);
        assertEquals(families.keySet(), prefixes, "keys built from a prefix: list the values each can take");
        assertEquals(4, highlights.size(), highlights.toString());
        for (Map.Entry<String, List<String>> f : families.entrySet())
            for (String rest : f.getValue()) named.add(f.getKey() + rest);
        assertTrue(named.size() > 100, named.size() + " keys named");
        Set<String> missing = new TreeSet<>();
        for (String key : named) if (!Messages.has(Lang.EN, key) || !Messages.has(Lang.TR, key)) missing.add(key);
        assertEquals(Set.of(), missing, "keys the service names that a bundle lacks");
    }

    @Test
    void coreMessagesReadAsTheRulesBundleSaysInEitherLanguage() {
        Phrase rank = Phrase.of("fen.rank_length", 1, "rnbqkbnrr", 9);
        assertEquals("rank 1 ('rnbqkbnrr') describes 9 squares; each rank has 8", Messages.text(Lang.EN, rank));
        assertEquals("1. yatay ('rnbqkbnrr') 9 kare tanımlıyor; her yatayda 8 kare vardır", Messages.text(Lang.TR, rank));
        assertEquals(Wording.english(rank), Messages.text(Lang.EN, rank));
        assertEquals("the FEN has a problem: rank 1 ('rnbqkbnrr') describes 9 squares; each rank has 8",
                Messages.text(Lang.EN, "detail.fen_one", rank));
        assertEquals("FEN'de bir sorun var: 1. yatay ('rnbqkbnrr') 9 kare tanımlıyor; her yatayda 8 kare vardır",
                Messages.text(Lang.TR, "detail.fen_one", rank));
    }

    @Test
    void acceptLanguageChoosesTurkishOnlyWhenPreferred() {
        assertEquals(Lang.TR, Lang.of("tr"));
        assertEquals(Lang.TR, Lang.of("tr-TR,tr;q=0.9,en;q=0.8"));
        assertEquals(Lang.EN, Lang.of("en-US,tr;q=0.5"));
        assertEquals(Lang.TR, Lang.of("de, tr;q=0.5"));
        assertEquals(Lang.EN, Lang.of("de"));
        assertEquals(Lang.EN, Lang.of(null));
        assertEquals(Lang.EN, Lang.of(";;q=x"));
        assertEquals(Lang.EN, Lang.of("*"));
    }

    private static Set<String> placeholders(String text) {
        Set<String> out = new TreeSet<>();
        Matcher m = PLACEHOLDER.matcher(text);
        while (m.find()) out.add(m.group(1));
        return out;
    }
}
