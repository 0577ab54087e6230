package dev.hakem.chess;

import dev.hakem.chess.board.Attacks;
import dev.hakem.chess.board.Board;
import dev.hakem.chess.board.CastlingRights;
import dev.hakem.chess.board.Square;
import dev.hakem.chess.board.Zobrist;

import dev.hakem.chess.text.Phrase;

import java.util.Arrays;
import java.util.List;

/**
 * The castling rules of one game: the variant, the square of the rook each castling right belongs
 * to, which squares a move must touch to lose a right, and the Zobrist keys of every set of
 * rights. A right's rook never changes while the right lasts (the rook or king moving ends it),
 * so one instance serves every position of a game; standard chess shares {@link #STANDARD}, whose
 * tables are exactly the fixed a- and h-file ones, so standard chess pays nothing for Chess960.
 *
 * <p>Rook files are packed four bits per right, indexed by the right's bit number (white king
 * side, white queen side, black king side, black queen side): see {@link #STANDARD_FILES}.
 */
final class Castling {
    /** The standard rook files, h, a, h, a, packed (white king side in the lowest nibble). */
    static final int STANDARD_FILES = 0x0707;

    static final Castling STANDARD = new Castling(Variant.STANDARD, STANDARD_FILES, Square.E1, Square.E8);

    final Variant variant;
    /** Packed rook files, one nibble per right. */
    final int files;
    /** The rook's square for each right index 0-3. */
    final int[] rookSquare = new int[4];
    /** Rights that survive a move from or to each square. */
    final int[] keep = new int[64];
    /** Zobrist key of every set of rights. */
    final long[] keys;
    /**
     * For each right: the squares that must be empty but for the king and the rook (between each
     * and its destination, destinations included), and those the king must find unattacked (the
     * ones it crosses and lands on, or the one it stands on when it stays).
     */
    final long[] mustBeEmpty = new long[4], kingPath = new long[4];

    private Castling(Variant variant, int files, int whiteKing, int blackKing) {
        this.variant = variant;
        this.files = files;
        Arrays.fill(keep, CastlingRights.ALL);
        keep[whiteKing] &= ~(CastlingRights.WHITE_KING_SIDE | CastlingRights.WHITE_QUEEN_SIDE);
        keep[blackKing] &= ~(CastlingRights.BLACK_KING_SIDE | CastlingRights.BLACK_QUEEN_SIDE);
        for (int i = 0; i < 4; i++) {
            rookSquare[i] = Square.of(fileOf(files, i), i < 2 ? 0 : 7);
            keep[rookSquare[i]] &= ~(1 << i);
            int king = i < 2 ? whiteKing : blackKing, base = i < 2 ? 0 : 56;
            boolean kingSide = (i & 1) == 0;
            int kingTo = base + (kingSide ? 6 : 2), rookTo = base + (kingSide ? 5 : 3);
            kingPath[i] = Attacks.between(king, kingTo) | (1L << kingTo);
            mustBeEmpty[i] = (kingPath[i] | Attacks.between(rookSquare[i], rookTo) | (1L << rookTo))
                    & ~((1L << king) | (1L << rookSquare[i]));
        }
        keys = new long[16];
        for (int mask = 0; mask < 16; mask++) {
            long k = Zobrist.castling(mask);
            if (files != STANDARD_FILES)
                for (int i = 0; i < 4; i++) if ((mask & (1 << i)) != 0) k ^= Zobrist.castlingRook(i, fileOf(files, i));
            keys[mask] = k;
        }
    }

    /**
     * The rules for a game of the variant with the given rights and rook files. Standard chess
     * always gets {@link #STANDARD}; in Chess960 the files of rights not held are irrelevant and
     * the kings' squares are where a king that still has a right stands.
     */
    static Castling of(Variant variant, int rights, int files, int whiteKing, int blackKing) {
        if (variant == Variant.STANDARD) return STANDARD;
        int normalized = STANDARD_FILES;
        for (int i = 0; i < 4; i++)
            if ((rights & (1 << i)) != 0) normalized = (normalized & ~(0xF << (4 * i))) | (fileOf(files, i) << (4 * i));
        int wk = (rights & 3) != 0 ? whiteKing : Square.E1, bk = (rights & 12) != 0 ? blackKing : Square.E8;
        return new Castling(variant, normalized, wk, bk);
    }

