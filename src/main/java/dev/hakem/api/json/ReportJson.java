package dev.hakem.api.json;

import dev.hakem.api.game.Include;
import dev.hakem.api.game.MoveReport;
import dev.hakem.api.game.ResumeReport;
import dev.hakem.api.position.ClaimsReport;
import dev.hakem.api.position.LegalMove;
import dev.hakem.api.position.PositionReport;
import dev.hakem.api.problem.Problem;
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
            BY_MOVE = ascii(",\"byMove\":"), FIRST_UCI = ascii("{\"uci\":"), SAN = ascii(",\"san\":"),
            FROM = ascii(",\"from\":"), TO = ascii(",\"to\":"), PIECE = ascii(",\"piece\":"),
            CAPTURE = ascii(",\"capture\":"), PROMOTION = ascii(",\"promotion\":"), CASTLING = ascii(",\"castling\":"),
            SPOKEN = ascii(",\"spoken\":"), CODE = ascii("{\"code\":"),
            FIELD = ascii(",\"field\":"), MESSAGE = ascii(",\"message\":"), MOVE = ascii("{\"move\":"),
            PLY_FIRST = ascii("{\"ply\":"), UCI = ascii(",\"uci\":"), FORGIVEN = ascii(",\"forgiven\":"),
            POSITION = ascii(",\"position\":"), RESUME = ascii(",\"resume\":"), VERSION = ascii("{\"version\":"),
            PLY = ascii(",\"ply\":"), RESUME_FEN = ascii(",\"fen\":"), MOVES = ascii(",\"moves\":");

    /**
     * Each thread writes into its own buffer, kept from one answer to the next (an event loop writes
     * one answer at a time): only the final copy, of the answer's exact length, is allocated.
     */
    private static final ThreadLocal<JsonBytes> BUFFER = ThreadLocal.withInitial(() -> new JsonBytes(CAPACITY));

    /** The whole position report. */
    public static byte[] of(PositionReport report) {
        JsonBytes out = BUFFER.get();
        try {
            position(out, report, Include.ALL);
            return out.toByteArray();
        } finally {
            out.reset(CAPACITY);
        }
    }

    /** The move report with the parts its {@link Include} names. */
    public static byte[] of(MoveReport report) {
        JsonBytes out = BUFFER.get();
        try {
            move(out, report);
            return out.toByteArray();
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
            out.raw(PLY_FIRST);
            out.number(m.ply());
            out.raw(UCI);
            out.string(m.uci());
            moveParts(out, m.san(), m.from(), m.to(), m.piece(), m.capture(), m.promotion(), m.castling(), m.enPassant(),
                    m.check(), m.checkmate());
            if (include.spoken()) {
                out.raw(SPOKEN);
                out.string(m.spoken());
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
                boolean spoken = include.spoken();
                out.raw('[');
                for (int i = 0, n = moves.size(); i < n; i++) {
                    if (i > 0) out.raw(',');
                    legalMove(out, moves.get(i), spoken);
                }
                out.raw(']');
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
                out.raw(FIRST_UCI);
                out.string(b.uci());
                out.raw(SAN);
                out.string(b.san());
                out.raw(RULE);
                out.string(b.rule());
                out.raw('}');
            }
            out.raw(']');
        }
        out.raw('}');
    }

    private static void legalMove(JsonBytes out, LegalMove m, boolean spoken) {
        if (m == null) {
            out.nullValue();
            return;
        }
        out.raw(FIRST_UCI);
        out.string(m.uci());
        moveParts(out, m.san(), m.from(), m.to(), m.piece(), m.capture(), m.promotion(), m.castling(), m.enPassant(),
                m.check(), m.checkmate());
        if (spoken) {
            out.raw(SPOKEN);
            out.string(m.spoken());
        }
        out.raw('}');
    }

    // The members of a move whose values come from small fixed sets (squares, piece names, castling
    // sides, the three flags) are encoded once, name and value together; a value outside the set (a
    // record built by hand) is written as any other string.
    private static final byte[][] FROM_SQUARES = squares(FROM), TO_SQUARES = squares(TO);
    private static final String[] ROLES = {"pawn", "knight", "bishop", "rook", "queen", "king"};
    private static final byte[][] PIECES = values(PIECE, ROLES), CAPTURES = values(CAPTURE, ROLES),
            PROMOTIONS = values(PROMOTION, ROLES);
    private static final String[] SIDES = {"kingside", "queenside"};
    private static final byte[][] CASTLINGS = values(CASTLING, SIDES);
    /** The three flags, indexed by enPassant * 4 + check * 2 + checkmate. */
    private static final byte[][] FLAGS = new byte[8][];

    static {
        for (int i = 0; i < 8; i++)
            FLAGS[i] = ascii(",\"enPassant\":" + ((i & 4) != 0) + ",\"check\":" + ((i & 2) != 0) + ",\"checkmate\":"
                    + ((i & 1) != 0));
    }

    private static byte[][] squares(byte[] name) {
        byte[][] all = new byte[64][];
        for (int sq = 0; sq < 64; sq++)
            all[sq] = ascii(new String(name, java.nio.charset.StandardCharsets.US_ASCII) + "\"" + (char) ('a' + (sq & 7))
                    + (char) ('1' + (sq >>> 3)) + "\"");
        return all;
    }

    /** The member with each value of the set, then (last) with null. */
    private static byte[][] values(byte[] name, String[] set) {
        byte[][] all = new byte[set.length + 1][];
        String prefix = new String(name, java.nio.charset.StandardCharsets.US_ASCII);
        for (int i = 0; i < set.length; i++) all[i] = ascii(prefix + "\"" + set[i] + "\"");
        all[set.length] = ascii(prefix + "null");
        return all;
    }

    private static void square(JsonBytes out, byte[][] encoded, byte[] name, String square) {
        if (square != null && square.length() == 2) {
            int file = square.charAt(0) - 'a', rank = square.charAt(1) - '1';
            if (file >= 0 && file < 8 && rank >= 0 && rank < 8) {
                out.raw(encoded[rank * 8 + file]);
                return;
            }
        }
        out.raw(name);
        out.string(square);
    }

    private static void oneOf(JsonBytes out, byte[][] encoded, String[] set, byte[] name, String value) {
        if (value == null) {
            out.raw(encoded[set.length]);
            return;
        }
        for (int i = 0; i < set.length; i++) {
            if (set[i].equals(value)) {
                out.raw(encoded[i]);
                return;
            }
        }
        out.raw(name);
        out.string(value);
    }

    /** The members a legal move and a played move share, from san to checkmate. */
    private static void moveParts(JsonBytes out, String san, String from, String to, String piece, String capture,
                                  String promotion, String castling, boolean enPassant, boolean check, boolean checkmate) {
        out.raw(SAN);
        out.string(san);
        square(out, FROM_SQUARES, FROM, from);
        square(out, TO_SQUARES, TO, to);
        oneOf(out, PIECES, ROLES, PIECE, piece);
        oneOf(out, CAPTURES, ROLES, CAPTURE, capture);
        oneOf(out, PROMOTIONS, ROLES, PROMOTION, promotion);
        oneOf(out, CASTLINGS, SIDES, CASTLING, castling);
        out.raw(FLAGS[(enPassant ? 4 : 0) | (check ? 2 : 0) | (checkmate ? 1 : 0)]);
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
