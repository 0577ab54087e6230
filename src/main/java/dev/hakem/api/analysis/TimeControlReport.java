package dev.hakem.api.analysis;

import io.quarkus.runtime.annotations.RegisterForReflection;

/** A time control in seconds, the time a 60-move game takes with it, and its FIDE class. */
@RegisterForReflection
public record TimeControlReport(int base, int increment, int estimatedSeconds, String category,
                                int illegalMovePenaltySeconds, String rule) {}
