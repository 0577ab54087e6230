package dev.hakem.api.json;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.SerializedString;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import dev.hakem.api.game.Include;
import dev.hakem.api.game.MoveReport;
import dev.hakem.api.position.ClaimsReport;
import dev.hakem.api.position.LegalMove;
import dev.hakem.api.position.PositionReport;
import dev.hakem.api.problem.Problem;
import java.io.IOException;
import java.util.List;

/**
 * Writes the position report, the body of the hot endpoints, straight to Jackson's generator: members
 * in component order with pre-encoded names, nulls written, empty warnings left out, which is what
 * Jackson's own bean serializer writes for the record, without reflection or property lookups.
 * {@link #module()} registers it, with {@link MoveReportSerializer}, on an {@code ObjectMapper}.
 */
public final class PositionReportSerializer extends StdSerializer<PositionReport> {

    private static final SerializableString FEN = name("fen"), RULES = name("rules"), TURN = name("turn"),
            HALFMOVE_CLOCK = name("halfmoveClock"), FULLMOVE_NUMBER = name("fullmoveNumber"),
            CHECKERS = name("checkers"), STALEMATE = name("stalemate"),
            STATUS = name("status"), RESULT = name("result"), TERMINATION = name("termination"), RULE = name("rule"),
            SUMMARY = name("summary"), INSUFFICIENT_MATERIAL = name("insufficientMaterial"),
            REPETITIONS = name("repetitions"), CLAIMS = name("claims"),
            THREEFOLD_REPETITION = name("threefoldRepetition"), FIFTY_MOVES = name("fiftyMoves"),
            BY_MOVE = name("byMove"), LEGAL_MOVES = name("legalMoves"), WARNINGS = name("warnings"),
            CODE = name("code"), FIELD = name("field"), MESSAGE = name("message");

    // Members of a move, shared with MoveReportSerializer.
    static final SerializableString UCI = name("uci"), SAN = name("san"), FROM = name("from"), TO = name("to"),
            PIECE = name("piece"), CAPTURE = name("capture"), PROMOTION = name("promotion"),
            CASTLING = name("castling"), EN_PASSANT = name("enPassant"), CHECK = name("check"),
            CHECKMATE = name("checkmate"), SPOKEN = name("spoken");

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
        write(r, g);
    }

    static void write(PositionReport r, JsonGenerator g) throws IOException {
        write(r, g, Include.ALL);
    }

    /** The report with the parts {@code include} names; with all of them, the same bytes as above. */
    static void write(PositionReport r, JsonGenerator g, Include include) throws IOException {
        boolean details = include.details(), words = include.summary();
        g.writeStartObject(r);
        string(g, FEN, r.fen());
        if (details) {
            string(g, RULES, r.rules());
            string(g, TURN, r.turn());
            g.writeFieldName(HALFMOVE_CLOCK);
            g.writeNumber(r.halfmoveClock());
            g.writeFieldName(FULLMOVE_NUMBER);
            g.writeNumber(r.fullmoveNumber());
            bool(g, CHECK, r.check());
            g.writeFieldName(CHECKERS);
            strings(g, r.checkers());
            bool(g, CHECKMATE, r.checkmate());
            bool(g, STALEMATE, r.stalemate());
        }
        string(g, STATUS, r.status());
        string(g, RESULT, r.result());
        string(g, TERMINATION, r.termination());
        if (words) {
            string(g, RULE, r.rule());
            string(g, SUMMARY, r.summary());
        }
        if (details) bool(g, INSUFFICIENT_MATERIAL, r.insufficientMaterial());
        g.writeFieldName(REPETITIONS);
        g.writeNumber(r.repetitions());
        g.writeFieldName(CLAIMS);
        claims(g, r.claims());
        if (include.legalMoves()) {
            g.writeFieldName(LEGAL_MOVES);
            List<LegalMove> moves = r.legalMoves();
            if (moves == null) {
                g.writeNull();
            } else {
                boolean spoken = include.spoken();
                g.writeStartArray(moves, moves.size());
                for (int i = 0, n = moves.size(); i < n; i++) legalMove(g, moves.get(i), spoken);
                g.writeEndArray();
            }
        }
        List<Problem.Item> warnings = r.warnings();
        if (warnings != null && !warnings.isEmpty()) {
            g.writeFieldName(WARNINGS);
            g.writeStartArray(warnings, warnings.size());
            for (int i = 0, n = warnings.size(); i < n; i++) {
                Problem.Item w = warnings.get(i);
                if (w == null) {
                    g.writeNull();
                    continue;
                }
                g.writeStartObject(w);
                string(g, CODE, w.code());
                string(g, FIELD, w.field());
                string(g, MESSAGE, w.message());
                g.writeEndObject();
            }
            g.writeEndArray();
        }
        g.writeEndObject();
    }

    private static void claims(JsonGenerator g, ClaimsReport c) throws IOException {
        if (c == null) {
            g.writeNull();
            return;
        }
        g.writeStartObject(c);
        bool(g, THREEFOLD_REPETITION, c.threefoldRepetition());
        bool(g, FIFTY_MOVES, c.fiftyMoves());
        g.writeFieldName(BY_MOVE);
        List<ClaimsReport.ByMove> byMove = c.byMove();
        if (byMove == null) {
            g.writeNull();
        } else {
            g.writeStartArray(byMove, byMove.size());
            for (int i = 0, n = byMove.size(); i < n; i++) {
                ClaimsReport.ByMove b = byMove.get(i);
                if (b == null) {
                    g.writeNull();
                    continue;
                }
                g.writeStartObject(b);
                string(g, UCI, b.uci());
                string(g, SAN, b.san());
                string(g, RULE, b.rule());
                g.writeEndObject();
            }
            g.writeEndArray();
        }
        g.writeEndObject();
    }

    private static void legalMove(JsonGenerator g, LegalMove m, boolean spoken) throws IOException {
        if (m == null) {
            g.writeNull();
            return;
        }
        g.writeStartObject(m);
        string(g, UCI, m.uci());
        string(g, SAN, m.san());
        string(g, FROM, m.from());
        string(g, TO, m.to());
        string(g, PIECE, m.piece());
        string(g, CAPTURE, m.capture());
        string(g, PROMOTION, m.promotion());
        string(g, CASTLING, m.castling());
        bool(g, EN_PASSANT, m.enPassant());
        bool(g, CHECK, m.check());
        bool(g, CHECKMATE, m.checkmate());
        if (spoken) string(g, SPOKEN, m.spoken());
        g.writeEndObject();
    }

    /** A member with a string value, or null. */
    static void string(JsonGenerator g, SerializableString name, String value) throws IOException {
        g.writeFieldName(name);
        g.writeString(value);
    }

    static void bool(JsonGenerator g, SerializableString name, boolean value) throws IOException {
        g.writeFieldName(name);
        g.writeBoolean(value);
    }

    /** A list of strings as an array, or null. */
    static void strings(JsonGenerator g, List<String> values) throws IOException {
        if (values == null) {
            g.writeNull();
            return;
        }
        g.writeStartArray(values, values.size());
        for (int i = 0, n = values.size(); i < n; i++) g.writeString(values.get(i));
        g.writeEndArray();
    }

    private static SerializableString name(String name) {
        return new SerializedString(name);
    }
}
