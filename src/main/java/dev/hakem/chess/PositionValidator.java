package dev.hakem.chess;

import dev.hakem.chess.board.Attacks;
import dev.hakem.chess.board.Bitboards;
import dev.hakem.chess.board.Board;
import dev.hakem.chess.board.CastlingRights;
import dev.hakem.chess.board.Color;
import dev.hakem.chess.board.Role;
import dev.hakem.chess.board.Square;
import dev.hakem.chess.text.Phrase;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;
import static dev.hakem.chess.Position.BISHOPS;
import static dev.hakem.chess.Position.BLACK;
import static dev.hakem.chess.Position.KING;
import static dev.hakem.chess.Position.KINGS;
import static dev.hakem.chess.Position.KNIGHTS;
import static dev.hakem.chess.Position.PAWN;
import static dev.hakem.chess.Position.PAWNS;
import static dev.hakem.chess.Position.QUEENS;
import static dev.hakem.chess.Position.ROOKS;
import static dev.hakem.chess.Position.WHITE;
import static dev.hakem.chess.Position.attackersTo;

/**
 * Decides whether a setup can be a position of a real game, reporting every reason it cannot as a
 * {@link PositionError}. Reading a FEN in one step checks what its fields tell even when some of
 * them failed to parse: those are passed as unknown and the checks that need them are skipped.
 */
final class PositionValidator {
    private PositionValidator() {}

    static List<PositionError> validate(Setup s) {
        List<PositionError> out = new ArrayList<>();
        if (s.halfmoveClock() < 0 || s.halfmoveClock() > Fen.MAX_HALFMOVE_CLOCK)
            out.add(new PositionError("halfmove_clock", Fen.HALFMOVE, Phrase.of("fen.halfmove_clock.setup", s.halfmoveClock())));
        if (s.fullmoveNumber() < 1 || s.fullmoveNumber() > Fen.MAX_FULLMOVE_NUMBER)
            out.add(new PositionError("fullmove_number", Fen.FULLMOVE, Phrase.of("fen.fullmove_number.setup", s.fullmoveNumber())));
        if ((s.castling() & ~CastlingRights.ALL) != 0)
            out.add(new PositionError("castling_syntax", Fen.CASTLING, Phrase.of("fen.castling_syntax.bits")));
        int ep = s.epSquare();
        if (ep >= 64 || ep < -1 || (ep >= 0 && Square.rank(ep) != (s.turn() == Color.WHITE ? 5 : 2))) {
            out.add(new PositionError("en_passant_rank", Fen.EN_PASSANT, Phrase.of("fen.en_passant_rank.setup")));
            ep = -2;
        }
        out.addAll(validate(s.board(), s.turn(), s.castling() & CastlingRights.ALL, ep, s.variant(), s.rookFiles()));
        return out;
    }

