package dev.hakem.ceiling;

import io.quarkus.runtime.annotations.RegisterForReflection;
import jakarta.ws.rs.BadRequestException;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The ceiling for hakem's POST /v1/position: the request body is parsed into the same record
 * hakem uses, then a precomputed response (hakem's own bytes, loaded once from {@code ceiling.body})
 * is returned with hakem's content type. No chess is done.
 */
@Path("/v1/position")
public class PositionResource {

    @RegisterForReflection
    public record PositionRequest(String fen, String rules) {}

    private final byte[] body;
    private final String contentType;

    public PositionResource(@ConfigProperty(name = "ceiling.body") String bodyPath,
                            @ConfigProperty(name = "ceiling.content-type") String contentType) {
        if (bodyPath == null || bodyPath.isBlank())
            throw new IllegalStateException("set -Dceiling.body=<file with the response body to serve>");
        try {
            this.body = Files.readAllBytes(java.nio.file.Path.of(bodyPath));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + bodyPath, e);
        }
        this.contentType = contentType;
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    public Response post(PositionRequest request) {
        if (request == null || request.fen() == null) throw new BadRequestException("a JSON body with 'fen' is required");
        return Response.ok(body).header("Content-Type", contentType).build();
    }
}
