package dev.hakem.api.i18n;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Accept-Language is read as the JDK's RFC 4647 lookup reads it over the service's two tags, but only
 * its first 256 characters and 16 ranges, by a matcher whose cost does not grow with the header.
 */
class AcceptLanguageTest {

    private static Lang jdk(String header) {
        try {
            String tag = Locale.lookupTag(Locale.LanguageRange.parse(header), List.of("en", "tr"));
            return "tr".equals(tag) ? Lang.TR : Lang.EN;
        } catch (IllegalArgumentException e) {
            return Lang.EN;
        }
    }

    @Test
    void theLanguageIsTheOneTheJdksLookupChooses() {
        String[] tags = {"en", "tr", "tr-TR", "en-US", "fr", "de-DE", "*", "TR", "En-gb", "zh-Hant-TW", "tr-x-abc", "az",
                "trk", "en-001", "tr-Latn-TR"};
        String[] weights = {"", "", ";q=0", ";q=0.5", ";q=1", ";q=0.9", ";q=0.001", ";q=1.0", ";q=0.25", ";q=0.500"};
        Random random = new Random(14);
        for (int n = 0; n < 20_000; n++) {
            List<String> ranges = new ArrayList<>();
            for (int i = random.nextInt(8); i >= 0; i--)
                ranges.add(tags[random.nextInt(tags.length)] + weights[random.nextInt(weights.length)]);
            String header = String.join(random.nextBoolean() ? "," : ", ", ranges);
            assertEquals(jdk(header), AcceptLanguage.choose(header), header);
        }
    }

    @Test
    void aRangeThatCannotBeReadIsLeftOut() {
        for (String header : new String[] {"tr;q=2", "tr;q=abc", "t_r", "tr;q=", "toolongsubtag", "tr-", "-tr", "tr;q=0.1234"})
            assertEquals(Lang.EN, AcceptLanguage.choose(header), header);
        assertEquals(Lang.TR, AcceptLanguage.choose("tr, en;q=0.1234"));
        assertEquals(Lang.TR, AcceptLanguage.choose("tr;q=0.5, 12, en;q=x"));
        assertEquals(Lang.TR, AcceptLanguage.choose("tr,,en;q=0.5"));
        assertEquals(Lang.EN, AcceptLanguage.choose(""));
        assertEquals(Lang.TR, AcceptLanguage.choose("en-GB;q=0, en, tr;q=0.5"));
    }

    @Test
    void onlyTheFirst256CharactersAnd16RangesOfAcceptLanguageAreRead() {
        String fifteen = "fr,".repeat(15);
        assertEquals(Lang.TR, AcceptLanguage.choose(fifteen + "tr"));
        assertEquals(Lang.EN, AcceptLanguage.choose(fifteen + "de,tr"));
        String padding = "fr-" + "abcdefgh-".repeat(24) + "x"; // one range of 220 characters
        assertEquals(Lang.TR, AcceptLanguage.choose(padding + ",tr"));
        // The range the cap cuts is left out with the rest, even when it would be Turkish.
        String cut = padding + ",de-" + "x".repeat(30) + ",tr";
        assertEquals(Lang.EN, AcceptLanguage.choose(cut));
        assertEquals(Lang.EN, AcceptLanguage.choose("fr-abcdefgh".repeat(90) + ",tr"));
        assertEquals(Lang.TR, Lang.of("tr;q=0.9, " + "fr;q=0.1,".repeat(100)));
    }
}
