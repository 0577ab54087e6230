package dev.hakem.api.analysis;

import io.quarkus.runtime.annotations.RegisterForReflection;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** A time control in seconds, the time a 60-move game takes with it, and its FIDE class. */
@RegisterForReflection
public record TimeControlReport(int base, int increment, int estimatedSeconds,
                                @Schema(enumeration = {"blitz", "rapid", "standard"}) String category,
                                int illegalMovePenaltySeconds, String rule) {}
