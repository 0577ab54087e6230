package dev.hakem.api.game;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import dev.hakem.api.Endpoints;
import dev.hakem.api.admission.BufferedBody;
import dev.hakem.api.i18n.Lang;
import dev.hakem.api.position.Include;
import dev.hakem.api.request.EventLoop;
import dev.hakem.api.request.Input;
import dev.hakem.api.request.JsonBody;
import dev.hakem.api.request.RequestReader;
import dev.hakem.api.request.Requests;
import dev.hakem.api.trace.Tracing;
import dev.hakem.api.trace.UseCaseSpans;
import dev.hakem.verdict.usecase.PlayMove;
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
import org.jboss.resteasy.reactive.RestQuery;
import org.jboss.resteasy.reactive.RestResponse;
import java.util.concurrent.CompletionStage;

/**
 * The game server's hot path: validate one move after a history (or a resume point), and report the
 * position it leads to, with the parts asked for ({@code include}, {@code Prefer: return=minimal}).
 * A small request (a resume point, a short history) is answered on the event loop; a large body or a
 * long history on a worker thread ({@link EventLoop}).
 */
@Path(Endpoints.MOVE)
@Consumes(MediaType.APPLICATION_JSON)
@Produces(MediaType.APPLICATION_JSON)
public class MoveResource {

    /** RFC 7240: the preferences the answer honoured. */
    static final String PREFERENCE_APPLIED = "Preference-Applied";

    private final RequestReader reader;
    private final Tracing tracing;
    private final ObjectReader requests;

    @Inject
    public MoveResource(RequestReader reader, Tracing tracing, ObjectMapper mapper) {
        this.reader = reader;
        this.tracing = tracing;
        this.requests = mapper.readerFor(Requests.MoveRequest.class);
    }

    @POST
    @NonBlocking
    public CompletionStage<RestResponse<MoveReport>> post(RoutingContext rc, @RestQuery String include,
                                                          @HeaderParam("Prefer") String prefer,
                                                          @HeaderParam(HttpHeaders.ACCEPT_LANGUAGE) String acceptLanguage) {
        Lang lang = Lang.of(acceptLanguage);
        byte[] body = BufferedBody.bytes(rc);
        if (body.length > EventLoop.MAX_BODY)
            return EventLoop.run(false, () -> answer(JsonBody.read(requests, body), include, prefer, lang));
        Requests.MoveRequest request = JsonBody.read(requests, body);
        return EventLoop.run(pliesToReplay(request) <= EventLoop.MAX_PLIES, () -> answer(request, include, prefer, lang));
    }

    private RestResponse<MoveReport> answer(Requests.MoveRequest request, String include, String prefer, Lang lang) {
        Include parts = Include.of(include, prefer);
        Input<PlayMove.Question> input = tracing.in("hakem.read", () -> reader.move(request), null);
        PlayMove.Question q = input.question();
        PlayMove.Result result = tracing.in("hakem.play_move", () -> PlayMove.play(q), (span, r) -> UseCaseSpans.playMove(span, q, r));
        MoveReport report = MoveReports.of(input, result, lang, parts);
        if (!parts.minimalPreferred()) return RestResponse.ok(report);
        return RestResponse.ResponseBuilder.ok(report).header(PREFERENCE_APPLIED, "return=minimal").build();
    }

    /**
     * How many moves checking {@code request} replays before its own: the resume point's moves, or the
     * history's (a string of moves counted by its words); 0 when there is nothing to replay yet.
     */
    static int pliesToReplay(Requests.MoveRequest request) {
        if (request == null) return 0;
        JsonNode resume = request.resume();
        if (resume != null && resume.isObject()) {
            JsonNode moves = resume.get("moves");
            return moves != null && moves.isArray() ? moves.size() : 0;
        }
        return EventLoop.plies(request.moves());
    }
}
