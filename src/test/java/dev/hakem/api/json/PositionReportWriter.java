package dev.hakem.api.json;

import dev.hakem.api.game.MoveReport;
import dev.hakem.api.position.ClaimsReport;
import dev.hakem.api.position.LegalMove;
import dev.hakem.api.position.PositionReport;
import dev.hakem.api.problem.Problem;
import java.util.List;

/**
 * The hand-made writer the position and move reports once had (a StringBuilder, then UTF-8 bytes):
 * kept as the baseline the JSON path is measured against (bench/json) and checked equal to.
 */
public final class PositionReportWriter {
    private PositionReportWriter() {}

    public static String json(MoveReport r) {
        MoveReport.PlayedMoveDetail played = r.move();
        LegalMove m = played.legal();
        JsonText j = new JsonText(512 + 200 * r.position().legalMoves().size());
        j.beginObject().name("move").beginObject().field("ply", played.ply()).field("uci", m.uci()).field("san", m.san())
                .field("from", m.from()).field("to", m.to()).field("piece", m.piece()).field("capture", m.capture())
                .field("promotion", m.promotion()).field("castling", m.castling()).field("enPassant", m.enPassant())
                .field("check", m.check()).field("checkmate", m.checkmate()).field("spoken", m.spoken());
        if (played.forgiven() != null && !played.forgiven().isEmpty()) {
            j.beginArray("forgiven");
            for (String f : played.forgiven()) j.value(f);
            j.endArray();
        }
        j.endObject().name("position");
        position(j, r.position());
        if (r.resume() != null) {
            j.name("resume").beginObject().field("version", r.resume().version()).field("ply", r.resume().ply())
                    .field("fen", r.resume().fen()).beginArray("moves");
            for (String move : r.resume().moves()) j.value(move);
            j.endArray().endObject();
        }
        return j.endObject().toString();
    }

    public static String json(PositionReport r) {
        JsonText j = new JsonText(256 + 200 * r.legalMoves().size());
        position(j, r);
        return j.toString();
    }

    private static void position(JsonText j, PositionReport r) {
        j.beginObject()
                .field("fen", r.fen()).field("rules", r.rules()).field("turn", r.turn())
                .field("halfmoveClock", r.halfmoveClock()).field("fullmoveNumber", r.fullmoveNumber())
                .field("check", r.check());
        j.beginArray("checkers");
        for (String c : r.checkers()) j.value(c);
        j.endArray();
        j.field("checkmate", r.checkmate()).field("stalemate", r.stalemate()).field("status", r.status())
                .field("result", r.result()).field("termination", r.termination()).field("rule", r.rule()).field("summary", r.summary())
                .field("insufficientMaterial", r.insufficientMaterial()).field("repetitions", r.repetitions());
        ClaimsReport c = r.claims();
        j.name("claims").beginObject().field("threefoldRepetition", c.threefoldRepetition())
                .field("fiftyMoves", c.fiftyMoves()).beginArray("byMove");
        for (ClaimsReport.ByMove b : c.byMove())
            j.beginObject().field("uci", b.uci()).field("san", b.san()).field("rule", b.rule()).endObject();
        j.endArray().endObject();
        j.beginArray("legalMoves");
        for (LegalMove m : r.legalMoves()) {
            j.beginObject().field("uci", m.uci()).field("san", m.san()).field("from", m.from()).field("to", m.to())
                    .field("piece", m.piece()).field("capture", m.capture()).field("promotion", m.promotion())
                    .field("castling", m.castling()).field("enPassant", m.enPassant()).field("check", m.check())
                    .field("checkmate", m.checkmate()).field("spoken", m.spoken()).endObject();
        }
        j.endArray();
        List<Problem.Item> warnings = r.warnings();
        if (warnings != null && !warnings.isEmpty()) {
            j.beginArray("warnings");
            for (Problem.Item w : warnings)
                j.beginObject().field("code", w.code()).field("field", w.field()).field("message", w.message()).endObject();
            j.endArray();
        }
        j.endObject();
    }
}
