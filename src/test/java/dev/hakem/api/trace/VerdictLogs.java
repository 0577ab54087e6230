package dev.hakem.api.trace;

import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Supplier;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.jboss.logmanager.ExtLogRecord;

/**
 * The MDC of the lines dev.hakem.api.ops logs at DEBUG (one per verdict) while {@code work} runs: what
 * a JSON log line carries under "mdc".
 */
final class VerdictLogs {
    private VerdictLogs() {}

    static List<Map<String, String>> during(Supplier<?> work) {
        List<Map<String, String>> mdcs = new CopyOnWriteArrayList<>();
        Handler handler = new Handler() {
            @Override
            public void publish(LogRecord record) {
                if (record instanceof ExtLogRecord ext && record.getLoggerName().startsWith("dev.hakem.api.ops")
                        && String.valueOf(record.getMessage()).contains("verdict"))
                    mdcs.add(Map.copyOf(ext.getMdcCopy()));
            }

            @Override
            public void flush() {}

            @Override
            public void close() {}
        };
        Logger ops = Logger.getLogger("dev.hakem.api.ops");
        Level was = ops.getLevel();
        ops.setLevel(Level.FINE);
        ops.addHandler(handler);
        try {
            work.get();
        } finally {
            ops.removeHandler(handler);
            ops.setLevel(was);
        }
        return mdcs;
    }
}
