package dev.hakem.api.problem;

import dev.hakem.api.i18n.Lang;
import io.quarkus.vertx.http.runtime.CurrentVertxRequest;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.ext.web.RoutingContext;
import jakarta.inject.Inject;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import java.lang.annotation.Annotation;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.jboss.resteasy.reactive.common.util.ServerMediaType;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;
import org.jboss.resteasy.reactive.server.ServerResponseFilter;
import org.jboss.resteasy.reactive.server.core.ResteasyReactiveRequestContext;
import org.jboss.resteasy.reactive.server.mapping.RuntimeResource;
import org.jboss.resteasy.reactive.server.spi.ResteasyReactiveContainerRequestContext;

/**
 * Content negotiation that keeps problems reachable. Errors are application/problem+json whatever
 * the Accept header says; Accept chooses only among the success types of the operation:
 * <ul>
 * <li>Accept admits a success type: the request is served as usual (a client sending
 * {@code application/json, application/problem+json} gets JSON, or a problem);</li>
 * <li>Accept admits application/problem+json but none of the success types: the request is
 * processed, so a request that fails gets its problem with its own status; one that would succeed is
 * answered 406 not_acceptable instead, naming the success types (the work is done and discarded,
 * which only such a client pays for);</li>
 * <li>Accept admits neither: 406 not_acceptable before the operation runs, naming the success types.</li>
 * </ul>
 * The REST layer alone would refuse the last two with a 406 before it could tell a failing request
 * from a good one, so for matching the Accept header is widened to anything, and the client's own
 * is put back once the operation is known.
 */
public class AcceptNegotiation {

    static final String ORIGINAL = "hakem.accept.original";
    static final String REFUSED_SUCCESS = "hakem.accept.refused-success";

    private static final MediaType PROBLEM = MediaType.valueOf(Problem.MEDIA_TYPE);
    private static final List<MediaType> JSON_ONLY = List.of(MediaType.APPLICATION_JSON_TYPE);
    private static final Map<ServerMediaType, List<MediaType>> PRODUCED = new ConcurrentHashMap<>();

    private final CurrentVertxRequest current;

    @Inject
    public AcceptNegotiation(CurrentVertxRequest current) {
        this.current = current;
    }

    /** The client's Accept header, and its ranges. */
    record Original(String header, List<Range> ranges) {
        /**
         * The header read, or null when it cannot be (then the REST layer is left to it). A client sends
         * the same header request after request: the last one read on this thread is kept, as
         * {@link Lang#of} keeps the last Accept-Language, so it is parsed once.
         */
        static Original of(String header) {
            Original last = LAST.get();
            if (last != null && last.header.equals(header)) return last;
            List<Range> ranges = Range.parse(header);
            if (ranges == null) return null;
            Original read = new Original(header, List.copyOf(ranges));
            LAST.set(read);
            return read;
        }

        private static final ThreadLocal<Original> LAST = new ThreadLocal<>();
    }

    /** One range of an Accept header; {@code q} 0 refuses what it names. */
    record Range(String type, String subtype, double q) {
        int matches(MediaType t) {
            boolean anyType = type.equals("*"), anySubtype = subtype.equals("*");
            if (!anyType && !type.equalsIgnoreCase(t.getType())) return -1;
            if (!anySubtype && !subtype.equalsIgnoreCase(t.getSubtype())) return -1;
            return (anyType ? 0 : 1) + (anySubtype ? 0 : 1);
        }

        /** The ranges of a header, or null when it cannot be read (then the REST layer is left to it). */
        static List<Range> parse(String header) {
            List<Range> out = new ArrayList<>();
            for (String part : header.split(",")) {
                String[] params = part.split(";");
                String name = params[0].strip();
                if (name.isEmpty()) continue;
                int slash = name.indexOf('/');
                if (slash <= 0 || slash == name.length() - 1) return null;
                double q = 1;
                for (int i = 1; i < params.length; i++) {
                    String[] kv = params[i].split("=", 2);
                    if (kv.length < 2 || !kv[0].strip().equalsIgnoreCase("q")) continue;
                    try {
                        q = Double.parseDouble(kv[1].strip());
                    } catch (NumberFormatException e) {
                        return null;
                    }
                    if (!(q >= 0 && q <= 1)) return null;
                }
                out.add(new Range(name.substring(0, slash).toLowerCase(Locale.ROOT),
                        name.substring(slash + 1).toLowerCase(Locale.ROOT), q));
            }
            return out.isEmpty() ? null : out;
        }
    }

