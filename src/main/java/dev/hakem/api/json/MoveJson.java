package dev.hakem.api.json;

import dev.hakem.api.position.LegalMove;
import dev.hakem.api.position.LegalMoves;
import dev.hakem.chess.MoveCode;
import dev.hakem.chess.Variant;
import dev.hakem.chess.board.Role;
import dev.hakem.chess.notation.MoveInfo;
import java.nio.charset.StandardCharsets;
import java.util.List;
import static dev.hakem.api.json.JsonBytes.ascii;

/**
 * A move's members in {@link ReportJson}'s answers: a legal move, and the parts a played move shares
 * with it. A report's legal moves are mostly moves written before: each one's whole object is kept,
 * keyed by every fact its bytes depend on ({@link #key}), and copied as it is.
 */
final class MoveJson {
    private MoveJson() {}

    static final byte[] FIRST_UCI = ascii("{\"uci\":"), SAN = ascii(",\"san\":"), SPOKEN = ascii(",\"spoken\":");
    private static final byte[] FROM = ascii(",\"from\":"), TO = ascii(",\"to\":"), PIECE = ascii(",\"piece\":"),
            CAPTURE = ascii(",\"capture\":"), PROMOTION = ascii(",\"promotion\":"), CASTLING = ascii(",\"castling\":");

    // The objects already written: each key has a few neighbouring slots, each slot one immutable entry
    // (read without locks: a reader sees a whole entry or none); when all are taken a newer key replaces
    // the first. At most 16,384 objects of about 200 bytes.
    private static final int SLOT_BITS = 14, WAYS = 4;
    private static final Written[] WRITTEN = new Written[1 << SLOT_BITS];

    private record Written(int key, byte[] json) {}

    private static byte[] written(int key) {
        int first = slot(key);
        for (int i = 0; i < WAYS; i++) {
            Written w = WRITTEN[(first + i) & (WRITTEN.length - 1)];
            if (w == null) return null;
            if (w.key() == key) return w.json();
        }
        return null;
    }

    private static byte[] write(int key, byte[] json) {
        int first = slot(key), at = first;
        for (int i = 0; i < WAYS; i++) {
            int s = (first + i) & (WRITTEN.length - 1);
            if (WRITTEN[s] == null) {
                at = s;
                break;
            }
        }
        WRITTEN[at] = new Written(key, json);
        return json;
    }

    /**
     * The key of a listed move's object: every fact its bytes depend on, packed into 28 bits. The
     * move's code (bits 0-14: its squares, and its kind: promotion and to what, castling and to which
     * side, en passant), the moving piece's role (15-17) and the taken one's (18-20, 7 for none), how
     * its SAN is disambiguated (21-22), its check and mate marks (23, 24), whether it is played in
     * Chess960, where castling's UCI is the king taking its rook (25), and the words asked for (26 up:
     * {@code words}). With those alike two moves have the same UCI, SAN, squares, pieces, flags and
     * words, whatever their positions. -1 for a move whose SAN's disambiguation is not known (not
     * listed by {@link MoveInfo#all}): it is written from its record.
     *
     * @param words the words the object carries: 0 none, 1 null (no language), 2 + the language's ordinal
     */
    static int key(MoveInfo m, int words) {
        int by = m.disambiguation();
        if (by < 0) return -1;
        int code = m.code();
        Role taken = m.capture();
        int key = code | m.role().ordinal() << 15 | (taken == null ? 7 : taken.ordinal()) << 18 | by << 21
                | (m.check() ? 1 << 23 : 0) | (m.checkmate() ? 1 << 24 : 0) | words << 26;
        // Only castling is written otherwise in Chess960 (its UCI), and only it asks the variant.
        if (MoveCode.kind(code) == MoveCode.CASTLE && m.variant() == Variant.CHESS960) key |= 1 << 25;
        return key;
    }

    private static int slot(int key) {
        return (key * 0x9E3779B1) >>> (32 - SLOT_BITS);
    }

    /** The list of legal moves, each with its words when {@code spoken}. */
    static void legalMoves(JsonBytes out, List<LegalMove> moves, boolean spoken) {
        out.raw('[');
        if (moves instanceof LegalMoves listed) {
            // The words a move's object carries: none, null, or the text in the list's language.
            int words = !spoken ? 0 : listed.lang() == null ? 1 : 2 + listed.lang().ordinal();
            for (int i = 0, n = listed.size(); i < n; i++) {
                if (i > 0) out.raw(',');
                int key = key(listed.info(i), words);
                if (key < 0) {
                    legalMove(out, listed.get(i), spoken);
                    continue;
                }
                byte[] json = written(key);
                if (json == null) json = write(key, object(listed.get(i), spoken));
                out.raw(json);
            }
        } else {
            for (int i = 0, n = moves.size(); i < n; i++) {
                if (i > 0) out.raw(',');
                legalMove(out, moves.get(i), spoken);
            }
        }
        out.raw(']');
    }

    /** The object of one legal move, as {@link #legalMoves} writes it. */
    static byte[] object(LegalMove m, boolean spoken) {
        JsonBytes one = new JsonBytes(256);
        legalMove(one, m, spoken);
        return one.toByteArray();
    }

    private static void legalMove(JsonBytes out, LegalMove m, boolean spoken) {
        if (m == null) {
            out.nullValue();
            return;
        }
        out.raw(FIRST_UCI);
        out.string(m.uci());
        parts(out, m.san(), m.from(), m.to(), m.piece(), m.capture(), m.promotion(), m.castling(), m.enPassant(),
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
            all[sq] = ascii(new String(name, StandardCharsets.US_ASCII) + "\"" + (char) ('a' + (sq & 7))
                    + (char) ('1' + (sq >>> 3)) + "\"");
        return all;
    }

    /** The member with each value of the set, then (last) with null. */
    private static byte[][] values(byte[] name, String[] set) {
        byte[][] all = new byte[set.length + 1][];
        String prefix = new String(name, StandardCharsets.US_ASCII);
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
    static void parts(JsonBytes out, String san, String from, String to, String piece, String capture,
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
}
