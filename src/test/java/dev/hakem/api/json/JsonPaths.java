package dev.hakem.api.json;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.cfg.ContextAttributes;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import com.fasterxml.jackson.module.paramnames.ParameterNamesModule;
import dev.hakem.api.game.MoveReport;
import dev.hakem.api.position.PositionReport;
import dev.hakem.api.request.CappedArrays;
import io.vertx.core.json.jackson.HybridJacksonPool;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * The three ways of writing a report as JSON that are compared, outside Quarkus:
 * A, the hand-made {@link PositionReportWriter} ({@link JsonText});
 * B, Jackson databind on the records, with an {@code ObjectMapper} set up as the application's;
 * C, the same mapper with {@link PositionReportSerializer#module()}.
 */
public final class JsonPaths {
    private JsonPaths() {}

    /**
     * An {@code ObjectMapper} as Quarkus 3.33 makes it for this application: the modules quarkus-jackson
     * registers, its configuration customizer with application.properties ({@code quarkus.jackson.*}),
     * Vert.x's buffer recycler pool, then {@link JsonSettings}.
     */
    public static ObjectMapper quarkusMapper() {
        ObjectMapper mapper = new ObjectMapper();
        mapper.registerModule(new Jdk8Module()).registerModule(new JavaTimeModule()).registerModule(new ParameterNamesModule());
        // quarkus.jackson.fail-on-unknown-properties=true; the other quarkus.jackson.* defaults.
        mapper.enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
        mapper.disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS);
        mapper.getFactory().setRecyclerPool(HybridJacksonPool.getInstance());
        new JsonSettings(null).customize(mapper);
        return mapper;
    }

    /**
     * {@link #quarkusMapper()} with the bounds the application reads requests with: the parser's
     * constraints and the longest history the list members may hold.
     */
    public static ObjectMapper requestMapper(long maxDocument, int maxPlies) {
        ObjectMapper mapper = quarkusMapper();
        mapper.getFactory().setStreamReadConstraints(JsonSettings.constraints(maxDocument, maxPlies));
        mapper.setDefaultAttributes(ContextAttributes.getEmpty().withSharedAttribute(CappedArrays.MAX_PLIES, maxPlies));
        return mapper;
    }

    /** The writer Quarkus REST's Jackson message body writer uses: no closing or flushing of the target. */
    public static ObjectWriter writer(ObjectMapper mapper) {
        return mapper.writer().with(mapper.getFactory().copy()
                .configure(JsonGenerator.Feature.AUTO_CLOSE_TARGET, false)
                .configure(JsonGenerator.Feature.FLUSH_PASSED_TO_STREAM, false));
    }

    /** B: Jackson databind writing the records through their accessors. */
    public static ObjectWriter databind() {
        return writer(quarkusMapper());
    }

    /** C: Jackson with the hand-written report serializers. */
    public static ObjectWriter serializers() {
        return writer(quarkusMapper().registerModule(PositionReportSerializer.module()));
    }

    /** A: the bytes {@link PositionReportWriter} sends. */
    public static byte[] handMade(PositionReport report) {
        return PositionReportWriter.json(report).getBytes(StandardCharsets.UTF_8);
    }

    public static byte[] handMade(MoveReport report) {
        return PositionReportWriter.json(report).getBytes(StandardCharsets.UTF_8);
    }

    public static byte[] jackson(ObjectWriter writer, Object report) {
        try {
            return writer.writeValueAsBytes(report);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }
}
