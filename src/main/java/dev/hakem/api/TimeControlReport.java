package dev.hakem.api;

import dev.hakem.verdict.TimeControl;
import io.quarkus.runtime.annotations.RegisterForReflection;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** A time control in seconds, the time a 60-move game takes with it, and its FIDE class. */
@RegisterForReflection
public record TimeControlReport(int base, int increment, int estimatedSeconds,
                                @Schema(enumeration = {"blitz", "rapid", "standard"}) String category,
                                int illegalMovePenaltySeconds, String rule) {

    /** The rule worded in the request's language. */
    static TimeControlReport of(TimeControl t, Lang lang) {
        return new TimeControlReport(t.base(), t.increment(), t.estimatedSeconds(), t.category().label(),
                t.illegalMovePenaltySeconds(), Messages.text(lang, t.rule()));
    }
}
