package dev.hakem.api.request;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.hakem.Fuzz;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.hakem.api.Endpoints;
import dev.hakem.api.game.MoveReport;
import dev.hakem.api.i18n.Lang;
import dev.hakem.chess.Fen;
import dev.hakem.verdict.Adjudicator;
import dev.hakem.verdict.Game;
import dev.hakem.verdict.Replay;
import dev.hakem.verdict.ResumePoint;
import dev.hakem.verdict.RuleSet;
import dev.hakem.verdict.usecase.PlayMove;
import java.io.IOException;
import org.junit.jupiter.api.Tag;

/**
 * Coverage-guided fuzzing of the resume point a move request may carry in place of its history
 * ({@code ./mvnw verify -Pfuzz}; every build replays {@code ResumePointFuzzTestInputs}). An input
 * is a move on its first line and the {@code resume} member's JSON after it. The contract:
 * <ul>
 *   <li>the request gets a report of the contract or a 4xx problem it declares ({@link UseCaseRuns});</li>
 *   <li>after a move played, the answer's resume point stands for the game: replayed, it reaches the
 *       same position with the same clocks, the same verdict (repetitions and claims included), and
 *       counts its plies in the whole game;</li>
 *   <li>the resume point written in the answer is read back by the request reader as the same one.</li>
 * </ul>
 */
@Tag("jazzer")
class ResumePointFuzzTest {

    @FuzzTest
    void resume(byte[] input) throws IOException {
        Fuzz.Selected in = Fuzz.Selected.of(input);
        if (in.first() == null) return;
        JsonNode resume;
        try {
            resume = UseCaseRuns.MAPPER.readTree(in.restText());
        } catch (JsonProcessingException e) {
            return; // not JSON: the JSON body target reads such bodies
        }
        if (resume == null) return;
        ObjectNode body = UseCaseRuns.MAPPER.createObjectNode();
        body.put("move", in.first());
        body.set("resume", resume);
        byte[] bytes = UseCaseRuns.MAPPER.writeValueAsBytes(body);
        UseCaseRuns.Answer answer = UseCaseRuns.post(Endpoints.MOVE, bytes, Lang.EN);
        if (answer.status() != 200 || ((MoveReport) answer.report()).resume() == null) return;

        Requests.MoveRequest request = UseCaseRuns.MAPPER.readValue(bytes, Requests.MoveRequest.class);
        PlayMove.Question q = UseCaseRuns.READER.move(request).question();
        if (!(PlayMove.play(q) instanceof PlayMove.Played played)) return;
        Game game = played.game();
        ResumePoint point = ResumePoint.of(game, played.offset());
        assertEquals(played.ply(), point.ply() + point.moves().size(), "the resume point's plies");
        assertTrue(point.moves().size() <= ResumePoint.MAX_MOVES, () -> point.moves().size() + " moves");
        Game again;
        try {
            again = Replay.playThrough(point.position(), point.moves(), false).game();
        } catch (Replay.IllegalMove e) {
            throw new AssertionError("the resume point's own moves refused: " + point, e);
        }
        assertEquals(Fen.write(game.last()), Fen.write(again.last()));
        for (RuleSet rules : RuleSet.values())
            assertEquals(Adjudicator.judge(game, rules).toString(), Adjudicator.judge(again, rules).toString(), rules::toString);

        JsonNode written = UseCaseRuns.tree(((MoveReport) answer.report()).resume());
        ResumeInputs.Resume read = ResumeInputs.read(written, q.history().start().variant());
        assertNotNull(read);
        assertEquals(point.ply(), read.ply());
        assertEquals(point.moves(), read.moves());
        assertEquals(Fen.write(point.position()), Fen.write(read.start().position()));
    }
}
