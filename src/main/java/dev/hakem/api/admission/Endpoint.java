package dev.hakem.api.admission;

import dev.hakem.api.Endpoints;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Every operation of the API, one row each: its method and path, the {@link CostClass} a request to
 * it is admitted in, and how its body is taken ({@link Body}). Admission reads a request's row to
 * gate it and to read its body, or not, before the resource runs; the resources' {@code @Path}
 * values are the path constants of {@link Endpoints}. EndpointTableTest checks that every resource
 * method has its row here and every row its resource method: a resource added without a row would
 * not be gated, and its body would not be read for it ({@link BufferedBody#bytes} refuses).
 */
public enum Endpoint {
    POSITION("GET", Endpoints.POSITION, CostClass.CHECK, Body.NONE),
    POSITION_POST("POST", Endpoints.POSITION, CostClass.CHECK, Body.BUFFERED),
    HIGHLIGHTS("GET", Endpoints.HIGHLIGHTS, CostClass.CHECK, Body.NONE),
    MOVE("POST", Endpoints.MOVE, CostClass.CHECK, Body.BUFFERED),
    GAME("POST", Endpoints.GAME, CostClass.GAME, Body.BUFFERED),
    DRAW_OFFER("POST", Endpoints.DRAW_OFFER, CostClass.CHECK, Body.BUFFERED),
    TIME_CONTROL("GET", Endpoints.TIME_CONTROL, CostClass.CHECK, Body.NONE),
    CHESS960_START("GET", Endpoints.CHESS960_START, CostClass.CHECK, Body.NONE),
    /** A perft to at most {@link CostClass#CHEAP_PERFT_DEPTH} is a cheap check ({@link #costClass}). */
    PERFT("GET", Endpoints.PERFT, CostClass.PERFT, Body.NONE),
    WINNABILITY("GET", Endpoints.WINNABILITY, CostClass.WINNABILITY, Body.NONE),
    /** One question in a JSON body: any Content-Type but NDJSON's (the REST layer answers 415 to another). */
    WINNABILITY_POST("POST", Endpoints.WINNABILITY, CostClass.WINNABILITY, Body.BUFFERED),
    /** The same POST with an NDJSON body: a batch of questions, one a line. */
    WINNABILITY_BATCH("POST", Endpoints.WINNABILITY, Endpoints.NDJSON, CostClass.BATCH, Body.STREAMED),
    /** A batch of games, in NDJSON or in PGN: whatever its Content-Type, a batch. */
    GAMES("POST", Endpoints.GAMES, CostClass.BATCH, Body.STREAMED);

    /** How a request's body is taken before its resource runs. */
    public enum Body {
        /**
         * None is read by the resource. One sent all the same is read (within the bounds of any body,
         * hakem.max-body-size and the others of {@link BodyIntake}) and dropped.
         */
        NONE,
        /**
         * Read whole by {@link BodyIntake} before the request is admitted, then handed to the resource by
         * {@link BufferedBody}: to the REST layer's readers, or as bytes ({@link BufferedBody#bytes}).
         */
        BUFFERED,
        /**
         * Read as the resource goes ({@link SpooledBody}), within hakem.batch.*: the request holds its
         * place while it runs.
         */
        STREAMED
    }

    private static final Map<String, List<Endpoint>> BY_PATH = new LinkedHashMap<>();
    private static final Pattern MATRIX = Pattern.compile(";[^/]*");

    static {
        for (Endpoint e : values()) BY_PATH.computeIfAbsent(e.path, p -> new ArrayList<>()).add(e);
    }

    private final String method;
    private final String path;
    /** The Content-Type that picks this row among the rows of its method and path, or null. */
    private final String bodyType;
    private final CostClass costClass;
    private final Body body;

    Endpoint(String method, String path, CostClass costClass, Body body) {
        this(method, path, null, costClass, body);
    }

    Endpoint(String method, String path, String bodyType, CostClass costClass, Body body) {
        this.method = method;
        this.path = path;
        this.bodyType = bodyType;
        this.costClass = costClass;
        this.body = body;
    }

    public String method() {
        return method;
    }

    public String path() {
        return path;
    }

    /** The media type a body must have for this row rather than another of its method and path, or null. */
    public String bodyType() {
        return bodyType;
    }

    public Body body() {
        return body;
    }

    /** The class a request is admitted in, given its {@code depth} query parameter (or null). */
    public CostClass costClass(String depth) {
        return costClass == CostClass.PERFT && CostClass.cheapDepth(depth) ? CostClass.CHECK : costClass;
    }

    /**
     * The row of a request: its method's on its path, and of these the one whose body type its
     * Content-Type names, else the one without a body type. Null when the path has no row of the
     * method (a HEAD, or a method answered 405) or is not in the table.
     */
    static Endpoint of(String method, String path, String contentType) {
        List<Endpoint> rows = rows(path);
        if (rows == null || method == null) return null;
        Endpoint any = null;
        for (Endpoint e : rows) {
            if (!e.method.equalsIgnoreCase(method)) continue;
            if (e.bodyType == null) {
                if (any == null) any = e;
            } else if (Endpoints.hasType(contentType, e.bodyType)) {
                return e;
            }
        }
        return any;
    }

    /**
     * The row a request is admitted by: its own ({@link #of}), else the first of its path (a HEAD is
     * admitted as its GET, a method the REST layer answers 405 as the path's first operation). Null
     * for a path not in the table (health, metrics, the contract, static files).
     */
    static Endpoint admitting(String method, String path, String contentType) {
        Endpoint own = of(method, path, contentType);
        return own != null ? own : firstOf(path);
    }

    /** The first row of a path, or null for a path not in the table. */
    static Endpoint firstOf(String path) {
        List<Endpoint> rows = rows(path);
        return rows == null ? null : rows.get(0);
    }

    /**
     * The rows of a path (normalized: dot segments resolved, unreserved characters decoded) as the REST
     * layer matches it: matrix parameters ({@code ;name=value} after a segment) and a trailing slash aside.
     */
    private static List<Endpoint> rows(String path) {
        if (path == null) return null;
        if (path.indexOf(';') >= 0) path = MATRIX.matcher(path).replaceAll("");
        if (path.length() > 1 && path.endsWith("/")) path = path.substring(0, path.length() - 1);
        return BY_PATH.get(path);
    }
}