    /** Whether the most specific range naming {@code t} accepts it. */
    static boolean admits(List<Range> ranges, MediaType t) {
        Range best = null;
        int bestScore = -1;
        for (Range r : ranges) {
            int score = r.matches(t);
            if (score > bestScore) {
                best = r;
                bestScore = score;
            }
        }
        return best != null && best.q() > 0;
    }

    @ServerRequestFilter(preMatching = true)
    public void widen(RoutingContext rc, HttpServerRequest http) {
        String accept = http.getHeader(HttpHeaders.ACCEPT);
        if (accept == null || accept.equals(MediaType.WILDCARD)) return;
        Original original = Original.of(accept);
        if (original == null) return;
        // Kept with the exchange rather than as a property of the REST layer's request, whose map of
        // properties would be made for it alone.
        rc.put(ORIGINAL, original);
        // Only the request's own header: the REST layer's copy of the headers (a sorted map, made on
        // first use from them) is left unmade, and matching reads the request's own while it is.
        http.headers().set(HttpHeaders.ACCEPT, MediaType.WILDCARD);
    }

    @ServerRequestFilter(priority = Priorities.HEADER_DECORATOR)
    public void decide(ResteasyReactiveContainerRequestContext request, RoutingContext rc, HttpServerRequest http) {
        if (!(rc.get(ORIGINAL) instanceof Original original)) return;
        List<Range> ranges = original.ranges();
        List<MediaType> produced = produced(request);
        for (MediaType t : produced) {
            if (admits(ranges, t)) {
                // The client's own preferences choose among the success types: where there are several,
                // the REST layer reads them from its copy of the headers, which is made now if not yet.
                http.headers().set(HttpHeaders.ACCEPT, original.header());
                if (produced.size() > 1) request.getHeaders().putSingle(HttpHeaders.ACCEPT, original.header());
                return;
            }
        }
        if (admits(ranges, PROBLEM)) {
            request.setProperty(REFUSED_SUCCESS, produced);
            return;
        }
        throw HttpProblems.notAcceptable(names(produced));
    }

    @ServerResponseFilter(priority = Priorities.USER + 100)
    public void refuseSuccess(ContainerRequestContext request, ContainerResponseContext response) {
        Object refused = request.getProperty(REFUSED_SUCCESS);
        if (!(refused instanceof List<?> list) || response.getStatus() >= 400) return;
        @SuppressWarnings("unchecked")
        List<MediaType> produced = (List<MediaType>) list;
        Lang lang = Lang.of(request.getHeaderString(HttpHeaders.ACCEPT_LANGUAGE));
        Problem problem = HttpProblems.successNotAcceptable(names(produced)).toProblem(request.getUriInfo().getPath(), lang);
        response.setStatus(problem.status());
        response.setEntity(problem, new Annotation[0], PROBLEM);
        RoutingContext rc = current.getCurrent();
        // A batch is refused with its body partly unread.
        if (rc != null && !rc.request().isEnded()) HttpLayerProblems.closeAfterAnswer(rc);
    }

    private static List<String> names(List<MediaType> produced) {
        return produced.stream().map(t -> t.getType() + "/" + t.getSubtype()).toList();
    }

    /**
     * The success types of the operation, as the REST layer read them from its @Produces (method
     * first, then class) when it was built: no reflection, so no annotation is parsed per operation.
     */
    static List<MediaType> produced(ResteasyReactiveContainerRequestContext request) {
        if (!(request.getServerRequestContext() instanceof ResteasyReactiveRequestContext context)) return JSON_ONLY;
        RuntimeResource target = context.getTarget();
        ServerMediaType produces = target == null ? null : target.getProduces();
        if (produces == null) return JSON_ONLY;
        return PRODUCED.computeIfAbsent(produces, p -> List.of(p.getSortedOriginalMediaTypes()));
    }
}
