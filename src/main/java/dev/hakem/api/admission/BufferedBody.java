package dev.hakem.api.admission;

import io.netty.buffer.ByteBufInputStream;
import io.vertx.core.buffer.Buffer;
import io.vertx.ext.web.RoutingContext;
import jakarta.ws.rs.container.ContainerRequestContext;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;

/**
 * Hands the body {@link BodyIntake} read to the REST layer, which would otherwise try to read the
 * request again (and find it ended). Runs before the resource is matched, so before any reader.
 */
public class BufferedBody {

    @ServerRequestFilter(preMatching = true)
    public void supply(ContainerRequestContext request, RoutingContext rc) {
        Buffer body = rc.get(BodyIntake.BODY);
        if (body != null) request.setEntityStream(new ByteBufInputStream(body.getByteBuf()));
    }
}
