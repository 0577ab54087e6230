package dev.hakem.chess;

import dev.hakem.chess.board.Board;
import dev.hakem.chess.board.CastlingRights;
import dev.hakem.chess.board.Color;
import dev.hakem.chess.board.Piece;
import dev.hakem.chess.board.Square;
import dev.hakem.chess.text.Phrase;

import java.util.ArrayList;
import java.util.List;

/**
 * Forsyth-Edwards Notation. Reading goes in two steps, as in shakmaty and chessops: {@link #parse}
 * reads the text into an unchecked {@link Setup} ({@link FenError}s), {@link Position#of} makes it
 * a legal position ({@link PositionError}s). {@link #read} takes both at once and reports every
 * problem of both kinds in one answer. What common tools write and people paste (missing clocks,
 * castling letters out of order, Shredder-style castling letters, lichess's underscores) is
 * accepted with a warning, never altered silently. Writing is canonical: the en-passant square
 * appears only when an en-passant capture is legal.
 *
 * <p>Chess960 castling fields are read in X-FEN and in Shredder-FEN and written in X-FEN (see
 * {@link Castling#write}): X-FEN is standard FEN wherever standard FEN can say it (the standard
 * start and every start whose rooks are outermost read "KQkq"), so a standard tool reads most
 * Chess960 FENs unchanged, and it is what python-chess, chessops and lichess write.
 */
public final class Fen {
    private Fen() {}

    public static final String STANDARD = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    /** Longer than any FEN of a legal position with sensible clocks. */
    public static final int MAX_LENGTH = 128;
    public static final int MAX_HALFMOVE_CLOCK = 9999;
    public static final int MAX_FULLMOVE_NUMBER = 99999;

    public static final String FEN = "fen", PLACEMENT = "placement", TURN = "turn", CASTLING = "castling",
            EN_PASSANT = "enPassant", HALFMOVE = "halfmoveClock", FULLMOVE = "fullmoveNumber";

    /** Reads a FEN of standard chess into a legal position, or lists every problem. */
    public static FenResult read(String text) {
        return read(text, Variant.STANDARD);
    }

    /**
     * Reads a FEN of the variant into a legal position, or lists every problem: both steps at once
     * ({@link #parse}, then {@link Position#of}), the position's faults checked as far as the
     * fields read tell them even when the text has errors, so that one answer names them all. A
     * legal position's en-passant square that no capture can use is dropped, with a warning.
     */
    public static FenResult read(String text, Variant variant) {
        List<FenError> found = new ArrayList<>();
        Fields f = fields(text, variant, found);
        List<FenProblem> errors = new ArrayList<>(), warnings = new ArrayList<>();
        for (FenError p : found) (p.isError() ? errors : warnings).add(p);
        if (f != null && f.board != null)
            errors.addAll(PositionValidator.validate(f.board, f.turn, f.castling, f.ep, variant, f.rookFiles));
        Setup setup = f == null ? null : f.setup(variant);
        if (!errors.isEmpty() || setup == null) return new FenResult.Invalid(List.copyOf(errors), List.copyOf(warnings));
        if (setup.epSquare() >= 0 && !Position.epCapturable(setup.board().toArray(), setup.turn().ordinal(), setup.epSquare()))
            warnings.add(FenError.warning("en_passant_not_capturable", EN_PASSANT,
                    Phrase.of("fen.en_passant_not_capturable", Square.name(setup.epSquare()))));
        return new FenResult.Valid(Position.trusted(setup), List.copyOf(warnings));
    }

    /**
     * The first step of reading: the setup the text describes, unchecked, and what reading the
     * text found. The setup is null when an error was found; {@link Position#of} checks the rest.
     */
    public record Parsed(Setup setup, List<FenError> errors, List<FenError> warnings) {}

