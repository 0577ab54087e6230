package dev.hakem.api.batch;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import dev.hakem.api.Endpoints;
import dev.hakem.api.HakemConfig;
import dev.hakem.api.analysis.WinnabilityBatchAnswer;
import dev.hakem.api.analysis.WinnabilityReport;
import dev.hakem.api.analysis.WinnabilityReports;
import dev.hakem.api.i18n.Lang;
import dev.hakem.api.problem.HttpLayerProblems;
import dev.hakem.api.problem.HttpProblems;
import dev.hakem.api.problem.Problem;
import dev.hakem.api.problem.ProblemException;
import dev.hakem.api.problem.ProblemMappers;
import dev.hakem.api.problem.Problems;
import dev.hakem.api.request.GameInputs;
import dev.hakem.api.request.Inputs;
import dev.hakem.api.request.JsonBody;
import dev.hakem.api.request.RequestReader;
import dev.hakem.api.request.Requests;
import dev.hakem.api.trace.Tracing;
import dev.hakem.chess.board.Color;
import dev.hakem.chess.text.Phrase;
import dev.hakem.verdict.winnability.Winnability;
import io.vertx.ext.web.RoutingContext;
import dev.hakem.api.request.Deadline;
import jakarta.enterprise.event.Event;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.StreamingOutput;
import java.io.InputStream;
import java.util.concurrent.Callable;
import org.jboss.logging.Logger;

/**
 * POST /v1/winnability with an NDJSON body, for scans of a database: one question per line
 * ({"fen": ..., "side": "white" or "black", "shortest": true}; without a side both are analysed),
 * each answered as GET /v1/winnability answers its position, one line per question in the order of
 * the body. Read, bounded (hakem.batch.*) and streamed as a batch of games is ({@link OrderedStreamer});
 * a bad line is answered with its problem and the batch goes on. Every answer is also announced as a
 * {@link WinnabilityBatchLine} event (the metrics count its "unknown" answers).
 */
@Singleton
public class WinnabilityBatch implements BatchAnswers, WinnabilityBatchAnswer {
    private static final Logger LOG = Logger.getLogger(WinnabilityBatch.class);
    /** The instance of every problem of the batch, as of the request. */
    static final String INSTANCE = Endpoints.WINNABILITY;

    private final OrderedStreamer streamer;
    private final Event<WinnabilityBatchLine> answered;
    private final BatchLimits limits;
    private final Winnability.Budget budget;
    private final Tracing tracing;
    private final ObjectReader requestReader;
    private final ObjectWriter lineWriter;

