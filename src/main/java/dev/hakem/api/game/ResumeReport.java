package dev.hakem.api.game;

import dev.hakem.api.request.ResumeInputs;
import dev.hakem.chess.Fen;
import dev.hakem.verdict.Game;
import dev.hakem.verdict.ResumePoint;
import io.quarkus.runtime.annotations.RegisterForReflection;
import java.util.List;

/**
 * The resume point of an answer, as JSON: what a game server sends back as {@code resume} with the
 * next move instead of the whole history (docs/resume-point.md). A member added later (a variant,
 * say) comes with a higher {@code version}; every older version stays readable.
 *
 * @param version the form of this object; {@link ResumeInputs#VERSION}
 * @param ply     the ply of {@code fen} in the whole game (0 = the game's start)
 * @param fen     the position after the last irreversible move, clocks included
 * @param moves   the moves since, in UCI
 */
@RegisterForReflection
public record ResumeReport(int version, int ply, String fen, List<String> moves) {

    /** The resume point of the game's last position; {@code plyOffset} is the ply of the game's start in the whole game. */
    public static ResumeReport of(Game game, int plyOffset) {
        ResumePoint r = ResumePoint.of(game, plyOffset);
        return new ResumeReport(ResumeInputs.VERSION, r.ply(), Fen.write(r.position()), r.moves());
    }
}
