package dev.hakem.api;

import dev.hakem.chess.Phrase;
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
    static Inputs.LoadedPosition start(PgnGame game) {
        String fen = game.tag("FEN");
        String setUp = game.tag("SetUp");
        List<Problem.Item> warnings = new ArrayList<>();
        if (fen == null) {
            if ("1".equals(setUp))
                warnings.add(Problem.Item.of("setup_without_fen", "pgn", Phrase.of("warning.setup_without_fen")));
            return new Inputs.LoadedPosition(Position.start(), warnings);
        }
        Inputs.LoadedPosition loaded = Inputs.position(fen, "FEN");
        warnings.addAll(loaded.warnings());
        if (setUp == null)
            warnings.add(Problem.Item.of("setup_missing", "pgn", Phrase.of("warning.setup_missing")));
        else if (!"1".equals(setUp))
            warnings.add(Problem.Item.of("setup_mismatch", "pgn", Phrase.of("warning.setup_mismatch",
                    Inputs.abbreviate(setUp))));
        return new Inputs.LoadedPosition(loaded.position(), warnings);
    }

    /** The PGN's result (Result tag, else the move text's marker) against the verdict of the rules, in words. */
    static GameReport.PgnResult judge(PgnGame game, GameReport r, Lang lang) {
        String tag = game.tag("Result");
        String marker = game.result();
        String claimed = tag != null ? tag : marker;
        Map<String, String> tags = game.tags();
        if (claimed == null) return new GameReport.PgnResult(null, true, Messages.text(lang, "pgn.no_result"), tags);
        if (!RESULTS.contains(claimed))
            return new GameReport.PgnResult(claimed, false,
                    Messages.text(lang, "pgn.not_a_result", Inputs.abbreviate(claimed)), tags);
        boolean consistent = !(tag != null && marker != null && !tag.equals(marker));
        String result = r.result();
        Phrase note;
        if (r.termination() != null) {
            Phrase how = Phrase.of("termination." + r.termination());
            Object ply = r.endPly() != null ? r.endPly() : "?";
            Phrase ended = r.unplayedMoves() != null && !r.unplayedMoves().isEmpty()
                    ? Phrase.of("pgn.ended_unplayed", how, ply, result, r.unplayedMoves().size())
                    : Phrase.of("pgn.ended", how, ply, result);
            if (claimed.equals(result)) {
                note = Phrase.of("pgn.as_claimed", ended);
            } else {
                consistent = false;
                note = claimed.equals("*") ? Phrase.of("pgn.claimed_unfinished", ended)
                        : Phrase.of("pgn.claimed_other", claimed, ended);
            }
        } else if (claimed.equals("*")) {
            note = Phrase.of("pgn.unfinished");
        } else if (claimed.equals("1/2-1/2")) {
            boolean claim = r.position().claims().threefoldRepetition() || r.position().claims().fiftyMoves();
            note = Phrase.of(claim ? "pgn.draw_otherwise_claim" : "pgn.draw_otherwise");
        } else {
            note = Phrase.of("pgn.win_otherwise", claimed);
        }
        if (tag != null && marker != null && !tag.equals(marker)) note = Phrase.of("pgn.tag_vs_marker", tag, marker, note);
        return new GameReport.PgnResult(claimed, consistent, Messages.text(lang, note), tags);
    }
}
