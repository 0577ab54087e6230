package dev.hakem.api.i18n;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;

/**
 * Coverage-guided fuzzing of the Accept-Language reader ({@code ./mvnw verify -Pfuzz}; every build
 * replays {@code AcceptLanguageFuzzTestInputs}). An input is a header's value, read as ISO-8859-1 as
 * HTTP gives it. The contract:
 * <ul>
 *   <li>every header chooses English or Turkish, and never throws;</li>
 *   <li>only the first {@value AcceptLanguage#MAX_LENGTH} characters count: what follows a longer
 *       header changes nothing;</li>
 *   <li>a header written as RFC 9110 writes it, within the bounds, chooses what the JDK's RFC 4647
 *       lookup ({@code Locale.lookupTag}) chooses over "en" and "tr".</li>
 * </ul>
 */
@Tag("jazzer")
class AcceptLanguageFuzzTest {

    private static final String RANGE = "(\\*|[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*)(;q=(0(\\.[0-9]{0,3})?|1(\\.0{0,3})?))?";
    /** Ranges and weights as RFC 9110 writes them, with spaces around the commas: the JDK's parser takes no tabs there. */
    private static final Pattern PLAIN = Pattern.compile(RANGE + "( *, *" + RANGE + ")*");

    @FuzzTest
    void header(byte[] input) {
        String header = new String(input, StandardCharsets.ISO_8859_1);
        Lang chosen = AcceptLanguage.choose(header);
        assertNotNull(chosen);
        assertEquals(chosen, Lang.of(header), header);
        if (header.length() > AcceptLanguage.MAX_LENGTH)
            assertEquals(chosen, AcceptLanguage.choose(header + ",tr;q=1,en;q=0"), "what follows the first characters counted");
        if (header.length() <= AcceptLanguage.MAX_LENGTH && PLAIN.matcher(header).matches()
                && header.split(",").length <= AcceptLanguage.MAX_RANGES)
            assertEquals(jdk(header), chosen, header);
    }

    private static Lang jdk(String header) {
        String tag = Locale.lookupTag(Locale.LanguageRange.parse(header), List.of("en", "tr"));
        return "tr".equals(tag) ? Lang.TR : Lang.EN;
    }
}
