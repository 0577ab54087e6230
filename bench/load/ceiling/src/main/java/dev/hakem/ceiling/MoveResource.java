package dev.hakem.ceiling;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.runtime.annotations.RegisterForReflection;
import jakarta.ws.rs.BadRequestException;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The ceiling for hakem's POST /v1/move: the request body is parsed into the same record hakem
 * uses, then hakem's own answer for that request (loaded once from {@code ceiling.move-dir}, one file
 * per case, chosen by the {@code case} query parameter) is returned with hakem's content type, and
 * Preference-Applied when the request asked for return=minimal. No chess is done.
 */
@Path("/v1/move")
public class MoveResource {

    @RegisterForReflection
    public record MoveRequest(String fen, JsonNode moves, String move, String rules, Boolean lenient, JsonNode resume) {}

    private final Map<String, byte[]> bodies = new HashMap<>();
    private final String contentType;

    public MoveResource(@ConfigProperty(name = "ceiling.move-dir") Optional<String> dir,
                        @ConfigProperty(name = "ceiling.content-type") String contentType) {
        this.contentType = contentType;
        if (dir.isEmpty() || dir.get().isBlank()) return;
        try (Stream<java.nio.file.Path> files = Files.list(java.nio.file.Path.of(dir.get()))) {
            for (java.nio.file.Path f : (Iterable<java.nio.file.Path>) files::iterator) {
                String name = f.getFileName().toString();
                if (name.endsWith(".json")) bodies.put(name.substring(0, name.length() - 5), Files.readAllBytes(f));
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + dir.get(), e);
        }
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    public Response post(MoveRequest request, @QueryParam("case") String name, @HeaderParam("Prefer") String prefer) {
        if (request == null || request.move() == null) throw new BadRequestException("a JSON body with 'move' is required");
        byte[] body = bodies.get(name);
        if (body == null) throw new BadRequestException("no answer stored for case " + name);
        Response.ResponseBuilder answer = Response.ok(body).header("Content-Type", contentType);
        if (prefer != null && prefer.contains("return=minimal")) answer.header("Preference-Applied", "return=minimal");
        return answer.build();
    }
}
