package dev.hakem.api.analysis;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * The time the counting thread has spent on a CPU: the perft budget reads it, so that a busy machine,
 * which slows the wall clock's share of each count, does not make a count fail that an idle one
 * finishes. Where the JVM cannot tell a thread's CPU time, the wall clock.
 */
final class ThreadClock {
    private ThreadClock() {}

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final boolean CPU_TIME = THREADS.isCurrentThreadCpuTimeSupported() && THREADS.isThreadCpuTimeEnabled();

    /** Nanoseconds, from an arbitrary origin; only differences on one thread mean anything. */
    static long now() {
        return CPU_TIME ? THREADS.getCurrentThreadCpuTime() : System.nanoTime();
    }
}
