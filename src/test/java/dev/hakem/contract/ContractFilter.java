package dev.hakem.contract;

import io.restassured.filter.Filter;
import io.restassured.filter.FilterContext;
import io.restassured.response.Response;
import io.restassured.specification.FilterableRequestSpecification;
import io.restassured.specification.FilterableResponseSpecification;
import java.net.URI;
import java.util.List;

/** Fails the request of a test whose answer breaks the published contract (see {@link ContractValidator}). */
public final class ContractFilter implements Filter {

    @Override
    public Response filter(FilterableRequestSpecification request, FilterableResponseSpecification expected,
                           FilterContext context) {
        Response response = context.next(request, expected);
        String path = URI.create(request.getURI()).getRawPath();
        List<String> faults = ContractValidator.contract().check(request.getMethod(), path, response.getStatusCode(),
                response.getContentType(), response::getHeader, response.asByteArray());
        if (!faults.isEmpty())
            throw new AssertionError("the answer breaks openapi/openapi.yaml:\n  " + String.join("\n  ", faults)
                    + "\nanswer: " + abbreviated(response.asString()));
        return response;
    }

    static String abbreviated(String s) {
        return s.length() <= 2000 ? s : s.substring(0, 2000) + "...";
    }
}
