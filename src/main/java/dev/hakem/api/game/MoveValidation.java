package dev.hakem.api.game;

import dev.hakem.api.i18n.Lang;
import dev.hakem.api.i18n.Messages;
import dev.hakem.api.position.LegalMove;
import dev.hakem.api.position.PositionReports;
import dev.hakem.api.problem.Problems;
import dev.hakem.api.request.GameInputs;
import dev.hakem.api.request.Replayed;
import dev.hakem.api.request.RequestReader;
import dev.hakem.api.request.Requests;
import dev.hakem.chess.notation.MoveError;
import dev.hakem.chess.notation.MoveInfo;
import dev.hakem.chess.notation.Notation;
import dev.hakem.chess.text.Phrase;
import dev.hakem.chess.Position;
import dev.hakem.verdict.Game;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;

/** The game server's hot path: one move checked after a history and played, or the problem that refuses it. */
@Singleton
public class MoveValidation {

    private final RequestReader reader;

    @Inject
    public MoveValidation(RequestReader reader) {
        this.reader = reader;
    }

    public MoveReport play(Requests.MoveRequest request, Lang lang) {
        RequestReader.body(request);
        GameInputs.rules(request.rules());
        if (request.move() == null || request.move().isBlank())
            throw Problems.invalidMember("move", Phrase.of("detail.move_required"));
        Replayed replayed = reader.replay(request.fen(), request.moves(), request.rules(), request.lenient(), request.variant());
        Game game = replayed.replay().game();
        // The move's place in the list as sent: after the whole history, even when the game ended earlier.
        int ply = replayed.moves().size() + 1;
        if (replayed.replay().endVerdict() != null)
            throw Problems.gameOver(replayed.replay(), ply, "detail.no_move_can_follow");
        Position before = game.last();
        Notation.Parsed parsed;
        try {
            parsed = Notation.parse(before, request.move(), replayed.lenient());
        } catch (MoveError e) {
            throw Problems.illegal(ply, before, e);
        }
        MoveInfo info = parsed.info();
        game = game.play(info);
        LegalMove lm = PositionReports.legalMove(info, lang);
        MoveReport.PlayedMoveDetail detail = new MoveReport.PlayedMoveDetail(ply, lm.uci(), lm.san(), lm.from(), lm.to(),
                lm.piece(), lm.capture(), lm.promotion(), lm.castling(), lm.enPassant(), lm.check(), lm.checkmate(),
                lm.spoken(), parsed.forgiven().stream().map(f -> Messages.text(lang, f)).toList());
        return new MoveReport(detail, PositionReports.of(game, replayed.rules(), replayed.start().warnings(), lang));
    }
}
