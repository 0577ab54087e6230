package dev.hakem.api.json;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.hakem.api.game.MoveReport;
import dev.hakem.api.i18n.Lang;
import dev.hakem.api.position.PositionReport;
import dev.hakem.api.position.PositionReports;
import dev.hakem.api.problem.Problem;
import dev.hakem.chess.Fen;
import dev.hakem.verdict.Game;
import dev.hakem.verdict.RuleSet;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import dev.hakem.contract.ContractChecked;
import org.junit.jupiter.api.extension.ExtendWith;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** The hand-written position report JSON is exactly what the application's Jackson writes for the record. */
@QuarkusTest
@ExtendWith(ContractChecked.class)
class PositionReportWriterTest {

    @Inject
    ObjectMapper mapper;

    @ParameterizedTest
    @ValueSource(strings = {
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
            "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
            "8/8/8/4k3/8/8/2N5/4K3 w - - 120 80",
            "r6k/1P4pp/8/3pP3/8/8/8/4K2R w K d6 0 2",
            "6r1/8/4k3/3pP3/8/7p/7P/7K w - d6 99 60"})
    void sameJsonAsJackson(String fen) throws Exception {
        for (RuleSet rules : RuleSet.values()) for (Lang lang : Lang.values()) {
            PositionReport report = PositionReports.of(Game.of(Fen.position(fen)), rules,
                    List.of(new Problem.Item("castling_order", "castling", "a \"quoted\" \\ message\twith\ncontrols\u0001")),
                    lang);
            String ours = PositionReportWriter.json(report);
            assertEquals(mapper.writeValueAsString(report), ours);
            assertEquals(mapper.readTree(mapper.writeValueAsString(report)), mapper.readTree(ours));
            PositionReport noWarnings = PositionReports.of(Game.of(Fen.position(fen)), rules, List.of(), lang);
            assertEquals(mapper.writeValueAsString(noWarnings), PositionReportWriter.json(noWarnings));
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1", "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O"})
    void sameJsonWithClaimsFromAHistory(String moves) throws Exception {
        Game game = dev.hakem.verdict.Replay.play(dev.hakem.chess.Position.start(), List.of(moves.split(" ")),
                RuleSet.FIDE, false).game();
        for (Lang lang : Lang.values()) {
            PositionReport report = PositionReports.of(game, RuleSet.FIDE, List.of(), lang);
            assertEquals(mapper.writeValueAsString(report), PositionReportWriter.json(report));
        }
    }

    @org.junit.jupiter.api.Test
    void moveReportSameJsonAsJackson() throws Exception {
        String[][] cases = {{"e4 e5", "g1f3"}, {"Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1", "Ng8"}, {"f3 e5 g4", "Qh4#"}};
        for (String[] c : cases) {
            var moves = io.restassured.RestAssured.given().contentType("application/json")
                    .body(java.util.Map.of("moves", c[0], "move", c[1], "lenient", true))
                    .when().post("/v1/move").then().statusCode(200).extract().asString();
            // The served body is the hand-written one; Jackson's rendering of the parsed record must be identical.
            MoveReport parsed = mapper.readValue(moves, MoveReport.class);
            assertEquals(mapper.writeValueAsString(parsed), moves);
            assertEquals(moves, PositionReportWriter.json(parsed));
        }
    }

    /** The mapper JsonPathEquivalenceTest and the JSON benchmark build outside Quarkus writes what the application's writes. */
    @org.junit.jupiter.api.Test
    void mapperOutsideQuarkusWritesAsTheApplicationsMapper() throws Exception {
        var outside = JsonPaths.databind();
        var serializers = JsonPaths.serializers();
        List<Problem.Item> warnings = List.of(new Problem.Item("nasty", null, "\b\f\u000b\u001f \uD83D\uDE00 \uD800 ÇĞİ \u2028"));
        for (String fen : new String[] {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"}) {
            PositionReport report = PositionReports.of(Game.of(Fen.position(fen)), RuleSet.FIDE, warnings, Lang.TR);
            byte[] application = mapper.writeValueAsBytes(report);
            org.junit.jupiter.api.Assertions.assertArrayEquals(application, outside.writeValueAsBytes(report));
            org.junit.jupiter.api.Assertions.assertArrayEquals(application, serializers.writeValueAsBytes(report));
            org.junit.jupiter.api.Assertions.assertArrayEquals(application, JsonPaths.handMade(report));
        }
    }
}
