package dev.hakem.chess.notation;

import dev.hakem.chess.Move;
import dev.hakem.chess.MoveCode;
import dev.hakem.chess.Position;
import dev.hakem.chess.board.Attacks;
import dev.hakem.chess.board.Piece;
import dev.hakem.chess.board.Role;
import dev.hakem.chess.board.Square;
import dev.hakem.chess.text.Phrase;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Standard algebraic notation (FIDE Appendix C). Output is canonical: K Q R B N, "x" for
 * captures, "=Q" for promotion, "O-O"/"O-O-O", "+"/"#", disambiguation by file, then rank, then
 * both, counting only legal moves (a pinned piece never forces a disambiguation).
 *
 * <p>Input is strict by default (the canonical text, a trailing "e.p." allowed); the lenient
 * mode also takes what people and tools write and reports each thing it forgave.
 */
public final class San {
    private San() {}

    /**
     * A parsed move and what the lenient reader forgave (empty when the text was canonical), as
     * phrases (keys {@code move.forgiven.*}).
     */
    public record Parsed(Move move, String canonical, List<Phrase> forgiven, MoveInfo info) {}

    static final Pattern MOVE = Pattern.compile(
            "([KQRBNP])?([a-h])?([1-8])?(x|:)?([a-h][1-8])(=?[QRBNqrbn])?");

    public static String of(Position p, Move move) {
        return of(p, move.code());
    }

    /** Canonical SAN of a legal move, with its check or mate suffix. */
    public static String of(Position p, int code) {
        return withoutSuffix(p, code) + suffix(p.play(code));
    }

    static String suffix(Position after) {
        if (!after.isCheck()) return "";
        return after.hasLegalMove() ? "+" : "#";
    }

    /**
     * SAN without "+" or "#". The legal moves are listed only when another piece of the mover's kind
     * attacks the target square, the one case a disambiguation may need (a pawn's or the king's move
     * never does): most moves of a long line are written without generating any.
     */
    public static String withoutSuffix(Position p, int code) {
        int from = MoveCode.from(code), to = MoveCode.to(code), role = p.roleAt(from);
        if (role == Position.PAWN || role == Position.KING || MoveCode.kind(code) == MoveCode.CASTLE)
            return withoutSuffix(p, code, NO_MOVES, 0);
        Role kind = Role.VALUES[role];
        long rivals = p.pieces(p.turn(), kind) & ~(1L << from) & Attacks.of(kind, p.turn(), to, p.occupied());
        return rivals == 0 ? withoutSuffix(p, code, NO_MOVES, 0) : withoutSuffix(p, code, p.legalMoveCodes());
    }

    private static final int[] NO_MOVES = new int[0];

    /** SAN without "+" or "#", disambiguated against the given legal moves of p. */
    static String withoutSuffix(Position p, int code, int[] legal) {
        return withoutSuffix(p, code, legal, legal.length);
    }

    /** SAN without "+" or "#", disambiguated against the first {@code n} codes of {@code legal}, the legal moves of p. */
    static String withoutSuffix(Position p, int code, int[] legal, int n) {
        int from = MoveCode.from(code), to = MoveCode.to(code), kind = MoveCode.kind(code);
        if (kind == MoveCode.CASTLE) return to > from ? "O-O" : "O-O-O";
        int role = p.roleAt(from);
        boolean capture = kind == MoveCode.EN_PASSANT || (p.occupied() & (1L << to)) != 0;
        StringBuilder sb = new StringBuilder(8);
        if (role == Position.PAWN) {
            if (capture) sb.append((char) ('a' + Square.file(from))).append('x');
            sb.append(Square.name(to));
            Role promo = MoveCode.promotion(code);
            if (promo != null) sb.append('=').append(promo.upper());
            return sb.toString();
        }
        sb.append(Role.VALUES[role].upper());
        boolean sameFile = false, sameRank = false, ambiguous = false;
        long sameRole = p.byRole(Role.VALUES[role]);
        for (int i = 0; i < n; i++) {
            int other = legal[i], of = MoveCode.from(other);
            if (of == from || MoveCode.to(other) != to || (sameRole & (1L << of)) == 0 || MoveCode.kind(other) == MoveCode.CASTLE) continue;
            ambiguous = true;
            if (Square.file(of) == Square.file(from)) sameFile = true;
            if (Square.rank(of) == Square.rank(from)) sameRank = true;
        }
        if (ambiguous) {
            if (!sameFile) sb.append((char) ('a' + Square.file(from)));
            else if (!sameRank) sb.append((char) ('1' + Square.rank(from)));
            else sb.append(Square.name(from));
        }
        if (capture) sb.append('x');
        sb.append(Square.name(to));
        return sb.toString();
    }

