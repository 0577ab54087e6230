package dev.hakem.api.problem;

import dev.hakem.chess.Fen;
import dev.hakem.chess.notation.MoveError;
import dev.hakem.chess.text.Phrase;
import dev.hakem.verdict.Replay;
import dev.hakem.verdict.usecase.AdjudicateGame;
import dev.hakem.verdict.usecase.GameOver;
import dev.hakem.verdict.usecase.Illegal;
import dev.hakem.verdict.usecase.JudgeDrawOffer;
import java.util.LinkedHashMap;
import java.util.Map;

/** The problems more than one capability answers with, each built in one place. */
public final class Problems {
    private Problems() {}

    /** Longest text of the user's quoted back in a message. */
    private static final int QUOTE = 40;

    /** 400 invalid_member: a member of the body (or the body itself) is not what the contract says. */
    public static ProblemException invalidMember(String member, Phrase detail) {
        return ProblemException.about(400, "invalid_member", member, detail);
    }

    /** 400 invalid_member for a request without a body. */
    public static ProblemException bodyRequired() {
        return invalidMember("body", Phrase.of("detail.body_required"));
    }

    /** 413 too_many_moves: more plies than hakem.game.max-plies. */
    public static ProblemException tooManyMoves(int maxPlies) {
        return new ProblemException(413, "too_many_moves", Phrase.of("detail.too_many_moves", maxPlies), null, null,
                null);
    }

    /** 422: the move at this ply is not legal (or not readable, or ambiguous) where it stands. */
    public static ProblemException illegal(Illegal illegal) {
        MoveError error = illegal.error();
        String code = switch (error.reason()) {
            case AMBIGUOUS -> "ambiguous_move";
            case SYNTAX -> "unreadable_move";
            default -> "illegal_move";
        };
        Map<String, Object> ext = new LinkedHashMap<>();
        ext.put("ply", illegal.ply());
        ext.put("move", error.input());
        ext.put("fen", Fen.write(illegal.before()));
        ext.put("reason", error.reason().code());
        ext.put("legalMoves", error.candidates());
        return new ProblemException(422, code, Phrase.of("detail.illegal_move", illegal.ply(), abbreviate(error.input()),
                error.phrase()), null, null, ext);
    }

    /**
     * 422 game_over: the history already ended the game, so nothing more can be played or offered;
     * {@code consequenceKey} says which.
     */
    public static ProblemException gameOver(GameOver over, String consequenceKey) {
        Replay.Result replay = over.replay();
        Map<String, Object> ext = new LinkedHashMap<>();
        int endPly = over.endPly();
        ext.put("reason", "game_over");
        if (over.ply() != null) ext.put("ply", over.ply());
        ext.put("endPly", endPly);
        ext.put("termination", replay.endVerdict().termination().code());
        ext.put("result", replay.endVerdict().outcome().pgn());
        Phrase termination = Phrase.of("termination." + replay.endVerdict().termination().code());
        Phrase consequence = Phrase.of(consequenceKey);
        Phrase detail = replay.unplayed().isEmpty()
                ? Phrase.of("detail.game_over", endPly, termination, consequence)
                : Phrase.of("detail.game_over_unplayed", endPly, termination, consequence, replay.unplayed().size());
        return new ProblemException(422, "game_over", detail, null, null, ext);
    }

    /** 422 invalid_end: the game's ending event cannot have happened where the game stands. */
    public static ProblemException invalidEnd(AdjudicateGame.InvalidEnd invalid) {
        return ProblemException.about(422, "invalid_end", "end." + invalid.member(), invalid.reason());
    }

    /** 422 invalid_offer: a recorded draw offer cannot have been made. */
    public static ProblemException invalidOffer(JudgeDrawOffer.InvalidOffer invalid) {
        return ProblemException.about(422, "invalid_offer", "offers[" + invalid.index() + "]", invalid.reason());
    }

    /** A text of the user's, cut short for quoting in a message. */
    public static String abbreviate(String s) {
        return s.length() <= QUOTE ? s : s.substring(0, QUOTE) + "…";
    }
}
