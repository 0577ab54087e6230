package dev.hakem.contract;

import io.restassured.filter.Filter;
import io.restassured.filter.FilterContext;
import io.restassured.response.Response;
import io.restassured.specification.FilterableRequestSpecification;
import io.restassured.specification.FilterableResponseSpecification;
import java.util.List;

/** Fails the request of a test whose answer breaks the published contract (see {@link ContractValidator}). */
public final class ContractFilter implements Filter {

    @Override
    public Response filter(FilterableRequestSpecification request, FilterableResponseSpecification expected,
                           FilterContext context) {
        Response response = context.next(request, expected);
        String path = path(request.getURI());
        List<String> faults = ContractValidator.contract().check(request.getMethod(), path, response.getStatusCode(),
                response.getContentType(), response::getHeader, response.asByteArray());
        if (!faults.isEmpty())
            throw new AssertionError("the answer breaks openapi/openapi.yaml:\n  " + String.join("\n  ", faults)
                    + "\nanswer: " + abbreviated(response.asString()));
        return response;
    }

    /** The path of a request URI, read by hand: tests send URIs on purpose that java.net.URI refuses. */
    static String path(String uri) {
        int scheme = uri.indexOf("://");
        int start = scheme < 0 ? 0 : uri.indexOf('/', scheme + 3);
        if (start < 0) return "/";
        int end = uri.length();
        for (char c : new char[] {'?', '#'}) {
            int i = uri.indexOf(c, start);
            if (i >= 0 && i < end) end = i;
        }
        return uri.substring(start, end);
    }

    static String abbreviated(String s) {
        return s.length() <= 2000 ? s : s.substring(0, 2000) + "...";
    }
}
