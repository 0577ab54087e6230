package dev.hakem.api.request;

import dev.hakem.verdict.Replay;
import dev.hakem.verdict.RuleSet;
import java.util.List;

/**
 * A request's game: where it started (with the FEN's warnings), its rule set, the moves as the
 * request listed them, and those moves replayed.
 */
public record Replayed(LoadedPosition start, RuleSet rules, boolean lenient, List<String> moves, Replay.Result replay) {}
