package dev.hakem.api.analysis;

import dev.hakem.api.Endpoints;
import dev.hakem.api.cache.EntityTag;
import dev.hakem.api.cache.HttpCache;
import dev.hakem.api.i18n.Lang;
import dev.hakem.api.i18n.Messages;
import dev.hakem.api.problem.Problems;
import dev.hakem.api.request.Inputs;
import dev.hakem.chess.text.Phrase;
import dev.hakem.verdict.InvalidArgumentException;
import dev.hakem.verdict.TimeControl;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.HttpMethod;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.jboss.resteasy.reactive.RestQuery;

/** The FIDE class of a time control (Appendices A.1, B.1), for servers setting up a game. */
@Path(Endpoints.TIME_CONTROL)
@Produces(MediaType.APPLICATION_JSON)
public class TimeControlResource {

    private final HttpCache cache;

    @Inject
    public TimeControlResource(HttpCache cache) {
        this.cache = cache;
    }

    /** Cacheable: tagged by the time control read (however it was written) and the language. */
    @GET
    public Response get(
            @RestQuery String control,
            @RestQuery String base,
            @RestQuery String increment,
            @HeaderParam(HttpHeaders.ACCEPT_LANGUAGE) String acceptLanguage,
            @HeaderParam(HttpHeaders.IF_NONE_MATCH) String ifNoneMatch) {
        Lang lang = Lang.of(acceptLanguage);
        TimeControl read = read(control, base, increment);
        EntityTag tag = EntityTag.of(HttpMethod.GET, Endpoints.TIME_CONTROL)
                .part("base", read.base()).part("increment", read.increment()).lang(lang);
        return cache.answer(ifNoneMatch, tag, () -> report(read, lang));
    }

    /** The time control of the query: {@code control}, or {@code base} and {@code increment}. */
    private static TimeControl read(String control, String base, String increment) {
        if (control != null && (base != null || increment != null))
            throw Problems.conflictingParameters("control", Phrase.of("detail.time_control_both"));
        if (control != null) {
            if (control.isBlank()) throw Problems.invalidParameter("control", Phrase.of("detail.control_empty"));
            try {
                return TimeControl.parse(control);
            } catch (IllegalArgumentException e) {
                throw Problems.invalidParameter("control", worded(e));
            }
        }
        if (base == null && increment == null)
            throw Problems.missingTimeControl();
        int b = Inputs.integer(base, "base", 0, TimeControl.MAX_BASE);
        int inc = Inputs.integer(increment, "increment", 0, TimeControl.MAX_INCREMENT);
        try {
            return TimeControl.classify(b, inc);
        } catch (IllegalArgumentException e) {
            throw Problems.invalidParameter("base", worded(e));
        }
    }

    /** The rule worded in the request's language. */
    static TimeControlReport report(TimeControl t, Lang lang) {
        return new TimeControlReport(t.base(), t.increment(), t.estimatedSeconds(), t.category().label(),
                t.illegalMovePenaltySeconds(), Messages.text(lang, t.rule()));
    }

    private static Phrase worded(IllegalArgumentException e) {
        return e instanceof InvalidArgumentException i ? i.phrase()
                : Phrase.of("detail.as_is", e.getMessage());
    }
}
