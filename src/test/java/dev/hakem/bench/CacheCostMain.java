package dev.hakem.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.hakem.api.cache.HttpCache;
import dev.hakem.api.json.ReportJson;
import dev.hakem.api.position.HighlightsResource;
import dev.hakem.api.position.PositionReport;
import dev.hakem.api.position.PositionResource;
import jakarta.ws.rs.core.Response;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;

/**
 * What a 304 costs beside the 200 it stands for, in-process: CPU time of this thread per call of
 * {@code GET /v1/position} and {@code GET /v1/position/highlights} (dests), the 200 with its answer
 * written as the service writes it, the 304 with If-None-Match naming the tag (the FEN parsed and the tag
 * computed, nothing else). Best of the rounds, after a warm-up in CPU time; one line per position and kind.
 *
 * <pre>java -cp ... dev.hakem.bench.CacheCostMain</pre>
 */
public final class CacheCostMain {
    private CacheCostMain() {}

    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();
    private static final ObjectMapper JSON = new ObjectMapper();

    public static void main(String[] args) throws Exception {
        HttpCache cache = new HttpCache(3600);
        PositionResource position = new PositionResource(JSON, cache);
        HighlightsResource highlights = new HighlightsResource(cache);
        for (String name : List.of("start", "kiwipete", "position6")) {
            String fen = BenchGames.perftFen(name);
            String positionTag = position.get(fen, null, null, null, null).getHeaderString("ETag");
            String destsTag = highlights.get(fen, null, null, null, null).getHeaderString("ETag");
            report(name, "position 200", () -> ReportJson.of((PositionReport) position.get(fen, null, null, null, null).getEntity()).length);
            report(name, "position 304", () -> status(position.get(fen, null, null, null, positionTag), 304));
            report(name, "dests 200", () -> bytes(highlights.get(fen, null, null, null, null)));
            report(name, "dests 304", () -> status(highlights.get(fen, null, null, null, destsTag), 304));
        }
    }

    static int status(Response r, int expected) {
        if (r.getStatus() != expected) throw new IllegalStateException("status " + r.getStatus());
        return r.getStatus();
    }

    static int bytes(Response r) {
        try {
            return JSON.writeValueAsBytes(r.getEntity()).length;
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    /** Warm-up of 3 s of CPU, then 10 rounds of 2000 calls: the best round's CPU time per call. */
    static void report(String position, String kind, Supplier<Integer> call) {
        long sink = 0;
        long warm = CPU.getCurrentThreadCpuTime() + 3_000_000_000L;
        while (CPU.getCurrentThreadCpuTime() < warm) for (int i = 0; i < 200; i++) sink += call.get();
        long best = Long.MAX_VALUE;
        int calls = 2000;
        for (int round = 0; round < 10; round++) {
            long t0 = CPU.getCurrentThreadCpuTime();
            for (int i = 0; i < calls; i++) sink += call.get();
            best = Math.min(best, CPU.getCurrentThreadCpuTime() - t0);
        }
        System.out.printf(Locale.ROOT, "COST %-9s %-13s %8.2f us/call  (sink %d)%n", position, kind, best / 1e3 / calls, sink % 10);
    }
}
