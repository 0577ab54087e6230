package dev.hakem.chess.notation;

import dev.hakem.chess.MoveCode;
import dev.hakem.chess.MoveGen;
import dev.hakem.chess.Position;
import dev.hakem.chess.board.Role;
import java.util.List;

/**
 * Reads the moves of one game one after another, as {@link Notation#parse} does, with no more of
 * each position's legal moves listed than reading needs: the moves of the written piece to the
 * written square (what finds the move and decides its disambiguation), and whether the position
 * after it has a legal move at all, asked once for the move's mate mark and for the verdict on
 * that position (FIDE 5.1.1, 5.2.1).
 *
 * <p>Canonical SAN and plain UCI are read here without regular expressions: the text is accepted
 * only if it is exactly the canonical SAN of a legal move (check mark included) or the UCI of a
 * legal move, which is what {@link Notation#parse} would accept with nothing forgiven. Anything
 * else goes to {@link Notation#parse}, which reads the other forms, forgives them in lenient mode
 * and explains every refusal.
 *
 * <p>Not thread-safe: one reader per game being read.
 */
public final class MoveReader {
    private Position position;
    /** Whether {@link #position} has a legal move: 1 yes, 0 no, -1 not looked for yet. */
    private int hasMove = -1;
    /** The moves of one piece kind to one square, or from one square. */
    private final int[] moves = new int[MoveGen.MAX_MOVES];
    /** The move that led to {@link #position}, whose mate mark a move read after it settles. */
    private MoveInfo last;

    public MoveReader(Position start) {
        position = start;
    }

    /** The position the next move is read in. */
    public Position position() {
        return position;
    }

    /**
     * Whether the side to move in {@link #position()} has a legal move (FIDE 5.1.1, 5.2.1 ask): looked
     * for once, and only when not already known (a move read in the position proves there is one).
     */
    public boolean hasLegalMove() {
        if (hasMove < 0) hasMove = position.hasLegalMove() ? 1 : 0;
        return hasMove == 1;
    }

    /**
     * Reads a move in {@link #position()} and plays it: the position after it is the new
     * {@link #position()}. On a {@link MoveError} nothing changes.
     */
    public Notation.Parsed play(String text, boolean lenient) throws MoveError {
        Notation.Parsed parsed = read(text, lenient);
        advance(parsed);
        return parsed;
    }

    /** Reads a move in {@link #position()} without playing it; on a {@link MoveError} nothing changes. */
    public Notation.Parsed read(String text, boolean lenient) throws MoveError {
        Position p = position;
        int code = text == null ? -1 : quick(p, text);
        Notation.Parsed parsed = null;
        if (code >= 0) {
            Position after = p.play(code);
            boolean check = after.isCheck();
            if (isUci(text)) {
                // UCI read here is the move's own UCI: the squares and promotion it was found by. A
                // check's mate mark waits until asked: the next move read, if any, says it is none.
                parsed = new Notation.Parsed(MoveInfo.fromUci(p, code, text, after, check), List.of());
            } else {
                // SAN's mark says whether the move mates: the position after must be asked.
                boolean mate = check && !after.hasLegalMove();
                if (sanMarkIsCanonical(text, check, mate))
                    parsed = new Notation.Parsed(MoveInfo.fromSan(p, code, text, after, check, mate), List.of());
            }
        }
        if (parsed == null) parsed = Notation.parse(p, text, lenient);
        hasMove = 1;
        if (last != null) last.notMate();
        return parsed;
    }

    /** Plays a move {@link #read} in {@link #position()}: the position after it is the new one. */
    public void advance(Notation.Parsed parsed) {
        MoveInfo info = parsed.info();
        last = info;
        position = info.after();
        int mate = info.mateKnown();
        hasMove = info.check() && mate >= 0 ? 1 - mate : -1;
    }

    /** Whether SAN text, read as a legal move, carries exactly the check mark the move has. */
    private static boolean sanMarkIsCanonical(String text, boolean check, boolean mate) {
        String suffix = mate ? "#" : check ? "+" : "";
        int end = bodyEnd(text);
        return text.length() - end == suffix.length() && text.endsWith(suffix);
    }

