package dev.hakem.api.analysis;

import io.vertx.ext.web.RoutingContext;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import java.io.InputStream;

/**
 * The NDJSON form of {@code POST /v1/winnability}: one question a line, answered line by line in order.
 * The batches (api/batch) answer it with the streaming they answer games with; it is named here so that
 * the arrow points from the batches to the analyses, never back.
 */
public interface WinnabilityBatchAnswer {

    /** The streamed answer; a batch refused as a whole throws its problem. The query's members are the lines' defaults. */
    Response answer(InputStream body, HttpHeaders headers, RoutingContext routing, String side, String shortest, String variant);
}
