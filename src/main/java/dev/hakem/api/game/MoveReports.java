package dev.hakem.api.game;

import dev.hakem.api.i18n.Lang;
import dev.hakem.api.i18n.Messages;
import dev.hakem.api.position.Include;
import dev.hakem.api.position.PositionReports;
import dev.hakem.api.problem.Problems;
import dev.hakem.api.request.Input;
import dev.hakem.verdict.usecase.GameOver;
import dev.hakem.verdict.usecase.Illegal;
import dev.hakem.verdict.usecase.PlayMove;

/** The answer to one move ({@link PlayMove}): the move played and the position it leads to, or the problem that refuses it. */
public final class MoveReports {
    private MoveReports() {}

    /** The report with the parts asked for, in {@code lang}; a refused move is thrown as its problem. */
    public static MoveReport of(Input<PlayMove.Question> input, PlayMove.Result result, Lang lang, Include include) {
        if (result instanceof GameOver over) throw Problems.gameOver(over, "detail.no_move_can_follow");
        if (result instanceof Illegal illegal) throw Problems.illegal(illegal);
        PlayMove.Played played = (PlayMove.Played) result;
        MoveReport.PlayedMoveDetail move = new MoveReport.PlayedMoveDetail(played.ply(),
                PositionReports.legalMove(played.move(), include.spoken() ? lang : null),
                played.forgiven().stream().map(f -> Messages.text(lang, f)).toList());
        return new MoveReport(move, PositionReports.of(played.game(), input.question().rules(), input.warnings(), lang, include),
                ResumeReport.of(played.game(), played.offset()), include);
    }
}