    /**
     * @param turn     null when unknown
     * @param castling -1 when unknown
     * @param ep       -1 for none, -2 when unknown
     * @param files    Chess960: the rooks' files of the rights (see {@link Setup#rookFiles})
     */
    static List<PositionError> validate(Board board, Color turn, int castling, int ep, Variant variant, int files) {
        List<PositionError> out = new ArrayList<>();
        long[] bb = board.toArray();
        boolean kingsOk = true;
        for (Color c : Color.values()) {
            int kings = Long.bitCount(bb[KINGS] & bb[c.ordinal()]);
            if (kings != 1) {
                kingsOk = false;
                Phrase phrase = kings == 0 ? Phrase.of(bySide("fen.king_count.none", c))
                        : Phrase.of(bySide("fen.king_count.many", c), kings);
                out.add(new PositionError("king_count", Fen.PLACEMENT, phrase));
            }
        }
        long backPawns = bb[PAWNS] & Bitboards.BACK_RANKS;
        if (backPawns != 0)
            out.add(new PositionError("pawn_on_back_rank", Fen.PLACEMENT, Phrase.of("fen.pawn_on_back_rank", names(backPawns))));
        for (Color c : Color.values()) {
            long side = bb[c.ordinal()];
            int pawns = Long.bitCount(bb[PAWNS] & side);
            if (pawns > 8)
                out.add(new PositionError("too_many_pawns", Fen.PLACEMENT, Phrase.of(bySide("fen.too_many_pawns", c), pawns)));
            int pieces = Long.bitCount(side);
            if (pieces > 16)
                out.add(new PositionError("too_many_pieces", Fen.PLACEMENT, Phrase.of(bySide("fen.too_many_pieces", c), pieces)));
            int promoted = Math.max(0, Long.bitCount(bb[QUEENS] & side) - 1)
                    + Math.max(0, Long.bitCount(bb[ROOKS] & side) - 2)
                    + Math.max(0, Long.bitCount(bb[KNIGHTS] & side) - 2)
                    + Math.max(0, Long.bitCount(bb[BISHOPS] & side & Bitboards.LIGHT_SQUARES) - 1)
                    + Math.max(0, Long.bitCount(bb[BISHOPS] & side & Bitboards.DARK_SQUARES) - 1);
            if (pawns <= 8 && promoted > 8 - pawns)
                out.add(new PositionError("too_many_promoted_pieces", Fen.PLACEMENT,
                        Phrase.of(bySide("fen.too_many_promoted_pieces", c), promoted, 8 - pawns)));
        }
        if (castling > 0 && variant == Variant.CHESS960) checkChess960Castling(bb, castling, files, out);
        else if (castling > 0)
            castlingWithoutPieces(bb, castling, false, (code, phrase) -> out.add(new PositionError(code, Fen.CASTLING, phrase)));
        if (turn == null || !kingsOk) return out;

        int us = turn.ordinal(), them = us ^ 1;
        long occ = bb[WHITE] | bb[BLACK];
        int theirKing = Long.numberOfTrailingZeros(bb[KINGS] & bb[them]);
        if (attackersTo(bb, theirKing, us, occ) != 0)
            out.add(new PositionError("opponent_in_check", Fen.TURN, Phrase.of(bySide("fen.opponent_in_check", turn.other()))));

        boolean epValid = true;
        if (ep >= 0) epValid = checkEnPassant(bb, us, ep, out);
        int ksq = Long.numberOfTrailingZeros(bb[KINGS] & bb[us]);
        long checkers = attackersTo(bb, ksq, them, occ);
        int n = Long.bitCount(checkers);
        if (n >= 3) {
            out.add(new PositionError("too_many_checkers", Fen.PLACEMENT,
                    Phrase.of(bySide("fen.too_many_checkers", turn), Square.name(ksq), n, names(checkers))));
        } else if (ep >= 0 && epValid && n > 0) {
            if (!checkAfterDoubleStep(bb, us, ksq, ep, checkers))
                out.add(new PositionError("impossible_check", Fen.PLACEMENT,
                        Phrase.of("fen.impossible_check.en_passant", names(checkers))));
        } else if (n == 2 && !doubleCheckPossible(bb, us, ksq, checkers)) {
            out.add(new PositionError("impossible_check", Fen.PLACEMENT,
                    Phrase.of(bySide("fen.impossible_check.double", turn), Square.name(ksq), names(checkers))));
        }
        return out;
    }

    private static final String[] LETTERS = {"K", "Q", "k", "q"};

