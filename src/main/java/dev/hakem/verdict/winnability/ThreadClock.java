package dev.hakem.verdict.winnability;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * The time the analysing thread has spent on a CPU: the searches' time backstop reads it, so that a
 * busy machine, which slows the wall clock's share of each search, does not turn an answer the node
 * budget would reach into "unknown" (the perft budget reads it too). Where the JVM cannot tell a
 * thread's CPU time, the wall clock.
 */
public final class ThreadClock {
    private ThreadClock() {}

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final boolean CPU_TIME = THREADS.isCurrentThreadCpuTimeSupported() && THREADS.isThreadCpuTimeEnabled();

    /** Nanoseconds, from an arbitrary origin; only differences on one thread mean anything. */
    public static long now() {
        return CPU_TIME ? THREADS.getCurrentThreadCpuTime() : System.nanoTime();
    }
}
