package dev.hakem.api.batch;

import java.io.IOException;
import java.util.concurrent.Callable;
import java.util.function.Function;

/**
 * The games of an NDJSON body: one game request (the JSON body of POST /v1/game) per line; blank lines
 * (spaces, tabs, CRs: however long) skipped. A batch of winnability questions is read the same way, one
 * question per line.
 */
public final class NdjsonGames extends BatchSource {

    /** @param adjudication the work that reads one line's JSON and adjudicates it */
    public NdjsonGames(BatchLines lines, BatchLimits limits, Function<byte[], Callable<?>> adjudication) {
        super(lines, limits, adjudication);
    }

    /** @param words how the problems of the batch's bounds name its members */
    public NdjsonGames(BatchLines lines, BatchLimits limits, Words words, Function<byte[], Callable<?>> adjudication) {
        super(lines, limits, words, adjudication);
    }

    @Override
    BatchItem read() throws IOException, BatchLines.TotalExceeded {
        while (true) {
            BatchLines.Line line = lines.next();
            if (line == null) return null;
            if (line.blank()) continue;
            if (line.tooLong()) return tooLarge(line.number(), line.length());
            return game(line.number(), adjudication.apply(line.bytes()));
        }
    }

    @Override
    long nextLine() {
        return lines.number() + 1;
    }
}
