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
 * Forsyth-Edwards Notation. Reading reports every problem at once (syntax of each field, then
 * the legality of the position they describe); what common tools write and people paste
 * (missing clocks, castling letters out of order, Shredder-style castling letters, lichess's
 * underscores) is accepted with a warning, never altered silently. Writing is canonical: the
 * en-passant square appears only when an en-passant capture is legal.
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

    /** Reads a FEN of the variant into a legal position, or lists every problem. */
    public static FenResult read(String text, Variant variant) {
        List<FenProblem> problems = new ArrayList<>();
        Setup setup = parse(text, variant, problems);
        List<FenProblem> errors = new ArrayList<>(), warnings = new ArrayList<>();
        for (FenProblem p : problems) (p.isError() ? errors : warnings).add(p);
        if (!errors.isEmpty() || setup == null) return new FenResult.Invalid(List.copyOf(errors), List.copyOf(warnings));
        return new FenResult.Valid(Position.trusted(setup), List.copyOf(warnings));
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
     * Parses the fields and validates the position, adding every problem to the list. Returns the
     * setup when no error was found, else null.
     */
    static Setup parse(String text, Variant variant, List<FenProblem> out) {
        if (text == null || text.isBlank()) {
            out.add(FenProblem.error("fen_empty", FEN, Phrase.of("fen.fen_empty")));
            return null;
        }
        String s = text.strip();
        if (s.length() > MAX_LENGTH) {
            out.add(FenProblem.error("fen_too_long", FEN, Phrase.of("fen.fen_too_long", s.length(), MAX_LENGTH)));
            return null;
        }
        if (s.indexOf(' ') < 0 && s.indexOf('_') > 0) {
            out.add(FenProblem.warning("underscores", FEN, Phrase.of("fen.underscores")));
            s = s.replace('_', ' ');
        }
        String[] fields = singleSpaced(s);
        if (fields == null) fields = s.split("\\s+");
        if (!s.equals(String.join(" ", fields)))
            out.add(FenProblem.warning("extra_whitespace", FEN, Phrase.of("fen.extra_whitespace")));
        if (fields.length < 4 || fields.length > 6) {
            boolean tooFew = fields.length < 4;
            out.add(FenProblem.error("field_count", FEN,
                    Phrase.of(tooFew ? "fen.field_count.too_few" : "fen.field_count.too_many", fields.length)));
            if (fields.length < 1) return null;
        }
        Board board = parsePlacement(fields[0], out);
        Color turn = fields.length > 1 ? parseTurn(fields[1], out) : null;
        int castling = -1, rookFiles = Castling.STANDARD_FILES;
        if (fields.length > 2 && variant == Variant.CHESS960) {
            int packed = Castling.read(fields[2], board, out);
            if (packed >= 0) {
                castling = packed & CastlingRights.ALL;
                rookFiles = packed >>> 4;
            }
        } else if (fields.length > 2) {
            castling = parseCastling(fields[2], board, out);
        }
        int ep = fields.length > 3 ? parseEnPassant(fields[3], turn, out) : -2;
        int halfmoves = 0, fullmoves = 1;
        if (fields.length == 4 || fields.length == 5) {
            boolean both = fields.length == 4;
            out.add(FenProblem.warning("missing_clocks", both ? HALFMOVE : FULLMOVE,
                    Phrase.of(both ? "fen.missing_clocks.both" : "fen.missing_clocks.fullmove")));
        }
        if (fields.length >= 5 && fields.length <= 6) halfmoves = parseNumber(fields[4], HALFMOVE, 0, MAX_HALFMOVE_CLOCK, out);
        if (fields.length == 6) {
            fullmoves = parseNumber(fields[5], FULLMOVE, 0, MAX_FULLMOVE_NUMBER, out);
            if (fullmoves == 0) {
                out.add(FenProblem.warning("fullmove_zero", FULLMOVE, Phrase.of("fen.fullmove_zero")));
                fullmoves = 1;
            }
        }
        if (board == null) return null;
        // Tools write KQkq whatever the board: a right whose king or rook has left home is dropped, and said.
        if (castling > 0 && variant == Variant.STANDARD)
            castling &= ~PositionValidator.castlingWithoutPieces(board.toArray(), castling, FenProblem.Severity.WARNING, out);
        List<FenProblem> semantic = PositionValidator.validate(board, turn, castling, ep, variant, rookFiles);
        out.addAll(semantic);
        if (turn == null || castling < 0 || ep < -1 || halfmoves < 0 || fullmoves < 0 || fields.length < 4 || fields.length > 6)
            return null;
        for (FenProblem p : out) if (p.isError()) return null;
        Setup setup = new Setup(board, turn, castling, ep, halfmoves, fullmoves, variant, rookFiles);
        if (ep >= 0 && !Position.epCapturable(board.toArray(), turn.ordinal(), ep))
            out.add(FenProblem.warning("en_passant_not_capturable", EN_PASSANT,
                    Phrase.of("fen.en_passant_not_capturable", Square.name(ep))));
        return setup;
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

    private static Board parsePlacement(String field, List<FenProblem> out) {
        String[] ranks = field.split("/", -1);
        if (ranks.length != 8) {
            out.add(FenProblem.error("rank_count", PLACEMENT, Phrase.of("fen.rank_count", ranks.length)));
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
                        out.add(FenProblem.error("piece_letter", PLACEMENT,
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
                out.add(FenProblem.error("rank_length", PLACEMENT, Phrase.of("fen.rank_length", rank + 1, r, file)));
                ok = false;
            } else if (digitRun) {
                // Empty squares are one digit in FEN; "44" or "11111111" is read, and said, not rewritten silently.
                out.add(FenProblem.warning("digit_run", PLACEMENT, Phrase.of("fen.digit_run", rank + 1, r)));
            }
        }
        return ok ? Board.fromArray(bb) : null;
    }

    private static Color parseTurn(String field, List<FenProblem> out) {
        if (field.equals("w")) return Color.WHITE;
        if (field.equals("b")) return Color.BLACK;
        out.add(FenProblem.error("turn", TURN, Phrase.of("fen.turn", field)));
        return null;
    }

    private static int parseCastling(String field, Board board, List<FenProblem> out) {
        if (field.equals("-")) return 0;
        int rights = 0;
        boolean shredder = false;
        StringBuilder seen = new StringBuilder();
        for (int i = 0; i < field.length(); i++) {
            char c = field.charAt(i);
            int right;
            switch (c) {
                case 'K': right = CastlingRights.WHITE_KING_SIDE; break;
                case 'Q': right = CastlingRights.WHITE_QUEEN_SIDE; break;
                case 'k': right = CastlingRights.BLACK_KING_SIDE; break;
                case 'q': right = CastlingRights.BLACK_QUEEN_SIDE; break;
                case 'H': right = CastlingRights.WHITE_KING_SIDE; shredder = true; break;
                case 'A': right = CastlingRights.WHITE_QUEEN_SIDE; shredder = true; break;
                case 'h': right = CastlingRights.BLACK_KING_SIDE; shredder = true; break;
                case 'a': right = CastlingRights.BLACK_QUEEN_SIDE; shredder = true; break;
                default:
                    if ((c >= 'B' && c <= 'G') || (c >= 'b' && c <= 'g')) {
                        String file = String.valueOf(Character.toLowerCase(c));
                        out.add(FenProblem.error("castling_chess960", CASTLING, Phrase.of("fen.castling_chess960", file)));
                    } else {
                        out.add(FenProblem.error("castling_syntax", CASTLING,
                                Phrase.of("fen.castling_syntax.not_a_field", field)));
                    }
                    return -1;
            }
            if ((rights & right) != 0) {
                out.add(FenProblem.error("castling_syntax", CASTLING,
                        Phrase.of("fen.castling_syntax.twice", String.valueOf(c), field)));
                return -1;
            }
            rights |= right;
            seen.append(c);
        }
        if (shredder) {
            String read = CastlingRights.toFen(rights);
            out.add(FenProblem.warning("castling_file_letters", CASTLING, Phrase.of("fen.castling_file_letters", field, read)));
        } else if (!field.equals(CastlingRights.toFen(rights))) {
            String read = CastlingRights.toFen(rights);
            out.add(FenProblem.warning("castling_order", CASTLING, Phrase.of("fen.castling_order", field, read)));
        }
        return rights;
    }

    /** Returns the square, -1 for '-', or -2 when invalid. */
    private static int parseEnPassant(String field, Color turn, List<FenProblem> out) {
        if (field.equals("-")) return -1;
        int sq = Square.parse(field);
        if (sq < 0) {
            out.add(FenProblem.error("en_passant_syntax", EN_PASSANT, Phrase.of("fen.en_passant_syntax", field)));
            return -2;
        }
        int wantRank = turn == Color.BLACK ? 2 : 5;
        if (turn != null && Square.rank(sq) != wantRank) {
            out.add(FenProblem.error("en_passant_rank", EN_PASSANT,
                    Phrase.of("fen.en_passant_rank.for_turn", turn, wantRank + 1, field)));
            return -2;
        }
        if (turn == null && Square.rank(sq) != 2 && Square.rank(sq) != 5) {
            out.add(FenProblem.error("en_passant_rank", EN_PASSANT, Phrase.of("fen.en_passant_rank.any", field)));
            return -2;
        }
        return sq;
    }

    private static int parseNumber(String field, String name, int min, int max, List<FenProblem> out) {
        String what = name.equals(HALFMOVE) ? "halfmove clock" : "fullmove number";
        String code = name.equals(HALFMOVE) ? "halfmove_clock" : "fullmove_number";
        if (field.isEmpty() || field.length() > 6 || !digits(field)) {
            out.add(FenProblem.error(code, name, Phrase.of("fen." + code + ".not_a_number", field)));
            return -1;
        }
        int v = Integer.parseInt(field);
        if (v < min || v > max) {
            out.add(FenProblem.error(code, name, Phrase.of("fen." + code + ".range", v, min, max)));
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
