package dev.hakem.api.ops;

import dev.hakem.chess.Fen;
import dev.hakem.chess.Perft;
import dev.hakem.chess.Position;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.concurrent.TimeUnit;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.HealthCheckResponseBuilder;
import org.eclipse.microprofile.health.Readiness;

/**
 * Ready only when the rules core answers correctly: a perft of a position with castling, pins,
 * checks and en passant ("Kiwipete") must give the published count. It takes well under a
 * millisecond once warm, so the probe can run it every few seconds.
 */
@Readiness
@ApplicationScoped
public class RulesCoreReadiness implements HealthCheck {

    static final String NAME = "rules-core";
    static final String FEN = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    static final int DEPTH = 2;
    static final long EXPECTED = 2039;
    static final long DEADLINE_MILLIS = 1000;

    @Override
    public HealthCheckResponse call() {
        return check(FEN, DEPTH, EXPECTED);
    }

    public static HealthCheckResponse check(String fen, int depth, long expected) {
        HealthCheckResponseBuilder r = HealthCheckResponse.named(NAME).withData("depth", depth).withData("expected", expected);
        try {
            Position p = Fen.position(fen);
            long start = System.nanoTime();
            long nodes = Perft.divide(p, depth, start + TimeUnit.MILLISECONDS.toNanos(DEADLINE_MILLIS)).nodes();
            r.withData("nodes", nodes).withData("micros", (System.nanoTime() - start) / 1000);
            return r.status(nodes == expected).build();
        } catch (RuntimeException e) {
            return r.down().withData("error", String.valueOf(e)).build();
        }
    }
}
