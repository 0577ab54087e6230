package dev.hakem.api.game;

import com.fasterxml.jackson.databind.JsonNode;
import dev.hakem.api.i18n.Lang;
import dev.hakem.api.i18n.Messages;
import dev.hakem.api.position.LegalMove;
import dev.hakem.api.position.PositionReports;
import dev.hakem.api.problem.Problems;
import dev.hakem.api.request.GameInputs;
import dev.hakem.api.request.Inputs;
import dev.hakem.api.request.Replayed;
import dev.hakem.api.request.RequestReader;
import dev.hakem.api.request.Requests;
import dev.hakem.api.request.ResumeInputs;
import dev.hakem.chess.notation.MoveError;
import dev.hakem.chess.notation.MoveInfo;
import dev.hakem.chess.notation.Notation;
import dev.hakem.chess.text.Phrase;
import dev.hakem.chess.Position;
import dev.hakem.verdict.Game;
import dev.hakem.verdict.RuleSet;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;

/**
 * The game server's hot path: one move checked after a history (or after a resume point, which
 * stands for it) and played, or the problem that refuses it.
 */
@Singleton
public class MoveValidation {

    private final RequestReader reader;

    @Inject
    public MoveValidation(RequestReader reader) {
        this.reader = reader;
    }

    /**
     * How many moves checking {@code request} replays before its own: the resume point's moves, or the
     * history's (a string of moves counted by its words); 0 when there is nothing to replay yet.
     */
    static int pliesToReplay(Requests.MoveRequest request) {
        if (request == null) return 0;
        JsonNode resume = request.resume();
        if (resume != null && resume.isObject()) {
            JsonNode moves = resume.get("moves");
            return moves != null && moves.isArray() ? moves.size() : 0;
        }
        JsonNode moves = request.moves();
        if (moves == null) return 0;
        if (moves.isArray()) return moves.size();
        if (!moves.isTextual()) return 0;
        String text = moves.textValue();
        int words = 0;
        boolean inWord = false;
        for (int i = 0, n = text.length(); i < n; i++) {
            boolean space = Character.isWhitespace(text.charAt(i));
            if (!space && !inWord) words++;
            inWord = !space;
        }
        return words;
    }

    public MoveReport play(Requests.MoveRequest request, Lang lang) {
        return play(request, lang, Include.ALL);
    }

    public MoveReport play(Requests.MoveRequest request, Lang lang, Include include) {
        RequestReader.body(request);
        RuleSet rules = GameInputs.rules(request.rules());
        if (request.move() == null || request.move().isBlank())
            throw Problems.invalidMember("move", Phrase.of("detail.move_required"));
        Replayed replayed;
        int offset = 0;
        if (ResumeInputs.given(request.resume())) {
            if (request.fen() != null || (request.moves() != null && !request.moves().isNull()))
                throw Problems.invalidMember("resume", Phrase.of("detail.resume_with_history"));
            ResumeInputs.Resume resume = ResumeInputs.read(request.resume(), Inputs.variant(request.variant()));
            offset = resume.ply();
            replayed = ResumeInputs.replay(resume, rules, Boolean.TRUE.equals(request.lenient()));
        } else {
            replayed = reader.replay(request.fen(), request.moves(), request.rules(), request.lenient(), request.variant());
        }
        Game game = replayed.replay().game();
        // The move's place in the list as sent: after the whole history, even when the game ended earlier.
        int ply = offset + replayed.moves().size() + 1;
        if (replayed.replay().endVerdict() != null)
            throw Problems.gameOver(replayed.replay(), ply, offset, "detail.no_move_can_follow");
        Position before = game.last();
        Notation.Parsed parsed;
        try {
            parsed = replayed.replay().reader().read(request.move(), replayed.lenient());
        } catch (MoveError e) {
            throw Problems.illegal(ply, before, e);
        }
        MoveInfo info = parsed.info();
        game = game.play(info);
        LegalMove lm = PositionReports.legalMove(info, include.spoken() ? lang : null);
        MoveReport.PlayedMoveDetail detail = new MoveReport.PlayedMoveDetail(ply, lm.uci(), lm.san(), lm.from(), lm.to(),
                lm.piece(), lm.capture(), lm.promotion(), lm.castling(), lm.enPassant(), lm.check(), lm.checkmate(),
                lm.spoken(), parsed.forgiven().stream().map(f -> Messages.text(lang, f)).toList());
        return new MoveReport(detail, PositionReports.of(game, replayed.rules(), replayed.start().warnings(), lang,
                include.legalMoves(), include.spoken(), include.summary()), ResumeReport.of(game, offset), include);
    }
}
