package dev.hakem.ceiling;

import io.quarkus.runtime.annotations.RegisterForReflection;
import jakarta.inject.Inject;
import jakarta.ws.rs.BadRequestException;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

/**
 * The ceiling for hakem's POST /v1/position: the request body is parsed into the same record
 * hakem uses, then a precomputed response (hakem's own bytes, loaded once from {@code ceiling.body})
 * is returned with hakem's content type. No chess is done. A blocking signature: Quarkus runs it on a
 * worker thread ({@link EventLoopPositionResource} is the same on the event loop).
 */
@Path("/v1/position")
public class PositionResource {

    @RegisterForReflection
    public record PositionRequest(String fen, String rules) {}

    @Inject
    Answers answers;

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    public Response post(PositionRequest request) {
        return answer(answers, request);
    }

    static Response answer(Answers answers, PositionRequest request) {
        if (request == null || request.fen() == null) throw new BadRequestException("a JSON body with 'fen' is required");
        return Response.ok(answers.position).header("Content-Type", answers.contentType).build();
    }
}
