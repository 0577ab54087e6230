package dev.hakem.api.request;

import dev.hakem.api.problem.Problem;
import dev.hakem.api.problem.ProblemException;
import dev.hakem.api.problem.Problems;
import dev.hakem.chess.text.Phrase;
import dev.hakem.chess.Position;
import dev.hakem.chess.pgn.PgnError;
import dev.hakem.chess.pgn.PgnGame;
import dev.hakem.chess.pgn.PgnReader;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Reading the pgn member of a game request, and checking the result the PGN gives against the verdict. */
public final class PgnInputs {
    private PgnInputs() {}

    /** One game; a fault is a 400 invalid_pgn problem with its line and column (413 beyond the bounds). */
    public static PgnGame read(String text, int maxPlies) {
        try {
            return PgnReader.read(text, maxPlies);
        } catch (PgnError e) {
            switch (e.kind()) {
                case TOO_MANY_PLIES:
                    throw Problems.tooManyMoves(maxPlies);
                case TOO_LONG:
                    throw new ProblemException(413, "pgn_too_large", e.phrase(),
                            null, null, null);
                default:
                    Map<String, Object> ext = new LinkedHashMap<>();
                    ext.put("line", e.line());
                    ext.put("column", e.column());
                    throw new ProblemException(400, "invalid_pgn", Phrase.of("detail.invalid_pgn", e.line(), e.column(), e.phrase()),
                            List.of(Problem.Item.of("invalid_pgn", "pgn", e.phrase())), null, ext);
            }
        }
    }

    /** The start position: the FEN tag when there is one (SetUp "1" expected beside it), else the standard start. */
    public static LoadedPosition start(PgnGame game) {
        String fen = game.tag("FEN");
        String setUp = game.tag("SetUp");
        List<Problem.Item> warnings = new ArrayList<>();
        if (fen == null) {
            if ("1".equals(setUp))
                warnings.add(Problem.Item.of("setup_without_fen", "pgn", Phrase.of("warning.setup_without_fen")));
            return new LoadedPosition(Position.start(), warnings);
        }
        LoadedPosition loaded = Inputs.position(fen, "FEN");
        warnings.addAll(loaded.warnings());
        if (setUp == null)
            warnings.add(Problem.Item.of("setup_missing", "pgn", Phrase.of("warning.setup_missing")));
        else if (!"1".equals(setUp))
            warnings.add(Problem.Item.of("setup_mismatch", "pgn", Phrase.of("warning.setup_mismatch",
                    Problems.abbreviate(setUp))));
        return new LoadedPosition(loaded.position(), warnings);
    }
}
