"""Overload test: hostile and busy clients against the packaged jar with the pod's settings.

Run through run.sh (which builds the jar, bounds the whole run in time and cleans up). Each attack
runs for a bounded time while liveness, readiness and a cheap request are sampled every 250 ms;
then the service is left to settle, a full GC is forced and the heap is read. The run fails on any
5xx that is not a shed answer (429, or 503 with Retry-After), any liveness or readiness probe over
the limit (1 s) or without an answer, a JVM that exited, a heap after GC above its baseline plus a
margin, and winnability answers under a flood that differ from the idle ones.
"""
import argparse
import datetime
import json
import os
import platform
import signal
import subprocess
import sys
import threading
import time
import urllib.parse

import attacks
import probes
from server import Server, configmap_env, get, pod_heap

# Seconds after an attack before the heap is read (see run_row).
QUIET_AFTER_ATTACK = 5.0


def log(msg):
    print(f"[{time.strftime('%H:%M:%S')}] {msg}", file=sys.stderr, flush=True)


def loadavg():
    try:
        return " ".join(open("/proc/loadavg").read().split()[:3])
    except OSError:
        return "?"


class Run:
    def __init__(self, args):
        self.args = args
        self.root = args.root
        self.short = args.short
        self.seconds = args.seconds or (3.0 if self.short else 15.0)
        self.size = 1.0
        self.settle_max = args.settle or (10.0 if self.short else 45.0)
        self.limit_ms = args.probe_limit_ms
        self.heap_margin = args.heap_margin_mb
        self.env = configmap_env(os.path.join(self.root, "k8s/base/configmap.yaml"))
        self.heap = args.heap or pod_heap(os.path.join(self.root, "k8s/base/deployment.yaml"),
                                          os.path.join(self.root, "Dockerfile"))
        self.server = Server(self.root, args.jar, args.out, args.cpu, self.heap, self.env,
                             args.jvm_opts.split() if args.jvm_opts else [], args.pid_file,
                             args.mgmt_port, args.probe_base, log)
        self.rows = []
        self.baseline = None
        self.winnability = None
        self.restarts = []

    # ---------------------------------------------------------------------------------- service
    def target(self):
        max_body = int(self.env.get("HAKEM_MAX_BODY_SIZE", "1048576"))
        return attacks.Target("127.0.0.1", self.server.port, max_body, self.root)

    def start(self, why):
        if self.server.proc is not None:
            self.server.stop()
            self.restarts.append(why)
            log(f"restarting the service: {why}")
        self.server.start()
        self.warm_up()
        self.baseline = self.heap_after_gc()
        log(f"heap after GC, baseline: {self.baseline:.1f} MB" if self.baseline is not None else "no heap figure")

    def warm_up(self):
        """A few seconds of every endpoint the attacks use, so that a cold JIT is not measured."""
        base = self.server.base
        start = urllib.parse.quote(attacks.START, safe="")
        end = time.monotonic() + (2.0 if self.short else 4.0)
        while time.monotonic() < end:
            get(f"{base}/v1/position?fen={start}")
            get(f"{base}/v1/perft?fen={start}&depth=3")
            get(f"{base}/v1/winnability?fen={urllib.parse.quote(attacks.WINNABILITY_CHECK[0], safe='')}")
            get(self.server.probe_base + "/live")
            get(self.server.probe_base + "/ready")

    def heap_after_gc(self):
        return self.server.heap_after_gc_mb()

    def wait_idle(self, seconds):
        """Up to `seconds` for the work the attack left (a perft runs on after its client left, up to
        hakem.perft.timeout) to end, so that the heap read next is what stays, not what still runs."""
        deadline = time.monotonic() + max(seconds, 0.0)
        while self.server.alive() and time.monotonic() < deadline:
            busy = self.server.admitted()
            if busy is None or busy == 0:
                return
            time.sleep(0.25)

    def settle(self):
        """Seconds until cheap requests and readiness answer quickly again (None: not within the bound)."""
        base = self.server.base
        path = f"{base}/v1/position?fen={probes.START_FEN}"
        start = time.monotonic()
        good = 0
        while time.monotonic() - start < self.settle_max:
            if not self.server.alive():
                return None
            t = time.monotonic()
            s1, _ = get(path, 2.0)
            s2, _ = get(self.server.probe_base + "/ready", 2.0)
            fast = time.monotonic() - t < 0.5
            good = good + 1 if (s1 == 200 and s2 == 200 and fast) else 0
            if good >= (2 if self.short else 3):
                return time.monotonic() - start
            time.sleep(0.25)
        return None

    # ---------------------------------------------------------------------------------- attacks
    def attack_list(self):
        s, z = self.seconds, self.size
        t = self.target
        return [
            ("1a", "moves string 1 MB", lambda: attacks.big_moves(t(), s, z, "string")),
            ("1b", "moves array 1 MB", lambda: attacks.big_moves(t(), s, z, "array")),
            ("2a", "slow chunked /v1/games", lambda: attacks.slow_bodies(t(), s, z, "/v1/games")),
            ("2b", "slow chunked /v1/game", lambda: attacks.slow_bodies(t(), s, z, "/v1/game")),
            ("3a", "perft d6 × 50", lambda: attacks.perft_flood(t(), s, z, 50)),
            ("3b", "perft d6 × 250", lambda: attacks.perft_flood(t(), s, z, 250)),
            ("3c", "winnability × 50, answers checked", self.winnability_row),
            ("3d", "winnability × 100", lambda: attacks.winnability_flood(t(), s, z, 100)),
            ("3e", "h2c 300 streams", lambda: attacks.h2c_streams(t(), s, z)),
            ("4", "Accept-Language 999", lambda: attacks.accept_language(t(), s, z)),
            ("6", "batch sent before read", lambda: attacks.batch_send_before_read(t(), s, z)),
            ("7a", "no Host header", lambda: attacks.no_host(t(), s, z, self.server)),
            ("7b", "idle connections", lambda: attacks.idle_connections(t(), s, z)),
            ("7c", "half a request head", lambda: attacks.partial_headers(t(), s, z)),
        ]

    def winnability_row(self):
        target = self.target()
        idle = attacks.winnability_answers(target, attacks.WINNABILITY_CHECK, attacks.rawhttp.Sockets(),
                                           time.monotonic() + 60.0)
        outcome = attacks.winnability_flood(target, self.seconds, self.size, 50, idle)
        self.winnability = outcome.extra
        return outcome

    def run_row(self, key, name, fn):
        if not self.server.alive():
            self.start(f"the service was not running before {key}")
        log(f"{key} {name}: {self.seconds:.0f} s (load {loadavg()})")
        pid, starts = self.server.proc.pid, self.server.starts
        sampler = probes.Sampler(self.server.probe_base, self.server.base,
                                 os.path.join(self.args.out, f"probes-{key}.jsonl"), 0.25, self.args.probe_timeout).start()
        started = time.monotonic()
        error = None
        try:
            outcome = fn()
        except Exception as e:  # noqa: BLE001 - a broken attack is reported, the run goes on
            outcome = attacks.Outcome(attacks.rawhttp.Tally(), f"attack failed to run: {type(e).__name__}: {e}")
            error = f"attack error {type(e).__name__}"
        elapsed = time.monotonic() - started
        time.sleep(0.5 if self.short else 1.0)  # the tail: probes just after the attack stopped
        records = sampler.stop()
        settled = self.settle() if self.server.alive() else None
        if settled is not None:
            self.wait_idle(self.settle_max - settled)
            # A refused request's connection lingers up to 2 s (HttpLayerProblems.LINGER_MILLIS) and a
            # queued one waits up to hakem.admission.queue-timeout (2 s): an attack's last connections
            # (thousands, ~7 KB each) are still in the heap until then, which is not what stays.
            time.sleep(max(0.0, QUIET_AFTER_ATTACK - (time.monotonic() - started - elapsed)))
        heap = self.heap_after_gc() if self.server.alive() else None
        tries = 1
        while heap is not None and self.baseline is not None and heap > self.baseline + self.margin() and tries < 3:
            time.sleep(2.0)
            heap = self.heap_after_gc()
            tries += 1
        if heap is not None and self.baseline is not None and heap > self.baseline + self.margin():
            self.server.histogram(os.path.join(self.args.out, f"histogram-{key}.txt"))
        # Alive at the end of the row: a JVM that died while settling or being measured died of the attack.
        alive = self.server.alive() and self.server.proc.pid == pid and self.server.starts == starts
        exit_code = self.server.exit_code()
        row = self.evaluate(key, name, outcome, records, alive, exit_code, settled, heap, elapsed, error)
        self.rows.append(row)
        log(f"{key} {name}: {'PASS' if not row['failures'] else 'FAIL: ' + '; '.join(row['failures'])}")
        with open(os.path.join(self.args.out, f"row-{key}.json"), "w", encoding="utf-8") as f:
            json.dump(row, f, indent=1, default=str)
        if not alive:
            self.start(f"the JVM exited during {key} (code {exit_code})")
        elif settled is None:
            self.start(f"still busy {self.settle_max:.0f} s after {key}")
        elif heap is not None and self.baseline is not None and heap > self.baseline + self.margin():
            # The next row must not inherit what this one left in the heap.
            self.start(f"heap not back to its baseline after {key}")

    def not_run(self, key, name, why):
        empty = {"n": 0, "p50": None, "p99": None, "max": None, "no_answer": 0, "over": 0, "first_only": False,
                 "statuses": [], "not_200": 0, "shed": 0, "server_errors": 0}
        return {"key": key, "name": name, "seconds": 0, "probes": {k: empty for k in ("live", "ready", "cheap")},
                "answers": "–", "shed": 0, "shed_retry_after": 0, "server_errors": 0, "alive": self.server.alive(),
                "exit_code": None, "heap": None, "baseline": self.baseline, "finding": "not run",
                "notes": [], "failures": [why], "warnings": []}

    def margin(self):
        return max(self.heap_margin, 0.25 * (self.baseline or 0.0))

    def evaluate(self, key, name, outcome, records, alive, exit_code, settled, heap, elapsed, error):
        p = probes.summarise(records, self.limit_ms, self.args.probe_timeout)
        tally = outcome.tally
        fails = []
        server_errors = tally.server_errors + p["cheap"]["server_errors"]
        if server_errors:
            fails.append(f"{server_errors} 5xx answers that are not shed answers")
        for kind, label in (("live", "liveness"), ("ready", "readiness")):
            k = p[kind]
            if k["over"]:
                fails.append(f"{label}: {k['over']} of {k['n']} probes over {self.limit_ms:.0f} ms or unanswered "
                             f"(max {k['max']:.0f} ms, {k['no_answer']} without answer)")
        if p["live"]["not_200"]:
            fails.append(f"liveness: {p['live']['not_200']} answers not 200")
        if not alive:
            oom = " after OutOfMemoryError" if self.server.oom_seen() else ""
            fails.append(f"JVM exited (code {exit_code}){oom}")
        if alive and heap is not None and self.baseline is not None and heap > self.baseline + self.margin():
            fails.append(f"heap after GC {heap:.1f} MB above baseline {self.baseline:.1f} + {self.margin():.0f} MB")
        if error:
            fails.append(error)
        fails.extend(outcome.failures)
        notes = []
        for kind in ("live", "ready"):
            if p[kind]["first_only"]:
                notes.append(f"first {kind} sample over the limit (warm-up or noise: reported, not failed)")
        if p["ready"]["not_200"]:
            notes.append(f"readiness answered non-200 {p['ready']['not_200']}× ({p['ready']['statuses']})")
        if p["cheap"]["no_answer"]:
            notes.append(f"cheap request unanswered within {self.args.probe_timeout:.0f} s {p['cheap']['no_answer']}×")
        if alive and settled is None:
            notes.append(f"not settled {self.settle_max:.0f} s after the attack")
        elif settled is not None and settled > 2.0:
            notes.append(f"settled {settled:.0f} s after the attack")
        return {
            "key": key, "name": name, "seconds": round(elapsed, 1), "probes": p,
            "answers": tally.answers(), "shed": tally.shed + p["cheap"]["shed"],
            "shed_retry_after": tally.shed_with_retry_after
            + sum(1 for r in records if r["kind"] == "cheap" and r.get("shed") and r.get("retry_after")),
            "server_errors": server_errors, "alive": alive, "exit_code": exit_code,
            "heap": heap, "baseline": self.baseline, "finding": outcome.finding,
            "notes": notes, "failures": fails, "warnings": outcome.warnings,
        }

    # ---------------------------------------------------------------------------------- report
    def report(self, started_at, load_start, load_end, wall):
        def ms(v, timeout=False):
            return "–" if v is None else f"{v:,.0f}"

        def probe(k):
            mx = "–" if k["max"] is None else (f"≥{self.args.probe_timeout * 1000:,.0f}" if k["no_answer"] else ms(k["max"]))
            return f"{ms(k['p99'])} / {mx}" + (f" ({k['no_answer']} unanswered)" if k["no_answer"] else "")

        commit = subprocess.run(["git", "-C", self.root, "log", "-1", "--format=%h", "--", "src", "pom.xml"],
                                capture_output=True, text=True).stdout.strip() or "?"
        head = subprocess.run(["git", "-C", self.root, "log", "-1", "--format=%h"],
                              capture_output=True, text=True).stdout.strip() or "?"
        dirty = subprocess.run(["git", "-C", self.root, "status", "--porcelain", "--", "src", "pom.xml"],
                               capture_output=True, text=True).stdout.strip()
        java = subprocess.run(["java", "-version"], capture_output=True, text=True).stderr.splitlines()
        lines = [
            f"# Overload test, {started_at:%Y-%m-%d %H:%M} UTC ({'short' if self.short else 'full'} run)",
            "",
            f"- service: `{os.path.relpath(self.args.jar, self.root) if self.args.jar.startswith(self.root) else self.args.jar}`"
            f", service code (src/, pom.xml) at {commit}{' with local changes' if dirty else ''}; checkout at {head}",
            f"- JVM: {java[0] if java else '?'}; `{' '.join(self.server.command())}`, "
            f"the ConfigMap's {len(self.env)} entries as environment variables, loopback only",
            f"- probes: `{self.server.probe_base}/live`, `/ready` and `GET /v1/position?fen=<start>`, every 250 ms, "
            f"a fresh connection each, {self.args.probe_timeout:.0f} s client timeout; limit {self.limit_ms:.0f} ms",
            f"- each attack {self.seconds:.0f} s; after it, up to {self.settle_max:.0f} s to settle, then `jcmd GC.run` "
            f"and `jstat -gc` (heap margin {self.heap_margin:.0f} MB or 25 % of the baseline)",
            f"- machine: {os.cpu_count()} CPUs ({platform.processor() or platform.machine()}), shared with other builds: "
            f"load average {load_start} at the start, {load_end} at the end. **Figures are noisy**; compare rows "
            f"within one run.",
            f"- wall time {wall:.0f} s; service restarts: {len(self.restarts)}"
            + (f" ({'; '.join(self.restarts)})" if self.restarts else ""),
            "",
            "| # | attack | live p99 / max ms | ready p99 / max ms | cheap p50 / p99 ms | attack answers "
            "| shed (Retry-After) | 5xx | JVM | heap after GC MB (baseline) | result |",
            "|---|---|---|---|---|---|---|---|---|---|---|",
        ]
        for r in self.rows:
            p = r["probes"]
            heap = "–" if r["heap"] is None else f"{r['heap']:.1f}"
            base = "–" if r["baseline"] is None else f"{r['baseline']:.1f}"
            jvm = "alive" if r["alive"] else f"**exited ({r['exit_code']})**"
            result = "**FAIL**" if r["failures"] else ("pass, with warnings" if r["warnings"] else "pass")
            lines.append(
                f"| {r['key']} | {r['name']} | {probe(p['live'])} | {probe(p['ready'])} "
                f"| {ms(p['cheap']['p50'])} / {ms(p['cheap']['p99'])} | {r['answers']} "
                f"| {r['shed']} ({r['shed_retry_after']}) | {r['server_errors']} | {jvm} | {heap} ({base}) | {result} |")
        lines += ["", "## Findings", ""]
        for r in self.rows:
            lines.append(f"- **{r['key']} {r['name']}**: {r['finding']}."
                         + ("".join(f" {n}." for n in r["notes"]))
                         + (" Warning: " + "; ".join(r["warnings"]) + "." if r["warnings"] else "")
                         + (" **Failed: " + "; ".join(r["failures"]) + ".**" if r["failures"] else ""))
        lines += self.winnability_report()
        failed = [r for r in self.rows if r["failures"]]
        lines += ["", f"**{len(failed)} of {len(self.rows)} attacks failed**"
                  + (": " + ", ".join(r["key"] for r in failed) if failed else "") + "."]
        return "\n".join(lines) + "\n"

    def winnability_report(self):
        w = self.winnability
        if not w:
            return []
        out = ["", "## Winnability: idle answers and answers under the flood", "",
               "Every answer received under the flood (row 3c) beside the idle answer of the same position "
               "(same service, same budget); canWin must be the same.", "",
               "| position | side | idle (nodes) | under the flood: answers (nodes) | same |", "|---|---|---|---|---|"]
        for fen in attacks.WINNABILITY_CHECK:
            idle, floods = w["idle"].get(fen) or {}, w["flood"].get(fen) or []
            for side in ("white", "black"):
                a = idle.get(side)
                fa = "–" if not a else f"{a[0]} ({a[1]})"
                counts = {}
                for got in floods:
                    counts[tuple(got[side])] = counts.get(tuple(got[side]), 0) + 1
                fb = ", ".join(f"{c}× {v[0]} ({v[1]})" for v, c in sorted(counts.items(), key=str)) or "none received"
                same = "–" if not floods else ("yes" if a and all(v[0] == a[0] for v in counts) else "**no**")
                out.append(f"| `{fen}` | {side} | {fa} | {fb} | {same} |")
        return out


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--short", action="store_true")
    ap.add_argument("--jar", required=True)
    ap.add_argument("--root", required=True)
    ap.add_argument("--out", required=True, help="directory for raw output")
    ap.add_argument("--report", required=True, help="the Markdown table's file")
    ap.add_argument("--pid-file", required=True)
    ap.add_argument("--only", default="", help="comma-separated attack keys (1a,3b,...)")
    ap.add_argument("--seconds", type=float, default=0.0)
    ap.add_argument("--settle", type=float, default=0.0)
    ap.add_argument("--cpu", default="0")
    ap.add_argument("--heap", default="")
    ap.add_argument("--jvm-opts", default="")
    ap.add_argument("--mgmt-port", type=int, default=0)
    ap.add_argument("--probe-base", default="")
    ap.add_argument("--probe-limit-ms", type=float, default=1000.0)
    ap.add_argument("--probe-timeout", type=float, default=5.0)
    ap.add_argument("--heap-margin-mb", type=float, default=16.0)
    ap.add_argument("--time-limit", type=float, default=0.0, help="seconds for the whole run")
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)

    def on_signal(signum, _frame):
        # Once: a second signal must not interrupt the clean-up the first one started.
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        raise SystemExit(128 + signum)
    signal.signal(signal.SIGTERM, on_signal)
    signal.signal(signal.SIGINT, on_signal)

    run = Run(args)
    started_at = datetime.datetime.now(datetime.timezone.utc)
    t0, load_start = time.monotonic(), loadavg()
    # Own bound, inside run.sh's: rows that would not finish in time are reported as not run.
    deadline = t0 + args.time_limit - 20.0 if args.time_limit else float("inf")
    interrupted = None
    try:
        run.start("")
        only = {k.strip() for k in args.only.split(",") if k.strip()}
        for key, name, fn in run.attack_list():
            if only and key not in only:
                continue
            if time.monotonic() + run.seconds + run.settle_max + 10.0 > deadline:
                run.rows.append(run.not_run(key, name, "not run: the run's time limit"))
                continue
            run.run_row(key, name, fn)
    except (SystemExit, KeyboardInterrupt, RuntimeError) as e:
        interrupted = f"run stopped: {type(e).__name__} {e}"
        log(interrupted)
    finally:
        run.server.stop()
    if interrupted:
        run.rows.append(run.not_run("–", "(rest of the run)", interrupted))
    report = run.report(started_at, load_start, loadavg(), time.monotonic() - t0)
    sys.stdout.write(report)
    with open(args.report, "w", encoding="utf-8") as f:
        f.write(report)
    log(f"report written to {args.report}; raw output in {args.out}")
    failed = [r for r in run.rows if r["failures"]]
    for r in failed:
        log(f"FAILED {r['key']} {r['name']}: " + "; ".join(r["failures"]))
    threading.Event().wait(0.1)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
