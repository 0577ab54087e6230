package dev.hakem.api.admission;

import java.util.ArrayDeque;

/**
 * A bound on the requests of one cost class: at most {@code maxInFlight} run at once, at most
 * {@code maxQueued} wait for a place, in arrival order, and the rest are refused at once. Waiting
 * is bounded in time by the caller ({@link #abandon}). Counters are kept for metrics and readiness.
 */
final class Gate {
    enum Entry { ENTERED, QUEUED, REFUSED }

    private final CostClass costClass;
    private final int maxInFlight;
    private final int maxQueued;
    private final ArrayDeque<Runnable> waiting = new ArrayDeque<>();
    private int inFlight;
    private long admitted;
    private long refused;
    private long timedOut;

    Gate(CostClass costClass, int maxInFlight, int maxQueued) {
        this.costClass = costClass;
        this.maxInFlight = Math.max(1, maxInFlight);
        this.maxQueued = Math.max(0, maxQueued);
    }

    /** Enters now, or queues {@code resume} to be run when a place frees, or refuses. */
    synchronized Entry enter(Runnable resume) {
        if (inFlight < maxInFlight && waiting.isEmpty()) {
            inFlight++;
            admitted++;
            return Entry.ENTERED;
        }
        if (waiting.size() < maxQueued) {
            waiting.addLast(resume);
            return Entry.QUEUED;
        }
        refused++;
        return Entry.REFUSED;
    }

    /** Takes {@code resume} out of the queue if it still waits there: true when it did (its wait timed out). */
    synchronized boolean abandon(Runnable resume) {
        boolean removed = waiting.remove(resume);
        if (removed) timedOut++;
        return removed;
    }

    /** A request left: its place goes to the first waiting one, which is returned to be resumed (or null). */
    Runnable leave() {
        Runnable next;
        synchronized (this) {
            next = waiting.pollFirst();
            if (next == null) inFlight--;
            else admitted++;
        }
        return next;
    }

    CostClass costClass() {
        return costClass;
    }

    synchronized GateStats stats() {
        return new GateStats(costClass, inFlight, maxInFlight, waiting.size(), maxQueued, admitted, refused, timedOut);
    }
}
