package dev.hakem.api.game;

import dev.hakem.api.Endpoints;
import dev.hakem.chess.Variant;
import dev.hakem.chess.pgn.PgnGame;
import dev.hakem.chess.pgn.PgnWriter;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.MultivaluedMap;
import jakarta.ws.rs.ext.MessageBodyWriter;
import jakarta.ws.rs.ext.Provider;
import java.io.IOException;
import java.io.OutputStream;
import java.lang.annotation.Annotation;
import java.lang.reflect.Type;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

/** Writes a game report as PGN ({@link PgnWriter}) for clients that ask for application/x-chess-pgn. */
@Provider
@Produces(Endpoints.PGN)
public class PgnBodyWriter implements MessageBodyWriter<GameReport> {

    @Override
    public boolean isWriteable(Class<?> type, Type genericType, Annotation[] annotations, MediaType mediaType) {
        return type == GameReport.class;
    }

    @Override
    public void writeTo(GameReport report, Class<?> type, Type genericType, Annotation[] annotations, MediaType mediaType,
                        MultivaluedMap<String, Object> headers, OutputStream out) throws IOException {
        byte[] body = pgn(report).getBytes(StandardCharsets.UTF_8);
        headers.putSingle("Content-Length", body.length);
        out.write(body);
    }

    /** The game of the report: its tags when it came as PGN, its start, moves, result and termination. */
    static String pgn(GameReport r) {
        Map<String, String> tags = r.pgnResult() != null && r.pgnResult().tags() != null ? r.pgnResult().tags() : Map.of();
        List<String> san = r.moves().stream().map(GameReport.PlayedMove::san).toList();
        List<PgnGame.Notes> notes = r.moves().stream()
                .map(m -> new PgnGame.Notes(m.comment(), m.nags() == null ? List.of() : m.nags(), m.clock(), m.elapsed()))
                .toList();
        Variant variant = r.variant() == null ? Variant.STANDARD : Variant.fromLabel(r.variant());
        return PgnWriter.write(tags, r.startFen(), san, notes, r.result(), r.termination(), variant);
    }
}
