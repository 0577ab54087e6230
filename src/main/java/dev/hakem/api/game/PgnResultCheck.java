package dev.hakem.api.game;

import dev.hakem.api.i18n.Lang;
import dev.hakem.api.i18n.Messages;
import dev.hakem.api.problem.Problems;
import dev.hakem.chess.text.Phrase;
import dev.hakem.chess.pgn.PgnGame;
import dev.hakem.chess.pgn.PgnReader;
import java.util.Map;
import java.util.Set;

/** Whether the result a PGN gives agrees with the verdict of the rules, and a note saying why. */
final class PgnResultCheck {
    private PgnResultCheck() {}

    static final Set<String> RESULTS = Set.of("1-0", "0-1", "1/2-1/2", "*");

    /** The PGN's result (Result tag, else the move text's marker) against the verdict of the rules, in words. */
    static GameReport.PgnResult judge(PgnGame game, GameReport r, Lang lang) {
        String tag = game.tag("Result");
        // A Result tag written with typographic characters ("½-½", "1–0") means the marker it spells.
        if (tag != null && PgnReader.result(tag) != null) tag = PgnReader.result(tag);
        String marker = game.result();
        String claimed = tag != null ? tag : marker;
        Map<String, String> tags = game.tags();
        if (claimed == null) return new GameReport.PgnResult(null, true, Messages.text(lang, "pgn.no_result"), game.variations(), tags);
        if (!RESULTS.contains(claimed))
            return new GameReport.PgnResult(claimed, false,
                    Messages.text(lang, "pgn.not_a_result", Problems.abbreviate(claimed)), game.variations(), tags);
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
        return new GameReport.PgnResult(claimed, consistent, Messages.text(lang, note), game.variations(), tags);
    }
}
