package dev.hakem.api.batch;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.hakem.api.analysis.WinnabilityReport;
import dev.hakem.api.problem.Problem;
import io.quarkus.runtime.annotations.RegisterForReflection;

/**
 * One line of the answer to a batch of winnability questions: the line of the body it answers, the
 * status POST /v1/winnability would have answered, and either the report (of the side the line asked
 * about, or of both) or the problem document.
 */
@RegisterForReflection
@JsonInclude(JsonInclude.Include.NON_NULL)
public record WinnabilityBatchLine(long line, int status, WinnabilityReport report, Problem problem) {}
