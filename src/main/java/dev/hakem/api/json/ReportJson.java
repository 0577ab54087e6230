package dev.hakem.api.json;

import dev.hakem.api.position.Include;
import dev.hakem.api.game.MoveReport;
import dev.hakem.api.game.ResumeReport;
import dev.hakem.api.position.ClaimsReport;
import dev.hakem.api.position.LegalMove;
import dev.hakem.api.position.PositionReport;
import dev.hakem.api.problem.Problem;
import java.util.Arrays;
import java.util.List;
import static dev.hakem.api.json.JsonBytes.ascii;

/**
 * The position and move reports as the bytes of their JSON, written once into one array: the same
 * members in the same order as Jackson's bean serializer writes for the records (tests hold the bytes
 * equal), with every member name encoded once, at class load, together with its quotes, colon and
 * the comma before it. The one source of the reports' JSON: inside answers Jackson writes, {@link
 * PositionReportSerializer} and {@link MoveReportSerializer} hand these bytes to the generator.
 */
public final class ReportJson {
    private ReportJson() {}

    /** A kiwipete report is about 9 KB: room for it without growing. */
    private static final int CAPACITY = 12 * 1024;

    private static final byte[] FEN = ascii("{\"fen\":"), RULES = ascii(",\"rules\":"), TURN = ascii(",\"turn\":"),
            HALFMOVE_CLOCK = ascii(",\"halfmoveClock\":"), FULLMOVE_NUMBER = ascii(",\"fullmoveNumber\":"),
            CHECK = ascii(",\"check\":"), CHECKERS = ascii(",\"checkers\":"), CHECKMATE = ascii(",\"checkmate\":"),
            STALEMATE = ascii(",\"stalemate\":"), STATUS = ascii(",\"status\":"), RESULT = ascii(",\"result\":"),
            TERMINATION = ascii(",\"termination\":"), RULE = ascii(",\"rule\":"), SUMMARY = ascii(",\"summary\":"),
            INSUFFICIENT_MATERIAL = ascii(",\"insufficientMaterial\":"), REPETITIONS = ascii(",\"repetitions\":"),
            CLAIMS = ascii(",\"claims\":"), LEGAL_MOVES = ascii(",\"legalMoves\":"), WARNINGS = ascii(",\"warnings\":"),
            THREEFOLD = ascii("{\"threefoldRepetition\":"), FIFTY_MOVES = ascii(",\"fiftyMoves\":"),
            BY_MOVE = ascii(",\"byMove\":"), CODE = ascii("{\"code\":"),
            FIELD = ascii(",\"field\":"), MESSAGE = ascii(",\"message\":"), MOVE = ascii("{\"move\":"),
            PLY_FIRST = ascii("{\"ply\":"), UCI = ascii(",\"uci\":"), FORGIVEN = ascii(",\"forgiven\":"),
            POSITION = ascii(",\"position\":"), RESUME = ascii(",\"resume\":"), VERSION = ascii("{\"version\":"),
            PLY = ascii(",\"ply\":"), RESUME_FEN = ascii(",\"fen\":"), MOVES = ascii(",\"moves\":");

    /**
     * Each thread writes into its own buffer, kept from one answer to the next (an event loop writes
     * one answer at a time): the answer is copied out of it once, into a byte array of its exact
     * length or straight into the connection's buffer ({@link Sink}).
     */
    private static final ThreadLocal<JsonBytes> BUFFER = ThreadLocal.withInitial(() -> new JsonBytes(CAPACITY));

    /** Takes a document's bytes, {@code bytes[0..length)}, before the array is written over by the next one. */
    public interface Sink<T> {
        T take(byte[] bytes, int length);
    }

    private static final Sink<byte[]> COPY = Arrays::copyOf;

    /** The whole position report. */
    public static byte[] of(PositionReport report) {
        return of(report, COPY);
    }

    /** The move report with the parts its {@link Include} names. */
    public static byte[] of(MoveReport report) {
        return of(report, COPY);
    }

    /** The whole position report, handed to {@code sink} from this thread's buffer (no copy of its own). */
    public static <T> T of(PositionReport report, Sink<T> sink) {
        JsonBytes out = BUFFER.get();
        try {
            position(out, report, Include.ALL);
            return out.to(sink);
        } finally {
            out.reset(CAPACITY);
        }
    }

    /** The move report with the parts its {@link Include} names, handed to {@code sink} from this thread's buffer. */
    public static <T> T of(MoveReport report, Sink<T> sink) {
        JsonBytes out = BUFFER.get();
        try {
            move(out, report);
            return out.to(sink);
        } finally {
            out.reset(CAPACITY);
        }
    }

