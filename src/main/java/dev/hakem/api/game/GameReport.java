package dev.hakem.api.game;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import dev.hakem.api.analysis.WinnabilityReport;
import dev.hakem.api.position.PositionReport;
import dev.hakem.api.problem.Problem;
import io.quarkus.runtime.annotations.RegisterForReflection;
import java.util.List;
import java.util.Map;

/**
 * A whole game adjudicated: every move played, the report on the final position (with the
 * history), the game's result and termination, and every position that occurred more than once.
 *
 * @param summary       the verdict in words, in the request's language ("Checkmate — White wins")
 * @param endPly        the ply at which the rules ended the game, when they did
 * @param unplayedMoves moves written after the end, not played
 * @param pgnResult     when the game came as PGN: its Result tag checked against the verdict
 * @param variant       "chess960" for a game of Chess960; absent for standard chess
 * @param resume        the resume point of the last position played (docs/resume-point.md)
 */
@RegisterForReflection
public record GameReport(String rules, String startFen, List<PlayedMove> moves, PositionReport position, String result,
                         String termination, String rule, String summary, Integer endPly,
                         @JsonInclude(JsonInclude.Include.NON_EMPTY) List<String> unplayedMoves,
                         List<Repetition> repetitions, @JsonInclude(JsonInclude.Include.NON_NULL) FlagReport flag,
                         @JsonInclude(JsonInclude.Include.NON_EMPTY) List<Problem.Item> warnings,
                         @JsonInclude(JsonInclude.Include.NON_NULL) PgnResult pgnResult,
                         @JsonInclude(JsonInclude.Include.NON_NULL) String variant,
                         @JsonInclude(JsonInclude.Include.NON_NULL) ResumeReport resume,
                         @JsonInclude(JsonInclude.Include.NON_NULL) EndReport end) {

    /** A report without a ruling on how the game ended beyond the board. */
    public GameReport(String rules, String startFen, List<PlayedMove> moves, PositionReport position, String result,
                      String termination, String rule, String summary, Integer endPly, List<String> unplayedMoves,
                      List<Repetition> repetitions, FlagReport flag, List<Problem.Item> warnings, PgnResult pgnResult,
                      String variant, ResumeReport resume) {
        this(rules, startFen, moves, position, result, termination, rule, summary, endPly, unplayedMoves, repetitions,
                flag, warnings, pgnResult, variant, resume, null);
    }

    /** A report without a resume point. */
    public GameReport(String rules, String startFen, List<PlayedMove> moves, PositionReport position, String result,
                      String termination, String rule, String summary, Integer endPly, List<String> unplayedMoves,
                      List<Repetition> repetitions, FlagReport flag, List<Problem.Item> warnings, PgnResult pgnResult,
                      String variant) {
        this(rules, startFen, moves, position, result, termination, rule, summary, endPly, unplayedMoves, repetitions,
                flag, warnings, pgnResult, variant, null);
    }

    /**
     * @param spoken   the move in words for screen readers, in the request's language
     * @param forgiven what the lenient reader accepted although it is not canonical SAN
     * @param comment  for a game given as PGN, the comment after the move (clock commands taken out)
     * @param nags     its NAGs, glyphs included ({@code !?} is 5)
     * @param clock    the clock after the move, from a {@code [%clk …]} command in its comment
     * @param elapsed  the time the move took, from a {@code [%emt …]} command
     */
    @RegisterForReflection
    public record PlayedMove(int ply, String san, String uci, String fen, String spoken,
                             @JsonInclude(JsonInclude.Include.NON_EMPTY) List<String> forgiven,
                             @JsonInclude(JsonInclude.Include.NON_NULL) String comment,
                             @JsonInclude(JsonInclude.Include.NON_EMPTY) List<Integer> nags,
                             @JsonInclude(JsonInclude.Include.NON_NULL) String clock,
                             @JsonInclude(JsonInclude.Include.NON_NULL) String elapsed) {}

    /** A position (FIDE 9.2.3 identity) and the plies at which it stood; ply 0 is the start. */
    @RegisterForReflection
    public record Repetition(String fen, List<Integer> plies) {}

    /**
     * The flag-fall verdict: whether the flagged player's opponent could still checkmate (yes, no,
     * unknown), why, and the helpmate that proves a "yes" under FIDE 6.9.
     */
    @RegisterForReflection
    public record FlagReport(String flagged, String opponentCanMate, String basis, boolean certain,
                             @JsonInclude(JsonInclude.Include.NON_NULL) WinnabilityReport.Helpmate helpmate,
                             @JsonInclude(JsonInclude.Include.NON_NULL) String note) {}

    /**
     * The ruling on how the game ended beyond the board ({@code end} of the request; a {@code flag}
     * too): the event, whether the game is over, the result, the termination, the article that
     * decided it and the proof when mate was possible or impossible.
     *
     * @param alreadyEnded    the game had ended on the board first; that ending stands
     * @param article         the article as the FIDE Laws of 2023 number it ("5.1.2", "A.5.3"), or "online"
     * @param rule            the article in words
     * @param ruling          the ruling in words
     * @param opponentCanMate whether the opponent of the side could still checkmate, when that decided
     * @param basis           why it can or cannot
     * @param helpmate        the proof of a "yes"
     * @param penaltySeconds  the time added to the opponent's clock (7.5.5, 9.5.3)
     * @param timeClass       the FIDE class of the time control given
     * @param claimCorrect    for a claim: whether it is correct
     * @param claimMove       for a claim with a move: that move (written, not made)
     */
    @RegisterForReflection
    public record EndReport(String by, @JsonInclude(JsonInclude.Include.NON_NULL) String side, boolean alreadyEnded,
                            boolean gameOver, String result, String termination, String article, String rule,
                            String ruling,
                            @JsonInclude(JsonInclude.Include.NON_NULL) String opponentCanMate,
                            @JsonInclude(JsonInclude.Include.NON_NULL) Boolean certain,
                            @JsonInclude(JsonInclude.Include.NON_NULL) String basis,
                            @JsonInclude(JsonInclude.Include.NON_NULL) WinnabilityReport.Helpmate helpmate,
                            @JsonInclude(JsonInclude.Include.NON_NULL) Integer penaltySeconds,
                            @JsonInclude(JsonInclude.Include.NON_NULL) String timeClass,
                            @JsonInclude(JsonInclude.Include.NON_NULL) Boolean claimCorrect,
                            @JsonInclude(JsonInclude.Include.NON_NULL) ClaimMove claimMove,
                            @JsonInclude(JsonInclude.Include.NON_EMPTY) List<String> notes) {}

    /** A move in UCI and SAN. */
    @RegisterForReflection
    public record ClaimMove(String uci, String san) {}

    /**
     * The result a PGN gave (its Result tag, or the marker ending its move text) and whether it agrees
     * with the verdict of the rules, with a note saying why.
     *
     * @param variations how many variations the PGN held: read and skipped, only the main line is judged
     * @param tags the tag pairs of the PGN, for writing the game back as PGN
     */
    @RegisterForReflection
    public record PgnResult(String tag, boolean consistent, String note, int variations,
                            @JsonIgnore Map<String, String> tags) {}
}