    /**
     * Chess960 rights that cannot be (FIDE Guidelines II, Chess960 rules: the king starts between its
     * two rooks on the first rank, and a right lasts while neither the king nor that rook has moved):
     * the king off its first rank or not between its rooks, the rook not there.
     */
    private static void checkChess960Castling(long[] bb, int castling, int files, List<PositionError> out) {
        for (int color = WHITE; color <= BLACK; color++) {
            int rights = castling & (color == WHITE ? 3 : 12);
            long kings = bb[KINGS] & bb[color];
            if (rights == 0 || Long.bitCount(kings) != 1) continue; // king_count says it
            int king = Long.numberOfTrailingZeros(kings);
            int rank = color == WHITE ? 0 : 7;
            int first = Integer.numberOfTrailingZeros(rights);
            if (Square.rank(king) != rank) {
                out.add(new PositionError("castling_without_king", Fen.CASTLING,
                        Phrase.of("fen.castling_without_king.chess960", LETTERS[first], rank + 1)));
                continue;
            }
            int kingFile = Square.file(king);
            if (kingFile == 0 || kingFile == 7) {
                out.add(new PositionError("castling_king_not_between_rooks", Fen.CASTLING,
                        Phrase.of("fen.castling_king_not_between_rooks.corner", LETTERS[first], Square.name(king))));
                continue;
            }
            for (int i = color * 2; i < color * 2 + 2; i++) {
                if ((rights & (1 << i)) == 0) continue;
                int rook = Square.of(Castling.fileOf(files, i), rank);
                boolean kingSide = (i & 1) == 0;
                if (kingSide ? rook < king + 1 : rook > king - 1) {
                    out.add(new PositionError("castling_king_not_between_rooks", Fen.CASTLING,
                            Phrase.of("fen.castling_king_not_between_rooks", LETTERS[i], Square.name(rook), Square.name(king))));
                } else if ((bb[ROOKS] & bb[color] & (1L << rook)) == 0) {
                    out.add(new PositionError("castling_without_rook", Fen.CASTLING,
                            Phrase.of("fen.castling_without_rook", LETTERS[i], Square.name(rook))));
                }
            }
        }
    }

    /**
     * The standard castling rights whose king or rook is not on its home square, each said by
     * {@code say} (its code and phrase): an error of a setup, or a warning where a FEN's rights are
     * {@code dropped}.
     */
    static int castlingWithoutPieces(long[] bb, int castling, boolean dropped, BiConsumer<String, Phrase> say) {
        int missing = 0;
        for (int right = 1; right <= 8; right <<= 1) {
            if ((castling & right) == 0) continue;
            int color = right <= 2 ? WHITE : BLACK;
            int kingHome = color == WHITE ? Square.E1 : Square.E8;
            int rookHome = CastlingRights.rookSquare(right);
            if ((bb[KINGS] & bb[color] & (1L << kingHome)) == 0) {
                String letter = CastlingRights.toFen(right);
                say.accept("castling_without_king",
                        Phrase.of(dropped ? "fen.castling_without_king.dropped" : "fen.castling_without_king", letter, Square.name(kingHome)));
                missing |= right;
            } else if ((bb[ROOKS] & bb[color] & (1L << rookHome)) == 0) {
                String letter = CastlingRights.toFen(right);
                say.accept("castling_without_rook",
                        Phrase.of(dropped ? "fen.castling_without_rook.dropped" : "fen.castling_without_rook", letter, Square.name(rookHome)));
                missing |= right;
            }
        }
        return missing;
    }

    /** The en-passant square says the opponent's pawn just stepped over it: check that one could have. */
    private static boolean checkEnPassant(long[] bb, int us, int ep, List<PositionError> out) {
        int them = us ^ 1;
        int pushedTo = us == WHITE ? ep - 8 : ep + 8, pushedFrom = us == WHITE ? ep + 8 : ep - 8;
        long occ = bb[WHITE] | bb[BLACK];
        boolean pawnThere = (bb[PAWNS] & bb[them] & (1L << pushedTo)) != 0;
        if (!pawnThere || (occ & ((1L << ep) | (1L << pushedFrom))) != 0) {
            out.add(new PositionError("en_passant_without_double_step", Fen.EN_PASSANT,
                    Phrase.of("fen.en_passant_without_double_step", Square.name(ep), Color.of(them), Square.name(pushedTo),
                            Square.name(pushedFrom))));
            return false;
        }
        return true;
    }

