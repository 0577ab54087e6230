package dev.hakem.api.request;

import dev.hakem.api.problem.Problem;
import dev.hakem.api.problem.Problems;
import dev.hakem.chess.text.Phrase;
import dev.hakem.chess.Variant;
import dev.hakem.chess.pgn.PgnError;
import dev.hakem.chess.pgn.PgnGame;
import dev.hakem.chess.pgn.PgnReader;
import java.util.ArrayList;
import java.util.List;

/** Reading the pgn member of a game request, and checking the result the PGN gives against the verdict. */
public final class PgnInputs {
    private PgnInputs() {}

    /** One game; a fault is a 400 invalid_pgn problem with its line and column (413 beyond the bounds). */
    public static PgnGame read(String text, int maxPlies) {
        PgnGame game;
        try {
            game = PgnReader.read(text, maxPlies);
        } catch (PgnError e) {
            switch (e.kind()) {
                case TOO_MANY_PLIES:
                    throw Problems.tooManyMoves(maxPlies);
                case TOO_LONG:
                    throw Problems.pgnTooLarge(e.phrase());
                default:
                    throw Problems.invalidPgn(e.line(), e.column(), e.phrase());
            }
        }
        variant(game);
        return game;
    }

    /**
     * The variant the Variant tag names, or null without one: standard chess (also "Standard",
     * "Chess", "Normal", and lichess's "From Position" for a setup) or Chess960 ("Chess960",
     * "chess 960", "Fischerandom", "Fischer Random", "960", any case). A game of another variant
     * is refused: 422 unsupported_variant, naming it.
     */
    public static Variant variant(PgnGame game) {
        String variant = game.tag("Variant");
        if (variant == null || variant.isBlank()) return null;
        Variant known = Variant.fromPgnTag(variant);
        if (known != null) return known;
        String name = variant.strip().replaceAll("\\s+", " ");
        throw Problems.unsupportedVariant(name);
    }

    /** The start position: the FEN tag when there is one (SetUp "1" expected beside it), else the standard start. */
    public static LoadedPosition start(PgnGame game) {
        return start(game, Variant.STANDARD);
    }

    /** {@link #start(PgnGame)} in the variant of the Variant tag, or the given one when there is none. */
    public static LoadedPosition start(PgnGame game, Variant untagged) {
        Variant named = variant(game);
        Variant variant = named != null ? named : untagged;
        String fen = game.tag("FEN");
        String setUp = game.tag("SetUp");
        List<Problem.Item> warnings = new ArrayList<>();
        for (Phrase forgiven : game.warnings())
            warnings.add(Problem.Item.of(forgiven.key().substring(forgiven.key().lastIndexOf('.') + 1), "pgn", forgiven));
        String tagged = game.tag("Result"), result = PgnReader.result(tagged);
        if (result != null && !result.equals(tagged))
            warnings.add(Problem.Item.of("result_typography", "pgn",
                    Phrase.of("pgn.forgiven.result_typography", Problems.abbreviate(tagged), result)));
        if (fen == null) {
            if ("1".equals(setUp))
                warnings.add(Problem.Item.of("setup_without_fen", "pgn", Phrase.of("warning.setup_without_fen")));
            return new LoadedPosition(GameInputs.start(null, variant).position(), warnings);
        }
        LoadedPosition loaded = Inputs.position(fen, "FEN", variant);
        warnings.addAll(loaded.warnings());
        if (setUp == null)
            warnings.add(Problem.Item.of("setup_missing", "pgn", Phrase.of("warning.setup_missing")));
        else if (!"1".equals(setUp))
            warnings.add(Problem.Item.of("setup_mismatch", "pgn", Phrase.of("warning.setup_mismatch",
                    Problems.abbreviate(setUp))));
        return new LoadedPosition(loaded.position(), warnings);
    }
}
