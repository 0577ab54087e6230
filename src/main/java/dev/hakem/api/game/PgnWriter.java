package dev.hakem.api.game;

import dev.hakem.api.Endpoints;
import dev.hakem.chess.Fen;
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
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Writes a game report as PGN: the Seven Tag Roster (the input PGN's tags when the game came as
 * PGN) with the verdict's Result, FEN and SetUp for a non-standard start, a Termination tag with
 * the verdict's termination, and the move text wrapped at 80 columns, ending with the result.
 */
@Provider
@Produces(Endpoints.PGN)
public class PgnWriter implements MessageBodyWriter<GameReport> {

    public static final int WIDTH = 80;
    private static final List<String> ROSTER = List.of("Event", "Site", "Date", "Round", "White", "Black", "Result");
    private static final Map<String, String> DEFAULTS = Map.of("Event", "?", "Site", "?", "Date", "????.??.??",
            "Round", "?", "White", "?", "Black", "?");
    private static final Set<String> REWRITTEN = Set.of("Result", "FEN", "SetUp", "Termination");

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

    public static String pgn(GameReport r) {
        Map<String, String> input = r.pgnResult() != null && r.pgnResult().tags() != null ? r.pgnResult().tags() : Map.of();
        Map<String, String> tags = new LinkedHashMap<>();
        for (String name : ROSTER) tags.put(name, input.getOrDefault(name, DEFAULTS.get(name)));
        tags.put("Result", r.result());
        for (Map.Entry<String, String> e : input.entrySet())
            if (!tags.containsKey(e.getKey()) && !REWRITTEN.contains(e.getKey())) tags.put(e.getKey(), e.getValue());
        if (!r.startFen().equals(Fen.STANDARD)) {
            tags.put("SetUp", "1");
            tags.put("FEN", r.startFen());
        }
        if (r.termination() != null) tags.put("Termination", r.termination());

        StringBuilder sb = new StringBuilder();
        for (Map.Entry<String, String> e : tags.entrySet())
            sb.append('[').append(e.getKey()).append(" \"").append(escape(e.getValue())).append("\"]\n");
        sb.append('\n');

        String[] fenFields = r.startFen().split(" ");
        boolean whiteToMove = fenFields.length < 2 || fenFields[1].equals("w");
        int number = fenFields.length >= 6 ? Integer.parseInt(fenFields[5]) : 1;
        StringBuilder lineText = new StringBuilder();
        boolean first = true;
        for (GameReport.PlayedMove m : r.moves()) {
            String token;
            if (whiteToMove) token = number + ". " + m.san();
            else token = first ? number + "... " + m.san() : m.san();
            append(sb, lineText, token);
            if (!whiteToMove) number++;
            whiteToMove = !whiteToMove;
            first = false;
        }
        append(sb, lineText, r.result());
        sb.append(lineText).append("\n\n");
        return sb.toString();
    }

    /** Adds a token to the current line, starting a new line when it would pass the width. */
    private static void append(StringBuilder out, StringBuilder line, String token) {
        if (line.length() > 0 && line.length() + 1 + token.length() > WIDTH) {
            out.append(line).append('\n');
            line.setLength(0);
        }
        if (line.length() > 0) line.append(' ');
        line.append(token);
    }

    public static String escape(String value) {
        return value.replace("\\", "\\\\").replace("\"", "\\\"").replace('\n', ' ').replace('\r', ' ');
    }
}
