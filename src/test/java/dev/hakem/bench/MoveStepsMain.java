package dev.hakem.bench;

import com.fasterxml.jackson.databind.ObjectReader;
import dev.hakem.api.json.JsonPaths;
import dev.hakem.api.position.Include;
import dev.hakem.api.game.MoveReport;
import dev.hakem.api.game.MoveReports;
import dev.hakem.api.i18n.Lang;
import dev.hakem.api.json.ReportJson;
import dev.hakem.api.request.Inputs;
import dev.hakem.api.request.Input;
import dev.hakem.api.request.RequestReader;
import dev.hakem.api.request.Requests;
import dev.hakem.api.request.ResumeInputs;
import dev.hakem.verdict.Adjudicator;
import dev.hakem.verdict.Game;
import dev.hakem.verdict.Replay;
import dev.hakem.verdict.RuleSet;
import dev.hakem.verdict.usecase.PlayMove;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.function.Supplier;

/**
 * The steps of one {@code POST /v1/move} with a resume point and the minimal answer, in-process: CPU
 * time of this thread per call, best of the rounds, for each request body given (bench/move's
 * resume-N.json), and the bytes it allocates. Prints one line per body and step.
 *
 * <pre>java -cp target-bench/classes:target-bench/test-classes:$(cat target-bench/bench-classpath.txt) \
 *     dev.hakem.bench.MoveStepsMain bench/move/results/&lt;run&gt;/resume-10.json .../resume-300.json</pre>
 */
public final class MoveStepsMain {
    private MoveStepsMain() {}

    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();
    private static final int ROUNDS = Integer.getInteger("rounds", 7);
    private static final int CALLS = Integer.getInteger("calls", 20_000);
    static Object sink;

    public static void main(String[] args) throws Exception {
        ObjectReader reader = JsonPaths.quarkusMapper().readerFor(Requests.MoveRequest.class);
        RequestReader requests = new RequestReader(5000);
        Include minimal = Include.of(null, "return=minimal");
        for (String file : args) {
            byte[] body = Files.readAllBytes(Path.of(file));
            Requests.MoveRequest request = reader.readValue(body);
            ResumeInputs.Resume resume = ResumeInputs.read(request.resume(), Inputs.variant(request.variant()));
            RuleSet rules = RuleSet.FIDE;
            MoveReport report = play(requests, request, minimal);
            String name = Path.of(file).getFileName().toString();
            time(name, "parse body (Jackson)", () -> readQuietly(reader, body));
            time(name, "read resume point", () -> ResumeInputs.read(request.resume(), Inputs.variant(request.variant())));
            time(name, "replay resume moves", () -> replay(resume, rules));
            time(name, "read the request", () -> requests.move(request));
            time(name, "  of which: moves alone", () -> playThrough(resume));
            time(name, "  of which: verdict at its start", () -> Adjudicator.judge(
                    Game.of(resume.start().position()), 0, rules));
            time(name, "read, play and report", () -> play(requests, request, minimal));
            time(name, "write answer", () -> ReportJson.of(report));
            time(name, "whole", () -> ReportJson.of(play(requests, readQuietly(reader, body), minimal)));
        }
    }

    /** What MoveResource does with a request read. */
    private static MoveReport play(RequestReader requests, Requests.MoveRequest request, Include include) {
        Input<PlayMove.Question> input = requests.move(request);
        return MoveReports.of(input, PlayMove.play(input.question()), Lang.EN, include);
    }

    private static Object replay(ResumeInputs.Resume resume, RuleSet rules) {
        try {
            return Replay.play(resume.start().position(), resume.moves(), rules, false);
        } catch (Replay.IllegalMove e) {
            throw new IllegalStateException(e);
        }
    }

    private static Object playThrough(ResumeInputs.Resume resume) {
        try {
            return Replay.playThrough(resume.start().position(), resume.moves(), false);
        } catch (Replay.IllegalMove e) {
            throw new IllegalStateException(e);
        }
    }

    private static Requests.MoveRequest readQuietly(ObjectReader reader, byte[] body) {
        try {
            return reader.readValue(body);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void time(String name, String step, Supplier<Object> work) {
        long best = Long.MAX_VALUE;
        for (int w = 0; w < CALLS * 2; w++) sink = work.get();
        com.sun.management.ThreadMXBean memory = (com.sun.management.ThreadMXBean) CPU;
        long id = Thread.currentThread().getId(), a0 = memory.getThreadAllocatedBytes(id);
        for (int i = 0; i < CALLS; i++) sink = work.get();
        long bytes = (memory.getThreadAllocatedBytes(id) - a0) / CALLS;
        for (int r = 0; r < ROUNDS; r++) {
            long t0 = CPU.getCurrentThreadCpuTime();
            for (int i = 0; i < CALLS; i++) sink = work.get();
            best = Math.min(best, CPU.getCurrentThreadCpuTime() - t0);
        }
        System.out.println(String.format(Locale.ROOT, "%-16s %-34s %8.2f µs %8d B", name, step, best / 1000.0 / CALLS, bytes));
    }
}
