package dev.hakem.api.json;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.SerializedString;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import dev.hakem.api.game.Include;
import dev.hakem.api.game.MoveReport;
import dev.hakem.api.game.ResumeReport;
import java.io.IOException;
import java.util.List;
import static dev.hakem.api.json.PositionReportSerializer.bool;
import static dev.hakem.api.json.PositionReportSerializer.string;

/**
 * Writes the move report ({@code POST /v1/move}) straight to Jackson's generator: the move played,
 * then the position report by {@link PositionReportSerializer}, then the resume point; with every
 * part included, the same JSON Jackson's bean serializer writes for the record (component order,
 * nulls written, no empty {@code forgiven}, no null resume). Parts left out by {@link Include}
 * are not written at all.
 */
public final class MoveReportSerializer extends StdSerializer<MoveReport> {

    private static final SerializableString MOVE = new SerializedString("move"), PLY = new SerializedString("ply"),
            FORGIVEN = new SerializedString("forgiven"), POSITION = new SerializedString("position"),
            RESUME = new SerializedString("resume"), VERSION = new SerializedString("version"),
            FEN = new SerializedString("fen"), MOVES = new SerializedString("moves");

    public MoveReportSerializer() {
        super(MoveReport.class);
    }

    @Override
    public void serialize(MoveReport r, JsonGenerator g, SerializerProvider provider) throws IOException {
        Include include = r.include() == null ? Include.ALL : r.include();
        g.writeStartObject(r);
        g.writeFieldName(MOVE);
        MoveReport.PlayedMoveDetail m = r.move();
        if (m == null) {
            g.writeNull();
        } else {
            g.writeStartObject(m);
            g.writeFieldName(PLY);
            g.writeNumber(m.ply());
            string(g, PositionReportSerializer.UCI, m.uci());
            string(g, PositionReportSerializer.SAN, m.san());
            string(g, PositionReportSerializer.FROM, m.from());
            string(g, PositionReportSerializer.TO, m.to());
            string(g, PositionReportSerializer.PIECE, m.piece());
            string(g, PositionReportSerializer.CAPTURE, m.capture());
            string(g, PositionReportSerializer.PROMOTION, m.promotion());
            string(g, PositionReportSerializer.CASTLING, m.castling());
            bool(g, PositionReportSerializer.EN_PASSANT, m.enPassant());
            bool(g, PositionReportSerializer.CHECK, m.check());
            bool(g, PositionReportSerializer.CHECKMATE, m.checkmate());
            if (include.spoken()) string(g, PositionReportSerializer.SPOKEN, m.spoken());
            List<String> forgiven = m.forgiven();
            if (forgiven != null && !forgiven.isEmpty()) {
                g.writeFieldName(FORGIVEN);
                PositionReportSerializer.strings(g, forgiven);
            }
            g.writeEndObject();
        }
        g.writeFieldName(POSITION);
        if (r.position() == null) g.writeNull();
        else PositionReportSerializer.write(r.position(), g, include);
        ResumeReport resume = r.resume();
        if (resume != null) {
            g.writeFieldName(RESUME);
            g.writeStartObject(resume);
            g.writeFieldName(VERSION);
            g.writeNumber(resume.version());
            g.writeFieldName(PLY);
            g.writeNumber(resume.ply());
            string(g, FEN, resume.fen());
            g.writeFieldName(MOVES);
            PositionReportSerializer.strings(g, resume.moves());
            g.writeEndObject();
        }
        g.writeEndObject();
    }
}