    static int fileOf(int files, int right) {
        return (files >>> (4 * right)) & 7;
    }

    /** The right's bit number: 0 for white king side ... 3 for black queen side. */
    static int index(int right) {
        return Integer.numberOfTrailingZeros(right);
    }

    /** Whether the rights held in both are tied to the same rooks (the rights themselves compared elsewhere). */
    boolean sameRooks(Castling o, int rights) {
        if (o == this) return true;
        for (int i = 0; i < 4; i++)
            if ((rights & (1 << i)) != 0 && rookSquare[i] != o.rookSquare[i]) return false;
        return true;
    }

    // ---------------------------------------------------------------- FEN castling fields

    /**
     * Reads a standard castling field: "-" or letters of KQkq, each once. Shredder-FEN's file letters
     * for the standard rooks (HAha) and letters out of order are read with a warning. Returns the
     * rights, or -1.
     */
    static int readStandard(String field, List<FenError> out) {
        if (field.equals("-")) return 0;
        int rights = 0;
        boolean shredder = false;
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
                        out.add(FenError.error("castling_chess960", Fen.CASTLING, Phrase.of("fen.castling_chess960", file)));
                    } else {
                        out.add(FenError.error("castling_syntax", Fen.CASTLING,
                                Phrase.of("fen.castling_syntax.not_a_field", field)));
                    }
                    return -1;
            }
            if ((rights & right) != 0) {
                out.add(FenError.error("castling_syntax", Fen.CASTLING,
                        Phrase.of("fen.castling_syntax.twice", String.valueOf(c), field)));
                return -1;
            }
            rights |= right;
        }
        String read = CastlingRights.toFen(rights);
        if (shredder)
            out.add(FenError.warning("castling_file_letters", Fen.CASTLING, Phrase.of("fen.castling_file_letters", field, read)));
        else if (!field.equals(read))
            out.add(FenError.warning("castling_order", Fen.CASTLING, Phrase.of("fen.castling_order", field, read)));
        return rights;
    }

    /** Rights and files packed as {@link #readChess960}'s answer: rights in bits 0-3, the files above. */
    static int packed(int rights, int files) {
        return rights | files << 4;
    }

    /**
     * X-FEN, as written: K/Q (k/q) for the outermost rook on that side of the king, the rook's file
     * letter otherwise (Chess960's X-FEN, which for the standard start is the standard field and
     * is what python-chess, chessops and lichess write). Order: white before black, the king's side
     * first.
     */
    static String write(long white, long rooks, int rights, int files) {
        if (rights == 0) return "-";
        StringBuilder sb = new StringBuilder(4);
        for (int i = 0; i < 4; i++) {
            if ((rights & (1 << i)) == 0) continue;
            boolean isWhite = i < 2, kingSide = (i & 1) == 0;
            int rank = isWhite ? 0 : 7, file = fileOf(files, i);
            long own = rooks & (isWhite ? white : ~white) & (0xFFL << (8 * rank));
            long outer = 0;
            for (int f = kingSide ? file + 1 : 0; f < (kingSide ? 8 : file); f++) outer |= 1L << Square.of(f, rank);
            char c = (own & outer) == 0 ? (kingSide ? 'K' : 'Q') : (char) ('A' + file);
            sb.append(isWhite ? c : Character.toLowerCase(c));
        }
        return sb.toString();
    }

    /**
     * Reads a Chess960 castling field: X-FEN (K, Q, k, q for the outermost rook on that side of the
     * king, file letters for the others) and Shredder-FEN (file letters only), mixed as tools mix
     * them. A right whose king is off its first rank, or whose rook is not there, is dropped with a
     * warning, as standard KQkq on any board is. Returns {@link #packed} rights and files, or -1.
     *
     * @param board null when the placement could not be read: the syntax is checked alone
     */
    static int readChess960(String field, Board board, List<FenError> out) {
        if (field.equals("-")) return packed(0, STANDARD_FILES);
        int rights = 0, files = STANDARD_FILES;
        StringBuilder kept = new StringBuilder();
        char[] letterOf = new char[4];
        for (int i = 0; i < field.length(); i++) {
            char c = field.charAt(i), u = Character.toUpperCase(c);
            if (u != 'K' && u != 'Q' && (u < 'A' || u > 'H')) {
                out.add(FenError.error("castling_syntax", Fen.CASTLING, Phrase.of("fen.castling_syntax.not_a_field.chess960", field)));
                return -1;
            }
            if (board == null) continue;
            boolean white = Character.isUpperCase(c);
            int rank = white ? 0 : 7;
            long ownKings = board.kings() & (white ? board.white() : board.black());
            if (Long.bitCount(ownKings) != 1) continue; // king_count says it
            int king = Long.numberOfTrailingZeros(ownKings);
            String letter = String.valueOf(c);
            if (Square.rank(king) != rank) {
                out.add(FenError.warning("castling_without_king", Fen.CASTLING,
                        Phrase.of("fen.castling_without_king.chess960.dropped", letter, rank + 1)));
                continue;
            }
            long ownRooks = board.rooks() & (white ? board.white() : board.black()) & (0xFFL << (8 * rank));
            int file;
            if (u == 'K' || u == 'Q') {
                long side = ownRooks & (u == 'K' ? -(1L << king) << 1 : (1L << king) - 1);
                if (side == 0) {
                    out.add(FenError.warning("castling_without_rook", Fen.CASTLING,
                            Phrase.of("fen.castling_without_rook.chess960.dropped", letter, Square.name(king))));
                    continue;
                }
                file = Square.file(u == 'K' ? 63 - Long.numberOfLeadingZeros(side) : Long.numberOfTrailingZeros(side));
            } else {
                file = u - 'A';
                if (file == Square.file(king)) {
                    out.add(FenError.error("castling_rook_on_king_file", Fen.CASTLING,
                            Phrase.of("fen.castling_rook_on_king_file", letter)));
                    return -1;
                }
                if ((ownRooks & (1L << Square.of(file, rank))) == 0) {
                    out.add(FenError.warning("castling_without_rook", Fen.CASTLING,
                            Phrase.of("fen.castling_without_rook.dropped", letter, Square.name(Square.of(file, rank)))));
                    continue;
                }
            }
            int index = (white ? 0 : 2) + (file > Square.file(king) ? 0 : 1);
            if ((rights & (1 << index)) != 0) {
                if (fileOf(files, index) == file)
                    out.add(FenError.error("castling_syntax", Fen.CASTLING, Phrase.of("fen.castling_syntax.twice", letter, field)));
                else
                    out.add(FenError.error("castling_two_rights_one_side", Fen.CASTLING,
                            Phrase.of("fen.castling_two_rights_one_side", String.valueOf(letterOf[index]), letter, field)));
                return -1;
            }
            rights |= 1 << index;
            files = (files & ~(0xF << (4 * index))) | file << (4 * index);
            letterOf[index] = c;
            kept.append(c);
        }
        if (board == null) return packed(rights, files);
        String canonical = write(board.white(), board.rooks(), rights, files);
        if (rights != 0 && !kept.toString().equals(canonical)) {
            boolean sameLetters = kept.length() == canonical.length()
                    && kept.chars().sorted().boxed().toList().equals(canonical.chars().sorted().boxed().toList());
            out.add(sameLetters ? FenError.warning("castling_order", Fen.CASTLING, Phrase.of("fen.castling_order", field, canonical))
                    : FenError.warning("castling_file_letters", Fen.CASTLING, Phrase.of("fen.castling_file_letters", field, canonical)));
        }
        return packed(rights, files);
    }
}
