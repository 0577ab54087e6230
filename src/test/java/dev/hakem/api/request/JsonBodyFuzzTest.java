package dev.hakem.api.request;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.hakem.Fuzz;
import dev.hakem.api.i18n.Lang;
import org.junit.jupiter.api.Tag;

/**
 * Coverage-guided fuzzing of the JSON request bodies of POST /v1/move, /v1/game, /v1/draw-offer and
 * /v1/winnability ({@code ./mvnw verify -Pfuzz}; every build replays {@code JsonBodyFuzzTestInputs}).
 * An input is the endpoint's path on its first line and the body after it (a first line that names
 * no endpoint chooses one by its length). Every body, through the parser's bounds, the reader, the
 * use case and the mapper, gets a report of the operation's schema or a 4xx problem it declares
 * ({@link UseCaseRuns}), in both languages; nothing else escapes.
 */
@Tag("jazzer")
class JsonBodyFuzzTest {

    @FuzzTest
    void body(byte[] input) {
        Fuzz.Selected in = Fuzz.Selected.of(input);
        String path = UseCaseRuns.PATHS.contains(in.line()) ? in.line()
                : UseCaseRuns.PATHS.get(in.line().length() % UseCaseRuns.PATHS.size());
        byte[] body = in.rest();
        UseCaseRuns.Answer english = UseCaseRuns.post(path, body, Lang.EN);
        UseCaseRuns.Answer turkish = UseCaseRuns.post(path, body, Lang.TR);
        if (english.status() != turkish.status())
            throw new AssertionError("the language changed the status: " + english.json() + " / " + turkish.json());
    }
}