    /** Strict SAN reading: the canonical text only (a trailing "e.p." on an en-passant capture is allowed). */
    public static Move parse(Position p, String text) throws MoveError {
        return parse(p, text, false).move();
    }

    /**
     * Reads SAN. An en-passant capture may carry the mark "e.p." or "ep", glued or after a space, before
     * or after its check sign ("exd6 e.p.", "dxe6+ e.p."), in both modes; on another move the mark is
     * refused, but for a glued one in lenient mode. Lenient mode also accepts "0-0", missing or wrong "+"/"#",
     * over-disambiguation ("Rcd2"), a missing or wrong "x", "e8Q" without "=", a "P" for pawns and
     * trailing annotation marks ("!", "?"), typographic dashes ("0–0", "O‑O") and FIDE long algebraic
     * notation ("e2-e4", "Ng1-f3", "Rc4xd4", "e7-e8Q"), and lists what it forgave.
     */
    public static Parsed parse(Position p, String text, boolean lenient) throws MoveError {
        if (text == null || text.isBlank()) throw MoveError.syntax(String.valueOf(text), "empty");
        String input = text;
        String s = text.strip();
        List<Phrase> forgiven = new ArrayList<>();
        if (s.length() > 16) throw MoveError.syntax(input, "too_long");

        String annotation = stripEnd(s, "!?");
        if (annotation.length() != s.length()) {
            if (!lenient) throw MoveError.syntax(input, "annotation");
            String marks = s.substring(annotation.length());
            forgiven.add(Phrase.of("move.forgiven.annotation", marks));
            s = annotation;
        }
        String suffix = "";
        String body = stripEnd(s, "+#");
        if (body.length() != s.length()) {
            suffix = s.substring(body.length());
            s = body;
        }
        boolean epMark = false, epApart = false;
        for (String mark : new String[] {" e.p.", "e.p.", " ep", "ep"}) {
            if (s.endsWith(mark) && s.length() > mark.length()) {
                epMark = true;
                epApart = mark.charAt(0) == ' ';
                s = s.substring(0, s.length() - mark.length()).strip();
                break;
            }
        }
        if (epMark && suffix.isEmpty()) {
            // The check sign before the mark: "dxe6+ e.p.", as well as after it, "dxe6 e.p.+".
            body = stripEnd(s, "+#");
            if (body.length() != s.length()) {
                suffix = s.substring(body.length());
                s = body;
            }
        }

        int[] legal = p.legalMoveCodes(); // listed once for finding, disambiguating and writing the move
        int code;
        Matcher san;
        if (isCastling(s)) {
            code = castle(p, legal, input, s, lenient, forgiven);
        } else if ((san = MOVE.matcher(s)).matches()) {
            code = findPieceMove(p, legal, input, san, lenient, forgiven);
        } else {
            // Not SAN: the forms people and tools write instead are looked at only now, off the path
            // of canonical moves.
            code = OtherForms.find(p, legal, input, s, lenient, forgiven);
        }

        // The position after the move, its suffix and its canonical SAN are worked out once, here, and
        // handed on as the move's MoveInfo (a game replay would otherwise compute them again).
        Position after = p.play(code);
        String canonicalSuffix = suffix(after);
        String canonical = withoutSuffix(p, code, legal) + canonicalSuffix;
        if (epMark) {
            if (MoveCode.kind(code) != MoveCode.EN_PASSANT) {
                // The mark apart ("exd5 e.p.", as FIDE Appendix C writes it, or a token of its own joined to
                // the move before it) belongs to an en-passant capture only: refused in both modes.
                if (!lenient || epApart)
                    throw MoveError.syntax(input, "ep_mark");
                forgiven.add(Phrase.of("move.forgiven.ep_mark_not_en_passant"));
            } else {
                forgiven.add(Phrase.of("move.forgiven.ep_mark"));
            }
        }
        if (!suffix.equals(canonicalSuffix)) {
            String key = canonicalSuffix.isEmpty() ? "move.not_canonical.no_check" : canonicalSuffix.equals("#")
                    ? "move.not_canonical.mate" : "move.not_canonical.check";
            if (!lenient)
                throw new MoveError(input, MoveError.Reason.NOT_CANONICAL, Phrase.of(key, canonical),
                        List.of(canonical));
            if (suffix.isEmpty())
                forgiven.add(Phrase.of("move.forgiven.missing_check_mark", canonicalSuffix));
            else
                forgiven.add(Phrase.of("move.forgiven.wrong_check_mark", suffix));
        }
        Move move = Move.decode(p, code);
        MoveInfo info = new MoveInfo(move, Uci.of(p, code), canonical, after, !canonicalSuffix.isEmpty(),
                canonicalSuffix.equals("#"));
        return new Parsed(move, canonical, List.copyOf(forgiven), info);
    }

