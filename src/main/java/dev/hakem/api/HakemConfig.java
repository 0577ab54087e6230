package dev.hakem.api;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;
import java.util.List;

/**
 * Every limit and budget of the service, with its default, in one place. Each can be set as a
 * property or in the environment ({@code hakem.perft.max-depth} is {@code HAKEM_PERFT_MAX_DEPTH});
 * the configuration table of docs/operations.md and the Kubernetes ConfigMap are checked against these defaults.
 */
@ConfigMapping(prefix = "hakem")
public interface HakemConfig {

    /** Largest request body in bytes, refused with a 413 problem before it is read (batches have their own). */
    @WithDefault("1048576")
    long maxBodySize();

    Game game();

    Perft perft();

    Winnability winnability();

    Batch batch();

    Http http();

    Check check();

    Admission admission();

    interface Game {
        /** Most moves in one game, move history or winnability request: far beyond any real game. */
        @WithDefault("2000")
        int maxPlies();

        /** Games (POST /v1/game) adjudicated at once; more wait in a queue. */
        @WithDefault("4")
        int maxInFlight();

        /** Games waiting for a place; past it a request is refused (503 overloaded). */
        @WithDefault("32")
        int maxQueued();
    }

    interface Perft {
        /** Deepest perft accepted; deeper counts cost too much CPU for one request. */
        @WithDefault("6")
        int maxDepth();

        /** Longest a perft count may run before it is refused (422 perft_budget_exceeded). */
        @WithDefault("30s")
        Duration timeout();

        /** Perft counts run at once: each takes a whole processor for up to the timeout. */
        @WithDefault("1")
        int maxInFlight();

        /** Perft counts waiting for a place; past it a request is refused (503 overloaded). */
        @WithDefault("2")
        int maxQueued();
    }

    interface Winnability {
        /** Positions one analysis may search per side; past it the answer is "unknown". */
        @WithDefault("64000000")
        long maxNodes();

        /** Analyses run at once. */
        @WithDefault("2")
        int maxInFlight();

        /** Analyses waiting for a place; past it a request is refused (503 overloaded). */
        @WithDefault("16")
        int maxQueued();
    }

    interface Batch {
        /** Largest batch body in bytes (/v1/games, and /v1/winnability with an NDJSON body). */
        @WithDefault("268435456")
        long maxBodySize();

        /** Largest game of a batch in bytes (an NDJSON line, or one PGN game); also the longest line of a winnability batch. */
        @WithDefault("1048576")
        int maxGameSize();

        /** Most games in one batch; also the most positions of a winnability batch. */
        @WithDefault("100000")
        int maxGames();

        /** Games adjudicated at once over all batches; 0 is one per available processor. */
        @WithDefault("0")
        int parallelism();

        /** Batches streamed at once; each holds its place until its last answer line is written. */
        @WithDefault("2")
        int maxInFlight();

        /** Batches waiting for a place; past it a request is refused (503 overloaded). */
        @WithDefault("2")
        int maxQueued();

        /**
         * Bytes of a batch's body read ahead of the games being adjudicated, while the answer goes out:
         * a client may send this much before it starts reading the answer.
         */
        @WithDefault("16777216")
        long readAhead();
    }

    interface Http {
        /**
         * Longest request line (method, target with its query, HTTP version) in bytes; a longer one is a
         * 414 problem. Kept under quarkus.http.limits.max-initial-line-length, where the HTTP codec
         * refuses a request with an empty answer.
         */
        @WithDefault("4096")
        int maxInitialLineLength();

        /**
         * Largest header block in bytes; a larger one is a 431 problem. Kept under
         * quarkus.http.limits.max-header-size, where the HTTP codec refuses with an empty answer.
         */
        @WithDefault("20480")
        int maxHeaderSize();

        /** Longest a request body may take to arrive whole (batches excepted); past it a 408 problem. */
        @WithDefault("10s")
        Duration bodyTimeout();

        /**
         * Longest a request's work may keep its connection silent, in wall-clock time: from the body's
         * arrival to the answer, and between two lines of a batch's answer. Work still running then is
         * stopped and answered with a 422 problem (perft_budget_exceeded, or deadline_exceeded), a batch's
         * line with a 422 line, so that every request is answered before quarkus.http.idle-timeout closes
         * its connection; the service refuses to start unless this ends a fifth of the idle timeout (at
         * least 1 s) before it, and hakem.perft.timeout is at most this.
         */
        @WithDefault("45s")
        Duration answerDeadline();

        /** Fewest bytes a second a body must arrive at, after its first second (batches too); below it a 408. */
        @WithDefault("1024")
        long minBodyRate();

        /** Bytes all request bodies read but not yet answered may hold at once; past it a 503 overloaded. */
        @WithDefault("67108864")
        long bodyBuffer();

        Cache cache();

        interface Cache {
            /**
             * How long a cache may keep an answer of a cacheable GET without asking again (Cache-Control
             * max-age, in whole seconds); 0 sends no-cache: caches keep answers, and revalidate each one.
             */
            @WithDefault("1h")
            Duration maxAge();
        }

        Cors cors();

        interface Cors {
            /**
             * The origins of the browser frontends that may read the API's answers (CORS), comma-separated:
             * {@code none} (no CORS headers at all), {@code *} (any origin: one answer for all, cacheable as
             * one), or origins as browsers send them ({@code https://play.example.org}) and {@code /regex/}s
             * matched against the whole origin.
             */
            @WithDefault("none")
            List<String> origins();

            /** How long a browser may reuse an answer to a preflight request (Access-Control-Max-Age). */
            @WithDefault("1h")
            Duration maxAge();
        }
    }

    interface Check {
        /** Cheap checks (positions, highlights, one move, draw offers, time controls) run at once. */
        @WithDefault("32")
        int maxInFlight();

        /** Cheap checks waiting for a place; past it a request is refused (503 overloaded). */
        @WithDefault("256")
        int maxQueued();
    }

    interface Admission {
        /** Longest a request waits in its class's queue before it is refused (503 overloaded). */
        @WithDefault("2s")
        Duration queueTimeout();

        /** What a 503 overloaded answer's Retry-After says. */
        @WithDefault("1s")
        Duration retryAfter();
    }
}