    @Inject
    public WinnabilityBatch(OrderedStreamer streamer, ObjectMapper mapper, Event<WinnabilityBatchLine> answered,
                            HakemConfig config, Tracing tracing) {
        this.streamer = streamer;
        this.tracing = tracing;
        this.answered = answered;
        HakemConfig.Batch batch = config.batch();
        this.limits = new BatchLimits(batch.maxGames(), batch.maxGameSize(), batch.maxBodySize());
        this.budget = tracing.watched(WinnabilityReports.budget(config));
        // Two JSON values on one line must not pass as the first one.
        this.requestReader = mapper.readerFor(Requests.WinnabilityLine.class).with(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
        this.lineWriter = mapper.writerFor(WinnabilityBatchLine.class);
    }

    /**
     * The answer to a batch: refused whole (empty, declared longer than the bound, or with a bad query),
     * or streamed line by line.
     *
     * @param side     the query's side, the default of lines without their own (null: both sides)
     * @param shortest the query's shortest, the default of lines without their own (null: false)
     * @param variant  the query's variant, the default of lines without their own (null: standard)
     */
    @Override
    public Response answer(InputStream body, HttpHeaders headers, RoutingContext routing, String side, String shortest,
                           String variant) {
        Lang lang = Lang.of(headers.getHeaderString(HttpHeaders.ACCEPT_LANGUAGE));
        BatchSource source;
        try {
            // Checked once for the whole batch, with the problem a line's own member would get.
            if (side != null) side(side);
            boolean shortestByDefault = Inputs.bool(shortest, "shortest");
            if (variant != null) Inputs.variant(variant);
            Defaults defaults = new Defaults(side, shortestByDefault, variant);
            BatchBodyRoutes.checkDeclaredLength(routing, limits.maxBodySize());
            BatchLines lines = new BatchLines(body, limits.maxGameSize(), limits.maxBodySize());
            source = new NdjsonGames(lines, limits, BatchSource.Words.POSITIONS, line -> question(line, defaults, lang));
        } catch (ProblemException e) {
            HttpLayerProblems.closeAfterAnswer(routing); // refused unread
            throw e;
        }
        BatchItem first = BatchAnswers.first(source, routing, "detail.batch_empty_positions");
        StreamingOutput answer = out -> {
            if (!streamer.stream(this, source, first, out, lang)) HttpLayerProblems.closeAfterAnswer(routing);
        };
        return Response.ok(answer, Endpoints.NDJSON).build();
    }

    /** The query's defaults for lines that do not give their own side, shortest or variant. */
    record Defaults(String side, boolean shortest, String variant) {}

    /** The work of one line: its JSON read, its position analysed for the side it names (both without one). */
    Callable<WinnabilityReport> question(byte[] line, Defaults defaults, Lang lang) {
        return () -> {
            Requests.WinnabilityLine q = RequestReader.body(JsonBody.read(requestReader, line));
            Color side = side(q.side() != null ? q.side() : defaults.side());
            boolean shortest = q.shortest() != null ? q.shortest() : defaults.shortest();
            var position = Inputs.position(q.fen(), "fen", Inputs.variant(q.variant() != null ? q.variant() : defaults.variant()))
                    .position();
            return WinnabilityReports.of(position, budget, shortest, side, lang);
        };
    }

    /** The side a line asks about: white, black, or null (both) when it names none. */
    static Color side(String text) {
        if (text == null) return null;
        Color side = GameInputs.side(text);
        if (side == null) throw Problems.invalidMember("side", Phrase.of("detail.side"));
        return side;
    }

    @Override
    public byte[] answer(BatchItem item, Lang lang) {
        if (item.problem() != null)
            return encode(new WinnabilityBatchLine(item.line(), item.problem().status(), null,
                    item.problem().toProblem(INSTANCE, lang)));
        return encode(announce(tracing.in("hakem.batch.position", () -> analyse(item, lang), (span, r) -> {
            span.setAttribute("hakem.batch.line", r.line());
            span.setAttribute("http.response.status_code", r.status());
        })));
    }

    @Override
    public byte[] overdue(BatchItem item, ProblemException problem, Lang lang) {
        return encode(announce(problem(item, problem.toProblem(INSTANCE, lang))));
    }

    @Override
    public byte[] unreadable(BatchSource source, String why, Lang lang) {
        Problem p = HttpProblems.restUnreadable(why).toProblem(INSTANCE, lang);
        return encode(new WinnabilityBatchLine(source.nextLine(), 400, null, p));
    }

    private WinnabilityBatchLine analyse(BatchItem item, Lang lang) {
        try {
            return new WinnabilityBatchLine(item.line(), 200, (WinnabilityReport) item.work().call(), null);
        } catch (ProblemException e) {
            return problem(item, e.toProblem(INSTANCE, lang));
        } catch (JsonProcessingException e) {
            return problem(item, ProblemMappers.malformedJson(e).toProblem(INSTANCE, lang));
        } catch (Exception | StackOverflowError e) {
            LOG.error("unexpected failure on line " + item.line() + " of a winnability batch", e);
            return problem(item, HttpProblems.internalError().toProblem(INSTANCE, lang));
        }
    }

    private static WinnabilityBatchLine problem(BatchItem item, Problem p) {
        return new WinnabilityBatchLine(item.line(), p.status(), null, p);
    }

    /**
     * Tells the metrics of a line, unless its work was cut off: the streamer has then written (and
     * told of) the overdue line in its place, and this one is never sent.
     */
    private WinnabilityBatchLine announce(WinnabilityBatchLine line) {
        if (!Deadline.current().passed()) answered.fire(line);
        return line;
    }

    /** One answer line, with its newline. */
    private byte[] encode(WinnabilityBatchLine line) {
        return BatchAnswers.line(lineWriter, line);
    }
}