    static boolean isCastling(String s) {
        return s.equals("O-O") || s.equals("O-O-O") || s.equals("0-0") || s.equals("0-0-0")
                || s.equalsIgnoreCase("o-o") || s.equalsIgnoreCase("o-o-o");
    }

    static int castle(Position p, int[] legal, String input, String s, boolean lenient, List<Phrase> forgiven)
            throws MoveError {
        if (!s.startsWith("O")) {
            if (!lenient)
                throw MoveError.syntax(input, "castling_letter");
            forgiven.add(Phrase.of("move.forgiven.castling", s));
        }
        return findCastle(p, legal, input, s.length() == 3);
    }

    private static String stripEnd(String s, String chars) {
        int end = s.length();
        while (end > 0 && chars.indexOf(s.charAt(end - 1)) >= 0) end--;
        return s.substring(0, end);
    }

    private static int findCastle(Position p, int[] legal, String input, boolean kingSide) throws MoveError {
        for (int code : legal) {
            if (MoveCode.kind(code) == MoveCode.CASTLE && (MoveCode.to(code) > MoveCode.from(code)) == kingSide) return code;
        }
        if (!p.hasLegalMove()) throw MoveDiagnosis.explain(p, input, 0, 0, null);
        throw MoveDiagnosis.castlingRefused(p, input, kingSide);
    }

    static int findPieceMove(Position p, int[] legal, String input, Matcher m, boolean lenient, List<Phrase> forgiven)
            throws MoveError {
        String letter = m.group(1), file = m.group(2), rank = m.group(3), x = m.group(4), promoText = m.group(6);
        int to = Square.parse(m.group(5));
        Role role = letter == null ? Role.PAWN : Role.fromLetter(letter.charAt(0));
        if ("P".equals(letter)) {
            if (!lenient) throw MoveError.syntax(input, "pawn_letter");
            forgiven.add(Phrase.of("move.forgiven.pawn_letter"));
        }
        if (":".equals(x)) {
            if (!lenient) throw MoveError.syntax(input, "capture_colon");
            forgiven.add(Phrase.of("move.forgiven.capture_colon"));
        }
        Role promo = null;
        if (promoText != null) {
            if (role != Role.PAWN) throw MoveError.syntax(input, "promotion_piece");
            promo = Role.fromLetter(promoText.charAt(promoText.length() - 1));
            boolean canonicalForm = promoText.length() == 2 && Character.isUpperCase(promoText.charAt(1));
            if (!canonicalForm) {
                if (!lenient)
                    throw MoveError.syntax(input, "promotion_form");
                forgiven.add(Phrase.of("move.forgiven.promotion", promoText));
            }
        }
        if (role == Role.PAWN && rank != null && !lenient)
            throw MoveError.syntax(input, "pawn_rank");

        List<Integer> matches = new ArrayList<>();
        List<Integer> samePieceTo = new ArrayList<>();
        for (int code : legal) {
            int from = MoveCode.from(code);
            if (MoveCode.to(code) != to || p.roleAt(from) != role.ordinal() || MoveCode.kind(code) == MoveCode.CASTLE) continue;
            samePieceTo.add(code);
            if (file != null && Square.file(from) != file.charAt(0) - 'a') continue;
            if (rank != null && Square.rank(from) != rank.charAt(0) - '1') continue;
            if (MoveCode.promotion(code) != promo) continue;
            matches.add(code);
        }
        if (matches.isEmpty()) throw explainMissing(p, input, role, to, file, rank, promo, samePieceTo);
        if (matches.size() > 1) {
            List<String> candidates = new ArrayList<>();
            for (int c : matches) candidates.add(of(p, c));
            String listed = String.join(", ", candidates);
            throw new MoveError(input, MoveError.Reason.AMBIGUOUS, Phrase.of("move.ambiguous", listed, input.strip()), candidates);
        }
        int code = matches.get(0);
        boolean isCapture = MoveCode.kind(code) == MoveCode.EN_PASSANT || (p.occupied() & (1L << to)) != 0;
        if ((x != null) != isCapture) {
            Phrase phrase = isCapture ? Phrase.of("move.not_canonical.capture_mark", of(p, code))
                    : Phrase.of("move.not_canonical.no_capture", Square.name(to), of(p, code));
            if (!lenient)
                throw new MoveError(input, MoveError.Reason.NOT_CANONICAL, phrase,
                        List.of(of(p, code)));
            if (isCapture) forgiven.add(Phrase.of("move.forgiven.missing_capture_mark"));
            else forgiven.add(Phrase.of("move.forgiven.capture_mark_without_capture"));
        }
        if (role == Role.PAWN && isCapture && file == null)
            throw MoveError.syntax(input, "pawn_capture_file");
        String canonicalBody = withoutSuffix(p, code, legal);
        String givenBody = (role == Role.PAWN ? "" : String.valueOf(role.upper())) + (file == null ? "" : file)
                + (rank == null ? "" : rank);
        String wantBody = canonicalBody.substring(0, canonicalBody.length() - (isCapture ? 3 : 2)
                - (promo != null ? 2 : 0));
        if (!givenBody.equals(wantBody)) {
            if (!lenient) throw new MoveError(input, MoveError.Reason.NOT_CANONICAL,
                    Phrase.of("move.not_canonical.over_disambiguated", of(p, code)),
                    List.of(of(p, code)));
            // Both the file and the rank of the piece and a capture mark: FIDE long algebraic notation ("Rc4xd4").
            if (file != null && rank != null && x != null) forgiven.add(Phrase.of("move.forgiven.long_algebraic", m.group()));
            else forgiven.add(Phrase.of("move.forgiven.over_disambiguation", givenBody));
        }
        return code;
    }

