package dev.hakem.api.openapi;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

class ContractHeadersTest {

    static Set<String> lower(List<String> names) {
        Set<String> s = new TreeSet<>();
        for (String n : names) s.add(n.toLowerCase(java.util.Locale.ROOT));
        return s;
    }

    @Test
    void thePublishedContractDocumentsTheHeadersFrontendsSendAndRead() {
        ContractHeaders h = ContractHeaders.packaged();
        assertEquals(List.of("GET", "POST"), h.methods());
        // What docs/api.md tells a caller to send: bodies, content negotiation, languages, revalidation, the small
        // answer, request ids, W3C Trace Context.
        assertEquals(Set.of("content-type", "accept", "accept-language", "if-none-match", "prefer", "x-request-id",
                "traceparent", "tracestate"), lower(h.requestHeaders()));
        // And what it answers with: the request id, revalidation, caching, the language, the small answer, back-off.
        assertEquals(Set.of("x-request-id", "etag", "cache-control", "content-language", "vary", "preference-applied",
                "retry-after"), lower(h.responseHeaders()));
        assertEquals(h.requestHeaders().size(), lower(h.requestHeaders()).size(), "each once: " + h.requestHeaders());
    }

    @Test
    void whatTheBuildWroteIsWhatTheContractSays() throws Exception {
        assertNotNull(ContractHeaders.class.getClassLoader().getResource(ContractHeaders.RESOURCE), "the build wrote " + ContractHeaders.RESOURCE);
        ContractHeaders read = ContractHeaders.of(new ObjectMapper(new YAMLFactory()).readTree(java.nio.file.Path.of("openapi/openapi.yaml").toFile()));
        assertEquals(read, ContractHeaders.packaged());
    }

    @Test
    void headersAreReadThroughReferencesPathParametersAndBodies() throws Exception {
        String yaml = """
                paths:
                  /a:
                    parameters:
                      - {name: X-Path, in: header}
                    get:
                      parameters:
                        - $ref: '#/components/parameters/Tag'
                        - {name: q, in: query}
                      responses:
                        '304': {$ref: '#/components/responses/Empty'}
                    post:
                      requestBody: {content: {application/json: {}}}
                      responses:
                        '200': {headers: {x-two: {}}, content: {application/json: {}}}
                components:
                  parameters:
                    Tag: {name: If-None-Match, in: header}
                  responses:
                    Empty: {headers: {X-One: {}, x-TWO: {}}}
                """;
        ContractHeaders h = ContractHeaders.of(new ObjectMapper(new YAMLFactory()).readTree(yaml));
        assertEquals(List.of("GET", "POST"), h.methods());
        assertEquals(List.of("X-Path", "If-None-Match", "Content-Type", "Accept"), h.requestHeaders());
        assertEquals(List.of("X-One", "x-TWO"), h.responseHeaders());
    }

    @Test
    void aReferenceToNothingIsAnError() throws Exception {
        var tree = new ObjectMapper(new YAMLFactory()).readTree("paths: {/a: {get: {parameters: [{$ref: '#/components/parameters/Gone'}]}}}");
        assertThrows(IllegalStateException.class, () -> ContractHeaders.of(tree));
    }
}
