package dev.hakem.api.batch;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.hakem.api.game.GameReport;
import dev.hakem.api.problem.Problem;
import io.quarkus.runtime.annotations.RegisterForReflection;

/**
 * One line of a batch answer: the game's number and the line of the body it starts on, the status
 * POST /v1/game would have answered, and either its report or its problem document.
 */
@RegisterForReflection
@JsonInclude(JsonInclude.Include.NON_NULL)
public record BatchResult(int game, long line, int status, GameReport report, Problem problem) {}
