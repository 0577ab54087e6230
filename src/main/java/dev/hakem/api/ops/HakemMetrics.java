package dev.hakem.api.ops;

import dev.hakem.api.analysis.WinnabilityReport;
import dev.hakem.api.batch.BatchResult;
import dev.hakem.api.batch.WinnabilityBatchLine;
import dev.hakem.api.game.GameReport;
import dev.hakem.api.game.MoveReport;
import dev.hakem.api.position.PositionReport;
import dev.hakem.api.problem.Problem;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.jboss.logging.Logger;

/**
 * The service's own counters, beside the HTTP timers quarkus-micrometer keeps per endpoint:
 * <ul>
 * <li>{@code hakem.verdicts{endpoint, rules, termination}}: each position, move and game report,
 * by how the rules ended the game ({@code none} while it goes on);</li>
 * <li>{@code hakem.winnability.unknown{endpoint, side}}: winnability answers "unknown", the
 * analysis budget (hakem.winnability.max-nodes) having run out; from /v1/winnability (per side), from
 * its NDJSON batches ({@code winnability-batch}, per side asked about) and from flag falls,
 * resignations and second illegal moves in /v1/game (the opponent of the side the ending is about);</li>
 * <li>{@code hakem.perft.budget.exceeded}: perft counts stopped by a budget, the CPU time (hakem.perft.timeout)
 * or the wall clock (hakem.http.answer-deadline);</li>
 * <li>{@code hakem.budget.stops{endpoint, cause}}: every request or batch line whose work a budget stopped,
 * by the budget ({@code cpu}: a perft count's CPU time; {@code wall_clock}: hakem.http.answer-deadline), as
 * its problem's {@code budget} member says; batch lines under {@code games} and {@code winnability-batch}.</li>
 * </ul>
 * The counters are read from the reports the resources return, so the resources stay unaware of them.
 */
@Singleton
public class HakemMetrics {
    private static final Logger LOG = Logger.getLogger(HakemMetrics.class);

    public static final String VERDICTS = "hakem.verdicts";
    public static final String WINNABILITY_UNKNOWN = "hakem.winnability.unknown";
    public static final String PERFT_BUDGET_EXCEEDED = "hakem.perft.budget.exceeded";
    public static final String BUDGET_STOPS = "hakem.budget.stops";
    /** The member of a problem that names the budget that stopped the work (LimitProblems.Budget). */
    static final String BUDGET_MEMBER = "budget";
    /** The problem code of a perft stopped by its time budget. */
    static final String PERFT_BUDGET_CODE = "perft_budget_exceeded";
    static final String UNKNOWN = "unknown";
    /** The endpoint tag of the answers of a batch of winnability questions. */
    public static final String WINNABILITY_BATCH = "winnability-batch";

    private final MeterRegistry registry;
    /** The verdict counters met so far, so the hot path is one map lookup (the tags are few: 3 x 2 x 11 at most). */
    private final Map<String, Counter> verdicts = new ConcurrentHashMap<>();

    @Inject
    public HakemMetrics(MeterRegistry registry) {
        this.registry = registry;
    }

    /** The budget counters exist from the start, at zero, so an alert on them never sees "no data". */
    void preRegister(@Observes StartupEvent event) {
        preRegister();
    }

    public void preRegister() {
        for (String endpoint : new String[] {"winnability", WINNABILITY_BATCH, "game"})
            for (String side : new String[] {"white", "black"}) unknownCounter(endpoint, side);
        perftBudgetCounter();
        budgetStops("perft", "cpu");
        for (String endpoint : new String[] {"perft", "winnability", "game", "games", WINNABILITY_BATCH})
            budgetStops(endpoint, "wall_clock");
    }

    /** Each game of a batch counts as a game report would (or as its problem). */
    void batchAnswer(@Observes BatchResult answer) {
        if (answer.report() != null) record(answer.report());
        else stopped("games", answer.problem());
    }

    /** Each answer of a batch of winnability questions counts as a winnability report, under its own endpoint tag. */
    void winnabilityBatchAnswer(@Observes WinnabilityBatchLine answer) {
        record(answer);
    }

