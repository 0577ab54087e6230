package dev.hakem.api;

import dev.hakem.api.i18n.Lang;
import dev.hakem.api.i18n.Messages;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The English and Turkish bundles say the same things: the same keys, each filled, with the same arguments. */
class MessageBundlesTest {

    private static final Pattern PLACEHOLDER = Pattern.compile("\\{(\\d{1,2})}");

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
                "rule.seventyfive_moves", "rule.timeout", "rule.timeout_insufficient_material", "spoken.move",
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
        assertEquals("Şah mat — Beyaz kazandı", Messages.text(Lang.TR, "summary.checkmate", dev.hakem.chess.Color.WHITE));
        assertEquals("Checkmate — Black wins", Messages.text(Lang.EN, "summary.checkmate", dev.hakem.chess.Phrase.of("side.black")));
        assertEquals("e8'de vezire terfi", Messages.text(Lang.TR, "spoken.promotion", "e8'de", "vezire"));
        assertEquals("the parameter 'depth' must be between 0 and 6; got 9",
                Messages.text(Lang.EN, "detail.parameter_range", "depth", 0, 6, 9));
        // Braces that are not an argument number stay as written.
        assertTrue(Messages.text(Lang.EN, "detail.offers_array").contains("{\"ply\": n"));
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
