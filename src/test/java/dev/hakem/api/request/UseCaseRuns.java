package dev.hakem.api.request;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import dev.hakem.api.Endpoints;
import dev.hakem.api.analysis.WinnabilityReports;
import dev.hakem.api.game.DrawOfferReport;
import dev.hakem.api.game.GameReports;
import dev.hakem.api.game.MoveReports;
import dev.hakem.api.i18n.Lang;
import dev.hakem.api.json.JsonPaths;
import dev.hakem.api.position.Include;
import dev.hakem.api.problem.ProblemException;
import dev.hakem.contract.ContractValidator;
import dev.hakem.verdict.usecase.AdjudicateGame;
import dev.hakem.verdict.usecase.AnalyseWinnability;
import dev.hakem.verdict.usecase.JudgeDrawOffer;
import dev.hakem.verdict.usecase.PlayMove;
import dev.hakem.verdict.winnability.Winnability;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;

/**
 * A JSON request body taken the way its resource takes it, without HTTP: read ({@link JsonBody},
 * {@link RequestReader}), answered by its use case, mapped to its report or problem and written as
 * JSON; the answer held to the contract: a report of the operation's 200 schema, or a problem of a
 * status below 500 the operation declares, with the Problem schema. The coverage-guided fuzz tests
 * of the request readers run every input through it.
 */
final class UseCaseRuns {
    private UseCaseRuns() {}

    static final int MAX_PLIES = 300;
    static final long MAX_DOCUMENT = 64 * 1024;
    /** A small search budget: the winnability answers are not what is fuzzed here, their reading is. */
    static final Winnability.Budget BUDGET = new Winnability.Budget(2_000);

    static final ObjectMapper MAPPER = JsonPaths.requestMapper(MAX_DOCUMENT, MAX_PLIES);
    private static final ObjectWriter WRITER = JsonPaths.serializers();
    static final RequestReader READER = new RequestReader(MAX_PLIES);
    private static final Map<String, ObjectReader> BODIES = Map.of(
            Endpoints.MOVE, MAPPER.readerFor(Requests.MoveRequest.class),
            Endpoints.GAME, MAPPER.readerFor(Requests.GameRequest.class),
            Endpoints.DRAW_OFFER, MAPPER.readerFor(DrawOfferRequest.class),
            Endpoints.WINNABILITY, MAPPER.readerFor(Requests.WinnabilityRequest.class));
    static final List<String> PATHS = List.of(Endpoints.MOVE, Endpoints.GAME, Endpoints.DRAW_OFFER, Endpoints.WINNABILITY);

    /** What the service answered: the status and the JSON written. */
    record Answer(int status, JsonNode json, Object report) {}

    /** The answer to a body POSTed to {@code path}, checked against the contract. */
    static Answer post(String path, byte[] body, Lang lang) {
        Object report;
        try {
            report = report(path, JsonBody.read(BODIES.get(path), body), lang);
        } catch (ProblemException e) {
            JsonNode json = tree(e.toProblem(path, lang));
            int status = e.status();
            assertTrue(status >= 400 && status < 500, () -> "status " + status + ": " + json);
            assertTrue(declared(path, status), () -> "status " + status + " not declared for POST " + path + ": " + json);
            assertEquals(List.of(), ContractValidator.contract().checkSchema("Problem", json), json::toString);
            assertFalse(json.path("detail").asText().isBlank(), json::toString);
            return new Answer(status, json, null);
        }
        JsonNode json = tree(report);
        assertEquals(List.of(), ContractValidator.contract().checkSchema(component(path), json), json::toString);
        return new Answer(200, json, report);
    }

    private static Object report(String path, Object request, Lang lang) {
        switch (path) {
            case Endpoints.MOVE: {
                Input<PlayMove.Question> input = READER.move((Requests.MoveRequest) request);
                return MoveReports.of(input, PlayMove.play(input.question()), lang, Include.of(null, null));
            }
            case Endpoints.GAME: {
                Input<AdjudicateGame.Question> input = READER.game((Requests.GameRequest) request, BUDGET);
                return GameReports.of(input, AdjudicateGame.adjudicate(input.question()), lang);
            }
            case Endpoints.DRAW_OFFER: {
                Input<JudgeDrawOffer.Question> input = READER.drawOffer((DrawOfferRequest) request);
                return DrawOfferReport.of(JudgeDrawOffer.judge(input.question()), lang);
            }
            case Endpoints.WINNABILITY: {
                Input<AnalyseWinnability.Question> input = READER.winnability((Requests.WinnabilityRequest) request, BUDGET);
                return WinnabilityReports.of(AnalyseWinnability.analyse(input.question()), lang);
            }
            default:
                throw new IllegalArgumentException(path);
        }
    }

    private static boolean declared(String path, int status) {
        return !ContractValidator.contract().document().path("paths").path(path).path("post").path("responses")
                .path(String.valueOf(status)).isMissingNode();
    }

    /** The schema the operation's 200 answer is written in. */
    private static String component(String path) {
        String ref = ContractValidator.contract().document().path("paths").path(path).path("post").path("responses")
                .path("200").path("content").path("application/json").path("schema").path("$ref").asText();
        return ref.substring(ref.lastIndexOf('/') + 1);
    }

    static JsonNode tree(Object value) {
        try {
            return MAPPER.readTree(WRITER.writeValueAsBytes(value));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