    private static void move(JsonBytes out, MoveReport r) {
        Include include = r.include() == null ? Include.ALL : r.include();
        out.raw(MOVE);
        MoveReport.PlayedMoveDetail m = r.move();
        if (m == null) {
            out.nullValue();
        } else {
            LegalMove legal = m.legal();
            out.raw(PLY_FIRST);
            out.number(m.ply());
            out.raw(UCI);
            out.string(legal.uci());
            MoveJson.parts(out, legal.san(), legal.from(), legal.to(), legal.piece(), legal.capture(), legal.promotion(),
                    legal.castling(), legal.enPassant(), legal.check(), legal.checkmate());
            if (include.spoken()) {
                out.raw(MoveJson.SPOKEN);
                out.string(legal.spoken());
            }
            List<String> forgiven = m.forgiven();
            if (forgiven != null && !forgiven.isEmpty()) {
                out.raw(FORGIVEN);
                strings(out, forgiven);
            }
            out.raw('}');
        }
        out.raw(POSITION);
        if (r.position() == null) out.nullValue();
        else position(out, r.position(), include);
        ResumeReport resume = r.resume();
        if (resume != null) {
            out.raw(RESUME);
            out.raw(VERSION);
            out.number(resume.version());
            out.raw(PLY);
            out.number(resume.ply());
            out.raw(RESUME_FEN);
            out.string(resume.fen());
            out.raw(MOVES);
            strings(out, resume.moves());
            out.raw('}');
        }
        out.raw('}');
    }

    private static void position(JsonBytes out, PositionReport r, Include include) {
        boolean details = include.details(), words = include.summary();
        out.raw(FEN);
        out.string(r.fen());
        if (details) {
            out.raw(RULES);
            out.string(r.rules());
            out.raw(TURN);
            out.string(r.turn());
            out.raw(HALFMOVE_CLOCK);
            out.number(r.halfmoveClock());
            out.raw(FULLMOVE_NUMBER);
            out.number(r.fullmoveNumber());
            out.raw(CHECK);
            out.bool(r.check());
            out.raw(CHECKERS);
            strings(out, r.checkers());
            out.raw(CHECKMATE);
            out.bool(r.checkmate());
            out.raw(STALEMATE);
            out.bool(r.stalemate());
        }
        out.raw(STATUS);
        out.string(r.status());
        out.raw(RESULT);
        out.string(r.result());
        out.raw(TERMINATION);
        out.string(r.termination());
        if (words) {
            out.raw(RULE);
            out.string(r.rule());
            out.raw(SUMMARY);
            out.string(r.summary());
        }
        if (details) {
            out.raw(INSUFFICIENT_MATERIAL);
            out.bool(r.insufficientMaterial());
        }
        out.raw(REPETITIONS);
        out.number(r.repetitions());
        out.raw(CLAIMS);
        claims(out, r.claims());
        if (include.legalMoves()) {
            out.raw(LEGAL_MOVES);
            List<LegalMove> moves = r.legalMoves();
            if (moves == null) {
                out.nullValue();
            } else {
                MoveJson.legalMoves(out, moves, include.spoken());
            }
        }
        List<Problem.Item> warnings = r.warnings();
        if (warnings != null && !warnings.isEmpty()) {
            out.raw(WARNINGS);
            out.raw('[');
            for (int i = 0, n = warnings.size(); i < n; i++) {
                if (i > 0) out.raw(',');
                Problem.Item w = warnings.get(i);
                if (w == null) {
                    out.nullValue();
                    continue;
                }
                out.raw(CODE);
                out.string(w.code());
                out.raw(FIELD);
                out.string(w.field());
                out.raw(MESSAGE);
                out.string(w.message());
                out.raw('}');
            }
            out.raw(']');
        }
        out.raw('}');
    }

    private static void claims(JsonBytes out, ClaimsReport c) {
        if (c == null) {
            out.nullValue();
            return;
        }
        out.raw(THREEFOLD);
        out.bool(c.threefoldRepetition());
        out.raw(FIFTY_MOVES);
        out.bool(c.fiftyMoves());
        out.raw(BY_MOVE);
        List<ClaimsReport.ByMove> byMove = c.byMove();
        if (byMove == null) {
            out.nullValue();
        } else {
            out.raw('[');
            for (int i = 0, n = byMove.size(); i < n; i++) {
                if (i > 0) out.raw(',');
                ClaimsReport.ByMove b = byMove.get(i);
                if (b == null) {
                    out.nullValue();
                    continue;
                }
                out.raw(MoveJson.FIRST_UCI);
                out.string(b.uci());
                out.raw(MoveJson.SAN);
                out.string(b.san());
                out.raw(RULE);
                out.string(b.rule());
                out.raw('}');
            }
            out.raw(']');
        }
        out.raw('}');
    }

    private static void strings(JsonBytes out, List<String> values) {
        if (values == null) {
            out.nullValue();
            return;
        }
        out.raw('[');
        for (int i = 0, n = values.size(); i < n; i++) {
            if (i > 0) out.raw(',');
            out.string(values.get(i));
        }
        out.raw(']');
    }
}
