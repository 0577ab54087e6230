package dev.hakem.api.json;

import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.cfg.ContextAttributes;
import com.fasterxml.jackson.databind.type.LogicalType;
import dev.hakem.api.HakemConfig;
import dev.hakem.api.request.CappedArrays;
import io.quarkus.jackson.ObjectMapperCustomizer;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;

/**
 * The one JSON path of every endpoint: Jackson, with the members of requests held to their
 * documented types (a number is not silently read as a FEN), and the two reports of the hot path
 * written by their own serializers, in a fixed order and without reflection (bench/json measures
 * what they buy over databind).
 *
 * <p>Bodies are bounded while they are read, not after: the parser's constraints hold every string,
 * name, number, nesting and the whole document to what a request of the contract can need, the
 * list members are counted as they come ({@link CappedArrays}), and the JSON is strict (a member given
 * twice, or anything after the value, is refused rather than read one way or another).
 */
@Singleton
public class JsonSettings implements ObjectMapperCustomizer {

    /** Deepest nesting a request needs is three ({"offers": [{"ply": 1}]}); room to spare, nothing more. */
    static final int MAX_NESTING = 16;
    /** The longest number a request needs is a ply; a longer one is no number of the contract. */
    static final int MAX_NUMBER_LENGTH = 32;
    /** The longest member name of the contract is a dozen letters; an unknown one is quoted back. */
    static final int MAX_NAME_LENGTH = 256;
    /** Tokens a request may need beyond its lists: the members and their values, many times over. */
    static final int TOKEN_ROOM = 1_000;

    private final HakemConfig config;

    @Inject
    public JsonSettings(HakemConfig config) {
        this.config = config;
    }

    @Override
    public void customize(ObjectMapper mapper) {
        mapper.disable(MapperFeature.ALLOW_COERCION_OF_SCALARS);
        mapper.registerModule(PositionReportSerializer.module());
        for (CoercionInputShape shape : new CoercionInputShape[] {CoercionInputShape.Integer, CoercionInputShape.Float,
                CoercionInputShape.Boolean}) {
            mapper.coercionConfigFor(LogicalType.Textual).setCoercion(shape, CoercionAction.Fail);
        }
        mapper.enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION.mappedFeature());
        mapper.enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
        // Outside the application (a test's mapper) there is no configuration to take the bounds from.
        if (config == null) return;
        int maxPlies = config.game().maxPlies();
        mapper.getFactory().setStreamReadConstraints(constraints(config));
        mapper.setDefaultAttributes(ContextAttributes.getEmpty().withSharedAttribute(CappedArrays.MAX_PLIES, maxPlies));
    }

    /**
     * The parser's bounds: no document or string longer than the largest body a JSON request may have
     * (hakem.max-body-size, or an NDJSON line of hakem.batch.max-game-size), and no more tokens than the
     * longest lists allowed (moves and offers, each element an object of two members at most) need.
     */
    static StreamReadConstraints constraints(HakemConfig config) {
        return constraints(Math.max(config.maxBodySize(), config.batch().maxGameSize()), config.game().maxPlies());
    }

    /** The parser's bounds for documents of at most {@code document} bytes and histories of {@code maxPlies}. */
    public static StreamReadConstraints constraints(long document, int maxPlies) {
        long tokens = (long) maxPlies + 6L * CappedArrays.maxOffers(maxPlies) + TOKEN_ROOM;
        return StreamReadConstraints.builder()
                .maxDocumentLength(document)
                .maxStringLength((int) Math.min(document, Integer.MAX_VALUE))
                .maxNameLength(MAX_NAME_LENGTH)
                .maxNumberLength(MAX_NUMBER_LENGTH)
                .maxNestingDepth(MAX_NESTING)
                .maxTokenCount(tokens)
                .build();
    }
}
