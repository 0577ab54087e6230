package dev.hakem.api.batch;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import dev.hakem.api.HakemConfig;
import dev.hakem.api.game.GameAdjudication;
import dev.hakem.api.game.GameReport;
import dev.hakem.api.i18n.Lang;
import dev.hakem.api.problem.HttpProblems;
import dev.hakem.api.problem.Problem;
import dev.hakem.api.problem.ProblemException;
import dev.hakem.api.problem.ProblemMappers;
import dev.hakem.api.problem.Problems;
import dev.hakem.api.request.JsonBody;
import dev.hakem.api.request.Requests;
import dev.hakem.api.trace.Tracing;
import jakarta.enterprise.event.Event;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.util.concurrent.Callable;
import org.jboss.logging.Logger;

/**
 * The games of a batch, each read and adjudicated the way POST /v1/game does it, and answered as
 * one NDJSON line: its report or its problem document. Every answer is also announced as a
 * {@link BatchResult} event (the metrics count batch games as game reports).
 */
@Singleton
public class BatchGames implements BatchAnswers {
    private static final Logger LOG = Logger.getLogger(BatchGames.class);

    private final GameAdjudication games;
    private final Event<BatchResult> answered;
    private final BatchLimits limits;
    private final Tracing tracing;
    private final ObjectReader requestReader;
    private final ObjectWriter resultWriter;

    @Inject
    public BatchGames(GameAdjudication games, ObjectMapper mapper, Event<BatchResult> answered, HakemConfig config,
                      Tracing tracing) {
        this.games = games;
        this.tracing = tracing;
        this.answered = answered;
        HakemConfig.Batch batch = config.batch();
        this.limits = new BatchLimits(batch.maxGames(), batch.maxGameSize(), batch.maxBodySize());
        // Two JSON values on one line must not pass as the first one.
        this.requestReader = mapper.readerFor(Requests.GameRequest.class).with(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
        this.resultWriter = mapper.writerFor(BatchResult.class);
    }

    BatchLimits limits() {
        return limits;
    }

    /** The work of one NDJSON line: its JSON read as /v1/game reads its body, the query's rules and flag as defaults. */
    Callable<GameReport> json(byte[] line, String rules, String flag, String variant, Lang lang) {
        return () -> {
            Requests.GameRequest r = JsonBody.read(requestReader, line);
            if (r != null && (r.rules() == null && rules != null || r.flag() == null && flag != null
                    || r.variant() == null && variant != null))
                r = new Requests.GameRequest(r.fen(), r.moves(), r.rules() != null ? r.rules() : rules,
                        r.end() == null && r.flag() == null ? flag : r.flag(), r.lenient(), r.pgn(),
                        r.variant() != null ? r.variant() : variant, r.end());
            return games.adjudicate(r, lang);
        };
    }

    /** The work of one PGN game: adjudicated as {"pgn": text, "rules": rules, "flag": flag} would be. */
    Callable<GameReport> pgn(byte[] text, Charset charset, String rules, String flag, String variant, Lang lang) {
        return () -> games.adjudicate(new Requests.GameRequest(null, null, rules, flag, null, decode(text, charset), variant),
                lang);
    }

    static String decode(byte[] text, Charset charset) {
        try {
            return charset.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(text)).toString();
        } catch (CharacterCodingException e) {
            throw Problems.pgnEncoding(charset.name());
        }
    }

    /** One game's answer line: the report, or the problem document POST /v1/game would give. */
    @Override
    public byte[] answer(BatchItem item, Lang lang) {
        if (item.problem() != null)
            return encode(new BatchResult(item.game(), item.line(), item.problem().status(), null,
                    item.problem().toProblem(BatchSource.INSTANCE, lang)));
        return encode(announce(tracing.in("hakem.batch.game", () -> adjudicate(item, lang), (span, r) -> {
            span.setAttribute("hakem.batch.game", r.game());
            span.setAttribute("hakem.batch.line", r.line());
            span.setAttribute("http.response.status_code", r.status());
        })));
    }

    @Override
    public byte[] overdue(BatchItem item, ProblemException problem, Lang lang) {
        return encode(announce(problem(item, problem.toProblem(BatchSource.INSTANCE, lang))));
    }

    /** The line of a batch whose body stopped arriving, given the games numbered so far. */
    @Override
    public byte[] unreadable(BatchSource source, String why, Lang lang) {
        Problem p = HttpProblems.restUnreadable(why).toProblem(BatchSource.INSTANCE, lang);
        return encode(new BatchResult(source.games() + 1, source.nextLine(), 400, null, p));
    }

    private BatchResult adjudicate(BatchItem item, Lang lang) {
        try {
            return new BatchResult(item.game(), item.line(), 200, (GameReport) item.work().call(), null);
        } catch (ProblemException e) {
            return problem(item, e.toProblem(BatchSource.INSTANCE, lang));
        } catch (JsonProcessingException e) {
            return problem(item, ProblemMappers.malformedJson(e).toProblem(BatchSource.INSTANCE, lang));
        } catch (Exception | StackOverflowError e) {
            LOG.error("unexpected failure on game " + item.game() + " (line " + item.line() + ") of a batch", e);
            return problem(item, HttpProblems.internalError().toProblem(BatchSource.INSTANCE, lang));
        }
    }

    private static BatchResult problem(BatchItem item, Problem p) {
        return new BatchResult(item.game(), item.line(), p.status(), null, p);
    }

    private BatchResult announce(BatchResult result) {
        answered.fire(result);
        return result;
    }

    /** One answer line, with its newline. */
    private byte[] encode(BatchResult result) {
        return BatchAnswers.line(resultWriter, result);
    }
}
