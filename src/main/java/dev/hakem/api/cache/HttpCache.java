package dev.hakem.api.cache;

import dev.hakem.api.HakemConfig;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.function.Supplier;

/**
 * The answers caches may keep: those of the GETs that answer from their query alone (a position, its
 * highlights, its winnability, perft, a time control, a Chess960 start). Each carries a strong ETag
 * ({@link EntityTag}), {@code Cache-Control: public, max-age=<hakem.http.cache.max-age>} ({@code no-cache}
 * when it is 0) and {@code Vary: Accept} (the language filter adds Accept-Language); a request whose
 * If-None-Match names the tag is answered 304 with the same headers and no body, before the answer is
 * computed. Errors and the answers of other methods are never kept ({@link NoStore}).
 */
@Singleton
public class HttpCache {

    /** What a cacheable answer's bytes vary with besides its URL, apart from Accept-Language. */
    public static final String VARY = HttpHeaders.ACCEPT;

    private final String cacheControl;

    @Inject
    public HttpCache(HakemConfig config) {
        this(config.http().cache().maxAge().toSeconds());
    }

    /** With a max-age in seconds (0: no-cache), for use outside the container (benchmarks, tests). */
    public HttpCache(long maxAgeSeconds) {
        this.cacheControl = maxAgeSeconds > 0 ? "public, max-age=" + maxAgeSeconds : "no-cache";
    }

    public String cacheControl() {
        return cacheControl;
    }

    /** The 304 for a request whose If-None-Match names the tag, else null: the answer is to be computed. */
    public Response notModified(String ifNoneMatch, String tag) {
        return EntityTag.matches(ifNoneMatch, tag) ? headers(Response.notModified(), tag) : null;
    }

    /** The answer, with its tag and the caching headers. */
    public Response ok(Object body, String tag) {
        return headers(Response.ok(body, MediaType.APPLICATION_JSON_TYPE), tag);
    }

    /** The 304 when If-None-Match names the request's tag, else the answer computed now. */
    public Response answer(String ifNoneMatch, EntityTag request, Supplier<?> body) {
        String tag = request.value();
        Response notModified = notModified(ifNoneMatch, tag);
        return notModified != null ? notModified : ok(body.get(), tag);
    }

    private Response headers(Response.ResponseBuilder answer, String tag) {
        return answer.header(HttpHeaders.ETAG, tag).header(HttpHeaders.CACHE_CONTROL, cacheControl)
                .header(HttpHeaders.VARY, VARY).build();
    }
}
