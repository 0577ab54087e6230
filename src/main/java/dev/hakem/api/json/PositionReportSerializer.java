package dev.hakem.api.json;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import dev.hakem.api.game.MoveReport;
import dev.hakem.api.position.PositionReport;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

/**
 * The position report inside answers Jackson writes (a game's last position, a batch's lines): the
 * bytes {@link ReportJson} writes for the hot path, handed to the generator as a raw value, so the
 * report's members, their order and their escaping have one source. {@link #module()} registers it,
 * with {@link MoveReportSerializer}, on an {@code ObjectMapper}.
 */
public final class PositionReportSerializer extends StdSerializer<PositionReport> {

    public PositionReportSerializer() {
        super(PositionReport.class);
    }

    /** A module with the serializers of {@link PositionReport} and {@link MoveReport}. */
    public static SimpleModule module() {
        return new SimpleModule("hakem-reports")
                .addSerializer(PositionReport.class, new PositionReportSerializer())
                .addSerializer(MoveReport.class, new MoveReportSerializer());
    }

    @Override
    public void serialize(PositionReport r, JsonGenerator g, SerializerProvider provider) throws IOException {
        raw(g, ReportJson.of(r));
    }

    /** ReportJson's bytes are UTF-8 JSON text; the generator writes them as they are. */
    static void raw(JsonGenerator g, byte[] json) throws IOException {
        g.writeRawValue(new String(json, StandardCharsets.UTF_8));
    }
}