    /** Reads a FEN's text into the setup it describes (the first step), or the text's errors. */
    public static Parsed parse(String text, Variant variant) {
        List<FenError> found = new ArrayList<>();
        Fields f = fields(text, variant, found);
        List<FenError> errors = new ArrayList<>(), warnings = new ArrayList<>();
        for (FenError p : found) (p.isError() ? errors : warnings).add(p);
        Setup setup = f == null || !errors.isEmpty() ? null : f.setup(variant);
        return new Parsed(setup, List.copyOf(errors), List.copyOf(warnings));
    }

    /** The position of a FEN known to be valid; throws IllegalArgumentException otherwise. */
    public static Position position(String text) {
        return position(text, Variant.STANDARD);
    }

    /** The position of a FEN of the variant known to be valid; throws IllegalArgumentException otherwise. */
    public static Position position(String text, Variant variant) {
        FenResult r = read(text, variant);
        if (r instanceof FenResult.Valid v) return v.position();
        throw new IllegalArgumentException("invalid FEN '" + text + "': " + ((FenResult.Invalid) r).errors());
    }

    /**
     * The fields as read: null where a field could not be read ({@code castling} -1, {@code ep} -2,
     * a clock -1), and {@code counted} false when there are not four to six of them.
     */
    private record Fields(Board board, Color turn, int castling, int rookFiles, int ep, int halfmoves, int fullmoves,
                          boolean counted) {

        /** The setup the fields describe, or null when one could not be read. */
        Setup setup(Variant variant) {
            if (board == null || turn == null || castling < 0 || ep < -1 || halfmoves < 0 || fullmoves < 0 || !counted)
                return null;
            return new Setup(board, turn, castling, ep, halfmoves, fullmoves, variant, rookFiles);
        }
    }

    /**
     * Reads the fields, adding what the text says wrong or unusual to the list; null when the text
     * is no FEN at all (empty, too long, no field).
     */
    private static Fields fields(String text, Variant variant, List<FenError> out) {
        if (text == null || text.isBlank()) {
            out.add(FenError.error("fen_empty", FEN, Phrase.of("fen.fen_empty")));
            return null;
        }
        String s = text.strip();
        if (s.length() > MAX_LENGTH) {
            out.add(FenError.error("fen_too_long", FEN, Phrase.of("fen.fen_too_long", s.length(), MAX_LENGTH)));
            return null;
        }
        if (s.indexOf(' ') < 0 && s.indexOf('_') > 0) {
            out.add(FenError.warning("underscores", FEN, Phrase.of("fen.underscores")));
            s = s.replace('_', ' ');
        }
        String[] fields = singleSpaced(s);
        if (fields == null) fields = s.split("\\s+");
        if (!s.equals(String.join(" ", fields)))
            out.add(FenError.warning("extra_whitespace", FEN, Phrase.of("fen.extra_whitespace")));
        boolean counted = fields.length >= 4 && fields.length <= 6;
        if (!counted) {
            boolean tooFew = fields.length < 4;
            out.add(FenError.error("field_count", FEN,
                    Phrase.of(tooFew ? "fen.field_count.too_few" : "fen.field_count.too_many", fields.length)));
            if (fields.length < 1) return null;
        }
        Board board = parsePlacement(fields[0], out);
        Color turn = fields.length > 1 ? parseTurn(fields[1], out) : null;
        int castling = -1, rookFiles = Castling.STANDARD_FILES;
        if (fields.length > 2 && variant == Variant.CHESS960) {
            int packed = Castling.readChess960(fields[2], board, out);
            if (packed >= 0) {
                castling = packed & CastlingRights.ALL;
                rookFiles = packed >>> 4;
            }
        } else if (fields.length > 2) {
            castling = Castling.readStandard(fields[2], out);
        }
        int ep = fields.length > 3 ? parseEnPassant(fields[3], turn, out) : -2;
        int halfmoves = 0, fullmoves = 1;
        if (fields.length == 4 || fields.length == 5) {
            boolean both = fields.length == 4;
            out.add(FenError.warning("missing_clocks", both ? HALFMOVE : FULLMOVE,
                    Phrase.of(both ? "fen.missing_clocks.both" : "fen.missing_clocks.fullmove")));
        }
        if (fields.length >= 5 && fields.length <= 6) halfmoves = parseNumber(fields[4], HALFMOVE, 0, MAX_HALFMOVE_CLOCK, out);
        if (fields.length == 6) {
            fullmoves = parseNumber(fields[5], FULLMOVE, 0, MAX_FULLMOVE_NUMBER, out);
            if (fullmoves == 0) {
                out.add(FenError.warning("fullmove_zero", FULLMOVE, Phrase.of("fen.fullmove_zero")));
                fullmoves = 1;
            }
        }
        // Tools write KQkq whatever the board: a right whose king or rook has left home is dropped, and said.
        if (board != null && castling > 0 && variant == Variant.STANDARD)
            castling &= ~PositionValidator.castlingWithoutPieces(board.toArray(), castling, true,
                    (code, phrase) -> out.add(FenError.warning(code, CASTLING, phrase)));
        return new Fields(board, turn, castling, rookFiles, ep, halfmoves, fullmoves, counted);
    }

