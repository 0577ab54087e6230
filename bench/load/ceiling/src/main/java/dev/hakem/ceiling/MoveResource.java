package dev.hakem.ceiling;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.runtime.annotations.RegisterForReflection;
import jakarta.inject.Inject;
import jakarta.ws.rs.BadRequestException;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

/**
 * The ceiling for hakem's POST /v1/move: the request body is parsed into the same record hakem
 * uses, then hakem's own answer for that request (loaded once from {@code ceiling.move-dir}, one file
 * per case, chosen by the {@code case} query parameter) is returned with hakem's content type, and
 * Preference-Applied when the request asked for return=minimal. No chess is done. On a worker thread
 * ({@link EventLoopMoveResource} is the same on the event loop).
 */
@Path("/v1/move")
public class MoveResource {

    @RegisterForReflection
    public record MoveRequest(String fen, JsonNode moves, String move, String rules, Boolean lenient, JsonNode resume) {}

    @Inject
    Answers answers;

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    public Response post(MoveRequest request, @QueryParam("case") String name, @HeaderParam("Prefer") String prefer) {
        return answer(answers, request, name, prefer);
    }

    static Response answer(Answers answers, MoveRequest request, String name, String prefer) {
        if (request == null || request.move() == null) throw new BadRequestException("a JSON body with 'move' is required");
        byte[] body = answers.moves.get(name);
        if (body == null) throw new BadRequestException("no answer stored for case " + name);
        Response.ResponseBuilder answer = Response.ok(body).header("Content-Type", answers.contentType);
        if (prefer != null && prefer.contains("return=minimal")) answer.header("Preference-Applied", "return=minimal");
        return answer.build();
    }
}
