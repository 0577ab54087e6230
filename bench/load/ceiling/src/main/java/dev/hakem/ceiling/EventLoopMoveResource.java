package dev.hakem.ceiling;

import io.smallrye.common.annotation.NonBlocking;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

/** {@link MoveResource} on the event loop: the same parsing and bytes without the hop to a worker thread. */
@Path("/event-loop/v1/move")
public class EventLoopMoveResource {

    @Inject
    Answers answers;

    @POST
    @NonBlocking
    @Consumes(MediaType.APPLICATION_JSON)
    public Response post(MoveResource.MoveRequest request, @QueryParam("case") String name,
                         @HeaderParam("Prefer") String prefer) {
        return MoveResource.answer(answers, request, name, prefer);
    }
}
