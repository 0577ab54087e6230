package dev.hakem.api.position;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.hakem.api.problem.Problem;
import io.quarkus.runtime.annotations.RegisterForReflection;
import java.util.List;

/**
 * What the service says about one position under a rule set: canonical FEN, side, check, every
 * legal move, and the verdict (status, result, termination with the rule that decided it, the
 * static insufficient-material list, and what may be claimed), computed with the game's history.
 * {@code summary} says the verdict in words, in the request's language.
 */
@RegisterForReflection
public record PositionReport(String fen, String rules, String turn, int halfmoveClock, int fullmoveNumber, boolean check,
                             List<String> checkers, boolean checkmate, boolean stalemate, String status, String result,
                             String termination, String rule, String summary, boolean insufficientMaterial, int repetitions,
                             ClaimsReport claims, List<LegalMove> legalMoves,
                             @JsonInclude(JsonInclude.Include.NON_EMPTY) List<Problem.Item> warnings) {}
