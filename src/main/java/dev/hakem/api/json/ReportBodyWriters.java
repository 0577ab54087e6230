package dev.hakem.api.json;

import dev.hakem.api.game.MoveReport;
import dev.hakem.api.position.PositionReport;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.MultivaluedMap;
import jakarta.ws.rs.ext.Provider;
import java.io.OutputStream;
import java.io.IOException;
import java.lang.annotation.Annotation;
import java.lang.reflect.Type;
import org.jboss.resteasy.reactive.server.spi.ResteasyReactiveResourceInfo;
import org.jboss.resteasy.reactive.server.spi.ServerMessageBodyWriter;
import org.jboss.resteasy.reactive.server.spi.ServerRequestContext;

/**
 * The answers of the hot path leave as the one byte array {@link ReportJson} writes, handed to the
 * connection whole (with a Content-Length): no generator, no output stream, no copy into chunks.
 * Every other answer, and these reports inside others (a game's last position), goes through Jackson.
 */
public final class ReportBodyWriters {
    private ReportBodyWriters() {}

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
            context.serverResponse().end(ReportJson.of(report));
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
            context.serverResponse().end(ReportJson.of(report));
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