    /**
     * The fields of a FEN written with one space between fields, as almost every FEN is, split
     * without a regular expression; null when there is other white space, for the full split.
     */
    private static String[] singleSpaced(String s) {
        int n = s.length(), count = 1;
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (c == ' ') {
                if (i == 0 || i == n - 1 || s.charAt(i - 1) == ' ') return null;
                count++;
            } else if (c == '\t' || c == '\n' || c == '\u000B' || c == '\f' || c == '\r') {
                return null;
            }
        }
        String[] fields = new String[count];
        int start = 0;
        for (int f = 0; f < count; f++) {
            int end = f == count - 1 ? n : s.indexOf(' ', start);
            fields[f] = s.substring(start, end);
            start = end + 1;
        }
        return fields;
    }

    private static Board parsePlacement(String field, List<FenError> out) {
        String[] ranks = field.split("/", -1);
        if (ranks.length != 8) {
            out.add(FenError.error("rank_count", PLACEMENT, Phrase.of("fen.rank_count", ranks.length)));
            return null;
        }
        long[] bb = new long[8];
        boolean ok = true;
        for (int i = 0; i < 8; i++) {
            int rank = 7 - i, file = 0;
            String r = ranks[i];
            boolean digitRun = false;
            for (int j = 0; j < r.length(); j++) {
                char c = r.charAt(j);
                if (c >= '1' && c <= '8') {
                    file += c - '0';
                    if (j > 0 && r.charAt(j - 1) >= '1' && r.charAt(j - 1) <= '8') digitRun = true;
                } else {
                    Piece piece = Piece.fromFenChar(c);
                    if (piece == null) {
                        out.add(FenError.error("piece_letter", PLACEMENT,
                                Phrase.of("fen.piece_letter", String.valueOf(c), rank + 1)));
                        ok = false;
                        file++;
                        continue;
                    }
                    if (file < 8) {
                        int sq = Square.of(file, rank);
                        bb[piece.color().ordinal()] |= 1L << sq;
                        bb[Position.PAWNS + piece.role().ordinal()] |= 1L << sq;
                    }
                    file++;
                }
            }
            if (file != 8) {
                out.add(FenError.error("rank_length", PLACEMENT, Phrase.of("fen.rank_length", rank + 1, r, file)));
                ok = false;
            } else if (digitRun) {
                // Empty squares are one digit in FEN; "44" or "11111111" is read, and said, not rewritten silently.
                out.add(FenError.warning("digit_run", PLACEMENT, Phrase.of("fen.digit_run", rank + 1, r)));
            }
        }
        return ok ? Board.fromArray(bb) : null;
    }

    private static Color parseTurn(String field, List<FenError> out) {
        if (field.equals("w")) return Color.WHITE;
        if (field.equals("b")) return Color.BLACK;
        out.add(FenError.error("turn", TURN, Phrase.of("fen.turn", field)));
        return null;
    }

    /** Returns the square, -1 for '-', or -2 when invalid. */
    private static int parseEnPassant(String field, Color turn, List<FenError> out) {
        if (field.equals("-")) return -1;
        int sq = Square.parse(field);
        if (sq < 0) {
            out.add(FenError.error("en_passant_syntax", EN_PASSANT, Phrase.of("fen.en_passant_syntax", field)));
            return -2;
        }
        int wantRank = turn == Color.BLACK ? 2 : 5;
        if (turn != null && Square.rank(sq) != wantRank) {
            out.add(FenError.error("en_passant_rank", EN_PASSANT,
                    Phrase.of("fen.en_passant_rank.for_turn", turn, wantRank + 1, field)));
            return -2;
        }
        if (turn == null && Square.rank(sq) != 2 && Square.rank(sq) != 5) {
            out.add(FenError.error("en_passant_rank", EN_PASSANT, Phrase.of("fen.en_passant_rank.any", field)));
            return -2;
        }
        return sq;
    }

    private static int parseNumber(String field, String name, int min, int max, List<FenError> out) {
        String what = name.equals(HALFMOVE) ? "halfmove clock" : "fullmove number";
        String code = name.equals(HALFMOVE) ? "halfmove_clock" : "fullmove_number";
        if (field.isEmpty() || field.length() > 6 || !digits(field)) {
            out.add(FenError.error(code, name, Phrase.of("fen." + code + ".not_a_number", field)));
            return -1;
        }
        int v = Integer.parseInt(field);
        if (v < min || v > max) {
            out.add(FenError.error(code, name, Phrase.of("fen." + code + ".range", v, min, max)));
            return -1;
        }
        return v;
    }

    private static boolean digits(String field) {
        for (int i = 0; i < field.length(); i++) if (field.charAt(i) < '0' || field.charAt(i) > '9') return false;
        return true;
    }

    /** Canonical FEN: en passant only when legal, castling in KQkq order (Chess960: X-FEN). */
    public static String write(Position p) {
        StringBuilder sb = new StringBuilder(90);
        Board board = p.board();
        appendPlacement(sb, board);
        String castling = p.variant() == Variant.STANDARD ? CastlingRights.toFen(p.castlingRights())
                : Castling.write(board.white(), board.rooks(), p.castlingRights(), p.castles.files);
        sb.append(' ').append(p.turn().fenChar()).append(' ').append(castling).append(' ')
                .append(p.epSquare() >= 0 ? Square.name(p.epSquare()) : "-").append(' ').append(p.halfmoveClock())
                .append(' ').append(p.fullmoveNumber());
        return sb.toString();
    }

    /** The first four fields: what FIDE 9.2.3 compares, with en passant only when legal. */
    public static String identity(Position p) {
        String fen = write(p);
        int cut = fen.lastIndexOf(' ', fen.lastIndexOf(' ') - 1);
        return fen.substring(0, cut);
    }

    static void appendPlacement(StringBuilder sb, Board board) {
        for (int rank = 7; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 8; file++) {
                char piece = fenChar(board, 1L << Square.of(file, rank));
                if (piece == 0) {
                    empty++;
                } else {
                    if (empty > 0) sb.append((char) ('0' + empty));
                    empty = 0;
                    sb.append(piece);
                }
            }
            if (empty > 0) sb.append((char) ('0' + empty));
            if (rank > 0) sb.append('/');
        }
    }

    /** The FEN letter of the piece on the square (upper case for White), or 0 when it is empty. */
    private static char fenChar(Board b, long square) {
        char c;
        if ((b.occupied() & square) == 0) return 0;
        else if ((b.pawns() & square) != 0) c = 'p';
        else if ((b.knights() & square) != 0) c = 'n';
        else if ((b.bishops() & square) != 0) c = 'b';
        else if ((b.rooks() & square) != 0) c = 'r';
        else if ((b.queens() & square) != 0) c = 'q';
        else if ((b.kings() & square) != 0) c = 'k';
        else return 0;
        return (b.white() & square) != 0 ? (char) (c - ('a' - 'A')) : c;
    }
}
