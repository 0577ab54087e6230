package dev.hakem.api.admission;

/** One cost class's gate at a moment: places in use and waiting, and what it has admitted and shed so far. */
public record GateStats(CostClass costClass, int inFlight, int maxInFlight, int queued, int maxQueued, long admitted,
                        long refused, long timedOut) {}
