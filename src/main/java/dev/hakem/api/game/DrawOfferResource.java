package dev.hakem.api.game;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import dev.hakem.api.Endpoints;
import dev.hakem.api.admission.BufferedBody;
import dev.hakem.api.i18n.Lang;
import dev.hakem.api.request.DrawOfferRequest;
import dev.hakem.api.request.EventLoop;
import dev.hakem.api.request.Input;
import dev.hakem.api.request.JsonBody;
import dev.hakem.api.request.RequestReader;
import dev.hakem.api.trace.Tracing;
import dev.hakem.api.trace.UseCaseSpans;
import dev.hakem.verdict.usecase.JudgeDrawOffer;
import io.smallrye.common.annotation.NonBlocking;
import io.vertx.ext.web.RoutingContext;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import java.util.concurrent.CompletionStage;

/**
 * For online rooms: may the side to move offer a draw now, and does the opponent's offer stand. A
 * short history is judged on the event loop, a long one on a worker thread ({@link EventLoop}).
 */
@Path(Endpoints.DRAW_OFFER)
@Consumes(MediaType.APPLICATION_JSON)
@Produces(MediaType.APPLICATION_JSON)
public class DrawOfferResource {

    private final RequestReader reader;
    private final Tracing tracing;
    private final ObjectReader requests;

    @Inject
    public DrawOfferResource(RequestReader reader, Tracing tracing, ObjectMapper mapper) {
        this.reader = reader;
        this.tracing = tracing;
        this.requests = mapper.readerFor(DrawOfferRequest.class);
    }

    @POST
    @NonBlocking
    public CompletionStage<DrawOfferReport> post(RoutingContext rc, @HeaderParam(HttpHeaders.ACCEPT_LANGUAGE) String acceptLanguage) {
        Lang lang = Lang.of(acceptLanguage);
        byte[] body = BufferedBody.bytes(rc);
        if (body.length > EventLoop.MAX_BODY) return EventLoop.run(false, () -> answer(JsonBody.read(requests, body), lang));
        DrawOfferRequest request = JsonBody.read(requests, body);
        return EventLoop.run(request == null || EventLoop.plies(request.moves()) <= EventLoop.MAX_PLIES,
                () -> answer(request, lang));
    }

    private DrawOfferReport answer(DrawOfferRequest request, Lang lang) {
        Input<JudgeDrawOffer.Question> input = tracing.in("hakem.read", () -> reader.drawOffer(request), null);
        JudgeDrawOffer.Question q = input.question();
        return DrawOfferReport.of(tracing.in("hakem.judge_draw_offer", () -> JudgeDrawOffer.judge(q),
                (span, r) -> UseCaseSpans.drawOffer(span, q, r)), lang);
    }
}
