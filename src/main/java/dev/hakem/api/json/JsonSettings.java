package dev.hakem.api.json;

import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.type.LogicalType;
import io.quarkus.jackson.ObjectMapperCustomizer;
import jakarta.inject.Singleton;

/**
 * The one JSON path of every endpoint: Jackson, with the members of requests held to their
 * documented types (a number is not silently read as a FEN), and the two reports of the hot path
 * written by their own serializers, in a fixed order and without reflection (bench/json measures
 * what they buy over databind).
 */
@Singleton
public class JsonSettings implements ObjectMapperCustomizer {
    @Override
    public void customize(ObjectMapper mapper) {
        mapper.disable(MapperFeature.ALLOW_COERCION_OF_SCALARS);
        mapper.registerModule(PositionReportSerializer.module());
        for (CoercionInputShape shape : new CoercionInputShape[] {CoercionInputShape.Integer, CoercionInputShape.Float,
                CoercionInputShape.Boolean}) {
            mapper.coercionConfigFor(LogicalType.Textual).setCoercion(shape, CoercionAction.Fail);
        }
    }
}