    private static MoveError explainMissing(Position p, String input, Role role, int to, String file, String rank,
                                            Role promo, List<Integer> samePieceTo) {
        if (!p.hasLegalMove()) return MoveDiagnosis.explain(p, input, to, to, null);
        long fitting = 0;
        for (long own = p.board().pieces(p.turn(), role); own != 0; own &= own - 1) {
            int from = Long.numberOfTrailingZeros(own);
            if (file != null && Square.file(from) != file.charAt(0) - 'a') continue;
            if (rank != null && Square.rank(from) != rank.charAt(0) - '1') continue;
            fitting |= 1L << from;
        }
        // The text names one piece: say why that piece cannot go (pinned, blocked, must promote...).
        if (Long.bitCount(fitting) == 1) return MoveDiagnosis.explain(p, input, Long.numberOfTrailingZeros(fitting), to, promo);
        List<String> candidates = new ArrayList<>();
        for (int c : samePieceTo) candidates.add(of(p, c));
        if (!samePieceTo.isEmpty()) {
            if (role == Role.PAWN && promo == null && MoveCode.isPromotion(samePieceTo.get(0)))
                return new MoveError(input, MoveError.Reason.PROMOTION_REQUIRED,
                        Phrase.of("move.promotion_required.san", Square.name(to)), candidates);
            String legal = String.join(", ", candidates);
            return new MoveError(input, MoveError.Reason.UNREACHABLE,
                    Phrase.of("move.unreachable.matching", role, input.strip(), Square.name(to), legal), candidates);
        }
        // Name the rule that forbids it for a piece whose way of moving reaches there.
        for (long f = fitting; f != 0; f &= f - 1) {
            int from = Long.numberOfTrailingZeros(f);
            Piece piece = new Piece(p.turn(), role);
            if (MoveDiagnosis.reaches(p, piece, from, to) || (role != Role.PAWN && role != Role.KNIGHT
                    && (Attacks.of(role, p.turn(), from, 0) & (1L << to)) != 0)) {
                return MoveDiagnosis.explain(p, input, from, to, promo);
            }
        }
        if (p.board().pieces(p.turn(), role) == 0)
            return new MoveError(input, MoveError.Reason.NO_PIECE, Phrase.of("move.no_piece.side", p.turn(), role), List.of());
        return new MoveError(input, MoveError.Reason.UNREACHABLE,
                Phrase.of("move.unreachable.side", p.turn(), role, Square.name(to)), List.of());
    }
}
