package dev.hakem.ceiling;

import io.smallrye.common.annotation.NonBlocking;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

/** {@link PositionResource} on the event loop: the same parsing and bytes without the hop to a worker thread. */
@Path("/event-loop/v1/position")
public class EventLoopPositionResource {

    @Inject
    Answers answers;

    @POST
    @NonBlocking
    @Consumes(MediaType.APPLICATION_JSON)
    public Response post(PositionResource.PositionRequest request) {
        return PositionResource.answer(answers, request);
    }
}
