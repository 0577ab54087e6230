package dev.hakem.api.json;

import dev.hakem.api.game.MoveReport;
import dev.hakem.api.position.PositionReport;
import io.netty.buffer.ByteBuf;
import io.quarkus.vertx.utils.NoBoundChecksBuffer;
import io.vertx.core.buffer.impl.VertxByteBufAllocator;
import io.vertx.core.http.HttpServerResponse;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.MultivaluedMap;
import jakarta.ws.rs.ext.Provider;
import java.io.OutputStream;
import java.io.IOException;
import java.lang.annotation.Annotation;
import java.lang.reflect.Type;
import java.util.Arrays;
import org.jboss.resteasy.reactive.server.spi.ResteasyReactiveResourceInfo;
import org.jboss.resteasy.reactive.server.spi.ServerHttpRequest;
import org.jboss.resteasy.reactive.server.spi.ServerHttpResponse;
import org.jboss.resteasy.reactive.server.spi.ServerMessageBodyWriter;
import org.jboss.resteasy.reactive.server.spi.ServerRequestContext;

/**
 * The answers of the hot path leave as the bytes {@link ReportJson} writes, copied once from its
 * buffer into a pooled buffer of the connection's allocator and handed to the connection whole (with
 * a Content-Length): no generator, no output stream, no byte array of their own, no copy into chunks.
 * Every other answer, and these reports inside others (a game's last position), goes through Jackson.
 */
public final class ReportBodyWriters {
    private ReportBodyWriters() {}

    /**
     * Ends the response with the bytes, as the REST layer's own {@code end(byte[])} does (a pooled
     * direct buffer, which the connection releases once written), but from {@link ReportJson}'s buffer.
     */
    private static ReportJson.Sink<Void> end(ServerRequestContext context) {
        return (bytes, length) -> {
            ServerHttpResponse response = context.serverResponse();
            // The Vert.x response behind the REST layer's (one object is both its request and its response).
            HttpServerResponse vertx = response instanceof ServerHttpRequest exchange
                    ? exchange.unwrap(HttpServerResponse.class) : null;
            if (vertx == null) {
                response.end(Arrays.copyOf(bytes, length));
                return null;
            }
            ByteBuf body = VertxByteBufAllocator.POOLED_ALLOCATOR.directBuffer(length);
            body.writeBytes(bytes, 0, length);
            vertx.end(new NoBoundChecksBuffer(body), null);
            return null;
        };
    }

    /** The position report of GET and POST /v1/position. */
    @Provider
    @Produces(MediaType.APPLICATION_JSON)
    public static final class Position implements ServerMessageBodyWriter<PositionReport> {
        @Override
        public boolean isWriteable(Class<?> type, Type genericType, ResteasyReactiveResourceInfo target, MediaType mediaType) {
            return type == PositionReport.class;
        }

        @Override
        public void writeResponse(PositionReport report, Type genericType, ServerRequestContext context) {
            ReportJson.of(report, end(context));
        }

        @Override
        public boolean isWriteable(Class<?> type, Type genericType, Annotation[] annotations, MediaType mediaType) {
            return type == PositionReport.class;
        }

        @Override
        public void writeTo(PositionReport report, Class<?> type, Type genericType, Annotation[] annotations,
                            MediaType mediaType, MultivaluedMap<String, Object> headers, OutputStream out) throws IOException {
            out.write(ReportJson.of(report));
        }
    }

    /** The move report of POST /v1/move, with the parts the request asked for. */
    @Provider
    @Produces(MediaType.APPLICATION_JSON)
    public static final class Move implements ServerMessageBodyWriter<MoveReport> {
        @Override
        public boolean isWriteable(Class<?> type, Type genericType, ResteasyReactiveResourceInfo target, MediaType mediaType) {
            return type == MoveReport.class;
        }

        @Override
        public void writeResponse(MoveReport report, Type genericType, ServerRequestContext context) {
            ReportJson.of(report, end(context));
        }

        @Override
        public boolean isWriteable(Class<?> type, Type genericType, Annotation[] annotations, MediaType mediaType) {
            return type == MoveReport.class;
        }

        @Override
        public void writeTo(MoveReport report, Class<?> type, Type genericType, Annotation[] annotations,
                            MediaType mediaType, MultivaluedMap<String, Object> headers, OutputStream out) throws IOException {
            out.write(ReportJson.of(report));
        }
    }
}