    /** The canonical SAN of a legal move of p, disambiguated against the moves of its kind to its square. */
    static String sanOfUci(Position p, int code, boolean check, boolean mate) {
        int from = MoveCode.from(code), to = MoveCode.to(code);
        int[] rivals = new int[MoveGen.MAX_MOVES];
        int n = p.legalMoveCodes(rivals, p.pieces(p.turn(), Role.VALUES[p.roleAt(from)]), 1L << to);
        String body = CanonicalSan.write(p, code, CanonicalSan.reachers(rivals, n, to));
        return check ? body + (mate ? "#" : "+") : body;
    }

    /** The move the text denotes when it is canonical SAN (the check mark aside) or plain UCI, else -1. */
    private int quick(Position p, String s) {
        if (isUci(s)) return uci(p, s);
        int end = bodyEnd(s);
        if (end < 2) return -1;
        if (s.startsWith("O-O") && (end == 3 || (end == 5 && s.startsWith("O-O-O")))) return castle(p, end == 3);
        int promo = -1, squareEnd = end;
        if (end >= 4 && s.charAt(end - 2) == '=') {
            Role r = Role.fromLetter(s.charAt(end - 1));
            if (r == null || r == Role.PAWN || r == Role.KING || !Character.isUpperCase(s.charAt(end - 1))) return -1;
            promo = MoveCode.promotionKind(r);
            squareEnd = end - 2;
        }
        int to = square(s, squareEnd - 2);
        if (to < 0) return -1;
        char first = s.charAt(0);
        Role role = first >= 'a' && first <= 'h' ? Role.PAWN : "KQRBN".indexOf(first) >= 0 ? Role.fromLetter(first) : null;
        if (role == null) return -1;
        int n = p.legalMoveCodes(moves, p.pieces(p.turn(), role), 1L << to);
        for (int i = 0; i < n; i++) {
            int c = moves[i], kind = MoveCode.kind(c);
            if (MoveCode.to(c) != to || kind == MoveCode.CASTLE) continue;
            if ((kind >= MoveCode.PROMO_KNIGHT ? kind : -1) != promo) continue;
            if (CanonicalSan.bodyIs(p, c, role.ordinal(), moves, n, s, end)) return c;
        }
        return -1;
    }

    private int castle(Position p, boolean kingSide) {
        int n = p.legalMoveCodes(moves, 1L << p.kingSquare(p.turn()), ~0L);
        for (int i = 0; i < n; i++) {
            int c = moves[i];
            if (MoveCode.kind(c) == MoveCode.CASTLE && (MoveCode.to(c) > MoveCode.from(c)) == kingSide) return c;
        }
        return -1;
    }

    /** UCI as {@link Notation#parse} reads it first: four square letters and digits and a lower-case promotion. */
    static boolean isUci(String s) {
        int n = s.length();
        if (n != 4 && n != 5) return false;
        if (square(s, 0) < 0 || square(s, 2) < 0) return false;
        return n == 4 || "qrbn".indexOf(s.charAt(4)) >= 0;
    }

    /** The legal move {@link Uci#parse} would find by its squares, or -1 for the cases it treats apart. */
    private int uci(Position p, String s) {
        int from = square(s, 0), to = square(s, 2);
        Role promo = s.length() == 5 ? Role.fromLetter(s.charAt(4)) : null;
        // Only the moves to the written square, but a king's castling, which ends on its rook's square.
        long toMask = from == p.kingSquare(p.turn()) && p.castlingRights() != 0 ? ~0L : 1L << to;
        int n = p.legalMoveCodes(moves, 1L << from, toMask);
        for (int i = 0; i < n; i++) {
            int c = moves[i];
            if (Uci.destination(p, c) == to && MoveCode.promotion(c) == promo) return c;
        }
        return -1;
    }
    /** The end of the text without one trailing "+" or "#". */
    private static int bodyEnd(String s) {
        int n = s.length();
        if (n == 0) return 0;
        char last = s.charAt(n - 1);
        return last == '+' || last == '#' ? n - 1 : n;
    }

    static int square(String s, int at) {
        if (at < 0 || at + 2 > s.length()) return -1;
        char f = s.charAt(at), r = s.charAt(at + 1);
        if (f < 'a' || f > 'h' || r < '1' || r > '8') return -1;
        return (r - '1') * 8 + (f - 'a');
    }
}