    /** Counts what a response entity says; entities of other types are ignored. */
    public void record(Object entity) {
        if (entity instanceof PositionReport p) {
            verdict("position", p.rules(), p.termination());
        } else if (entity instanceof MoveReport m) {
            if (m.position() != null) verdict("move", m.position().rules(), m.position().termination());
        } else if (entity instanceof GameReport g) {
            verdict("game", g.rules(), g.termination());
            GameReport.FlagReport flag = g.flag();
            GameReport.EndReport end = g.end();
            if (flag != null && UNKNOWN.equals(flag.opponentCanMate()))
                unknownCounter("game", opponent(flag.flagged())).increment();
            else if (flag == null && end != null && UNKNOWN.equals(end.opponentCanMate()))
                unknownCounter("game", opponent(end.side())).increment();
        } else if (entity instanceof WinnabilityReport w) {
            unknown("winnability", w);
        } else if (entity instanceof WinnabilityBatchLine line) {
            if (line.report() != null) unknown(WINNABILITY_BATCH, line.report());
            else stopped(WINNABILITY_BATCH, line.problem());
        } else if (entity instanceof Problem p) {
            if (PERFT_BUDGET_CODE.equals(p.code())) perftBudgetCounter().increment();
            stopped(endpoint(p.instance()), p);
        }
    }

    /** Counts a problem that says a budget stopped the work, under {@code endpoint} and the budget. */
    private void stopped(String endpoint, Problem p) {
        if (p != null && p.any().get(BUDGET_MEMBER) instanceof String cause) budgetStops(endpoint, cause).increment();
    }

    /** The endpoint tag of a request's path: its last part under /v1 ("perft", "winnability", "game", ...). */
    static String endpoint(String path) {
        if (path == null) return "none";
        return path.startsWith("/v1/") ? path.substring(4) : path;
    }

    Counter budgetStops(String endpoint, String cause) {
        return Counter.builder(BUDGET_STOPS)
                .description("Requests and batch lines whose work a budget stopped, by the budget: cpu (a perft count's"
                        + " CPU time) or wall_clock (hakem.http.answer-deadline)")
                .tag("endpoint", endpoint)
                .tag("cause", cause)
                .register(registry);
    }

    private void unknown(String endpoint, WinnabilityReport w) {
        if (w.white() != null && UNKNOWN.equals(w.white().canWin())) unknownCounter(endpoint, "white").increment();
        if (w.black() != null && UNKNOWN.equals(w.black().canWin())) unknownCounter(endpoint, "black").increment();
    }

    void verdict(String endpoint, String rules, String termination) {
        String rulesTag = rules == null ? "none" : rules;
        String terminationTag = termination == null ? "none" : termination;
        // At DEBUG (quarkus.log.category."dev.hakem.api.ops".level=DEBUG): one line per verdict, with the request id.
        if (LOG.isDebugEnabled())
            LOG.debugf("verdict endpoint=%s rules=%s termination=%s", endpoint, rulesTag, terminationTag);
        verdicts.computeIfAbsent(endpoint + '|' + rulesTag + '|' + terminationTag, k -> Counter.builder(VERDICTS)
                .description("Position, move and game reports, by how the rules ended the game (none: it goes on)")
                .tag("endpoint", endpoint)
                .tag("rules", rulesTag)
                .tag("termination", terminationTag)
                .register(registry)).increment();
    }

    Counter unknownCounter(String endpoint, String side) {
        return Counter.builder(WINNABILITY_UNKNOWN)
                .description("Winnability answers 'unknown': the analysis budget ran out before a proof")
                .tag("endpoint", endpoint)
                .tag("side", side)
                .register(registry);
    }

    Counter perftBudgetCounter() {
        return Counter.builder(PERFT_BUDGET_EXCEEDED)
                .description("Perft counts stopped by a budget: CPU time (hakem.perft.timeout) or wall clock"
                        + " (hakem.http.answer-deadline)")
                .register(registry);
    }

    static String opponent(String flagged) {
        return "white".equals(flagged) ? "black" : "black".equals(flagged) ? "white" : "none";
    }
}