    /** After a double step, a check is given by the pawn itself or discovered through its start square. */
    private static boolean checkAfterDoubleStep(long[] bb, int us, int ksq, int ep, long checkers) {
        int pushedTo = us == WHITE ? ep - 8 : ep + 8, pushedFrom = us == WHITE ? ep + 8 : ep - 8;
        int others = 0;
        for (long c = checkers; c != 0; c &= c - 1) {
            int sq = Long.numberOfTrailingZeros(c);
            if (sq == pushedTo) continue;
            others++;
            if ((Attacks.between(ksq, sq) & (1L << pushedFrom)) == 0) return false;
        }
        return others <= 1;
    }

    /**
     * A double check needs a last move that gave one check and uncovered the other: the moving
     * piece (or a pawn promoting into it) came from a square on the other checker's line, or an
     * en-passant capture opened two lines at once. Two checkers on one line never can.
     */
    static boolean doubleCheckPossible(long[] bb, int us, int ksq, long checkers) {
        int a = Long.numberOfTrailingZeros(checkers), b = 63 - Long.numberOfLeadingZeros(checkers);
        if (Attacks.aligned(a, b, ksq)) return false;
        int them = us ^ 1;
        long occ = bb[WHITE] | bb[BLACK];
        if (couldHaveComeFrom(bb, them, a, Attacks.between(ksq, b), occ)) return true;
        if (couldHaveComeFrom(bb, them, b, Attacks.between(ksq, a), occ)) return true;
        return enPassantOpenedBoth(bb, them, Attacks.between(ksq, a), Attacks.between(ksq, b));
    }

    /** Whether the piece of colour `mover` on sq can have arrived there from a square of `from`. */
    private static boolean couldHaveComeFrom(long[] bb, int mover, int sq, long from, long occ) {
        if (from == 0) return false;
        int role = -1;
        for (int r = PAWN; r <= KING; r++) if ((bb[PAWNS + r] & (1L << sq)) != 0) role = r;
        int back = mover == WHITE ? -8 : 8;
        long origins;
        if (role == PAWN) {
            origins = (1L << (sq + back)) | Attacks.pawn(mover ^ 1, sq);
            int startRank = mover == WHITE ? 3 : 4;
            if (Square.rank(sq) == startRank) origins |= 1L << (sq + 2 * back);
            int epRank = mover == WHITE ? 5 : 2;
            if (Square.rank(sq) == epRank && (from & (1L << (sq + back))) != 0) return true;
        } else if (role == KING) {
            origins = Attacks.king(sq);
        } else {
            origins = Attacks.of(Role.VALUES[role], Color.of(mover), sq, occ);
            int promotionRank = mover == WHITE ? 7 : 0;
            if (Square.rank(sq) == promotionRank) origins |= (1L << (sq + back)) | Attacks.pawn(mover ^ 1, sq);
        }
        return (origins & from) != 0;
    }

    /** An en-passant capture removes two pawns from one rank and can uncover two lines. */
    private static boolean enPassantOpenedBoth(long[] bb, int mover, long lineA, long lineB) {
        long pawns = bb[PAWNS] & bb[mover] & (mover == WHITE ? Bitboards.RANK_6 : Bitboards.RANK_3);
        int back = mover == WHITE ? -8 : 8;
        while (pawns != 0) {
            int to = Long.numberOfTrailingZeros(pawns);
            pawns &= pawns - 1;
            long captured = 1L << (to + back);
            long origins = Attacks.pawn(mover ^ 1, to);
            if (((lineA & captured) != 0 && (lineB & origins) != 0) || ((lineB & captured) != 0 && (lineA & origins) != 0))
                return true;
        }
        return false;
    }

    /**
     * The key of a message that begins with a side's name: one key per side, because English
     * capitalises the name there and writes it in lower case everywhere else.
     */
    private static String bySide(String key, Color side) {
        return key + "." + side.label();
    }

    static String names(long squares) {
        StringBuilder sb = new StringBuilder();
        for (long b = squares; b != 0; b &= b - 1) {
            if (sb.length() > 0) sb.append(", ");
            sb.append(Square.name(Long.numberOfTrailingZeros(b)));
        }
        return sb.toString();
    }
}
