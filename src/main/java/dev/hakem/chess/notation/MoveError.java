package dev.hakem.chess.notation;

import dev.hakem.chess.text.Phrase;
import dev.hakem.chess.text.PhrasedException;

import java.util.List;

/**
 * Why a move text does not denote a legal move: a stable {@link Reason}, the message as a
 * {@link Phrase} (keys {@code move.*}), and where it helps the legal moves that come closest (the
 * pieces that could go there).
 */
public final class MoveError extends PhrasedException {

    /**
     * Why the move is refused. Several reasons share a code where clients need not tell them
     * apart: a pinned piece, a king stepping into check and a move that ignores a check all
     * leave the king in check (FIDE 3.9); the message says which.
     */
    public enum Reason {
        SYNTAX("move_syntax"),
        NO_PIECE("no_piece"),
        NOT_YOUR_PIECE("not_your_piece"),
        UNREACHABLE("unreachable"),
        OWN_PIECE_ON_TARGET("own_piece_on_target"),
        PATH_BLOCKED("blocked"),
        PINNED("leaves_king_in_check"),
        KING_IN_CHECK("leaves_king_in_check"),
        KING_INTO_CHECK("leaves_king_in_check"),
        PROMOTION_REQUIRED("promotion_required"),
        PROMOTION_NOT_ALLOWED("promotion_not_allowed"),
        CASTLING_RIGHTS("castling_rights_lost"),
        CASTLING_BLOCKED("castling_blocked"),
        CASTLING_IN_CHECK("castling_in_check"),
        CASTLING_THROUGH_ATTACK("castling_through_check"),
        AMBIGUOUS("ambiguous"),
        NOT_CANONICAL("not_canonical"),
        NO_LEGAL_MOVES("no_legal_moves");

        private final String code;

        Reason(String code) {
            this.code = code;
        }

        /** Stable snake_case identifier for clients. */
        public String code() {
            return code;
        }
    }

    private final String input;
    private final Reason reason;
    private final List<String> candidates;

    public MoveError(String input, Reason reason, Phrase phrase, List<String> candidates) {
        super(phrase);
        this.input = input;
        this.reason = reason;
        this.candidates = List.copyOf(candidates);
    }

    /** A text that is not a move at all; the key is {@code move.move_syntax.<what>}. */
    static MoveError syntax(String input, String what) {
        return new MoveError(input, Reason.SYNTAX, Phrase.of("move.move_syntax." + what), List.of());
    }

    public String input() {
        return input;
    }

    public Reason reason() {
        return reason;
    }

    /** Moves (in SAN) that matched the text in part: the candidates of an ambiguity, say. */
    public List<String> candidates() {
        return candidates;
    }
}
