package dev.hakem.api;

import dev.hakem.chess.Position;
import dev.hakem.chess.pgn.PgnError;
import dev.hakem.chess.pgn.PgnGame;
import dev.hakem.chess.pgn.PgnReader;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Reading the pgn member of a game request, and checking the result the PGN gives against the verdict. */
final class PgnInputs {
    private PgnInputs() {}

    static final Set<String> RESULTS = Set.of("1-0", "0-1", "1/2-1/2", "*");

    /** One game; a fault is a 400 invalid_pgn problem with its line and column (413 beyond the bounds). */
    static PgnGame read(String text, int maxPlies) {
        try {
            return PgnReader.read(text, maxPlies);
        } catch (PgnError e) {
            switch (e.kind()) {
                case TOO_MANY_PLIES:
                    throw GameInputs.tooMany(maxPlies);
                case TOO_LONG:
                    throw new ProblemException(413, "pgn_too_large", "PGN too large", e.getMessage(), null, null, null);
                default:
                    Map<String, Object> ext = new LinkedHashMap<>();
                    ext.put("line", e.line());
                    ext.put("column", e.column());
                    String detail = "the PGN cannot be read at line " + e.line() + ", column " + e.column() + ": "
                            + e.getMessage();
                    throw new ProblemException(400, "invalid_pgn", "Invalid PGN", detail,
                            List.of(new Problem.Item("invalid_pgn", "pgn", e.getMessage())), null, ext);
            }
        }
    }

    /** The start position: the FEN tag when there is one (SetUp "1" expected beside it), else the standard start. */
    static Inputs.LoadedPosition start(PgnGame game) {
        String fen = game.tag("FEN");
        String setUp = game.tag("SetUp");
        List<Problem.Item> warnings = new ArrayList<>();
        if (fen == null) {
            if ("1".equals(setUp))
                warnings.add(new Problem.Item("setup_without_fen", "pgn",
                        "the SetUp tag is \"1\" but there is no FEN tag; the game starts from the standard position"));
            return new Inputs.LoadedPosition(Position.start(), warnings);
        }
        Inputs.LoadedPosition loaded = Inputs.position(fen, "FEN");
        warnings.addAll(loaded.warnings());
        if (setUp == null)
            warnings.add(new Problem.Item("setup_missing", "pgn",
                    "the FEN tag is used although there is no SetUp tag; PGN writes [SetUp \"1\"] beside it"));
        else if (!"1".equals(setUp))
            warnings.add(new Problem.Item("setup_mismatch", "pgn",
                    "the FEN tag is used although the SetUp tag is \"" + Inputs.abbreviate(setUp) + "\", not \"1\""));
        return new Inputs.LoadedPosition(loaded.position(), warnings);
    }

    /** The PGN's result (Result tag, else the move text's marker) against the verdict of the rules. */
    static GameReport.PgnResult judge(PgnGame game, GameReport r) {
        String tag = game.tag("Result");
        String marker = game.result();
        String claimed = tag != null ? tag : marker;
        Map<String, String> tags = game.tags();
        if (claimed == null) return new GameReport.PgnResult(null, true, "the PGN gives no result", tags);
        if (!RESULTS.contains(claimed))
            return new GameReport.PgnResult(claimed, false, "'" + Inputs.abbreviate(claimed)
                    + "' is not a PGN result (1-0, 0-1, 1/2-1/2 or *)", tags);
        String prefix = "";
        boolean consistent = true;
        if (tag != null && marker != null && !tag.equals(marker)) {
            consistent = false;
            prefix = "the Result tag says " + tag + " but the move text ends with " + marker + "; ";
        }
        String result = r.result();
        String note;
        if (r.termination() != null) {
            String ended = "the game ended by " + r.termination().replace('_', ' ')
                    + (r.endPly() != null ? " at ply " + r.endPly() : "") + " (" + result + ")"
                    + (r.unplayedMoves() != null && !r.unplayedMoves().isEmpty()
                    ? "; the " + r.unplayedMoves().size() + " moves written after it were not played" : "");
            if (claimed.equals(result)) {
                note = ended + ", as the result says";
            } else {
                consistent = false;
                note = claimed.equals("*") ? "the result says the game is unfinished, but " + ended
                        : "the result says " + claimed + ", but " + ended;
            }
        } else if (claimed.equals("*")) {
            note = "the rules did not end the game; it is unfinished, as the result says";
        } else if (claimed.equals("1/2-1/2")) {
            boolean claim = r.position().claims().threefoldRepetition() || r.position().claims().fiftyMoves();
            note = "the rules did not end the game; a draw stands for a result reached otherwise: agreement, a claim"
                    + (claim ? " (one was open in the final position)" : "") + " or an arbiter's decision";
        } else {
            note = "the rules did not end the game; " + claimed + " stands for a result reached otherwise: "
                    + "resignation, a win on time or an arbiter's decision";
        }
        return new GameReport.PgnResult(claimed, consistent, prefix + note, tags);
    }
}
