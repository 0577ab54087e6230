package dev.hakem.api.i18n;

import io.vertx.core.http.HttpServerRequest;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.core.HttpHeaders;
import org.jboss.resteasy.reactive.server.ServerResponseFilter;

/**
 * Every answer of the API says which language its messages are in (Content-Language), and caches
 * keep answers to different Accept-Language headers apart (Vary). The header is read from the
 * request itself: the REST layer's copy of all its headers would be made for it alone.
 */
public class LanguageHeaders {

    @ServerResponseFilter
    public void language(ContainerRequestContext request, ContainerResponseContext response, HttpServerRequest http) {
        if (!request.getUriInfo().getPath().startsWith("/v1/")) return;
        response.getHeaders().putSingle(HttpHeaders.CONTENT_LANGUAGE,
                Lang.of(http.getHeader(HttpHeaders.ACCEPT_LANGUAGE)).tag());
        response.getHeaders().add(HttpHeaders.VARY, HttpHeaders.ACCEPT_LANGUAGE);
    }
}
