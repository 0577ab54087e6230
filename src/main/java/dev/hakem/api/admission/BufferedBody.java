package dev.hakem.api.admission;

import io.vertx.core.buffer.Buffer;
import io.vertx.ext.web.RoutingContext;
import jakarta.ws.rs.container.ContainerRequestContext;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;
import org.jboss.resteasy.reactive.server.ServerResponseFilter;
import org.jboss.resteasy.reactive.server.core.ResteasyReactiveRequestContext;
import org.jboss.resteasy.reactive.server.spi.ResteasyReactiveContainerRequestContext;

/**
 * Hands the body {@link BodyIntake} read (or a batch's {@link SpooledBody}) to the REST layer, which
 * would otherwise read the request itself (and find it ended, or read it too slowly). Runs before
 * the resource is matched, so before any reader.
 */
public class BufferedBody {

    /**
     * The bytes of the body {@link BodyIntake} read for this request (empty when it had none), for a
     * resource that reads its body itself instead of through the REST layer's readers. Only a request
     * admitted by a row of the endpoint table that says its body is {@link Endpoint.Body#BUFFERED} has
     * one: for any other, the body was never read for it, and an empty one would pass for a request
     * sent without a body, so that is refused as the programming error it is (EndpointTableTest finds
     * a resource without its row).
     */
    public static byte[] bytes(RoutingContext rc) {
        Endpoint endpoint = rc.get(Admission.ENDPOINT);
        if (endpoint == null || endpoint.body() != Endpoint.Body.BUFFERED)
            throw new IllegalStateException(rc.request().method().name() + " " + rc.normalizedPath()
                    + " reads a buffered body, but " + (endpoint == null
                    ? "the endpoint table (dev.hakem.api.admission.Endpoint) has no row for it, so none was read"
                    : "its row in the endpoint table, " + endpoint + ", says the body is " + endpoint.body()));
        // Admitted by a row with a buffered body: the intake ran, unless the request had no body.
        return rc.get(BodyIntake.BODY) instanceof Buffer whole ? whole.getBytes() : new byte[0];
    }

    @ServerRequestFilter(preMatching = true)
    public void supply(ContainerRequestContext request, RoutingContext rc) {
        Object body = rc.get(BodyIntake.BODY);
        if (body instanceof Buffer whole) {
            BodyStream stream = new BodyStream(whole.getByteBuf());
            request.setEntityStream(stream);
            rc.addEndHandler(done -> stream.letGo());
        } else if (body instanceof SpooledBody streamed) {
            request.setEntityStream(streamed);
            streamed.flow();
        }
    }

    /**
     * Lets go of what the REST layer read from the body once the answer is decided, for the same reason
     * as {@link BodyStream}: the request's context can outlive the request.
     */
    @ServerResponseFilter(priority = 1)
    public void letGo(ResteasyReactiveContainerRequestContext request) {
        if (request.getServerRequestContext() instanceof ResteasyReactiveRequestContext context) {
            context.setRequestEntity(null);
        }
    }
}
