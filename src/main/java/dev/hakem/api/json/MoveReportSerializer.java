package dev.hakem.api.json;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import dev.hakem.api.game.MoveReport;
import java.io.IOException;

/**
 * The move report ({@code POST /v1/move}) wherever Jackson writes it: the bytes {@link ReportJson}
 * writes, with the parts its {@code include} names, as {@link PositionReportSerializer} does for the
 * position report.
 */
public final class MoveReportSerializer extends StdSerializer<MoveReport> {

    public MoveReportSerializer() {
        super(MoveReport.class);
    }

    @Override
    public void serialize(MoveReport r, JsonGenerator g, SerializerProvider provider) throws IOException {
        PositionReportSerializer.raw(g, ReportJson.of(r));
    }
}
