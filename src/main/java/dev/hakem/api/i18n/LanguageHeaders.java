package dev.hakem.api.i18n;

import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.core.HttpHeaders;
import org.jboss.resteasy.reactive.server.ServerResponseFilter;

/**
 * Every answer of the API says which language its messages are in (Content-Language), and caches
 * keep answers to different Accept-Language headers apart (Vary).
 */
public class LanguageHeaders {

    @ServerResponseFilter
    public void language(ContainerRequestContext request, ContainerResponseContext response) {
        if (!request.getUriInfo().getPath().startsWith("/v1/")) return;
        response.getHeaders().putSingle(HttpHeaders.CONTENT_LANGUAGE,
                Lang.of(request.getHeaderString(HttpHeaders.ACCEPT_LANGUAGE)).tag());
        response.getHeaders().add(HttpHeaders.VARY, HttpHeaders.ACCEPT_LANGUAGE);
    }
}
